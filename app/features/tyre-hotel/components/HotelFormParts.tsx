import type { InputHTMLAttributes, ReactNode } from "react";
import { Link } from "@remix-run/react";
import { type AnyField, Field, SubmitButton, controlProps, helpId, initialText } from "~/components/ui/form/Field";
import { HOTEL_TEXTS as T } from "~/features/tyre-hotel/texts";

/** One text input of a register form with its label, help text and error (the house's field kit). */
export function TextRow({
  field,
  label,
  help,
  first,
  attributes = {},
}: {
  field: AnyField;
  label: ReactNode;
  help?: string;
  first: string | null;
  attributes?: InputHTMLAttributes<HTMLInputElement>;
}) {
  return (
    <Field field={field} label={label} help={help}>
      <input
        {...controlProps(field, { helpId: help ? helpId(field) : undefined, autoFocus: first === field.name })}
        key={field.key}
        defaultValue={initialText(field)}
        className="field"
        {...attributes}
      />
    </Field>
  );
}

/** A textarea row. */
export function TextAreaRow({ field, label, first, maxLength }: { field: AnyField; label: string; first: string | null; maxLength: number }) {
  return (
    <Field field={field} label={label}>
      <textarea {...controlProps(field, { autoFocus: first === field.name })} key={field.key} defaultValue={initialText(field)} rows={3} maxLength={maxLength} className="field" />
    </Field>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxRow({ field, label }: { field: AnyField; label: string }) {
  const checked = field.initialValue === "on" || field.initialValue === "true" || (field.initialValue as unknown) === true;
  return (
    <div className="flex items-start gap-2">
      <input {...controlProps(field)} key={field.key} type="checkbox" defaultChecked={checked} className="mt-1 h-4 w-4" />
      <label htmlFor={field.id} className="text-sm">
        {label}
      </label>
    </div>
  );
}

/** Save and cancel. */
export function FormButtons({ cancelTo, label = T.save }: { cancelTo: string; label?: string }) {
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
      <SubmitButton label={label} pendingLabel={T.saving} />
      <Link to={cancelTo} className="btn-secondary" preventScrollReset>
        {T.cancel}
      </Link>
    </div>
  );
}
