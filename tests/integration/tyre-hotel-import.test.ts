/**
 * The tyre hotel's CSV import over a real database: the preview writes nothing, the import writes
 * customers, vehicles, sets and their check-in events, the same file twice creates nothing new, a place
 * taken by another stored set is a row error and then nothing at all is written, and a set taken out is
 * checked in again. No-JS over HTTP: tests/nojs/admin-tyre-hotel-import.test.ts.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { hotelCustomers, hotelSetEvents, hotelSets, hotelVehicles } from "#db/schema";
import { HOTEL_IMPORT_COLUMNS } from "~/features/tyre-hotel/import.rules";
import { applyHotelImport, previewHotelImport } from "~/features/tyre-hotel/import.server";

const NOW = new Date("2026-11-28T10:00:00Z");
const header = HOTEL_IMPORT_COLUMNS.join(";");
type Cells = Partial<Record<(typeof HOTEL_IMPORT_COLUMNS)[number], string>>;
const line = (cells: Cells) => HOTEL_IMPORT_COLUMNS.map((column) => cells[column] ?? "").join(";");

const AINO: Cells = { nimi: "Aino Tuonti", puhelin: "040 100 2001", sahkoposti: "aino.tuonti@example.com", muistutukset: "kyllä" };
const file = (...rows: Cells[]) => [header, ...rows.map(line)].join("\r\n");
const FIRST = file(
  { ...AINO, rekisterinumero: "imp-1", merkki_ja_malli: "Toyota Yaris", kausi: "talvi", rengaskoko: "185/65R15", paikka: "T1/1", dot: "1223 1223 1223 1223", urasyvyys: "6,5 6,5 7 7", sisaankirjaus: "1.10.2026" },
  { ...AINO, sahkoposti: "", muistutukset: "", rekisterinumero: "IMP1", kausi: "kesä", rengaskoko: "185/65R15", paikka: "T1/2", vanteet: "kyllä" },
  { nimi: "Olli Tuonti", puhelin: "+358 50 100 2002", rekisterinumero: "IMP-2", kausi: "talvi", rengaskoko: "205/55R16", paikka: "T1/3", urasyvyys: "3.5 3.5 4 4" },
);

const counts = async () => ({
  customers: await db.$count(hotelCustomers),
  vehicles: await db.$count(hotelVehicles),
  sets: await db.$count(hotelSets),
  events: await db.$count(hotelSetEvents),
});

describe("the tyre hotel's CSV import", () => {
  it("previews without writing, imports everything with its check-in events, and a second import creates nothing", async () => {
    const before = await counts();
    const preview = await previewHotelImport(FIRST, NOW);
    if (!preview.ok) throw new Error(preview.error);
    expect(preview.rejected).toEqual([]);
    expect(preview.sets).toHaveLength(3);
    expect(preview.newCustomers).toBe(2);
    expect(preview.newVehicles).toBe(2);
    expect(await counts()).toEqual(before);

    const result = await applyHotelImport(FIRST, "tuoja", NOW);
    expect(result).toMatchObject({ ok: true, created: 3, checkedIn: 0, unchanged: 0, customers: 2, vehicles: 2 });
    expect(await counts()).toEqual({ customers: before.customers + 2, vehicles: before.vehicles + 2, sets: before.sets + 3, events: before.events + 3 });

    const [aino] = await db.select().from(hotelCustomers).where(eq(hotelCustomers.email, "aino.tuonti@example.com"));
    expect(aino).toMatchObject({ name: "Aino Tuonti", phone: "040 100 2001", reminderConsent: true });
    expect(aino.unsubscribeToken).toMatch(/^[0-9a-f]{64}$/);
    const [olli] = await db.select().from(hotelCustomers).where(eq(hotelCustomers.name, "Olli Tuonti"));
    expect(olli).toMatchObject({ phone: "+358 50 100 2002", email: null, reminderConsent: false });

    const sets = await db
      .select({ registration: hotelVehicles.registration, customerId: hotelVehicles.customerId, set: hotelSets })
      .from(hotelSets)
      .innerJoin(hotelVehicles, eq(hotelVehicles.id, hotelSets.vehicleId))
      .where(sql`${hotelSets.location} like 'T1/%'`)
      .orderBy(hotelSets.location);
    expect(sets.map(({ registration, customerId, set }) => [registration, customerId, set.season, set.location, set.status, set.checkedInBy])).toEqual([
      ["IMP-1", aino.id, "winter", "T1/1", "stored", "tuoja"],
      ["IMP-1", aino.id, "summer", "T1/2", "stored", "tuoja"],
      ["IMP-2", olli.id, "winter", "T1/3", "stored", "tuoja"],
    ]);
    expect(sets[0].set.tyres).toEqual([
      { position: "VE", dot: "1223", treadMm: 6.5 },
      { position: "OE", dot: "1223", treadMm: 6.5 },
      { position: "VT", dot: "1223", treadMm: 7 },
      { position: "OT", dot: "1223", treadMm: 7 },
    ]);
    // 1.10.2026 in Helsinki (noon), and the import's own time when the file gives no day.
    expect(sets[0].set.checkedInAt?.toISOString()).toBe("2026-10-01T09:00:00.000Z");
    expect(sets[1].set.checkedInAt?.toISOString()).toBe(NOW.toISOString());
    expect(sets[1].set.withRims).toBe(true);
    const events = await db.select().from(hotelSetEvents).where(eq(hotelSetEvents.setId, sets[2].set.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ kind: "check_in", by: "tuoja", location: "T1/3", tyres: sets[2].set.tyres });

    // The same file again: every set is already stored, nothing new.
    const again = await previewHotelImport(FIRST, NOW);
    if (!again.ok) throw new Error(again.error);
    expect(again.sets).toEqual([]);
    expect(again.unchanged.map((row) => row.line)).toEqual([2, 3, 4]);
    const afterFirst = await counts();
    expect(await applyHotelImport(FIRST, "tuoja", NOW)).toMatchObject({ ok: true, created: 0, checkedIn: 0, unchanged: 3, customers: 0, vehicles: 0 });
    expect(await counts()).toEqual(afterFirst);
  });

  it("a place taken by another stored set is a row error, and then nothing of the file is written", async () => {
    await applyHotelImport(file({ nimi: "Paikan Haltija", puhelin: "040 300 4001", rekisterinumero: "HLD-1", kausi: "kesä", rengaskoko: "195/65R15", paikka: "T2/1" }), "tuoja", NOW);
    const before = await counts();
    const text = file(
      { nimi: "Uusi Asiakas", puhelin: "040 300 4002", rekisterinumero: "NEW-10", kausi: "talvi", rengaskoko: "195/65R15", paikka: "T2/2" },
      { nimi: "Uusi Asiakas", puhelin: "040 300 4002", rekisterinumero: "NEW-11", kausi: "talvi", rengaskoko: "195/65R15", paikka: "t2 / 1" },
    );
    const preview = await previewHotelImport(text, NOW);
    if (!preview.ok) throw new Error(preview.error);
    expect(preview.rejected).toEqual([{ line: 3, reason: "paikka T2/1 on jo varattu (HLD-1, kesärenkaat)" }]);

    const result = await applyHotelImport(text, "tuoja", NOW);
    expect(result).toEqual({ ok: false, rejected: true, error: "Tuontia ei tehty: 1 rivi hylättiin. Korjaa rivit ja esikatsele uudelleen; mitään ei tallennettu." });
    expect(await counts()).toEqual(before);
    expect(await db.$count(hotelVehicles, eq(hotelVehicles.registration, "NEW-10"))).toBe(0);
  });

  it("a set taken out of storage is checked in again with the file's readings and a new event", async () => {
    const text = file({ nimi: "Kausi Asiakas", sahkoposti: "kausi@example.com", rekisterinumero: "SEA-1", kausi: "talvi", rengaskoko: "205/55R16", paikka: "T3/1", urasyvyys: "8 8 8 8" });
    expect(await applyHotelImport(text, "tuoja", NOW)).toMatchObject({ ok: true, created: 1 });
    const [vehicle] = await db.select().from(hotelVehicles).where(eq(hotelVehicles.registration, "SEA-1"));
    const [set] = await db.select().from(hotelSets).where(eq(hotelSets.vehicleId, vehicle.id));
    await db.update(hotelSets).set({ status: "out", location: null, checkedOutAt: NOW, checkedOutBy: "luovuttaja" }).where(eq(hotelSets.id, set.id));

    const next = file({ nimi: "Kausi Asiakas", sahkoposti: "KAUSI@example.com", rekisterinumero: "sea 1", kausi: "talvi", rengaskoko: "205/55R16", paikka: "T3/2", urasyvyys: "6 6 5,5 5,5" });
    const preview = await previewHotelImport(next, NOW);
    if (!preview.ok) throw new Error(preview.error);
    expect(preview.sets.map((planned) => planned.action)).toEqual([{ kind: "check_in", setId: set.id }]);
    expect(await applyHotelImport(next, "tuoja", NOW)).toMatchObject({ ok: true, created: 0, checkedIn: 1, customers: 0, vehicles: 0 });

    const [after] = await db.select().from(hotelSets).where(eq(hotelSets.id, set.id));
    expect(after).toMatchObject({ status: "stored", location: "T3/2", checkedOutAt: null, checkedInBy: "tuoja" });
    expect(after.tyres.map((tyre) => tyre.treadMm)).toEqual([6, 6, 5.5, 5.5]);
    const events = await db.select({ kind: hotelSetEvents.kind, location: hotelSetEvents.location }).from(hotelSetEvents).where(eq(hotelSetEvents.setId, set.id)).orderBy(hotelSetEvents.id);
    expect(events).toEqual([
      { kind: "check_in", location: "T3/1" },
      { kind: "check_in", location: "T3/2" },
    ]);
    expect(await db.$count(hotelCustomers, eq(hotelCustomers.email, "kausi@example.com"))).toBe(1);
  });

  it("a file that is not a register is refused as a whole, with nothing written", async () => {
    const before = await counts();
    expect(await previewHotelImport("koko;hinta\n205/55R16;99", NOW)).toEqual({ ok: false, error: expect.stringMatching(/^Tiedosto ei ole CSV-tekstiä/) });
    expect(await applyHotelImport(`${header}\r\n`, "tuoja", NOW)).toEqual({ ok: false, rejected: false, error: expect.stringMatching(/^Tiedostossa on vain otsikkorivi/) });
    expect(await counts()).toEqual(before);
  });

  it("imports a 10,000-row register (the limit) in one transaction, and previews it again without writing", async () => {
    const rows: Cells[] = Array.from({ length: 10_000 }, (_, index) => ({
      nimi: `Massa Asiakas ${index >> 1}`,
      puhelin: `040 ${String(5_000_000 + (index >> 1)).padStart(7, "0")}`,
      rekisterinumero: `Q${index}`,
      kausi: index % 2 === 0 ? "talvi" : "kesä",
      rengaskoko: "205/55R16",
      paikka: `S${Math.floor(index / 100)}/${index % 100}`,
      dot: "1223 1223 1223 1223",
      urasyvyys: "6,5 6,5 7 7",
    }));
    const text = file(...rows);
    expect(new TextEncoder().encode(text).byteLength).toBeLessThan(2 * 1024 * 1024);
    const before = await counts();
    let started = performance.now();
    const result = await applyHotelImport(text, "tuoja", NOW);
    const importMs = Math.round(performance.now() - started);
    expect(result).toMatchObject({ ok: true, created: 10_000, customers: 5_000, vehicles: 10_000 });
    expect(await counts()).toEqual({ customers: before.customers + 5_000, vehicles: before.vehicles + 10_000, sets: before.sets + 10_000, events: before.events + 10_000 });
    started = performance.now();
    const again = await previewHotelImport(text, NOW);
    const previewMs = Math.round(performance.now() - started);
    if (!again.ok) throw new Error(again.error);
    expect(again.unchanged).toHaveLength(10_000);
    console.info(`10 000 riviä: tuonti ${importMs} ms, uusi esikatselu ${previewMs} ms`);
    expect(importMs).toBeLessThan(60_000);
  }, 120_000);
});
