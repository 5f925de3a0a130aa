import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Honeypot } from "~/components/ui/form/Honeypot";
import { CHAT_LIMITS, FEEDBACK_TEXTS } from "~/features/chat/rules";
import { CHAT_ENDPOINTS, type FeedbackPayload, feedbackPayload } from "~/features/chat/client";

/** Posts feedback as JSON; true when the server took it (201/2xx). Network errors count as failure. */
export async function sendFeedback(payload: FeedbackPayload): Promise<boolean> {
  try {
    const response = await fetch(CHAT_ENDPOINTS.feedback, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
    return response.ok;
  } catch {
    return false;
  }
}

type Phase = "idle" | "sending" | "success" | "failure";

type Props = {
  /** The conversation the feedback is about, when there is one. */
  conversationId?: string | null;
  /** Where the server sends a visitor without JavaScript back to (with a thank-you toast). */
  redirectTo: string;
  /** Called 2 s after a successful send (the drawer closes then). */
  onSent?: () => void;
};

/**
 * The feedback form (spec: feedback drawer): a 0–10 slider, default 5, and an optional comment. A real
 * form posting to /api/feedback, so it works without JavaScript; with JavaScript it is sent in place,
 * thanks the visitor, resets to 5 and an empty comment and calls onSent 2 s later.
 */
export function FeedbackForm({ conversationId, redirectTo, onSent }: Props) {
  const ids = useId();
  const [rating, setRating] = useState<number>(CHAT_LIMITS.feedbackDefaultRating);
  const [comment, setComment] = useState("");
  const [phase, setPhase] = useState<Phase>("idle");
  const sentCallback = useRef(onSent);
  useEffect(() => {
    sentCallback.current = onSent;
  });

  useEffect(() => {
    if (phase !== "success") return;
    const timer = window.setTimeout(() => sentCallback.current?.(), CHAT_LIMITS.feedbackCloseDelayMs);
    return () => window.clearTimeout(timer);
  }, [phase]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === "sending") return;
    setPhase("sending");
    const ok = await sendFeedback(feedbackPayload(rating, comment, conversationId, "feedback_form"));
    if (ok) {
      setRating(CHAT_LIMITS.feedbackDefaultRating);
      setComment("");
    }
    setPhase(ok ? "success" : "failure");
  }

  const sending = phase === "sending";
  return (
    <form method="post" action={CHAT_ENDPOINTS.feedback} onSubmit={onSubmit} className="relative space-y-4" data-testid="feedback-form">
      <Honeypot />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name="source" value="feedback_form" />
      {conversationId ? <input type="hidden" name="conversationId" value={conversationId} /> : null}
      <div>
        <label htmlFor={`${ids}-rating`} className="mb-2 block text-sm font-semibold">
          {FEEDBACK_TEXTS.ratingLabel(rating)}
        </label>
        <input
          id={`${ids}-rating`}
          type="range"
          name="rating"
          min={0}
          max={10}
          step={1}
          value={rating}
          onChange={(event) => setRating(Number(event.target.value))}
          aria-valuetext={`${rating}/10`}
          className="w-full cursor-pointer accent-brand-600"
        />
        <div className="mt-1 flex justify-between text-xs text-slate-500 dark:text-slate-400" aria-hidden="true">
          <span>0</span>
          <span>5</span>
          <span>10</span>
        </div>
      </div>
      <div>
        <label htmlFor={`${ids}-comment`} className="mb-1 block text-sm font-semibold">
          Kommentti <span className="font-normal text-slate-500 dark:text-slate-400">(vapaaehtoinen)</span>
        </label>
        <textarea
          id={`${ids}-comment`}
          name="comment"
          rows={4}
          maxLength={2000}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          placeholder={FEEDBACK_TEXTS.commentPlaceholder}
          className="field resize-y"
        />
      </div>
      <button type="submit" disabled={sending} className="btn-primary w-full">
        {sending ? FEEDBACK_TEXTS.submitting : FEEDBACK_TEXTS.submit}
      </button>
      <div aria-live="polite">
        {phase === "success" ? (
          <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300">
            {FEEDBACK_TEXTS.success}
          </p>
        ) : null}
        {phase === "failure" ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800 dark:bg-red-500/10 dark:text-red-300">
            {FEEDBACK_TEXTS.failure}
          </p>
        ) : null}
      </div>
    </form>
  );
}
