/**
 * Kaartobotti's answers about a purchase (issue 27): the availability tool's arguments read from the line
 * (fitted, the EU label, the cheapest), and what follows a listing: its instalments, the campaign it names,
 * whether any of it is on sale, and the instalment of a named rim's set or of the set fitted.
 */
import { findWrittenSize } from "./sizes.server";
import { financingText, singleSetPrice } from "./financing-answer";
import { tyreAvailabilityMarkdown } from "./availability.server";
import { campaignsNamedIn } from "./offers.server";
import { namedRimSetPrice, rimsMarkdown } from "./rims.server";
import { withFinnishKeywords } from "./translate-keywords";
import { type Intent, asksFinancing, asksFitted, asksLabel, mentionsOffers, seasonWish } from "./intents.server";
import type { Language } from "./language";
import { words } from "~/lib/finnish-words";

/**
 * The financing answer, with the instalment of what the conversation priced: four of a rim the line names,
 * the set(s) the previous reply listed, or, when the line asks them fitted and the reply gave no fitted
 * price ('paljonko se kuukausierä ois jos otan neljä asennettuna'), the sets of the size talked about, fitted.
 */
export async function financedText(last: string, language: Language, previousReply: string, userLines: readonly string[]): Promise<string> {
  const rimSet = await namedRimSetPrice(last);
  if (rimSet) return `${financingText(last, language, rimSet, previousReply)}\n\n${await rimsMarkdown({}, null, language, last)}`;
  const size = [...userLines].reverse().map((line) => findWrittenSize(line)).find(Boolean);
  const wantsFitted = asksFitted(withFinnishKeywords(last, language)) && !/asennettuna|monterade|fitted/.test(previousReply);
  const listing = wantsFitted && size ? await tyreAvailabilityMarkdown({ size, ...seasonWish(words(userLines.map((line) => withFinnishKeywords(line, language)).join(" "))), fitted: true, language }) : previousReply;
  return financingText(last, language, singleSetPrice(listing), listing);
}

/**
 * An answer about a purchase (tyres of a size, a combined quote) asked with a campaign named ('eikö niihin saa
 * asennuskampanjan alennusta?', 'saako hotellista alea jos ostan ne'): the campaign's terms after it.
 */
export async function withCampaign(line: string, language: Language, answer: string, now: Date): Promise<string> {
  const readable = withFinnishKeywords(line, language);
  if (!mentionsOffers(readable)) return answer;
  // 'Onko ne tarjouksessa?' after tyres none of which is on sale: said outright, not left to be read from the prices.
  const noSale = TYRES_LISTED.test(answer) && !SALE_IN_LIST.test(answer) ? `\n\n${NO_SALE[language]}` : "";
  const campaign = await campaignsNamedIn(readable, language, now);
  return `${answer}${noSale}${campaign ? `\n\n${campaign}` : ""}`;
}

/** A tyre listing (availability.server.ts) and a sale price in it, in each language's words. */
const TYRES_LISTED = /\/renkaat\?search=/;
const SALE_IN_LIST = /(tarjous|kampanj|on offer) \*\*/;
const NO_SALE: Record<Language, string> = {
  fi: "Näistä renkaista mikään ei ole juuri nyt tarjouksessa.",
  sv: "Inget av de här däcken är på kampanj just nu.",
  en: "None of these tyres is on offer right now.",
};

/** Tyres of a size asked with financing ('saako neljä … rahoituksella'): the set's instalments or the minimum after them. */
export function withFinancing(line: string, language: Language, availability: string): string {
  return asksFinancing(withFinnishKeywords(line, language)) ? `${availability}\n\n${financingText(line, language, singleSetPrice(availability))}` : availability;
}

/** `{ fitted: true }` when the line asks the set's price with the fitting, else nothing. */
const fittedWish = (line: string, language: Language) => (asksFitted(withFinnishKeywords(line, language)) ? { fitted: true } : {});

/** 'Four of the cheaper ones': a choice of the cheapest, not 'which is cheaper?' (that compares them all). */
const CHEAPER = /(?<![\p{L}])(halvem\p{L}*|halvim\p{L}*|halvin|edullisem\p{L}*|edullisim\p{L}*|edullisin|cheaper|cheapest|billigare|billigaste|billigast)(?![\p{L}])/iu;
const WHICH = /(?<![\p{L}])(kumpi|kummat|mikä|mitkä|which|what|vilken|vilket|vilka)(?![\p{L}])/iu;
const cheapestWish = (line: string) => (CHEAPER.test(line) && !WHICH.test(line) && !findWrittenSize(line) ? { cheapest: true } : {});

/** `{ label: true }` when the line asks the tyres' EU label values ('kumpi on hiljaisempi'). */
const labelWish = (line: string) => (asksLabel(line) ? { label: true } : {});

/** The availability tool's arguments: the size and tyres the intent read, and what the line asks of them. */
export function availabilityQuery(intent: Extract<Intent, { kind: "availability" }>, line: string, language: Language) {
  return { size: intent.size, season: intent.season, winterType: intent.winterType, products: intent.products, ...fittedWish(line, language), ...labelWish(line), ...cheapestWish(line) };
}
