import { and, eq, sql } from "drizzle-orm";
import { db } from "#db/client";
import { subscribers } from "#db/schema";
import { SUBSCRIBE_MESSAGES, isValidEmail } from "~/lib/newsletter";

export type SubscribeResult = {
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

export function normaliseEmail(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/**
 * Adds the address to the list, or turns a cancelled subscription back on. The address is kept as
 * typed (trimmed); a second subscription differing only in case is the same subscriber.
 */
export async function subscribe(input: unknown): Promise<SubscribeResult> {
  const email = normaliseEmail(input);
  if (email === "") return { status: "invalid", message: SUBSCRIBE_MESSAGES.missing };
  if (!isValidEmail(email)) return { status: "invalid", message: SUBSCRIBE_MESSAGES.invalid };

  const [existing] = await db
    .select({ id: subscribers.id, isSubscribed: subscribers.isSubscribed })
    .from(subscribers)
    .where(sameEmail(email));
  if (existing?.isSubscribed) return { status: "exists", message: SUBSCRIBE_MESSAGES.exists };
  if (existing) {
    await db
      .update(subscribers)
      .set({ isSubscribed: true, unsubscribedAt: null })
      .where(eq(subscribers.id, existing.id));
    return { status: "resubscribed", message: SUBSCRIBE_MESSAGES.created };
  }

  // Two simultaneous first subscriptions: the unique index lets one in, the other is "exists".
  const inserted = await db.insert(subscribers).values({ email }).onConflictDoNothing().returning({ id: subscribers.id });
  if (inserted.length === 0) return { status: "exists", message: SUBSCRIBE_MESSAGES.exists };
  return { status: "created", message: SUBSCRIBE_MESSAGES.created };
}

/** Cancels by address (the unsubscribe page's form). */
export async function unsubscribeByEmail(input: unknown): Promise<UnsubscribeResult> {
  const email = normaliseEmail(input);
  if (!isValidEmail(email)) return { status: "invalid" };
  const [row] = await db
    .select({ id: subscribers.id, email: subscribers.email, isSubscribed: subscribers.isSubscribed })
    .from(subscribers)
    .where(sameEmail(email));
  return row ? cancel(row) : { status: "not_found" };
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

/** Cancels by the token of a newsletter's unsubscribe link (confirmed by a POST). */
export async function unsubscribeByToken(token: unknown): Promise<UnsubscribeResult> {
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return { status: "invalid" };
  const [row] = await db
    .select({ id: subscribers.id, email: subscribers.email, isSubscribed: subscribers.isSubscribed })
    .from(subscribers)
    .where(eq(subscribers.unsubscribeToken, token));
  return row ? cancel(row) : { status: "not_found" };
}

async function cancel(row: { id: number; email: string; isSubscribed: boolean }): Promise<UnsubscribeResult> {
  if (!row.isSubscribed) return { status: "already_unsubscribed", email: row.email };
  await db
    .update(subscribers)
    .set({ isSubscribed: false, unsubscribedAt: new Date() })
    .where(and(eq(subscribers.id, row.id), eq(subscribers.isSubscribed, true)));
  return { status: "unsubscribed", email: row.email };
}
