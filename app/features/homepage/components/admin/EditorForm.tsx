import { type FormMetadata, getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { type ReactNode, useId, useRef } from "react";
import { useHydrated } from "~/components/layout/header/useHydrated";
import { HOMEPAGE_TEXTS as T } from "~/features/homepage/editor.rules";
import { type AnyField, Field, FieldError, controlProps, helpId, initialText } from "~/components/ui/form/Field";
import { useFormWatch } from "./useFormWatch";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm = FormMetadata<any, string[]>;

/**
 * The form-level message of a tab's Conform form: the server's ('Ei tallentamattomia muutoksia.', a
 * failed save, 'Tarkista merkityt kentät.'), or the same 'Tarkista merkityt kentät.' when the browser's
 * check of the schema found field errors before sending.
 */
function formMessage(form: AnyForm): string | null {
  if (form.errors?.length) return form.errors.join(" ");
  return Object.entries(form.allErrors).some(([name, errors]) => name !== form.name && errors.length > 0) ? T.fixErrors : null;
}

/**
 * One tab's form: a real POST to the tab's route (multipart when it has an image field), the form-level
 * message, and the save button, which with JavaScript is enabled only while there are unsaved changes
 * (and always without it). `preview` adds 'Esikatsele', which sends the form without saving.
 */
export function EditorForm({
  form,
  label,
  multipart = false,
  formError: legacyFormError,
  preview = false,
  ignore,
  onChange,
  children,
}: {
  /** The tab's Conform form (its id, its validation and its form-level errors). */
  form?: AnyForm;
  label: string;
  multipart?: boolean;
  /** The form-level message of a tab whose form is not yet a Conform form. */
  formError?: string | null | undefined;
  preview?: boolean;
  /** Fields that save by themselves (the banner link on blur): they do not make the form dirty. */
  ignore?: readonly string[];
  onChange?: (form: HTMLFormElement) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const dirty = useFormWatch(ref, { ignore, onChange });
  const navigation = useNavigation();
  const generatedErrorId = useId();
  const errorId = form ? form.errorId : generatedErrorId;
  const formError = form ? formMessage(form) : legacyFormError;
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const saving = busy && navigation.formData?.get("intent") !== "preview";

  return (
    <Form
      ref={ref}
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      {...(form ? getFormProps(form) : {})}
      noValidate
      aria-label={label}
      aria-describedby={formError ? errorId : undefined}
      className="space-y-5"
      preventScrollReset
    >
      {formError ? (
        <p role="alert" id={errorId} className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200" data-testid="editor-error">
          {formError}
        </p>
      ) : null}
      {children}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4 dark:border-slate-700">
        <button type="submit" name="intent" value="save" className="btn-primary" disabled={saving || (hydrated && !dirty)}>
          {saving ? T.saving : T.save}
        </button>
        {preview ? (
          <button type="submit" name="intent" value="preview" className="btn-secondary" disabled={busy}>
            {T.preview}
          </button>
        ) : null}
        {hydrated && dirty ? (
          <span className="text-sm text-amber-800 dark:text-amber-200" data-testid="unsaved">
            {T.unsaved}
          </span>
        ) : null}
      </div>
    </Form>
  );
}

/** A Conform field as a labelled text input or textarea with its hint and error (the kit's Field). */
export function FormTextField({
  field,
  label,
  hint,
  maxLength,
  multiline = false,
  rows = 5,
  inputMode,
  autoFocus = false,
}: {
  field: AnyField;
  label: string;
  hint?: string;
  maxLength: number;
  multiline?: boolean;
  rows?: number;
  inputMode?: "url" | "text";
  /** The first field with an error (focused without JavaScript). */
  autoFocus?: boolean;
}) {
  const common = {
    ...controlProps(field, { helpId: hint ? helpId(field) : undefined, autoFocus }),
    defaultValue: initialText(field),
    maxLength,
    className: "field",
  };
  return (
    <Field field={field} label={label} help={hint}>
      {multiline ? <textarea key={field.key} rows={rows} {...common} /> : <input key={field.key} type="text" inputMode={inputMode} autoComplete="off" {...common} />}
    </Field>
  );
}

/** A Conform field as a checkbox (posts 'on' when ticked) with its label and error. */
export function FormCheckbox({ field, label }: { field: AnyField; label: ReactNode }) {
  return (
    <div>
      <label htmlFor={field.id} className="inline-flex items-center gap-2 text-sm font-medium">
        <input {...controlProps(field)} key={field.key} type="checkbox" defaultChecked={initialText(field) === "on"} className="h-4 w-4" />
        {label}
      </label>
      <FieldError field={field} />
    </div>
  );
}

/** A labelled text input or textarea with its hint and error (the tabs not yet on Conform). */
export function TextField({
  name,
  label,
  defaultValue,
  error,
  hint,
  maxLength,
  multiline = false,
  rows = 5,
  disabled = false,
  inputMode,
  onBlur,
}: {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  hint?: string;
  maxLength: number;
  multiline?: boolean;
  rows?: number;
  disabled?: boolean;
  inputMode?: "url" | "text";
  onBlur?: (value: string) => void;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    defaultValue,
    maxLength,
    disabled,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: "field",
    onBlur: onBlur ? (event: { currentTarget: { value: string } }) => onBlur(event.currentTarget.value) : undefined,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {multiline ? <textarea rows={rows} {...common} /> : <input type="text" inputMode={inputMode} autoComplete="off" {...common} />}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Checkbox({
  name,
  label,
  defaultChecked,
  error,
  disabled,
  checked,
  onChange,
}: {
  name: string;
  label: ReactNode;
  defaultChecked?: boolean;
  error?: string;
  disabled?: boolean;
  checked?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="inline-flex items-center gap-2 text-sm font-medium">
        <input
          id={id}
          type="checkbox"
          name={name}
          className="h-4 w-4"
          {...(checked === undefined ? { defaultChecked } : { checked })}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={onChange ? (event) => onChange(event.currentTarget.checked) : undefined}
        />
        {label}
      </label>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message saying what went wrong, or a short success note. */
export function Notice({ type, message, testId }: { type: "success" | "error"; message: string; testId?: string }) {
  return (
    <p
      role={type === "error" ? "alert" : "status"}
      data-testid={testId}
      className={`rounded-md px-3 py-2 text-sm ${type === "error" ? "bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200" : "bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100"}`}
    >
      {message}
    </p>
  );
}
