import { useId } from "react";
import { CHAT_TEXTS, CONFIRMATION_ANSWERS } from "~/features/chat/rules";

type Props =
  /** The widget: the buttons call back with the answer. */
  | { onAnswer: (answer: string) => void; submitName?: never; disabled?: boolean }
  /** The no-JS chat page: the buttons submit the surrounding form with `name` = the answer. */
  | { onAnswer?: never; submitName: string; disabled?: boolean };

/** Shown after a reply that asks to confirm a tyre size: 'Kyllä' sends kyllä, 'Peruuta' sends peruuta. */
export function ConfirmationPrompt({ onAnswer, submitName, disabled = false }: Props) {
  const id = useId();
  const button = (answer: string) =>
    submitName
      ? ({ type: "submit", name: submitName, value: answer, formNoValidate: true } as const)
      : ({ type: "button", onClick: () => onAnswer?.(answer) } as const);
  return (
    <div
      role="group"
      aria-labelledby={id}
      className={`${submitName ? "" : "ml-11 "}mt-3 flex flex-wrap items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 dark:border-amber-400/40 dark:bg-amber-400/10`}
      data-testid="chat-confirmation"
    >
      <p id={id} className="mr-auto text-sm font-semibold text-amber-950 dark:text-amber-100">
        {CHAT_TEXTS.confirmTitle}
      </p>
      <button {...button(CONFIRMATION_ANSWERS.yes)} disabled={disabled} className="btn-primary px-3 py-1.5">
        {CHAT_TEXTS.confirmYes}
      </button>
      <button {...button(CONFIRMATION_ANSWERS.cancel)} disabled={disabled} className="btn-secondary px-3 py-1.5">
        {CHAT_TEXTS.confirmCancel}
      </button>
    </div>
  );
}
