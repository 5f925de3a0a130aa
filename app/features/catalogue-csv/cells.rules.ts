/**
 * The catalogue CSV's cells that are more than text: euros as price lists write them (both decimal
 * separators, a thousands space, a euro sign), the yes/no flags and the delivery days, read back and
 * written the same way. Pure; rules.ts reads and writes whole rows with them.
 */
import { DELIVERY_DAYS_MAX } from "~/features/tyres/admin.rules";

// ---------------------------------------------------------------- money and numbers

export const MAX_CENTS = 99_999_999_99; // numeric(10, 2)

/**
 * Euros as written in price lists, to cents: '89.90', '89,90', '1 234,50 €', '1234.5'. Both separators
 * ('1.234,50') read the last one as the decimal point. Null for anything that is not a number.
 */
export function parseCsvEuroCents(input: string): number | null {
  let text = input.replace(/[\s\u00a0\u202f€]/g, "").replace(/eur$/i, "");
  if (text === "") return null;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  if (lastComma !== -1 && lastDot !== -1) {
    const decimal = lastComma > lastDot ? "," : ".";
    const thousands = decimal === "," ? "." : ",";
    text = text.split(thousands).join("").replace(decimal, ".");
  } else {
    text = text.replace(",", ".");
  }
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const cents = Math.round(Number(text) * 100);
  return Number.isFinite(cents) ? cents : null;
}

/** Cents as a CSV cell: '89.90', or '89,90' for a semicolon file opened by Finnish Excel. */
export function formatCents(cents: number, decimalComma = false): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const text = `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  return decimalComma ? text.replace(".", ",") : text;
}

/** A numeric string from the database ('89.90') as cents. */
export function centsFromDecimal(value: string | number | null): number | null {
  if (value === null || value === "") return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? Math.round(amount * 100) : null;
}

/** The spec's financing rule: price / 12 rounded to cents. */
export const monthlyFinancingCents = (priceCents: number) => Math.round(priceCents / 12);

// ---------------------------------------------------------------- markings

const FLAG_WORDS: Record<string, boolean> = {
  kyllä: true,
  kylla: true,
  k: true,
  yes: true,
  y: true,
  x: true,
  "1": true,
  true: true,
  tosi: true,
  ei: false,
  e: false,
  no: false,
  n: false,
  "0": false,
  false: false,
  epätosi: false,
  "": false,
};
/** A yes/no cell: kyllä/ei, 1/0, x/empty, yes/no (any case); null for anything else. */
export function parseCsvFlag(cell: string): boolean | null {
  return FLAG_WORDS[cell.trim().toLowerCase()] ?? null;
}
export const flagCell = (value: boolean) => (value ? "kyllä" : "ei");

export type DeliveryDays = { min: number; max: number };

/**
 * A delivery time in working days: '2', '1-3', '1–3' (en dash), '1 — 3', with an optional 'pv'. Null when
 * it is not one; `reversed` when the first number is the larger.
 */
export function parseDeliveryDays(cell: string): DeliveryDays | "reversed" | null {
  const match = /^\s*(\d{1,2})\s*(?:[-\u2010-\u2015\u2212]\s*(\d{1,2}))?\s*(?:pv|päivää|arkipäivää)?\s*$/i.exec(cell.slice(0, 40));
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? min : Number(match[2]);
  if (min > DELIVERY_DAYS_MAX || max > DELIVERY_DAYS_MAX) return null;
  return min > max ? "reversed" : { min, max };
}

/** '2', '1–3' (an en dash: Excel reads '1-3' as a date), '' when not set. */
export function deliveryDaysCell(min: number | null, max: number | null): string {
  if (min === null || max === null) return "";
  return min === max ? String(min) : `${min}\u2013${max}`;
}
