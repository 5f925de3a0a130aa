import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "@remix-run/react";
import { type KeyboardEvent, useRef, useState } from "react";
import { ImageField } from "~/features/images/components/ImageField";
import { useHydrated } from "~/components/layout/header/useHydrated";
import { Markdown } from "~/features/markdown/components/Markdown";
import type { LibraryImage } from "~/features/images/rules";
import { type Fields, FieldError, FormErrors, controlProps, firstInvalid, helpId, initialText } from "~/components/ui/form/Field";
import { NEWSLETTER_ADMIN_TEXTS as T, type NewsletterFormValues, SUBJECT_MAX, subjectCounterWarns } from "~/features/newsletters/rules";
import { newsletterFieldsSchema, newsletterFormSchema } from "~/features/newsletters/schema";
import { DEFAULT_OFFER_OPTIONS, OFFER_FIELDS, type OfferProduct } from "~/features/newsletters/offer.rules";
import { OfferGenerator } from "./OfferGenerator";

export type NewsletterFormProps = {
  mode: "create" | "edit";
  /** What the fields show: the stored or typed letter, or the one the offer generator wrote. */
  values: NewsletterFormValues;
  /** Conform's reply to a refused button (the form's lastResult), else null. */
  result: SubmissionResult<string[]> | null;
  view: "form" | "offer";
  preview: boolean;
  notice: { type: "success" | "error"; message: string } | null;
  offerProducts: OfferProduct[];
  imageChoices: LibraryImage[];
  /** Subscribers chosen in the table: the letter can be sent to them straight from the form. */
  selectedSubscribers: number[];
  /** Draft (or failed) in edit mode: it can still be scheduled. */
  canSchedule: boolean;
  sendDateLocked: boolean;
  closeTo: string;
};

/** What the admin sees while a button's request runs (spec section 8's progress texts). */
const PENDING_TEXT: Record<string, string> = {
  update: T.toasts.updating,
  draft: T.toasts.savingDraft,
  schedule: T.toasts.scheduling,
};

const ORDER = ["subject", "heroImage", "content", "sendDate", "testEmail"] as const;

/** The button of a refused submit, from the reply's values. */
function intentOf(result: SubmissionResult<string[]> | null): string | null {
  const intent = (result?.initialValue as Record<string, unknown> | null | undefined)?.intent;
  return typeof intent === "string" ? intent : null;
}

/**
 * The newsletter form of the create and edit dialogs. A Conform form, multipart: every button posts to
 * the route's action with an `intent`, checked in the browser and in the action by `newsletterFormSchema`
 * for that button, and the answer brings back whatever was typed. With JavaScript the subject counter
 * and the preview update as you type, and the spec's progress texts show while saving.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  const { values, view, notice } = props;
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  // The rules depend on the button: while the admin corrects a refused submit, the same button's rules.
  const checkedIntent = useRef<FormDataEntryValue | null>(intentOf(props.result));
  const defaultValue: Record<string, string | undefined> = {
    subject: values.subject,
    content: values.content,
    sendDate: values.sendDate,
    testEmail: values.testEmail,
    // The offer generator opens with the default tone and options.
    [OFFER_FIELDS.tone]: DEFAULT_OFFER_OPTIONS.tone,
    [OFFER_FIELDS.includeEndDate]: DEFAULT_OFFER_OPTIONS.includeEndDate ? "on" : undefined,
    [OFFER_FIELDS.includeStock]: DEFAULT_OFFER_OPTIONS.includeStock ? "on" : undefined,
  };
  const [form, fields] = useForm({
    id: props.mode === "create" ? "newsletter-new" : "newsletter-edit",
    lastResult: props.result,
    defaultValue,
    constraint: getZodConstraint(newsletterFieldsSchema),
    onValidate: ({ formData }) => {
      if (formData.has("intent")) checkedIntent.current = formData.get("intent");
      const schema = newsletterFormSchema(checkedIntent.current, { now: new Date(), sendDateLocked: props.sendDateLocked });
      return parseWithZod(formData, { schema });
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="space-y-5" aria-label={props.mode === "create" ? T.createHeading : T.editHeading}>
      {props.selectedSubscribers.map((id) => (
        <input key={id} type="hidden" name="tilaaja" value={id} />
      ))}
      {notice ? (
        <p role={notice.type === "error" ? "alert" : "status"} className={`rounded-md px-3 py-2 text-sm ${notice.type === "error" ? "bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100" : "bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100"}`} data-testid="newsletter-notice">
          {notice.message}
        </p>
      ) : null}
      {/* The generator shows the form's messages beside its own button. */}
      {view === "offer" ? null : <FormErrors id={form.errorId} errors={form.errors} testId="newsletter-form-error" />}
      {busyIntent && PENDING_TEXT[busyIntent] ? (
        <p role="status" className="text-sm font-medium text-brand-700 dark:text-brand-100">
          {PENDING_TEXT[busyIntent]}
        </p>
      ) : null}
      {view === "offer" ? (
        <OfferView {...props} fields={fields} formErrors={form.errors} pending={busyIntent === "offer-generate"} />
      ) : (
        <LetterFields {...props} fields={fields} busy={busyIntent !== null} />
      )}
    </Form>
  );
}

/** The offer generator replaces the fields; the letter's values travel along hidden. */
function OfferView({ values, offerProducts, fields, formErrors, pending }: NewsletterFormProps & { fields: Fields; formErrors?: string[]; pending: boolean }) {
  return (
    <>
      <input type="hidden" name="subject" value={values.subject} />
      <input type="hidden" name="content" value={values.content} />
      <input type="hidden" name="sendDate" value={values.sendDate} />
      <input type="hidden" name="testEmail" value={values.testEmail} />
      {values.heroImage ? <input type="hidden" name="heroImage" value={values.heroImage} /> : null}
      <OfferGenerator products={offerProducts} fields={fields} formErrors={formErrors} pending={pending} />
    </>
  );
}

function LetterFields(props: NewsletterFormProps & { fields: Fields; busy: boolean }) {
  const { mode, values, fields, busy } = props;
  const hydrated = useHydrated();
  const [subject, setSubject] = useState(initialText(fields.subject));
  const [content, setContent] = useState(initialText(fields.content));
  const testButton = useRef<HTMLButtonElement>(null);
  const first = firstInvalid(fields, ORDER);
  const counterId = helpId(fields.subject);
  const selectedCount = props.selectedSubscribers.length;
  // Without JavaScript the preview shows what was submitted (the 'Esikatselu' button).
  const previewText = hydrated ? content : initialText(fields.content);

  // Enter in the test address sends the test (spec), not the form's first button.
  const onTestKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    testButton.current?.click();
  };
  // The confirmation shows the count (spec); an empty subject or content goes to the schema for its message.
  const confirmSelected = (event: { preventDefault: () => void }) => {
    if (subject.trim() === "" || content.trim() === "") return;
    if (!window.confirm(T.send.confirmSelected(selectedCount))) event.preventDefault();
  };

  return (
    <>
      <div>
        <label htmlFor={fields.subject.id} className="block text-sm font-medium">
          {T.fields.subject}
        </label>
        <input
          {...controlProps(fields.subject, { helpId: counterId, autoFocus: first === "subject" })}
          key={fields.subject.key}
          defaultValue={initialText(fields.subject)}
          onChange={(event) => setSubject(event.target.value)}
          maxLength={SUBJECT_MAX}
          required
          className="field mt-1"
        />
        <p
          id={counterId}
          className={`mt-1 text-right text-xs ${subjectCounterWarns(subject.length) ? "font-semibold text-orange-700 dark:text-orange-300" : "text-slate-600 dark:text-slate-400"}`}
          data-testid="subject-counter"
          aria-live={hydrated ? "polite" : undefined}
        >
          {subject.length}/{SUBJECT_MAX}
        </p>
        <FieldError field={fields.subject} />
      </div>

      <div id={fields.heroImage.id} tabIndex={-1}>
        <ImageField name="heroImage" label={T.fields.heroImage} category="newsletter" defaultValue={values.heroImage} choices={props.imageChoices} error={fields.heroImage.errors?.[0]} />
      </div>

      <div>
        <label htmlFor={fields.content.id} className="block text-sm font-medium">
          {T.fields.content}
        </label>
        <p id={helpId(fields.content)} className="text-xs text-slate-600 dark:text-slate-400">
          {T.fields.contentHint}
        </p>
        <textarea
          {...controlProps(fields.content, { helpId: helpId(fields.content), autoFocus: first === "content" })}
          key={fields.content.key}
          defaultValue={initialText(fields.content)}
          onChange={(event) => setContent(event.target.value)}
          rows={10}
          required
          className="field mt-1 font-mono text-sm"
        />
        <FieldError field={fields.content} />
        {hydrated || props.preview ? (
          <section aria-label={T.fields.preview} className="mt-3 rounded-md border border-slate-200 p-3 dark:border-slate-700" data-testid="newsletter-preview">
            <h3 className="mb-2 text-sm font-semibold text-slate-600 dark:text-slate-400">{T.fields.preview}</h3>
            {previewText.trim() ? <Markdown>{previewText}</Markdown> : <p className="text-sm">{T.fields.previewEmpty}</p>}
          </section>
        ) : (
          <button type="submit" name="intent" value="preview" className="btn-secondary mt-2">
            {T.fields.preview}
          </button>
        )}
      </div>

      <div>
        <label htmlFor={fields.sendDate.id} className="block text-sm font-medium">
          {T.fields.sendDate}
        </label>
        <input
          {...controlProps(fields.sendDate, { helpId: helpId(fields.sendDate), autoFocus: first === "sendDate" })}
          key={fields.sendDate.key}
          type="datetime-local"
          defaultValue={initialText(fields.sendDate)}
          disabled={props.sendDateLocked}
          required
          className="field mt-1 max-w-xs"
        />
        <p id={helpId(fields.sendDate)} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {props.sendDateLocked ? T.fields.sendDateLocked : T.fields.sendDateHint}
        </p>
        <FieldError field={fields.sendDate} />
      </div>

      {selectedCount > 0 ? <p className="rounded-md bg-blue-50 px-3 py-2 text-sm text-blue-900 dark:bg-blue-950 dark:text-blue-100">{T.fields.selectedCount(selectedCount)}</p> : null}

      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
        {mode === "create" ? (
          <button type="submit" name="intent" value="draft" className="btn-primary" disabled={busy}>
            {T.buttons.saveDraft}
          </button>
        ) : (
          <button type="submit" name="intent" value="update" className="btn-primary" disabled={busy}>
            {T.buttons.update}
          </button>
        )}
        {mode === "create" || props.canSchedule ? (
          <button type="submit" name="intent" value="schedule" className="btn-secondary" disabled={busy}>
            {T.buttons.schedule}
          </button>
        ) : null}
        {mode === "create" && selectedCount > 0 ? (
          <button type="submit" name="intent" value="send-selected" className="btn-secondary" disabled={busy} onClick={hydrated ? confirmSelected : undefined}>
            {T.buttons.sendToSelected}
          </button>
        ) : null}
        <button type="submit" name="intent" value="offer-open" className="btn-secondary" disabled={busy}>
          {T.buttons.offer}
        </button>
        <Link to={props.closeTo} className="btn-secondary">
          {T.buttons.cancel}
        </Link>
      </div>

      <fieldset className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold">{T.send.testHeading}</legend>
        <label htmlFor={fields.testEmail.id} className="block text-sm font-medium">
          {T.fields.testEmail}
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            {...controlProps(fields.testEmail, { autoFocus: first === "testEmail" })}
            key={fields.testEmail.key}
            type="email"
            defaultValue={initialText(fields.testEmail)}
            onKeyDown={onTestKey}
            autoComplete="email"
            className="field max-w-xs"
          />
          <button ref={testButton} type="submit" name="intent" value="test" className="btn-secondary" disabled={busy}>
            {T.buttons.testSend}
          </button>
        </div>
        <FieldError field={fields.testEmail} />
      </fieldset>
    </>
  );
}
