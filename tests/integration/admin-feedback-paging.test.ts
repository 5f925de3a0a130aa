/**
 * The feedback table of 'Chatbot Palaute' pages through every entry, 50 a page, with its own parameter
 * (`palautesivu`) beside the conversation list's `sivu`; it used to show only the newest 500.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { feedback } from "#db/schema";
import { loader as tabLoader } from "~/routes/admin.palaute";
import { getRequest } from "../support/requests";
import { adminCookie, run } from "../support/tyre-admin";

let cookie: string;
const TOTAL = 523;
beforeAll(async () => {
  cookie = await adminCookie("palaute-sivut");
  const now = Date.now();
  // Entry n is n minutes old: 'Palaute 0' is the newest.
  await db.insert(feedback).values(
    Array.from({ length: TOTAL }, (_, n) => ({ rating: n % 11, comment: `Palaute ${n}`, source: "feedback_form" as const, createdAt: new Date(now - n * 60_000) })),
  );
});

const openTab = async (search = "") => (await run(tabLoader, getRequest(`/admin/palaute${search}`, { Cookie: cookie }))) as Awaited<ReturnType<typeof tabLoader>>;

describe("feedback paging", () => {
  it("shows 50 a page, newest first, and reaches the oldest beyond 500", async () => {
    const first = await openTab();
    expect(first.feedbackWindow).toEqual({ page: 1, pageCount: 11, from: 1, to: 50, total: TOTAL });
    expect(first.feedback.map((entry) => entry.comment).slice(0, 2)).toEqual(["Palaute 0", "Palaute 1"]);

    const last = await openTab("?palautesivu=11&sivu=1");
    expect(last.feedbackWindow).toMatchObject({ page: 11, from: 501, to: TOTAL });
    expect(last.feedback).toHaveLength(23);
    expect(last.feedback.at(-1)?.comment).toBe(`Palaute ${TOTAL - 1}`);

    // Past the end is the last page; nonsense is the first.
    expect((await openTab("?palautesivu=99")).feedbackWindow.page).toBe(11);
    expect((await openTab("?palautesivu=x%00")).feedbackWindow.page).toBe(1);
  });
});
