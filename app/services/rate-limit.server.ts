import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { db } from "#db/client";
import { rateLimits } from "#db/schema";

export type RateLimitState = { count: number; resetAt: Date };

/** Keys carry user input (a typed username); a long one keeps a readable start and a hash of the whole. */
const MAX_KEY_LENGTH = 200;

export function storageKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH) return key;
  return `${key.slice(0, 120)}#${createHash("sha256").update(key).digest("hex")}`;
}

/**
 * Fixed-window counters in Postgres, so every web process sees the same counts.
 * `hit` counts one event and returns the count including it, in one statement: parallel requests each
 * get their own number, so a limit checked on the result cannot be raced. An expired window starts at 1.
 */
export async function hit(key: string, windowMs: number): Promise<RateLimitState> {
  const resetAt = new Date(Date.now() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: storageKey(key), count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return row;
}

/** Takes back one counted event (one that turned out not to be an attempt at all). */
export async function unhit(key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, storageKey(key)));
}

/** The current count of an unexpired window, 0 when there is none. */
export async function peek(key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${storageKey(key)} and ${rateLimits.resetAt} > now()`);
  return row?.count ?? 0;
}

export async function reset(key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, storageKey(key)));
}

/** Counts the event and tells whether it is still within `limit` per window. */
export async function consume(key: string, limit: number, windowMs: number): Promise<boolean> {
  const state = await hit(key, windowMs);
  return state.count <= limit;
}

/** Seconds until a window ends, for Retry-After (at least 1). */
export function secondsUntil(resetAt: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
}

/**
 * A form that mails the shop (a quote or a contact request): accepted while both the sender's contact
 * (the e-mail, else the phone's digits, hashed: a rate key, not a record) and the client address are within
 * their limits. A refused send is taken back off both counts, so a customer who waits is let through.
 */
export async function admitPerContactAndAddress(
  prefix: string,
  contact: { email?: string | null; phone?: string | null },
  ip: string,
  limits: { perContact: number; perAddress: number; windowMs: number },
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const who = contact.email?.trim().toLowerCase() || (contact.phone ?? "").replace(/\D/g, "");
  const keys: [string, number][] = [
    [`${prefix}-contact:${createHash("sha256").update(who).digest("hex").slice(0, 32)}`, limits.perContact],
    [`${prefix}-address:${ip}`, limits.perAddress],
  ];
  const states = await Promise.all(keys.map(([key]) => hit(key, limits.windowMs)));
  const over = states.find((state, index) => state.count > keys[index][1]);
  if (!over) return { ok: true };
  await Promise.all(keys.map(([key]) => unhit(key)));
  return { ok: false, retryAfterSeconds: secondsUntil(over.resetAt) };
}
