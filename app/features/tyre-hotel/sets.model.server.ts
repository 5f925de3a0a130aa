/**
 * The tyre hotel's stored sets: check-in (a new set, or the same set again next season), check-out,
 * edits, the set page's data, the latest sets, the occupancy of the storage places and the season's
 * swap list. Every check-in and check-out writes a hotel_set_events row with who did it and the tyres as
 * measured then. A place held by another stored set is refused (the unique index
 * hotel_sets_location_idx), never a 500.
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { db } from "#db/client";
import { hotelCustomers, hotelSetEvents, hotelSets, hotelVehicles } from "#db/schema";
import type { TyreSeason } from "#db/schema/enum-values";
import { describeChange, noteChange, recordName } from "~/services/audit.server";
import { serverNow } from "~/services/clock.server";
import { type HotelSet, type SetEvent, uniqueViolation } from "./model.server";
import { type ConditionWarning, conditionWarnings, shelfOf } from "./rules";
import type { CheckInInput, SetEditInput, SetInput } from "./schema";

const LOCATION_INDEX = "hotel_sets_location_idx";

export type SetWriteResult = { ok: true; set: HotelSet } | { ok: false; error: "place_taken" | "not_found" | "wrong_status" };

/** A write that may meet the place's unique index: 'place_taken' instead of the database's error. */
async function placeChecked(write: () => Promise<SetWriteResult>): Promise<SetWriteResult> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    // PGlite names the index; a driver that does not still means the only unique index of the table.
    if (constraint !== null && (constraint === "" || constraint === LOCATION_INDEX)) return { ok: false, error: "place_taken" };
    throw error;
  }
}

/** Checks a new set into storage for the vehicle, with its first event. */
export function checkInNewSet(vehicleId: number, input: SetInput, by: string, at: Date = serverNow()): Promise<SetWriteResult> {
  return placeChecked(() =>
    db.transaction(async (tx) => {
      const [vehicle] = await tx.select({ id: hotelVehicles.id }).from(hotelVehicles).where(eq(hotelVehicles.id, vehicleId));
      if (!vehicle) return { ok: false, error: "not_found" } as const;
      const [set] = await tx
        .insert(hotelSets)
        .values({ vehicleId, ...input, status: "stored", checkedInAt: at, checkedInBy: by })
        .returning();
      await tx.insert(hotelSetEvents).values({ setId: set.id, kind: "check_in", at, by, location: set.location, tyres: set.tyres });
      noteChange(recordName(hotelSets, set.id), null, { vehicleId, ...input });
      describeChange("create", `Toi sarjan #${set.id} varastoon paikalle ${set.location}`, recordName(hotelSets, set.id));
      return { ok: true, set } as const;
    }),
  );
}

/** Corrects a set's details (and its place while stored); no event: nothing moved. */
export function updateSet(id: number, input: SetEditInput): Promise<SetWriteResult> {
  return placeChecked(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(hotelSets).where(eq(hotelSets.id, id)).for("update");
      if (!before) return { ok: false, error: "not_found" } as const;
      const values = { ...input, location: before.status === "stored" ? (input.location ?? before.location) : null, updatedAt: new Date() };
      const [set] = await tx.update(hotelSets).set(values).where(eq(hotelSets.id, id)).returning();
      noteChange(recordName(hotelSets, id), { ...before }, { ...set });
      describeChange("update", `Muutti sarjaa #${id}`, recordName(hotelSets, id));
      return { ok: true, set } as const;
    }),
  );
}

/** Hands a stored set to the customer: status 'out', place freed, the customer's last check-out moved. */
export function checkOutSet(id: number, by: string, at: Date = serverNow()): Promise<SetWriteResult> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(hotelSets).where(eq(hotelSets.id, id)).for("update");
    if (!before) return { ok: false, error: "not_found" } as const;
    if (before.status !== "stored") return { ok: false, error: "wrong_status" } as const;
    const [set] = await tx
      .update(hotelSets)
      .set({ status: "out", location: null, checkedOutAt: at, checkedOutBy: by, updatedAt: new Date() })
      .where(eq(hotelSets.id, id))
      .returning();
    await tx.insert(hotelSetEvents).values({ setId: id, kind: "check_out", at, by, location: before.location, tyres: before.tyres });
    const when = at.toISOString();
    await tx.execute(sql`
      update hotel_customers set last_check_out_at = greatest(coalesce(last_check_out_at, ${when}::timestamptz), ${when}::timestamptz), updated_at = now()
      where id = (select customer_id from hotel_vehicles where id = ${before.vehicleId})`);
    describeChange("update", `Luovutti sarjan #${id} paikalta ${before.location}`, recordName(hotelSets, id));
    return { ok: true, set } as const;
  });
}

/** Checks a set that is out back in (next season) with new readings and a place. */
export function checkInAgain(id: number, input: CheckInInput, by: string): Promise<SetWriteResult> {
  const at = input.at ?? serverNow();
  return placeChecked(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(hotelSets).where(eq(hotelSets.id, id)).for("update");
      if (!before) return { ok: false, error: "not_found" } as const;
      if (before.status !== "out") return { ok: false, error: "wrong_status" } as const;
      const [set] = await tx
        .update(hotelSets)
        .set({ status: "stored", location: input.location, tyres: input.tyres, checkedInAt: at, checkedInBy: by, checkedOutAt: null, checkedOutBy: null, updatedAt: new Date() })
        .where(eq(hotelSets.id, id))
        .returning();
      await tx.insert(hotelSetEvents).values({ setId: id, kind: "check_in", at, by, location: input.location, tyres: input.tyres });
      describeChange("update", `Toi sarjan #${id} takaisin varastoon paikalle ${input.location}`, recordName(hotelSets, id));
      return { ok: true, set } as const;
    }),
  );
}

export async function deleteSet(id: number): Promise<boolean> {
  const [row] = await db.delete(hotelSets).where(eq(hotelSets.id, id)).returning({ id: hotelSets.id });
  if (row) describeChange("delete", `Poisti sarjan #${id}`, recordName(hotelSets, id));
  return Boolean(row);
}

export type SetFile = HotelSet & {
  registration: string;
  makeModel: string | null;
  customerId: number;
  customerName: string;
  customerPhone: string | null;
  warnings: ConditionWarning[];
  events: SetEvent[];
};

/** A set with its vehicle and customer, warnings (as of the server's today) and history, newest first. */
export async function getSetFile(id: number): Promise<SetFile | null> {
  const [row] = await db
    .select({ set: hotelSets, registration: hotelVehicles.registration, makeModel: hotelVehicles.makeModel, customerId: hotelCustomers.id, customerName: hotelCustomers.name, customerPhone: hotelCustomers.phone })
    .from(hotelSets)
    .innerJoin(hotelVehicles, eq(hotelVehicles.id, hotelSets.vehicleId))
    .innerJoin(hotelCustomers, eq(hotelCustomers.id, hotelVehicles.customerId))
    .where(eq(hotelSets.id, id));
  if (!row) return null;
  const events = await db.select().from(hotelSetEvents).where(eq(hotelSetEvents.setId, id)).orderBy(desc(hotelSetEvents.at), desc(hotelSetEvents.id));
  const { set, ...owner } = row;
  return { ...set, ...owner, warnings: conditionWarnings(set, serverNow()), events };
}

export type StoredSetRow = {
  id: number;
  season: TyreSeason;
  size: string;
  brandModel: string | null;
  location: string;
  checkedInAt: Date | null;
  registration: string;
  customerId: number;
  customerName: string;
  customerPhone: string | null;
  warnings: ConditionWarning[];
};

const STORED_COLUMNS = {
  id: hotelSets.id,
  season: hotelSets.season,
  size: hotelSets.size,
  brandModel: hotelSets.brandModel,
  location: hotelSets.location,
  tyres: hotelSets.tyres,
  checkedInAt: hotelSets.checkedInAt,
  registration: hotelVehicles.registration,
  customerId: hotelCustomers.id,
  customerName: hotelCustomers.name,
  customerPhone: hotelCustomers.phone,
};

function storedQuery() {
  return db
    .select(STORED_COLUMNS)
    .from(hotelSets)
    .innerJoin(hotelVehicles, eq(hotelVehicles.id, hotelSets.vehicleId))
    .innerJoin(hotelCustomers, eq(hotelCustomers.id, hotelVehicles.customerId));
}

function toStoredRow({ tyres, location, ...row }: Awaited<ReturnType<typeof storedQuery>>[number], today: Date): StoredSetRow {
  return { ...row, location: location ?? "", warnings: conditionWarnings({ season: row.season, tyres }, today) };
}

/** The latest checked-in sets still stored (the register without a query). */
export async function latestStoredSets(page: { limit: number; offset: number }): Promise<{ total: number; sets: StoredSetRow[] }> {
  const stored = eq(hotelSets.status, "stored");
  const [{ total }] = await db.select({ total: count() }).from(hotelSets).where(stored);
  const rows = await storedQuery().where(stored).orderBy(sql`${hotelSets.checkedInAt} desc nulls last`, desc(hotelSets.id)).limit(page.limit).offset(page.offset);
  const today = serverNow();
  return { total, sets: rows.map((row) => toStoredRow(row, today)) };
}

/** Places in natural order: shelf A2 before A10, place 2 before 12. */
export const comparePlaces = (a: string, b: string) => a.localeCompare(b, "fi", { numeric: true, sensitivity: "base" });

/** Every occupied place by shelf (optionally one shelf), with its set; the shelves and counts. */
export async function occupancy(shelf: string | null) {
  const all = await storedQuery().where(eq(hotelSets.status, "stored"));
  const today = serverNow();
  const rows = all.map((row) => toStoredRow(row, today)).sort((a, b) => comparePlaces(a.location, b.location));
  const shelves = new Map<string, StoredSetRow[]>();
  for (const row of rows) {
    const key = shelfOf(row.location);
    shelves.set(key, [...(shelves.get(key) ?? []), row]);
  }
  const names = [...shelves.keys()].sort(comparePlaces);
  const wanted = shelf && shelves.has(shelf) ? [shelf] : shelf ? [] : names;
  return {
    total: rows.length,
    shelfNames: names.map((name) => ({ name, count: shelves.get(name)?.length ?? 0 })),
    shelves: wanted.map((name) => ({ name, sets: shelves.get(name) ?? [] })),
  };
}

/** The season's stored sets to swap, by place. */
export async function swapList(season: TyreSeason): Promise<StoredSetRow[]> {
  const rows = await storedQuery()
    .where(and(eq(hotelSets.status, "stored"), eq(hotelSets.season, season)))
    .orderBy(asc(hotelSets.location));
  const today = serverNow();
  return rows.map((row) => toStoredRow(row, today)).sort((a, b) => comparePlaces(a.location, b.location));
}
