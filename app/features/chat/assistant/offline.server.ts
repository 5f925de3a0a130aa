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
import { aboutOwnDealing, aboutTheShop, asksNamedStaffContact, careFor, withoutRefusedParts } from "./care";
import { CALM_BEFORE_ANSWER, careText, earlierCare, handoffText, quoteText, siteQuoteText, withPersonForOwnCase } from "./care-answers";
import { contactRequestHref } from "~/features/contact-requests/rules";
import { SIMPLE_ANSWERS } from "./fixed-answers.server";
import { type ConversationTurn, type Intent, asksPrice, detectIntentInContext, isFollowUp, mentionsOffers, seasonWishText } from "./intents.server";
import { askedDays, rimsNamedIn } from "./keywords.server";
import { words } from "~/lib/finnish-words";
import { hoursInLanguage } from "./hours.server";
import { tyreAvailabilityMarkdown } from "./availability.server";
import { pricesMarkdown, serviceStartingPrices } from "./knowledge.server";
import { availabilityQuery, financedText, withCampaign, withFinancing } from "./purchase-answers.server";
import { askedTopic, topicWithPrices } from "./asked-topic.server";
import { brandListInLanguage, campaignPricesMarkdown, offersMarkdown } from "./offers.server";
import { practicalInLanguage } from "./practical-answers";
import { rimsMarkdown } from "./rims.server";
import { SIMPLE_IN_LANGUAGE, askSizeInLanguage, servicesInLanguage } from "./simple-in-language";
import { getEnv } from "~/services/env.server";
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
  userLines: readonly string[],
): Promise<string | undefined> {
  switch (intent.kind) {
    case "hours": {
      toolCalls.push({ name: "getOpeningHours", arguments: JSON.stringify(intent.days ? { days: intent.days } : {}) });
      const hours = hoursInLanguage((await getBusinessSettings()).businessHours, intent.days, now, language);
      return intent.holiday ? `${hours}\n\n${HOLIDAY_NOTE[language](contactRequestHref(context.conversationId))}` : hours;
    }
    case "contact":
      return contactInLanguage(language);
    case "staff":
      toolCalls.push({ name: "getStaff", arguments: JSON.stringify(intent.name ? { name: intent.name } : {}) });
      return staffInLanguage(language, intent.name);
    case "prices": {
      toolCalls.push({ name: "getPrices", arguments: JSON.stringify(intent.service ? { service: intent.service } : {}) });
      const prices = intent.withService ? `${await pricesMarkdown(intent.withService, language)}\n\n${await pricesMarkdown(intent.service, language)}` : await pricesMarkdown(intent.service, language);
      return intent.withDuration ? `${prices}\n\n${practicalInLanguage("kesto", language, getEnv().shopLinks.booking)}` : prices;
    }
    case "quote":
      return withCampaign(last, language, quoteText(language, context.conversationId), now);
    case "practical":
      toolCalls.push({ name: "getPracticalInfo", arguments: JSON.stringify({ topic: intent.topic }) });
      return practicalInLanguage(intent.topic, language, getEnv().shopLinks.booking);
    case "offers":
      toolCalls.push({ name: "getOffers", arguments: JSON.stringify(intent.season ? { season: intent.season } : {}) });
      return offersMarkdown(intent, now, language, withFinnishKeywords(last, language));
    case "financing":
      return financedText(last, language, previousReply, userLines);
    case "availability": {
      const query = availabilityQuery(intent, last, language);
      toolCalls.push({ name: "checkTyreAvailability", arguments: JSON.stringify(query) });
      return withCampaign(last, language, withFinancing(last, language, await tyreAvailabilityMarkdown({ ...query, language, conversationId: context.conversationId })), now);
    }
    case "services":
      toolCalls.push({ name: "getServices", arguments: "{}" });
      return servicesInLanguage(language, await serviceStartingPrices(language));
    case "network":
      toolCalls.push({ name: "getNetworkInfo", arguments: "{}" });
      return SIMPLE_IN_LANGUAGE.network[language];
    case "brands":
      if (intent.brand || intent.season) return undefined;
      toolCalls.push({ name: "getBrands", arguments: "{}" });
      return brandListInLanguage(language, now);
    case "rims": {
      const rimQuery = { diameter: intent.diameter, boltPattern: intent.boltPattern };
      const boltPattern = intent.boltPattern ? `${intent.boltPattern.count}x${intent.boltPattern.circle}` : undefined;
      toolCalls.push({ name: "findRims", arguments: JSON.stringify({ diameter: intent.diameter, boltPattern }) });
      return rimsMarkdown(rimQuery, context.conversationId, language, last);
    }
    case "askSize":
      return askSizeInLanguage(language, intent.winterType ?? intent.season ?? "any", Boolean(intent.price));
    case "payment":
      return `${SIMPLE_IN_LANGUAGE.payment[language]}\n\n${requestLine(context, language)}`;
    case "greeting":
    case "thanks":
    case "cancel":
    case "roadside":
      return SIMPLE_IN_LANGUAGE[intent.kind][language];
    case "unknown":
      return handoffText(language, context.conversationId, "unknown");
    default:
      return undefined;
  }
}

/** Intents read from a single loose word (a price word, a passage) that a line off the shop's topics can trip. */
const GUESSED_KINDS = new Set<Intent["kind"]>(["prices", "unknown", "askSize", "services", "practical", "rims"]);

/** Holiday hours are not on the site: a person says them. */
const HOLIDAY_NOTE: Record<Exclude<Language, "fi">, (href: string) => string> = {
  sv: (href) => `Under helgdagar kan öppettiderna avvika från de vanliga – kontrollera dem på **${COMPANY.phone}** eller lämna en [kontaktbegäran](${href}), så svarar vi.`,
  en: (href) => `On public holidays the opening hours may differ from the usual ones – please check them on **${COMPANY.phone}** or leave a [contact request](${href}) and we will reply.`,
};

/** The contact request for what the site does not say (holiday hours, payment methods), with this chat attached. */
const requestLine = (context: ToolContext, language: Language = "fi") => {
  const href = contactRequestHref(context.conversationId);
  return {
    fi: `Voit myös jättää [yhteydenottopyynnön](${href}), niin vastaamme – keskustelumme liitetään pyyntöön.`,
    sv: `Du kan också lämna en [kontaktbegäran](${href}), så svarar vi – vår konversation bifogas.`,
    en: `You can also leave a [contact request](${href}) and we will reply – this conversation is attached.`,
  }[language];
};

/** An advice or why question ('kannattaako…', 'should I…', 'lönar det sig…'), not a request for tyres. */
const ASKS_ADVICE = /(?<![\p{L}])(kannattaako|kannattais\p{L}*|miksi|miks|should i|is it worth|why|lönar det sig|varför|bör jag)(?![\p{L}])/iu;

/** True when the reply is the fallback to a person or the pointer back to the shop's topics: no answer of its own. */
function unanswered(reply: OfflineReply, language: Language, context: ToolContext): boolean {
  return reply.text === handoffText(language, context.conversationId, "unknown") || reply.text === careText("offTopic", language, context.conversationId);
}

/** Where a second question of its own starts in a line ('… ja ootteko lauantaina auki?', '… and are you open on Saturday?'). */
const SECOND_QUESTION =
  /[?]\s+|,?\s+(?:ja|and|och|sekä|plus)\s+(?=(?:ootteko|oletteko|onko|onks|voiko|voinko|saako|saanko|paljonko|mitä|milloin|missä|kuinka|pitääkö|tarvitseeko|täytyykö|tarviiko|are you|do you|do i need|must i|should i|is there|can i|how much|what|when|where|är ni|har ni|kan jag|måste jag|behöver jag|hur mycket|vad|när|var)(?![\p{L}]))/iu;

const MAX_TWO_QUESTIONS_LENGTH = 300;

/** A part that offers another choice of the same question: 'or non-studded?', 'vai kitkat?', 'eller friktion?'. */
const ALTERNATIVE = /^(or|tai|vai|eller)(?![\p{L}])/iu;

/** Intents that answer a question of their own, so two of them in one line are answered both. */
const SELF_CONTAINED = new Set<Intent["kind"]>(["hours", "prices", "contact", "practical", "payment", "financing", "network", "services", "staff", "offers", "availability", "rims", "brands"]);

/**
 * Two questions of different kinds in one line ('paljonko vaihto maksaa ja ootteko lauantaina auki?'): both
 * answered, one after the other; undefined when the line holds one question, or the second leans on the first.
 */
async function twoQuestions(messages: ConversationTurn[], last: string, language: Language, context: ToolContext): Promise<OfflineReply | undefined> {
  // A long message is answered as one: each half is answered in full, so the cut stays bounded.
  const cut = last.length <= MAX_TWO_QUESTIONS_LENGTH ? SECOND_QUESTION.exec(last) : null;
  if (!cut) return undefined;
  const first = last.slice(0, cut.index).trim();
  const second = last.slice(cut.index + cut[0].length).trim();
  // 'studs? or non studded, whichever cheaper': an alternative to the same question, not a second one.
  if (first.split(/\s+/).length < 2 || second.split(/\s+/).length < 2 || isFollowUp(second) || ALTERNATIVE.test(second)) return undefined;
  const earlier = messages.slice(0, -1);
  const vocabulary = await catalogueVocabulary();
  const kinds = [first, second].map((line) => detectIntentInContext([...earlier, { role: "user", content: line }], language, vocabulary, context.now ?? new Date()).kind);
  if (kinds[0] === kinds[1] || !kinds.every((kind) => SELF_CONTAINED.has(kind))) return undefined;
  const answers = [];
  for (const line of [first, second]) answers.push(await offlineReply([...earlier, { role: "user", content: line }], context));
  if (answers.some((answer) => unanswered(answer, language, context))) return undefined;
  return { text: answers.map((answer) => answer.text).join("\n\n"), toolCalls: answers.flatMap((answer) => answer.toolCalls) };
}

/** The offline answer to the last user message; each tool it used is listed like the model's calls. */
export async function offlineReply(messages: ConversationTurn[], context: ToolContext): Promise<OfflineReply> {
  const now = context.now ?? new Date();
  const userLines = messages.filter((message) => message.role === "user").map((message) => message.content);
  const language = conversationLanguage(userLines);
  const last = userLines.at(-1) ?? "";
  const previousReply = messages.findLast((message) => message.role === "assistant")?.content ?? "";
  const vocabulary = await catalogueVocabulary();
  // 'Mikä pulttijako Rial Kodiakeissa on?': a rim named is answered with that rim, not the bolt-pattern guide.
  const readTopic = askedTopic(userLines, language);
  const topic = readTopic === "rimFit" && rimsNamedIn(words(last), vocabulary).length > 0 ? undefined : readTopic;
  const care = careFor(last, earlierCare(previousReply)) ?? (asksNamedStaffContact(last, previousReply) ? "refuse" : undefined);
  // A question about one's own data ('mihin voin valittaa, jos tietojani käsitellään väärin') is answered
  // from the privacy notice, not handed over as a complaint; a refusal or a safety answer always comes first.
  if (care && !(topic === "privacy" && care !== "refuse" && care !== "unrepairable")) {
    const text = careText(care, language, context.conversationId);
    // An ordinary question with an injected order beside it ('paljonko maksaa vaihto? [HUOM botille: …]'):
    // the order is refused and the question still answered.
    const question = care === "refuse" || care === "abuse" ? withoutRefusedParts(last) : undefined;
    if (question) {
      const answer = await offlineReply([...messages.slice(0, -1), { role: "user", content: question }], context);
      // A question asked with an insult is simply answered, after a calm word; an injected order is refused first.
      const before = care === "abuse" ? CALM_BEFORE_ANSWER[language] : text;
      if (!unanswered(answer, language, context)) return { text: `${before}\n\n${answer.text}`, toolCalls: answer.toolCalls };
    }
    // 'Voisinko hakea renkaat sunnuntaina?': a person arranges it, and the day's usual hours are said too.
    const days = care === "askPerson" || care === "wantsPerson" ? askedDays(words(withFinnishKeywords(last, language)), now) : [];
    if (days.length > 0 && days.length < 7) {
      const hours = language === "fi" ? await runTool("getOpeningHours", JSON.stringify({ days }), context) : hoursInLanguage((await getBusinessSettings()).businessHours, days, now, language);
      return { text: `${text}\n\n${hours}`, toolCalls: [{ name: "getOpeningHours", arguments: JSON.stringify({ days }) }] };
    }
    return { text, toolCalls: [] };
  }
  if (ASKS_LANGUAGE.test(last)) return { text: `${languageAnswer(language)}\n\n${requestLine(context, language)}`, toolCalls: [] };
  const both = await twoQuestions(messages, last, language, context);
  if (both) return both;
  // A general answer to a line about the visitor's own dealing with the shop also offers a person.
  const ownCase = (text: string) => (aboutOwnDealing(last) ? withPersonForOwnCase(text, language, context.conversationId) : text);
  if (topic) return { text: ownCase(await topicWithPrices(topic, language, last, now)), toolCalls: [] };

  const intent = detectIntentInContext(messages, language, vocabulary, now);
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
    // 'Kannattaako ostaa käytettyjä renkaita?' asks advice the pages do not give, not the tyres of a size: a person.
    if (intent.kind === "askSize" && ASKS_ADVICE.test(last)) return { text: handoffText(language, context.conversationId, "unknown"), toolCalls: [] };
  }
  // The price with a campaign's discount taken off, when the conversation is about that campaign.
  if ((intent.kind === "offers" || (intent.kind === "prices" && intent.service)) && asksPrice(withFinnishKeywords(last, language))) {
    const conversation = userLines.map((line) => withFinnishKeywords(line, language)).join(" ");
    const discounted = mentionsOffers(conversation) ? await campaignPricesMarkdown(conversation, language, now) : undefined;
    if (discounted) return { text: discounted, toolCalls: [{ name: "getOffers", arguments: "{}" }, { name: "getPrices", arguments: "{}" }] };
  }
  const toolCalls: StoredToolCall[] = [];
  const tool = async (name: ToolName, args: Record<string, unknown> = {}) => {
    const argsJson = JSON.stringify(args);
    toolCalls.push({ name, arguments: argsJson });
    return runTool(name, argsJson, context);
  };

  if (language !== "fi") {
    const answer = await answerInLanguage(last, previousReply, intent, language, context, now, toolCalls, userLines);
    if (answer) return { text: ownCase(answer), toolCalls };
  }

  const finnishText = await (async (): Promise<string> => {
    switch (intent.kind) {
      case "availability": {
        const query = availabilityQuery(intent, last, "fi");
        return withCampaign(last, "fi", withFinancing(last, "fi", await tool("checkTyreAvailability", query)), now);
      }
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
          name: last.slice(0, 100),
        });
      case "prices": {
        const work = intent.withService ? `${await tool("getPrices", { service: intent.withService })}\n\n` : "";
        const prices = work + (await tool("getPrices", intent.service ? { service: intent.service } : {}));
        return intent.withDuration ? `${prices}\n\n${await tool("getPracticalInfo", { topic: "kesto" })}` : prices;
      }
      case "quote":
        return withCampaign(last, language, quoteText(language, context.conversationId), now);
      case "practical":
        return tool("getPracticalInfo", { topic: intent.topic });
      case "hours": {
        const hours = await tool("getOpeningHours", intent.days ? { days: intent.days } : {});
        return intent.holiday ? `${hours}\n\n${SIMPLE_ANSWERS.holidayNote} ${requestLine(context)}` : hours;
      }
      case "payment":
        return `${SIMPLE_ANSWERS.payment}\n\n${requestLine(context)}`;
      case "offers":
        toolCalls.push({ name: "getOffers", arguments: JSON.stringify(intent.season ? { season: intent.season } : {}) });
        return offersMarkdown(intent, now, "fi", last);
      case "brands":
        return tool("getBrands", { brand: intent.brand?.brand, season: intent.season, winterType: intent.winterType });
      case "modelPrices":
        return tool("getModelPrices", { models: intent.models, season: intent.season, winterType: intent.winterType });
      case "services":
        return tool("getServices");
      case "financing":
        return financedText(last, "fi", previousReply, userLines);
      case "unknown":
        return handoffText(language, context.conversationId, "unknown");
      default:
        return SIMPLE_ANSWERS[intent.kind];
    }
  })();
  const text = language === "fi" ? finnishText : `${FINNISH_ANSWER_NOTE[language]}\n\n${finnishText}`;
  return { text: intent.kind === "confirmSize" ? text : ownCase(text), toolCalls };
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
