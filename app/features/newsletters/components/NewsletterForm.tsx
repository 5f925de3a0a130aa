import { Form, Link, useNavigation } from "@remix-run/react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { ImageField } from "~/features/images/components/ImageField";
import { useHydrated } from "~/components/layout/header/useHydrated";
import { Markdown } from "~/features/markdown/components/Markdown";
import type { LibraryImage } from "~/features/images/rules";
import {
  NEWSLETTER_ADMIN_TEXTS as T,
  type NewsletterFieldErrors,
  type NewsletterFormValues,
  SUBJECT_MAX,
  subjectCounterWarns,
} from "~/features/newsletters/rules";
import { DEFAULT_OFFER_OPTIONS, type OfferOptions, type OfferProduct } from "~/features/newsletters/offer.rules";
import { OfferGenerator } from "./OfferGenerator";

export type NewsletterFormProps = {
  mode: "create" | "edit";
  values: NewsletterFormValues;
  errors: NewsletterFieldErrors;
  view: "form" | "offer";
  preview: boolean;
  notice: { type: "success" | "error"; message: string } | null;
  offer: { selected: number[]; options: OfferOptions; query: string; error: string | null } | null;
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

/**
 * The newsletter form of the create and edit dialogs. A real multipart form: every button posts to the
 * route's action with an `intent`, and the answer brings back whatever was typed. With JavaScript the
 * subject counter and the preview update as you type, and the spec's progress texts show while saving.
 */
export function NewsletterForm(props: NewsletterFormProps) {
  const { errors, view, notice } = props;
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const formId = useId();

  return (
    <Form method="post" encType="multipart/form-data" noValidate id={formId} className="space-y-5" aria-label={props.mode === "create" ? T.createHeading : T.editHeading}>
      {props.selectedSubscribers.map((id) => (
        <input key={id} type="hidden" name="tilaaja" value={id} />
      ))}
      {notice ? (
        <p role={notice.type === "error" ? "alert" : "status"} className={`rounded-md px-3 py-2 text-sm ${notice.type === "error" ? "bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100" : "bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100"}`} data-testid="newsletter-notice">
          {notice.message}
        </p>
      ) : null}
      {errors.form ? (
        <p role="alert" className="field-error rounded-md bg-red-50 px-3 py-2 dark:bg-red-950" data-testid="newsletter-form-error">
          {errors.form}
        </p>
      ) : null}
      {busyIntent && PENDING_TEXT[busyIntent] ? (
        <p role="status" className="text-sm font-medium text-brand-700 dark:text-brand-100">
          {PENDING_TEXT[busyIntent]}
        </p>
      ) : null}
      {view === "offer" ? <OfferView {...props} pending={busyIntent === "offer-generate"} /> : <LetterFields {...props} busy={busyIntent !== null} />}
    </Form>
  );
}

/** The offer generator replaces the fields; the letter's values travel along hidden. */
function OfferView({ values, offer, offerProducts, pending }: NewsletterFormProps & { pending: boolean }) {
  return (
    <>
      <input type="hidden" name="subject" value={values.subject} />
      <input type="hidden" name="content" value={values.content} />
      <input type="hidden" name="sendDate" value={values.sendDate} />
      <input type="hidden" name="testEmail" value={values.testEmail} />
      {values.heroImage ? <input type="hidden" name="heroImage" value={values.heroImage} /> : null}
      <OfferGenerator
        products={offerProducts}
        selected={offer?.selected ?? []}
        options={offer?.options ?? DEFAULT_OFFER_OPTIONS}
        query={offer?.query ?? ""}
        error={offer?.error}
        pending={pending}
      />
    </>
  );
}

function LetterFields(props: NewsletterFormProps & { busy: boolean }) {
  const { mode, values, errors, busy } = props;
  const hydrated = useHydrated();
  const [subject, setSubject] = useState(values.subject);
  const [content, setContent] = useState(values.content);
  const testButton = useRef<HTMLButtonElement>(null);
  const ids = { subject: useId(), content: useId(), sendDate: useId(), testEmail: useId(), counter: useId() };
  const selectedCount = props.selectedSubscribers.length;
  // Without JavaScript the preview shows what was submitted (the 'Esikatselu' button).
  const previewText = hydrated ? content : values.content;

  // Enter in the test address sends the test (spec), not the form's first button.
  const onTestKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    testButton.current?.click();
  };
  // The confirmation shows the count (spec); an empty subject or content goes to the server for its message.
  const confirmSelected = (event: { preventDefault: () => void }) => {
    if (subject.trim() === "" || content.trim() === "") return;
    if (!window.confirm(T.send.confirmSelected(selectedCount))) event.preventDefault();
  };

  return (
    <>
      <div>
        <label htmlFor={ids.subject} className="block text-sm font-medium">
          {T.fields.subject}
        </label>
        <input
          id={ids.subject}
          name="subject"
          defaultValue={values.subject}
          onChange={(event) => setSubject(event.target.value)}
          maxLength={SUBJECT_MAX}
          required
          {...describedBy(ids.subject, errors.subject, ids.counter)}
          className="field mt-1"
        />
        <p
          id={ids.counter}
          className={`mt-1 text-right text-xs ${subjectCounterWarns(subject.length) ? "font-semibold text-orange-700 dark:text-orange-300" : "text-slate-600 dark:text-slate-400"}`}
          data-testid="subject-counter"
          aria-live={hydrated ? "polite" : undefined}
        >
          {subject.length}/{SUBJECT_MAX}
        </p>
        <ErrorText id={ids.subject} error={errors.subject} />
      </div>

      <ImageField name="heroImage" label={T.fields.heroImage} category="newsletter" defaultValue={values.heroImage} choices={props.imageChoices} error={errors.heroImage} />

      <div>
        <label htmlFor={ids.content} className="block text-sm font-medium">
          {T.fields.content}
        </label>
        <p id={`${ids.content}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {T.fields.contentHint}
        </p>
        <textarea
          id={ids.content}
          name="content"
          defaultValue={values.content}
          onChange={(event) => setContent(event.target.value)}
          rows={10}
          required
          {...describedBy(ids.content, errors.content, `${ids.content}-hint`)}
          className="field mt-1 font-mono text-sm"
        />
        <ErrorText id={ids.content} error={errors.content} />
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
        <label htmlFor={ids.sendDate} className="block text-sm font-medium">
          {T.fields.sendDate}
        </label>
        <input
          id={ids.sendDate}
          type="datetime-local"
          name="sendDate"
          defaultValue={values.sendDate}
          disabled={props.sendDateLocked}
          required
          {...describedBy(ids.sendDate, errors.sendDate, `${ids.sendDate}-hint`)}
          className="field mt-1 max-w-xs"
        />
        <p id={`${ids.sendDate}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {props.sendDateLocked ? T.fields.sendDateLocked : T.fields.sendDateHint}
        </p>
        <ErrorText id={ids.sendDate} error={errors.sendDate} />
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
        <label htmlFor={ids.testEmail} className="block text-sm font-medium">
          {T.fields.testEmail}
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id={ids.testEmail}
            type="email"
            name="testEmail"
            defaultValue={values.testEmail}
            onKeyDown={onTestKey}
            autoComplete="email"
            {...describedBy(ids.testEmail, errors.testEmail)}
            className="field max-w-xs"
          />
          <button ref={testButton} type="submit" name="intent" value="test" className="btn-secondary" disabled={busy}>
            {T.buttons.testSend}
          </button>
        </div>
        <ErrorText id={ids.testEmail} error={errors.testEmail} />
      </fieldset>
    </>
  );
}

/** aria-invalid and aria-describedby of a control: its notes and, when there is one, its error. */
function describedBy(id: string, error: string | undefined, ...notes: string[]) {
  const described = [...notes, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined };
}

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );
}
