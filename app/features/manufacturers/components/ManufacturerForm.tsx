import { type SubmissionResult, getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useSchemaForm } from "~/components/ui/form/useSchemaForm";
import { useEffect, useRef } from "react";
import { MANUFACTURER_TEXTS as T, manufacturerFormSchema } from "~/features/manufacturers/rules";

export type ManufacturerFormDefaults = {
  name: string;
  country: string | null;
  logoUrl: string | null;
  website: string | null;
  description: string;
};

type Props = {
  /** Distinguishes the create and edit forms (and two edits of different manufacturers). */
  id: string;
  heading: string;
  cancelTo: string;
  defaultValue?: ManufacturerFormDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
};

const HELP = {
  logoUrl: "Esim. https://www.valmistaja.fi/logo.svg",
  website: "Esim. https://www.valmistaja.fi",
} as const;

/**
 * Create or edit a manufacturer: a real form posted to its route's action, validated there with the same
 * schema. With JavaScript, Conform validates while typing and the heading takes focus when the form opens.
 */
export function ManufacturerForm({ id, heading, cancelTo, defaultValue, lastResult }: Props) {
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [id]);
  const [form, fields] = useSchemaForm({
    id,
    schema: manufacturerFormSchema,
    lastResult,
    defaultValue: defaultValue
      ? { ...defaultValue, country: defaultValue.country ?? "", logoUrl: defaultValue.logoUrl ?? "", website: defaultValue.website ?? "" }
      : undefined,
  });
  const saving = navigation.state === "submitting" && navigation.formData?.get("formId") === id;
  const headingId = `${id}-heading`;

  const text = (field: typeof fields.name, label: string, type: "text" | "url", help?: string) => (
    <div>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium">
        {label}
        {field.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        {...getInputProps(field, { type, ariaDescribedBy: help ? `${field.id}-help` : undefined })}
        key={field.key}
        className="field"
        autoComplete="off"
        placeholder={type === "url" ? "https://" : undefined}
      />
      {help ? (
        <p id={`${field.id}-help`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {help}
        </p>
      ) : null}
      {field.errors ? (
        <p id={field.errorId} className="field-error">
          {field.errors.join(" ")}
        </p>
      ) : null}
    </div>
  );

  return (
    <Form method="post" {...getFormProps(form)} aria-labelledby={headingId} className="card space-y-4">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {heading}
      </h3>
      {/* Tells the pending state which of the forms is saving. */}
      <input type="hidden" name="formId" value={id} />
      {form.errors?.length ? (
        <p role="alert" id={form.errorId} className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {form.errors.join(" ")}
        </p>
      ) : null}
      {text(fields.name, "Nimi", "text")}
      {text(fields.country, "Maa", "text")}
      {text(fields.logoUrl, "Logon osoite (URL)", "url", HELP.logoUrl)}
      {text(fields.website, "Verkkosivusto (URL)", "url", HELP.website)}
      <div>
        <label htmlFor={fields.description.id} className="mb-1 block text-sm font-medium">
          Kuvaus
        </label>
        <textarea {...getTextareaProps(fields.description)} key={fields.description.key} rows={3} className="field" />
        {fields.description.errors ? (
          <p id={fields.description.errorId} className="field-error">
            {fields.description.errors.join(" ")}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? T.saving : T.save}
        </button>
        <Link to={cancelTo} preventScrollReset className="btn-secondary">
          {T.cancel}
        </Link>
      </div>
    </Form>
  );
}
