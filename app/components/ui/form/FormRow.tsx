import type { ReactNode } from "react";

/**
 * A labelled control with its hint above and its error below, for forms that keep their own values and
 * errors (not Conform). The ids `<control>-hint` and `<control>-error` are what the control's
 * aria-describedby names.
 */
export function FormRow({ label, htmlFor, error, hint, children }: { label: string; htmlFor: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className="block text-sm font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${htmlFor}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${htmlFor}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form-level message above the fields (e.g. a failed save), announced when it appears. */
export function FormAlert({ message, testId }: { message?: string; testId: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="field-error rounded-md bg-red-50 px-3 py-2 dark:bg-red-950" data-testid={testId}>
      {message}
    </p>
  );
}
