/**
 * The subscribers half of the tab 'Uutiskirjeet & Tilaajat' on a real database: the paged, searchable
 * list over 20,000 subscribers, cancelling and deleting by id, and the row actions' routes called as
 * Remix calls them, with an admin session.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { subscribers } from "#db/schema";
import { seedDatabase } from "#db/seed";
import { SUBSCRIBER_PAGE_SIZE } from "~/features/subscribers/admin.rules";
import { deleteSubscriber, findSubscriberById, listSubscribersForAdmin, subscribe, unsubscribeSubscriberById } from "~/features/subscribers/model.server";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/admin.uutiskirjeet.tilaajat.$id.peru";
import { action as deleteAction, loader as deleteLoader } from "~/routes/admin.uutiskirjeet.tilaajat.$id.poista";
import { getRequest, postForm } from "../support/requests";
import { adminCookie, post, run, toastOf } from "../support/tyre-admin";

const BULK = 20_000;
/** Every tenth generated subscriber has cancelled. */
const BULK_ACTIVE = BULK - BULK / 10;
const START = Date.parse("2025-01-01T00:00:00Z");
const MINUTE = 60_000;
const bulkEmail = (n: number) => `tilaaja${String(n).padStart(5, "0")}@example.fi`;

/** Addresses with LIKE's special characters, newer than every generated one. */
const SPECIAL = ["Sata%Prosenttia@Example.fi", "ala_viiva@example.fi", "kenoviiva\\x@example.fi", "alaXviiva@example.fi"];

let specialIds: number[] = [];
let cookie: string;

const idOf = async (email: string) => (await db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.email, email)))[0].id;
const rowOf = async (id: number) => (await db.select().from(subscribers).where(eq(subscribers.id, id)))[0];

beforeAll(async () => {
  cookie = await adminCookie("tilaaja-admin");
  // One statement, as the spec's "fast with 20,000" is about reading them, not about writing them.
  await db.execute(sql`
    insert into subscribers (email, is_subscribed, created_at, unsubscribed_at)
    select 'tilaaja' || lpad(n::text, 5, '0') || '@example.fi', n % 10 <> 0,
           ${new Date(START).toISOString()}::timestamptz + n * interval '1 minute',
           case when n % 10 = 0 then now() end
    from generate_series(1, ${BULK}) as n`);
  // Two rows created at the same instant: the newer id comes first.
  const newest = new Date(START + (BULK + 10) * MINUTE);
  specialIds = [];
  for (const [index, email] of SPECIAL.entries()) {
    const createdAt = index < 2 ? newest : new Date(START + (BULK + 5 - index) * MINUTE);
    const [row] = await db.insert(subscribers).values({ email, createdAt }).returning({ id: subscribers.id });
    specialIds.push(row.id);
  }
}, 120_000);

describe("the admin's list", () => {
  it("counts everything and shows the first page of 50, newest first", async () => {
    const started = performance.now();
    const page = await listSubscribersForAdmin({ page: 1, search: "" });
    const elapsed = performance.now() - started;
    expect(page.totalCount).toBe(BULK + SPECIAL.length);
    expect(page.activeCount).toBe(BULK_ACTIVE + SPECIAL.length);
    expect(page.total).toBe(BULK + SPECIAL.length);
    expect(page).toMatchObject({ page: 1, pageSize: SUBSCRIBER_PAGE_SIZE, pageCount: Math.ceil((BULK + SPECIAL.length) / 50), search: "" });
    expect(page.items).toHaveLength(50);
    // Same instant: the higher id first; then the specials by time; then the generated ones, newest first.
    expect(page.items.slice(0, 4).map((item) => item.email)).toEqual(["ala_viiva@example.fi", "Sata%Prosenttia@Example.fi", "kenoviiva\\x@example.fi", "alaXviiva@example.fi"]);
    expect(page.items.slice(4, 7).map((item) => item.email)).toEqual([bulkEmail(20_000), bulkEmail(19_999), bulkEmail(19_998)]);
    expect(page.items[4]).toEqual({
      id: expect.any(Number),
      email: bulkEmail(20_000),
      isSubscribed: false,
      createdAt: new Date(START + BULK * MINUTE).toISOString(),
    });
    expect(page.items[5].isSubscribed).toBe(true);
    // A page of 20,000 is a count and a page, not a read of every row: generous for a loaded machine.
    expect(elapsed).toBeLessThan(5_000);
  });

  it("pages through without gaps or repeats, and clamps a page past the end to the last one", async () => {
    const second = await listSubscribersForAdmin({ page: 2, search: "" });
    expect(second.items[0].email).toBe(bulkEmail(BULK - 46));
    const last = await listSubscribersForAdmin({ page: 100_000, search: "" });
    expect(last.page).toBe(last.pageCount);
    expect(last.items).toHaveLength((BULK + SPECIAL.length) % 50 || 50);
    expect(last.items.at(-1)?.email).toBe(bulkEmail(1));
    const beforeLast = await listSubscribersForAdmin({ page: last.pageCount - 1, search: "" });
    const seen = new Set([...beforeLast.items, ...last.items].map((item) => item.id));
    expect(seen.size).toBe(beforeLast.items.length + last.items.length);
    // Nonsense from a caller is bounded, never an error.
    expect((await listSubscribersForAdmin({ page: -5, search: "" })).page).toBe(1);
    expect((await listSubscribersForAdmin({ page: Number.NaN, search: "" })).page).toBe(1);
  });

  it("searches any part of the address, ignoring case, with counts of the whole list kept", async () => {
    const found = await listSubscribersForAdmin({ page: 1, search: "  TILAAJA1999 " });
    expect(found.search).toBe("TILAAJA1999");
    expect(found.total).toBe(10); // 19990..19999, not 01999
    expect(found.items.map((item) => item.email)).toEqual(Array.from({ length: 10 }, (_, i) => bulkEmail(19_999 - i)));
    expect(found.totalCount).toBe(BULK + SPECIAL.length);
    expect(found.activeCount).toBe(BULK_ACTIVE + SPECIAL.length);
    expect(found.pageCount).toBe(1);

    const many = await listSubscribersForAdmin({ page: 3, search: "@EXAMPLE.FI" });
    expect(many.total).toBe(BULK + SPECIAL.length);
    expect(many.page).toBe(3);
  });

  it("takes %, _ and \\ in a search literally", async () => {
    const emails = async (search: string) => (await listSubscribersForAdmin({ page: 1, search })).items.map((item) => item.email);
    expect(await emails("%")).toEqual(["Sata%Prosenttia@Example.fi"]);
    expect(await emails("a%p")).toEqual(["Sata%Prosenttia@Example.fi"]);
    expect(await emails("ala_")).toEqual(["ala_viiva@example.fi"]);
    expect(await emails("\\")).toEqual(["kenoviiva\\x@example.fi"]);
    expect(await emails("\\x@")).toEqual(["kenoviiva\\x@example.fi"]);
    expect(await emails("ei-ketaan")).toEqual([]);
    const none = await listSubscribersForAdmin({ page: 7, search: "ei-ketaan" });
    expect(none).toMatchObject({ total: 0, page: 1, pageCount: 1, items: [] });
  });

  it("lists only subscribed addresses when asked (the send dialog's recipients)", async () => {
    const active = await listSubscribersForAdmin({ page: 1, search: "" }, true);
    expect(active.total).toBe(BULK_ACTIVE + SPECIAL.length);
    expect(active.items.every((item) => item.isSubscribed)).toBe(true);
    expect(active.items.map((item) => item.email)).not.toContain(bulkEmail(20_000));
    const searched = await listSubscribersForAdmin({ page: 1, search: "tilaaja1999" }, true);
    expect(searched.total).toBe(9); // 19990 has cancelled
    expect(searched.items.map((item) => item.email)).not.toContain(bulkEmail(19_990));
  });
});

describe("cancelling and deleting by id", () => {
  it("cancels once, says so when already cancelled, and knows no stranger", async () => {
    const id = await idOf(bulkEmail(12_345));
    expect(await unsubscribeSubscriberById(id)).toBe("unsubscribed");
    const row = await rowOf(id);
    expect(row.isSubscribed).toBe(false);
    expect(row.unsubscribedAt).toBeInstanceOf(Date);
    expect(Math.abs(row.unsubscribedAt!.getTime() - Date.now())).toBeLessThan(60_000);

    expect(await unsubscribeSubscriberById(id)).toBe("already");
    expect((await rowOf(id)).unsubscribedAt?.getTime()).toBe(row.unsubscribedAt!.getTime());
    for (const bad of [0, -1, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER, Number.NaN, 999_999_999]) {
      expect(await unsubscribeSubscriberById(bad)).toBe("not_found");
    }
    const after = await listSubscribersForAdmin({ page: 1, search: "tilaaja12345" });
    expect(after.items[0].isSubscribed).toBe(false);
  });

  it("deletes a subscriber for good; a second delete finds nothing", async () => {
    await subscribe("poistettava@example.fi");
    const id = await idOf("poistettava@example.fi");
    expect(await findSubscriberById(id)).toEqual({ id, email: "poistettava@example.fi", isSubscribed: true });
    expect(await deleteSubscriber(id)).toBe(true);
    expect(await findSubscriberById(id)).toBeNull();
    expect(await deleteSubscriber(id)).toBe(false);
    expect(await deleteSubscriber(2 ** 40)).toBe(false);
    // The address may subscribe again later, as a new subscriber.
    expect((await subscribe("poistettava@example.fi")).status).toBe("created");
  });
});

describe("the row actions' routes", () => {
  const path = (id: number | string, action: "peru" | "poista", search = "") => `/admin/uutiskirjeet/tilaajat/${id}/${action}${search}`;

  it("'Peru tilaus' cancels and goes back to the list it came from with the toast", async () => {
    await subscribe("peruttava@example.fi");
    const id = await idOf("peruttava@example.fi");
    const response = (await run(unsubscribeAction, post(path(id, "peru", "?haku=peruttava&sivu=2&x=1"), {}, cookie), { id: String(id) })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/uutiskirjeet?haku=peruttava&sivu=2");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Tilaus peruttu" });
    expect((await rowOf(id)).isSubscribed).toBe(false);

    // A second post (a double click without JavaScript) changes nothing and still says it is cancelled.
    const again = (await run(unsubscribeAction, post(path(id, "peru"), {}, cookie), { id: String(id) })) as Response;
    expect(await toastOf(again)).toEqual({ type: "success", message: "Tilaus peruttu" });
  });

  it("'Peru tilaus' of an unknown or malformed id fails with the spec's message, never a 500", async () => {
    for (const id of ["999999999", "abc", "1e3", "99999999999999999999", "-1"]) {
      const response = (await run(unsubscribeAction, post(path(id, "peru"), {}, cookie), { id })) as Response;
      expect(response.status, id).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin/uutiskirjeet");
      expect(await toastOf(response)).toEqual({ type: "error", message: "Tilauksen peruminen epäonnistui" });
    }
  });

  it("a GET of 'peru' goes to the list; without a session it goes to the login", async () => {
    const response = (await run(unsubscribeLoader, getRequest(path(1, "peru", "?haku=x"), { Cookie: cookie }), { id: "1" })) as Response;
    expect(response.headers.get("Location")).toBe("/admin/uutiskirjeet?haku=x");
    const anonymous = (await run(unsubscribeAction, postForm(path(1, "peru")), { id: "1" })) as Response;
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login/);
  });

  it("the delete confirmation shows the address; an unknown or malformed id is a 404", async () => {
    await subscribe("vahvistettava@example.fi");
    const id = await idOf("vahvistettava@example.fi");
    expect(await run(deleteLoader, getRequest(path(id, "poista"), { Cookie: cookie }), { id: String(id) })).toEqual({
      subscriber: { id, email: "vahvistettava@example.fi" },
    });
    for (const bad of ["999999999", "abc", "0", "4294967296", "1".repeat(400)]) {
      const response = (await run(deleteLoader, getRequest(path(bad, "poista"), { Cookie: cookie }), { id: bad })) as Response;
      expect(response.status, bad).toBe(404);
      expect(await response.text()).toBe("Tilaajaa ei löytynyt.");
    }
  });

  it("confirming deletes and goes back to the list with the toast; a vanished subscriber fails politely", async () => {
    await subscribe("poistuva@example.fi");
    const id = await idOf("poistuva@example.fi");
    const response = (await run(deleteAction, post(path(id, "poista", "?sivu=3"), {}, cookie), { id: String(id) })) as Response;
    expect(response.headers.get("Location")).toBe("/admin/uutiskirjeet?sivu=3");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Tilaaja poistettu" });
    expect(await findSubscriberById(id)).toBeNull();

    for (const again of [String(id), "abc", "99999999999"]) {
      const failed = (await run(deleteAction, post(path(again, "poista"), {}, cookie), { id: again })) as Response;
      expect(failed.headers.get("Location")).toBe("/admin/uutiskirjeet");
      expect(await toastOf(failed)).toEqual({ type: "error", message: "Tilaajan poistaminen epäonnistui" });
    }
  });

  it("refuses a cross-origin delete", async () => {
    const id = specialIds[0];
    const response = (await run(deleteAction, postForm(path(id, "poista"), {}, { origin: "https://evil.example", headers: { Cookie: cookie } }), { id: String(id) })) as Response;
    expect(response.status).toBe(403);
    expect(await findSubscriberById(id)).not.toBeNull();
  });
});

// Last: the demo data adds to the list the tests above count.
describe("demo data", () => {
  it("adds a few subscribers, one cancelled, once", async () => {
    const before = await listSubscribersForAdmin({ page: 1, search: "@example.com" });
    expect(before.total).toBe(0);
    expect(await seedDatabase(db)).toEqual({ seeded: true });
    expect(await seedDatabase(db)).toEqual({ seeded: false });
    const demo = await listSubscribersForAdmin({ page: 1, search: "@example.com" });
    expect(demo.total).toBe(4);
    expect(demo.items.filter((item) => !item.isSubscribed).map((item) => item.email)).toEqual(["matti.virtanen@example.com"]);
    expect(demo.totalCount).toBe(before.totalCount + 4);
    expect(demo.activeCount).toBe(before.activeCount + 3);
  });
});
