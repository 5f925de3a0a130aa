/**
 * Tyre sizes as visitors type them: the spec's normalisation to the catalogue form 'WWW/AAR RR'
 * (e.g. 205/55R16), the matching rules of the size search and the search box suggestions.
 * Pure: shared by the browser (suggestions) and the server (the /renkaat search mirrors these rules in SQL).
 */

export type TyreSizeParts = { width: number; aspect: number; diameter: number };

/** Which of the spec's matching rules accepted a size (the first one that did, in the spec's order). */
export type TyreSizeMatchRule = "exact" | "substring" | "alphanumeric" | "parts" | "digits";

export type SizeSuggestion = {
  size: string;
  /** What the visitor typed, when it differs from its normalised form; shown beside the suggestion. */
  typed: string | null;
};

/** The /renkaat listing's filters (URL parameters `type` and `sort`), shared by the page and its model. */
export const TYRE_SEASONS = ["summer", "winter"] as const;
export type TyreSeason = (typeof TYRE_SEASONS)[number];
export const TYRE_SORTS = ["price-asc", "price-desc"] as const;
export type TyreSort = (typeof TYRE_SORTS)[number];

export const MIN_SUGGESTION_QUERY_LENGTH = 2;
/** Suggestions wait this long after the last keystroke (spec section 9). */
export const SUGGESTION_DEBOUNCE_MS = 300;
export const MAX_SUGGESTIONS = 8;

/** Whitespace-free, lowercase input forms that all mean WWW/AAR RR. */
const SIZE_FORMS: RegExp[] = [
  /^(\d{3})-(\d{2})-r?(\d{2})$/, // 205-55-16, 205-55-r16
  /^(\d{3})(\d{2})(\d{2})$/, // 2055516
  /^(\d{3})(\d{2})r(\d{2})$/, // 20555r16
  /^(\d{3})\/(\d{2})r?(\d{2})$/, // 205/5516, 205/55r16
  /^(\d{3})\/(\d{2})\/(\d{2})$/, // 205/55/16
];

const CANONICAL = /^(\d{3})\/(\d{2,3})R(\d{2})$/;

/**
 * Three numbers at the start separated by 1–3 other characters: '205x55x16', or '205/55R16 91V' pasted
 * from a registration certificate (rims have two digits, so what follows them is the load/speed index
 * and is ignored). Plain digit runs are left to the normalisation and the digit rule.
 */
const PARTS = /^(\d{3})\D{1,3}(\d{2,3})\D{1,3}(\d{2})/;

/** The spec's normalisation: whitespace removed, lowercased, the known forms as 205/55R16, else r → R. */
export function normaliseTyreSize(input: string): string {
  const compact = input.replace(/\s+/g, "").toLowerCase();
  for (const form of SIZE_FORMS) {
    const match = form.exec(compact);
    if (match) return `${match[1]}/${match[2]}R${match[3]}`;
  }
  return compact.replace(/r/g, "R");
}

/** True when the text already is a catalogue size such as 205/55R16. */
export function isCanonicalTyreSize(text: string): boolean {
  return CANONICAL.test(text);
}

/** Width, aspect and rim of a typed size, or null when the text does not name all three. */
export function tyreSizeParts(input: string): TyreSizeParts | null {
  const normalised = normaliseTyreSize(input);
  const match = CANONICAL.exec(normalised) ?? PARTS.exec(normalised);
  if (!match) return null;
  return { width: Number(match[1]), aspect: Number(match[2]), diameter: Number(match[3]) };
}

/** Lowercase letters and digits only: '205/55R16' → '20555r16'. */
export function alphanumericOnly(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** True for a query of digits only (after normalisation), which the digit rule compares with the size's digits. */
export function isNumericQuery(normalisedQuery: string): boolean {
  return /^\d+$/.test(normalisedQuery);
}

/**
 * The first of the spec's rules that accepts `size` for the visitor's `query`, or null:
 * exact normalised match; the normalised query inside the size; the same ignoring everything but letters
 * and digits; equal width/aspect/rim; a digits-only query inside the size's digits.
 */
export function matchTyreSize(query: string, size: string): TyreSizeMatchRule | null {
  const normalisedQuery = normaliseTyreSize(query);
  if (normalisedQuery === "") return null;
  const normalisedSize = normaliseTyreSize(size);
  if (normalisedQuery === normalisedSize) return "exact";
  if (normalisedSize.toLowerCase().includes(normalisedQuery.toLowerCase())) return "substring";

  const queryAlphanumeric = alphanumericOnly(normalisedQuery);
  if (queryAlphanumeric !== "" && alphanumericOnly(normalisedSize).includes(queryAlphanumeric)) return "alphanumeric";

  const queryParts = tyreSizeParts(normalisedQuery);
  const sizeParts = queryParts && tyreSizeParts(normalisedSize);
  if (
    queryParts &&
    sizeParts &&
    queryParts.width === sizeParts.width &&
    queryParts.aspect === sizeParts.aspect &&
    queryParts.diameter === sizeParts.diameter
  ) {
    return "parts";
  }

  if (isNumericQuery(normalisedQuery) && normalisedSize.replace(/\D/g, "").includes(normalisedQuery)) return "digits";
  return null;
}

export function tyreSizeMatches(query: string, size: string): boolean {
  return matchTyreSize(query, size) !== null;
}

/** Orders sizes by width, aspect and rim as numbers; text that is not a size goes last, alphabetically. */
export function compareTyreSizes(a: string, b: string): number {
  const pa = tyreSizeParts(a);
  const pb = tyreSizeParts(b);
  if (pa && pb) return pa.width - pb.width || pa.aspect - pb.aspect || pa.diameter - pb.diameter || a.localeCompare(b);
  if (pa) return -1;
  if (pb) return 1;
  return a.localeCompare(b);
}

/**
 * The search box's suggestions: nothing below 2 typed characters; otherwise the matching sizes, unique,
 * sorted, at most 8, each carrying the typed text when it differs from its normalised form.
 */
export function suggestSizes(query: string, sizes: readonly string[]): SizeSuggestion[] {
  const typed = query.trim();
  if (typed.length < MIN_SUGGESTION_QUERY_LENGTH) return [];
  const normalised = normaliseTyreSize(typed);
  const shownTyped = normalised === typed ? null : typed;
  const unique = new Set(sizes.map((size) => normaliseTyreSize(size)).filter((size) => size !== ""));
  return [...unique]
    .filter((size) => tyreSizeMatches(normalised, size))
    .sort(compareTyreSizes)
    .slice(0, MAX_SUGGESTIONS)
    .map((size) => ({ size, typed: shownTyped }));
}
