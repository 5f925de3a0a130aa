/**
 * The admin tab 'Chatbot Palaute': its loaders, called as Remix would with an admin session, over
 * conversations, messages and feedback stored through the models.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { conversations } from "#db/schema";
import { createAdmin } from "~/services/admins.server";
import { appendMessages, registerConversation } from "~/features/chat/model.server";
import { saveFeedback } from "~/features/feedback/model.server";
import { loader as transcriptLoader } from "~/routes/admin.palaute.$conversationId";
import { loader as tabLoader } from "~/routes/admin.palaute";
import { startAdminSession } from "~/services/session.server";
import { cookieHeader, getRequest, settle } from "../support/requests";

let cookie: string;

beforeAll(async () => {
  const admin = await createAdmin("palaute-admin", "palaute-salasana-123");
  cookie = cookieHeader(await startAdminSession(getRequest("/admin/login"), admin));
});

const HOUR = 3_600_000;
// Fixed start times: conversation n started n × 7 hours before a reference point, so the order and
// the daily groups are known; one more started 40 days ago (outside the 30-day daily table).
const reference = Date.now() - HOUR;
const startOf = (n: number) => new Date(reference - n * 7 * HOUR);
const idOf = (n: number) => `conv_${1_700_000_000_000 + n}_t${String(n).padStart(2, "0")}`;
const OLD_ID = "conv_1600000000000_old";

async function openTab(search = "") {
  return tabLoader({ request: getRequest(`/admin/palaute${search}`, { Cookie: cookie }), params: {}, context: {} });
}

async function openTranscript(conversationId: string) {
  const request = getRequest(`/admin/palaute/${conversationId}`, { Cookie: cookie });
  return transcriptLoader({ request, params: { conversationId }, context: {} });
}

/** The calendar day of an instant in Helsinki, computed independently of the SQL under test. */
const helsinkiDay = (date: Date) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(date);

describe("the feedback tab", () => {
  it("refuses a request without a session", async () => {
    const result = await settle(() => tabLoader({ request: getRequest("/admin/palaute"), params: {}, context: {} }));
    expect((result as Response).headers.get("Location")).toMatch(/^\/admin\/login/);
  });

  it("is empty before any conversation or feedback", async () => {
    const data = await openTab();
    expect(data.summary).toEqual({ total: 0, average: null, distribution: [] });
    expect(data.conversations).toEqual({ window: { page: 1, pageCount: 1, from: 0, to: 0, total: 0 }, rows: [] });
    expect(data.daily).toEqual([]);
    expect(data.feedback).toEqual([]);
  });

  describe("with data", () => {
    beforeAll(async () => {
      for (let n = 1; n <= 23; n++) {
        expect(await registerConversation(idOf(n), `10.0.0.${n}`)).toBe(true);
        await db.update(conversations).set({ startedAt: startOf(n) }).where(eq(conversations.conversationId, idOf(n)));
      }
      await registerConversation(OLD_ID, null);
      await db.update(conversations).set({ startedAt: new Date(reference - 40 * 24 * HOUR) }).where(eq(conversations.conversationId, OLD_ID));

      await appendMessages(idOf(2), null, [
        { role: "user", content: "Onko 205/55R16 kesärenkaita?" },
        { role: "assistant", content: "", toolCalls: [{ name: "searchTires", arguments: '{"size":"205/55R16"}' }] },
        { role: "tool", content: '{"count":3}' },
      ]);
      await appendMessages(idOf(2), null, [{ role: "assistant", content: "Löytyi **3** rengasta." }]);

      // Ratings 10, 8, 8, 7, 5, 3, 0 and one without: average 41 / 7 = 5.857… → 5.9.
      const entries = [
        { rating: 10, comment: "Loistava palvelu", source: "feedback_form" as const, conversationId: idOf(2) },
        { rating: 8, comment: "", source: "chat_thumbs" as const },
        { rating: 8, comment: "Hyvä", source: "feedback_form" as const },
        { rating: 7, comment: "Ok", source: "feedback_form" as const },
        { rating: 5, comment: "", source: "feedback_form" as const },
        { rating: 3, comment: "Huono", source: "chat_thumbs" as const },
        { rating: 0, comment: "Ei toiminut", source: "feedback_form" as const, conversationId: "conv_1_unknown" },
        { rating: null, comment: "Pelkkä kommentti", source: "feedback_form" as const },
      ];
      for (const entry of entries) await saveFeedback(entry);
    });

    it("sums up the feedback: total, average to one decimal and the distribution highest first", async () => {
      const { summary } = await openTab();
      expect(summary.total).toBe(8);
      expect(summary.average).toBe(5.9);
      expect(summary.distribution).toEqual([
        { rating: 10, count: 1 },
        { rating: 8, count: 2 },
        { rating: 7, count: 1 },
        { rating: 5, count: 1 },
        { rating: 3, count: 1 },
        { rating: 0, count: 1 },
      ]);
    });

    it("lists the feedback newest first with its source and the conversation link only when it exists", async () => {
      const { feedback } = await openTab();
      expect(feedback.map((entry) => entry.rating)).toEqual([null, 0, 3, 5, 7, 8, 8, 10]);
      expect(feedback[0]).toMatchObject({ comment: "Pelkkä kommentti", source: "feedback_form", conversationId: null });
      expect(feedback[1].conversationId).toBeNull(); // an unknown id is not linked
      expect(feedback[7]).toMatchObject({ comment: "Loistava palvelu", conversationId: idOf(2) });
      expect(feedback[2].source).toBe("chat_thumbs");
      expect(Date.now() - Date.parse(feedback[0].createdAt)).toBeLessThan(60_000);
    });

    it("pages the conversations 10 at a time, newest first, with the range of each page", async () => {
      const first = await openTab();
      expect(first.conversations.window).toEqual({ page: 1, pageCount: 3, from: 1, to: 10, total: 24 });
      expect(first.conversations.rows.map((row) => row.conversationId)).toEqual(Array.from({ length: 10 }, (_, i) => idOf(i + 1)));
      expect(first.conversations.rows[0]).toEqual({
        conversationId: idOf(1),
        startedAt: startOf(1).toISOString(),
        userIp: "10.0.0.1",
        messageCount: 0,
      });
      expect(first.conversations.rows[1].messageCount).toBe(4);

      const second = await openTab("?sivu=2");
      expect(second.conversations.window).toMatchObject({ page: 2, from: 11, to: 20, total: 24 });
      expect(second.conversations.rows.map((row) => row.conversationId)).toEqual(Array.from({ length: 10 }, (_, i) => idOf(i + 11)));

      const last = await openTab("?sivu=3&x=1");
      expect(last.conversations.window).toMatchObject({ page: 3, from: 21, to: 24, total: 24 });
      expect(last.conversations.rows.map((row) => row.conversationId)).toEqual([idOf(21), idOf(22), idOf(23), OLD_ID]);
      expect(last.conversations.rows[3].userIp).toBeNull();
    });

    it("shows the last page for a page past the end and page 1 for a bad page number", async () => {
      const past = await openTab("?sivu=99");
      expect(past.conversations.window).toMatchObject({ page: 3, from: 21, to: 24 });
      expect(past.conversations.rows).toHaveLength(4);
      const bad = await openTab("?sivu=kaksi");
      expect(bad.conversations.window).toMatchObject({ page: 1, from: 1, to: 10 });
    });

    it("counts conversation starts per Helsinki day for the last 30 days, newest day first", async () => {
      const { daily } = await openTab();
      const expected = new Map<string, number>();
      for (let n = 1; n <= 23; n++) {
        const day = helsinkiDay(startOf(n));
        expected.set(day, (expected.get(day) ?? 0) + 1);
      }
      expect(daily).toEqual([...expected].map(([date, count]) => ({ date, count })));
      expect(daily.reduce((sum, day) => sum + day.count, 0)).toBe(23); // the 40-day-old one is left out
      expect(daily.map((day) => day.date)).toEqual([...daily.map((day) => day.date)].sort().reverse());
    });

    describe("the transcript", () => {
      it("shows the conversation and every message in order with roles and tool calls", async () => {
        const data = await openTranscript(idOf(2));
        expect(data.conversation).toEqual({
          conversationId: idOf(2),
          startedAt: startOf(2).toISOString(),
          userIp: "10.0.0.2",
          messageCount: 4,
        });
        expect(data.messages.map((message) => [message.role, message.content])).toEqual([
          ["user", "Onko 205/55R16 kesärenkaita?"],
          ["assistant", ""],
          ["tool", '{"count":3}'],
          ["assistant", "Löytyi **3** rengasta."],
        ]);
        expect(data.messages[1].toolCalls).toEqual([{ name: "searchTires", arguments: '{"size":"205/55R16"}' }]);
        expect(data.messages[0].toolCalls).toBeNull();
      });

      it("is a Finnish 404 for an unknown or malformed id", async () => {
        for (const id of ["conv_1_eiole", "ei-tunnus", "../admin"]) {
          const result = (await settle(() => openTranscript(id))) as Response;
          expect(result).toBeInstanceOf(Response);
          expect(result.status).toBe(404);
          expect(await result.text()).toBe("Keskustelua ei löytynyt.");
        }
      });

      it("refuses a request without a session", async () => {
        const request = getRequest(`/admin/palaute/${idOf(2)}`);
        const result = await settle(() => transcriptLoader({ request, params: { conversationId: idOf(2) }, context: {} }));
        expect((result as Response).headers.get("Location")).toMatch(/^\/admin\/login/);
      });
    });
  });
});
