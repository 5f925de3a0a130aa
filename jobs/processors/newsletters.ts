/**
 * Sending newsletters. Three steps, each safe to repeat:
 * - `fan-out`: hands a sending newsletter's open delivery rows to the delivery queue a window at a time,
 *   as a chain of steps (one chain per newsletter), so that every newsletter has at most FAN_OUT_WINDOW
 *   deliveries waiting: a letter started during a long send waits for one window, not for the whole list;
 * - `deliver`: claims one row, sends the mail, marks the row; a row already finished is a no-op;
 * - `tick` (every minute): starts scheduled newsletters whose time has come, and starts a fan-out chain
 *   for every newsletter still sending that has none (after a crash, a restart or a lost Redis), which
 *   resumes the send from the table alone.
 *
 * The tyre hotel's season reminders are a second kind of mail job in the same queue (`remind`, one per
 * round and set, features/tyre-hotel/jobs.server.ts): they share the rate limit, concurrency and retries.
 */
import { z } from "zod";
import { claimDueNewsletters, getNewsletterForMail } from "~/features/newsletters/model.server";
import { getEnv } from "~/services/env.server";
import { describeMailError, isPermanentMailError, sendBulkMail } from "~/services/mail.server";
import { type RenderedNewsletter, personalise, renderNewsletter } from "~/features/newsletters/mail.server";
import { type ReminderJob, reminderJobId, reminderTick, sendReminder } from "~/features/tyre-hotel/jobs.server";
import { claimDelivery, fanOutState, finishDelivery, finishNewsletterIfDone, listOpenDeliveries, listSendingNewsletterIds, listWithdrawable, releaseDelivery } from "~/features/newsletters/deliveries.model.server";

const id = z.number().int().positive().max(2_147_483_647);

export const newsletterPayload = z.discriminatedUnion("task", [
  // `after`: the last subscriber handed out by the chain's previous step (0: from the start).
  z.object({ task: z.literal("fan-out"), newsletterId: id, after: z.number().int().min(0).max(2_147_483_647).default(0) }),
  z.object({ task: z.literal("deliver"), newsletterId: id, subscriberId: id }),
  z.object({ task: z.literal("remind"), roundId: id, setId: id }),
  z.object({ task: z.literal("tick") }),
]);
/** A job's data as it is queued (a fan-out's `after` may be left out). */
export type NewsletterPayload = z.input<typeof newsletterPayload>;
export type DeliveryPayload = Extract<z.infer<typeof newsletterPayload>, { task: "deliver" }>;

export type { ReminderJob };
/** A job that sends one mail: a newsletter to one subscriber, or a season reminder for one set. */
export type MailJob = DeliveryPayload | ReminderJob;

/**
 * A mail job's id (BullMQ's and the in-process pump's key): one job per letter and subscriber
 * ('nl-<newsletter>-<subscriber>'), one per reminder round and set ('hr-<round>-<set>').
 */
export const deliveryJobId = (job: MailJob) => (job.task === "remind" ? reminderJobId(job) : `nl-${job.newsletterId}-${job.subscriberId}`);

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

/** What a newsletter job may ask of the queue besides handing out deliveries (queues.ts). */
export type NewsletterQueue = {
  /** Hands mail jobs (newsletter deliveries and reminders) to the senders. */
  dispatch: (jobs: MailJob[]) => Promise<void>;
  /** Starts the fan-out chain of a sending newsletter, unless one is already running. */
  startFanOut: (newsletterId: number) => Promise<void>;
  /** Takes deliveries that are still waiting out of the queue (a cancelled send). */
  withdraw: (deliveries: DeliveryPayload[]) => Promise<void>;
};

/** A job's answer when it has more to do later: run again after `delayMs` with `data` (a step of a chain). */
export type Continue = { again: { data: NewsletterPayload; delayMs: number } };

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

/**
 * The most deliveries of one newsletter waiting in the queue at once: two seconds of mail at the rate
 * limit, at least 20. A newsletter started meanwhile waits behind at most this many of another's.
 */
export function fanOutWindow(): number {
  return Math.max(20, getEnv().MAIL_RATE_PER_SECOND * 2);
}

const deliveries = (newsletterId: number, subscriberIds: number[]): DeliveryPayload[] =>
  subscriberIds.map((subscriberId) => ({ task: "deliver", newsletterId, subscriberId }));

export type FanOutStep = { done: true } | { done: false; after: number; againInMs: number };

/**
 * One step of a newsletter's fan-out chain: tops the deliveries it has waiting up to the window, handing
 * out the open rows after `after` (then from the start again, for rows retried or lost with a queue), and
 * says when to look again. Done when the newsletter is no longer sending (a cancelled send's waiting
 * deliveries are withdrawn) or nothing is pending any more.
 */
export async function fanOutStep(newsletterId: number, after: number, queue: NewsletterQueue): Promise<FanOutStep> {
  const window = fanOutWindow();
  const state = await fanOutState(newsletterId, after);
  if (state.status !== "sending") {
    if (state.status === "failed" && after > 0) await queue.withdraw(deliveries(newsletterId, await listWithdrawable(newsletterId, after)));
    return { done: true };
  }
  if (state.pending === 0) {
    await finishNewsletterIfDone(newsletterId);
    return { done: true };
  }
  // Half a window's time at the rate limit: the queue never runs dry, nor gets far ahead.
  const againInMs = Math.max(250, Math.round((window / 2 / getEnv().MAIL_RATE_PER_SECOND) * 1000));
  if (state.waiting >= window / 2) return { done: false, after, againInMs };
  const next = await listOpenDeliveries(newsletterId, { after, limit: window - state.waiting });
  if (next.length === 0) return { done: false, after: 0, againInMs };
  await queue.dispatch(deliveries(newsletterId, next));
  return { done: false, after: next[next.length - 1], againInMs: next.length < window - state.waiting ? againInMs : Math.min(againInMs, 250) };
}

/**
 * Hands every open row of a newsletter to `dispatch` once, a window at a time (the delivery tests and the
 * bench, whose dispatcher delivers as it is called); finishes the newsletter when nothing is left.
 */
export async function fanOut(newsletterId: number, dispatch: DeliveryDispatcher): Promise<number> {
  let handed = 0;
  for (let after = 0; ; ) {
    const next = await listOpenDeliveries(newsletterId, { after, limit: fanOutWindow() });
    if (next.length === 0) break;
    await dispatch(deliveries(newsletterId, next));
    handed += next.length;
    after = next[next.length - 1];
  }
  if (handed === 0) await finishNewsletterIfDone(newsletterId);
  return handed;
}

/** Runs one mail job (the pump and the worker's 'deliver'/'remind' jobs); RetryLater for a temporary failure. */
export async function runMailJob(job: MailJob, attempt: AttemptContext): Promise<void> {
  if (job.task === "deliver") return deliver(job, attempt);
  const outcome = await sendReminder(job, attempt);
  if (outcome.retry !== null) throw new RetryLater(outcome.retry);
}

/** The reminders' minute (features/tyre-hotel/jobs.server.ts): due rounds start, open reminders go to the queue. */
export const remindersTick = (queue: Pick<NewsletterQueue, "dispatch">, now: Date = new Date()) => reminderTick((jobs) => queue.dispatch(jobs), now);

/** The minute's work: due scheduled newsletters start, and every sending one has a fan-out chain. */
export async function tick(queue: Pick<NewsletterQueue, "startFanOut">, now: Date = new Date()): Promise<{ started: number[] }> {
  const started = await claimDueNewsletters(now);
  for (const newsletterId of await listSendingNewsletterIds()) await queue.startFanOut(newsletterId);
  return { started };
}

export async function processNewsletterJob(payload: unknown, attempt: AttemptContext, queue: NewsletterQueue): Promise<Continue | undefined> {
  const job = newsletterPayload.parse(payload);
  if (job.task === "deliver" || job.task === "remind") await runMailJob(job, attempt);
  else if (job.task === "tick") {
    await tick(queue);
    await remindersTick(queue);
  }
  else {
    const step = await fanOutStep(job.newsletterId, job.after, queue);
    if (!step.done) return { again: { data: { ...job, after: step.after }, delayMs: step.againInMs } };
  }
  return undefined;
}
