/**
 * Sending newsletters. Three steps, each safe to repeat:
 * - `fan-out`: hands every open delivery row of a sending newsletter to the delivery queue;
 * - `deliver`: claims one row, sends the mail, marks the row; a row already finished is a no-op;
 * - `tick` (every minute): starts scheduled newsletters whose time has come, and fans out again every
 *   newsletter still sending, which resumes a send after a crash or a restart from the table alone.
 */
import { z } from "zod";
import {
  claimDelivery,
  claimDueNewsletters,
  finishDelivery,
  finishNewsletterIfDone,
  getNewsletterForMail,
  listOpenDeliveries,
  listSendingNewsletterIds,
  releaseDelivery,
} from "~/models/newsletters.server";
import { getEnv } from "~/services/env.server";
import { describeMailError, isPermanentMailError, sendBulkMail } from "~/services/mail.server";
import { type RenderedNewsletter, personalise, renderNewsletter } from "~/services/newsletter-mail.server";

const id = z.number().int().positive().max(2_147_483_647);

export const newsletterPayload = z.discriminatedUnion("task", [
  z.object({ task: z.literal("fan-out"), newsletterId: id }),
  z.object({ task: z.literal("deliver"), newsletterId: id, subscriberId: id }),
  z.object({ task: z.literal("tick") }),
]);
export type NewsletterPayload = z.infer<typeof newsletterPayload>;
export type DeliveryPayload = Extract<NewsletterPayload, { task: "deliver" }>;

/** What the queue tells a delivery about this attempt. */
export type AttemptContext = {
  /** Written into the claim; a sender may retake a claim carrying its own token (BullMQ reuses a worker slot's). */
  token: string;
  /** The queue guarantees no one else runs this job now (BullMQ's lock): a leftover claim may be taken. */
  takeOver: boolean;
  /** No retry follows: a temporary failure is recorded as failed. */
  finalAttempt: boolean;
};

/** How the delivery jobs of a newsletter reach a sender: BullMQ jobs or the in-process pump (queues.ts). */
export type DeliveryDispatcher = (deliveries: DeliveryPayload[]) => Promise<void>;

/** Thrown for a delivery worth another attempt later; the queue retries with backoff. */
export class RetryLater extends Error {
  override name = "RetryLater";
}

export const DELIVERY_ATTEMPTS = 5;
export const DELIVERY_BACKOFF_MS = 10_000;

// One rendering per newsletter: it cannot change while sending (the forms refuse), so a short-lived copy
// serves all its recipients.
const RENDER_TTL_MS = 60_000;
const rendered = new Map<number, { at: number; mail: RenderedNewsletter | null }>();

async function renderedNewsletter(newsletterId: number, origin: string): Promise<RenderedNewsletter | null> {
  const now = Date.now();
  const cached = rendered.get(newsletterId);
  if (cached && now - cached.at < RENDER_TTL_MS) return cached.mail;
  const letter = await getNewsletterForMail(newsletterId);
  const mail = letter ? renderNewsletter(letter, origin) : null;
  if (rendered.size > 20) rendered.clear();
  rendered.set(newsletterId, { at: now, mail });
  return mail;
}

/** Sends one delivery at most once; see claimDelivery for who may take a claim. */
export async function deliver({ newsletterId, subscriberId }: DeliveryPayload, attempt: AttemptContext): Promise<void> {
  const claim = await claimDelivery(newsletterId, subscriberId, { token: attempt.token, takeOver: attempt.takeOver });
  if (claim.kind === "busy") throw new RetryLater("toinen lähettäjä käsittelee tätä vastaanottajaa");
  if (claim.kind === "claimed") {
    const origin = getEnv().publicOrigin;
    const mail = await renderedNewsletter(newsletterId, origin);
    if (!mail) return; // deleted meanwhile: its rows went with it
    try {
      await sendBulkMail(personalise(mail, claim, origin));
    } catch (error) {
      const reason = describeMailError(error);
      if (!isPermanentMailError(error) && !attempt.finalAttempt) {
        await releaseDelivery(newsletterId, subscriberId, attempt.token, reason);
        throw new RetryLater(reason);
      }
      const { checkFinished } = await finishDelivery(newsletterId, subscriberId, { status: "failed", error: reason });
      if (checkFinished) await finishNewsletterIfDone(newsletterId);
      return;
    }
    const { checkFinished } = await finishDelivery(newsletterId, subscriberId, { status: "sent", error: null });
    if (checkFinished) await finishNewsletterIfDone(newsletterId);
    return;
  }
  await finishNewsletterIfDone(newsletterId);
}

/** Hands the open rows of one newsletter to the senders (all of them: the dispatcher drops duplicates). */
export async function fanOut(newsletterId: number, dispatch: DeliveryDispatcher): Promise<number> {
  const open = await listOpenDeliveries(newsletterId);
  if (open.length === 0) {
    await finishNewsletterIfDone(newsletterId);
    return 0;
  }
  await dispatch(open.map((subscriberId) => ({ task: "deliver", newsletterId, subscriberId })));
  return open.length;
}

/** The minute's work: due scheduled newsletters start, and every sending one is fanned out again. */
export async function tick(dispatch: DeliveryDispatcher, now: Date = new Date()): Promise<{ started: number[] }> {
  const started = await claimDueNewsletters(now);
  for (const newsletterId of await listSendingNewsletterIds()) await fanOut(newsletterId, dispatch);
  return { started };
}

export async function processNewsletterJob(payload: unknown, attempt: AttemptContext, dispatch: DeliveryDispatcher): Promise<void> {
  const job = newsletterPayload.parse(payload);
  if (job.task === "deliver") await deliver(job, attempt);
  else if (job.task === "fan-out") await fanOut(job.newsletterId, dispatch);
  else await tick(dispatch);
}
