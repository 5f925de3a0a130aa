import { type FormMetadata, getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { type ReactNode, useRef } from "react";
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
  preview = false,
  ignore,
  onChange,
  children,
}: {
  /** The tab's Conform form (its id, its validation and its form-level errors). */
  form: AnyForm;
  label: string;
  multipart?: boolean;
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
  const errorId = form.errorId;
  const formError = formMessage(form);
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const saving = busy && navigation.formData?.get("intent") !== "preview";

  return (
    <Form
      ref={ref}
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      {...getFormProps(form)}
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
  defaultValue,
  disabled = false,
  onBlur,
  autoFocus = false,
}: {
  field: AnyField;
  label: string;
  hint?: string;
  maxLength: number;
  multiline?: boolean;
  rows?: number;
  inputMode?: "url" | "text";
  /** Instead of the field's own starting value (the banner link: not sent is not the same as emptied). */
  defaultValue?: string;
  disabled?: boolean;
  onBlur?: (value: string) => void;
  /** The first field with an error (focused without JavaScript). */
  autoFocus?: boolean;
}) {
  const common = {
    ...controlProps(field, { helpId: hint ? helpId(field) : undefined, autoFocus }),
    defaultValue: defaultValue ?? initialText(field),
    maxLength,
    disabled,
    onBlur: onBlur ? (event: { currentTarget: { value: string } }) => onBlur(event.currentTarget.value) : undefined,
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
