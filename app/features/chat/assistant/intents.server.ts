/**
 * What a visitor's Finnish message asks, for the offline assistant: word-stem rules in a fixed order
 * (the most specific first), matched on whole words (app/lib/finnish-words.ts), never on substrings.
 * No I/O: the catalogue's brands and models are handed in; the answers are built in offline.server.ts.
 */
import type { Weekday } from "~/features/hours/rules";
import { CONFIRMATION_ANSWERS, needsConfirmation } from "~/features/chat/rules";
import { type Words, foldFinnish, hasWord, words } from "~/lib/finnish-words";
import { SHOP_DOG, STAFF } from "~/content/shop-facts";
import type { CatalogueModel, CatalogueVocabulary } from "./catalogue.server";
import { type BrandMention, type SeasonWish, askedDays, brandIn, modelsIn, namesDay, productsNamed, rimsNamedIn, seasonWish } from "./keywords.server";
import type { Language } from "./language";
import { withFinnishKeywords } from "./translate-keywords";
import { INTENT_WORDS } from "./intent-words";
import type { PracticalTopic, PriceService } from "./knowledge.server";
import { type RimQuery, rimQueryIn } from "./rim-query";
import { earlierSize, otherRimSize, refersToEarlierSize, stockFollowUp } from "./size-follow-ups";
import { findLooseSize, findWrittenSize } from "./sizes.server";

export type { SeasonWish } from "./keywords.server";
export { seasonWish } from "./keywords.server";
export { refersToEarlierSize } from "./size-follow-ups";

export type Intent =
  | ({ kind: "availability"; size: string; products?: string[] } & SeasonWish)
  | ({ kind: "confirmSize"; size: string } & SeasonWish)
  | { kind: "cancel" }
  | ({ kind: "askSize"; price?: boolean } & SeasonWish)
  | ({ kind: "modelPrices"; models: CatalogueModel[] } & SeasonWish)
  | ({ kind: "brands"; brand?: BrandMention } & SeasonWish)
  | ({ kind: "offers" } & SeasonWish)
  | { kind: "staff"; name?: string }
  | { kind: "network" }
  | ({ kind: "rims" } & RimQuery)
  | { kind: "prices"; service?: PriceService; withDuration?: boolean; withService?: PriceService }
  | { kind: "quote" }
  | { kind: "practical"; topic: PracticalTopic }
  | { kind: "hours"; days?: Weekday[]; holiday?: boolean }
  | { kind: "payment" }
  | { kind: "services" }
  | { kind: "contact" }
  | { kind: "financing" }
  | { kind: "roadside" }
  | { kind: "thanks" }
  | { kind: "greeting" }
  | { kind: "unknown" };

export type ConversationTurn = { role: "user" | "assistant"; content: string };

const SEASON_WISH_TEXT = { summer: "kesärenkaat", winter: "talvirenkaat", studded: "nastarenkaat", friction: "kitkarenkaat" } as const;

/** 'talvirenkaat' etc. for the confirmation question, so the season survives the 'kyllä'. */
export function seasonWishText(wish: SeasonWish): string | undefined {
  const key = wish.winterType ?? wish.season;
  return key ? SEASON_WISH_TEXT[key] : undefined;
}

const CONFIRMED_SIZE = /\d{3}\/\d{2}R\d{2}/;

function bareAnswer(text: string): string {
  return text.trim().toLowerCase().replace(/[!.,?]+$/g, "").trim();
}

const YES = new Set([CONFIRMATION_ANSWERS.yes, "kylla", "joo", "juu", "jep", "kyllä kiitos", "kyllä, kiitos", "k", "kyllä tarkoitan", "joo tarkoitan", "yes"]);
const CANCEL = new Set([CONFIRMATION_ANSWERS.cancel, "peru", "ei", "ei kiitos", "en", "peruutus", "peruuta kiitos"]);

const EDGE_PUNCTUATION = /^[("'«»”“]+|[)"'«»”“?!.,:;]+$/g;

// Words that follow 'työskenteleekö' but are not a name.
const NOT_NAMES = new Set([
  "teillä", "siellä", "täällä", "te", "joku", "kukaan", "ketään", "kuka",
  "nykyään", "vielä", "edelleen", "enää", "liikkeessä", "myymälässä",
]);

function staffName(original: string): string | undefined {
  const cleanWord = (word: string) => word.replace(EDGE_PUNCTUATION, "");
  const afterVerb = /työskentele\p{L}*\s+(.+)/iu.exec(original);
  if (afterVerb) {
    const word = afterVerb[1].split(/\s+/).map(cleanWord).find((candidate) => !NOT_NAMES.has(candidate.toLowerCase()));
    if (word && /^\p{L}{2,}$/u.test(word)) return word;
  }
  const onko = /\bonko\s+(\p{Lu}\p{L}+)\s+(?:\p{L}+\s+)?(?:töissä|paikalla|vielä)/u.exec(original);
  if (onko) return onko[1];
  const kuka = /\bkuka\s+on\s+(\p{Lu}\p{L}+)/u.exec(original);
  return kuka?.[1];
}

function knownNameIn(text: Words): string | undefined {
  const names = [...STAFF.map((member) => member.firstName), SHOP_DOG.name];
  return names.find((name) => {
    const wanted = words(name)[0];
    return text.some((word) => word.startsWith(wanted) && word.length <= wanted.length + 4);
  });
}

const W = INTENT_WORDS;

const has = (text: Words, list: readonly string[]) => hasWord(text, list);

/** True when the line asks what something costs. */
export const asksPrice = (line: string) => has(words(line), W.price) || line.includes("€");

/** A discount asked for buying several things together ('saisko alennusta jos ostan renkaat ja vanteet'). */
export const asksCombinedQuote = (line: string) => has(words(line), W.discount) && has(words(line), W.together);

/** True when the text speaks of offers, campaigns or discounts. */
export const mentionsOffers = (text: string) => has(words(text), W.offers) || SALE_WORD.test(foldFinnish(text.toLowerCase()));

/** True when the line asks a set's price with the fitting ('paljonko neljä asennettuna', 'how much fitted'). */
export const asksFitted = (line: string) => has(words(line), W.fitted);

/** The EU tyre label's values asked: 'kumpi on hiljaisempi', 'märkäpito', 'which is quieter', 'våtgrepp'. */
const LABEL_ASKED = /eu[- ]?(?:merkin|märk|label|luokit|rengasmerk)|rengasmerkin|märkäpit|pito märällä|(?<![\p{L}])melu|vierintämelu|hiljai|hiljasemp|äänekkä|meluis|vierintävastus|polttoainetehok|bränsleeffekt|våtgrepp|buller|(?<![\p{L}])tyst|(?<![\p{L}])noise|noisy|quiet|wet grip|fuel efficien|rolling resistance/iu;

/** What a marking or a class means ('mitä märkäpito C tarkoittaa'), not which tyre has which. */
const MEANING_ASKED = /tarkoit|tarkot|merkitse|\bmeans?\b|\bmeaning\b|betyder|asteikko|\bscale\b|skala/i;

/** True when the line asks the EU label's values of tyres (fuel efficiency, wet grip, noise), not what a class means. */
export const asksLabel = (line: string) => LABEL_ASKED.test(line.slice(0, 1000)) && !MEANING_ASKED.test(line.slice(0, 1000));

/** True when the line asks about paying in instalments. */
export const asksFinancing = (line: string) => has(words(line), W.financing);

/** A sale named by its season or kind ('kevätale', 'syysalennukset', 'joulukampanja'). */
const SALE_WORD = /(kevat|kesa|syys|talvi|joulu|tammi|kevaan|kesan|syksyn|talven)(ale|alennus|alennukset|kampanja|tarjous)/;

/** What the numbers of a size mean ('mitä numerot 205/55R16 tarkoittaa', 'what does the size mean'). */
const asksSizeMeaning = (text: Words) =>
  has(text, [...W.sizeHelp, "numerot", "numeroi", "merkinn", "=size", "=numbers", "=dimension", "siffror"]) && has(text, ["tarkoit", "tarkot", "merkitse", "=mean", "=means", "betyder"]);

/** The service a price question names, or undefined. */
function priceService(text: Words): PriceService | undefined {
  if (has(text, W.hotel)) return "rengashotelli";
  // Tyres put on rims, asking whether balancing is included: the tyre work's price, which includes it.
  if (has(text, [...W.fitting, "*vanteille", "*vanteisiin", "*vanteelle"]) && has(text, ["kuuluu", "kuuluuko", "sisält", "mukana", "=included", "=include", "=ingår"])) return "rengastyo";
  if (has(text, W.balancing)) return "tasapainotus";
  if (has(text, W.repair)) return "korjaukset";
  if (has(text, W.disposal)) return "kierratys";
  if (has(text, W.fitting)) return "rengastyo";
  if (has(text, W.change)) return "renkaanvaihto";
  return undefined;
}

/**
 * The work named beside the tyre hotel ('paljonko jos vaihdatte talvirenkaat alle ja kesärenkaat jää teille
 * säilöön'): the change, fitting or balancing, whose price is asked with the storage's.
 */
function workBesideHotel(text: Words, service: PriceService): { withService?: PriceService } {
  if (service !== "rengashotelli") return {};
  const work = has(text, W.balancing) ? "tasapainotus" : has(text, W.fitting) ? "rengastyo" : has(text, W.change) ? "renkaanvaihto" : undefined;
  return work ? { withService: work } : {};
}

const EMPTY_VOCABULARY: CatalogueVocabulary = { brands: [], models: [] };

/** The intent of the last user message, with the conversation for the confirmation answers. */
export function detectIntent(messages: ConversationTurn[], vocabulary: CatalogueVocabulary = EMPTY_VOCABULARY, now: Date = new Date()): Intent {
  const last = messages.at(-1);
  if (!last || last.role !== "user") return { kind: "unknown" };
  const original = last.content.trim();
  const text = words(original);
  const previous = messages.slice(0, -1).findLast((message) => message.role === "assistant");
  const season = seasonWish(text);

  const answer = bareAnswer(original);
  if (YES.has(answer) && previous && needsConfirmation(previous.content)) {
    const size = CONFIRMED_SIZE.exec(previous.content)?.[0];
    if (size) return { kind: "availability", size, ...seasonWish(words(previous.content)) };
  }
  if (CANCEL.has(answer)) return { kind: "cancel" };

  // Safety before anything else: a tyre gone on the road is not a price question.
  if (has(text, W.roadsideTrouble) && has(text, W.roadsidePlace)) return { kind: "roadside" };

  const brand = brandIn(text, vocabulary);
  const models = modelsIn(text, vocabulary);
  const written = findWrittenSize(original);
  const loose = written ? null : findLooseSize(original);
  if (written && !asksSizeMeaning(text)) {
    const products = productsNamed(text, vocabulary);
    return { kind: "availability", size: written, ...season, ...(products ? { products } : {}) };
  }
  if (loose && !asksSizeMeaning(text)) return { kind: "confirmSize", size: loose, ...season };

  // 'Kuka on Point S?' asks the chain, not a person called Point.
  if (has(text, ["point =s"]) && !has(text, W.tyre)) return { kind: "network" };
  // 'Mitä numerot 205/55R16 tarkoittavat?': what a size says, not the tyres of that size.
  if ((written || loose) && asksSizeMeaning(text)) return { kind: "practical", topic: "rengaskoko" };
  if (has(text, W.dog)) return { kind: "staff", name: SHOP_DOG.name };
  const known = knownNameIn(text);
  if (known) return { kind: "staff", name: known };
  const asked = staffName(original);
  if (asked) return { kind: "staff", name: asked };
  if (has(text, W.staff) || (has(text, ["=ketä", "=keitä", "=kuka", "=ketkä"]) && has(text, ["=töissä", "=tois"])) || WHO_DOES.test(foldFinnish(original.toLowerCase()))) return { kind: "staff" };

  const pointS = has(text, ["point =s"]);
  if (has(text, W.network) || (pointS && !has(text, W.tyre))) return { kind: "network" };

  const benefitValidity = has(text, W.validity) && has(text, W.benefit);
  if (has(text, W.offers) || benefitValidity || SALE_WORD.test(foldFinnish(original.toLowerCase()))) return { kind: "offers", ...season };
  if (models.length > 0) return { kind: "modelPrices", models, ...season };
  if (brand || has(text, W.brands)) return { kind: "brands", ...(brand ? { brand } : {}), ...season };

  if ((has(text, W.sizeHelp) && has(text, W.sizeHelpAsk)) || (has(text, W.sizeHelp) && has(text, W.sizeHelpFind))) {
    return { kind: "practical", topic: "rengaskoko" };
  }
  const service = priceService(text);
  const priceWords = asksPrice(original);
  // 'Paljonko maksaa kesärenkaiden vaihto?', 'vaihdoitte renkaat joulukuussa, maksaako pulttien kiristys?' ask the
  // price of work, not when to change.
  const workPriced = Boolean(service && priceWords);
  if (((has(text, W.when) && has(text, W.changeWords)) || has(text, W.season)) && !workPriced) return { kind: "practical", topic: "vaihtoaika" };
  // 'paljonko se maksaa ja kauanko kestää?': both, the price of the service named and how long it takes.
  const rimQuery = rimQueryIn(original);
  if (rimQuery.boltPattern && service === "korjaukset") return { kind: "rims", ...rimQuery };
  if (has(text, W.duration) && !has(text, W.hours)) return service && priceWords ? { kind: "prices", service, withDuration: true } : { kind: "practical", topic: "kesto" };
  if (has(text, W.booking)) return { kind: "practical", topic: "ajanvaraus" };

  if (has(text, W.companyId)) return { kind: "contact" };
  if (has(text, W.financing)) return { kind: "financing" };
  if (has(text, W.payment)) return { kind: "payment" };
  if (has(text, W.hotelLeave) && has(text, W.hotelWhen)) return { kind: "prices", service: "rengashotelli" };
  // 'Voiko lauantaina tulla vaihtamaan renkaat?' asks when, not what it costs.
  const asksOpening = has(text, W.hours) || has(text, W.visit) || text.length <= 4;
  if (namesDay(text) && !priceWords && asksOpening) return { kind: "hours", days: askedDays(text, now), ...(has(text, W.holiday) ? { holiday: true } : {}) };
  if (service && (priceWords || service !== "renkaanvaihto")) return { kind: "prices", service, ...workBesideHotel(text, service) };
  if (has(text, W.priceList)) return { kind: "prices" };
  // Rims by size or bolt pattern: a rim word, or a bolt pattern alone ('4x100 16').
  const rims = rimQueryIn(original);
  if (rims.boltPattern || (has(text, W.rims) && !has(text, W.tyre)) || rimsNamedIn(text, vocabulary).length > 0) return { kind: "rims", ...rims };

  const days = askedDays(text, now);
  const holiday = has(text, W.holiday);
  if (has(text, W.hours)) return { kind: "hours", ...(days.length > 0 ? { days } : {}), ...(holiday ? { holiday } : {}) };
  if (has(text, W.contact)) return { kind: "contact" };
  // A tyre's price needs its size; the service price list would answer another question.
  if (has(text, W.tyre) && !has(text, W.change)) return { kind: "askSize", ...season, ...(priceWords ? { price: true } : {}) };
  if (service) return { kind: "prices", service };
  if (has(text, W.services)) return { kind: "services" };
  if (priceWords) return { kind: "prices" };
  if (days.length > 0 && days.length < 7 && asksOpening) return { kind: "hours", days };

  if (has(text, W.thanks)) return { kind: "thanks" };
  if (has(text, W.greeting) && text.length <= 5) return { kind: "greeting" };
  return { kind: "unknown" };
}

/** Intents that name no subject of their own: a follow-up's subject comes from the earlier lines. */
function lacksSubject(intent: Intent): boolean {
  return (
    intent.kind === "unknown" ||
    intent.kind === "greeting" ||
    intent.kind === "thanks" ||
    (intent.kind === "askSize" && !intent.season) ||
    (intent.kind === "prices" && !intent.service)
  );
}

/** Intents that are a question of their own even when the line starts as a follow-up ('entä…'). */
const NEW_SUBJECT_KINDS = new Set<Intent["kind"]>(["financing", "hours", "contact", "staff", "network", "offers", "payment", "roadside"]);

/** A line that continues the previous question ('entä…', 'ja jos…', 'och om…', 'what about…'). */
const STARTS_FOLLOW_UP =
  /^(entä|entäs|entas|enta|ja|no|mites|mitäs|mitas|kerro lisää|kerro siitä|och|men|hur är det med|berätta mer|what about|how about|and|also|tell me more)(?![\p{L}\d])/iu;

/** A pronoun for what was just named: 'onko niitä', 'finns de', 'how much are they'. */
// Word edges by letters, not \b: \b takes 'ä' for a non-letter, so 'niitä' would never end a word.
const REFERS_BACK = /(?<![\p{L}\d])(niitä|niita|niistä|niista|niihin|sitä|sita|siihen|sen|ne|se|de|dem|det|den|they|them|those|it|that|this|these)(?![\p{L}\d])/iu;

/** A follow-up: it continues the previous question (STARTS_FOLLOW_UP) or refers back to what it named. */
export const isFollowUp = (line: string) => STARTS_FOLLOW_UP.test(line.trim()) || REFERS_BACK.test(line);

/** Who does a job, with a word or two between: 'kuka teil hoitaa sitä rengashotellia', 'who at the shop handles'. */
const WHO_DOES = /\b(kuka|ketka|who|vem)\b(\s+\S+){0,2}\s+(hoitaa|hoitavat|vastaa|vastaavat|tekee|tekevat|handles|runs|manages|ansvarar|skoter)\b/;

/**
 * The intent of the last visitor line read in its conversation (issue 27): Swedish and English lines
 * through their Finnish keywords; a follow-up without a subject of its own ('entä talvirenkaat?',
 * 'onko niitä varastossa?', 'och på lördag?') takes the size or the topic of the earlier lines.
 */
export function detectIntentInContext(
  messages: ConversationTurn[],
  language: Language,
  vocabulary: CatalogueVocabulary = EMPTY_VOCABULARY,
  now: Date = new Date(),
): Intent {
  const intent = intentInContext(messages, language, vocabulary, now);
  return withEarlierSize(intent, messages, language, vocabulary);
}

/**
 * A brand or a model named after a size ('how much for four of the blizzaks?', 'onko se pirelli
 * tarjouksessa?') asks about that size's tyres of that name, not the brand's whole range.
 */
function withEarlierSize(intent: Intent, messages: ConversationTurn[], language: Language, vocabulary: CatalogueVocabulary): Intent {
  if (intent.kind !== "modelPrices" && intent.kind !== "brands" && intent.kind !== "offers") return intent;
  const userLines = messages.filter((message) => message.role === "user").map((message) => withFinnishKeywords(message.content, language));
  if (userLines.length < 2) return intent;
  const size = earlierSize(userLines);
  if (!size) return intent;
  const text = words(userLines.at(-1) ?? "");
  // 'if I go with the Falkens can you take my old ones too? any charge?': the other work's price, not the tyres again.
  const service = priceService(text);
  if (service && service !== "renkaanvaihto" && !asksFitted(userLines.at(-1) ?? "") && asksPrice(userLines.at(-1) ?? "")) return { kind: "prices", service };
  const products = productsNamed(text, vocabulary);
  if (!products) return intent;
  const season = "season" in intent && intent.season ? { season: intent.season, ...(intent.winterType ? { winterType: intent.winterType } : {}) } : {};
  return { kind: "availability", size, products, ...season };
}

function intentInContext(messages: ConversationTurn[], language: Language, vocabulary: CatalogueVocabulary, now: Date): Intent {
  const readable = messages.map((message) => (message.role === "user" ? { ...message, content: withFinnishKeywords(message.content, language) } : message));
  const intent = detectIntent(readable, vocabulary, now);
  const userLines = readable.filter((message) => message.role === "user").map((message) => message.content);
  const last = userLines.at(-1) ?? "";
  // A discount for buying several things at once, asked in this very line: the shop's combined quote.
  if (asksCombinedQuote(last) && intent.kind !== "availability" && intent.kind !== "confirmSize") return { kind: "quote" };
  if (userLines.length < 2) return intent;

  // 'How many are in stock?' after a size and a tyre named: that tyre in that size.
  const stock = stockFollowUp(userLines, vocabulary);
  if (stock && (lacksSubject(intent) || intent.kind === "offers")) return stock;
  // 'Paljonko se nastallinen maksais neljä asennettuna?' after a size: that size's tyres, with the fitted price.
  if (asksFitted(last) && !findWrittenSize(last) && (lacksSubject(intent) || intent.kind === "prices")) {
    const size = earlierSize(userLines);
    const wish = seasonWish(words(last));
    if (size) return { kind: "availability", size, ...(wish.season ? wish : seasonWish(words(userLines.slice(0, -1).join(" ")))) };
  }
  // 'Kumpi noista on hiljaisempi?' after a size: that size's tyres with their EU label values.
  if (asksLabel(last) && !findWrittenSize(last) && (lacksSubject(intent) || intent.kind === "prices")) {
    const size = earlierSize(userLines);
    if (size) return { kind: "availability", size, ...seasonWish(words(userLines.join(" "))) };
  }
  // 'Mihin asti toi hinta on voimassa?' after a size's tyres: the same tyres, whose sale says until when.
  if (has(words(last), W.validity) && !findWrittenSize(last) && (lacksSubject(intent) || intent.kind === "hours" || intent.kind === "offers" || (intent.kind === "practical" && intent.topic === "kesto"))) {
    const size = earlierSize(userLines);
    if (size) return { kind: "availability", size, ...seasonWish(words(userLines.slice(0, -1).join(" "))) };
  }
  // 'Whats the other studded one in that size, is it cheaper?': the earlier size, whatever the line's other words.
  if (refersToEarlierSize(last) && !findWrittenSize(last) && (lacksSubject(intent) || intent.kind === "offers" || intent.kind === "askSize")) {
    const size = earlierSize(userLines);
    const wish = seasonWish(words(last));
    if (size) return { kind: "availability", size, ...(wish.season ? wish : seasonWish(words(userLines.slice(0, -1).join(" ")))) };
  }
  // 'And the same in 18 inch?' after a size's tyres: the same width and profile on the other rim size.
  const resized = otherRimSize(userLines);
  if (resized && (lacksSubject(intent) || intent.kind === "rims")) {
    const wish = seasonWish(words(last));
    return { kind: "availability", size: resized, ...(wish.season ? wish : seasonWish(words(userLines.slice(0, -1).join(" ")))) };
  }
  // 'Kauanko voimassa?' after a campaign was talked about: the campaigns, whose texts say until when.
  if (has(words(last), W.validity) && (lacksSubject(intent) || (intent.kind === "practical" && intent.topic === "kesto")) && userLines.slice(0, -1).some((line) => mentionsOffers(line))) return { kind: "offers" };
  // A season or 'are they in stock' after a size: the same size.
  // 'Is that a sale price? What do they normally cost?' after a size: that size's tyres, sale and regular price.
  if (intent.kind === "askSize" || ((lacksSubject(intent) || (intent.kind === "offers" && !intent.season)) && isFollowUp(last))) {
    const size = earlierSize(userLines);
    if (size) {
      const wish = seasonWish(words(last));
      const previousWish = seasonWish(words(userLines.slice(0, -1).join(" ")));
      return { kind: "availability", size, ...(wish.season ? wish : previousWish) };
    }
  }
  // The last line read with the one before it: 'paljonko se maksaa?' after the balancing question, or
  // 'entä kun on 18 tuuman vanteet?' after the tyre change's price (which alone would ask about rims).
  // The question a chain of follow-ups hangs on: the latest earlier line that is not a follow-up itself,
  // read with every line after it ('mitä maksaa renkaanvaihto' · 'entä 18 tuuman vanteet?' · 'ja jos se on maasturi').
  let anchor = userLines.length - 2;
  while (anchor > 0 && isFollowUp(userLines[anchor])) anchor -= 1;
  const chain = userLines.slice(anchor).join(" ");
  const chainIntent = detectIntent([...readable.slice(0, -1), { role: "user", content: chain }], vocabulary, now);
  // 'entä 18?' after the 17-inch rims: the new diameter (or pattern) of the last line, the rest of the chain's.
  const joined: Intent = chainIntent.kind === "rims" ? { ...chainIntent, ...rimQueryIn(last) } : chainIntent;
  // 'ja paljonko se maksaa farmariin?' after 'pitääkö varata aika vai voiko vaan tulla vaihtamaan renkaat':
  // the price of the work the chain names, not the booking answer again.
  if (joined.kind === "practical" && asksPrice(last)) {
    const service = priceService(words(chain));
    if (service) return { kind: "prices", service };
  }
  if (lacksSubject(joined)) return intent;
  if (lacksSubject(intent)) return joined;
  // 'Entä 235/45 R18?' after the Hakkapeliitta R5 in 225/45 R18: the line's own size, the tyre named before.
  if (intent.kind === "availability" && findWrittenSize(last)) {
    return !intent.products && joined.kind === "availability" && joined.products ? { ...intent, products: joined.products } : intent;
  }
  // 'Paljonko se maksaa ja kauanko kestää?' after the balancing question: how long *that* takes, and its price.
  if (intent.kind === "practical" && intent.topic === "kesto" && isFollowUp(last) && joined.kind === "prices" && joined.service) return joined;
  // 'Entä rahoituksella?', 'entä lauantaina?': a subject of its own kind is the new question.
  if (NEW_SUBJECT_KINDS.has(intent.kind)) return intent;
  const anchorKind = detectIntent([{ role: "user", content: userLines[anchor] }], vocabulary, now).kind;
  // A rim size alone after a price question ('paljonko se tekis, 17 tuuman vanteet', 'how much for 17 inch
  // rims' after the tyre hotel) sets the price's rim size.
  const rimSizeOnly = intent.kind === "rims" && !intent.boltPattern && (isFollowUp(last) || (asksPrice(last) && anchorKind === "prices"));
  const continues = (STARTS_FOLLOW_UP.test(last.trim()) || rimSizeOnly) && joined.kind === anchorKind;
  return continues ? joined : intent;
}

