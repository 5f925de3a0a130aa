import { useState } from "react";
import { FEEDBACK_TEXTS } from "~/features/chat/rules";
import { CHAT_UI_TEXTS, feedbackPayload } from "~/features/chat/client";
import { sendFeedback } from "./FeedbackForm";

type Vote = "up" | "down";

const Thumb = ({ down = false }: { down?: boolean }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className={`h-4 w-4 ${down ? "rotate-180" : ""}`} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
    <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3zm0 0 4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.1 21H7" />
  </svg>
);

/**
 * Thumbs up (10) or down (0) on one finished reply, sent as chat_thumbs feedback of the conversation.
 * One vote per reply: after it both buttons are disabled and a small thanks shows.
 */
export function ThumbsButtons({ conversationId }: { conversationId: string | null }) {
  const [vote, setVote] = useState<Vote | null>(null);
  const [state, setState] = useState<"idle" | "sending" | "done" | "failed">("idle");

  async function send(choice: Vote) {
    if (state === "sending" || state === "done") return;
    setVote(choice);
    setState("sending");
    const ok = await sendFeedback(feedbackPayload(choice === "up" ? 10 : 0, "", conversationId, "chat_thumbs"));
    setState(ok ? "done" : "failed");
    if (!ok) setVote(null);
  }

  const locked = state === "sending" || state === "done";
  const button = (choice: Vote) =>
    `inline-flex h-7 w-7 items-center justify-center rounded-full transition disabled:cursor-default ${
      vote === choice
        ? "bg-brand-600 text-white"
        : "text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
    }`;

  return (
    <div className="mt-1 flex items-center gap-1" data-testid="chat-thumbs">
      <button type="button" onClick={() => void send("up")} disabled={locked} aria-pressed={vote === "up"} className={button("up")}>
        <Thumb />
        <span className="sr-only">{CHAT_UI_TEXTS.thumbsUp}</span>
      </button>
      <button type="button" onClick={() => void send("down")} disabled={locked} aria-pressed={vote === "down"} className={button("down")}>
        <Thumb down />
        <span className="sr-only">{CHAT_UI_TEXTS.thumbsDown}</span>
      </button>
      <span aria-live="polite" className="text-xs font-semibold">
        {state === "done" ? <span className="text-emerald-700 dark:text-emerald-400">{CHAT_UI_TEXTS.thanks}</span> : null}
        {state === "failed" ? <span className="text-red-700 dark:text-red-400">{FEEDBACK_TEXTS.failure}</span> : null}
      </span>
    </div>
  );
}
