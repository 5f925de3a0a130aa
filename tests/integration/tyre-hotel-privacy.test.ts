/**
 * The tyre hotel's privacy: the daily purge deletes exactly the customers whose retention has run out
 * (nothing stored, last check-out older than the setting), with everything of theirs; the settings page
 * saves the retention; the export of one customer holds their data and nothing of anyone else's.
 */
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import {
  hotelCustomers,
  hotelReminderRounds,
  hotelReminders,
  hotelSetEvents,
  hotelSetPhotos,
  hotelSets,
  hotelSettings,
  hotelVehicles,
} from "#db/schema";
import type { StoredTyre } from "#db/schema";
import { purgeExpiredPersonalData } from "~/features/privacy/jobs.server";
import { getHotelSettings, saveRetentionMonths } from "~/features/tyre-hotel/settings.model.server";
import { exportHotelCustomer } from "~/features/tyre-hotel/privacy.model.server";
import { loader as exportLoader } from "~/routes/admin.rengashotelli.asiakkaat.$id.vienti";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin.rengashotelli.asetukset";
import { createAdmin } from "~/services/admins.server";
import { startAdminSession } from "~/services/session.server";
import { cookieHeader, getRequest, postForm, settle } from "../support/requests";

const NOW = new Date("2026-11-28T10:00:00Z");
const monthsBefore = (months: number, from = NOW) => {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};
const TYRES: StoredTyre[] = [
  { position: "VE", dot: "1223", treadMm: 6 },
  { position: "OE", dot: "1223", treadMm: 6 },
];

let plate = 0;
/** A customer with one vehicle and its sets ('stored' at a place, or 'out' checked out at a time). */
async function customer(name: string, options: { createdAt: Date; lastCheckOutAt?: Date | null; sets?: ({ status: "stored" } | { status: "out"; checkedOutAt: Date })[] }) {
  const [row] = await db
    .insert(hotelCustomers)
    .values({ name, email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`, phone: "040 000 0000", createdAt: options.createdAt, lastCheckOutAt: options.lastCheckOutAt ?? null })
    .returning();
  const [vehicle] = await db.insert(hotelVehicles).values({ customerId: row.id, registration: `PRV-${++plate}`, makeModel: "Demo" }).returning();
  const setIds: number[] = [];
  for (const [index, set] of (options.sets ?? []).entries()) {
    const [inserted] = await db
      .insert(hotelSets)
      .values({
        vehicleId: vehicle.id,
        season: index % 2 === 0 ? "winter" : "summer",
        size: "205/55R16",
        tyres: TYRES,
        status: set.status,
        location: set.status === "stored" ? `P${plate}/${index + 1}` : null,
        checkedInAt: monthsBefore(30),
        checkedOutAt: set.status === "out" ? set.checkedOutAt : null,
      })
      .returning();
    await db.insert(hotelSetEvents).values({ setId: inserted.id, kind: "check_in", at: monthsBefore(30), by: "testi", location: "P/1", tyres: TYRES });
    setIds.push(inserted.id);
  }
  return { id: row.id, vehicleId: vehicle.id, registration: vehicle.registration, setIds };
}

const exists = async (id: number) => (await db.$count(hotelCustomers, eq(hotelCustomers.id, id))) === 1;

describe("the tyre hotel's retention", () => {
  it("deletes only customers with nothing stored whose last check-out is older than the setting, with all of theirs", async () => {
    await saveRetentionMonths(12);
    const gone = await customer("Vanha Luovutus", { createdAt: monthsBefore(40), lastCheckOutAt: monthsBefore(13), sets: [{ status: "out", checkedOutAt: monthsBefore(13) }] });
    const stored = await customer("Yha Hotellissa", { createdAt: monthsBefore(40), lastCheckOutAt: monthsBefore(13), sets: [{ status: "out", checkedOutAt: monthsBefore(13) }, { status: "stored" }] });
    const recent = await customer("Tuore Luovutus", { createdAt: monthsBefore(40), lastCheckOutAt: monthsBefore(11), sets: [{ status: "out", checkedOutAt: monthsBefore(11) }] });
    const neverStored = await customer("Ei Koskaan", { createdAt: monthsBefore(13) });
    const newcomer = await customer("Uusi Tulija", { createdAt: monthsBefore(2) });
    // The customer's own mark was not kept, but a set's check-out is recent: the later one counts.
    const setMark = await customer("Sarjan Merkki", { createdAt: monthsBefore(40), lastCheckOutAt: monthsBefore(20), sets: [{ status: "out", checkedOutAt: monthsBefore(3) }] });

    const [round] = await db.insert(hotelReminderRounds).values({ season: "winter", seasonKey: "2025-winter", sendAt: monthsBefore(14), status: "sent" }).returning();
    await db.insert(hotelReminders).values({ roundId: round.id, setId: gone.setIds[0], customerId: gone.id, status: "sent", sentAt: monthsBefore(14) });
    await db.insert(hotelSetPhotos).values({ setId: gone.setIds[0], mime: "image/webp", bytes: Buffer.from([1, 2, 3]), size: 3, width: 1, height: 1 });

    // The other registers' answer is unchanged: the hotel's purge is logged, not returned.
    expect(await purgeExpiredPersonalData(NOW)).toEqual({ conversations: 0, feedback: 0, quoteRequests: 0, contactRequests: 0 });
    expect(await exists(gone.id)).toBe(false);
    expect(await exists(neverStored.id)).toBe(false);
    for (const kept of [stored, recent, newcomer, setMark]) expect(await exists(kept.id)).toBe(true);
    // Cascades: the vehicle, its set, the set's events, photo and reminder.
    expect(await db.$count(hotelVehicles, eq(hotelVehicles.id, gone.vehicleId))).toBe(0);
    expect(await db.$count(hotelSets, inArray(hotelSets.id, gone.setIds))).toBe(0);
    expect(await db.$count(hotelSetEvents, inArray(hotelSetEvents.setId, gone.setIds))).toBe(0);
    expect(await db.$count(hotelSetPhotos)).toBe(0);
    expect(await db.$count(hotelReminders)).toBe(0);
    expect(await db.$count(hotelSets, inArray(hotelSets.id, stored.setIds))).toBe(2);

    // Two months later the recent one's year is up too; the one with a stored set still stays.
    await purgeExpiredPersonalData(monthsBefore(-2));
    expect(await exists(recent.id)).toBe(false);
    expect(await exists(stored.id)).toBe(true);
    expect(await exists(setMark.id)).toBe(true);

    // A longer retention keeps what a shorter one would delete.
    await saveRetentionMonths(24);
    const longer = await customer("Pidempi Aika", { createdAt: monthsBefore(40), lastCheckOutAt: monthsBefore(13) });
    await purgeExpiredPersonalData(NOW);
    expect(await exists(longer.id)).toBe(true);
  });
});

describe("one customer's export", () => {
  it("holds the customer's contact details, vehicles, sets with history and photos' dates, and reminders; nothing of another customer", async () => {
    const mine = await customer("Vienti Asiakas", { createdAt: monthsBefore(5), sets: [{ status: "stored" }, { status: "out", checkedOutAt: monthsBefore(1) }] });
    const other = await customer("Toinen Henkilo", { createdAt: monthsBefore(5), sets: [{ status: "stored" }] });
    await db.update(hotelCustomers).set({ notes: "Soita ennen", reminderConsent: true }).where(eq(hotelCustomers.id, mine.id));
    await db.insert(hotelSetPhotos).values([
      { setId: mine.setIds[0], mime: "image/webp", bytes: Buffer.from("SALAINEN-KUVA"), size: 13, width: 1, height: 1 },
      { setId: other.setIds[0], mime: "image/webp", bytes: Buffer.from("TOISEN-KUVA"), size: 11, width: 1, height: 1 },
    ]);
    const [round] = await db.insert(hotelReminderRounds).values({ season: "winter", seasonKey: "2026-winter", sendAt: monthsBefore(1), status: "sent" }).returning();
    await db.insert(hotelReminders).values([
      { roundId: round.id, setId: mine.setIds[0], customerId: mine.id, status: "sent", sentAt: monthsBefore(1) },
      { roundId: round.id, setId: other.setIds[0], customerId: other.id, status: "sent", sentAt: monthsBefore(1) },
    ]);

    const exported = await exportHotelCustomer(mine.id, NOW);
    if (!exported) throw new Error("no export");
    expect(exported.customer).toMatchObject({ id: mine.id, name: "Vienti Asiakas", email: "vienti.asiakas@example.com", phone: "040 000 0000", reminderConsent: true, notes: "Soita ennen" });
    expect(exported.vehicles).toHaveLength(1);
    expect(exported.vehicles[0].registration).toBe(mine.registration);
    expect(exported.vehicles[0].sets.map((set) => [set.id, set.status])).toEqual([
      [mine.setIds[0], "stored"],
      [mine.setIds[1], "out"],
    ]);
    expect(exported.vehicles[0].sets[0].photos).toMatchObject({ count: 1, dates: [expect.any(String)] });
    expect(exported.vehicles[0].sets[0].history).toEqual([{ kind: "check_in", at: monthsBefore(30).toISOString(), location: "P/1", tyres: TYRES }]);
    expect(exported.reminders).toEqual([{ setId: mine.setIds[0], round: "2026-winter", season: "winter", status: "sent", sentAt: monthsBefore(1).toISOString() }]);

    const text = JSON.stringify(exported);
    for (const foreign of ["Toinen Henkilo", "toinen.henkilo@example.com", `"${other.registration}"`, "TOISEN-KUVA"]) expect(text).not.toContain(foreign);
    const exportedSetIds = [...exported.vehicles.flatMap((vehicle) => vehicle.sets.map((set) => set.id)), ...exported.reminders.map((reminder) => reminder.setId)];
    expect(exportedSetIds).not.toContain(other.setIds[0]);
    // No image bytes, no unsubscribe token (a credential) of one's own either.
    const [{ unsubscribeToken }] = await db.select({ unsubscribeToken: hotelCustomers.unsubscribeToken }).from(hotelCustomers).where(eq(hotelCustomers.id, mine.id));
    expect(text).not.toContain(unsubscribeToken);
    expect(text).not.toContain(Buffer.from("SALAINEN-KUVA").toString("base64"));
    expect(await exportHotelCustomer(999_999, NOW)).toBeNull();
  });
});

describe("the routes", () => {
  let cookie: string;
  beforeAll(async () => {
    const admin = await createAdmin("hotel-privacy-admin", "hotel-salasana-12345");
    cookie = cookieHeader(await startAdminSession(getRequest("/admin/login"), admin));
  });

  it("the export is a JSON attachment, never stored; unknown ids and no session are refused", async () => {
    const mine = await customer("Reitti Asiakas", { createdAt: monthsBefore(1), sets: [{ status: "stored" }] });
    const path = `/admin/rengashotelli/asiakkaat/${mine.id}/vienti`;
    const refused = (await settle(() => exportLoader({ request: getRequest(path), params: { id: String(mine.id) }, context: {} }))) as Response;
    expect(refused.headers.get("Location")).toMatch(/^\/admin\/login/);

    const response = (await exportLoader({ request: getRequest(path, { Cookie: cookie }), params: { id: String(mine.id) }, context: {} })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="rengashotelli-asiakas-${mine.id}.json"`);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await response.json()).customer.name).toBe("Reitti Asiakas");

    for (const id of ["999999", "012", "abc", "99999999999"]) {
      const missing = (await settle(() => exportLoader({ request: getRequest(path, { Cookie: cookie }), params: { id }, context: {} }))) as Response;
      expect(missing.status).toBe(404);
    }
  });

  it("the settings form saves 1–120 months and refuses anything else with what was typed", async () => {
    const post = (value: string) =>
      settle(() => settingsAction({ request: postForm("/admin/rengashotelli/asetukset", { retentionMonths: value }, { headers: { Cookie: cookie } }), params: {}, context: {} }));
    for (const bad of ["0", "121", "12,5", "-1", "", "1e2", "99999999999999999999"]) {
      const answer = (await post(bad)) as { data: { result: { initialValue: Record<string, string>; error: Record<string, string[]> } }; init: { status: number } };
      expect(answer.init.status).toBe(400);
      // Conform leaves an empty field out of the values it gives back.
      expect(answer.data.result.initialValue.retentionMonths ?? "").toBe(bad);
      expect(answer.data.result.error.retentionMonths?.[0]).toMatch(/^Anna /);
    }
    const saved = (await post(" 36 ")) as Response;
    expect(saved.status).toBe(302);
    expect((await getHotelSettings()).retentionMonths).toBe(36);
    expect(await db.$count(hotelSettings)).toBe(1);
    const loaded = (await settingsLoader({ request: getRequest("/admin/rengashotelli/asetukset", { Cookie: cookie }), params: {}, context: {} })) as { retentionMonths: number };
    expect(loaded.retentionMonths).toBe(36);
  });
});
