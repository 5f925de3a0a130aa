import { type KeyboardEvent, type RefObject, useId, useLayoutEffect, useState } from "react";
import { CHAT_LIMITS, CHAT_TEXTS } from "~/features/chat/rules";
import { CHAT_UI_TEXTS, messageToSend } from "~/features/chat/client";

type Props = {
  /** A reply is loading: the input and the button are locked. */
  disabled: boolean;
  onSend: (text: string) => void;
  inputRef: RefObject<HTMLTextAreaElement>;
};

/**
 * The message input: grows with its text up to 150 px, Enter sends, Shift+Enter starts a new line,
 * and a blank or whitespace-only message is never sent.
 */
export function ChatComposer({ disabled, onSend, inputRef }: Props) {
  const id = useId();
  const [value, setValue] = useState("");
  const text = messageToSend(value);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = "auto";
    const height = Math.min(input.scrollHeight, CHAT_LIMITS.inputMaxHeightPx);
    input.style.height = `${height}px`;
    input.style.overflowY = input.scrollHeight > CHAT_LIMITS.inputMaxHeightPx ? "auto" : "hidden";
  }, [value, inputRef]);

  function submit() {
    if (disabled || text === null) return;
    onSend(text);
    setValue("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An IME composition's Enter picks a word; it does not send.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {CHAT_UI_TEXTS.messageLabel}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        rows={1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        maxLength={CHAT_LIMITS.messageMaxLength}
        placeholder={CHAT_TEXTS.placeholder}
        enterKeyHint="send"
        className="block max-h-[150px] min-h-[2.75rem] w-full flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-sm leading-5 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:cursor-not-allowed disabled:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400 dark:disabled:bg-slate-800/60"
        data-testid="chat-input"
      />
      <button
        type="submit"
        disabled={disabled || text === null}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-500 dark:disabled:bg-slate-700 dark:disabled:text-slate-400"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          <path d="M5 12h13M12 5l7 7-7 7" />
        </svg>
        <span className="sr-only">{CHAT_UI_TEXTS.send}</span>
      </button>
    </form>
  );
}
