/** Visitors' contact requests ('Yhteydenottopyyntö'), with Kaartobotti's conversation when the chat sent them. */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, createdAt } from "./columns";
import { conversations } from "./chatbot";

export const contactRequests = pgTable(
  "contact_requests",
  {
    id: id(),
    createdAt: createdAt(),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email"),
    message: text("message").notNull(),
    /** The visitor's own chat conversation ('conv_…'), while it is kept; only its owner can attach it. */
    conversationId: text("conversation_id").references(() => conversations.conversationId, { onDelete: "set null" }),
    /** Null while the request is new. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    index("contact_requests_created_idx").on(t.createdAt),
    index("contact_requests_new_idx").on(t.createdAt).where(sql`${t.handledAt} is null`),
    index("contact_requests_conversation_idx").on(t.conversationId),
    check("contact_requests_name_not_blank", sql`btrim(${t.name}) <> ''`),
    check("contact_requests_message_not_blank", sql`btrim(${t.message}) <> ''`),
    check("contact_requests_contact_given", sql`${t.phone} is not null or ${t.email} is not null`),
    check(
      "contact_requests_lengths",
      sql`length(${t.name}) <= 100 and coalesce(length(${t.phone}), 0) <= 40 and coalesce(length(${t.email}), 0) <= 254
        and length(${t.message}) <= 2000`,
    ),
  ],
);
