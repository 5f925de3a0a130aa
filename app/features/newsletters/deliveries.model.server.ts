/**
 * A newsletter's deliveries, one row per newsletter and subscriber: claimed before the mail is sent,
 * marked after, released when a worker stops; the cancel and withdraw that end a send. What the worker
 * and the admin's cancel use; the newsletters themselves are in model.server.ts.
 */
import { type SQL, and, eq, sql } from "drizzle-orm";
import { db, queryRows } from "#db/client";
import { newsletterDeliveries, newsletters } from "#db/schema";
import type { NewsletterStatus } from "~/features/newsletters/rules";
import { CANCELLED_DELIVERY, CLAIM_LEASE_MS } from "./model.server";

/** Claims taken before this have outlived CLAIM_LEASE_MS: their sender is taken for dead. */
export const leaseExpiredBefore = (): string => new Date(Date.now() - CLAIM_LEASE_MS).toISOString();

/**
 * The claim protocol, shared by every table of one-mail-per-row sends (these deliveries, the tyre hotel's
 * reminders): a pending row's claim may be taken when nobody holds it, when this sender's own token holds
 * it, when the sender holds the queue's lock (`takeOver`), or when the claim outlived CLAIM_LEASE_MS.
 * `alias` names the table in the statement (a constant of the caller, never input).
 */
export function claimableBy(alias: string, options: { token: string; takeOver: boolean }): SQL {
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
 * Takes one delivery for sending. `takeOver` is for a sender holding the job's lock (BullMQ hands a job
 * to a second worker only after the first lost it): it may take a claim another sender left. Without it
 * a claim is taken over only after CLAIM_LEASE_MS. A subscriber who cancelled since the fan-out is
 * skipped here.
 */
export async function claimDelivery(
  newsletterId: number,
  subscriberId: number,
  options: { token: string; takeOver: boolean },
): Promise<Claim> {
  const [claimed] = await queryRows<{ email: string; unsubscribe_token: string; is_subscribed: boolean }>(sql`
    update newsletter_deliveries d
    set claim_token = ${options.token}, claimed_at = now(), attempts = d.attempts + 1
    from newsletters n, subscribers s
    where d.newsletter_id = ${newsletterId} and d.subscriber_id = ${subscriberId}
      and n.id = d.newsletter_id and s.id = d.subscriber_id
      and d.status = 'pending' and n.status = 'sending'
      and ${claimableBy("d", options)}
    returning s.email, s.unsubscribe_token, s.is_subscribed`);
  if (claimed) {
    if (claimed.is_subscribed) return { kind: "claimed", email: claimed.email, unsubscribeToken: claimed.unsubscribe_token };
    await finishDelivery(newsletterId, subscriberId, { status: "skipped", error: null });
    return { kind: "done" };
  }
  const [row] = await queryRows<{ open: boolean }>(sql`
    select (d.status = 'pending' and n.status = 'sending') as open
    from newsletter_deliveries d join newsletters n on n.id = d.newsletter_id
    where d.newsletter_id = ${newsletterId} and d.subscriber_id = ${subscriberId}`);
  return row?.open ? { kind: "busy" } : { kind: "done" };
}

/**
 * Above this many other pending rows a finished delivery need not ask whether the newsletter is done:
 * one of the rows still to finish will (see finishDelivery). It must exceed the deliveries all senders
 * have in flight at once; the minute's tick finishes a newsletter any case this misses.
 */
const FINISH_CHECK_WINDOW = 256;

/**
 * Records the outcome of a claimed delivery and says whether the newsletter may now be finished: true
 * when few enough rows are still pending that this sender must check (finishNewsletterIfDone). Counting
 * at most the window in the same statement saves a round trip on all but the last deliveries.
 */
export async function finishDelivery(
  newsletterId: number,
  subscriberId: number,
  outcome: { status: "sent" | "failed" | "skipped"; error: string | null },
): Promise<{ checkFinished: boolean }> {
  const [row] = await queryRows<{ others: number }>(sql`
    update newsletter_deliveries
    set status = ${outcome.status}::delivery_status, error = ${outcome.error?.slice(0, 1000) ?? null},
        sent_at = ${outcome.status === "sent" ? sql`now()` : sql`null`}, claim_token = null, claimed_at = null
    where newsletter_id = ${newsletterId} and subscriber_id = ${subscriberId} and status = 'pending'
    returning (select count(*)::int from (
      select 1 from newsletter_deliveries o
      where o.newsletter_id = ${newsletterId} and o.status = 'pending' and o.subscriber_id <> ${subscriberId}
      limit ${FINISH_CHECK_WINDOW + 1}) as open) as others`);
  return { checkFinished: !row || row.others <= FINISH_CHECK_WINDOW };
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

