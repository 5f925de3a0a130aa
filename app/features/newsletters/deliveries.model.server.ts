/**
 * A newsletter's deliveries, one row per newsletter and subscriber: claimed before the mail is sent,
 * marked after, released when a worker stops; the cancel and withdraw that end a send. What the worker
 * and the admin's cancel use; the newsletters themselves are in model.server.ts.
 */
import { type SQL, and, eq, sql } from "drizzle-orm";
import { db, queryRows } from "#db/client";
import { newsletterDeliveries, newsletters } from "#db/schema";
import type { NewsletterStatus } from "~/features/newsletters/rules";
import { createBatcher } from "~/lib/batcher";
import { getEnv } from "~/services/env.server";
import { CANCELLED_DELIVERY, CLAIM_LEASE_MS } from "./model.server";

/** Claims taken before this have outlived CLAIM_LEASE_MS: their sender is taken for dead. */
export const leaseExpiredBefore = (): string => new Date(Date.now() - CLAIM_LEASE_MS).toISOString();

/**
 * The claim protocol, shared by every table of one-mail-per-row sends (these deliveries, the tyre hotel's
 * reminders): a pending row's claim may be taken when nobody holds it, when this sender's own token holds
 * it, when the sender holds the queue's lock (`takeOver`), or when the claim outlived CLAIM_LEASE_MS.
 * `alias` names the table in the statement (a constant of the caller, never input).
 */
export function claimableBy(alias: string, options: { token: string | SQL; takeOver: boolean | SQL }): SQL {
  const row = sql.raw(alias);
  return sql`(${row}.claim_token is null or ${row}.claim_token = ${options.token} or ${options.takeOver}
           or ${row}.claimed_at < ${leaseExpiredBefore()}::timestamptz)`;
}

/** A pending row no live sender holds: never claimed, given back, or claimed by a sender that died. */
export function unclaimedOrStale(alias: string): SQL {
  const row = sql.raw(alias);
  return sql`(${row}.claim_token is null or ${row}.claimed_at < ${leaseExpiredBefore()}::timestamptz)`;
}

export type Claim =
  | { kind: "claimed"; email: string; unsubscribeToken: string }
  /** Sent, failed or skipped already, or the newsletter is no longer sending: nothing to do. */
  | { kind: "done" }
  /** Another live sender holds it: try again later. */
  | { kind: "busy" };

/**
 * How long a claim or an outcome waits for others to share its statement, at most (decision 0041). Mail
 * jobs run MAIL_CONCURRENCY at a time, so a batch also goes as soon as half of them are waiting.
 */
const BATCH_WAIT_MS = 10;
const batchSize = () => Math.floor(getEnv().MAIL_CONCURRENCY / 2);
const deliveryKey = (row: { newsletterId: number; subscriberId: number }) => `${row.newsletterId}:${row.subscriberId}`;

type ClaimRequest = { newsletterId: number; subscriberId: number; token: string; takeOver: boolean };
/** A batch's answer for one claim: a subscriber who cancelled since the fan-out is recorded as skipped. */
type BatchClaim = Claim | { kind: "unsubscribed" };

/** A batch's rows as one statement parameter: a JSON array read back with jsonb_to_recordset. */
const recordSet = (rows: object[]) => sql`jsonb_to_recordset(${JSON.stringify(rows)}::text::jsonb)`;

/** The claims of a batch in one statement; see claimDelivery. */
async function claimDeliveries(requests: ClaimRequest[]): Promise<BatchClaim[]> {
  const rows = requests.map((request) => ({ newsletter_id: request.newsletterId, subscriber_id: request.subscriberId, token: request.token, take_over: request.takeOver }));
  const claimed = await queryRows<{ newsletter_id: number; subscriber_id: number; email: string; unsubscribe_token: string; is_subscribed: boolean }>(sql`
    update newsletter_deliveries d
    set claim_token = x.token, claimed_at = now(), attempts = d.attempts + 1
    from ${recordSet(rows)} as x(newsletter_id int, subscriber_id int, token text, take_over boolean), newsletters n, subscribers s
    where d.newsletter_id = x.newsletter_id and d.subscriber_id = x.subscriber_id
      and n.id = d.newsletter_id and s.id = d.subscriber_id
      and d.status = 'pending' and n.status = 'sending'
      and ${claimableBy("d", { token: sql`x.token`, takeOver: sql`x.take_over` })}
    returning d.newsletter_id, d.subscriber_id, s.email, s.unsubscribe_token, s.is_subscribed`);
  const byKey = new Map(claimed.map((row) => [deliveryKey({ newsletterId: row.newsletter_id, subscriberId: row.subscriber_id }), row]));
  const missed = requests.filter((request) => !byKey.has(deliveryKey(request)));
  // Not taken: still open means another live sender holds it (busy); anything else is over (done).
  const open = new Set<string>();
  if (missed.length > 0) {
    const states = await queryRows<{ newsletter_id: number; subscriber_id: number }>(sql`
      select d.newsletter_id, d.subscriber_id
      from ${recordSet(missed.map((request) => ({ newsletter_id: request.newsletterId, subscriber_id: request.subscriberId })))} as x(newsletter_id int, subscriber_id int)
      join newsletter_deliveries d on d.newsletter_id = x.newsletter_id and d.subscriber_id = x.subscriber_id
      join newsletters n on n.id = d.newsletter_id
      where d.status = 'pending' and n.status = 'sending'`);
    for (const row of states) open.add(deliveryKey({ newsletterId: row.newsletter_id, subscriberId: row.subscriber_id }));
  }
  return requests.map((request): BatchClaim => {
    const row = byKey.get(deliveryKey(request));
    if (!row) return open.has(deliveryKey(request)) ? { kind: "busy" } : { kind: "done" };
    if (!row.is_subscribed) return { kind: "unsubscribed" };
    return { kind: "claimed", email: row.email, unsubscribeToken: row.unsubscribe_token };
  });
}

const claims = createBatcher({ run: claimDeliveries, key: deliveryKey, maxSize: batchSize, maxWaitMs: BATCH_WAIT_MS });

/**
 * Takes one delivery for sending. `takeOver` is for a sender holding the job's lock (BullMQ hands a job
 * to a second worker only after the first lost it): it may take a claim another sender left. Without it
 * a claim is taken over only after CLAIM_LEASE_MS. A subscriber who cancelled since the fan-out is
 * skipped here. Claims made at about the same time share one statement (decision 0041).
 */
export async function claimDelivery(
  newsletterId: number,
  subscriberId: number,
  options: { token: string; takeOver: boolean },
): Promise<Claim> {
  const claim = await claims({ newsletterId, subscriberId, ...options });
  if (claim.kind !== "unsubscribed") return claim;
  await finishDelivery(newsletterId, subscriberId, { status: "skipped", error: null });
  return { kind: "done" };
}

/**
 * Above this many other pending rows a finished delivery need not ask whether the newsletter is done:
 * one of the rows still to finish will (see finishDelivery). It must exceed the deliveries all senders
 * have in flight at once; the minute's tick finishes a newsletter any case this misses.
 */
const FINISH_CHECK_WINDOW = 256;

type Outcome = { status: "sent" | "failed" | "skipped"; error: string | null };
type FinishRequest = { newsletterId: number; subscriberId: number; outcome: Outcome };

/**
 * The outcomes of a batch in one statement. Its snapshot counts the batch's own rows as still pending,
 * so the rows finished here are taken off each newsletter's count.
 */
async function finishDeliveries(requests: FinishRequest[]): Promise<{ checkFinished: boolean }[]> {
  const rows = requests.map((request) => ({
    newsletter_id: request.newsletterId,
    subscriber_id: request.subscriberId,
    status: request.outcome.status,
    error: request.outcome.error?.slice(0, 1000) ?? null,
  }));
  const counted = await queryRows<{ newsletter_id: number; finished: number; pending_before: number }>(sql`
    with finished as (
      update newsletter_deliveries d
      set status = x.status::delivery_status, error = x.error,
          sent_at = case when x.status = 'sent' then now() end, claim_token = null, claimed_at = null
      from ${recordSet(rows)} as x(newsletter_id int, subscriber_id int, status text, error text)
      where d.newsletter_id = x.newsletter_id and d.subscriber_id = x.subscriber_id and d.status = 'pending'
      returning d.newsletter_id
    )
    select f.newsletter_id, count(*)::int as finished,
      (select count(*)::int from (
        select 1 from newsletter_deliveries o where o.newsletter_id = f.newsletter_id and o.status = 'pending'
        limit ${FINISH_CHECK_WINDOW + 1 + requests.length}) as open) as pending_before
    from finished f group by f.newsletter_id`);
  const others = new Map(counted.map((row) => [row.newsletter_id, row.pending_before - row.finished]));
  // A row finished already (by another sender) leaves the check to this caller too, as before.
  return requests.map((request) => ({ checkFinished: (others.get(request.newsletterId) ?? 0) <= FINISH_CHECK_WINDOW }));
}

const outcomes = createBatcher({ run: finishDeliveries, key: deliveryKey, maxSize: batchSize, maxWaitMs: BATCH_WAIT_MS });

/**
 * Records the outcome of a claimed delivery and says whether the newsletter may now be finished: true
 * when few enough rows are still pending that this sender must check (finishNewsletterIfDone). Counting
 * at most the window in the same statement saves a round trip on all but the last deliveries; outcomes
 * recorded at about the same time share the statement (decision 0041).
 */
export function finishDelivery(newsletterId: number, subscriberId: number, outcome: Outcome): Promise<{ checkFinished: boolean }> {
  return outcomes({ newsletterId, subscriberId, outcome });
}

/** Gives a claim back after a temporary failure, keeping the reason; a later attempt may take it. */
export async function releaseDelivery(newsletterId: number, subscriberId: number, token: string, error: string): Promise<void> {
  await db
    .update(newsletterDeliveries)
    .set({ claimToken: null, claimedAt: null, error: error.slice(0, 1000) })
    .where(
      and(
        eq(newsletterDeliveries.newsletterId, newsletterId),
        eq(newsletterDeliveries.subscriberId, subscriberId),
        eq(newsletterDeliveries.claimToken, token),
      ),
    );
}

/**
 * Ends a sending newsletter once no delivery is pending: `sent`, or `failed` when any recipient failed.
 * Every sender calls it after its delivery; under read committed the last one to finish sees all rows
 * finished, so exactly one call changes the status.
 */
export async function finishNewsletterIfDone(newsletterId: number): Promise<NewsletterStatus | null> {
  const [row] = await queryRows<{ status: NewsletterStatus }>(sql`
    update newsletters n
    set status = case when exists (select 1 from newsletter_deliveries d where d.newsletter_id = n.id and d.status = 'failed')
                 then 'failed'::newsletter_status else 'sent'::newsletter_status end,
        sent_at = now(), updated_at = now()
    where n.id = ${newsletterId} and n.status = 'sending'
      and not exists (select 1 from newsletter_deliveries d where d.newsletter_id = n.id and d.status = 'pending')
    returning n.status`);
  return row?.status ?? null;
}

/** Newsletters being sent now (a sweep resumes them after a crash). */
export async function listSendingNewsletterIds(): Promise<number[]> {
  const rows = await db.select({ id: newsletters.id }).from(newsletters).where(eq(newsletters.status, "sending"));
  return rows.map((row) => row.id);
}

/**
 * Subscribers of a sending newsletter still waiting: never claimed, given back, or claimed by a sender
 * that died; in subscriber order, those after `after`, at most `limit`.
 */
export async function listOpenDeliveries(newsletterId: number, page: { after: number; limit: number }): Promise<number[]> {
  const rows = await queryRows<{ subscriber_id: number }>(sql`
    select subscriber_id from newsletter_deliveries d
    where newsletter_id = ${newsletterId} and status = 'pending' and subscriber_id > ${page.after}
      and ${unclaimedOrStale("d")}
    order by subscriber_id
    limit ${page.limit}`);
  return rows.map((row) => row.subscriber_id);
}

/**
 * Where a newsletter's fan-out stands: its status, how many rows are pending, and how many of those up to
 * `after` (handed out by the chain already) no sender has taken yet, i.e. are still waiting in the queue.
 */
export async function fanOutState(newsletterId: number, after: number): Promise<{ status: NewsletterStatus | null; pending: number; waiting: number }> {
  const [row] = await queryRows<{ status: NewsletterStatus | null; pending: number; waiting: number }>(sql`
    select (select status from newsletters where id = ${newsletterId}) as status,
      count(*)::int as pending,
      (count(*) filter (where subscriber_id <= ${after} and claim_token is null))::int as waiting
    from newsletter_deliveries where newsletter_id = ${newsletterId} and status = 'pending'`);
  return row ?? { status: null, pending: 0, waiting: 0 };
}

/**
 * Stops a send: the newsletter becomes `failed` and every delivery no sender has taken yet `failed` with
 * CANCELLED_DELIVERY (sending it again later retries exactly those); mails already being sent finish.
 */
export async function cancelSending(id: number): Promise<{ ok: true; cancelled: number } | { ok: false; error: "not_found" | "not_sending" }> {
  return db.transaction(async (tx) => {
    const [stopped] = await tx
      .update(newsletters)
      .set({ status: "failed", updatedAt: new Date() })
      .where(and(eq(newsletters.id, id), eq(newsletters.status, "sending")))
      .returning({ id: newsletters.id });
    if (!stopped) {
      const [row] = await tx.select({ id: newsletters.id }).from(newsletters).where(eq(newsletters.id, id));
      return { ok: false, error: row ? "not_sending" : "not_found" } as const;
    }
    const cancelled = await tx
      .update(newsletterDeliveries)
      .set({ status: "failed", error: CANCELLED_DELIVERY })
      .where(and(eq(newsletterDeliveries.newsletterId, id), eq(newsletterDeliveries.status, "pending"), sql`${newsletterDeliveries.claimToken} is null`))
      .returning({ id: newsletterDeliveries.id });
    return { ok: true, cancelled: cancelled.length } as const;
  });
}

/** The cancelled deliveries a fan-out chain had handed out last (up to `after`): their jobs may still wait. */
export async function listWithdrawable(newsletterId: number, after: number, limit = 4096): Promise<number[]> {
  const rows = await queryRows<{ subscriber_id: number }>(sql`
    select subscriber_id from newsletter_deliveries
    where newsletter_id = ${newsletterId} and status = 'failed' and error = ${CANCELLED_DELIVERY} and subscriber_id <= ${after}
    order by subscriber_id desc
    limit ${limit}`);
  return rows.map((row) => row.subscriber_id);
}

/**
 * Frees every claim. Only for a process that knows it is the only sender (the embedded database has
 * one process), at start: a claim left by its previous run belongs to nobody.
 */
export async function releaseAllClaims(): Promise<void> {
  await db
    .update(newsletterDeliveries)
    .set({ claimToken: null, claimedAt: null })
    .where(and(eq(newsletterDeliveries.status, "pending"), sql`${newsletterDeliveries.claimToken} is not null`));
}

