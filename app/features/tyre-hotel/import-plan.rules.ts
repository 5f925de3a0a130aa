/**
 * What a tyre-hotel CSV import would do given what the register holds (import.rules.ts reads the file), so
 * the preview shows exactly what the import then writes (import.server.ts); the preview's view and the
 * template file. Pure.
 */
import type { TyreSeason } from "#db/schema/enum-values";
import { csvRecord } from "~/lib/csv";
import { HOTEL_IMPORT_COLUMNS, HOTEL_IMPORT_COLUMN_HELP, type HotelImportRow, type RejectedHotelRow, emailKey, phoneKey } from "./import.rules";
import { SEASON_LABEL } from "./rules";

// ---------------------------------------------------------------- the plan

export type ExistingCustomer = { id: number; name: string; phone: string | null; email: string | null };
export type ExistingVehicle = { id: number; customerId: number; registration: string };
export type ExistingSet = { id: number; vehicleId: number; season: TyreSeason; status: "stored" | "out"; location: string | null };

/** What the register holds for the file's customers, vehicles and places (import.server.ts reads it). */
export type ExistingRegister = {
  customersByEmail: ReadonlyMap<string, ExistingCustomer>;
  customersByPhone: ReadonlyMap<string, ExistingCustomer>;
  customersById: ReadonlyMap<number, ExistingCustomer>;
  /** By normalised registration. */
  vehicles: ReadonlyMap<string, ExistingVehicle>;
  /** By `${vehicleId}|${season}`: the stored one when there is one, else the last checked out. */
  sets: ReadonlyMap<string, ExistingSet>;
  /** Stored sets by upper-case place, with what the preview names them by. */
  places: ReadonlyMap<string, { setId: number; registration: string; season: TyreSeason }>;
};

/** The customer a planned row belongs to: an existing one, or one the import creates (`key` joins its rows). */
export type PlannedCustomer = { kind: "existing"; id: number; name: string } | { kind: "new"; key: string; name: string; phone: string | null; email: string | null; consent: boolean };

export type PlannedSet = {
  row: HotelImportRow;
  customer: PlannedCustomer;
  /** The existing vehicle's id, or null: the import adds it. */
  vehicleId: number | null;
  /** A new set, or a checked-out set checked in again. */
  action: { kind: "create" } | { kind: "check_in"; setId: number };
};

export type HotelImportPlan = {
  sets: PlannedSet[];
  /** Rows whose set is already stored: nothing to do. */
  unchanged: { line: number; registration: string; season: TyreSeason; location: string | null }[];
  rejected: RejectedHotelRow[];
  newCustomers: number;
  newVehicles: number;
};

export function planHotelImport(parsed: { rows: readonly HotelImportRow[]; rejected: readonly RejectedHotelRow[] }, existing: ExistingRegister): HotelImportPlan {
  const plan: HotelImportPlan = { sets: [], unchanged: [], rejected: [...parsed.rejected], newCustomers: 0, newVehicles: 0 };
  // Customers the file adds, by every e-mail and phone key their rows gave; the same for vehicles.
  const newByEmail = new Map<string, Extract<PlannedCustomer, { kind: "new" }>>();
  const newByPhone = new Map<string, Extract<PlannedCustomer, { kind: "new" }>>();
  const newVehicleOwner = new Map<string, PlannedCustomer>();

  for (const row of parsed.rows) {
    const reject = (reason: string) => plan.rejected.push({ line: row.line, reason });
    const email = row.email ? emailKey(row.email) : null;
    const phone = row.phone ? phoneKey(row.phone) : null;
    const vehicle = existing.vehicles.get(row.registration);
    const owner = vehicle ? existing.customersById.get(vehicle.customerId) : undefined;

    let customer: PlannedCustomer | undefined;
    const known = (email && existing.customersByEmail.get(email)) || (phone && existing.customersByPhone.get(phone)) || owner;
    if (known) {
      if (owner && owner.id !== known.id) {
        reject(`ajoneuvo ${row.registration} on rekisterissä toisen asiakkaan (${owner.name}) nimissä`);
        continue;
      }
      customer = { kind: "existing", id: known.id, name: known.name };
    } else {
      const fileCustomer = (email && newByEmail.get(email)) || (phone && newByPhone.get(phone)) || undefined;
      customer = fileCustomer ?? { kind: "new", key: `r${row.line}`, name: row.name, phone: row.phone, email: row.email, consent: row.consent };
    }
    if (!vehicle) {
      const fileOwner = newVehicleOwner.get(row.registration);
      if (fileOwner && !sameCustomer(fileOwner, customer)) {
        reject(`ajoneuvo ${row.registration} on tiedostossa jo toisen asiakkaan (${fileOwner.name}) nimissä`);
        continue;
      }
    }

    const set = vehicle ? existing.sets.get(`${vehicle.id}|${row.season}`) : undefined;
    if (set?.status === "stored") {
      plan.unchanged.push({ line: row.line, registration: row.registration, season: row.season, location: set.location });
      continue;
    }
    const holder = existing.places.get(row.location.toUpperCase());
    if (holder) {
      reject(`paikka ${row.location} on jo varattu (${holder.registration}, ${SEASON_LABEL[holder.season].toLowerCase()})`);
      continue;
    }

    if (customer.kind === "new") {
      if (email) newByEmail.set(email, customer);
      if (phone) newByPhone.set(phone, customer);
    }
    if (!vehicle && !newVehicleOwner.has(row.registration)) {
      newVehicleOwner.set(row.registration, customer);
      plan.newVehicles++;
    }
    plan.sets.push({ row, customer, vehicleId: vehicle?.id ?? null, action: set ? { kind: "check_in", setId: set.id } : { kind: "create" } });
  }
  const usedNew = new Set(plan.sets.flatMap(({ customer }) => (customer.kind === "new" ? [customer.key] : [])));
  plan.newCustomers = usedNew.size;
  plan.rejected.sort((a, b) => a.line - b.line);
  return plan;
}

const sameCustomer = (a: PlannedCustomer, b: PlannedCustomer) => (a.kind === "existing" && b.kind === "existing" ? a.id === b.id : a.kind === "new" && b.kind === "new" && a.key === b.key);

// ---------------------------------------------------------------- what the preview shows

export const PREVIEW_ROW_LIMIT = 100;

const formatTread = (value: number) => value.toLocaleString("fi-FI", { maximumFractionDigits: 1 });
const finnishDay = (day: string) => {
  const [year, month, date] = day.split("-").map(Number);
  return `${date}.${month}.${year}`;
};

export function previewView(plan: HotelImportPlan & { rows: number; ignoredColumns: string[] }, limit = PREVIEW_ROW_LIMIT) {
  const creates = plan.sets.filter((set) => set.action.kind === "create").length;
  return {
    rows: plan.rows,
    counts: {
      create: creates,
      checkIn: plan.sets.length - creates,
      unchanged: plan.unchanged.length,
      rejected: plan.rejected.length,
      newCustomers: plan.newCustomers,
      newVehicles: plan.newVehicles,
    },
    sets: plan.sets.slice(0, limit).map(({ row, customer, vehicleId, action }) => ({
      line: row.line,
      action: action.kind,
      customer: customer.name,
      newCustomer: customer.kind === "new",
      contact: [row.phone, row.email].filter(Boolean).join(", "),
      consent: row.consent,
      registration: row.registration,
      newVehicle: vehicleId === null,
      season: SEASON_LABEL[row.season],
      size: row.size,
      brandModel: row.brandModel ?? "",
      withRims: row.withRims,
      location: row.location,
      tyres: row.tyres.map((tyre) => `${tyre.position} ${tyre.dot ?? "–"} / ${tyre.treadMm === null ? "–" : `${formatTread(tyre.treadMm)} mm`}`).join(", "),
      checkedInOn: row.checkedInOn ? finnishDay(row.checkedInOn) : "",
    })),
    unchanged: plan.unchanged.slice(0, limit).map((row) => ({ ...row, season: SEASON_LABEL[row.season] })),
    rejected: plan.rejected.slice(0, limit * 2),
    ignoredColumns: plan.ignoredColumns,
  };
}

export type HotelPreviewView = ReturnType<typeof previewView>;

/** 'Tuonti valmis: 3 uutta sarjaa, 1 uudelleen sisäänkirjattu, 2 uutta asiakasta.' */
export function importDoneMessage(result: { created: number; checkedIn: number; customers: number }): string {
  const sets = `${result.created} ${result.created === 1 ? "uusi sarja" : "uutta sarjaa"}`;
  const again = `${result.checkedIn} uudelleen ${result.checkedIn === 1 ? "sisäänkirjattu" : "sisäänkirjattua"}`;
  const customers = `${result.customers} ${result.customers === 1 ? "uusi asiakas" : "uutta asiakasta"}`;
  return `Tuonti valmis: ${sets}, ${again}, ${customers}.`;
}

// ---------------------------------------------------------------- the template

/** The downloadable template: the header, and one example row (semicolons and a BOM, as Finnish Excel saves). */
export function templateCsv(): string {
  const header = csvRecord(HOTEL_IMPORT_COLUMNS, ";");
  const example = csvRecord(
    HOTEL_IMPORT_COLUMNS.map((column) => HOTEL_IMPORT_COLUMN_HELP[column].example),
    ";",
  );
  return `\uFEFF${header}${example}`;
}
