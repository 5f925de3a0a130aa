/**
 * What the worker does for the tyre hotel: the season reminder. Reminders travel in the newsletters'
 * queue (jobs/processors/newsletters.ts, task 'remind'), so they share its rate limit, concurrency and
 * retries; this file is the work itself, the processors only call it.
 *
 * - `sendReminder`: claims one (round, set) row, sends its mail, marks the row; a row already finished is
 *   a no-op, so a repeated job sends nothing.
 * - `reminderTick` (every minute, with the newsletters' tick): starts the rounds whose time has come and
 *   hands every open row of a sending round to the queue. Job ids ('hr-<round>-<set>') make a row already
 *   waiting or running a no-op; a row claimed by a sender that died comes back once its lease is over.
 */
import { randomUUID } from "node:crypto";
import { getEnv } from "~/services/env.server";
import { describeMailError, isPermanentMailError, sendBulkMail } from "~/services/mail.server";
import { customerLinkUrl, signCustomerLink } from "./link.server";
import { reminderUnsubscribeLinks, renderReminderMail } from "./reminder.mail.server";
import {
  type ReminderMailData,
  claimReminder,
  finishReminder,
  finishRoundIfDone,
  listOpenReminders,
  listSendingRoundIds,
  releaseReminder,
  startDueRounds,
} from "./reminders.model.server";

/** One reminder's job: the round and the set (the row's key). */
export type ReminderJob = { task: "remind"; roundId: number; setId: number };

/** The job id of a reminder (BullMQ's and the in-process pump's key): one job per round and set. */
export const reminderJobId = (job: Pick<ReminderJob, "roundId" | "setId">) => `hr-${job.roundId}-${job.setId}`;

export type ReminderAttempt = { token: string; takeOver: boolean; finalAttempt: boolean };

/** `retry`: worth another attempt later (the queue retries with backoff); the caller throws for it. */
export type ReminderOutcome = { retry: string } | { retry: null };

/** The mail of one reminder, with the customer's own link and unsubscribe addresses. */
export function reminderMessage(data: ReminderMailData, roundId: number, now: Date) {
  const origin = getEnv().publicOrigin;
  const unsubscribe = reminderUnsubscribeLinks(origin, data.customer.unsubscribeToken);
  return renderReminderMail(
    data,
    {
      booking: getEnv().shopLinks.booking,
      customerView: customerLinkUrl(origin, signCustomerLink(data.customer.id, now)),
      unsubscribePage: unsubscribe.page,
      oneClick: unsubscribe.oneClick,
    },
    { today: now, messageId: `<${reminderJobId({ roundId, setId: data.set.id })}@${new URL(origin).hostname}>` },
  );
}

/** Sends one reminder at most once (see claimReminder for who may take a claim). */
export async function sendReminder({ roundId, setId }: Pick<ReminderJob, "roundId" | "setId">, attempt: ReminderAttempt): Promise<ReminderOutcome> {
  const claim = await claimReminder(roundId, setId, { token: attempt.token, takeOver: attempt.takeOver });
  if (claim.kind === "busy") return { retry: "toinen lähettäjä käsittelee tätä muistutusta" };
  if (claim.kind === "done") {
    await finishRoundIfDone(roundId);
    return { retry: null };
  }
  try {
    await sendBulkMail(reminderMessage(claim.mail, roundId, new Date()));
  } catch (error) {
    const reason = describeMailError(error);
    if (!isPermanentMailError(error) && !attempt.finalAttempt) {
      await releaseReminder(roundId, setId, attempt.token, reason);
      return { retry: reason };
    }
    const { checkFinished } = await finishReminder(roundId, setId, { status: "failed", error: reason });
    if (checkFinished) await finishRoundIfDone(roundId);
    return { retry: null };
  }
  const { checkFinished } = await finishReminder(roundId, setId, { status: "sent", error: null });
  if (checkFinished) await finishRoundIfDone(roundId);
  return { retry: null };
}

/** Rows handed to the queue per call. */
const HAND_OUT_PAGE = 1000;

/**
 * The minute's work: due rounds start (their rows are made), and every open row of a sending round is
 * handed to `dispatch` (a row already queued is a no-op there). A sending round with nothing pending is
 * finished. Returns the rounds started and the rows handed out.
 */
export async function reminderTick(dispatch: (jobs: ReminderJob[]) => Promise<void>, now: Date = new Date()): Promise<{ started: number[]; handedOut: number }> {
  const started = await startDueRounds(now);
  let handedOut = 0;
  for (const roundId of await listSendingRoundIds()) {
    for (let after = 0; ; ) {
      const setIds = await listOpenReminders(roundId, { after, limit: HAND_OUT_PAGE });
      if (setIds.length === 0) break;
      await dispatch(setIds.map((setId) => ({ task: "remind", roundId, setId })));
      handedOut += setIds.length;
      after = setIds[setIds.length - 1];
    }
    await finishRoundIfDone(roundId);
  }
  return { started: started.map((round) => round.roundId), handedOut };
}

/** Sends every open reminder of a round in this process, one after another (tests, the bench). */
export async function sendRoundNow(roundId: number): Promise<number> {
  let sent = 0;
  for (let after = 0; ; ) {
    const setIds = await listOpenReminders(roundId, { after, limit: HAND_OUT_PAGE });
    if (setIds.length === 0) break;
    for (const setId of setIds) {
      await sendReminder({ roundId, setId }, { token: randomUUID(), takeOver: true, finalAttempt: true });
      sent += 1;
    }
    after = setIds[setIds.length - 1];
  }
  await finishRoundIfDone(roundId);
  return sent;
}
