/**
 * The built-in assistant that answers when no OpenAI key is configured: it reads the intent of the
 * visitor's Finnish message (intents.server.ts) and answers from the same tools the model would call.
 */
import type { StoredToolCall } from "~/features/chat/model.server";
import { COMPANY } from "~/content/company";
import { pluralGenitive, pluralPartitive } from "~/lib/finnish";
import { catalogueVocabulary } from "./catalogue.server";
import { OFFLINE_UNKNOWN_TEXT, SIMPLE_ANSWERS } from "./fixed-answers.server";
import { englishHoursLine } from "./hours.server";
import { type ConversationTurn, type Intent, detectIntent, seasonWishText } from "./intents.server";
import { confirmationQuestion } from "./system-prompt.server";
import { type ToolContext, type ToolName, runTool } from "./tools.server";
import { getBusinessSettings } from "~/features/hours/model.server";

export type OfflineReply = { text: string; toolCalls: StoredToolCall[] };

export { OFFLINE_UNKNOWN_TEXT } from "./fixed-answers.server";

function askSizeText(intent: Extract<Intent, { kind: "askSize" }>): string {
  const wanted = intent.winterType ?? intent.season;
  const what = wanted ? pluralPartitive(WANTED_NOUN[wanted]) : pluralPartitive("rengas");
  const first = intent.price
    ? `Renkaiden hinnat riippuvat koosta. Kerro rengaskoko, esimerkiksi **205/55R16**, niin kerron ${wanted ? `${pluralGenitive(WANTED_NOUN[wanted])} ` : ""}hinnat ja saatavuuden.`
    : `Tarkistan mielelläni, onko meillä ${what} sopivassa koossa. Kerro rengaskoko, esimerkiksi **205/55R16**.`;
  return [first, "", "Koon näet nykyisten renkaiden kyljestä tai auton rekisteriotteesta. Voit myös selata valikoimaa: [Renkaat](/renkaat)"].join("\n");
}

const WANTED_NOUN = { summer: "kesärengas", winter: "talvirengas", studded: "nastarengas", friction: "kitkarengas" } as const;

const ENGLISH_AVAILABILITY_NOTE = `_I answer in Finnish only: below are the tyres in this size with prices per tyre. For help in English, call **${COMPANY.phone}**._`;

/** The offline answer to the last user message; each tool it used is listed like the model's calls. */
export async function offlineReply(messages: ConversationTurn[], context: ToolContext): Promise<OfflineReply> {
  const now = context.now ?? new Date();
  const intent = detectIntent(messages, await catalogueVocabulary(), now);
  const toolCalls: StoredToolCall[] = [];
  const tool = async (name: ToolName, args: Record<string, unknown> = {}) => {
    const argsJson = JSON.stringify(args);
    toolCalls.push({ name, arguments: argsJson });
    return runTool(name, argsJson, context);
  };

  const text = await (async (): Promise<string> => {
    switch (intent.kind) {
      case "availability": {
        const answer = await tool("checkTyreAvailability", {
          size: intent.size,
          season: intent.season,
          winterType: intent.winterType,
          products: intent.products,
        });
        return intent.english ? `${ENGLISH_AVAILABILITY_NOTE}\n\n${answer}` : answer;
      }
      case "confirmSize":
        return confirmationQuestion(intent.size, seasonWishText(intent));
      case "askSize":
        return askSizeText(intent);
      case "staff":
        return tool("getStaff", intent.name ? { name: intent.name } : {});
      case "network":
        return tool("getNetworkInfo");
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
      case "english":
        return SIMPLE_ANSWERS.english(englishHoursLine((await getBusinessSettings()).businessHours));
      case "services":
        return tool("getServices");
      case "unknown":
        return OFFLINE_UNKNOWN_TEXT;
      default:
        return SIMPLE_ANSWERS[intent.kind];
    }
  })();
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
