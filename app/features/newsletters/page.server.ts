/**
 * The newsletter form's action, shared by create (/admin/uutiskirjeet/uusi) and edit
 * (/admin/uutiskirjeet/:id/muokkaa). One form, many buttons (`intent`): save a draft, schedule, update,
 * send to the subscribers chosen in the table, a test send, a preview, and the offer generator's steps.
 * Whatever is not saved comes back in the answer, so nothing typed is lost with or without JavaScript.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { QueueUnavailable, newsletterQueue } from "#jobs/queues";
import { NEWSLETTER_ADMIN_TEXTS as T, type NewsletterFormValues, type NewsletterIntent, NEWSLETTER_INTENTS, sendDateLocked } from "~/features/newsletters/rules";
import { newsletterFieldsSchema, newsletterFormSchema, offerStepSchema } from "~/features/newsletters/schema";
import { OFFER_INTENTS, OFFER_LIMITS, OFFER_TEXTS, offerRequest } from "~/features/newsletters/offer.rules";
import { type Newsletter, createNewsletter, startSending, updateNewsletter } from "~/features/newsletters/model.server";
import { getEnv } from "~/services/env.server";
import { readUploadForm, resolveImageFields } from "~/features/images/image-fields.server";
import { describeMailError, sendMail } from "~/services/mail.server";
import { personalise, renderNewsletter } from "./mail.server";
import { generateOfferMessage } from "./offer.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseSendTime } from "~/features/newsletters/rules";
import { parseDatabaseIds } from "~/lib/database-id";
import { getLogger } from "~/services/logger.server";

export const NEWSLETTER_TAB = "/admin/uutiskirjeet";

/** Subscribers one send-to-selected may name (a page of the table, or a few); more is a tampered form. */
export const MAX_SELECTED = 1000;

/** The form's own fields, the offer generator's product checkboxes and the chosen subscribers. */
const FORM_LIMITS = { maxFields: 40 + OFFER_LIMITS.maxProducts + MAX_SELECTED, maxIndex: 50 };

export type NewsletterFormState = {
  view: "form" | "offer";
  values: NewsletterFormValues;
  /**
   * Conform's reply to the button pressed (the form's lastResult, with the generator's choices in the
   * offer view); null when the fields change (the generator opened, or its message written).
   */
  result: SubmissionResult<string[]> | null;
  /** Show the server's rendering of the content (the preview button without JavaScript). */
  preview: boolean;
  notice: { type: "success" | "error"; message: string } | null;
};

function readValues(form: FormData, heroImage: string | null): NewsletterFormValues {
  const parsed = newsletterFieldsSchema.parse({
    subject: form.get("subject"),
    content: form.get("content"),
    sendDate: form.get("sendDate"),
    testEmail: form.get("testEmail"),
  });
  return { ...parsed, heroImage };
}

const state = (values: NewsletterFormValues, extra: Partial<NewsletterFormState> = {}): NewsletterFormState => ({
  view: "form",
  values,
  result: null,
  preview: false,
  notice: null,
  ...extra,
});

function invalid(values: NewsletterFormValues, result: SubmissionResult<string[]>) {
  return data(state(values, { result }), { status: 400 });
}

/** Sends the form's letter once to an address, now, through the ordinary mail transport. */
async function sendTest(values: NewsletterFormValues) {
  const origin = getEnv().publicOrigin;
  const rendered = renderNewsletter(values, origin);
  // A test copy has no subscriber: its unsubscribe link leads to the page's "invalid link" answer.
  await sendMail(personalise(rendered, { email: values.testEmail, unsubscribeToken: "testiviesti" }, origin));
}

export async function sendTestNewsletter(values: NewsletterFormValues): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await sendTest(values);
    return { ok: true };
  } catch (error) {
    getLogger().error({ err: error }, "Testiviestin lähetys epäonnistui");
    return { ok: false, message: T.errors.testSend(describeMailError(error)) };
  }
}

/** Starts the send and hands the fan-out to the job queue; the answer says how many will get it. */
/**
 * Starts a send: the rows are committed first, then the fan-out is queued. When the queue (Redis) does
 * not answer, the send stays saved as 'sending' and the worker's minute tick starts it once the queue is
 * back (`queued: false`, which the admin is told).
 */
export async function startNewsletterSend(newsletterId: number, subscriberIds?: number[]) {
  const started = await startSending(newsletterId, subscriberIds);
  if (!started.ok) return started;
  try {
    await newsletterQueue().startFanOut(newsletterId);
    return { ...started, queued: true };
  } catch (error) {
    if (!(error instanceof QueueUnavailable)) throw error;
    console.error(`Uutiskirjeen ${newsletterId} lähetys odottaa jonoa: Redis ei vastaa (${error.message}).`);
    return { ...started, queued: false };
  }
}

/** The toast of a send that started, or that waits for the queue. */
export function sendStartedToast(started: { recipients: number; queued: boolean }): { type: "success" | "info"; message: string } {
  return started.queued
    ? { type: "success", message: T.toasts.sendStarted(started.recipients) }
    : { type: "info", message: T.toasts.sendWaitsForQueue(started.recipients) };
}

export async function handleNewsletterForm(request: Request, existing: Newsletter | null) {
  const form = await readUploadForm(request, FORM_LIMITS);
  const images = await resolveImageFields(form, [{ name: "heroImage", category: "newsletter" }]);
  const heroImage = typeof images.values.heroImage === "string" ? images.values.heroImage : null;
  const values = readValues(form, heroImage);
  const intent = String(form.get("intent") ?? "");
  const locked = existing ? sendDateLocked(existing.status) : false;
  // The rules of the button pressed; the offer's steps and 'Esikatselu' read the fields only.
  const submission = parseWithZod(form, { schema: newsletterFormSchema(intent, { now: new Date(), sendDateLocked: locked }) });
  if (images.errors.heroImage) return invalid(values, submission.reply({ fieldErrors: { heroImage: [images.errors.heroImage] } }));

  // The offer generator: its own view inside the same form, then back with subject and content filled.
  if (intent === "offer-open") return data(state(values, { view: "offer" }));
  if (intent === OFFER_INTENTS.search || intent === OFFER_INTENTS.back || intent === OFFER_INTENTS.generate) {
    return offerStep(form, values, intent);
  }
  if (intent === "preview") return data(state(values, { preview: true, result: submission.reply() }));
  if (!(NEWSLETTER_INTENTS as readonly string[]).includes(intent)) return invalid(values, submission.reply({ formErrors: [T.errors.save] }));

  const action = intent as NewsletterIntent;
  const selected = parseDatabaseIds(form.getAll("tilaaja"), MAX_SELECTED);
  if (submission.status !== "success") {
    // Nothing chosen is the form's message unless the rules already gave one.
    const noneSelected = action === "send-selected" && selected.length === 0 && !submission.error?.[""]?.length;
    return invalid(values, noneSelected ? submission.reply({ formErrors: [T.errors.noneSelected] }) : submission.reply());
  }
  if (action === "send-selected" && selected.length === 0) return invalid(values, submission.reply({ formErrors: [T.errors.noneSelected] }));

  if (action === "test") {
    const sent = await sendTestNewsletter(values);
    return sent.ok
      ? data(state(values, { result: submission.reply(), notice: { type: "success", message: T.toasts.testSent(values.testEmail) } }))
      : data(state(values, { result: submission.reply(), notice: { type: "error", message: sent.message } }), { status: 502 });
  }

  const sendDate = parseSendTime(values.sendDate);
  const fields = { subject: values.subject, content: values.content, heroImage };
  try {
    if (existing) {
      const updated = await updateNewsletter(existing.id, { ...fields, sendDate, schedule: action === "schedule" });
      if (!updated.ok) return invalid(values, submission.reply({ formErrors: [updated.error === "locked" ? T.errors.locked : T.errors.notFound] }));
      return redirectWithToast(NEWSLETTER_TAB, { type: "success", message: action === "schedule" ? T.toasts.scheduled : T.toasts.updated });
    }
    if (action === "send-selected") {
      const draft = await createNewsletter({ ...fields, sendDate: new Date(), status: "draft" });
      const started = await startNewsletterSend(draft.id, selected);
      if (!started.ok) return redirectWithToast(NEWSLETTER_TAB, { type: "error", message: T.errors.sendSelected });
      return redirectWithToast(NEWSLETTER_TAB, sendStartedToast(started));
    }
    await createNewsletter({ ...fields, sendDate: sendDate!, status: action === "schedule" ? "scheduled" : "draft" });
    return redirectWithToast(NEWSLETTER_TAB, { type: "success", message: action === "schedule" ? T.toasts.scheduled : T.toasts.draftSaved });
  } catch (error) {
    console.error("Uutiskirjeen tallennus epäonnistui:", error);
    const result = submission.reply({ formErrors: [action === "send-selected" ? T.errors.sendSelected : T.errors.save] });
    return data(state(values, { result }), { status: 500 });
  }
}

/**
 * The generator's buttons: 'Takaisin' back to the letter as it was; 'Hae' and a refused 'Luo viesti'
 * back to the generator with what was chosen (the reply); a written message fills subject and content.
 */
async function offerStep(form: FormData, values: NewsletterFormValues, intent: string) {
  if (intent === OFFER_INTENTS.back) return data(state(values));
  const submission = parseWithZod(form, { schema: offerStepSchema(intent) });
  if (intent === OFFER_INTENTS.search) return data(state(values, { view: "offer", result: submission.reply() }));
  if (submission.status !== "success") return data(state(values, { view: "offer", result: submission.reply() }), { status: 400 });
  const written = await generateOfferMessage(offerRequest(submission.value));
  if (!written.ok) return data(state(values, { view: "offer", result: submission.reply({ formErrors: [written.message] }) }), { status: 502 });
  const filled = { ...values, subject: written.subject, content: written.content };
  return data(state(filled, { notice: { type: "success", message: OFFER_TEXTS.success(written.productCount) } }));
}
