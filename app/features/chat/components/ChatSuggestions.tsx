import { useId } from "react";
import { CHAT_SUGGESTIONS, CHAT_TEXTS } from "~/features/chat/rules";
import { CHAT_UI_TEXTS } from "~/features/chat/client";

/** The box shown before the first message: six example questions, each sent with one click. */
export function ChatSuggestions({ onPick, disabled }: { onPick: (question: string) => void; disabled: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-700 dark:bg-slate-900" data-testid="chat-suggestions">
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold text-slate-800 dark:text-slate-100">
        {CHAT_TEXTS.suggestionsTitle}
        <span className="rounded bg-gradient-to-r from-brand-600 to-amber-500 px-1.5 py-0.5 text-[0.65rem] font-black tracking-wide text-white">
          <span aria-hidden="true">{CHAT_UI_TEXTS.aiBadge}</span>
          <span className="sr-only">{CHAT_UI_TEXTS.aiBadgeLabel}</span>
        </span>
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {CHAT_SUGGESTIONS.map((question) => (
          <li key={question}>
            <button
              type="button"
              onClick={() => onPick(question)}
              disabled={disabled}
              className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1.5 text-left text-xs font-medium text-slate-800 transition hover:border-brand-500 hover:bg-brand-50 hover:text-brand-700 disabled:opacity-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:border-red-400 dark:hover:bg-slate-700 dark:hover:text-white"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{CHAT_TEXTS.suggestionsNote}</p>
    </section>
  );
}
