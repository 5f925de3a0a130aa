/**
 * Newsletters and their progress; the deliveries' claims are in deliveries.model.server.ts. The `newsletter_deliveries` table is the source of truth for who
 * gets a newsletter: one row per newsletter and subscriber (unique), claimed before the mail is sent and
 * marked after. Queues only carry ids and may repeat a job; a row that is no longer pending makes the
 * repeat a no-op.
 *
 * Status: draft → scheduled → sending → sent | failed (a failed one may be sent again: only the rows
 * not yet delivered are retried). Nothing leaves `sending` or `sent` through the admin's forms.
 */
import { TransactionRollbackError, and, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "#db/client";
import { newsletterDeliveries, newsletters, subscribers } from "#db/schema";
import type { NewsletterStatus } from "~/features/newsletters/rules";
import { describeChange, noteChange, recordName } from "~/services/audit.server";

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
  noteChange(recordName(newsletters, row.id), null, row);
  describeChange("create", `Lisäsi uutiskirjeen ${row.subject}`, recordName(newsletters, row.id));
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
  const [before] = await db.select(columns).from(newsletters).where(eq(newsletters.id, id));
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
  if (row) {
    noteChange(recordName(newsletters, id), before ?? null, row);
    describeChange("update", `Muutti uutiskirjettä ${row.subject}`, recordName(newsletters, id));
    return { ok: true, newsletter: row };
  }
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
    .returning(columns);
  if (deleted.length > 0) {
    noteChange(recordName(newsletters, id), deleted[0], null);
    describeChange("delete", `Poisti uutiskirjeen ${deleted[0].subject}`, recordName(newsletters, id));
    return { ok: true };
  }
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
      .returning({ id: newsletters.id, subject: newsletters.subject });
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
    describeChange("send", `Lähetti uutiskirjeen ${started.subject} (${pending} vastaanottajaa)`, recordName(newsletters, id));
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

export const CANCELLED_DELIVERY = "Lähetys keskeytettiin ennen tätä vastaanottajaa";

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
