/**
 * What a visitor's Finnish message asks, for the offline assistant: word-stem rules in a fixed order
 * (the most specific first), matched on whole words (app/lib/finnish-words.ts), never on substrings.
 * No I/O: the catalogue's brands and models are handed in; the answers are built in offline.server.ts.
 */
import type { Weekday } from "~/features/hours/rules";
import { CONFIRMATION_ANSWERS, needsConfirmation } from "~/features/chat/rules";
import { type Words, hasWord, words } from "~/lib/finnish-words";
import { SHOP_DOG, STAFF } from "~/content/shop-facts";
import type { CatalogueModel, CatalogueVocabulary } from "./catalogue.server";
import { type BrandMention, type SeasonWish, askedDays, brandIn, modelsIn, namesDay, seasonWish } from "./keywords.server";
import type { Language } from "./language";
import { withFinnishKeywords } from "./translate-keywords";
import type { PracticalTopic, PriceService } from "./knowledge.server";
import { type RimQuery, rimQueryIn } from "./rim-query";
import { findLooseSize, findWrittenSize } from "./sizes.server";

export type { SeasonWish } from "./keywords.server";
export { seasonWish } from "./keywords.server";

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
  | { kind: "prices"; service?: PriceService }
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

// Word stems of each topic. A stem matches the start of a word; '*' lets it sit inside a compound.
const W = {
  price: ["hint", "hinna", "hinno", "maksa", "maksu", "paljon", "kustan", "euro", "=€", "halpa", "halvi", "halvem", "edullis", "kallis", "kalli"],
  priceList: ["hinnasto", "=hinnat", "hintalista", "hintoja", "hinnoista", "hinnoittel"],
  tyre: ["*renga", "*renka", "*renkk", "*rengs", "nast", "kitka", "*talvirenk", "*kesärenk", "kumi", "*kumit"],
  dog: ["koira", "koiru", "hauva", "rölli", "=rolli", "koiranne"],
  staff: ["henkilökun", "henkilöstö", "työntekij", "asentaj", "kuka työskentel", "kuka teillä työskentel", "ketkä", "keitä teillä", "kuka siellä", "kuka hoitaa", "kuka teillä hoitaa", "kuka vastaa", "omistaja", "yrittäjä", "omista", "perusti", "perustaja"],
  // The chain's membership brings the nationwide tyre warranty: the network's answer tells it.
  network: ["ketju", "verkosto", "jäsenliik", "point s ketju", "rengasket", "takuu", "*rengastakuu"],
  offers: ["tarjou", "kampanj", "=ale", "=alet", "alennu", "alennuk", "=alessa", "aleen", "alekoodi", "alennuskoodi", "=koodi", "black friday", "loppuunmyyn", "tarjoushint", "=tarjari"],
  brands: ["*merkk", "*valmistaj", "=brändit", "brändej", "merkeist"],
  sizeHelp: ["*rengasko", "=koko", "=koon", "=kokoa", "=koot", "=kokoni", "=kokoja", "=kokoinen"],
  sizeHelpAsk: ["oikea", "oikean", "mikä", "mistä", "miten", "kuinka", "mitä", "mite", "mist"],
  sizeHelpFind: ["löyd", "löytä", "tiedä", "selvit", "näke", "katso", "tarkist"],
  when: ["milloin", "koska", "mihin aikaan vuode", "missä vaihee", "mistä lähtien", "mihin asti", "mihin mennessä", "saako"],
  changeWords: ["*vaiht", "*vaihd", "=alle", "=alla", "=pois", "nast"],
  season: ["nastarengaskau", "talvirengaskau", "rengaskaud", "*rengaskau"],
  duration: ["kauan", "kestää", "kesto", "kuinka pitkään", "aikaa vie", "=kauanko", "kestäk", "kestääk", "nopeasti"],
  booking: ["ajanvara", "varata", "varaan", "varaus", "varaa aika", "varaa aja", "ilman aika", "ilman aja", "=jonot", "=jonoa", "=jono", "jonotta", "suoraan paikalle", "saan paikan", "saada paikan", "varaan paikan", "tulla vaan", "tulla vain", "walk in"],
  hotel: ["*rengashotel", "hotelli", "hotel", "säilyty", "säilytä", "säilö", "talvisäil", "kesäsäil"],
  balancing: ["tasapaino", "*tasapainot"],
  repair: ["korjau", "korjat", "korjaa", "=paikka", "paikkaus", "paikata", "paikat", "rengasrik", "puhje", "puhke", "venttiil", "tpms", "rikki", "reikä", "=tyhjä", "tyhjenty", "vuotaa", "vuota"],
  disposal: ["kierrät", "hävit", "vanhat renka", "vanhoista renka", "vanhojen renka", "jätemaksu"],
  fitting: ["vanteille", "vanteelle", "*rengastyö", "asennu", "asenta", "asennet", "vanteelta", "vanteilta", "vanteisiin"],
  change: ["*vaihto", "*vaihdo", "*vaihta", "*vaihde", "*vaihtami", "*vaiho", "*vaihtoja", "renkaanvaih", "rengasvaih", "alle laitto", "*skiftning"],
  hours: ["auki", "aukiolo", "*aukiolo", "avoinna", "aukea", "aukee", "aukeat", "aukeav", "auetaan", "sulje", "suljet", "sulkeu", "kiinni", "mihin aikaan", "monelta", "moneltako", "moneen", "=aukioloajat", "aukiaolo", "ovet"],
  rims: ["vanne", "vante", "*vanteet", "*vanteita", "*vanteis", "alumiinivan", "kevytmetalliv", "teräsvan", "=alut", "=alumiinit", "pulttijak"],
  services: ["palvelu", "tarjoat", "tarjoatte", "tarjoamme", "mitä teette", "mitä teillä on", "mitä myytte", "mitä kaikkea", "=vanne", "vante", "*vanteet", "myyttekö", "myytkö"],
  contact: ["puhelin", "numero", "soita", "soitt", "sähköpost", "=sposti", "osoite", "osoit", "missä te olette", "missä olette", "sijaitse", "yhteystie", "ajo-ohje", "=ajo ohje", "missä päin", "missä liike", "mihin tulla", "kartta", "=email", "maili"],
  financing: ["rahoitu", "osamaks", "maksuaika", "maksaa erissä", "erämaks", "maksaa osissa", "korko", "=erissä", "=osissa", "klarna", "lasku"],
  roadsideTrouble: ["tyhj", "puhke", "puhje", "puhjen", "puhkes", "rikkou", "hajos", "räjäht", "tyhjeni", "=laakeri", "tyhjä rengas", "liuku", "kolari", "onnettomuu", "ojaan", "ojassa"],
  roadsidePlace: ["moottorit", "=tiellä", "tienvar", "tien var", "piennar", "pientare", "ajaessa", "ajossa", "kesken matkan", "matkalla", "keskellä tietä", "moottoritiellä", "valtatie", "=kehä", "kehällä", "hätä", "=apua", "=nyt", "jumissa", "jäin", "jäänyt"],
  hotelLeave: ["jätt", "jäte"],
  hotelWhen: ["talveksi", "kesäksi", "säilöön", "säilyt", "kaudeksi"],
  holiday: ["joulu", "pyhä", "*pyhinä", "*pyhänä", "juhannu", "vappu", "pääsiäi", "uudenvuod", "uutenavuo", "itsenäisyysp", "loppiai", "helatorst"],
  payment: ["kortil", "käteise", "mobilepay", "maksutap", "maksukort", "pankkikort", "luottokort", "laskulla"],
  thanks: ["kiitos", "kiitti", "kiitoksia", "=kiitokset", "=kiitti", "=thx"],
  greeting: ["=hei", "=moi", "=moikka", "=terve", "=hello", "=hola", "=päivää", "=huomenta", "=iltaa", "=morjens", "=moro", "=heippa", "=moikku", "=hyvää"],
} as const;

const has = (text: Words, list: readonly string[]) => hasWord(text, list);

/** The service a price question names, or undefined. */
function priceService(text: Words): PriceService | undefined {
  if (has(text, W.hotel)) return "rengashotelli";
  if (has(text, W.balancing)) return "tasapainotus";
  if (has(text, W.repair)) return "korjaukset";
  if (has(text, W.disposal)) return "kierratys";
  if (has(text, W.fitting)) return "rengastyo";
  if (has(text, W.change)) return "renkaanvaihto";
  return undefined;
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
  if (written) {
    const products = models.length > 0 ? models.map((model) => `${model.brand} ${model.model}`) : brand?.sold ? [brand.brand] : undefined;
    return { kind: "availability", size: written, ...season, ...(products ? { products } : {}) };
  }
  const loose = findLooseSize(original);
  if (loose) return { kind: "confirmSize", size: loose, ...season };

  if (has(text, W.dog)) return { kind: "staff", name: SHOP_DOG.name };
  const known = knownNameIn(text);
  if (known) return { kind: "staff", name: known };
  const asked = staffName(original);
  if (asked) return { kind: "staff", name: asked };
  if (has(text, W.staff)) return { kind: "staff" };

  const pointS = has(text, ["point =s"]);
  if (has(text, W.network) || (pointS && !has(text, W.tyre))) return { kind: "network" };

  if (has(text, W.offers)) return { kind: "offers", ...season };
  if (models.length > 0) return { kind: "modelPrices", models, ...season };
  if (brand || has(text, W.brands)) return { kind: "brands", ...(brand ? { brand } : {}), ...season };

  if ((has(text, W.sizeHelp) && has(text, W.sizeHelpAsk)) || (has(text, W.sizeHelp) && has(text, W.sizeHelpFind))) {
    return { kind: "practical", topic: "rengaskoko" };
  }
  if ((has(text, W.when) && has(text, W.changeWords)) || has(text, W.season)) return { kind: "practical", topic: "vaihtoaika" };
  if (has(text, W.duration)) return { kind: "practical", topic: "kesto" };
  if (has(text, W.booking)) return { kind: "practical", topic: "ajanvaraus" };

  if (has(text, W.financing)) return { kind: "financing" };
  if (has(text, W.payment)) return { kind: "payment" };
  if (has(text, W.hotelLeave) && has(text, W.hotelWhen)) return { kind: "prices", service: "rengashotelli" };
  const service = priceService(text);
  const priceWords = has(text, W.price) || original.includes("€");
  // 'Voiko lauantaina tulla vaihtamaan renkaat?' asks when, not what it costs.
  if (namesDay(text) && !priceWords) return { kind: "hours", days: askedDays(text, now) };
  if (service && (priceWords || service !== "renkaanvaihto")) return { kind: "prices", service };
  if (has(text, W.priceList)) return { kind: "prices" };
  // Rims by size or bolt pattern: a rim word, or a bolt pattern alone ('4x100 16').
  const rims = rimQueryIn(original);
  if (rims.boltPattern || (has(text, W.rims) && !has(text, W.tyre))) return { kind: "rims", ...rims };

  const days = askedDays(text, now);
  const holiday = has(text, W.holiday);
  if (has(text, W.hours)) return { kind: "hours", ...(days.length > 0 ? { days } : {}), ...(holiday ? { holiday } : {}) };
  if (has(text, W.contact)) return { kind: "contact" };
  // A tyre's price needs its size; the service price list would answer another question.
  if (has(text, W.tyre) && !has(text, W.change)) return { kind: "askSize", ...season, ...(priceWords ? { price: true } : {}) };
  if (service) return { kind: "prices", service };
  if (has(text, W.services)) return { kind: "services" };
  if (priceWords) return { kind: "prices" };
  if (days.length > 0 && days.length < 7) return { kind: "hours", days };

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
const STARTS_FOLLOW_UP = /^(entä|entäs|entas|enta|ja|no|mites|mitäs|mitas|och|men|hur är det med|what about|how about|and|also)(?![\p{L}\d])/iu;

/** A pronoun for what was just named: 'onko niitä', 'finns de', 'how much are they'. */
// Word edges by letters, not \b: \b takes 'ä' for a non-letter, so 'niitä' would never end a word.
const REFERS_BACK = /(?<![\p{L}\d])(niitä|niita|niistä|niista|niihin|sitä|sita|siihen|sen|ne|se|de|dem|det|they|them|those|it)(?![\p{L}\d])/iu;

/** A follow-up: it continues the previous question (STARTS_FOLLOW_UP) or refers back to what it named. */
export const isFollowUp = (line: string) => STARTS_FOLLOW_UP.test(line.trim()) || REFERS_BACK.test(line);

/** The tyre size written in the latest earlier visitor line that has one. */
function earlierSize(userLines: readonly string[]): string | undefined {
  for (let index = userLines.length - 2; index >= 0; index -= 1) {
    const size = findWrittenSize(userLines[index]);
    if (size) return size;
  }
  return undefined;
}

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
  const models = intent.kind === "modelPrices" ? intent.models : modelsIn(text, vocabulary);
  const brand = brandIn(text, vocabulary);
  const products = models.length > 0 ? models.map((model) => `${model.brand} ${model.model}`) : brand?.sold ? [brand.brand] : [];
  if (products.length === 0) return intent;
  const season = "season" in intent && intent.season ? { season: intent.season, ...(intent.winterType ? { winterType: intent.winterType } : {}) } : {};
  return { kind: "availability", size, products, ...season };
}

function intentInContext(messages: ConversationTurn[], language: Language, vocabulary: CatalogueVocabulary, now: Date): Intent {
  const readable = messages.map((message) => (message.role === "user" ? { ...message, content: withFinnishKeywords(message.content, language) } : message));
  const intent = detectIntent(readable, vocabulary, now);
  const userLines = readable.filter((message) => message.role === "user").map((message) => message.content);
  const last = userLines.at(-1) ?? "";
  if (userLines.length < 2) return intent;

  // A season or 'are they in stock' after a size: the same size.
  if (intent.kind === "askSize" || (lacksSubject(intent) && isFollowUp(last))) {
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
  const joined = detectIntent([...readable.slice(0, -1), { role: "user", content: chain }], vocabulary, now);
  if (lacksSubject(joined)) return intent;
  if (lacksSubject(intent)) return joined;
  // 'Entä rahoituksella?', 'entä lauantaina?': a subject of its own kind is the new question.
  if (NEW_SUBJECT_KINDS.has(intent.kind)) return intent;
  const anchorKind = detectIntent([{ role: "user", content: userLines[anchor] }], vocabulary, now).kind;
  // A rim size alone after a price question ('paljonko se tekis, 17 tuuman vanteet') sets the price's rim size.
  const rimSizeOnly = intent.kind === "rims" && !intent.boltPattern && isFollowUp(last);
  const continues = (STARTS_FOLLOW_UP.test(last.trim()) || rimSizeOnly) && joined.kind === anchorKind;
  return continues ? joined : intent;
}

