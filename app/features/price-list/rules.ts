/**
 * The shop's service price list: its shape, the defaults (the prices valid from 1.1.2026), euro amounts
 * in cents read from what a person types and shown in the fi-FI format. No zod here, so the public
 * pages that only render prices do not ship it (the schemas are in schema.ts).
 *
 * Amounts are whole cents: 12,50 € is 1250, so nothing is ever rounded by floating point.
 */
import { formatFinnishEuros } from "~/lib/finnish-number";
import { readTypedDecimal } from "~/lib/typed-number";

/** The three rim-size columns of the tyre change, tyre fitting and tyre hotel tables. */
export const RIM_SIZE_COLUMNS = ["enintään 16″", "17–18″", "19″ tai suurempi"] as const;

/** A vehicle type and its price per rim-size column (cents). */
export type RimPriceRow = { label: string; prices: [number, number, number] };
/** A service, its price (cents), the unit after it ('/ kpl') and whether the price is a starting price. */
export type ServicePriceRow = { label: string; price: number; unit: string; from: boolean };

export type RimPriceTable = { rows: RimPriceRow[]; note: string };
export type ServicePriceTable = { rows: ServicePriceRow[]; note: string };

export const RIM_TABLE_KEYS = ["tyreChange", "tyreFitting", "tyreHotel"] as const;
export const SERVICE_TABLE_KEYS = ["balancing", "repairs", "disposal"] as const;
export type RimTableKey = (typeof RIM_TABLE_KEYS)[number];
export type ServiceTableKey = (typeof SERVICE_TABLE_KEYS)[number];
export type PriceTableKey = RimTableKey | ServiceTableKey;

export type PriceList = {
  /** 'Hinnat voimassa 1.1.2026 alkaen toistaiseksi.' */
  validText: string;
  /** The VAT rate as the pages write it: '25,5 %'. */
  vatText: string;
} & { [K in RimTableKey]: RimPriceTable } & { [K in ServiceTableKey]: ServicePriceTable };

/**
 * What stays fixed about each table: the anchor id the pages and the assistant use, the short title of
 * the admin form, the caption of the public table and, for rim-size tables, the unit the prices are for.
 */
export const PRICE_TABLES = {
  tyreChange: { id: "renkaanvaihto", title: "Renkaanvaihto", caption: "Renkaanvaihto, renkaat valmiiksi vanteilla", unit: "4 pyörää" },
  tyreFitting: {
    id: "rengastyo",
    title: "Rengastyö",
    caption: "Renkaiden vaihto vanteille (rengastyö ja tasapainotus)",
    unit: "4 rengasta",
  },
  tyreHotel: { id: "rengashotelli", title: "Rengashotelli", caption: "Rengashotelli, säilytys yhden kauden ajan", unit: "4 pyörää / kausi" },
  balancing: { id: "tasapainotus", title: "Tasapainotus", caption: "Pyörien tasapainotus", unit: "" },
  repairs: { id: "korjaukset", title: "Korjaukset", caption: "Rengas- ja vannekorjaukset", unit: "" },
  disposal: { id: "kierratys", title: "Kierrätys", caption: "Vanhojen renkaiden ja vanteiden vastaanotto", unit: "" },
} as const satisfies Record<PriceTableKey, { id: string; title: string; caption: string; unit: string }>;

/** Bounds of the document, shared by the schema, the form and the form's body limits. */
export const PRICE_LIST_LIMITS = {
  /** Rows a table may have; the admin adds and removes rows within 1 … this. */
  maxRows: 12,
  labelMaxLength: 120,
  unitMaxLength: 40,
  noteMaxLength: 500,
  validTextMaxLength: 200,
  vatTextMaxLength: 20,
  /** 100 000 € in cents: no service costs more, and a typo of a few zeros is caught. */
  maxCents: 10_000_000,
} as const;

const euros = (amount: number) => Math.round(amount * 100);
const rimRow = (label: string, prices: [number, number, number]): RimPriceRow => ({
  label,
  prices: prices.map(euros) as [number, number, number],
});
const serviceRow = (label: string, price: number, unit = "", from = false): ServicePriceRow => ({ label, price: euros(price), unit, from });

/** The prices valid from 1.1.2026: what the list shows until the admin saves one of their own. */
export function defaultPriceList(): PriceList {
  return {
    validText: "Hinnat voimassa 1.1.2026 alkaen toistaiseksi.",
    vatText: "25,5 %",
    tyreChange: {
      rows: [rimRow("Henkilöauto", [35, 40, 49]), rimRow("SUV ja maastoauto", [45, 55, 65]), rimRow("Pakettiauto", [55, 59, 69])],
      note: "Hintaan sisältyvät pyörien vaihto, rengaspaineiden säätö, pulttien kiristys momenttiavaimella ja urasyvyyden tarkistus.",
    },
    tyreFitting: {
      rows: [rimRow("Henkilöauto", [79, 89, 109]), rimRow("SUV ja maastoauto", [95, 109, 129]), rimRow("Pakettiauto", [105, 115, 135])],
      note: "Sisältää vanhojen renkaiden irrotuksen, uusien asennuksen, uudet kumiventtiilit ja tasapainotuksen. Run flat -renkaat +20 € / sarja.",
    },
    tyreHotel: {
      rows: [rimRow("Henkilöauto", [59, 65, 75]), rimRow("SUV ja maastoauto", [75, 79, 89]), rimRow("Pakettiauto", [75, 79, 89])],
      note: "Kausihintaan sisältyvät renkaiden pesu, kuntotarkastus, urasyvyyden mittaus ja säilytys kuivassa varastossa. Renkaanvaihto hinnaston mukaan.",
    },
    balancing: {
      rows: [
        serviceRow("Tasapainotus, henkilöauto", 40, "/ 4 pyörää"),
        serviceRow("Tasapainotus, SUV, maasto- ja pakettiauto", 50, "/ 4 pyörää"),
        serviceRow("Yksittäisen pyörän tasapainotus", 12, "/ kpl"),
        serviceRow("Tasapainotus renkaanvaihdon yhteydessä", 30, "/ 4 pyörää"),
      ],
      note: "",
    },
    repairs: {
      rows: [
        serviceRow("Rengasrikon paikkaus (sisäpuolinen paikka)", 35, "/ rengas"),
        serviceRow("Kumiventtiilin vaihto", 6, "/ kpl"),
        serviceRow("Vuotavan vanteen tiivistys", 25, "/ pyörä"),
        serviceRow("TPMS-anturin vaihto, sis. anturin ja ohjelmoinnin", 79, "/ kpl", true),
        serviceRow("TPMS-anturien ohjelmointi ja opetus autolle", 25),
        serviceRow("Teräsvanteen oikaisu", 45, "/ vanne", true),
        serviceRow("Pulttien jälkikiristys", 0),
      ],
      note: "Pulttien jälkikiristys 50–100 km:n ajon jälkeen on aina maksuton.",
    },
    disposal: {
      rows: [
        serviceRow("Vanhojen renkaiden vastaanotto kierrätykseen (ilman vanteita)", 0),
        serviceRow("Renkaan irrotus vanteelta kierrätystä varten", 5, "/ kpl"),
        serviceRow("Vanteiden vastaanotto metallinkierrätykseen", 0),
      ],
      note: "Uusien renkaiden hintaan sisältyy Suomen Rengaskierrätyksen kierrätysmaksu, joten vanhat renkaat otetaan vastaan maksutta.",
    },
  };
}

// ---------------------------------------------------------------- showing amounts

const WHOLE_EUROS = { minimumFractionDigits: 0, maximumFractionDigits: 0 };
const WITH_CENTS = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** '35 €', '12,50 €', '1 234,50 €' (fi-FI; whole euros without decimals, cents always as two digits). */
export function formatCents(cents: number): string {
  return formatFinnishEuros(cents / 100, cents % 100 === 0 ? WHOLE_EUROS : WITH_CENTS);
}

/** 'alk. 79 € / kpl', '12,50 € / kpl', '25 €'; a price of zero is free: 'Maksuton'. */
export function formatServicePrice(row: Pick<ServicePriceRow, "price" | "unit" | "from">, free = "Maksuton"): string {
  if (row.price === 0) return free;
  return `${row.from ? "alk. " : ""}${formatCents(row.price)}${row.unit ? ` ${row.unit}` : ""}`;
}

/** The lowest price of a rim-size table (cents), or null when it has no rows. */
export function lowestRimPrice(table: RimPriceTable): number | null {
  const prices = table.rows.flatMap((row) => row.prices);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** The lowest price above zero of a service table (cents), or null when every service is free. */
export function lowestServicePrice(table: ServicePriceTable): number | null {
  const prices = table.rows.map((row) => row.price).filter((price) => price > 0);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** The rim-size column (RIM_SIZE_COLUMNS) a rim diameter in inches falls in. */
export function rimSizeColumn(diameter: number): 0 | 1 | 2 {
  return diameter <= 16 ? 0 : diameter <= 18 ? 1 : 2;
}

/** How the admin's row labels name each vehicle type of the catalogue ('Henkilöauto', 'SUV ja maastoauto'). */
const VEHICLE_ROW_WORDS: Record<string, RegExp> = { henkilöauto: /henkilö/i, suv: /suv|maasto/i, pakettiauto: /paketti/i };

/**
 * Fitting four new tyres of this rim size on a vehicle of this type (cents): the 'Rengastyö' table's row
 * for the vehicle type, found by its label since the admin may reorder or rename rows; null when the list
 * has no such row, so no fitted price is shown rather than a wrong one.
 */
export function fittingPriceCents(list: Pick<PriceList, "tyreFitting">, vehicleType: string, diameter: number): number | null {
  const words = VEHICLE_ROW_WORDS[vehicleType];
  const row = words ? list.tyreFitting.rows.find((candidate) => words.test(candidate.label)) : undefined;
  return row ? row.prices[rimSizeColumn(diameter)] : null;
}

// ---------------------------------------------------------------- reading what a person types

export type EuroInputError = "required" | "number" | "negative" | "decimals" | "tooLarge";
export type EuroInput = { ok: true; cents: number } | { ok: false; error: EuroInputError };

/** The Finnish message for each way a typed price can be wrong. */
export const EURO_INPUT_TEXTS: Record<EuroInputError, string> = {
  required: "Hinta on pakollinen",
  number: "Hinnan täytyy olla numero, esim. 12,50",
  negative: "Hinta ei voi olla negatiivinen",
  decimals: "Enintään kaksi desimaalia (0,01 €)",
  tooLarge: "Hinta on liian suuri: enintään 100 000 €",
};

/**
 * A price as a person types it (lib/typed-number.ts): '12,50', '12.50', '12', '1 234,5', '35 €'. At most two
 * decimals, zero or more, below the cap.
 */
export function parseEuroInput(text: string | null | undefined): EuroInput {
  const read = readTypedDecimal(text);
  if (read.kind === "blank") return { ok: false, error: "required" };
  if (read.kind === "invalid") return { ok: false, error: "number" };
  const { negative, whole, fraction } = read;
  if (negative && /[1-9]/.test(whole + fraction)) return { ok: false, error: "negative" };
  if (fraction.length > 2) return { ok: false, error: "decimals" };
  if (whole.replace(/^0+/, "").length > 9) return { ok: false, error: "tooLarge" };
  const cents = Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
  if (cents > PRICE_LIST_LIMITS.maxCents) return { ok: false, error: "tooLarge" };
  return { ok: true, cents };
}

/** Cents as a form field's value: '35', '12,50' (the Finnish decimal comma; the form accepts a dot too). */
export function centsToInput(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole},${String(rest).padStart(2, "0")}`;
}

// ---------------------------------------------------------------- comparing

/** The document with its keys in one order, so two lists compare as strings. */
export function canonicalPriceList(list: PriceList): string {
  const rim = (table: RimPriceTable) => ({ note: table.note, rows: table.rows.map((row) => [row.label, ...row.prices]) });
  const service = (table: ServicePriceTable) => ({ note: table.note, rows: table.rows.map((row) => [row.label, row.price, row.unit, row.from]) });
  return JSON.stringify([
    list.validText,
    list.vatText,
    ...RIM_TABLE_KEYS.map((key) => rim(list[key])),
    ...SERVICE_TABLE_KEYS.map((key) => service(list[key])),
  ]);
}

export function samePriceList(a: PriceList, b: PriceList): boolean {
  return canonicalPriceList(a) === canonicalPriceList(b);
}
