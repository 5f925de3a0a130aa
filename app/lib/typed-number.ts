/**
 * A decimal number as a person types it into a form: '12,50', '12.50', ' 1 234,5 € ', ',5', '-3'. The one
 * reader of that format; each purpose (a price in cents, a rim's width, a discount) checks its own
 * range on what it returns. A comma or a dot is the decimal mark, once; spaces (also no-break and thin
 * ones) may group thousands; a trailing '€', 'eur' or 'euro(a)' is ignored. Browsers send number inputs
 * with a dot; without JavaScript a text field may carry a comma.
 */

const GROUP_SPACES = /[\s\u00a0\u2007\u2009\u202f]/g;
const CURRENCY_SUFFIX = /(€|eur|euroa?)$/i;
const DECIMAL = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

export type TypedDecimal =
  | { kind: "blank" }
  | { kind: "invalid" }
  /** The digits as typed (`whole` may be '', `fraction` may be ''), so a price can be read to the cent exactly. */
  | { kind: "number"; negative: boolean; whole: string; fraction: string; value: number };

export function readTypedDecimal(text: string | null | undefined): TypedDecimal {
  const compact = (text ?? "").replace(GROUP_SPACES, "").replace(CURRENCY_SUFFIX, "");
  if (compact === "") return { kind: "blank" };
  const match = DECIMAL.exec(compact);
  if (!match || (match[2] === "" && (match[3] ?? "") === "")) return { kind: "invalid" };
  const [, sign, whole, fraction = ""] = match;
  const value = Number(`${sign}${whole || "0"}.${fraction || "0"}`);
  return Number.isFinite(value) ? { kind: "number", negative: sign === "-", whole, fraction, value } : { kind: "invalid" };
}

/** The typed number, or null when the text is blank or not a number. */
export function parseTypedDecimal(text: string | null | undefined): number | null {
  const read = readTypedDecimal(text);
  return read.kind === "number" ? read.value : null;
}
