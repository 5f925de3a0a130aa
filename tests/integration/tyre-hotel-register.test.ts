/**
 * The tyre hotel's register on the real database: customers, vehicles and sets through the routes'
 * actions (as an admin's form posts them), the place conflict as a Finnish field error (never a 500),
 * check-out and check-in again with their events and who did them, the search's three kinds, the
 * customer page, photos (content-checked, at most eight, private), the label's QR code and the cascade.
 */
import type { SubmissionResult } from "@conform-to/react";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "#db/client";
import { hotelCustomers, hotelReminderRounds, hotelReminders, hotelSetEvents, hotelSetPhotos, hotelSets, hotelVehicles } from "#db/schema";
import { searchRegister, searchTerms } from "~/features/tyre-hotel/model.server";
import { checkInNewSet, checkOutSet, occupancy, swapList } from "~/features/tyre-hotel/sets.model.server";
import { HOTEL_MAX_PHOTOS, HOTEL_TEXTS as T } from "~/features/tyre-hotel/texts";
import { createAdmin } from "~/services/admins.server";
import { startAdminSession } from "~/services/session.server";
import { takeToast } from "~/services/toast.server";
import { action as newCustomer } from "~/routes/admin.rengashotelli.asiakkaat.uusi";
import { loader as customerPage } from "~/routes/admin.rengashotelli.asiakkaat.$id";
import { action as deleteCustomer } from "~/routes/admin.rengashotelli.asiakkaat.$id.poista";
import { action as newVehicle } from "~/routes/admin.rengashotelli.asiakkaat.$id.ajoneuvot.uusi";
import { action as newSet } from "~/routes/admin.rengashotelli.sarjat.uusi";
import { action as uploadPhoto, loader as setPage } from "~/routes/admin.rengashotelli.sarjat.$id";
import { action as editSet } from "~/routes/admin.rengashotelli.sarjat.$id.muokkaa";
import { action as checkOut } from "~/routes/admin.rengashotelli.sarjat.$id.luovutus";
import { action as checkIn } from "~/routes/admin.rengashotelli.sarjat.$id.sisaan";
import { loader as labelLoader } from "~/routes/admin.rengashotelli.sarjat.$id_.tarra";
import { loader as photoLoader } from "~/routes/admin.rengashotelli.kuvat.$photoId";
import { loader as registerLoader } from "~/routes/admin.rengashotelli._index";
import { loader as swapLoader } from "~/routes/admin.rengashotelli.vaihtolista";
import { ORIGIN, cookieHeader, getRequest, postForm, routeArgs, settle } from "../support/requests";

let cookie: string;
const asAdmin = () => ({ headers: { Cookie: cookie } });
type Refusal = { data: { result: SubmissionResult<string[]> }; init: { status: number } };

async function toastOf(response: Response) {
  const setCookie = response.headers.get("Set-Cookie");
  return (await takeToast(new Request("http://x", { headers: { Cookie: setCookie ? cookieHeader(setCookie) : "" } }))).toast;
}
const idFrom = (response: Response, pattern: RegExp) => Number(pattern.exec(response.headers.get("Location") ?? "")?.[1]);

const tyreFields = (treads: string[], dots: string[] = []) =>
  Object.fromEntries(
    treads.flatMap((tread, index) => [
      [`tyres[${index}].position`, ["VE", "OE", "VT", "OT", "VA", "LI"][index]],
      [`tyres[${index}].dot`, dots[index] ?? ""],
      [`tyres[${index}].tread`, tread],
    ]),
  );

async function png(): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c00" } }).png().toBuffer());
}
function multipart(path: string, file: { bytes: Uint8Array; name: string; type: string } | null) {
  const form = new FormData();
  if (file) form.append("photo", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers: { Origin: ORIGIN, Cookie: cookie }, body: form });
}

beforeAll(async () => {
  const admin = await createAdmin("hotelli", "oikea-salasana-123");
  cookie = cookieHeader(await startAdminSession(getRequest("/admin/login"), admin));
});
beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the register's flow", () => {
  it("creates a customer, a vehicle and a set; refuses a taken place; checks out and in again with events", async () => {
    const created = (await newCustomer(routeArgs(postForm("/admin/rengashotelli/asiakkaat/uusi", { name: "Maija Mehiläinen", phone: "040 123 4567", email: "maija@example.fi", reminderConsent: "on" }, asAdmin())))) as Response;
    expect(created.status).toBe(302);
    expect(await toastOf(created)).toMatchObject({ message: T.toasts.customerCreated });
    const customerId = idFrom(created, /asiakkaat\/(\d+)$/);
    expect(customerId).toBeGreaterThan(0);

    const vehicle = (await newVehicle(routeArgs(postForm(`/admin/rengashotelli/asiakkaat/${customerId}/ajoneuvot/uusi`, { registration: "mhl 42", makeModel: "Škoda Octavia" }, asAdmin()), { id: String(customerId) }))) as Response;
    expect(vehicle.status).toBe(302);
    const [car] = await db.select().from(hotelVehicles).where(eq(hotelVehicles.customerId, customerId));
    expect(car.registration).toBe("MHL-42");

    // The same plate again (typed otherwise) is the field's error, not a 500.
    const twice = (await newVehicle(routeArgs(postForm(`/admin/rengashotelli/asiakkaat/${customerId}/ajoneuvot/uusi`, { registration: "MHL-42" }, asAdmin()), { id: String(customerId) }))) as unknown as Refusal;
    expect(twice.init.status).toBe(409);
    expect(twice.data.result.error?.registration).toEqual([T.errors.registrationTaken("MHL-42")]);

    const setForm = { season: "winter", size: "205/55 R16", brandModel: "Nokian Hakkapeliitta R5", withRims: "on", location: "a1/1", ...tyreFields(["7", "6,5", "3,9", "4"], ["2321", "2321", "2321", "2321"]) };
    const set = (await newSet(routeArgs(postForm(`/admin/rengashotelli/sarjat/uusi?ajoneuvo=${car.id}`, setForm, asAdmin())))) as Response;
    expect(set.status).toBe(302);
    const setId = idFrom(set, /sarjat\/(\d+)$/);
    const [stored] = await db.select().from(hotelSets).where(eq(hotelSets.id, setId));
    expect(stored).toMatchObject({ status: "stored", location: "A1/1", size: "205/55R16", withRims: true, checkedInBy: "hotelli" });
    expect(stored.tyres).toEqual([
      { position: "VE", dot: "2321", treadMm: 7 },
      { position: "OE", dot: "2321", treadMm: 6.5 },
      { position: "VT", dot: "2321", treadMm: 3.9 },
      { position: "OT", dot: "2321", treadMm: 4 },
    ]);

    // Another car's set on the same place (typed in lower case): the place's Finnish error, everything typed kept.
    const other = (await db.insert(hotelVehicles).values({ customerId, registration: "XYZ-9" }).returning())[0];
    const taken = (await newSet(routeArgs(postForm(`/admin/rengashotelli/sarjat/uusi?ajoneuvo=${other.id}`, { ...setForm, location: "A1 / 1", brandModel: "Toinen" }, asAdmin())))) as unknown as Refusal;
    expect(taken.init.status).toBe(409);
    expect(taken.data.result.error?.location).toEqual([T.errors.placeTaken("A1/1")]);
    expect(taken.data.result.initialValue).toMatchObject({ brandModel: "Toinen", location: "A1 / 1", size: "205/55 R16" });
    expect(await db.select().from(hotelSets).where(eq(hotelSets.vehicleId, other.id))).toEqual([]);

    // An edit onto a taken place is refused the same way.
    const second = await checkInNewSet(other.id, { season: "summer", size: "195/65R15", brandModel: null, withRims: false, tyres: [{ position: "VE", dot: null, treadMm: 5 }], location: "A1/2", notes: null }, "testi");
    if (!second.ok) throw new Error(second.error);
    const moved = (await editSet(routeArgs(postForm(`/admin/rengashotelli/sarjat/${second.set.id}/muokkaa`, { season: "summer", size: "195/65R15", location: "a1/1", ...tyreFields(["5", "", "", ""]) }, asAdmin()), { id: String(second.set.id) }))) as unknown as Refusal;
    expect(moved.init.status).toBe(409);
    expect(moved.data.result.error?.location).toEqual([T.errors.placeTaken("A1/1")]);

    // Check-out: status out, place freed, the customer's last check-out, an event with the place.
    const out = (await checkOut(routeArgs(postForm(`/admin/rengashotelli/sarjat/${setId}/luovutus`, { at: "2026-04-15T10:30" }, asAdmin()), { id: String(setId) }))) as Response;
    expect(await toastOf(out)).toMatchObject({ message: T.toasts.checkedOut });
    const [afterOut] = await db.select().from(hotelSets).where(eq(hotelSets.id, setId));
    expect(afterOut).toMatchObject({ status: "out", location: null, checkedOutBy: "hotelli" });
    expect(afterOut.checkedOutAt?.toISOString()).toBe("2026-04-15T07:30:00.000Z");
    const [owner] = await db.select().from(hotelCustomers).where(eq(hotelCustomers.id, customerId));
    expect(owner.lastCheckOutAt?.toISOString()).toBe("2026-04-15T07:30:00.000Z");
    const outAgain = (await checkOut(routeArgs(postForm(`/admin/rengashotelli/sarjat/${setId}/luovutus`, {}, asAdmin()), { id: String(setId) }))) as unknown as Refusal;
    expect(outAgain.init.status).toBe(409);

    // The place is free now: another set may take it.
    const third = await checkInNewSet(other.id, { season: "winter", size: "195/65R15", brandModel: null, withRims: false, tyres: [{ position: "VE", dot: null, treadMm: 8 }], location: "A1/1", notes: null }, "testi");
    expect(third.ok).toBe(true);

    // Check-in again: a taken place refused, then a free one with new readings.
    const refusedIn = (await checkIn(routeArgs(postForm(`/admin/rengashotelli/sarjat/${setId}/sisaan`, { location: "A1/1", ...tyreFields(["6", "6", "6", "6"]) }, asAdmin()), { id: String(setId) }))) as unknown as Refusal;
    expect(refusedIn.data.result.error?.location).toEqual([T.errors.placeTaken("A1/1")]);
    const badIn = (await checkIn(routeArgs(postForm(`/admin/rengashotelli/sarjat/${setId}/sisaan`, { location: "B2/3", at: "huomenna", ...tyreFields(["6", "x", "6", "6"]) }, asAdmin()), { id: String(setId) }))) as unknown as Refusal;
    expect(badIn.init.status).toBe(400);
    expect(Object.keys(badIn.data.result.error ?? {}).sort()).toEqual(["at", "tyres[1].tread"]);
    const back = (await checkIn(routeArgs(postForm(`/admin/rengashotelli/sarjat/${setId}/sisaan`, { location: "b2/3", ...tyreFields(["6", "6", "5,5", "5,5"]) }, asAdmin()), { id: String(setId) }))) as Response;
    expect(await toastOf(back)).toMatchObject({ message: T.toasts.checkedIn });
    const [again] = await db.select().from(hotelSets).where(eq(hotelSets.id, setId));
    expect(again).toMatchObject({ status: "stored", location: "B2/3", checkedOutAt: null });
    expect(again.tyres.map((tyre) => tyre.treadMm)).toEqual([6, 6, 5.5, 5.5]);

    const events = await db.select().from(hotelSetEvents).where(eq(hotelSetEvents.setId, setId)).orderBy(hotelSetEvents.id);
    expect(events.map((event) => [event.kind, event.by, event.location])).toEqual([
      ["check_in", "hotelli", "A1/1"],
      ["check_out", "hotelli", "A1/1"],
      ["check_in", "hotelli", "B2/3"],
    ]);
    expect(events[0].tyres?.[2]).toEqual({ position: "VT", dot: "2321", treadMm: 3.9 });
    expect(events[2].tyres?.[2]).toEqual({ position: "VT", dot: null, treadMm: 5.5 });

    // The set page: warnings from the readings, the history newest first.
    const page = (await setPage(routeArgs(getRequest(`/admin/rengashotelli/sarjat/${setId}`, { Cookie: cookie }), { id: String(setId) }))) as Awaited<ReturnType<typeof setPage>>;
    expect(page.set.history).toHaveLength(3);
    expect(page.set.history[0]).toMatch(/^Tuotu varastoon .*hotelli, paikka B2\/3$/);
    expect(page.set.status).toBe("stored");

    // The customer page with the reminders of the rounds.
    const [round] = await db.insert(hotelReminderRounds).values({ season: "winter", seasonKey: "2026-winter", sendAt: new Date("2026-09-20T06:00:00Z"), status: "sent" }).returning();
    await db.insert(hotelReminders).values({ roundId: round.id, setId, customerId, status: "sent", sentAt: new Date("2026-09-20T06:01:00Z") });
    const file = (await customerPage(routeArgs(getRequest(`/admin/rengashotelli/asiakkaat/${customerId}`, { Cookie: cookie }), { id: String(customerId) }))) as Awaited<ReturnType<typeof customerPage>>;
    expect(file.customer).toMatchObject({ name: "Maija Mehiläinen", reminderConsent: true, lastCheckOut: "15.4.2026" });
    expect(file.vehicles.map((vehicle) => vehicle.registration)).toEqual(["MHL-42", "XYZ-9"]);
    expect(file.vehicles[0].sets[0]).toMatchObject({ id: setId, status: "stored", location: "B2/3" });
    expect(file.reminders).toEqual([{ id: expect.any(Number), setId, seasonKey: "2026-winter", season: "Talvirenkaat", status: "Lähetetty", sentAt: "20.9.2026 klo 09.01" }]);

    // The label: the QR code encodes the set page's absolute address.
    const label = (await labelLoader(routeArgs(getRequest(`/admin/rengashotelli/sarjat/${setId}/tarra`, { Cookie: cookie }), { id: String(setId) }))) as Awaited<ReturnType<typeof labelLoader>>;
    expect(label).toMatchObject({ registration: "MHL-42", location: "B2/3", season: "Talvirenkaat", size: "205/55R16" });
    expect(label.url).toMatch(new RegExp(`^https?://[^/]+/admin/rengashotelli/sarjat/${setId}$`));
    expect(label.qrSvg).toMatch(/^<svg[^>]*>.*<path/s);

    // Deleting the customer takes the vehicles, sets, events and reminders with it.
    const gone = (await deleteCustomer(routeArgs(postForm(`/admin/rengashotelli/asiakkaat/${customerId}/poista`, {}, asAdmin()), { id: String(customerId) }))) as Response;
    expect(await toastOf(gone)).toMatchObject({ message: T.toasts.customerDeleted });
    expect(await db.select().from(hotelVehicles).where(eq(hotelVehicles.customerId, customerId))).toEqual([]);
    expect(await db.select().from(hotelSets).where(eq(hotelSets.id, setId))).toEqual([]);
    expect(await db.select().from(hotelSetEvents).where(eq(hotelSetEvents.setId, setId))).toEqual([]);
    expect(await db.select().from(hotelReminders).where(eq(hotelReminders.customerId, customerId))).toEqual([]);
  });

  it("refuses a bad customer form with the values kept, and unknown ids with 404", async () => {
    const refused = (await newCustomer(routeArgs(postForm("/admin/rengashotelli/asiakkaat/uusi", { name: " ", phone: "soita", email: "ei-osoite", notes: "muista" }, asAdmin())))) as unknown as Refusal;
    expect(refused.init.status).toBe(400);
    expect(Object.keys(refused.data.result.error ?? {}).sort()).toEqual(["email", "name", "phone"]);
    expect(refused.data.result.initialValue).toMatchObject({ phone: "soita", email: "ei-osoite", notes: "muista" });
    for (const id of ["0", "007", "99999999999", "abc"]) {
      const missing = await settle(() => customerPage(routeArgs(getRequest(`/admin/rengashotelli/asiakkaat/${id}`, { Cookie: cookie }), { id })));
      expect((missing as Response).status).toBe(404);
    }
    const noVehicle = await settle(() => newSet(routeArgs(postForm("/admin/rengashotelli/sarjat/uusi?ajoneuvo=123456", {}, asAdmin()))));
    expect((noVehicle as Response).status).toBe(404);
  });
});

describe("photos of a set", () => {
  it("take real images only, at most eight, served privately to an admin", async () => {
    const [customer] = await db.insert(hotelCustomers).values({ name: "Kuvaaja" }).returning();
    const [car] = await db.insert(hotelVehicles).values({ customerId: customer.id, registration: "KUV-1" }).returning();
    const result = await checkInNewSet(car.id, { season: "summer", size: "205/55R16", brandModel: null, withRims: false, tyres: [{ position: "VE", dot: null, treadMm: 5 }], location: "K/1", notes: null }, "testi");
    if (!result.ok) throw new Error(result.error);
    const setId = result.set.id;
    const path = `/admin/rengashotelli/sarjat/${setId}`;

    const fake = (await uploadPhoto(routeArgs(multipart(path, { bytes: new TextEncoder().encode("ei kuva"), name: "kuva.png", type: "image/png" }), { id: String(setId) }))) as unknown as { data: { photoError: string }; init: { status: number } };
    expect(fake.init.status).toBe(400);
    expect(fake.data.photoError).toMatch(/File type not supported/);
    const empty = (await uploadPhoto(routeArgs(multipart(path, null), { id: String(setId) }))) as unknown as { data: { photoError: string } };
    expect(empty.data.photoError).toBe(T.errors.noPhoto);

    const bytes = await png();
    for (let index = 0; index < HOTEL_MAX_PHOTOS; index++) {
      const added = (await uploadPhoto(routeArgs(multipart(path, { bytes, name: `kuva${index}.png`, type: "image/png" }), { id: String(setId) }))) as Response;
      expect(added.status).toBe(302);
    }
    const ninth = (await uploadPhoto(routeArgs(multipart(path, { bytes, name: "yli.png", type: "image/png" }), { id: String(setId) }))) as unknown as { data: { photoError: string } };
    expect(ninth.data.photoError).toBe(T.errors.tooManyPhotos);
    const photos = await db.select().from(hotelSetPhotos).where(eq(hotelSetPhotos.setId, setId));
    expect(photos).toHaveLength(HOTEL_MAX_PHOTOS);

    const served = (await photoLoader(routeArgs(getRequest(`/admin/rengashotelli/kuvat/${photos[0].id}`, { Cookie: cookie }), { photoId: String(photos[0].id) }))) as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toBe("private, no-store");
    const anonymous = (await settle(() => photoLoader(routeArgs(getRequest(`/admin/rengashotelli/kuvat/${photos[0].id}`), { photoId: String(photos[0].id) })))) as Response;
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login/);
    const missing = (await photoLoader(routeArgs(getRequest("/admin/rengashotelli/kuvat/999999", { Cookie: cookie }), { photoId: "999999" }))) as Response;
    expect(missing.status).toBe(404);
  });
});

describe("the register's search and views", () => {
  beforeAll(async () => {
    const people = [
      { name: "Aino Virtanen", phone: "+358 40 111 2222", plates: ["ABC-123", "ABD-1"] },
      { name: "Pekka Virtanen", phone: "050-333 4444", plates: ["XYZ-777"] },
      { name: "Liisa Korhonen", phone: null, plates: [] },
      { name: "100% Oy_Testi", phone: "09 123", plates: ["CD-1234"] },
    ];
    for (const person of people) {
      const [customer] = await db.insert(hotelCustomers).values({ name: person.name, phone: person.phone }).returning();
      for (const plate of person.plates) await db.insert(hotelVehicles).values({ customerId: customer.id, registration: plate });
    }
    const abc = (await db.select().from(hotelVehicles).where(eq(hotelVehicles.registration, "ABC-123")))[0];
    const xyz = (await db.select().from(hotelVehicles).where(eq(hotelVehicles.registration, "XYZ-777")))[0];
    await checkInNewSet(abc.id, { season: "winter", size: "205/55R16", brandModel: null, withRims: false, tyres: [{ position: "VE", dot: null, treadMm: 3 }], location: "S10/2", notes: null }, "t");
    await checkInNewSet(xyz.id, { season: "winter", size: "195/65R15", brandModel: null, withRims: false, tyres: [{ position: "VE", dot: null, treadMm: 8 }], location: "S2/11", notes: null }, "t");
    const summer = await checkInNewSet(xyz.id, { season: "summer", size: "195/65R15", brandModel: null, withRims: false, tyres: [{ position: "VE", dot: null, treadMm: 8 }], location: "S2/3", notes: null }, "t");
    if (summer.ok) await checkOutSet(summer.set.id, "t");
  });
  const names = async (query: string) => (await searchRegister(query, { limit: 20, offset: 0 })).customers.map((customer) => customer.name);

  it("finds by registration prefix, however typed", async () => {
    expect(await names("abc123")).toEqual(["Aino Virtanen"]);
    expect(await names("ABC")).toEqual(["Aino Virtanen"]);
    expect(await names("ab")).toEqual(["Aino Virtanen"]);
    expect(await names("abc-1")).toEqual(["Aino Virtanen"]);
    expect(await names("xyz 777")).toEqual(["Pekka Virtanen"]);
    expect(await names("BC-123")).toEqual([]);
  });

  it("finds by a name's part in any case, and by phone digits (040 and +35840 alike)", async () => {
    expect(await names("virtanen")).toEqual(["Aino Virtanen", "Pekka Virtanen"]);
    expect(await names("KORHO")).toEqual(["Liisa Korhonen"]);
    expect(await names("040 111")).toEqual(["Aino Virtanen"]);
    expect(await names("1112222")).toEqual(["Aino Virtanen"]);
    expect(await names("+358 50 333")).toEqual(["Pekka Virtanen"]);
    expect(await names("3334444")).toEqual(["Pekka Virtanen"]);
    expect(await names("nobody")).toEqual([]);
    // LIKE's wildcards are literal.
    expect(await names("100%")).toEqual(["100% Oy_Testi"]);
    expect(await names("%")).toEqual(["100% Oy_Testi"]);
    expect(await names("_")).toEqual(["100% Oy_Testi"]);
    expect(searchTerms("040 123")).toMatchObject({ name: "040 123", phoneDigits: ["040123", "35840123"] });
    expect(searchTerms("a\u0000b").name).toBe("a b");
  });

  it("answers one row per customer with vehicles and stored sets, paged with a total", async () => {
    const result = await searchRegister("virtanen", { limit: 1, offset: 1 });
    expect(result.total).toBe(2);
    expect(result.customers).toHaveLength(1);
    expect(result.customers[0].name).toBe("Pekka Virtanen");
    expect(result.customers[0].vehicles[0].sets.map((set) => [set.season, set.location, set.warnings])).toEqual([["winter", "S2/11", 0]]);
    const aino = (await searchRegister("abc", { limit: 5, offset: 0 })).customers[0];
    expect(aino.vehicles.map((vehicle) => vehicle.registration)).toEqual(["ABC-123", "ABD-1"]);
    expect(aino.vehicles[0].sets[0].warnings).toBe(1);
    expect(await searchRegister("virtanen", { limit: 20, offset: 40 })).toEqual({ total: 2, customers: [] });

    const page = (await registerLoader(routeArgs(getRequest(`/admin/rengashotelli?q=${encodeURIComponent("\u0000' or 1=1 --")}&sivu=abc`, { Cookie: cookie })))) as Awaited<ReturnType<typeof registerLoader>>;
    expect(page.total).toBe(0);
    const past = (await registerLoader(routeArgs(getRequest("/admin/rengashotelli?q=virtanen&sivu=7", { Cookie: cookie })))) as Awaited<ReturnType<typeof registerLoader>>;
    expect(past).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    expect(past.customers.map((customer) => customer.name)).toEqual(["Aino Virtanen", "Pekka Virtanen"]);
    const latest = (await registerLoader(routeArgs(getRequest("/admin/rengashotelli", { Cookie: cookie })))) as Awaited<ReturnType<typeof registerLoader>>;
    expect(latest.latest.map((set) => set.location)).toEqual(expect.arrayContaining(["S10/2", "S2/11"]));
  });

  it("lists occupied places by shelf in natural order, and the season's swap list by place", async () => {
    const all = await occupancy(null);
    const names = all.shelfNames.map((shelf) => shelf.name);
    expect(names.indexOf("S2")).toBeLessThan(names.indexOf("S10"));
    expect(all.total).toBeGreaterThanOrEqual(2);
    const one = await occupancy("S2");
    expect(one.shelves).toEqual([{ name: "S2", sets: [expect.objectContaining({ location: "S2/11", registration: "XYZ-777" })] }]);
    expect((await occupancy("EI")).shelves).toEqual([]);
    const winter = (await swapList("winter")).filter((row) => row.location.startsWith("S"));
    expect(winter.map((row) => row.location)).toEqual(["S2/11", "S10/2"]);
    expect(winter[1].warnings).toHaveLength(1);
    expect((await swapList("summer")).some((row) => row.location === "S2/3")).toBe(false);
    const list = (await swapLoader(routeArgs(getRequest("/admin/rengashotelli/vaihtolista?kausi=talvi", { Cookie: cookie })))) as Awaited<ReturnType<typeof swapLoader>>;
    expect(list.season).toBe("winter");
    expect(list.sets.find((row) => row.location === "S10/2")?.customerPhone).toBe("+358 40 111 2222");
  });
});
