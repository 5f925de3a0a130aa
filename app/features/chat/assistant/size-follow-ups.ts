/**
 * What a follow-up leans on in the earlier lines (issue 27): the size talked about, the same size on another
 * rim size ('and in 18 inch?'), 'in that size', and a stock question after a size and a tyre named. Pure.
 */
import type { CatalogueVocabulary } from "./catalogue.server";
import type { Intent } from "./intents.server";
import { INTENT_WORDS as W } from "./intent-words";
import { productsNamed, seasonWish } from "./keywords.server";
import { findWrittenSize } from "./sizes.server";
import { type Words, hasWord, words } from "~/lib/finnish-words";

const has = (text: Words, list: readonly string[]) => hasWord(text, list);

/** The tyre size written in the latest earlier visitor line that has one. */
export function earlierSize(userLines: readonly string[]): string | undefined {
  for (let index = userLines.length - 2; index >= 0; index -= 1) {
    const size = findWrittenSize(userLines[index]);
    if (size) return size;
  }
  return undefined;
}

/** True when a line refers to the size just talked about: 'samassa koossa', 'in that size', 'i samma dimension'. */
export const refersToEarlierSize = (line: string) => SAME_SIZE.test(line.slice(0, 1000));

/** The size just talked about: 'samassa koossa', 'in that size', 'i samma dimension'. */
const SAME_SIZE = /(?<![\p{L}])(?:(?:samassa|samaan|samalle|samassa|tuossa|siinä|tässä|tuohon|sen) (?:koossa|kokoon|koossa)|(?:same|that|this) size|samma (?:storlek|dimension)|i (?:den|denna) (?:storleken|storlek|dimensionen|dimension))(?![\p{L}])/iu;

/** A rim size named with its unit or as 'R17': '18 tuumaisena', '17"', 'in 18 inch', 'i 17 tum', 'R18'. */
const RIM_SIZE = /(?<![\d/.,x×\p{L}])(?:r\s?(\d{2})(?![\d/.,])|(\d{2})\s*(?:"|″|''|-?tuum\p{L}*|-?inch\p{L}*|-?tum\p{L}*))/iu;

/**
 * The earlier size on another rim size, when a short follow-up without a size of its own names one and is
 * not about rims ('entä 17 tuumaisena?', 'and the same in 18 inch?' after 225/45R17).
 */
export function otherRimSize(userLines: readonly string[]): string | undefined {
  const last = userLines.at(-1) ?? "";
  if (findWrittenSize(last) || has(words(last), W.rims) || last.split(/\s+/).length > 10) return undefined;
  const match = RIM_SIZE.exec(last);
  const diameter = Number(match?.[1] ?? match?.[2]);
  if (!(diameter >= 12 && diameter <= 24)) return undefined;
  const size = earlierSize(userLines);
  return size && /R\d{2}/.test(size) ? size.replace(/R\d{2}/, `R${diameter}`) : undefined;
}

/** Words asking how many there are or whether they are in stock. */
const STOCK_WORDS = ["varast", "saatav", "montako", "kuinka monta", "monta kpl", "paljonko on jäljellä"];

/**
 * A stock question after a size ('how many are in stock', 'montako niitä on varastossa'): the size of the
 * earlier lines, and the brand or model the latest of them named ('is the pirelli on offer?').
 */
export function stockFollowUp(userLines: readonly string[], vocabulary: CatalogueVocabulary): Intent | undefined {
  const last = userLines.at(-1) ?? "";
  if (!has(words(last), STOCK_WORDS) || findWrittenSize(last)) return undefined;
  for (let index = userLines.length - 2; index >= 0; index -= 1) {
    const text = words(userLines[index]);
    const size = findWrittenSize(userLines[index]);
    const products = productsNamed(text, vocabulary);
    if (products || size) {
      const sizeLine = size ?? earlierSize(userLines.slice(0, index + 1).concat(""));
      if (!sizeLine) return undefined;
      // The season of the last line that names one: 'entä nastoja?' · 'montako niitä on' asks the studded ones.
      const season = [...userLines].reverse().map((line) => seasonWish(words(line))).find((wish) => wish.season) ?? {};
      return { kind: "availability", size: sizeLine, ...season, ...(products ? { products } : {}) };
    }
  }
  return undefined;
}
