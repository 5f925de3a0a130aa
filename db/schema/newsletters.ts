/** Subscribers, newsletters and their per-subscriber deliveries. */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { id, createdAt, updatedAt } from "./columns";
import { deliveryStatus, newsletterStatus } from "./enums";

export const subscribers = pgTable(
  "subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    isSubscribed: boolean("is_subscribed").notNull().default(true),
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      // gen_random_uuid() draws from the strong random source: 244 random bits per token.
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("subscribers_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("subscribers_unsubscribe_token_idx").on(t.unsubscribeToken),
    check("subscribers_email_has_at", sql`position('@' in ${t.email}) > 1`),
  ],
);

export const newsletters = pgTable(
  "newsletters",
  {
    id: id(),
    subject: varchar("subject", { length: 80 }).notNull(),
    content: text("content").notNull(),
    heroImage: text("hero_image"),
    sendDate: timestamp("send_date", { withTimezone: true }),
    status: newsletterStatus("status").notNull().default("draft"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("newsletters_due_idx").on(t.sendDate).where(sql`${t.status} = 'scheduled'`),
    check("newsletters_subject_not_blank", sql`btrim(${t.subject}) <> ''`),
  ],
);

/** One row per newsletter and subscriber: the unique key makes a retried or duplicated job a no-op. */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: id(),
    newsletterId: integer("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    status: deliveryStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    /**
     * Who is sending it now: a pending row with a claim is in flight. A claim is taken over only by the
     * holder of the job's lock (BullMQ) or after CLAIM_LEASE (in-process), so one row is sent by one
     * sender at a time; a sender that dies between SMTP and the mark leaves at most its in-flight rows.
     */
    claimToken: text("claim_token"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("newsletter_deliveries_newsletter_subscriber_key").on(t.newsletterId, t.subscriberId),
    index("newsletter_deliveries_subscriber_idx").on(t.subscriberId),
    // "Is anything left to send?" after every delivery: without it each check reads the whole list.
    index("newsletter_deliveries_open_idx").on(t.newsletterId).where(sql`${t.status} = 'pending'`),
  ],
);
