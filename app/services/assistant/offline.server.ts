/**
 * The built-in assistant that answers when no OpenAI key is configured: it reads the intent of the
 * visitor's Finnish message (intents.server.ts) and answers from the same tools the model would call.
 */
import type { StoredToolCall } from "~/models/conversations.server";
import { COMPANY } from "~/lib/company";
import { type ConversationTurn, type Intent, detectIntent, seasonWishText } from "./intents.server";
import { confirmationQuestion } from "./system-prompt.server";
import { type ToolContext, type ToolName, runTool } from "./tools.server";

export type OfflineReply = { text: string; toolCalls: StoredToolCall[] };

export const OFFLINE_UNKNOWN_TEXT = [
  "En valitettavasti osaa vastata tähän kysymykseen.",
  "",
  `Soita meille numeroon **${COMPANY.phone}** tai jätä viesti [yhteydenottosivulla](/ota-yhteytta), niin autamme mielellämme.`,
  "",
  "Osaan kertoa esimerkiksi renkaiden saatavuudesta koon mukaan (esim. _205/55R16_), aukioloajoista, hinnoista, palveluista ja henkilökunnasta.",
].join("\n");

const SIMPLE_ANSWERS = {
  cancel: "Selvä, peruutettu. Miten muuten voin auttaa? Voit kirjoittaa rengaskoon esimerkiksi muodossa **205/55R16**.",
  thanks: "Ole hyvä! Kysy vain, jos tulee muuta mieleen – tai tule käymään, renkaanvaihto onnistuu ilman ajanvarausta.",
  greeting:
    "Hei! Olen Kaartobotti. Voin auttaa esimerkiksi renkaiden saatavuudessa (kerro rengaskoko, esim. **205/55R16**), aukioloajoissa, hinnoissa ja palveluissa.",
  contact: [
    `**${COMPANY.name}**`,
    "",
    `- Osoite: ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.town}`,
    `- Puhelin: **${COMPANY.phone}**`,
    `- Sähköposti: [${COMPANY.salesEmail}](mailto:${COMPANY.salesEmail})`,
    `- Ajanvaraus: [ajanvaraus.rengaskaarto.fi](${COMPANY.bookingUrl})`,
    "",
    "Lisää yhteystietoja ja kartta: [Ota yhteyttä](/ota-yhteytta)",
  ].join("\n"),
  financing: [
    "Tarjoamme **rahoituksen renkaille ja vanteille**: 0 % korko ja ei kuluja 12 kuukauteen.",
    "",
    "Hakemus täytetään verkossa muutamassa minuutissa. Lue lisää: [Rahoitus](/rahoitus)",
  ].join("\n"),
  unknown: OFFLINE_UNKNOWN_TEXT,
} as const;

function askSizeText(intent: Extract<Intent, { kind: "askSize" }>): string {
  // 'talvirenkaat' → 'talvirenkaita' (the partitive the sentence needs).
  const what = seasonWishText(intent) ?? "renkaat";
  return [
    `Tarkistan mielelläni, onko meillä ${what.replace(/aat$/, "aita")} sopivassa koossa. Kerro rengaskoko, esimerkiksi **205/55R16**.`,
    "",
    "Koon näet nykyisten renkaiden kyljestä tai auton rekisteriotteesta. Voit myös selata valikoimaa: [Renkaat](/renkaat)",
  ].join("\n");
}

/** The offline answer to the last user message; each tool it used is listed like the model's calls. */
export async function offlineReply(messages: ConversationTurn[], context: ToolContext): Promise<OfflineReply> {
  const intent = detectIntent(messages);
  const toolCalls: StoredToolCall[] = [];
  const tool = async (name: ToolName, args: Record<string, unknown> = {}) => {
    const argsJson = JSON.stringify(args);
    toolCalls.push({ name, arguments: argsJson });
    return runTool(name, argsJson, context);
  };

  const text = await (async (): Promise<string> => {
    switch (intent.kind) {
      case "availability":
        return tool("checkTyreAvailability", { size: intent.size, season: intent.season, winterType: intent.winterType });
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
      case "hours":
        return tool("getOpeningHours");
      case "services":
        return tool("getServices");
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
