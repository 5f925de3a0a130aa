import { lt, sql } from "drizzle-orm";
import { db } from "#db/client";
import { contactRequests, conversations, feedback, quoteRequests, rateLimits } from "#db/schema";
import { purgeExpiredHotelCustomers } from "~/features/tyre-hotel/privacy.model.server";

/** How long personal data is kept; the privacy notice (/tietosuojaseloste) promises exactly these. */
export const RETENTION = {
  conversationMonths: 12,
  feedbackMonths: 24,
  quoteRequestMonths: 12,
  contactRequestMonths: 12,
} as const;

const monthsBefore = (now: Date, months: number) => sql`${now.toISOString()}::timestamptz - make_interval(months => ${months})`;

/**
 * Deletes what the privacy notice says is deleted: chat conversations (their messages cascade) and their
 * IP addresses after 12 months, chatbot feedback after 24 months, quote and contact requests (names and
 * contact details) 12 months after they arrived, and expired rate-limit counters, whose keys hold client
 * addresses. Tyre-hotel customers with nothing stored go the register's retention (its setting, 1–120
 * months) after their last check-out, with their vehicles, sets, photos, history and reminders.
 */
export async function purgeExpiredPersonalData(
  now = new Date(),
): Promise<{ conversations: number; feedback: number; quoteRequests: number; contactRequests: number }> {
  const removedConversations = await db
    .delete(conversations)
    .where(lt(conversations.startedAt, monthsBefore(now, RETENTION.conversationMonths)))
    .returning({ id: conversations.id });
  const removedFeedback = await db
    .delete(feedback)
    .where(lt(feedback.createdAt, monthsBefore(now, RETENTION.feedbackMonths)))
    .returning({ id: feedback.id });
  const removedQuoteRequests = await db
    .delete(quoteRequests)
    .where(lt(quoteRequests.createdAt, monthsBefore(now, RETENTION.quoteRequestMonths)))
    .returning({ id: quoteRequests.id });
  const removedContactRequests = await db
    .delete(contactRequests)
    .where(lt(contactRequests.createdAt, monthsBefore(now, RETENTION.contactRequestMonths)))
    .returning({ id: contactRequests.id });
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
  // Logged, not returned: the result's shape is what the other registers' tests compare.
  const removedHotelCustomers = await purgeExpiredHotelCustomers(now);
  if (removedHotelCustomers > 0) console.info(`Rengashotelli: ${removedHotelCustomers} asiakkaan tiedot poistettiin säilytysajan päätyttyä.`);
  return {
    conversations: removedConversations.length,
    feedback: removedFeedback.length,
    quoteRequests: removedQuoteRequests.length,
    contactRequests: removedContactRequests.length,
  };
}
