/**
 * The tyre hotel's CSV import over the database: reading the upload with its size bounded before it is
 * parsed, the dry run (reads only) and the import itself, which plans the file again against the register
 * as it is then and writes every row or none in one transaction. The rules of the file and of matching
 * are in import.rules.ts; here is only what needs the request or the database. Writes are set-based (a
 * JSON array of rows per statement), so a 10,000-row file costs a handful of round trips.
 */
import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "#db/client";
import type { TyreSeason } from "#db/schema/enum-values";
import { helsinkiDay, startOfHelsinkiDay } from "~/lib/helsinki-time";
import { describeChange } from "~/services/audit.server";
import { serverNow } from "~/services/clock.server";
import { type CsvUpload, readCsvUpload } from "~/services/csv-upload.server";
import { type ExistingCustomer, type ExistingRegister, type ExistingSet, type HotelImportPlan, planHotelImport } from "./import-plan.rules";
import { type HotelImportRow, HOTEL_IMPORT_TEXTS, MAX_HOTEL_IMPORT_BYTES, emailKey, parseHotelCsv, phoneKey, tooLargeMessage } from "./import.rules";

type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];
type Runner = typeof db | Transaction;

/** Any two imports wait for each other, whichever process runs them. */
const IMPORT_LOCK_ID = 727_311;

// ---------------------------------------------------------------- the upload

/**
 * The import form and the CSV it carries: the chosen file when there is one, otherwise the text field
 * `csv`. Throws UploadRefused with a Finnish message for more than 2 MB or a file that is not CSV text.
 */
export function readHotelUpload(request: Request): Promise<CsvUpload> {
  return readCsvUpload(request, { maxCsvBytes: MAX_HOTEL_IMPORT_BYTES, maxFields: 10, tooLarge: tooLargeMessage, notCsv: HOTEL_IMPORT_TEXTS.notCsv });
}

/** A fingerprint of the previewed text, so an import applies only what the admin saw. */
export function hotelImportDigest(csvText: string): string {
  return createHash("sha256")
    .update(csvText.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n"))
    .digest("base64url");
}

// ---------------------------------------------------------------- reading the register

const jsonParam = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** A phone's key in SQL, as `phoneKey` computes it: digits, with +358 / 00358 read as 0. */
const PHONE_KEY = sql`(case
  when btrim(phone) like '+358%' then '0' || substr(regexp_replace(phone, '[^0-9]', '', 'g'), 4)
  when regexp_replace(phone, '[^0-9]', '', 'g') like '00358%' then '0' || substr(regexp_replace(phone, '[^0-9]', '', 'g'), 6)
  else regexp_replace(phone, '[^0-9]', '', 'g') end)`;

async function rowsOf<T>(runner: Runner, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await runner.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}

type CustomerRow = { id: number; name: string; phone: string | null; email: string | null };

/** What the register holds for the customers, vehicles and places a file names. */
async function loadExisting(runner: Runner, rows: readonly HotelImportRow[]): Promise<ExistingRegister> {
  const emails = [...new Set(rows.flatMap((row) => (row.email ? [emailKey(row.email)] : [])))];
  const phones = [...new Set(rows.flatMap((row) => (row.phone ? [phoneKey(row.phone)] : [])))];
  const registrations = [...new Set(rows.map((row) => row.registration))];
  const places = [...new Set(rows.map((row) => row.location.toUpperCase()))];

  const [byEmail, byPhone, vehicles, placeRows] = await Promise.all([
    rowsOf<CustomerRow>(runner, sql`select id, name, phone, email from hotel_customers
      where email is not null and lower(btrim(email)) in (select jsonb_array_elements_text(${jsonParam(emails)})) order by id`),
    rowsOf<CustomerRow>(runner, sql`select id, name, phone, email from hotel_customers
      where phone is not null and ${PHONE_KEY} in (select jsonb_array_elements_text(${jsonParam(phones)})) order by id`),
    rowsOf<{ id: number; customer_id: number; registration: string }>(runner, sql`select id, customer_id, registration from hotel_vehicles
      where registration in (select jsonb_array_elements_text(${jsonParam(registrations)}))`),
    rowsOf<{ id: number; registration: string; season: TyreSeason; location: string }>(runner, sql`select s.id, v.registration, s.season, s.location
      from hotel_sets s join hotel_vehicles v on v.id = s.vehicle_id
      where s.status = 'stored' and upper(s.location) in (select jsonb_array_elements_text(${jsonParam(places)}))`),
  ]);
  const vehicleIds = vehicles.map((vehicle) => vehicle.id);
  const ownerIds = [...new Set(vehicles.map((vehicle) => vehicle.customer_id))];
  const [owners, setRows] = await Promise.all([
    rowsOf<CustomerRow>(runner, sql`select id, name, phone, email from hotel_customers where id in (select (jsonb_array_elements_text(${jsonParam(ownerIds)}))::int)`),
    rowsOf<{ id: number; vehicle_id: number; season: TyreSeason; status: "stored" | "out"; location: string | null }>(
      runner,
      // The stored set of a vehicle and season first, else the one checked out last.
      sql`select distinct on (vehicle_id, season) id, vehicle_id, season, status, location from hotel_sets
        where vehicle_id in (select (jsonb_array_elements_text(${jsonParam(vehicleIds)}))::int)
        order by vehicle_id, season, (status = 'stored') desc, checked_out_at desc nulls last, id desc`,
    ),
  ]);

  const customersByEmail = new Map<string, ExistingCustomer>();
  for (const customer of byEmail) if (customer.email && !customersByEmail.has(emailKey(customer.email))) customersByEmail.set(emailKey(customer.email), customer);
  const customersByPhone = new Map<string, ExistingCustomer>();
  for (const customer of byPhone) if (customer.phone && !customersByPhone.has(phoneKey(customer.phone))) customersByPhone.set(phoneKey(customer.phone), customer);
  const sets = new Map<string, ExistingSet>();
  for (const set of setRows) sets.set(`${set.vehicle_id}|${set.season}`, { id: set.id, vehicleId: set.vehicle_id, season: set.season, status: set.status, location: set.location });
  return {
    customersByEmail,
    customersByPhone,
    customersById: new Map([...byEmail, ...byPhone, ...owners].map((customer) => [customer.id, customer])),
    vehicles: new Map(vehicles.map((vehicle) => [vehicle.registration, { id: vehicle.id, customerId: vehicle.customer_id, registration: vehicle.registration }])),
    sets,
    places: new Map(placeRows.map((place) => [place.location.toUpperCase(), { setId: place.id, registration: place.registration, season: place.season }])),
  };
}

export type HotelImportPreview = HotelImportPlan & { rows: number; ignoredColumns: string[] };
export type HotelPreviewResult = ({ ok: true } & HotelImportPreview) | { ok: false; error: string };

async function plan(runner: Runner, csvText: string, now: Date): Promise<HotelPreviewResult> {
  const parsed = parseHotelCsv(csvText, helsinkiDay(now));
  if (!parsed.ok) return parsed;
  const existing = await loadExisting(runner, parsed.rows);
  return { ok: true, ...planHotelImport(parsed, existing), rows: parsed.rows.length + parsed.rejected.length, ignoredColumns: parsed.ignoredColumns };
}

/** The dry run: what importing the file would do now. Reads only. */
export function previewHotelImport(csvText: string, now = serverNow()): Promise<HotelPreviewResult> {
  return plan(db, csvText, now);
}

// ---------------------------------------------------------------- the import

export type HotelApplyResult =
  | { ok: true; created: number; checkedIn: number; unchanged: number; customers: number; vehicles: number; ms: number }
  | { ok: false; error: string; rejected?: boolean };

class Refused extends Error {
  constructor(
    message: string,
    readonly rejected = false,
  ) {
    super(message);
  }
}

/** When a set was checked in: noon of the file's day in Helsinki (the day whatever the clocks do), else now. */
const checkedInAt = (row: HotelImportRow, now: Date) => {
  const start = row.checkedInOn ? startOfHelsinkiDay(row.checkedInOn) : null;
  return start ? new Date(start.getTime() + 12 * 3600_000) : now;
};

async function writePlan(tx: Transaction, planned: HotelImportPlan, by: string, now: Date) {
  // Customers: each new one gets its unsubscribe token here, which tells the inserted rows apart.
  const newCustomers = new Map<string, { token: string; name: string; phone: string | null; email: string | null; consent: boolean }>();
  for (const { customer } of planned.sets) {
    if (customer.kind === "new" && !newCustomers.has(customer.key)) {
      newCustomers.set(customer.key, { token: randomBytes(32).toString("hex"), name: customer.name, phone: customer.phone, email: customer.email, consent: customer.consent });
    }
  }
  const customerIds = new Map<string, number>();
  if (newCustomers.size > 0) {
    const inserted = await rowsOf<{ id: number; unsubscribe_token: string }>(
      tx,
      sql`insert into hotel_customers (name, phone, email, reminder_consent, unsubscribe_token)
        select c.name, c.phone, c.email, c.consent, c.token from jsonb_to_recordset(${jsonParam([...newCustomers.values()])})
          as c(name text, phone text, email text, consent boolean, token text)
        returning id, unsubscribe_token`,
    );
    const byToken = new Map(inserted.map((row) => [row.unsubscribe_token, row.id]));
    for (const [key, customer] of newCustomers) customerIds.set(key, byToken.get(customer.token)!);
  }
  const customerId = (set: HotelImportPlan["sets"][number]) => (set.customer.kind === "existing" ? set.customer.id : customerIds.get(set.customer.key)!);

  const vehicleIds = new Map<string, number>();
  const newVehicles = new Map<string, { registration: string; customer_id: number; make_model: string | null }>();
  for (const set of planned.sets) {
    if (set.vehicleId !== null) vehicleIds.set(set.row.registration, set.vehicleId);
    else if (!newVehicles.has(set.row.registration)) newVehicles.set(set.row.registration, { registration: set.row.registration, customer_id: customerId(set), make_model: set.row.makeModel });
  }
  if (newVehicles.size > 0) {
    const inserted = await rowsOf<{ id: number; registration: string }>(
      tx,
      sql`insert into hotel_vehicles (registration, customer_id, make_model)
        select v.registration, v.customer_id, v.make_model from jsonb_to_recordset(${jsonParam([...newVehicles.values()])})
          as v(registration text, customer_id integer, make_model text)
        returning id, registration`,
    );
    for (const row of inserted) vehicleIds.set(row.registration, row.id);
  }

  const setValues = (set: HotelImportPlan["sets"][number]) => ({
    vehicle_id: vehicleIds.get(set.row.registration)!,
    season: set.row.season,
    size: set.row.size,
    brand_model: set.row.brandModel,
    with_rims: set.row.withRims,
    tyres: set.row.tyres,
    notes: set.row.notes,
    location: set.row.location,
    checked_in_at: checkedInAt(set.row, now).toISOString(),
  });
  const creates = planned.sets.filter((set) => set.action.kind === "create").map(setValues);
  const checkIns = planned.sets.flatMap((set) => (set.action.kind === "check_in" ? [{ id: set.action.setId, ...setValues(set) }] : []));
  const recordType = sql`(id integer, vehicle_id integer, season text, size text, brand_model text, with_rims boolean, tyres jsonb, notes text, location text, checked_in_at timestamptz)`;

  const setIds: number[] = [];
  if (creates.length > 0) {
    const inserted = await rowsOf<{ id: number }>(
      tx,
      sql`insert into hotel_sets (vehicle_id, season, size, brand_model, with_rims, tyres, notes, location, status, checked_in_at, checked_in_by)
        select s.vehicle_id, s.season::tyre_season, s.size, s.brand_model, s.with_rims, s.tyres, s.notes, s.location, 'stored', s.checked_in_at, ${by}
        from jsonb_to_recordset(${jsonParam(creates)}) as s${recordType}
        returning id`,
    );
    setIds.push(...inserted.map((row) => row.id));
  }
  if (checkIns.length > 0) {
    const updated = await rowsOf<{ id: number }>(
      tx,
      sql`update hotel_sets h set size = s.size, brand_model = s.brand_model, with_rims = s.with_rims, tyres = s.tyres, notes = coalesce(s.notes, h.notes),
          location = s.location, status = 'stored', checked_in_at = s.checked_in_at, checked_in_by = ${by}, checked_out_at = null, checked_out_by = null,
          updated_at = now()
        from jsonb_to_recordset(${jsonParam(checkIns)}) as s${recordType}
        where h.id = s.id and h.status = 'out'
        returning h.id`,
    );
    if (updated.length !== checkIns.length) throw new Refused(HOTEL_IMPORT_TEXTS.changedSincePreview);
    setIds.push(...updated.map((row) => row.id));
  }
  // Every check-in is an event of the set's history, with the tyres as measured then.
  if (setIds.length > 0) {
    await tx.execute(sql`insert into hotel_set_events (set_id, kind, at, by, location, tyres)
      select id, 'check_in', checked_in_at, ${by}, location, tyres from hotel_sets
      where id in (select (jsonb_array_elements_text(${jsonParam(setIds)}))::int)`);
  }
  return { created: creates.length, checkedIn: checkIns.length, customers: newCustomers.size, vehicles: newVehicles.size };
}

/** Postgres' refusal in words: the place index means another check-in took a place meanwhile. */
function databaseMessage(error: unknown): string {
  const cause = ((error as { cause?: unknown })?.cause ?? error) as { constraint?: unknown; constraint_name?: unknown };
  const constraint = cause.constraint ?? cause.constraint_name;
  if (constraint === "hotel_sets_location_idx") return "varastopaikka varattiin juuri toiselle sarjalle. Esikatsele tiedosto uudelleen.";
  if (typeof constraint === "string") return `tietokanta hylkäsi rivin (ehto ${constraint}).`;
  return "tietokantavirhe.";
}

/**
 * Plans the file again against the register as it is now and writes it in one transaction: every row or
 * none. With any rejected row nothing is written. `by` is the admin's username (the check-ins' 'who').
 */
export async function applyHotelImport(csvText: string, by: string, now = serverNow()): Promise<HotelApplyResult> {
  const started = performance.now();
  let outcome: Omit<Extract<HotelApplyResult, { ok: true }>, "ms">;
  try {
    outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
      const planned = await plan(tx, csvText, now);
      if (!planned.ok) throw new Refused(planned.error);
      if (planned.rejected.length > 0) throw new Refused(HOTEL_IMPORT_TEXTS.rejectedNothingDone(planned.rejected.length), true);
      const written = await writePlan(tx, planned, by, now);
      return { ok: true as const, ...written, unchanged: planned.unchanged.length };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, error: error.message, rejected: error.rejected };
    console.error("Rengashotellin tuonti epäonnistui:", error);
    return { ok: false, error: `Tuonti epäonnistui, mitään ei tallennettu: ${databaseMessage(error)}` };
  }
  describeChange(
    "import",
    `Rengashotellin tuonti: uusia sarjoja ${outcome.created}, uudelleen sisäänkirjattuja ${outcome.checkedIn}, ennallaan ${outcome.unchanged}, uusia asiakkaita ${outcome.customers}, uusia ajoneuvoja ${outcome.vehicles}`,
    "hotel_sets",
  );
  if (outcome.created + outcome.customers > 0) {
    await db.execute(sql`analyze hotel_customers`);
    await db.execute(sql`analyze hotel_sets`);
  }
  return { ...outcome, ms: Math.round(performance.now() - started) };
}
