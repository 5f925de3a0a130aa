/**
 * The words the offline assistant listens for, as word stems (app/lib/finnish-words.ts): seasons, days,
 * and the brands and models of the catalogue. A stem matches at the start of a word, so
 * 'hinnasta' never means studded tyres; '*' marks the few that may sit inside a compound
 * ('talvi*renkaat*'). No I/O: the catalogue's names are handed in.
 */
import type { Weekday } from "~/features/hours/rules";
import { WEEKDAYS, weekdayInHelsinki } from "~/features/hours/rules";
import { type Words, foldFinnish, hasWord, hasWordExcept, tokenize, words } from "~/lib/finnish-words";
import { FALLBACK_MANUFACTURERS } from "~/features/manufacturers/rules";
import type { CatalogueModel, CatalogueVocabulary } from "./catalogue.server";

export type SeasonWish = { season?: "summer" | "winter"; winterType?: "studded" | "friction" };

/** 'nastaton', 'nastattomat', 'ilman nastoja': winter tyres without studs, i.e. friction tyres. */
const FRICTION = ["kitka", "kitko", "nastaton", "nastatto", "nastoton", "nastotto", "ilman nast", "pohjoismai"];
const STUDDED = ["nast", "*nastarenk", "*nastoitet"];
const WINTER = ["talv", "*talvirenk", "*talvikum"];
const SUMMER = ["kesä", "*kesärenk", "*kesäkum"];

/** Season words in any inflection: 'talvirenkaita', 'nastoilla', 'kitkarenkaat', 'kesäksi', 'nastattomat'. */
export function seasonWish(text: Words): SeasonWish {
  const friction = hasWord(text, FRICTION);
  // 'ilman nastoja' is friction only: a stud word right after 'ilman' does not ask for studs too.
  const studded = hasWordExcept(text.filter((_, index) => text[index - 1] !== "ilman"), STUDDED, FRICTION);
  // 'nastat vai kitkat, kumpi on halvempi': both kinds of winter tyre.
  if (friction && studded) return { season: "winter" };
  if (friction) return { season: "winter", winterType: "friction" };
  if (studded) return { season: "winter", winterType: "studded" };
  const winter = hasWord(text, WINTER);
  const summer = hasWord(text, SUMMER);
  if (winter && !summer) return { season: "winter" };
  if (summer && !winter) return { season: "summer" };
  return {};
}

const DAY_WORDS: Record<Weekday, string[]> = {
  ma: ["maanantai", "maanantia"],
  ti: ["tiistai"],
  ke: ["keskiviik", "keskiviiko"],
  to: ["torstai"],
  pe: ["perjantai", "perjantia", "perjant"],
  la: ["lauantai", "lauantia", "lauvantai", "=la"],
  su: ["sunnuntai", "sunnuntia", "=su"],
};

const NAMED_DAY_WORDS = [...Object.values(DAY_WORDS).flat(), "viikonlop", "huomen", "tänään", "tänää", "=tanaan", "arkisin", "arkipäiv"];

/** True when a question names a day ('lauantaina', 'huomenna'), not only 'nyt'. */
export function namesDay(text: Words): boolean {
  return hasWord(text, NAMED_DAY_WORDS);
}

/** The weekdays a question names ('lauantaina', 'viikonloppuna', 'huomenna', 'tänään'), in week order. */
export function askedDays(text: Words, now: Date): Weekday[] {
  const days = new Set<Weekday>();
  for (const day of WEEKDAYS) if (hasWord(text, DAY_WORDS[day])) days.add(day);
  if (hasWord(text, ["viikonlop"])) ["la", "su"].forEach((day) => days.add(day as Weekday));
  if (hasWord(text, ["arkisin", "arkipäiv", "=arkena", "=arkena", "=arki"])) ["ma", "ti", "ke", "to", "pe"].forEach((day) => days.add(day as Weekday));
  const today = weekdayInHelsinki(now);
  // 'Ootteko nyt auki?' asks today; 'normaalit aukioloajat nyt marraskuussa' asks the week.
  const weekAsked = hasWord(text, ["aukioloaj", "=aukioloajat"]);
  if (hasWord(text, ["tänään", "tänää", "=tanaan"]) || (hasWord(text, ["=nyt"]) && !weekAsked)) days.add(today);
  if (hasWord(text, ["huomen", "=huomenna"])) days.add(WEEKDAYS[(WEEKDAYS.indexOf(today) + 1) % 7]);
  return WEEKDAYS.filter((day) => days.has(day));
}

// How visitors write brands ('nokian', 'nokialta', 'conti', 'good year'). A Map: the brands come from
// the catalogue, and a manufacturer the admin named 'constructor' must not find Object's.
const BRAND_ALIASES = new Map<string, string[]>([
  ["Nokian Tyres", ["nokia", "nokian"]],
  ["Continental", ["conti"]],
  ["Goodyear", ["goodyear", "good year"]],
  ["Point S", ["point s"]],
  ["BFGoodrich", ["bfgoodrich", "bf goodrich"]],
  ["GT Radial", ["gt radial"]],
]);

function brandPatterns(brand: string): string[] {
  const first = foldFinnish(tokenize(brand)[0] ?? brand.toLowerCase());
  return [first, ...(BRAND_ALIASES.get(brand) ?? [])];
}

function brandMentioned(text: Words, brand: string): boolean {
  return brandPatterns(brand).some((pattern) => {
    const parts = pattern.split(" ");
    if (parts.length > 1) return hasWord(text, [parts.map((part, index) => (index === parts.length - 1 ? `=${part}` : part)).join(" ")]);
    // 'michelinia', 'nokianin', 'continentalilta': the name and a Finnish ending, not a longer word.
    return text.some((word) => word.startsWith(pattern) && word.length <= pattern.length + 6);
  });
}

export type BrandMention = { brand: string; sold: boolean };

/** The brand a question names: one the catalogue has, else a known brand the shop does not sell now. */
export function brandIn(text: Words, vocabulary: CatalogueVocabulary): BrandMention | undefined {
  const sold = vocabulary.brands.find((brand) => brandMentioned(text, brand));
  if (sold) return { brand: sold, sold: true };
  const other = FALLBACK_MANUFACTURERS.find((brand) => brandMentioned(text, brand));
  return other ? { brand: other, sold: false } : undefined;
}

// Model words shared by many models, which alone do not name one.
const GENERIC_MODEL_WORDS = new Set(["suv", "sport", "ice", "winter", "eco", "plus", "van", "pro", "lt"]);

function modelWordMatches(asked: string, modelWord: string): boolean {
  if (asked === modelWord) return true;
  // '10' for '10p'.
  if (/^\d+$/.test(asked)) return modelWord.startsWith(asked) && /^\d+[a-z]$/.test(modelWord);
  if (modelWord.length < 4) return false;
  // Short model words only with a Finnish ending ('zeroja'), so 'hakka' is not found in 'hakkapeliitta'.
  // An English inflection is another word: 'snowed' is not the model 'Snow'.
  if (modelWord.length <= 5) return asked.startsWith(modelWord) && asked.length <= modelWord.length + 4 && !/^(ed|ing|er|ers|y)$/.test(asked.slice(modelWord.length));
  // Inflected: 'hakkapeliitat', 'hakkapeliitoilla' share most of the model word; 'venttiili' is not 'Ventus'.
  const shared = [...modelWord].findIndex((letter, index) => asked[index] !== letter);
  const prefix = shared === -1 ? modelWord.length : shared;
  return prefix >= Math.max(5, modelWord.length - 3) && asked.length <= modelWord.length + 6;
}

/** The catalogue models a question names: those matching most of their words ('hakkapeliitta 10' → 10p). */
export function modelsIn(text: Words, vocabulary: CatalogueVocabulary): CatalogueModel[] {
  const scored = vocabulary.models.map((entry) => {
    const modelWords = tokenize(entry.model).map(foldFinnish);
    const matched = modelWords.filter((modelWord) => text.some((word) => modelWordMatches(word, modelWord)));
    const distinctive = matched.some((word) => word.length >= 4 && !/^\d/.test(word) && !GENERIC_MODEL_WORDS.has(word));
    return { entry, matched: distinctive ? matched.length : 0, unmatched: modelWords.length - matched.length };
  });
  const best = Math.max(0, ...scored.map((score) => score.matched));
  if (best === 0) return [];
  let top = scored.filter((score) => score.matched === best);
  if (best >= 2) {
    const fewest = Math.min(...top.map((score) => score.unmatched));
    top = top.filter((score) => score.unmatched === fewest);
  }
  return top.map((score) => score.entry);
}

/**
 * The tyres a line names, as the availability filter takes them: each model named, and each brand the shop
 * sells named without one of its models ('Pirelli Ice Zero FR vai Continental?', 'the Dunlop and the Kumho').
 */
export function productsNamed(text: Words, vocabulary: CatalogueVocabulary): string[] | undefined {
  const models = modelsIn(text, vocabulary);
  const brands = vocabulary.brands.filter((brand) => brandMentioned(text, brand) && !models.some((model) => model.brand === brand));
  const names = [...models.map((model) => `${model.brand} ${model.model}`), ...brands];
  return names.length > 0 ? names : undefined;
}

/**
 * The rims a line names: brand and model together ('Borbet Y', 'Rial Lugano'), or a model name of five
 * letters or more alone ('luganot'); a short model ('Grip', 'Y') is a common word without its brand.
 */
export function rimsNamedIn(text: Words, vocabulary: CatalogueVocabulary): CatalogueModel[] {
  const line = ` ${text.join(" ")} `;
  return (vocabulary.rims ?? []).filter((rim) => {
    const brand = words(rim.brand).join(" ");
    const model = words(rim.model);
    if (model.length === 0) return false;
    if (line.includes(` ${brand} ${model.join(" ")} `)) return true;
    const [only] = model;
    return model.length === 1 && only.length >= 5 && !/^\d/.test(only) && text.some((word) => word.startsWith(only) && word.length <= only.length + 4);
  });
}
