/**
 * Newsletters and their deliveries. The `newsletter_deliveries` table is the source of truth for who
 * gets a newsletter: one row per newsletter and subscriber (unique), claimed before the mail is sent and
 * marked after. Queues only carry ids and may repeat a job; a row that is no longer pending makes the
 * repeat a no-op.
 *
 * Status: draft → scheduled → sending → sent | failed (a failed one may be sent again: only the rows
 * not yet delivered are retried). Nothing leaves `sending` or `sent` through the admin's forms.
 */
import { TransactionRollbackError, and, desc, eq, inArray, sql } from "drizzle-orm";
import { db, queryRows } from "#db/client";
import { newsletterDeliveries, newsletters, subscribers } from "#db/schema";
import type { NewsletterStatus } from "~/features/newsletters/rules";

export type Newsletter = {
  id: number;
  subject: string;
  content: string;
  heroImage: string | null;
  sendDate: Date | null;
  status: NewsletterStatus;
  sentAt: Date | null;
  createdAt: Date;
};

export type DeliveryProgress = { total: number; sent: number; failed: number; skipped: number; pending: number };

export type NewsletterWithProgress = Newsletter & { progress: DeliveryProgress };

/**
 * How long a claim holds without its job lock (in-process sending, or a sweep after a crash). Far longer
 * than one send can take (SMTP gives up within 50 s, mail.server.ts), so only a dead sender's claim ages.
 */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;

const columns = {
  id: newsletters.id,
  subject: newsletters.subject,
  content: newsletters.content,
  heroImage: newsletters.heroImage,
  sendDate: newsletters.sendDate,
  status: newsletters.status,
  sentAt: newsletters.sentAt,
  createdAt: newsletters.createdAt,
};

const progressColumns = {
  total: sql<number>`count(${newsletterDeliveries.id})::int`,
  sent: sql<number>`(count(*) filter (where ${newsletterDeliveries.status} = 'sent'))::int`,
  failed: sql<number>`(count(*) filter (where ${newsletterDeliveries.status} = 'failed'))::int`,
  skipped: sql<number>`(count(*) filter (where ${newsletterDeliveries.status} = 'skipped'))::int`,
  pending: sql<number>`(count(*) filter (where ${newsletterDeliveries.status} = 'pending'))::int`,
};

function withProgress(row: Newsletter & DeliveryProgress): NewsletterWithProgress {
  const { total, sent, failed, skipped, pending, ...newsletter } = row;
  return { ...newsletter, progress: { total, sent, failed, skipped, pending } };
}

/** Every newsletter, newest first, with its delivery counts (one grouped query). */
export async function listNewsletters(): Promise<NewsletterWithProgress[]> {
  const rows = await db
    .select({ ...columns, ...progressColumns })
    .from(newsletters)
    .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.newsletterId, newsletters.id))
    .groupBy(newsletters.id)
    .orderBy(desc(newsletters.createdAt), desc(newsletters.id));
  return rows.map(withProgress);
}

export async function getNewsletter(id: number): Promise<NewsletterWithProgress | null> {
  const [row] = await db
    .select({ ...columns, ...progressColumns })
    .from(newsletters)
    .leftJoin(newsletterDeliveries, eq(newsletterDeliveries.newsletterId, newsletters.id))
    .where(eq(newsletters.id, id))
    .groupBy(newsletters.id);
  return row ? withProgress(row) : null;
}

/** The recipients whose delivery failed for good, with the SMTP server's answer (not those of a cancelled send). */
export async function listFailedDeliveries(newsletterId: number, limit = 200): Promise<{ email: string; error: string | null }[]> {
  return db
    .select({ email: subscribers.email, error: newsletterDeliveries.error })
    .from(newsletterDeliveries)
    .innerJoin(subscribers, eq(subscribers.id, newsletterDeliveries.subscriberId))
    .where(
      and(
        eq(newsletterDeliveries.newsletterId, newsletterId),
        eq(newsletterDeliveries.status, "failed"),
        sql`${newsletterDeliveries.error} is distinct from ${CANCELLED_DELIVERY}`,
      ),
    )
    .orderBy(subscribers.email)
    .limit(limit);
}

/** How many recipients a cancelled send left without the letter. */
export async function countCancelledDeliveries(newsletterId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletterDeliveries)
    .where(and(eq(newsletterDeliveries.newsletterId, newsletterId), eq(newsletterDeliveries.status, "failed"), eq(newsletterDeliveries.error, CANCELLED_DELIVERY)));
  return row.count;
}

export type NewsletterInput = { subject: string; content: string; heroImage: string | null; sendDate: Date };

export async function createNewsletter(input: NewsletterInput & { status: "draft" | "scheduled" }): Promise<Newsletter> {
  const [row] = await db.insert(newsletters).values(input).returning(columns);
  return row;
}

export type UpdateResult = { ok: true; newsletter: Newsletter } | { ok: false; error: "not_found" | "locked" };

/**
 * Changes text, image and (unless locked) the send date; `schedule` also turns a draft into a
 * scheduled one. The status check is in the statement, so a newsletter that started sending meanwhile
 * is not changed under the sender.
 */
export async function updateNewsletter(
  id: number,
  input: Omit<NewsletterInput, "sendDate"> & { sendDate: Date | null; schedule?: boolean },
): Promise<UpdateResult> {
  const sendDate = input.sendDate?.toISOString() ?? null;
  const [row] = await db
    .update(newsletters)
    .set({
      subject: input.subject,
      content: input.content,
      heroImage: input.heroImage,
      // Locked once scheduled (spec): the stored date stays whatever was sent. (An ISO string: postgres.js
      // takes no Date inside raw SQL.)
      sendDate: sql`case when ${newsletters.status} in ('draft', 'failed') and ${sendDate}::timestamptz is not null
        then ${sendDate}::timestamptz else ${newsletters.sendDate} end`,
      status: input.schedule ? sql`case when ${newsletters.status} = 'draft' then 'scheduled'::newsletter_status else ${newsletters.status} end` : undefined,
      updatedAt: new Date(),
    })
    .where(and(eq(newsletters.id, id), inArray(newsletters.status, ["draft", "scheduled", "failed"])))
    .returning(columns);
  if (row) return { ok: true, newsletter: row };
  return { ok: false, error: (await exists(id)) ? "locked" : "not_found" };
}

async function exists(id: number): Promise<boolean> {
  const [row] = await db.select({ id: newsletters.id }).from(newsletters).where(eq(newsletters.id, id));
  return Boolean(row);
}

/** Deletes a newsletter and its delivery rows; never one that is being sent. */
export async function deleteNewsletter(id: number): Promise<{ ok: true } | { ok: false; error: "not_found" | "sending" }> {
  const deleted = await db
    .delete(newsletters)
    .where(and(eq(newsletters.id, id), sql`${newsletters.status} <> 'sending'`))
    .returning({ id: newsletters.id });
  if (deleted.length > 0) return { ok: true };
  return { ok: false, error: (await exists(id)) ? "sending" : "not_found" };
}

/** A Postgres array literal of ids (both drivers take it as one text parameter). */
const intArray = (ids: number[]) => `{${ids.filter((id) => Number.isSafeInteger(id)).join(",")}}`;

export type StartResult =
  | { ok: true; recipients: number }
  | { ok: false; error: "not_found" | "already_sent" | "sending" | "no_recipients" };

/**
 * Starts sending: in one transaction the newsletter becomes `sending` (only from draft, scheduled or
 * failed, so a replayed POST or a second click finds nothing to start) and gets one pending delivery
 * per recipient: every active subscriber, or the chosen ones that are still active. A failed
 * newsletter's undelivered rows become pending again; delivered ones are never touched.
 */
export async function startSending(id: number, subscriberIds?: number[]): Promise<StartResult> {
  return db.transaction(async (tx) => {
    const [started] = await tx
      .update(newsletters)
      .set({ status: "sending", sentAt: null, sendDate: sql`least(coalesce(${newsletters.sendDate}, now()), now())`, updatedAt: new Date() })
      .where(and(eq(newsletters.id, id), inArray(newsletters.status, ["draft", "scheduled", "failed"])))
      .returning({ id: newsletters.id });
    if (!started) {
      const [row] = await tx.select({ status: newsletters.status }).from(newsletters).where(eq(newsletters.id, id));
      if (!row) return { ok: false, error: "not_found" } as const;
      return { ok: false, error: row.status === "sending" ? "sending" : "already_sent" } as const;
    }
    const chosen = subscriberIds ? sql`and s.id = any(${intArray(subscriberIds)}::int[])` : sql``;
    await tx.execute(sql`
      insert into newsletter_deliveries (newsletter_id, subscriber_id)
      select ${id}, s.id from subscribers s where s.is_subscribed ${chosen}
      on conflict (newsletter_id, subscriber_id) do update
        set status = 'pending', error = null, claim_token = null, claimed_at = null
        where newsletter_deliveries.status = 'failed'`);
    const [{ pending }] = await tx
      .select({ pending: sql<number>`count(*)::int` })
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.newsletterId, id), eq(newsletterDeliveries.status, "pending")));
    if (pending === 0) {
      // Nobody to send to: roll back to where it was rather than call it sent.
      tx.rollback();
    }
    return { ok: true, recipients: pending } as const;
  }).catch((error: unknown) => {
    if (error instanceof TransactionRollbackError) return { ok: false, error: "no_recipients" } as const;
    throw error;
  });
}

/**
 * Claims the scheduled newsletters whose send date has passed and opens their deliveries, all in one
 * transaction: two dispatchers running at once each get a newsletter at most once (the update takes
 * the row; the other waits and then finds it no longer scheduled).
 */
export async function claimDueNewsletters(now: Date = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(newsletters)
      .set({ status: "sending", updatedAt: new Date() })
      .where(and(eq(newsletters.status, "scheduled"), sql`${newsletters.sendDate} <= ${now.toISOString()}::timestamptz`))
      .returning({ id: newsletters.id });
    const ids = due.map((row) => row.id);
    if (ids.length === 0) return [];
    await tx.execute(sql`
      insert into newsletter_deliveries (newsletter_id, subscriber_id)
      select n.id, s.id from unnest(${intArray(ids)}::int[]) as n(id) cross join subscribers s
      where s.is_subscribed
      on conflict (newsletter_id, subscriber_id) do nothing`);
    return ids;
  });
}

// ---------------------------------------------------------------- deliveries

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
  const staleBefore = new Date(Date.now() - CLAIM_LEASE_MS).toISOString();
  const [claimed] = await queryRows<{ email: string; unsubscribe_token: string; is_subscribed: boolean }>(sql`
    update newsletter_deliveries d
    set claim_token = ${options.token}, claimed_at = now(), attempts = d.attempts + 1
    from newsletters n, subscribers s
    where d.newsletter_id = ${newsletterId} and d.subscriber_id = ${subscriberId}
      and n.id = d.newsletter_id and s.id = d.subscriber_id
      and d.status = 'pending' and n.status = 'sending'
      and (d.claim_token is null or d.claim_token = ${options.token} or ${options.takeOver}
           or d.claimed_at < ${staleBefore}::timestamptz)
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
  const staleBefore = new Date(Date.now() - CLAIM_LEASE_MS).toISOString();
  const rows = await queryRows<{ subscriber_id: number }>(sql`
    select subscriber_id from newsletter_deliveries
    where newsletter_id = ${newsletterId} and status = 'pending' and subscriber_id > ${page.after}
      and (claim_token is null or claimed_at < ${staleBefore}::timestamptz)
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

export const CANCELLED_DELIVERY = "Lähetys keskeytettiin ennen tätä vastaanottajaa";

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

/** What a delivery needs of the newsletter itself. */
export async function getNewsletterForMail(
  id: number,
): Promise<{ id: number; subject: string; content: string; heroImage: string | null; status: NewsletterStatus } | null> {
  const [row] = await db
    .select({ id: newsletters.id, subject: newsletters.subject, content: newsletters.content, heroImage: newsletters.heroImage, status: newsletters.status })
    .from(newsletters)
    .where(eq(newsletters.id, id));
  return row ?? null;
}

/** Active subscribers (the count the send dialog shows for 'Lähetä kaikille'). */
export async function countActiveSubscribers(): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(subscribers).where(eq(subscribers.isSubscribed, true));
  return row.count;
}
