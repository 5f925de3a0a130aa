/**
 * Tyre sizes inside a sentence. Every form the site's size normaliser reads ('205/55R16', '205/55 R16',
 * '205-55-16', '2055516', '20555r16', '205/55/16', and the same with spaces: '205 55 16', '205 55 r16'),
 * with or without the van notation, is read at once, as the size search reads it; so is '205/55-16',
 * the slash-and-dash form many customers type. Three numbers in a car tyre's ranges joined some other
 * way ('205.55.16', '205x55x16') are asked back for confirmation, since they could be something else.
 */
import { isCanonicalTyreSize, normaliseTyreSize } from "~/lib/tyre-size";
import { canonicalTyreSize } from "./availability.server";

const EDGE_PUNCTUATION = /^[("'«»”“]+|[)"'«»”“?!.,:;]+$/g;

/**
 * The van and light-truck notations ('205/65R16C', 'LT215/75R15') name the same size as the plain one;
 * the catalogue lists vans' tyres by the plain size, so the letters are read past.
 */
const withoutVanNotation = (word: string) => word.replace(/^lt(?=\d{3})/i, "").replace(/(?<=\d{2})c$/i, "");

/** A size written in one of the site's forms, also split by spaces ('205/55 R16', '205 55 16'), or null. */
export function findWrittenSize(text: string): string | null {
  return findSizeWord(text) ?? findSpacedSize(text);
}

function findSizeWord(text: string): string | null {
  const parts = text.split(/\s+/).map((word) => withoutVanNotation(word.replace(EDGE_PUNCTUATION, "")));
  for (let index = 0; index < parts.length; index++) {
    const candidates = [parts[index]];
    // '205/55 R16' and '205/55 16' as the registration certificate writes them.
    if (/^\d{3}\/\d{2}$/.test(parts[index]) && /^r?\d{2}$/i.test(parts[index + 1] ?? "")) candidates.unshift(`${parts[index]}${parts[index + 1]}`);
    // '215/55-16': the slash between width and profile and a dash before the rim, as many write it.
    const slashDash = /^(\d{3})\/(\d{2})-r?(\d{2})$/i.exec(parts[index]);
    if (slashDash) candidates.push(`${slashDash[1]}/${slashDash[2]}R${slashDash[3]}`);
    for (const candidate of candidates) {
      const normalised = normaliseTyreSize(candidate);
      if (isCanonicalTyreSize(normalised)) return normalised;
    }
  }
  return null;
}

/** Three numbers that may be a size, joined by spaces or one of the usual separators, with the van letters. */
const LOOSE_SIZE = /(?<![\d.,])(?:lt)?(\d{3})\s*[/\-.x*]?\s*(\d{2})\s*[/\-.x*]?\s*r?\s*(\d{2})c?(?![\d.,]\d)/i;

/** Car tyre ranges, so a phone number such as '019 356 2100' or a price is not read as a size. */
function inCarRanges(match: RegExpExecArray): boolean {
  const [width, aspect, rim] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return width >= 125 && width <= 355 && aspect >= 25 && aspect <= 95 && rim >= 12 && rim <= 24;
}

/** Three numbers the normaliser reads once the spaces are gone ('205 55 16', '205 / 55 R 16'), or null. */
function findSpacedSize(text: string): string | null {
  const match = LOOSE_SIZE.exec(text);
  if (!match || !inCarRanges(match)) return null;
  const normalised = normaliseTyreSize(withoutVanNotation(match[0].replace(/\s+/g, "")));
  return isCanonicalTyreSize(normalised) ? canonicalTyreSize(normalised) : null;
}

/** Three numbers that look like a size but are joined in a way no size form uses ('205.55.16'), or null. */
export function findLooseSize(text: string): string | null {
  const match = LOOSE_SIZE.exec(text);
  if (!match || !inCarRanges(match)) return null;
  return canonicalTyreSize(`${match[1]}/${match[2]}R${match[3]}`);
}
