import { useId } from "react";
import { CHAT_TEXTS, CONFIRMATION_ANSWERS } from "~/lib/chat";

/** Shown after a reply that asks to confirm a tyre size: 'Kyllä' sends kyllä, 'Peruuta' sends peruuta. */
export function ConfirmationPrompt({ onAnswer }: { onAnswer: (answer: string) => void }) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="ml-11 mt-3 flex flex-wrap items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 dark:border-amber-400/40 dark:bg-amber-400/10"
      data-testid="chat-confirmation"
    >
      <p id={id} className="mr-auto text-sm font-semibold text-amber-950 dark:text-amber-100">
        {CHAT_TEXTS.confirmTitle}
      </p>
      <button type="button" onClick={() => onAnswer(CONFIRMATION_ANSWERS.yes)} className="btn-primary px-3 py-1.5">
        {CHAT_TEXTS.confirmYes}
      </button>
      <button type="button" onClick={() => onAnswer(CONFIRMATION_ANSWERS.cancel)} className="btn-secondary px-3 py-1.5">
        {CHAT_TEXTS.confirmCancel}
      </button>
    </div>
  );
}
