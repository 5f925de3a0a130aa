import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Honeypot } from "~/components/ui/form/Honeypot";
import {
  QUOTE_LIMITS as L,
  QUOTE_RIM_PARAM,
  QUOTE_TEXTS as T,
  QUOTE_TYRE_PARAM,
  type QuoteFieldErrors,
  type QuoteFormValues,
  type QuoteProduct,
} from "~/features/quotes/rules";

const ORDER = ["name", "phone", "email", "quantity", "fitting", "message"] as const;
type Control = (typeof ORDER)[number];
const controlId = (name: Control) => `quote-${name}`;

/**
 * The request form: a plain POST to the page's action, so it works without JavaScript. A refused submit
 * comes back with what was typed; each error sits under its field, is named by the field's
 * aria-describedby, and the summary above links to the fields. The contact error (neither phone nor
 * e-mail) belongs to both contact fields.
 */
export function QuoteForm({ values, errors, product }: { values: QuoteFormValues; errors: QuoteFieldErrors; product: QuoteProduct | null }) {
  const submitting = useNavigation().state === "submitting";
  const summary = useRef<HTMLDivElement>(null);
  const errorFor = (name: Control) => errors[name] ?? (errors.contact && (name === "phone" || name === "email") ? errors.contact : undefined);
  const firstInvalid = ORDER.find((name) => errorFor(name));
  const hasErrors = Object.keys(errors).length > 0;

  // With JavaScript the page is not reloaded: take the visitor to the summary, as a reload would.
  useEffect(() => {
    if (hasErrors) summary.current?.focus();
  }, [errors, hasErrors]);

  const describedBy = (name: Control, hints: string[] = []) => {
    const ids = [...hints];
    if (errors[name]) ids.push(`${controlId(name)}-error`);
    if (errors.contact && (name === "phone" || name === "email")) ids.push("quote-contact-error");
    return ids.length ? ids.join(" ") : undefined;
  };
  const control = (name: Control, hints: string[] = []) => ({
    id: controlId(name),
    name,
    "aria-invalid": errorFor(name) ? true : undefined,
    "aria-describedby": describedBy(name, hints),
    autoFocus: (!hasErrors || errors.form ? false : firstInvalid === name) || undefined,
  });
  const fieldError = (name: Control) =>
    errors[name] ? (
      <p id={`${controlId(name)}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;

  const fieldErrors = ORDER.filter((name) => errors[name]);
  return (
    <Form method="post" noValidate className="relative space-y-5" aria-label={T.title} data-testid="quote-form">
      <Honeypot />
      {product ? <input type="hidden" name={product.kind === "tyre" ? QUOTE_TYRE_PARAM : QUOTE_RIM_PARAM} value={product.id} /> : null}

      {hasErrors ? (
        <div ref={summary} tabIndex={-1} role="alert" className="rounded-md border-l-4 border-red-600 bg-red-50 px-4 py-3 text-red-900 focus:outline-none dark:bg-red-950 dark:text-red-100" data-testid="quote-errors">
          <p className="font-semibold">{errors.form ?? T.errors.summary}</p>
          {fieldErrors.length || errors.contact ? (
            <ul className="mt-2 list-disc pl-5 text-sm">
              {fieldErrors.map((name) => (
                <li key={name}>
                  <a href={`#${controlId(name)}`} className="underline">
                    {errors[name]}
                  </a>
                </li>
              ))}
              {errors.contact ? (
                <li>
                  <a href={`#${controlId("phone")}`} className="underline">
                    {errors.contact}
                  </a>
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div>
        <label htmlFor={controlId("name")} className="block text-sm font-medium">
          {T.fields.name} <span aria-hidden="true">*</span>
        </label>
        <input {...control("name")} type="text" required autoComplete="name" maxLength={L.nameMax} defaultValue={values.name} className="field mt-1" />
        {fieldError("name")}
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Yhteystiedot</legend>
        <p id="quote-contact-hint" className="text-sm text-slate-600 dark:text-slate-400">
          {T.fields.contactHint}
        </p>
        {errors.contact ? (
          <p id="quote-contact-error" className="field-error">
            {errors.contact}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="min-w-0">
            <label htmlFor={controlId("phone")} className="block text-sm font-medium">
              {T.fields.phone}
            </label>
            <input {...control("phone", ["quote-contact-hint"])} type="tel" autoComplete="tel" inputMode="tel" maxLength={L.phoneMax} defaultValue={values.phone} className="field mt-1" />
            {fieldError("phone")}
          </div>
          <div className="min-w-0">
            <label htmlFor={controlId("email")} className="block text-sm font-medium">
              {T.fields.email}
            </label>
            <input {...control("email", ["quote-contact-hint"])} type="email" autoComplete="email" maxLength={L.emailMax} defaultValue={values.email} className="field mt-1" />
            {fieldError("email")}
          </div>
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <div>
          <label htmlFor={controlId("quantity")} className="block text-sm font-medium">
            {T.fields.quantity}
          </label>
          <p id="quote-quantity-hint" className="text-xs text-slate-600 dark:text-slate-400">
            {T.fields.quantityHint}
          </p>
          <input
            {...control("quantity", ["quote-quantity-hint"])}
            type="number"
            inputMode="numeric"
            min={L.quantityMin}
            max={L.quantityMax}
            step={1}
            defaultValue={values.quantity}
            className="field mt-1 max-w-[8rem]"
          />
          {fieldError("quantity")}
        </div>
        <div className="flex items-center gap-2 py-2">
          <input {...control("fitting")} type="checkbox" value="1" defaultChecked={values.fitting} className="h-5 w-5 accent-brand-600" />
          <label htmlFor={controlId("fitting")} className="text-sm font-medium">
            {T.fields.fitting}
          </label>
        </div>
      </div>

      <div>
        <label htmlFor={controlId("message")} className="block text-sm font-medium">
          {T.fields.message}
        </label>
        <p id="quote-message-hint" className="text-xs text-slate-600 dark:text-slate-400">
          {T.fields.messageHint(L.messageMax)}
        </p>
        <textarea {...control("message", ["quote-message-hint"])} rows={5} maxLength={L.messageMax} defaultValue={values.message} className="field mt-1" />
        {fieldError("message")}
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
