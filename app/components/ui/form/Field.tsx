import type { FieldMetadata } from "@conform-to/react";
import { useNavigation } from "@remix-run/react";
import { type ReactNode, useEffect } from "react";

/**
 * The one field kit of the house: every form is a Conform form (`useForm` with the feature's zod schema,
 * the same schema parsing the submission in the action) and lays its fields out with these parts, so a
 * label, its help text, its error and the control's aria attributes are wired the same way everywhere.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyField = FieldMetadata<any, any, string[]>;
/** A form's fields by name, for the parts of a long form that live in their own files. */
export type Fields = Record<string, AnyField>;

/** A fieldset of a long form, and its legend. */
export const sectionClass = "space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700";
export const legendClass = "px-1 text-sm font-semibold";

const SAVING = "Tallennetaan...";

/** The id of a field's help text (what `controlProps({ help: true })` names in aria-describedby). */
export const helpId = (field: AnyField) => `${field.id}-help`;

/**
 * The control attributes of a Conform field without the key (spread keys make React warn): id, name,
 * form, aria-invalid and aria-describedby (its error and an optional help text), and autofocus when it is
 * the first field with an error, so without JavaScript the browser puts the cursor there.
 */
export function controlProps(field: AnyField, options: { helpId?: string; autoFocus?: boolean } = {}) {
  const invalid = Boolean(field.errors?.length);
  const describedBy = [invalid ? field.errorId : null, options.helpId].filter(Boolean).join(" ");
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy || undefined,
    autoFocus: options.autoFocus || undefined,
  };
}

/** The first of `names` (in the form's order) with an error, or null. */
export function firstInvalid(fields: Record<string, AnyField>, names: readonly string[]): string | null {
  return names.find((name) => fields[name]?.errors?.length) ?? null;
}

/**
 * With JavaScript: after a refused save, the cursor goes to the first field with an error. `autoFocus`
 * acts only when an input mounts, and a drawer keeps its inputs across a refused save.
 */
export function useFocusFirstInvalid(formId: string, first: string | null, result: unknown) {
  useEffect(() => {
    if (!first || !result) return;
    const element = (document.getElementById(formId) as HTMLFormElement | null)?.elements.namedItem(first);
    const target = element instanceof RadioNodeList ? element[0] : element;
    if (target instanceof HTMLElement) target.focus();
  }, [formId, first, result]);
}

/** The text value a field starts with (the submitted one after an error, else the default). */
export function initialText(field: AnyField): string {
  const value = field.initialValue;
  if (typeof value === "string") return value;
  if (Array.isArray(value) && typeof value[0] === "string") return value[0];
  return "";
}

/** A field's error under it; `firstOnly` when one rule's message would repeat another's. */
export function FieldError({ field, firstOnly = false }: { field: AnyField; firstOnly?: boolean }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="field-error">
      {firstOnly ? field.errors[0] : field.errors.join(" ")}
    </p>
  );
}

/** Label, control, help and error of one field, stacked. The help text's id is `helpId(field)`. */
export function Field({
  field,
  label,
  help,
  children,
  className = "",
}: {
  field: AnyField;
  label: ReactNode;
  help?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      {help ? (
        <p id={helpId(field)} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {help}
        </p>
      ) : null}
      <FieldError field={field} />
    </div>
  );
}

/** The form-level message (e.g. a failed save) above the fields, announced when it appears. */
export function FormErrors({ id, errors, testId }: { id: string; errors: string[] | undefined; testId?: string }) {
  if (!errors?.length) return null;
  return (
    <div role="alert" id={id} className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200" data-testid={testId}>
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

/** True while a POST of this page's form is on its way (JavaScript only). */
export function useSubmitting(): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
}

export function SubmitButton({ label, pendingLabel = SAVING }: { label: string; pendingLabel?: string }) {
  const submitting = useSubmitting();
  return (
    <button type="submit" className="btn-primary" disabled={submitting} aria-disabled={submitting || undefined}>
      {submitting ? pendingLabel : label}
    </button>
  );
}

/**
 * A long group of fields that folds away: a native <details>, so it works without JavaScript and the
 * browser opens it when the admin searches the page. `open` when one of its fields has an error.
 */
export function Collapsible({ title, open, children }: { title: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open || undefined} className="group rounded-lg border border-slate-200 dark:border-slate-700" data-testid="form-section">
      <summary className="cursor-pointer select-none rounded-lg px-4 py-3 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-900">
        {title}
      </summary>
      <div className="px-4 pb-4 [&>fieldset>legend]:sr-only [&>fieldset]:border-0 [&>fieldset]:p-0">{children}</div>
    </details>
  );
}
