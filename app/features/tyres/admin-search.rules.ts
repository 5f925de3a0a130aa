/**
 * The tyre tab's search box: words in any order across manufacturer, model and size
 * ('nokian hakkapeliitta', 'Hakkapeliitta 205/55R16', '205 55 16 nokian'). Pure: the model turns the
 * result into SQL. The size is found with the public search's normalisation (./tyre-size), in any of its
 * five forms, also when typed as separate words ('205 55 16', '205/55 R16').
 */
import { isCanonicalTyreSize, normaliseTyreSize, tyreSizeMatches } from "~/lib/tyre-size";

export type TyreAdminSearchTerms = {
  /** A complete size in the catalogue form (205/55R16) found among the words, or null. */
  size: string | null;
  /** The other words, each of which must match the manufacturer, the model or (when it has a digit) the size. */
  words: string[];
};

/** A size written as one or more adjacent words: at most '205 / 55 R 16'. */
const MAX_SIZE_WORDS = 5;
const MAX_WORDS = 8;

/** '205x55x16' and the like: three numbers separated by 1–3 other characters, nothing else. */
const SEPARATED_PARTS = /^(\d{3})[^\d\s]{1,3}(\d{2,3})[^\d\s]{1,3}r?(\d{2})$/i;

/** The catalogue form of a size typed as `text` (no whitespace), or null when it is not a whole size. */
export function wholeTyreSize(text: string): string | null {
  const normalised = normaliseTyreSize(text);
  const parts = SEPARATED_PARTS.exec(text);
  const size = isCanonicalTyreSize(normalised) ? normalised : parts ? `${parts[1]}/${parts[2]}R${parts[3]}` : null;
  return size && plausible(size) ? size : null;
}

/**
 * Real tyre sizes only, so a model's number next to a size ('Hakkapeliitta 10 205 55 16') is not read
 * as part of it ('1020555' would otherwise be 102/05R55).
 */
function plausible(size: string): boolean {
  const [width, aspect, diameter] = size.split(/[/R]/).map(Number);
  return width >= 100 && width <= 499 && aspect >= 10 && aspect <= 99 && diameter >= 10 && diameter <= 30;
}

/**
 * Splits a search into one size (the first run of adjacent words that together read as a whole size,
 * longest run first) and the remaining words. Duplicate words are dropped; at most 8 words are kept.
 */
export function parseTyreAdminSearch(search: string): TyreAdminSearchTerms {
  const tokens = search.trim().split(/\s+/).filter(Boolean);
  for (let length = Math.min(MAX_SIZE_WORDS, tokens.length); length >= 1; length--) {
    for (let start = 0; start + length <= tokens.length; start++) {
      const size = wholeTyreSize(tokens.slice(start, start + length).join(""));
      if (size) return { size, words: uniqueWords([...tokens.slice(0, start), ...tokens.slice(start + length)]) };
    }
  }
  return { size: null, words: uniqueWords(tokens) };
}

function uniqueWords(tokens: string[]): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const token of tokens) {
    const key = token.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    words.push(token);
  }
  return words.slice(0, MAX_WORDS);
}

export type SizeOption = { id: number; fullSize: string; label: string };

/**
 * The product form's size combobox: the sizes (in size order) that match what was typed, by the public
 * search's rules ('2055516', '205 55', '205/55R16') or by their label ('suv'); at most `limit`.
 */
export function filterSizeOptions<T extends SizeOption>(options: readonly T[], query: string, limit = 30): T[] {
  const typed = query.trim();
  if (typed === "") return options.slice(0, limit);
  const whole = wholeTyreSize(typed.replace(/\s/g, ""));
  const lower = typed.toLowerCase();
  const matches: T[] = [];
  for (const option of options) {
    const hit = whole ? option.fullSize === whole : tyreSizeMatches(typed.replace(/\s+/g, ""), option.fullSize) || option.label.toLowerCase().includes(lower);
    if (hit) matches.push(option);
    if (matches.length >= limit) break;
  }
  return matches;
}
