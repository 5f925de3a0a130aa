/**
 * The tyre hotel's register, customers and vehicles: create, edit, delete, the customer page's data and
 * the register's search (registration number, name or phone). Sets, their events and the storage views
 * are in sets.model.server.ts.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { db, queryRows } from "#db/client";
import { hotelCustomers, hotelReminderRounds, hotelReminders, hotelSetEvents, hotelSetPhotos, hotelSets, hotelVehicles } from "#db/schema";
import type { TyreSeason } from "#db/schema/enum-values";
import { describeChange, noteChange, recordName, updateAudited } from "~/services/audit.server";
import { serverNow } from "~/services/clock.server";
import { type ConditionWarning, conditionWarnings, normaliseRegistration } from "./rules";
import type { CustomerInput, VehicleInput } from "./schema";

export type HotelCustomer = typeof hotelCustomers.$inferSelect;
export type HotelVehicle = typeof hotelVehicles.$inferSelect;
export type HotelSet = typeof hotelSets.$inferSelect;

/** Postgres' unique_violation (23505), whichever driver raised it, and the index or constraint it names. */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (candidate.code === "23505") return String(candidate.constraint ?? candidate.constraint_name ?? "");
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

// ---------------------------------------------------------------- customers

export async function createCustomer(input: CustomerInput): Promise<HotelCustomer> {
  const [row] = await db.insert(hotelCustomers).values(input).returning();
  noteChange(recordName(hotelCustomers, row.id), null, { ...input });
  describeChange("create", `Lisäsi rengashotellin asiakkaan ${row.name}`, recordName(hotelCustomers, row.id));
  return row;
}

export async function getCustomer(id: number): Promise<HotelCustomer | null> {
  const [row] = await db.select().from(hotelCustomers).where(eq(hotelCustomers.id, id));
  return row ?? null;
}

export async function updateCustomer(id: number, input: CustomerInput): Promise<HotelCustomer | null> {
  const [row] = await updateAudited(hotelCustomers, eq(hotelCustomers.id, id), { ...input, updatedAt: new Date() });
  if (row) describeChange("update", `Muutti rengashotellin asiakasta ${row.name}`, recordName(hotelCustomers, id));
  return row ?? null;
}

/** Deletes the customer; vehicles, sets, events, photos and reminders go with it (foreign keys cascade). */
export async function deleteCustomer(id: number): Promise<boolean> {
  const [row] = await db.delete(hotelCustomers).where(eq(hotelCustomers.id, id)).returning({ id: hotelCustomers.id, name: hotelCustomers.name });
  if (row) describeChange("delete", `Poisti rengashotellin asiakkaan ${row.name} tietoineen`, recordName(hotelCustomers, id));
  return Boolean(row);
}

// ---------------------------------------------------------------- vehicles

export type VehicleWriteResult = { ok: true; vehicle: HotelVehicle } | { ok: false; error: "registration_taken" | "not_found" };

export async function createVehicle(customerId: number, input: VehicleInput): Promise<VehicleWriteResult> {
  try {
    const [row] = await db
      .insert(hotelVehicles)
      .values({ customerId, ...input })
      .returning();
    noteChange(recordName(hotelVehicles, row.id), null, { customerId, ...input });
    describeChange("create", `Lisäsi ajoneuvon ${row.registration}`, recordName(hotelVehicles, row.id));
    return { ok: true, vehicle: row };
  } catch (error) {
    if (uniqueViolation(error) !== null) return { ok: false, error: "registration_taken" };
    throw error;
  }
}

export async function getVehicle(id: number): Promise<(HotelVehicle & { customerName: string }) | null> {
  const [row] = await db
    .select({ vehicle: hotelVehicles, customerName: hotelCustomers.name })
    .from(hotelVehicles)
    .innerJoin(hotelCustomers, eq(hotelCustomers.id, hotelVehicles.customerId))
    .where(eq(hotelVehicles.id, id));
  return row ? { ...row.vehicle, customerName: row.customerName } : null;
}

export async function updateVehicle(id: number, input: VehicleInput): Promise<VehicleWriteResult> {
  try {
    const [row] = await updateAudited(hotelVehicles, eq(hotelVehicles.id, id), input);
    if (!row) return { ok: false, error: "not_found" };
    describeChange("update", `Muutti ajoneuvoa ${row.registration}`, recordName(hotelVehicles, id));
    return { ok: true, vehicle: row };
  } catch (error) {
    if (uniqueViolation(error) !== null) return { ok: false, error: "registration_taken" };
    throw error;
  }
}

export async function deleteVehicle(id: number): Promise<boolean> {
  const [row] = await db.delete(hotelVehicles).where(eq(hotelVehicles.id, id)).returning({ id: hotelVehicles.id, registration: hotelVehicles.registration });
  if (row) describeChange("delete", `Poisti ajoneuvon ${row.registration} sarjoineen`, recordName(hotelVehicles, id));
  return Boolean(row);
}

// ---------------------------------------------------------------- the customer page

export type SetEvent = typeof hotelSetEvents.$inferSelect;
export type CustomerSet = HotelSet & { warnings: ConditionWarning[]; events: SetEvent[] };
export type CustomerReminder = { id: number; setId: number; seasonKey: string; season: TyreSeason; status: string; sentAt: Date | null };

/** A customer with every vehicle, each vehicle's sets (stored first) with their warnings and history, and the reminders sent. */
export async function loadCustomerFile(id: number) {
  const customer = await getCustomer(id);
  if (!customer) return null;
  const vehicles = await db.select().from(hotelVehicles).where(eq(hotelVehicles.customerId, id)).orderBy(asc(hotelVehicles.registration));
  const vehicleIds = vehicles.map((vehicle) => vehicle.id);
  const sets = vehicleIds.length
    ? await db
        .select()
        .from(hotelSets)
        .where(inArray(hotelSets.vehicleId, vehicleIds))
        .orderBy(asc(hotelSets.status), desc(hotelSets.checkedInAt), desc(hotelSets.id))
    : [];
  const setIds = sets.map((set) => set.id);
  const events = setIds.length
    ? await db.select().from(hotelSetEvents).where(inArray(hotelSetEvents.setId, setIds)).orderBy(desc(hotelSetEvents.at), desc(hotelSetEvents.id))
    : [];
  const reminders: CustomerReminder[] = await db
    .select({
      id: hotelReminders.id,
      setId: hotelReminders.setId,
      seasonKey: hotelReminderRounds.seasonKey,
      season: hotelReminderRounds.season,
      status: hotelReminders.status,
      sentAt: hotelReminders.sentAt,
    })
    .from(hotelReminders)
    .innerJoin(hotelReminderRounds, eq(hotelReminderRounds.id, hotelReminders.roundId))
    .where(eq(hotelReminders.customerId, id))
    .orderBy(desc(hotelReminderRounds.sendAt), desc(hotelReminders.id));
  const today = serverNow();
  return {
    customer,
    vehicles: vehicles.map((vehicle) => ({
      ...vehicle,
      sets: sets
        .filter((set) => set.vehicleId === vehicle.id)
        .map((set): CustomerSet => ({ ...set, warnings: conditionWarnings(set, today), events: events.filter((event) => event.setId === set.id) })),
    })),
    reminders,
  };
}

// ---------------------------------------------------------------- search

export type StoredSetSummary = { id: number; vehicleId: number; season: TyreSeason; size: string; location: string | null; warnings: number };
export type SearchVehicle = { id: number; registration: string; makeModel: string | null; sets: StoredSetSummary[] };
export type SearchCustomer = { id: number; name: string; phone: string | null; email: string | null; vehicles: SearchVehicle[] };
export type SearchResult = { total: number; customers: SearchCustomer[] };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** What a query can mean: a part of a name (always), a phone (digits), a registration prefix. Pure, exported for the tests. */
export function searchTerms(query: string): { name: string | null; phoneDigits: string[]; registrationPrefix: string | null } {
  // Control characters (a NUL would be a database error) are no part of any name, phone or plate.
  const text = query.normalize("NFC").replace(/\p{Cc}/gu, " ").trim().slice(0, 100);
  const name = text === "" ? null : text.toLowerCase();
  const digits = text.replace(/\D/g, "");
  const phoneLike = /^[+\d\s()-]+$/.test(text) && digits.length >= 3;
  const phoneDigits = phoneLike ? [...new Set([digits, ...(digits.startsWith("358") ? [`0${digits.slice(3)}`] : []), ...(digits.startsWith("0") ? [`358${digits.slice(1)}`] : [])])] : [];
  const compact = text.toUpperCase().replace(/\s+/g, "");
  let registrationPrefix: string | null = null;
  if (/^[A-ZÅÄÖ0-9-]{1,12}$/.test(compact) && /[A-ZÅÄÖ0-9]/.test(compact)) {
    const full = normaliseRegistration(compact);
    const finnish = /^([A-ZÅÄÖ]{1,3})-?(\d{1,3})$/.exec(compact);
    registrationPrefix = full ?? (finnish ? `${finnish[1]}-${finnish[2]}` : compact.replace(/-+/g, "-"));
  }
  return { name, phoneDigits, registrationPrefix };
}

/**
 * The register's search: one row per customer whose name contains the query (case-insensitive), whose
 * phone's digits contain the query's digits (040… and +35840… alike), or who owns a vehicle whose
 * registration starts with the query ('abc123' → 'ABC-123', 'ABC' → 'ABC-…'). Each with their vehicles
 * and the stored sets (season, size, place, warnings count). Name order; `total` counts every match.
 */
export async function searchRegister(query: string, page: { limit: number; offset: number }): Promise<SearchResult> {
  const terms = searchTerms(query);
  const conditions = [
    terms.name ? sql`select id from hotel_customers where lower(name) like ${`%${escapeLike(terms.name)}%`}` : null,
    terms.phoneDigits.length
      ? sql`select id from hotel_customers where ${sql.join(
          terms.phoneDigits.map((digits) => sql`regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') like ${`%${escapeLike(digits)}%`}`),
          sql` or `,
        )}`
      : null,
    terms.registrationPrefix ? sql`select customer_id as id from hotel_vehicles where registration like ${`${escapeLike(terms.registrationPrefix)}%`}` : null,
  ].filter((condition) => condition !== null);
  if (conditions.length === 0) return { total: 0, customers: [] };
  const limit = Math.max(1, Math.min(100, Math.trunc(page.limit)));
  const offset = Math.max(0, Math.min(1_000_000, Math.trunc(page.offset)));
  const rows = await queryRows<{ id: number; name: string; phone: string | null; email: string | null; total: number | string }>(sql`
    with matched as (${sql.join(conditions, sql` union `)})
    select c.id, c.name, c.phone, c.email, count(*) over () as total
    from hotel_customers c join matched m on m.id = c.id
    order by lower(c.name), c.id
    limit ${limit} offset ${offset}`);
  const total = rows.length ? Number(rows[0].total) : offset > 0 ? await countMatches(conditions) : 0;
  return { total, customers: await withVehicles(rows) };
}

async function countMatches(conditions: ReturnType<typeof sql>[]): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(sql`with matched as (${sql.join(conditions, sql` union `)}) select count(*) as total from matched`);
  return Number(row?.total ?? 0);
}

async function withVehicles(customers: { id: number; name: string; phone: string | null; email: string | null }[]): Promise<SearchCustomer[]> {
  if (customers.length === 0) return [];
  const ids = customers.map((customer) => customer.id);
  const vehicles = await db.select().from(hotelVehicles).where(inArray(hotelVehicles.customerId, ids)).orderBy(asc(hotelVehicles.registration));
  const sets = vehicles.length
    ? await db
        .select({ id: hotelSets.id, vehicleId: hotelSets.vehicleId, season: hotelSets.season, size: hotelSets.size, location: hotelSets.location, tyres: hotelSets.tyres })
        .from(hotelSets)
        .where(and(inArray(hotelSets.vehicleId, vehicles.map((vehicle) => vehicle.id)), eq(hotelSets.status, "stored")))
        .orderBy(asc(hotelSets.id))
    : [];
  const today = serverNow();
  return customers.map((customer) => ({
    id: customer.id,
    name: customer.name,
    phone: customer.phone,
    email: customer.email,
    vehicles: vehicles
      .filter((vehicle) => vehicle.customerId === customer.id)
      .map((vehicle) => ({
        id: vehicle.id,
        registration: vehicle.registration,
        makeModel: vehicle.makeModel,
        sets: sets
          .filter((set) => set.vehicleId === vehicle.id)
          .map(({ tyres, ...set }) => ({ ...set, warnings: conditionWarnings({ season: set.season, tyres }, today).length })),
      })),
  }));
}

/** Photo ids of a set (the set page's gallery). */
export async function photoIdsOf(setId: number): Promise<number[]> {
  const rows = await db.select({ id: hotelSetPhotos.id }).from(hotelSetPhotos).where(eq(hotelSetPhotos.setId, setId)).orderBy(asc(hotelSetPhotos.id));
  return rows.map((row) => row.id);
}
