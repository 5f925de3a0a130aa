import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { contactRequests, conversationMessages, conversations, feedback, quoteRequests, rateLimits } from "#db/schema";
import { purgeExpiredPersonalData } from "~/features/privacy/jobs.server";

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setMonth(date.getMonth() - months);
  return date;
};

describe("personal data retention", () => {
  it("deletes conversations, quote and contact requests after 12 months and feedback after 24, as the privacy notice says", async () => {
    const [old] = await db
      .insert(conversations)
      .values({ conversationId: "conv_1_old", userIp: "203.0.113.9", startedAt: monthsAgo(13) })
      .returning();
    await db.insert(conversationMessages).values({ conversationId: old.id, role: "user", content: "Hei" });
    await db.insert(conversations).values({ conversationId: "conv_2_recent", userIp: "203.0.113.10", startedAt: monthsAgo(11) });
    await db.insert(feedback).values([
      { rating: 3, source: "feedback_form", createdAt: monthsAgo(25) },
      { rating: 9, source: "feedback_form", createdAt: monthsAgo(23) },
    ]);
    await db.insert(rateLimits).values([
      { key: "chat:203.0.113.9", count: 3, resetAt: new Date(Date.now() - 1000) },
      { key: "chat:203.0.113.10", count: 1, resetAt: new Date(Date.now() + 60_000) },
    ]);

    await db.insert(quoteRequests).values([
      { name: "Vanha Pyytäjä", phone: "040 111 2222", createdAt: monthsAgo(13), handledAt: monthsAgo(12) },
      { name: "Uusi Pyytäjä", email: "uusi@example.fi", createdAt: monthsAgo(11) },
    ]);

    await db.insert(contactRequests).values([
      { name: "Vanha Soittaja", phone: "040 333 4444", message: "Soittakaa", createdAt: monthsAgo(13) },
      { name: "Uusi Soittaja", email: "soittaja@example.fi", message: "Soittakaa", createdAt: monthsAgo(11) },
    ]);

    expect(await purgeExpiredPersonalData()).toEqual({ conversations: 1, feedback: 1, quoteRequests: 1, contactRequests: 1 });
    expect((await db.select({ name: contactRequests.name }).from(contactRequests)).map((row) => row.name)).toEqual(["Uusi Soittaja"]);

    const left = await db.select({ id: conversations.conversationId }).from(conversations);
    expect(left.map((row) => row.id)).toEqual(["conv_2_recent"]);
    const [{ messages }] = await db.select({ messages: sql<number>`count(*)::int` }).from(conversationMessages);
    expect(messages).toBe(0);
    const ratings = await db.select({ rating: feedback.rating }).from(feedback);
    expect(ratings).toEqual([{ rating: 9 }]);
    const keys = await db.select({ key: rateLimits.key }).from(rateLimits);
    expect(keys).toEqual([{ key: "chat:203.0.113.10" }]);
    const requests = await db.select({ name: quoteRequests.name }).from(quoteRequests);
    expect(requests).toEqual([{ name: "Uusi Pyytäjä" }]);
  });
});
