import { eq, sql } from "drizzle-orm";
import { db } from "#db/client";
import { rateLimits } from "#db/schema";

export type RateLimitState = { count: number; resetAt: Date };

/**
 * Fixed-window counters in Postgres, so every web process sees the same counts.
 * `hit` counts one event; an expired window starts again at 1.
 */
export async function hit(key: string, windowMs: number): Promise<RateLimitState> {
  const resetAt = new Date(Date.now() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
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

/** The current count of an unexpired window, 0 when there is none. */
export async function peek(key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`);
  return row?.count ?? 0;
}

export async function reset(key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Counts the event and tells whether it is still within `limit` per window. */
export async function consume(key: string, limit: number, windowMs: number): Promise<boolean> {
  const state = await hit(key, windowMs);
  return state.count <= limit;
}
