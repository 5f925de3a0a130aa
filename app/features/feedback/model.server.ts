import { count, desc, sql } from "drizzle-orm";
import { db } from "#db/client";
import { conversations, feedback } from "#db/schema";
import { isConversationId } from "~/features/chat/rules";
import type { FeedbackSource } from "#db/schema/enum-values";

export type { FeedbackSource };

export type FeedbackEntry = {
  id: number;
  createdAt: Date;
  rating: number | null;
  comment: string;
  source: FeedbackSource;
  conversationId: string | null;
};

export const FEEDBACK_COMMENT_MAX = 2000;

/**
 * Stores one piece of feedback. The conversation link is kept only when that conversation exists, so a
 * stale or invented id never fails the visitor's submit.
 */
export async function saveFeedback(input: {
  rating: number | null;
  comment: string;
  source: FeedbackSource;
  conversationId?: string | null;
}): Promise<FeedbackEntry> {
  let conversationId: string | null = null;
  if (input.conversationId && isConversationId(input.conversationId)) {
    const [known] = await db
      .select({ id: conversations.conversationId })
      .from(conversations)
      .where(sql`${conversations.conversationId} = ${input.conversationId}`);
    conversationId = known?.id ?? null;
  }
  const [row] = await db
    .insert(feedback)
    .values({
      rating: input.rating,
      comment: input.comment.trim().slice(0, FEEDBACK_COMMENT_MAX),
      source: input.source,
      conversationId,
    })
    .returning();
  return row;
}

/** Feedback newest first, `limit` from `offset` (the admin tab pages through it). */
export async function listFeedback(limit = 500, offset = 0): Promise<FeedbackEntry[]> {
  return db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit).offset(offset);
}

export type FeedbackSummary = {
  total: number;
  /** Average of the rated entries to one decimal, null when none has a rating. */
  average: number | null;
  /** How many entries gave each rating 0–10, highest rating first; ratings nobody gave are left out. */
  distribution: { rating: number; count: number }[];
};

export async function feedbackSummary(): Promise<FeedbackSummary> {
  const [[totals], distribution] = await Promise.all([
    db.select({ total: count(), average: sql<string | null>`avg(${feedback.rating})` }).from(feedback),
    db
      .select({ rating: feedback.rating, count: count() })
      .from(feedback)
      .where(sql`${feedback.rating} is not null`)
      .groupBy(feedback.rating)
      .orderBy(desc(feedback.rating)),
  ]);
  const average = totals.average === null ? null : Math.round(Number(totals.average) * 10) / 10;
  return {
    total: Number(totals.total),
    average,
    distribution: distribution.map((row) => ({ rating: Number(row.rating), count: Number(row.count) })),
  };
}
