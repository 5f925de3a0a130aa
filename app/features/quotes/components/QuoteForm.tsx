import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { type AnyField, FieldError, controlProps, initialText, useSubmitting } from "~/components/ui/form/Field";
import { Honeypot } from "~/components/ui/form/Honeypot";
import { QUOTE_LIMITS as L, QUOTE_RIM_PARAM, QUOTE_TEXTS as T, QUOTE_TYRE_PARAM, type QuoteProduct } from "~/features/quotes/rules";

const ORDER = ["name", "phone", "email", "quantity", "fitting", "message"] as const;
const FORM_ID = "quote";

/** The fields as they are typed; the action parses them (features/quotes/schema.ts). */
type QuoteFormShape = { name: string; phone: string; email: string; quantity: string; fitting: string; message: string; contact: string };

/**
 * The request form: a plain POST to the page's action, so it works without JavaScript. A Conform form
 * that shows the server's answer (zod stays out of the public bundle): a refused submit comes back with
 * what was typed; each error sits under its field, is named by the field's aria-describedby, and the
 * summary above links to the fields. The contact error (neither phone nor e-mail) belongs to both
 * contact fields.
 */
export function QuoteForm({ lastResult, product }: { lastResult: SubmissionResult<string[]> | undefined; product: QuoteProduct | null }) {
  const submitting = useSubmitting();
  const summary = useRef<HTMLDivElement>(null);
  const [form, fields] = useForm<QuoteFormShape>({
    id: FORM_ID,
    lastResult,
    defaultValue: { quantity: String(L.quantityDefault) },
    shouldValidate: "onSubmit",
  });
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
    <Form method="post" {...getFormProps(form)} noValidate className="relative space-y-5" aria-label={T.title} data-testid="quote-form">
      <Honeypot />
      {product ? <input type="hidden" name={product.kind === "tyre" ? QUOTE_TYRE_PARAM : QUOTE_RIM_PARAM} value={product.id} /> : null}

      {hasErrors ? (
        <div ref={summary} tabIndex={-1} role="alert" id={form.errorId} className="rounded-md border-l-4 border-red-600 bg-red-50 px-4 py-3 text-red-900 focus:outline-none dark:bg-red-950 dark:text-red-100" data-testid="quote-errors">
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
        <legend className="text-sm font-medium">Yhteystiedot</legend>
        <p id="quote-contact-hint" className="text-sm text-slate-600 dark:text-slate-400">
          {T.fields.contactHint}
        </p>
        {error(fields.contact)}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="min-w-0">
            <label htmlFor={fields.phone.id} className="block text-sm font-medium">
              {T.fields.phone}
            </label>
            <input {...control(fields.phone, ["quote-contact-hint"])} key={fields.phone.key} type="tel" autoComplete="tel" inputMode="tel" maxLength={L.phoneMax} defaultValue={initialText(fields.phone)} className="field mt-1" />
            {error(fields.phone)}
          </div>
          <div className="min-w-0">
            <label htmlFor={fields.email.id} className="block text-sm font-medium">
              {T.fields.email}
            </label>
            <input {...control(fields.email, ["quote-contact-hint"])} key={fields.email.key} type="email" autoComplete="email" maxLength={L.emailMax} defaultValue={initialText(fields.email)} className="field mt-1" />
            {error(fields.email)}
          </div>
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <div>
          <label htmlFor={fields.quantity.id} className="block text-sm font-medium">
            {T.fields.quantity}
          </label>
          <p id="quote-quantity-hint" className="text-xs text-slate-600 dark:text-slate-400">
            {T.fields.quantityHint}
          </p>
          <input
            {...control(fields.quantity, ["quote-quantity-hint"])}
            key={fields.quantity.key}
            type="number"
            inputMode="numeric"
            min={L.quantityMin}
            max={L.quantityMax}
            step={1}
            defaultValue={initialText(fields.quantity)}
            className="field mt-1 max-w-[8rem]"
          />
          {error(fields.quantity)}
        </div>
        <div className="flex items-center gap-2 py-2">
          <input {...control(fields.fitting)} key={fields.fitting.key} type="checkbox" value="1" defaultChecked={Boolean(initialText(fields.fitting))} className="h-5 w-5 accent-brand-600" />
          <label htmlFor={fields.fitting.id} className="text-sm font-medium">
            {T.fields.fitting}
          </label>
        </div>
      </div>

      <div>
        <label htmlFor={fields.message.id} className="block text-sm font-medium">
          {T.fields.message}
        </label>
        <p id="quote-message-hint" className="text-xs text-slate-600 dark:text-slate-400">
          {T.fields.messageHint(L.messageMax)}
        </p>
        <textarea {...control(fields.message, ["quote-message-hint"])} key={fields.message.key} rows={5} maxLength={L.messageMax} defaultValue={initialText(fields.message)} className="field mt-1" />
        {error(fields.message)}
      </div>

      <button type="submit" className="btn-primary" disabled={submitting} aria-disabled={submitting || undefined}>
        {submitting ? T.submitting : T.submit}
      </button>
    </Form>
  );
}

/** The product asked about: name, size and price, above the form. */
export function QuoteProductSummary({ product }: { product: QuoteProduct }) {
  const labels = T.productLabels;
  return (
    <section aria-labelledby="quote-product-heading" className="card" data-testid="quote-product">
      <h2 id="quote-product-heading" className="text-lg font-semibold">
        {T.productHeading}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
        <dt className="font-medium">{labels.name}</dt>
        <dd className="break-words" data-testid="quote-product-name">
          {product.name}
        </dd>
        <dt className="font-medium">{labels.size}</dt>
        <dd className="break-words">{product.size}</dd>
        <dt className="font-medium">{labels.price}</dt>
        <dd>{T.priceEach(product.price)}</dd>
      </dl>
    </section>
  );
}
