import { useLocation } from "@remix-run/react";
import { forwardRef, useEffect, useId, useRef } from "react";
import { FEEDBACK_TEXTS } from "~/features/chat/rules";
import { CHAT_UI_TEXTS } from "~/features/chat/client";
import { FeedbackForm } from "./FeedbackForm";

type Props = { conversationId: string | null; onClose: () => void };

/**
 * The feedback drawer: slides over the conversation inside the chat panel. The panel's key handling
 * keeps Tab inside it and Escape closes it first; it closes by itself 2 s after a successful send.
 */
export const FeedbackDrawer = forwardRef<HTMLDivElement, Props>(function FeedbackDrawer({ conversationId, onClose }, ref) {
  const titleId = useId();
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="absolute inset-0 z-10 flex flex-col bg-white motion-safe:animate-[chat-drawer-in_200ms_ease-out] dark:bg-slate-900"
      data-testid="feedback-drawer"
    >
      <style>{"@keyframes chat-drawer-in{from{transform:translateY(1.5rem);opacity:0}to{transform:none;opacity:1}}"}</style>
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
        <h3 id={titleId} ref={heading} tabIndex={-1} className="flex-1 text-lg font-bold focus:outline-none">
          {FEEDBACK_TEXTS.title}
        </h3>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex h-9 w-9 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
          <span className="sr-only">{CHAT_UI_TEXTS.back}</span>
        </button>
      </div>
      <div className="flex-1 overflow-y-auto p-4">
        <FeedbackForm conversationId={conversationId} redirectTo={`${location.pathname}${location.search}`} onSent={onClose} />
      </div>
    </div>
  );
});
