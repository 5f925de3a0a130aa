/**
 * The price a crawled page shows (competitors' pages): euro amounts in page text and structured data,
 * Finnish and English notation: "1 299,00 €", "129.90€", "€ 129,90", "129,- €", "alk. 89 €". Prices
 * come out as "129.90" (two decimals, a dot), or null.
 */

const MAX_CENTS = 100_000_000; // 1 000 000 € and up is not a tyre price

const SPACE = "[ \\u00a0\\u2007\\u2009\\u202f]";
/** 1 299,00 · 1.299,00 · 1,299.00 · 129,90 · 129.9 · 129 (grouped thousands first, so "1 299" stays whole). */
const NUMBER = `\\d{1,3}(?:(?:${SPACE}|[.,'])\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?`;
/** "129,-" and "129.–": whole euros. */
const DASH = "[.,](?:-{1,2}|[\u2013\u2014])";
/** Not in the middle of a word or another number ("R16 129,90 €" must not read "16 129,90"), not a minus. */
const NOT_AFTER = "(?<![\\p{L}\\p{N}.,'\\-\u2212/])";
const CURRENCY_AFTER = "(?:€|eur(?:oa?)?(?![\\p{L}]))";
const MONTHLY = `(?!\\s*/\\s*(?:kk|kuukausi|kuuk|mo|month)(?![\\p{L}]))`;

const EURO_AMOUNT = new RegExp(
  `${NOT_AFTER}(?<after>${NUMBER})(?:${DASH})?\\s{0,3}${CURRENCY_AFTER}${MONTHLY}` +
    `|(?:€|\\beur\\b)\\s{0,3}(?<before>${NUMBER})(?:${DASH})?(?![\\p{N}])${MONTHLY}`,
  "giu",
);
const PLAIN_NUMBER = new RegExp(`${NOT_AFTER}(?<number>${NUMBER})(?<dash>${DASH})?(?![\\p{N}])`, "gu");

/** Cents from one number token in Finnish or English notation, or null. */
function tokenToCents(token: string): number | null {
  const compact = token.replace(/[ \u00a0\u2007\u2009\u202f']/g, "");
  const lastSeparator = Math.max(compact.lastIndexOf(","), compact.lastIndexOf("."));
  let whole = compact;
  let fraction = "";
  if (lastSeparator >= 0) {
    const separator = compact[lastSeparator];
    const tail = compact.slice(lastSeparator + 1);
    const mixed = compact.includes(separator === "," ? "." : ",");
    const repeated = compact.indexOf(separator) !== lastSeparator;
    // A single separator before 1–2 digits is a decimal mark; before 3 digits, or repeated, it groups thousands.
    const isDecimal = tail.length <= 2 && (mixed || !repeated);
    whole = isDecimal ? compact.slice(0, lastSeparator) : compact;
    fraction = isDecimal ? tail : "";
    whole = whole.replace(/[.,]/g, "");
  }
  if (!/^\d+$/.test(whole) || !/^\d{0,2}$/.test(fraction) || whole.length > 12) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

function centsToPrice(cents: number | null): string | null {
  if (cents === null || !Number.isFinite(cents) || cents <= 0 || cents >= MAX_CENTS) return null;
  const rounded = Math.round(cents);
  return `${Math.floor(rounded / 100)}.${String(rounded % 100).padStart(2, "0")}`;
}

export type Amount = { price: string; start: number; end: number };

export function crawledPrices(text: string): Amount[] {
  const amounts: Amount[] = [];
  for (const match of text.matchAll(EURO_AMOUNT)) {
    const token = match.groups?.after ?? match.groups?.before;
    const price = token === undefined ? null : centsToPrice(tokenToCents(token));
    if (price !== null) amounts.push({ price, start: match.index, end: match.index + match[0].length });
  }
  return amounts;
}

/**
 * The price in a short text: the first amount with a euro sign or word, else the first number with
 * decimals ("4 kpl 199,90" is 199.90), else the first number. "129.90" or null.
 */
export function parseCrawledPrice(text: string): string | null {
  const withCurrency = crawledPrices(text)[0];
  if (withCurrency) return withCurrency.price;
  let firstWhole: string | null = null;
  for (const match of text.matchAll(PLAIN_NUMBER)) {
    const token = match.groups?.number ?? "";
    const price = centsToPrice(tokenToCents(token));
    if (price === null) continue;
    if (/[.,]\d{1,2}$/.test(token) || match.groups?.dash) return price;
    firstWhole ??= price;
  }
  return firstWhole;
}

/** A price from structured data, where a dot is the decimal mark ("1299.5", 129.9), else the loose parse. */
export function structuredPrice(value: unknown): string | null {
  if (typeof value === "number") return centsToPrice(Number.isFinite(value) ? Math.round(value * 100) : null);
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(trimmed)) return centsToPrice(Math.round(Number(trimmed) * 100));
  return parseCrawledPrice(trimmed);
}
