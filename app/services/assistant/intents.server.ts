/**
 * What a visitor's Finnish message asks, for the offline assistant: keyword rules in a fixed order
 * (the most specific first). No I/O; the answers are built in offline.server.ts from the tools.
 */
import { CONFIRMATION_ANSWERS, needsConfirmation } from "~/lib/chat";
import { SHOP_DOG, STAFF } from "~/lib/shop-facts";
import { normaliseTyreSize, isCanonicalTyreSize } from "~/lib/tyre-size";
import { canonicalTyreSize } from "./availability.server";
import type { PracticalTopic, PriceService } from "./knowledge.server";

export type SeasonWish = { season?: "summer" | "winter"; winterType?: "studded" | "friction" };

export type Intent =
  | ({ kind: "availability"; size: string } & SeasonWish)
  | ({ kind: "confirmSize"; size: string } & SeasonWish)
  | { kind: "cancel" }
  | ({ kind: "askSize" } & SeasonWish)
  | { kind: "staff"; name?: string }
  | { kind: "network" }
  | { kind: "prices"; service?: PriceService }
  | { kind: "practical"; topic: PracticalTopic }
  | { kind: "hours" }
  | { kind: "services" }
  | { kind: "contact" }
  | { kind: "financing" }
  | { kind: "thanks" }
  | { kind: "greeting" }
  | { kind: "unknown" };

export type ConversationTurn = { role: "user" | "assistant"; content: string };

/** Season words in any inflection: 'talvirenkaita', 'nastoilla', 'kitkarenkaat', 'kesäksi'. */
export function seasonWish(text: string): SeasonWish {
  const lower = text.toLowerCase();
  if (/nast/.test(lower)) return { season: "winter", winterType: "studded" };
  if (/kitka/.test(lower)) return { season: "winter", winterType: "friction" };
  const winter = /talv/.test(lower);
  const summer = /kesä|kesa/.test(lower);
  if (winter && !summer) return { season: "winter" };
  if (summer && !winter) return { season: "summer" };
  return {};
}

const SEASON_WISH_TEXT = { summer: "kesärenkaat", winter: "talvirenkaat", studded: "nastarenkaat", friction: "kitkarenkaat" } as const;

/** 'talvirenkaat' etc. for the confirmation question, so the season survives the 'kyllä'. */
export function seasonWishText(wish: SeasonWish): string | undefined {
  const key = wish.winterType ?? wish.season;
  return key ? SEASON_WISH_TEXT[key] : undefined;
}

const EDGE_PUNCTUATION = /^[("'«»”“]+|[)"'«»”“?!.,:;]+$/g;

/** A size written as one word in one of the site's forms ('205/55R16', '205-55-16', '2055516', '20555r16', '205/55/16'). */
export function findWrittenSize(text: string): string | null {
  for (const word of text.split(/\s+/)) {
    const normalised = normaliseTyreSize(word.replace(EDGE_PUNCTUATION, ""));
    if (isCanonicalTyreSize(normalised)) return normalised;
  }
  return null;
}

/** Three numbers that look like a size but are not written in a known form ('205 55 16', '205/55 r16'). */
const LOOSE_SIZE = /(?<!\d)(\d{3})\s*[/-]?\s*(\d{2})\s*[/-]?\s*r?\s*(\d{2})(?!\d)/i;

export function findLooseSize(text: string): string | null {
  const match = LOOSE_SIZE.exec(text);
  if (!match) return null;
  const [width, aspect, rim] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Car tyre ranges, so a phone number such as '019 356 2100' is not read as a size.
  if (width < 125 || width > 355 || aspect < 25 || aspect > 95 || rim < 12 || rim > 24) return null;
  return canonicalTyreSize(`${width}/${aspect}R${rim}`);
}

const CONFIRMED_SIZE = /\d{3}\/\d{2}R\d{2}/;

function bareAnswer(text: string): string {
  return text.trim().toLowerCase().replace(/[!.,?]+$/g, "").trim();
}

const YES = new Set([CONFIRMATION_ANSWERS.yes, "kylla", "joo", "juu", "jep", "kyllä kiitos", "kyllä, kiitos", "k"]);
const CANCEL = new Set([CONFIRMATION_ANSWERS.cancel, "peru", "ei", "ei kiitos", "en", "peruutus"]);

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

function knownNameIn(text: string): string | undefined {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  const names = [...STAFF.map((member) => member.firstName), SHOP_DOG.name];
  return names.find((name) => words.some((word) => word.startsWith(name.toLowerCase()) && word.length <= name.length + 4));
}

const has = (text: string, pattern: RegExp) => pattern.test(text);
const PRICE_WORDS = /hinta|hinna|hinto|maksa|maksu|paljon|kustan|euro|€/;

/** The intent of the last user message, with the conversation for the confirmation answers. */
export function detectIntent(messages: ConversationTurn[]): Intent {
  const last = messages.at(-1);
  if (!last || last.role !== "user") return { kind: "unknown" };
  const original = last.content.trim();
  const text = original.toLowerCase();
  const previous = messages.slice(0, -1).findLast((message) => message.role === "assistant");

  const answer = bareAnswer(original);
  if (YES.has(answer) && previous && needsConfirmation(previous.content)) {
    const size = CONFIRMED_SIZE.exec(previous.content)?.[0];
    if (size) return { kind: "availability", size, ...seasonWish(previous.content) };
  }
  if (CANCEL.has(answer)) return { kind: "cancel" };

  const written = findWrittenSize(original);
  if (written) return { kind: "availability", size: written, ...seasonWish(text) };
  const loose = findLooseSize(original);
  if (loose) return { kind: "confirmSize", size: loose, ...seasonWish(text) };

  if (has(text, /koira|hauva|rölli|rolli/)) return { kind: "staff", name: SHOP_DOG.name };
  const known = knownNameIn(text);
  if (known) return { kind: "staff", name: known };
  const asked = staffName(original);
  if (asked) return { kind: "staff", name: asked };
  if (has(text, /henkilökun|henkilöstö|työntekij|asentaj|kuka (teillä )?työskentel|ketkä|keitä teillä/)) return { kind: "staff" };

  if (has(text, /point\s*-?\s*s\b|ketju|verkosto|jäsenliik/)) return { kind: "network" };

  if (has(text, /(oikea|oikean|mikä|mistä|miten|kuinka).*(rengasko|koko|koon)|(rengasko|koko|koon).*(löyd|tiedä|selvit)/)) {
    return { kind: "practical", topic: "rengaskoko" };
  }
  const when = /(milloin|koska|mihin aikaan vuodesta).*(vaiht|vaihd|\balle\b)|(vaiht|vaihd|\balle\b).*(milloin|koska)/;
  if (has(text, when) || has(text, /nastarengaskau|talvirengaskau/)) return { kind: "practical", topic: "vaihtoaika" };
  if (has(text, /kauan|kestää|kesto|kuinka pitkään|aikaa vie/)) return { kind: "practical", topic: "kesto" };
  if (has(text, /ajanvara|varata|varaan|varaus|varaa aika|ilman aikaa|jonot/)) return { kind: "practical", topic: "ajanvaraus" };

  if (has(text, /rengashotel|hotelli|säilyty|säilytä|säilö/)) return { kind: "prices", service: "rengashotelli" };
  if (has(text, /tasapaino/)) return { kind: "prices", service: "tasapainotus" };
  if (has(text, /korjau|korjat|paikka|paikat|rengasrik|puhje|venttiil|tpms/)) return { kind: "prices", service: "korjaukset" };
  if (has(text, /kierrät|hävit|vanhat renkaat|vanhoista renkaista/)) return { kind: "prices", service: "kierratys" };
  if (has(text, /vanteille|vanteelle|rengastyö/) && has(text, PRICE_WORDS)) return { kind: "prices", service: "rengastyo" };
  if (has(text, /vaihto|vaihta|vaihdo|vaihde|vaihtaminen/) && has(text, PRICE_WORDS)) return { kind: "prices", service: "renkaanvaihto" };
  if (has(text, /hinnasto|hinnat\b|mitä maksaa|paljonko maksaa/)) return { kind: "prices" };

  if (has(text, /auki|aukiolo|avoinna|aukea|sulje|suljet|kiinni|mihin aikaan|arkisin|viikonlop|lauantai|sunnuntai/)) return { kind: "hours" };
  if (has(text, /palvelu|tarjoat|mitä teette|mitä teillä on|mitä myytte|vante/)) return { kind: "services" };
  if (has(text, /puhelin|numero|soita|soitt|sähköpost|osoite|missä (te )?olette|sijaitse|yhteystie|ajo-ohje/)) return { kind: "contact" };
  if (has(text, /rahoitu|osamaks|maksuaika|maksaa erissä/)) return { kind: "financing" };
  if (has(text, /rengas|renkai|renkaa|nasta|kitka/)) return { kind: "askSize", ...seasonWish(text) };
  if (has(text, PRICE_WORDS)) return { kind: "prices" };

  if (has(text, /kiitos|kiitti|kiitoksia/)) return { kind: "thanks" };
  if (has(text, /^(hei|moi|moikka|terve|hello|hola|päivää|huomenta|iltaa|morjens|moro)\b/) && text.length < 30) return { kind: "greeting" };
  return { kind: "unknown" };
}
