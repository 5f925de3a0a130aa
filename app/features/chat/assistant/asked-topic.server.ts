/**
 * Which of the site's know-how topics (topic-answers.ts, guide-topics.ts) a line asks, read in its
 * conversation, and the topic's answer with the price list's section that goes with it (issue 27).
 */
import { type GuideTopic, ALWAYS_PRICED, GUIDE_SERVICE } from "./guide-topics";
import { asksFitted, asksLabel, asksPrice, detectIntent, isFollowUp, refersToEarlierSize } from "./intents.server";
import { pricesMarkdown } from "./knowledge.server";
import type { Language } from "./language";
import { findWrittenSize } from "./sizes.server";
import { type Topic, topicOf, topicText } from "./topic-answers";
import { withFinnishKeywords } from "./translate-keywords";

/** Whether the tyres are in stock: 'available', 'varastossa', 'i lager'. */
const STOCK_ASKED = /(?<![\p{L}])(available|availability|in stock|varastossa|varastos|saatavilla|heti saatavilla|i lager|på lager)(?![\p{L}])/iu;

const MEANING_OF_MARKING = /tarkoit|tarkot|merkitse|\bmeans?\b|\bmeaning\b|betyder|what is|mikä on/i;

/**
 * The law or newsletter topic of the last line (topic-answers.ts), or of the line before when the last
 * one only follows it up ('entä kesärenkaiden?'); a line with a tyre size is the catalogue's.
 */
export function askedTopic(userLines: readonly string[], language: Language): Topic | undefined {
  const last = userLines.at(-1) ?? "";
  // A line with a tyre size is the catalogue's, unless it asks what the size's marking means ('what does 225/45R17 94W mean');
  // so is a stock question after a size ('I'd rather have non-studded ones. Is that one available?').
  if (!findWrittenSize(last) && (STOCK_ASKED.test(last) || asksFitted(withFinnishKeywords(last, language)) || asksLabel(last)) && userLines.slice(0, -1).some((line) => findWrittenSize(line))) return undefined;
  if (findWrittenSize(last)) return topicOf(last) === "markings" && MEANING_OF_MARKING.test(last) ? "markings" : undefined;
  // 'And non-studded in the same size?' after a size: the catalogue's, though it names the studs-or-friction choice.
  if (refersToEarlierSize(last) && userLines.slice(0, -1).some((line) => findWrittenSize(line))) return undefined;
  const topic = topicOf(last);
  const short = last.split(/\s+/).length <= 5;
  // 'kiitos', 'ok thanks': courtesy, not a question about the earlier topic.
  const content = last.replace(/(?<![\p{L}])(kiitos|kiitti|thanks?|thank you|tack|ok|okei|okay|selvä|jees|moi|hei|hej|hi)(?![\p{L}])/giu, "").trim();
  if (topic || userLines.length < 2 || !(isFollowUp(last) || short) || content.split(/\s+/).filter(Boolean).length < 2) return topic;
  // 'ja paljonko yhden pyörän tasapainotus on?' after the bent-rim answer: a priced service of its own, the price list's.
  const own = detectIntent([{ role: "user", content: withFinnishKeywords(last, language) }]);
  if (own.kind === "prices" && own.service && asksPrice(withFinnishKeywords(last, language))) return undefined;
  const previous = userLines.at(-2) ?? "";
  // 'entä kesärenkaiden?' after the tread-depth question: the earlier line's topic.
  if (isFollowUp(last) && short) {
    const earlier = topicOf(previous);
    if (earlier) return earlier;
  }
  // 'what's included in that price?' after the tyre hotel's price, 'kumpi on parempi kaupunkiin?' after
  // the friction tyres: the two lines read together (a size in the earlier line keeps it the catalogue's).
  if (findWrittenSize(previous)) return undefined;
  const together = topicOf(`${previous} ${last}`);
  // 'ja paljonko se maksaa farmariin?' after the walk-in answer asks a price the topic has none of: the price list's.
  if (together && !GUIDE_SERVICE[together as GuideTopic] && asksPrice(withFinnishKeywords(last, language))) return undefined;
  return together;
}

/** A topic's answer; when the line also asks what it costs, the price list's section that goes with it. */
export async function topicWithPrices(topic: Topic, language: Language, line: string, now: Date): Promise<string> {
  const text = topicText(topic, language, line, now);
  const service = GUIDE_SERVICE[topic as GuideTopic];
  const readable = withFinnishKeywords(line, language);
  const priced = ALWAYS_PRICED.has(topic as GuideTopic) || asksPrice(readable);
  if (!service || !priced) return text;
  // 'Kuuluuko itse vaihto hotellin hintaan?': the change's price beside the storage's.
  const change = topic === "hotel" && /vaihto|vaihdo|vaihta|byte|byta|\bswap|\bchange/i.test(readable) ? `\n\n${await pricesMarkdown("renkaanvaihto", language)}` : "";
  return `${text}\n\n${await pricesMarkdown(service, language)}${change}`;
}
