import { lt, sql } from "drizzle-orm";
import { db } from "#db/client";
import { conversations, feedback, rateLimits } from "#db/schema";

/** How long personal data is kept; the privacy notice (/tietosuojaseloste) promises exactly these. */
export const RETENTION = {
  conversationMonths: 12,
  feedbackMonths: 24,
} as const;

/**
 * Deletes what the privacy notice says is deleted: chat conversations (their messages cascade) and their
 * IP addresses after 12 months, chatbot feedback after 24 months, and expired rate-limit counters,
 * whose keys hold client addresses.
 */
export async function purgeExpiredPersonalData(now = new Date()): Promise<{ conversations: number; feedback: number }> {
  const removedConversations = await db
    .delete(conversations)
    .where(lt(conversations.startedAt, sql`${now.toISOString()}::timestamptz - make_interval(months => ${RETENTION.conversationMonths})`))
    .returning({ id: conversations.id });
  const removedFeedback = await db
    .delete(feedback)
    .where(lt(feedback.createdAt, sql`${now.toISOString()}::timestamptz - make_interval(months => ${RETENTION.feedbackMonths})`))
    .returning({ id: feedback.id });
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
  return { conversations: removedConversations.length, feedback: removedFeedback.length };
}
