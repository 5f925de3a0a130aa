import { type SQL, and, count, desc, eq, ilike, sql } from "drizzle-orm";
import { db, queryRows } from "#db/client";
import { subscribers } from "#db/schema";
import { SUBSCRIBE_MESSAGES } from "~/features/subscribers/rules";
import { parseEmail } from "./schema";
import {
  SUBSCRIBER_PAGE_SIZE,
  type SubscriberPage,
  type SubscriberQuery,
  normaliseSubscriberSearch,
  parseSubscriberPage,
} from "~/features/subscribers/admin.rules";
import { MAX_DATABASE_ID } from "~/lib/database-id";
import { maskEmail } from "~/features/audit/rules";
import { describeChange, noteChange, recordName } from "~/services/audit.server";

export type SubscribeResult = {
  /** `exists` is for logs and tests only: the visitor's answer is the same as for `created`. */
  status: "created" | "exists" | "resubscribed" | "invalid";
  message: string;
};

export type UnsubscribeResult =
  | { status: "unsubscribed"; email: string }
  | { status: "already_unsubscribed"; email: string }
  | { status: "not_found" }
  | { status: "invalid" };

/** Addresses compare ignoring case; the unique index on lower(email) enforces the same. */
const sameEmail = (email: string) => sql`lower(${subscribers.email}) = lower(${email})`;

/** Tokens are 64 hex characters (see the schema default); anything else is not worth a query. */
const TOKEN_PATTERN = /^[0-9a-f]{32,128}$/i;

/**
 * Adds the address to the list, or turns a cancelled subscription back on; an address already on the
 * list is left as it is. The address is kept as typed (trimmed); one differing only in case is the
 * same subscriber. Every case is the same single statement, so the time taken does not tell them apart.
 */
export async function subscribe(input: unknown): Promise<SubscribeResult> {
  const parsed = parseEmail(input);
  if (!parsed.ok) return { status: "invalid", message: parsed.message };

  // Drizzle's conflict target takes columns only; the unique index is on lower(email).
  // `xmax = 0` holds for a freshly inserted row, not for an updated one. Two simultaneous first
  // subscriptions wait for each other here: one inserts, the other finds it subscribed.
  const rows = await queryRows<{ inserted: boolean }>(sql`
    insert into ${subscribers} (email) values (${parsed.email})
    on conflict ((lower(email))) do update set is_subscribed = true, unsubscribed_at = null
      where ${subscribers}.is_subscribed = false
    returning (xmax = 0) as inserted`);
  const status = rows.length === 0 ? "exists" : rows[0].inserted ? "created" : "resubscribed";
  return { status, message: SUBSCRIBE_MESSAGES.created };
}

/** The unsubscribe token of an address that is on the list now, or null (cancelled or never subscribed). */
export async function findActiveSubscription(email: string): Promise<{ email: string; token: string } | null> {
  const [row] = await db
    .select({ email: subscribers.email, token: subscribers.unsubscribeToken })
    .from(subscribers)
    .where(and(sameEmail(email), eq(subscribers.isSubscribed, true)));
  return row ?? null;
}

/** The subscriber a newsletter's unsubscribe link points at, without changing anything (GET). */
export async function findSubscriberByToken(token: unknown): Promise<{ email: string; isSubscribed: boolean } | null> {
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ email: subscribers.email, isSubscribed: subscribers.isSubscribed })
    .from(subscribers)
    .where(eq(subscribers.unsubscribeToken, token));
  return row ?? null;
}

/** Cancels by the token of a personal unsubscribe link (confirmed by a POST). */
export async function unsubscribeByToken(token: unknown): Promise<UnsubscribeResult> {
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return { status: "invalid" };
  const [row] = await db
    .select({ id: subscribers.id, email: subscribers.email, isSubscribed: subscribers.isSubscribed })
    .from(subscribers)
    .where(eq(subscribers.unsubscribeToken, token));
  if (!row) return { status: "not_found" };
  if (!row.isSubscribed) return { status: "already_unsubscribed", email: row.email };
  await db
    .update(subscribers)
    .set({ isSubscribed: false, unsubscribedAt: new Date() })
    .where(and(eq(subscribers.id, row.id), eq(subscribers.isSubscribed, true)));
  return { status: "unsubscribed", email: row.email };
}

// ---------------------------------------------------------------------------------------------------
// The admin's list (tab 'Uutiskirjeet & Tilaajat').

export type { SubscriberPage };

const validId = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_DATABASE_ID;

/** LIKE pattern for "contains", with the admin's own %, _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * One page (50) of the list, newest first, with the counts the tab shows. A search matches any part of
 * the address, ignoring case. Two queries whatever the list's length: the counts in one pass, then the
 * page. `onlyActive` lists subscribed addresses only (the send dialog's choice of recipients).
 */
export async function listSubscribersForAdmin(query: SubscriberQuery, onlyActive = false): Promise<SubscriberPage> {
  const search = normaliseSubscriberSearch(query.search);
  const conditions: SQL[] = [];
  if (search) conditions.push(ilike(subscribers.email, containing(search)));
  if (onlyActive) conditions.push(eq(subscribers.isSubscribed, true));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [counts] = await db
    .select({
      matching: where ? sql<number>`count(*) filter (where ${where})`.mapWith(Number) : count(),
      active: sql<number>`count(*) filter (where ${subscribers.isSubscribed})`.mapWith(Number),
      all: count(),
    })
    .from(subscribers);
  const total = Number(counts.matching);
  const pageCount = Math.max(1, Math.ceil(total / SUBSCRIBER_PAGE_SIZE));
  const page = Math.min(parseSubscriberPage(String(query.page)), pageCount);

  const rows =
    total === 0
      ? []
      : await db
          .select({ id: subscribers.id, email: subscribers.email, isSubscribed: subscribers.isSubscribed, createdAt: subscribers.createdAt })
          .from(subscribers)
          .where(where)
          .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
          .limit(SUBSCRIBER_PAGE_SIZE)
          .offset((page - 1) * SUBSCRIBER_PAGE_SIZE);

  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    page,
    pageCount,
    pageSize: SUBSCRIBER_PAGE_SIZE,
    activeCount: Number(counts.active),
    totalCount: Number(counts.all),
    search,
  };
}

/** One subscriber for the delete confirmation, or null. */
export async function findSubscriberById(id: number): Promise<{ id: number; email: string; isSubscribed: boolean } | null> {
  if (!validId(id)) return null;
  const [row] = await db
    .select({ id: subscribers.id, email: subscribers.email, isSubscribed: subscribers.isSubscribed })
    .from(subscribers)
    .where(eq(subscribers.id, id));
  return row ?? null;
}

/**
 * The admin's 'Peru tilaus': the subscription ends now. A subscription already cancelled stays as it was
 * (its cancellation time is kept); there is no re-subscribing from the admin (spec section 4).
 */
export async function unsubscribeSubscriberById(id: number): Promise<"unsubscribed" | "already" | "not_found"> {
  if (!validId(id)) return "not_found";
  const updated = await db
    .update(subscribers)
    .set({ isSubscribed: false, unsubscribedAt: sql`now()` })
    .where(and(eq(subscribers.id, id), eq(subscribers.isSubscribed, true)))
    .returning({ id: subscribers.id, email: subscribers.email, unsubscribedAt: subscribers.unsubscribedAt });
  if (updated.length > 0) {
    // The log names the subscriber without keeping the address in full.
    const email = maskEmail(updated[0].email);
    noteChange(recordName(subscribers, id), { isSubscribed: true, unsubscribedAt: null }, { isSubscribed: false, unsubscribedAt: updated[0].unsubscribedAt });
    describeChange("update", `Perui tilaajan ${email} tilauksen`, recordName(subscribers, id));
    return "unsubscribed";
  }
  return (await findSubscriberById(id)) ? "already" : "not_found";
}

/** Removes the address for good (its delivery rows go with it); false when there was no such subscriber. */
export async function deleteSubscriber(id: number): Promise<boolean> {
  if (!validId(id)) return false;
  const deleted = await db
    .delete(subscribers)
    .where(eq(subscribers.id, id))
    .returning({ id: subscribers.id, email: subscribers.email, isSubscribed: subscribers.isSubscribed });
  if (deleted[0]) {
    const email = maskEmail(deleted[0].email);
    noteChange(recordName(subscribers, id), { email, isSubscribed: deleted[0].isSubscribed }, null);
    describeChange("delete", `Poisti tilaajan ${email}`, recordName(subscribers, id));
  }
  return deleted.length > 0;
}
