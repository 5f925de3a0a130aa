/**
 * Tyre sizes inside a sentence. A size in one of the site's forms ('205/55R16', '205/55 R16',
 * '205-55-16', '2055516', '20555r16', '205/55/16') is read at once; three loose numbers ('205 55 16')
 * are asked back for confirmation, since they could be something else.
 */
import { isCanonicalTyreSize, normaliseTyreSize } from "~/lib/tyre-size";
import { canonicalTyreSize } from "./availability.server";

const EDGE_PUNCTUATION = /^[("'«»”“]+|[)"'«»”“?!.,:;]+$/g;

/**
 * The van and light-truck notations ('205/65R16C', 'LT215/75R15') name the same size as the plain one;
 * the catalogue lists vans' tyres by the plain size, so the letters are read past.
 */
const withoutVanNotation = (word: string) => word.replace(/^lt(?=\d{3})/i, "").replace(/(?<=\d{2})c$/i, "");

/** A size written in one of the site's forms, also split before the rim ('205/55 R16'), or null. */
export function findWrittenSize(text: string): string | null {
  const parts = text.split(/\s+/).map((word) => withoutVanNotation(word.replace(EDGE_PUNCTUATION, "")));
  for (let index = 0; index < parts.length; index++) {
    const candidates = [parts[index]];
    // '205/55 R16' and '205/55 16' as the registration certificate writes them.
    if (/^\d{3}\/\d{2}$/.test(parts[index]) && /^r?\d{2}$/i.test(parts[index + 1] ?? "")) candidates.unshift(`${parts[index]}${parts[index + 1]}`);
    for (const candidate of candidates) {
      const normalised = normaliseTyreSize(candidate);
      if (isCanonicalTyreSize(normalised)) return normalised;
    }
  }
  return null;
}

/** Three numbers that look like a size but are not written in a known form ('205 55 16', '205 55 r16'). */
const LOOSE_SIZE = /(?<!\d)(\d{3})\s*[/-]?\s*(\d{2})\s*[/-]?\s*r?\s*(\d{2})(?!\d)/i;

export function findLooseSize(text: string): string | null {
  const match = LOOSE_SIZE.exec(text);
  if (!match) return null;
  const [width, aspect, rim] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Car tyre ranges, so a phone number such as '019 356 2100' is not read as a size.
  if (width < 125 || width > 355 || aspect < 25 || aspect > 95 || rim < 12 || rim > 24) return null;
  return canonicalTyreSize(`${width}/${aspect}R${rim}`);
}
