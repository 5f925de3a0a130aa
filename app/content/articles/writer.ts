/**
 * The built-in blog writer used without OPENAI_API_KEY: a Finnish markdown article composed from the
 * shop's own facts for the topics it knows, at the chosen length and tone, or an outline to fill in for
 * keywords it does not know. Pure and deterministic: the same input gives the same article.
 *
 * Length comes from more sections, in order of relevance, never from repeating one: the writer adds
 * sections while the article stays within ±20 % of the target and stops near the target.
 */
import { BLOG_GENERATOR_TEXTS, type BlogLength, type BlogTone, countWords, lengthBand } from "~/features/blog/generator.rules";
import {
  type BlogFacts,
  type FaqEntry,
  type Section,
  type Topic,
  type TopicId,
  type WriterContext,
  address,
  bullets,
  hoursInline,
  listJoin,
  paragraphs,
  plain,
  voice,
} from "./common";
import { calendarSection, disposalSection, howSection, pressureSection, servicesOverviewSection, visitSection, whySection } from "./general";
import { treadSection, tyreAgeSection } from "./sections";
import { SEASON_TOPICS, SERVICE_TOPICS } from "./topics";

export type { BlogFacts, TopicId };

export type WriterOptions = { keywords: string[]; title: string; tone: BlogTone; length: BlogLength };

export type OfflineArticle = {
  title: string;
  content: string;
  /** Plain Finnish for the editor: a draft to check, or an outline to fill in. Not part of the content. */
  notice: string;
  kind: "draft" | "outline";
};

const TOPICS: Topic[] = [...SEASON_TOPICS, ...SERVICE_TOPICS];

// ---------------------------------------------------------------- which topics the keywords name

/** A keyword's words, lower-cased: 'EU-rengasmerkintä' → ['eu', 'rengasmerkintä']. */
function words(keyword: string): string[] {
  return keyword
    .normalize("NFC")
    .toLocaleLowerCase("fi-FI")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

const TYRE_SIZE = /\d{3}\s*\/\s*\d{2}\s*z?r?\s*\d{2}/i;

/** 2 when a word of the keyword names the topic, 1 when two words together do, 0 when it does not. */
function keywordMatch(topic: Topic, keyword: string): 0 | 1 | 2 {
  const tokens = words(keyword);
  if (topic.id === "size" && TYRE_SIZE.test(keyword)) return 2;
  if (tokens.some((token) => topic.stems.some((stem) => stem.test(token)))) return 2;
  return (topic.pairs ?? []).some(([first, second]) => tokens.some((a) => first.test(a)) && tokens.some((b) => second.test(b))) ? 1 : 0;
}

/**
 * The topics the keywords name, in the order the admin's keywords first name them (the first keyword
 * leads the article), and the keywords that named none. Whole words are matched from their start, so
 * inflected forms count ('talvirenkaiden') and a word merely containing another does not ('hinnasta').
 */
export function matchTopics(keywords: readonly string[]): { topics: TopicId[]; unmatched: string[] } {
  const topics: TopicId[] = [];
  const unmatched: string[] = [];
  for (const keyword of keywords) {
    // A topic one word names ('talvirenkaiden') leads one that needs two ('… vaihto').
    const found = TOPICS.map((topic) => ({ topic, match: keywordMatch(topic, keyword) }))
      .filter(({ match }) => match > 0)
      .sort((a, b) => b.match - a.match)
      .map(({ topic }) => topic);
    if (found.length === 0) unmatched.push(keyword);
    for (const topic of found) if (!topics.includes(topic.id)) topics.push(topic.id);
  }
  return { topics, unmatched };
}

// ---------------------------------------------------------------- sections shared by every article

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase("fi-FI") + text.slice(1);

/** Round-robin over the topics' lists, so a combined article covers every topic before going deeper. */
function interleave<T>(lists: T[][]): T[] {
  const result: T[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest; index++) for (const list of lists) if (index < list.length) result.push(list[index]);
  return result;
}

function faqBody(entries: FaqEntry[]): string {
  return entries.map((entry) => `**${entry.question}**  \n${entry.answer}`).join("\n\n");
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(key(item)) ? false : (seen.add(key(item)), true)));
}

// ---------------------------------------------------------------- composing to length

/** A place in the article: the section in its full form first, then shorter forms to fit the length. */
type Candidate = { variants: Section[]; mandatory: boolean };

function candidates(ctx: WriterContext, topics: Topic[]): Candidate[] {
  const seen = new Set<string>();
  const topicSections = interleave(topics.map((topic) => topic.sections))
    .map((build) => build(ctx))
    .filter((section): section is Section => section !== null && !seen.has(section.id) && (seen.add(section.id), true));

  const faq = uniqueBy(interleave(topics.map((topic) => topic.faq(ctx))), (entry) => entry.question).slice(0, 5);
  const faqHeading = ctx.v("Usein kysyttyä", "Usein kysyttyä", "Kysymyksiä ja vastauksia");
  const faqCandidate: Candidate = {
    mandatory: false,
    variants: [faq, faq.slice(0, 3), faq.slice(0, 2)]
      .filter((entries, index, all) => entries.length > 0 && (index === 0 || entries.length < all[index - 1].length))
      .map((entries) => ({ id: "faq", heading: faqHeading, body: faqBody(entries) })),
  };

  // Items about the same thing (two topics' tread depth lines) count once.
  const concept = (item: string) => /urasyvyy|paine|ikä|nasto|pultt|rengastyyppi/.exec(item)?.[0] ?? item;
  const items = uniqueBy(interleave(topics.map((topic) => topic.checklist(ctx))), concept).slice(0, 6).map(capitalise);
  const checklistLead = ctx.v("Ennen käyntiä on hyvä tarkistaa:", "Tarkista ainakin nämä:", "Tärkeimmät asiat lyhyesti:");
  const checklist: Candidate = {
    mandatory: ctx.tone === "educational",
    variants: [items, items.slice(0, 4), items.slice(0, 3)]
      .filter((list, index, all) => list.length > 0 && (index === 0 || list.length < all[index - 1].length))
      .map((list) => ({ id: "checklist", heading: "Muistilista", body: paragraphs(checklistLead, bullets(list)) })),
  };

  const single = (section: Section): Candidate => ({ variants: [section], mandatory: false });
  const [visit, how, why] = [visitSection(ctx), howSection(ctx), whySection(ctx)].map(single);
  // What suits any topic, for long articles, unless a topic already brought it.
  const late = [servicesOverviewSection, calendarSection, treadSection, pressureSection, tyreAgeSection, disposalSection]
    .map((build) => build(ctx))
    .filter((section): section is Section => section !== null && !seen.has(section.id))
    .map(single);

  if (ctx.tone !== "educational") {
    return [...topicSections.map(single), faqCandidate, visit, checklist, how, why, ...late].filter((candidate) => candidate.variants.length > 0);
  }
  const notes = topics.slice(0, 2).map((topic) => topic.goodToKnow(ctx));
  const goodToKnow: Candidate = {
    mandatory: false,
    variants: [notes, notes.slice(0, 1)]
      .filter((list, index, all) => index === 0 || list.length < all[index - 1].length)
      .map((list) => ({ id: "good-to-know", heading: "Hyvä tietää", body: list.map((note) => `> ${note}`).join("\n>\n") })),
  };
  const [first, ...rest] = topicSections.map(single);
  return [...(first ? [first] : []), goodToKnow, ...rest, checklist, faqCandidate, visit, how, why, ...late].filter((candidate) => candidate.variants.length > 0);
}

/** A section's paragraphs; boilerplate two sections share (the VAT line) is printed once. */
const blocks = (section: Section) => section.body.split("\n\n");

/** Words a section adds to an article that already has `printed` paragraphs. */
function addedWords(section: Section, printed: Set<string>): number {
  return countWords(section.heading) + blocks(section).reduce((sum, block) => sum + (printed.has(block) ? 0 : countWords(block)), 0);
}

/**
 * Picks the sections: the mandatory ones always, then in order of relevance each section (or a shorter
 * form of it) that keeps the article within the band and brings it closer to the target. If that ends
 * below the band, a second pass takes whatever still fits.
 */
function fitToLength(list: Candidate[], fixed: Section[], intro: string, length: BlogLength): Section[] {
  const { min, target, max } = lengthBand(length);
  const chosen = new Map<number, Section>();
  const printed = new Set<string>([intro]);
  let total = countWords(intro);
  const take = (section: Section) => {
    total += addedWords(section, printed);
    for (const block of blocks(section)) printed.add(block);
  };
  fixed.forEach(take);
  list.forEach((candidate, index) => {
    if (!candidate.mandatory) return;
    chosen.set(index, candidate.variants[0]);
    take(candidate.variants[0]);
  });
  const pass = (accept: (after: number) => boolean) => {
    list.forEach((candidate, index) => {
      if (chosen.has(index) || total >= target) return;
      const fit = candidate.variants.find((variant) => accept(total + addedWords(variant, printed)));
      if (!fit) return;
      chosen.set(index, fit);
      take(fit);
    });
  };
  pass((after) => after <= max && (after <= target || after - target < target - total));
  if (total < min) pass((after) => after <= max);
  return [...chosen.entries()].sort(([a], [b]) => a - b).map(([, section]) => section);
}

function combinedTitle(ctx: WriterContext, topics: Topic[]): string {
  if (topics.length === 1) return topics[0].title(ctx);
  const subjects = topics.slice(0, 3).map((topic, index) => (index === 0 || topic.subject.startsWith("EU") ? topic.subject : topic.subject.toLocaleLowerCase("fi-FI")));
  return `${listJoin(subjects)}${ctx.v(": opas autoilijalle", " – näin hoidat ne helposti", ": tärkeimmät asiat selitettynä")}`;
}

function introText(ctx: WriterContext, topics: Topic[]): string {
  const others = topics.slice(1, 3).map((topic) => topic.about);
  return others.length === 0 ? topics[0].intro(ctx) : `${topics[0].intro(ctx)} Lisäksi kerromme, ${listJoin(others)}.`;
}

function closingSection(ctx: WriterContext, topics: Topic[]): Section {
  const { company } = ctx.facts;
  const hours = ctx.facts.hours.length > 0 ? hoursInline(ctx.facts) : null;
  const summary = topics
    .slice(0, 2)
    .map((topic) => `${capitalise(topic.summary)}.`)
    .join(" ");
  return {
    id: "closing",
    heading: ctx.v(`Tervetuloa ${company.shopTo}`, "Tule käymään!", "Yhteenveto"),
    body: ctx.v(
      `Autamme mielellämme kaikissa rengasasioissa. Tervetuloa osoitteeseen ${address(ctx.facts)}. Voitte myös soittaa numeroon **${company.phone}** tai lähettää sähköpostia osoitteeseen ${company.email}.${hours ? ` Olemme avoinna ${hours}.` : ""}`,
      `Kysyttävää? Soita numeroon **${company.phone}** tai tule käymään osoitteessa ${address(ctx.facts)}.${hours ? ` Olemme auki ${hours}.` : ""} Nähdään!`,
      `${summary} Jos jokin jäi mietityttämään, kysy meiltä: puhelin **${company.phone}**, ${address(ctx.facts)}.${hours ? ` Olemme avoinna ${hours}.` : ""}`,
    ),
  };
}

function render(intro: string, sections: Section[]): string {
  const printed = new Set<string>();
  const once = (section: Section) =>
    blocks(section)
      .filter((block) => (printed.has(block) ? false : (printed.add(block), true)))
      .join("\n\n");
  return [intro, ...sections.map((section) => `## ${section.heading}\n\n${once(section)}`)].join("\n\n");
}

function draft(options: WriterOptions, facts: BlogFacts, topicIds: TopicId[], unmatched: string[]): OfflineArticle {
  const ctx: WriterContext = { tone: options.tone, facts, topics: topicIds, v: voice(options.tone) };
  const topics = topicIds.map((id) => TOPICS.find((topic) => topic.id === id)!);
  const intro = introText(ctx, topics);
  const closing = closingSection(ctx, topics);
  const sections = fitToLength(candidates(ctx, topics), [closing], intro, options.length);
  const skipped =
    unmatched.length > 0
      ? ` Avainsanoista ${listJoin(unmatched.map((keyword) => `”${keyword}”`))} ei ollut valmista aineistoa, joten niitä ei käsitellä tekstissä.`
      : "";
  return {
    title: options.title.trim() || combinedTitle(ctx, topics),
    content: render(intro, [...sections, closing]),
    notice: `${BLOG_GENERATOR_TEXTS.draftNotice}${skipped}`,
    kind: "draft",
  };
}

// ---------------------------------------------------------------- outline for unknown keywords

function outline(options: WriterOptions, facts: BlogFacts): OfflineArticle {
  const { target } = lengthBand(options.length);
  const keywords = options.keywords.slice(0, 4).map(plain);
  const about = listJoin(keywords.map((keyword) => `”${keyword}”`));
  const toneNote = voice(options.tone)(
    "Kirjoita asiallisesti ja teitittele lukijaa.",
    "Kirjoita rennosti ja sinuttele lukijaa.",
    "Kirjoita selittävästi: avaa käsitteet ja perustele neuvot.",
  );
  const perKeyword = Math.round((target * 0.55) / Math.max(1, keywords.length) / 10) * 10;
  const share = (fraction: number) => Math.max(30, Math.round((target * fraction) / 10) * 10);
  const hours = facts.hours.length > 0 ? `, avoinna ${hoursInline(facts)}` : "";
  const sections: Section[] = [
    ...keywords.map((keyword) => ({
      id: `keyword-${keyword}`,
      heading: capitalise(keyword),
      body: `[Selitä, mitä ${keyword} tarkoittaa autoilijalle ja miten se liittyy renkaisiin tai auton huoltoon. Noin ${perKeyword} sanaa.]`,
    })),
    {
      id: "help",
      heading: `Näin ${facts.company.shortName} auttaa`,
      body: `[Kerro, mitä liikkeen palveluita aiheeseen liittyy. Ota hinnat [hinnastosta](/hinnasto) äläkä keksi hintoja. Noin ${share(0.15)} sanaa.]`,
    },
    { id: "faq", heading: "Usein kysyttyä", body: `[Kirjoita 2–3 kysymystä, joita asiakkaat aiheesta kysyvät, ja niihin lyhyet vastaukset. Noin ${share(0.1)} sanaa.]` },
    ...(options.tone === "educational"
      ? [{ id: "checklist", heading: "Muistilista", body: "[Kokoa 3–5 tärkeintä asiaa lyhyeksi listaksi.]" }]
      : []),
    {
      id: "closing",
      heading: "Yhteenveto ja yhteystiedot",
      body: `[Tiivistä pääkohdat ja kehota ottamaan yhteyttä: puhelin ${facts.company.phone}, ${address(facts)}${hours}.]`,
    },
  ];
  const intro = `## Johdanto\n\n[Kerro 2–3 virkkeellä, miksi aihe ${about} on lukijalle ajankohtainen ja mitä artikkeli kertoo. ${toneNote} Noin ${share(0.1)} sanaa.]`;
  return {
    title: options.title.trim() || capitalise(listJoin(options.keywords.slice(0, 3))),
    content: render(intro, sections),
    notice: BLOG_GENERATOR_TEXTS.outlineNotice,
    kind: "outline",
  };
}

/**
 * The article for the options, written from the facts: a draft when any keyword names a topic the
 * writer knows (the others are named in the notice), an outline when none does.
 */
export function writeOfflineArticle(options: WriterOptions, facts: BlogFacts): OfflineArticle {
  const { topics, unmatched } = matchTopics(options.keywords);
  return topics.length === 0 ? outline(options, facts) : draft(options, facts, topics, unmatched);
}
