/**
 * The built-in assistant that answers when no OpenAI key is configured. In order: lines that need care
 * (care.ts: refusals, hand-offs, damage, off-topic), the intent of the line read in its conversation and
 * language (intents.server.ts) answered from the same tools the model would call, the site's own pages
 * when no rule answers (site-index.server.ts), and else a person (the contact request).
 */
import type { StoredToolCall } from "~/features/chat/model.server";
import { COMPANY } from "~/content/company";
import { escapeMarkdown } from "~/lib/markdown-escape";
import { pluralGenitive, pluralPartitive } from "~/lib/finnish";
import { catalogueVocabulary } from "./catalogue.server";
import { aboutTheShop, careFor } from "./care";
import { careText, earlierCare, handoffText, siteQuoteText } from "./care-answers";
import { SIMPLE_ANSWERS } from "./fixed-answers.server";
import { type ConversationTurn, type Intent, detectIntentInContext, isFollowUp, seasonWishText } from "./intents.server";
import { findWrittenSize } from "./sizes.server";
import { type Topic, topicOf, topicText } from "./topic-answers";
import { hoursInLanguage } from "./hours.server";
import { financingText, singleSetPrice } from "./financing-answer";
import { tyreAvailabilityMarkdown } from "./availability.server";
import { pricesMarkdown } from "./knowledge.server";
import { findOnSite } from "./site-index.server";
import { excerpt } from "./site-passages";
import { withFinnishKeywords } from "./translate-keywords";
import { type Language, conversationLanguage } from "./language";
import { ASKS_LANGUAGE, contactInLanguage, languageAnswer, staffInLanguage } from "./other-languages.server";
import { confirmationQuestion } from "./system-prompt.server";
import { type ToolContext, type ToolName, runTool } from "./tools.server";
import { getBusinessSettings } from "~/features/hours/model.server";

export type OfflineReply = { text: string; toolCalls: StoredToolCall[] };

function askSizeText(intent: Extract<Intent, { kind: "askSize" }>): string {
  const wanted = intent.winterType ?? intent.season;
  const what = wanted ? pluralPartitive(WANTED_NOUN[wanted]) : pluralPartitive("rengas");
  const first = intent.price
    ? `Renkaiden hinnat riippuvat koosta. Kerro rengaskoko, esimerkiksi **205/55R16**, niin kerron ${wanted ? `${pluralGenitive(WANTED_NOUN[wanted])} ` : ""}hinnat ja saatavuuden.`
    : `Tarkistan mielelläni, onko meillä ${what} sopivassa koossa. Kerro rengaskoko, esimerkiksi **205/55R16**.`;
  return [first, "", "Koon näet nykyisten renkaiden kyljestä tai auton rekisteriotteesta. Voit myös selata valikoimaa: [Renkaat](/renkaat)"].join("\n");
}

const WANTED_NOUN = { summer: "kesärengas", winter: "talvirengas", studded: "nastarengas", friction: "kitkarengas" } as const;

/** Said before an answer the assistant can only give in Finnish. */
const FINNISH_ANSWER_NOTE: Record<Exclude<Language, "fi">, string> = {
  sv: `_Svaret nedan finns bara på finska. Vi hjälper gärna på svenska: ring **${COMPANY.phone}**._`,
  en: `_The answer below is in Finnish only. We are happy to help in English: call **${COMPANY.phone}**._`,
};

/** The answers written in Swedish and English too; undefined for those given in Finnish with a note. */
async function answerInLanguage(
  last: string,
  previousReply: string,
  intent: Intent,
  language: Exclude<Language, "fi">,
  context: ToolContext,
  now: Date,
  toolCalls: StoredToolCall[],
): Promise<string | undefined> {
  switch (intent.kind) {
    case "hours": {
      toolCalls.push({ name: "getOpeningHours", arguments: JSON.stringify(intent.days ? { days: intent.days } : {}) });
      return hoursInLanguage((await getBusinessSettings()).businessHours, intent.days, now, language);
    }
    case "contact":
      return contactInLanguage(language);
    case "staff":
      toolCalls.push({ name: "getStaff", arguments: JSON.stringify(intent.name ? { name: intent.name } : {}) });
      return staffInLanguage(language, intent.name);
    case "prices":
      toolCalls.push({ name: "getPrices", arguments: JSON.stringify(intent.service ? { service: intent.service } : {}) });
      return pricesMarkdown(intent.service, language);
    case "financing":
      return financingText(last, language, singleSetPrice(previousReply));
    case "availability": {
      const query = { size: intent.size, season: intent.season, winterType: intent.winterType, products: intent.products };
      toolCalls.push({ name: "checkTyreAvailability", arguments: JSON.stringify(query) });
      return tyreAvailabilityMarkdown({ ...query, language, conversationId: context.conversationId });
    }
    case "unknown":
      return handoffText(language, context.conversationId, "unknown");
    default:
      return undefined;
  }
}

/** Intents read from a single loose word (a price word, a passage) that a line off the shop's topics can trip. */
const GUESSED_KINDS = new Set<Intent["kind"]>(["prices", "unknown", "askSize", "services", "practical", "rims"]);

/**
 * The law or newsletter topic of the last line (topic-answers.ts), or of the line before when the last
 * one only follows it up ('entä kesärenkaiden?'); a line with a tyre size is the catalogue's.
 */
function askedTopic(userLines: readonly string[]): Topic | undefined {
  const last = userLines.at(-1) ?? "";
  if (findWrittenSize(last)) return undefined;
  const topic = topicOf(last);
  if (topic || userLines.length < 2 || !isFollowUp(last) || last.split(/\s+/).length > 5) return topic;
  return topicOf(userLines.at(-2) ?? "");
}

/** The offline answer to the last user message; each tool it used is listed like the model's calls. */
export async function offlineReply(messages: ConversationTurn[], context: ToolContext): Promise<OfflineReply> {
  const now = context.now ?? new Date();
  const userLines = messages.filter((message) => message.role === "user").map((message) => message.content);
  const language = conversationLanguage(userLines);
  const last = userLines.at(-1) ?? "";
  const previousReply = messages.findLast((message) => message.role === "assistant")?.content ?? "";
  const care = careFor(last, earlierCare(previousReply));
  if (care) return { text: careText(care, language, context.conversationId), toolCalls: [] };
  if (ASKS_LANGUAGE.test(last)) return { text: languageAnswer(language), toolCalls: [] };
  const topic = askedTopic(userLines);
  if (topic) return { text: topicText(topic, language, last, now), toolCalls: [] };

  const intent = detectIntentInContext(messages, language, await catalogueVocabulary(), now);
  // A line of nothing the shop deals in gets no price table and no stray passage: the bot says what it knows.
  const followsUp = userLines.length > 1 && isFollowUp(last);
  if (GUESSED_KINDS.has(intent.kind) && !followsUp && !aboutTheShop(last)) return { text: careText("offTopic", language, context.conversationId), toolCalls: [] };
  // No rule of its own answers: the site's own pages may (a quote and its link), else a person.
  if (intent.kind === "unknown" || (intent.kind === "askSize" && !intent.price)) {
    const match = await findOnSite(withFinnishKeywords(last, language), { withoutCatalogueWords: intent.kind === "askSize" });
    if (match) {
      const toolCalls = [{ name: "searchSite", arguments: JSON.stringify({ query: last }) }];
      return { text: siteQuoteText(match, excerpt(escapeMarkdown(match.text)), language, context.conversationId), toolCalls };
    }
  }
  const toolCalls: StoredToolCall[] = [];
  const tool = async (name: ToolName, args: Record<string, unknown> = {}) => {
    const argsJson = JSON.stringify(args);
    toolCalls.push({ name, arguments: argsJson });
    return runTool(name, argsJson, context);
  };

  if (language !== "fi") {
    const answer = await answerInLanguage(last, previousReply, intent, language, context, now, toolCalls);
    if (answer) return { text: answer, toolCalls };
  }

  const finnishText = await (async (): Promise<string> => {
    switch (intent.kind) {
      case "availability":
        return tool("checkTyreAvailability", {
          size: intent.size,
          season: intent.season,
          winterType: intent.winterType,
          products: intent.products,
        });
      case "confirmSize":
        return confirmationQuestion(intent.size, seasonWishText(intent));
      case "askSize":
        return askSizeText(intent);
      case "staff":
        return tool("getStaff", intent.name ? { name: intent.name } : {});
      case "network":
        return tool("getNetworkInfo");
      case "rims":
        return tool("findRims", {
          diameter: intent.diameter,
          boltPattern: intent.boltPattern ? `${intent.boltPattern.count}x${intent.boltPattern.circle}` : undefined,
        });
      case "prices":
        return tool("getPrices", intent.service ? { service: intent.service } : {});
      case "practical":
        return tool("getPracticalInfo", { topic: intent.topic });
      case "hours": {
        const hours = await tool("getOpeningHours", intent.days ? { days: intent.days } : {});
        return intent.holiday ? `${hours}\n\n${SIMPLE_ANSWERS.holidayNote}` : hours;
      }
      case "offers":
        return tool("getOffers", intent.season ? { season: intent.season } : {});
      case "brands":
        return tool("getBrands", { brand: intent.brand?.brand, season: intent.season, winterType: intent.winterType });
      case "modelPrices":
        return tool("getModelPrices", { models: intent.models, season: intent.season, winterType: intent.winterType });
      case "services":
        return tool("getServices");
      case "financing":
        return financingText(last, "fi", singleSetPrice(previousReply));
      case "unknown":
        return handoffText(language, context.conversationId, "unknown");
      default:
        return SIMPLE_ANSWERS[intent.kind];
    }
  })();
  const text = language === "fi" ? finnishText : `${FINNISH_ANSWER_NOTE[language]}\n\n${finnishText}`;
  return { text, toolCalls };
}

/**
 * The answer in a few pieces, split after a line or a word, so the widget's streaming path runs the
 * same way as with the model. The pieces join back to exactly the text.
 */
export function offlineChunks(text: string, pieces = 4): string[] {
  const target = Math.max(1, Math.ceil(text.length / pieces));
  const chunks: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + target);
    if (end < text.length) {
      const space = text.slice(end).search(/\s/);
      end = space === -1 ? text.length : end + space + 1;
    }
    chunks.push(text.slice(start, end));
    start = end;
  }
  return chunks;
}
