/**
 * Numbers and euros in the fi-FI format without Intl: the first Intl object of a page costs the browser
 * its ICU set-up (~50 ms in one task, ~200 ms on a throttled phone), and the public pages format prices
 * and ratings while they hydrate (decision 0024). The output is Intl.NumberFormat("fi-FI")'s exactly:
 * decimal comma, digits grouped by three with a no-break space, '−' (U+2212) for negatives, halves
 * rounded away from zero on the shortest decimal form of the number (as ICU does: 1.005 → '1,01').
 * tests/unit/finnish-number.test.ts compares the two over many values.
 */

export const NO_BREAK_SPACE = "\u00a0";
const MINUS_SIGN = "\u2212";

export type FractionDigits = { minimumFractionDigits?: number; maximumFractionDigits?: number };

/** The decimal digits of a non-negative finite number: its shortest round-trip form, without exponent. */
function decimalDigits(value: number): { integer: string; fraction: string } {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (!match) return { integer: "0", fraction: "" };
  const [, whole, decimals = "", exponentText = "0"] = match;
  const digits = whole + decimals;
  const pointAt = whole.length + Number(exponentText);
  if (pointAt <= 0) return { integer: "0", fraction: "0".repeat(-pointAt) + digits };
  if (pointAt >= digits.length) return { integer: digits + "0".repeat(pointAt - digits.length), fraction: "" };
  return { integer: digits.slice(0, pointAt), fraction: digits.slice(pointAt) };
}

/** A digit string plus one in its last place ('199' → '200', '99' → '100'). */
function incremented(digits: string): string {
  const result = digits.split("");
  for (let index = result.length - 1; index >= 0; index--) {
    if (result[index] !== "9") {
      result[index] = String(Number(result[index]) + 1);
      return result.join("");
    }
    result[index] = "0";
  }
  return "1" + result.join("");
}

/** '1234567' → '1 234 567' with no-break spaces (fi groups from four digits on). */
function grouped(integer: string): string {
  const trimmed = integer.replace(/^0+(?=\d)/, "");
  return trimmed.replace(/\B(?=(\d{3})+$)/g, NO_BREAK_SPACE);
}

/**
 * `value` as Intl.NumberFormat("fi-FI", { minimumFractionDigits, maximumFractionDigits }) shows it;
 * the defaults are Intl's (0 and 3).
 */
export function formatFinnishNumber(value: number, { minimumFractionDigits = 0, maximumFractionDigits = Math.max(3, minimumFractionDigits) }: FractionDigits = {}): string {
  if (Number.isNaN(value)) return "epäluku";
  const sign = value < 0 || Object.is(value, -0) ? MINUS_SIGN : "";
  if (!Number.isFinite(value)) return `${sign}∞`;
  const digits = decimalDigits(Math.abs(value));
  let { integer, fraction } = digits;
  if (fraction.length > maximumFractionDigits) {
    const roundsUp = fraction.charCodeAt(maximumFractionDigits) >= "5".charCodeAt(0);
    const kept = integer + fraction.slice(0, maximumFractionDigits);
    const rounded = roundsUp ? incremented(kept) : kept;
    integer = rounded.slice(0, rounded.length - maximumFractionDigits);
    fraction = rounded.slice(rounded.length - maximumFractionDigits);
  }
  fraction = fraction.replace(/0+$/, "");
  if (fraction.length < minimumFractionDigits) fraction = fraction.padEnd(minimumFractionDigits, "0");
  return `${sign}${grouped(integer || "0")}${fraction ? `,${fraction}` : ""}`;
}

/** Euros as Intl's fi-FI currency format shows them: '89,9 €', '1 234,5 €' (no-break spaces). */
export function formatFinnishEuros(value: number, digits: FractionDigits): string {
  return `${formatFinnishNumber(value, digits)}${NO_BREAK_SPACE}€`;
}
