/**
 * The site's own text as Kaartobotti's last resort (issue 27): each public page as a visitor reads it,
 * cut into passages under its headings, and the words of a passage or a question reduced to Finnish
 * stems (Snowball, via @orama/stemmers), so 'uutiskirjeen' finds 'uutiskirje' and 'pysäköintiä' finds
 * 'pysäköinti'. Pure: the pages' HTML is handed in (site-index.server.ts renders them).
 */
import { stemmer } from "@orama/stemmers/finnish";
import { load } from "cheerio";
import { foldFinnish } from "~/lib/finnish-words";

export type Passage = { id: string; path: string; page: string; heading: string; text: string };

/** A passage is at most about this long: an answer quotes one, so it must read as one thought. */
const PASSAGE_MAX_CHARS = 700;
const BLOCKS = "h1, h2, h3, p, li, dt, dd, td, th, blockquote, figcaption";
const HEADINGS = new Set(["h1", "h2", "h3"]);

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The passages of one page's `<main>`: every text block in document order, grouped under the nearest
 * heading before it; a long group is cut between blocks. Forms, navigation and scripts are left out.
 */
export function pagePassages(path: string, html: string): Passage[] {
  const $ = load(html);
  const main = $("main").first();
  if (main.length === 0) return [];
  main.find("script, style, noscript, form, nav, template, [hidden], [aria-hidden='true']").remove();
  const page = squash($("h1").first().text()) || squash($("title").text()) || path;
  const passages: Passage[] = [];
  let heading = page;
  let texts: string[] = [];
  const flush = () => {
    const text = texts.join(" ").trim();
    if (text !== "") passages.push({ id: `${path}#${passages.length}`, path, page, heading, text });
    texts = [];
  };
  main.find(BLOCKS).each((_, element) => {
    const block = $(element);
    // A block holding other blocks (a list item with paragraphs) is read through them.
    if (block.find(BLOCKS).length > 0) return;
    const text = squash(block.text());
    if (text === "") return;
    if (HEADINGS.has(element.tagName)) {
      flush();
      heading = text;
      return;
    }
    if (texts.join(" ").length + text.length > PASSAGE_MAX_CHARS) flush();
    texts.push(text);
  });
  flush();
  return passages;
}

// Words too common in questions and pages to tell passages apart.
const STOP_WORDS = new Set(
  ("ja on ei se että kun tai myös jos niin kuin mutta vain sekä ovat olla ole oli olisi voi voit voiko voitte voisi onko onks onkos " +
    "mikä mitä mitkä miten kuinka milloin missä mistä mihin kuka ketä kenen te me minä mä sinä sä hän he teillä meillä teidän meidän " +
    "teille meille sen sitä siitä siihen ne niitä niistä tämä tätä tässä tuo tuon joka jotka jota mikäli kanssa vielä nyt jo sitten " +
    "paljon hyvä kiitos moi hei terve saa saako saanko pitää pitäisi tarvii tarvitsee tarvitsen haluan haluaisin osaatko kerro " +
    "renkaat rengas renkaita renkaiden").split(" "),
);

/** Colloquial words for what the pages say in standard Finnish, by the start of the word. */
const SYNONYMS: [string, string][] = [
  ["parkki", "pysakoint"],
  ["parkkee", "pysakoint"],
  ["parkeer", "pysakoint"],
];

/** A word as the index keeps it: lowercased, stemmed, then ä/ö folded (a visitor may type 'pysakointi'). */
export function indexTerm(word: string): string | null {
  const lower = word.toLowerCase();
  const folded = foldFinnish(lower);
  if (lower.length < 2 || STOP_WORDS.has(lower) || STOP_WORDS.has(folded)) return null;
  if (/^\d/.test(lower)) return lower;
  const synonym = SYNONYMS.find(([start]) => folded.startsWith(start));
  if (synonym) return synonym[1];
  const stem = foldFinnish(stemmer(lower));
  // 'Rengas' in any form is on every page: it tells no passage from another.
  return stem.startsWith("renk") || stem.startsWith("rengas") ? null : stem;
}

/** Stems that only say the question is about tyres of a season, which the size rules answer. */
const CATALOGUE_STEMS = /^(talv|kes|nast|kitk|kum|auto)/;

/** The question's own words for the index: the stems of indexTerm, without the catalogue's words. */
export function questionTerms(tokens: readonly string[], withoutCatalogueWords: boolean): string[] {
  const terms = tokens.map(indexTerm).filter((term): term is string => term !== null);
  return [...new Set(withoutCatalogueWords ? terms.filter((term) => !CATALOGUE_STEMS.test(term)) : terms)];
}

/** Compound words are indexed by their tails too: 'asiakaspysäköinti' is also found as 'pysäköinti'. */
const COMPOUND_MIN_LENGTH = 10;
const PART_MIN_LENGTH = 5;

/** A page's words for the index: each word, and the tails of a long (likely compound) word. */
export function indexTokens(words: readonly string[]): string[] {
  return words.flatMap((word) => {
    if (word.length < COMPOUND_MIN_LENGTH || /\d/.test(word)) return [word];
    const tails: string[] = [];
    for (let start = 3; word.length - start >= PART_MIN_LENGTH; start += 1) tails.push(word.slice(start));
    return [word, ...tails];
  });
}

/** The first sentences of a passage, up to about `max` characters, cut at a sentence end. */
export function excerpt(text: string, max = 420): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("! "), cut.lastIndexOf("? "));
  return end > max / 3 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(" "))} …`;
}
