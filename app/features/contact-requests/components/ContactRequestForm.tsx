import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { type AnyField, FieldError, controlProps, initialText, useSubmitting } from "~/components/ui/form/Field";
import { Honeypot } from "~/components/ui/form/Honeypot";
import { CONTACT_LIMITS as L, CONTACT_REQUEST_CONVERSATION_PARAM, CONTACT_TEXTS as T } from "~/features/contact-requests/rules";

const ORDER = ["name", "phone", "email", "message"] as const;
const FORM_ID = "contact-request";

/** The fields as they are typed; the action parses them (features/contact-requests/schema.ts). */
type ContactFormShape = { name: string; phone: string; email: string; message: string; contact: string };

/**
 * The contact request form: a plain POST to the page's action, so it works without JavaScript; with it,
 * the same post through Remix with 'Lähetetään...' while it is sent. A refused submit comes back with what
 * was typed; each error sits under its field and is named by its aria-describedby, the summary above links
 * to the fields, and the contact error (neither phone nor e-mail) belongs to both contact fields.
 */
export function ContactRequestForm({ lastResult, conversationId }: { lastResult: SubmissionResult<string[]> | undefined; conversationId: string | null }) {
  const submitting = useSubmitting();
  const summary = useRef<HTMLDivElement>(null);
  const [form, fields] = useForm<ContactFormShape>({ id: FORM_ID, lastResult, shouldValidate: "onSubmit" });
  const contactError = fields.contact.errors?.[0];
  const isContact = (name: string) => name === "phone" || name === "email";
  const errorOf = (name: (typeof ORDER)[number]) => fields[name].errors?.[0] ?? (contactError && isContact(name) ? contactError : undefined);
  const fieldErrors = ORDER.filter((name) => fields[name].errors?.length);
  const hasErrors = Boolean(form.errors?.length || fieldErrors.length || contactError);
  const first = hasErrors && !form.errors?.length ? ORDER.find((name) => errorOf(name)) : undefined;

  // With JavaScript the page is not reloaded: take the visitor to the summary, as a reload would.
  useEffect(() => {
    if (hasErrors) summary.current?.focus();
  }, [lastResult, hasErrors]);

  const control = (field: AnyField, hints: string[] = []) => {
    const props = controlProps(field, { autoFocus: first === field.name });
    const describedBy = [...hints, props["aria-describedby"], contactError && isContact(field.name) ? fields.contact.errorId : undefined].filter(Boolean);
    return {
      ...props,
      "aria-invalid": errorOf(field.name as (typeof ORDER)[number]) ? true : undefined,
      "aria-describedby": describedBy.length ? describedBy.join(" ") : undefined,
    };
  };
  const error = (field: AnyField) => <FieldError field={field} firstOnly />;

  return (
    <Form method="post" {...getFormProps(form)} noValidate className="relative space-y-5" aria-label={T.title} data-testid="contact-form">
      <Honeypot />
      {conversationId ? <input type="hidden" name={CONTACT_REQUEST_CONVERSATION_PARAM} value={conversationId} /> : null}

      {hasErrors ? (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          id={form.errorId}
          className="rounded-md border-l-4 border-red-600 bg-red-50 px-4 py-3 text-red-900 focus:outline-none dark:bg-red-950 dark:text-red-100"
          data-testid="contact-errors"
        >
          <p className="font-semibold">{form.errors?.[0] ?? T.errors.summary}</p>
          {fieldErrors.length || contactError ? (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {fieldErrors.map((name) => (
                <li key={name}>
                  <a href={`#${fields[name].id}`} className="underline">
                    {fields[name].errors?.[0]}
                  </a>
                </li>
              ))}
              {contactError ? (
                <li>
                  <a href={`#${fields.phone.id}`} className="underline">
                    {contactError}
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div>
        <label htmlFor={fields.name.id} className="block text-sm font-medium">
          {T.fields.name} <span aria-hidden="true">*</span>
        </label>
        <input {...control(fields.name)} key={fields.name.key} type="text" required autoComplete="name" maxLength={L.nameMax} defaultValue={initialText(fields.name)} className="field mt-1" />
        {error(fields.name)}
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{T.fields.contactLegend}</legend>
        <p id="contact-request-contact-hint" className="text-sm text-slate-600 dark:text-slate-400">
          {T.fields.contactHint}
        </p>
        {error(fields.contact)}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="min-w-0">
            <label htmlFor={fields.phone.id} className="block text-sm font-medium">
              {T.fields.phone}
            </label>
            <input
              {...control(fields.phone, ["contact-request-contact-hint"])}
              key={fields.phone.key}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              maxLength={L.phoneMax}
              defaultValue={initialText(fields.phone)}
              className="field mt-1"
            />
            {error(fields.phone)}
          </div>
          <div className="min-w-0">
            <label htmlFor={fields.email.id} className="block text-sm font-medium">
              {T.fields.email}
            </label>
            <input
              {...control(fields.email, ["contact-request-contact-hint"])}
              key={fields.email.key}
              type="email"
              autoComplete="email"
              maxLength={L.emailMax}
              defaultValue={initialText(fields.email)}
              className="field mt-1"
            />
            {error(fields.email)}
          </div>
        </div>
      </fieldset>

      <div>
        <label htmlFor={fields.message.id} className="block text-sm font-medium">
          {T.fields.message} <span aria-hidden="true">*</span>
        </label>
        <p id="contact-request-message-hint" className="text-xs text-slate-600 dark:text-slate-400">
          {T.fields.messageHint(L.messageMax)}
        </p>
        <textarea
          {...control(fields.message, ["contact-request-message-hint"])}
          key={fields.message.key}
          required
          rows={6}
          maxLength={L.messageMax}
          defaultValue={initialText(fields.message)}
          className="field mt-1"
        />
        {error(fields.message)}
      </div>

      <button type="submit" className="btn-primary" disabled={submitting} aria-disabled={submitting || undefined}>
        {submitting ? T.submitting : T.submit}
      </button>
    </Form>
  );
}
