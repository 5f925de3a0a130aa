/**
 * The offline blog writer: topics from inflected keywords (whole words only), the facts' prices and no
 * others, the length classes by counted words, the tones, outlines for unknown keywords.
 */
import { describe, expect, it } from "vitest";
import {
  BLOG_LENGTHS,
  BLOG_GENERATOR_TEXTS,
  BLOG_TONES,
  type BlogLength,
  type BlogTone,
  countWords,
  lengthBand,
  parseGenerateRequest,
} from "~/features/blog/generator.rules";
import { type BlogFacts, type TopicId, matchTopics, writeOfflineArticle } from "~/content/articles/writer";
import { RIM_TABLE_KEYS, SERVICE_TABLE_KEYS, formatCents, lowestRimPrice, lowestServicePrice } from "~/features/price-list/rules";
import { sampleFacts } from "../support/blog-facts";

const write = (keywords: string[], tone: BlogTone = "professional", length: BlogLength = "medium", facts: BlogFacts = sampleFacts(), title = "") =>
  writeOfflineArticle({ keywords, title, tone, length }, facts);

/** One keyword per known topic, as an admin would type it. */
const TOPIC_KEYWORDS: Record<TopicId, string> = {
  change: "renkaanvaihto",
  winter: "talvirenkaat",
  summer: "kesärenkaat",
  studs: "nastarenkaat",
  hotel: "rengashotelli",
  balancing: "tasapainotus",
  repair: "rengasrikon korjaus",
  size: "rengaskoko",
  euLabel: "EU-rengasmerkintä",
  financing: "rahoitus",
};

const facts = sampleFacts();
const tyres = facts.tyres!;

/** The price each topic's article must quote, straight from the facts. */
const EXPECTED_PRICE: Record<TopicId, number> = {
  change: lowestRimPrice(facts.prices.tyreChange)!,
  winter: tyres.frictionFrom!,
  summer: tyres.summerFrom!,
  studs: tyres.studdedFrom!,
  hotel: lowestRimPrice(facts.prices.tyreHotel)!,
  balancing: lowestServicePrice(facts.prices.balancing)!,
  repair: facts.prices.repairs.rows[0].price,
  size: tyres.summerFrom!,
  euLabel: lowestRimPrice(facts.prices.tyreFitting)!,
  financing: facts.financing.minimumPurchaseCents,
};

/** Every euro amount the facts can justify: the lists, their notes, the tyres and the financing example's sums. */
function allowedAmounts(source: BlogFacts): Set<string> {
  const cents: number[] = [source.financing.minimumPurchaseCents];
  for (const key of RIM_TABLE_KEYS) for (const row of source.prices[key].rows) cents.push(...row.prices);
  for (const key of SERVICE_TABLE_KEYS) for (const row of source.prices[key].rows) cents.push(row.price);
  const fittings = source.prices.tyreFitting.rows[0]?.prices ?? [];
  for (const tyre of [source.tyres?.summerFrom, source.tyres?.studdedFrom, source.tyres?.frictionFrom]) {
    if (tyre == null) continue;
    cents.push(tyre, tyre * 4);
    for (const fitting of fittings) cents.push(tyre * 4 + fitting, Math.round((tyre * 4 + fitting) / source.financing.months));
  }
  const amounts = new Set(cents.map(formatCents));
  const notes = [...RIM_TABLE_KEYS, ...SERVICE_TABLE_KEYS].map((key) => source.prices[key].note).join(" ");
  for (const match of notes.matchAll(/(\d+(?:,\d+)?) €/g)) amounts.add(`${match[1]}\u00a0€`);
  return amounts;
}

/** Amounts written as '35 €', '104,70 €' (fi-FI puts a no-break space before the sign). */
const amountsIn = (text: string) => [...text.matchAll(/\d[\d\u00a0 ]*(?:,\d{2})?[\u00a0 ]€/g)].map((match) => match[0].replace(/ (?=€)/, "\u00a0"));

const wordsOf = (text: string) => new Set(text.toLocaleLowerCase("fi-FI").split(/[^\p{L}]+/u));
const TEITITTELY = ["voitte", "teidän", "teitä", "autonne", "tulkaa", "soittakaa", "kertokaa", "tiedätte", "ajatte", "haluatte", "varatkaa", "valitkaa"];
const SINUTTELU = ["voit", "sinun", "sinulle", "autosi", "tule", "soita", "tiedät", "ajat", "haluat", "tarkista", "kysy", "renkaasi", "aikaasi", "maksat", "varaa", "valitse"];
const markers = (text: string, list: string[]) => list.filter((word) => wordsOf(text).has(word));

const TOPICS = Object.keys(TOPIC_KEYWORDS) as TopicId[];

describe("matching keywords to topics", () => {
  it.each([
    ["talvirenkaat", "winter"],
    ["talvirenkaiden", "winter"],
    ["talvirenkaita", "winter"],
    ["renkaat talveksi", "winter"],
    ["kesärenkaille", "summer"],
    ["nastarenkaat", "studs"],
    ["nastoja", "studs"],
    ["kitkarenkaat", "studs"],
    ["kitkarenkaiden", "studs"],
    ["renkaanvaihdon", "change"],
    ["renkaiden vaihto", "change"],
    ["rengashotellissa", "hotel"],
    ["renkaiden säilytys", "hotel"],
    ["tasapainotuksen", "balancing"],
    ["tasapainoitus", "balancing"],
    ["renkaan paikkaus", "repair"],
    ["korjaukset", "repair"],
    ["rengaskoon", "size"],
    ["205/55R16", "size"],
    ["EU-rengasmerkinnän", "euLabel"],
    ["eu rengastarra", "euLabel"],
    ["rahoitusta", "financing"],
    ["osamaksulla", "financing"],
  ] as const)("'%s' names %s", (keyword, topic) => {
    expect(matchTopics([keyword]).topics).toContain(topic);
  });

  it("matches words from their start, not anywhere inside them", () => {
    // 'hinnasta' contains 'nasta' and 'ennustaa' 'nast'; a season or 'vaihto' alone is no tyre topic.
    for (const keyword of ["hinnasta", "kesäloma", "talvi", "eurot", "vaihto", "koko perhe", "ennustaa"]) {
      expect(matchTopics([keyword]), keyword).toEqual({ topics: [], unmatched: [keyword] });
    }
    expect(matchTopics(["hinnasta", "nastarenkaat"]).topics).toEqual(["studs"]);
  });

  it("orders topics by the keywords, a one-word name before a two-word one", () => {
    expect(matchTopics(["rengashotelli", "talvirenkaat"]).topics).toEqual(["hotel", "winter"]);
    expect(matchTopics(["talvirenkaiden vaihto"]).topics).toEqual(["winter", "change"]);
    expect(matchTopics(["talvirenkaat", "sähköauto"]).unmatched).toEqual(["sähköauto"]);
  });
});

describe("a draft from the facts", () => {
  it.each(TOPICS)("%s quotes the facts' price and no price the facts do not hold", (topic) => {
    const allowed = allowedAmounts(facts);
    for (const tone of BLOG_TONES) {
      const article = write([TOPIC_KEYWORDS[topic]], tone, "long");
      expect(article.kind).toBe("draft");
      expect(article.content).toContain(formatCents(EXPECTED_PRICE[topic]));
      for (const amount of amountsIn(article.content)) expect(allowed, `${topic}/${tone}: ${amount}`).toContain(amount);
    }
  });

  it("follows the price list when the admin changes it", () => {
    const changed = sampleFacts();
    changed.prices.tyreChange.rows[0].prices = [3900, 4400, 5300];
    const article = write(["renkaanvaihto"], "professional", "medium", changed);
    expect(article.content).toContain(`alkaen **${formatCents(3900)}**`);
    expect(article.content).not.toContain(formatCents(3700));
  });

  it("leaves out what the facts lack instead of inventing it", () => {
    const bare = sampleFacts({ tyres: null, brands: [] });
    for (const topic of TOPICS) {
      const article = write([TOPIC_KEYWORDS[topic]], "casual", "long", bare);
      expect(article.content).not.toContain("205/55R16 valikoimastamme");
      expect(article.content).not.toContain("Valikoimassamme ovat");
      for (const amount of amountsIn(article.content)) expect(allowedAmounts(bare)).toContain(amount);
    }
  });

  it("states the road traffic act's dates and tread depths, never the repealed Easter rule", () => {
    const winter = write(["talvirenkaat"], "professional", "long").content;
    expect(winter).toContain("talvirenkaita 1.11.–31.3., kun sää tai keli sitä edellyttää");
    expect(winter).toContain("Nastarenkaita saa käyttää 1.11.–31.3. ja muulloinkin, jos sää tai keli sitä edellyttää");
    expect(winter).toMatch(/\| Talvirengas \| 3 mm \| alle 5 mm \|/);
    expect(write(["kesärenkaat"], "casual", "long").content).toMatch(/\| Kesärengas \| 1,6 mm \| alle 4 mm \|/);
    for (const topic of TOPICS) expect(write([TOPIC_KEYWORDS[topic]], "educational", "long").content).not.toMatch(/pääsiäi/i);
  });

  it("explains 205/55R16 91V part by part", () => {
    const size = write(["rengaskoko"], "educational", "short").content;
    expect(size).toContain("| 205 | renkaan leveys millimetreinä |");
    expect(size).toContain("| 91 | kuormitusindeksi: enintään 615 kg rengasta kohden |");
    expect(size).toContain("| V | nopeusluokka: enintään 240 km/h |");
  });

  it("gives the shop's phone, address and opening hours", () => {
    const article = write(["tasapainotus"], "professional", "short").content;
    expect(article).toContain("019 356 2100");
    expect(article).toContain("Kaartotie 12, 08100 Lohja");
    expect(article).toContain("ma–pe 09:00–17:00, la 10:00–13:00");
  });

  it("combines the topics of several keywords", () => {
    const article = write(["talvirenkaat", "rengashotelli"], "professional", "medium");
    expect(article.title).toBe("Talvirenkaat ja rengashotelli: opas autoilijalle");
    expect(article.content).toContain("## Mitä laki sanoo talvirenkaista?");
    expect(article.content).toContain("## Mitä rengashotelliin sisältyy?");
    expect(article.content).toContain("Lisäksi kerromme, mitä rengashotelliin sisältyy.");
  });

  it("keeps the admin's title as typed and names skipped keywords in the notice", () => {
    const article = write(["talvirenkaat", "sähköauto"], "casual", "short", sampleFacts(), "  Meidän talvivinkit **2026**  ");
    expect(article.title).toBe("Meidän talvivinkit **2026**");
    expect(article.notice).toContain(BLOG_GENERATOR_TEXTS.draftNotice);
    expect(article.notice).toContain("”sähköauto”");
    expect(article.content).not.toContain(article.notice);
  });

  it("is the same article for the same input", () => {
    expect(write(["nastarenkaat", "rahoitus"], "educational", "long")).toEqual(write(["nastarenkaat", "rahoitus"], "educational", "long"));
  });
});

describe("length classes", () => {
  const measured: Record<string, number[]> = {};
  const cases = TOPICS.flatMap((topic) => BLOG_TONES.flatMap((tone) => BLOG_LENGTHS.map((length) => [topic, tone, length] as const)));

  it.each(cases)("%s, %s, %s lands within ±20 % of the target", (topic, tone, length) => {
    const { min, max } = lengthBand(length);
    const words = countWords(write([TOPIC_KEYWORDS[topic]], tone, length).content);
    (measured[length] ??= []).push(words);
    expect(words).toBeGreaterThanOrEqual(min);
    expect(words).toBeLessThanOrEqual(max);
  });

  it.each([
    [["talvirenkaat", "rengashotelli"]],
    [["kitkarenkaat", "renkaanvaihto", "rahoitus"]],
    [["tasapainotus", "korjaus", "EU-rengasmerkintä", "rengaskoko"]],
  ])("combined topics %j land in every band", (keywords) => {
    for (const tone of BLOG_TONES) {
      for (const length of BLOG_LENGTHS) {
        const { min, max } = lengthBand(length);
        expect(countWords(write(keywords, tone, length).content)).toSatisfy((words: number) => words >= min && words <= max);
      }
    }
  });

  it("never pads: no paragraph twice, no placeholder text", () => {
    for (const topic of TOPICS) {
      for (const tone of BLOG_TONES) {
        const content = write([TOPIC_KEYWORDS[topic], "renkaanvaihto"], tone, "long").content;
        const paragraphs = content.split("\n\n").filter((paragraph) => countWords(paragraph) > 6);
        expect(new Set(paragraphs).size, `${topic}/${tone}`).toBe(paragraphs.length);
        expect(content).not.toMatch(/lorem|ipsum/i);
      }
    }
  });

  it("a longer class says more than a shorter one", () => {
    for (const topic of TOPICS) {
      const [short, medium, long] = BLOG_LENGTHS.map((length) => countWords(write([TOPIC_KEYWORDS[topic]], "casual", length).content));
      expect(short).toBeLessThan(medium);
      expect(medium).toBeLessThan(long);
    }
  });
});

describe("tones", () => {
  it.each(TOPICS)("%s: professional teitittelee, casual and educational sinuttelevat", (topic) => {
    for (const length of BLOG_LENGTHS) {
      const professional = write([TOPIC_KEYWORDS[topic]], "professional", length).content;
      const casual = write([TOPIC_KEYWORDS[topic]], "casual", length).content;
      const educational = write([TOPIC_KEYWORDS[topic]], "educational", length).content;
      expect(markers(professional, TEITITTELY).length, `${topic}/${length}`).toBeGreaterThan(0);
      expect(markers(professional, SINUTTELU), `${topic}/${length} professional`).toEqual([]);
      expect(markers(casual, SINUTTELU).length, `${topic}/${length}`).toBeGreaterThan(0);
      expect(markers(casual, TEITITTELY), `${topic}/${length} casual`).toEqual([]);
      expect(markers(educational, TEITITTELY), `${topic}/${length} educational`).toEqual([]);
      expect(educational).toContain("## Muistilista");
      expect(new Set([professional, casual, educational]).size).toBe(3);
    }
  });

  it("educational articles explain with 'Hyvä tietää' when there is room", () => {
    expect(write(["nastarenkaat"], "educational", "medium").content).toContain("## Hyvä tietää");
    expect(write(["nastarenkaat"], "professional", "long").content).not.toContain("## Hyvä tietää");
  });

  it("titles follow the tone", () => {
    expect(write(["nastarenkaat"], "professional").title).toBe("Nastarenkaat vai kitkarenkaat? Vertailu ja valintaopas");
    expect(write(["nastarenkaat"], "casual").title).toBe("Nastat vai kitkat – kumpi sopii sinulle?");
    expect(write(["nastarenkaat"], "educational").title).toBe("Nastarengas ja kitkarengas: erot, edut ja lain vaatimukset");
  });
});

describe("an outline for unknown keywords", () => {
  it("gives headings with instructions in brackets and no prose", () => {
    for (const tone of BLOG_TONES) {
      const article = write(["sähköauto", "latausasema"], tone, "long");
      expect(article.kind).toBe("outline");
      expect(article.title).toBe("Sähköauto ja latausasema");
      expect(article.notice).toBe(BLOG_GENERATOR_TEXTS.outlineNotice);
      const lines = article.content.split("\n").filter((line) => line.trim() !== "");
      for (const line of lines) expect(line, line).toMatch(/^## .+$|^\[.+\]$/);
      expect(lines).toContain("## Sähköauto");
      expect(lines).toContain("## Latausasema");
      expect(article.content).toContain("äläkä keksi hintoja");
      expect(article.content).not.toMatch(/lorem/i);
      expect(article.content).not.toMatch(/\d+[\u00a0 ]€/);
    }
  });

  it("says how to write in the chosen tone and how long each part is", () => {
    expect(write(["sähköauto"], "professional", "short").content).toContain("teitittele lukijaa");
    expect(write(["sähköauto"], "casual", "short").content).toContain("sinuttele lukijaa");
    expect(write(["sähköauto"], "educational", "short").content).toContain("## Muistilista");
    expect(write(["sähköauto"], "casual", "long").content).toContain("Noin 550 sanaa");
  });

  it("a keyword that only contains a known word is not known: 'hinnasta' gets an outline", () => {
    expect(write(["hinnasta"]).kind).toBe("outline");
  });
});

describe("the generate request", () => {
  it("takes keywords as a comma list or an array, with defaults", () => {
    expect(parseGenerateRequest({ keywords: " talvirenkaat, nastat ,talvirenkaat,, " })).toEqual({
      ok: true,
      data: { keywords: ["talvirenkaat", "nastat"], title: "", tone: "professional", length: "medium" },
    });
    expect(parseGenerateRequest({ keywords: ["a", "b, c"], title: " Otsikko ", tone: "casual", length: "long" })).toEqual({
      ok: true,
      data: { keywords: ["a", "b", "c"], title: "Otsikko", tone: "casual", length: "long" },
    });
  });

  it("refuses what it cannot use with a Finnish message", () => {
    expect(parseGenerateRequest({ keywords: " , " })).toEqual({ ok: false, message: BLOG_GENERATOR_TEXTS.keywordsRequired });
    expect(parseGenerateRequest({})).toEqual({ ok: false, message: BLOG_GENERATOR_TEXTS.keywordsRequired });
    expect(parseGenerateRequest(null)).toEqual({ ok: false, message: BLOG_GENERATOR_TEXTS.keywordsRequired });
    expect(parseGenerateRequest({ keywords: 5 })).toEqual({ ok: false, message: BLOG_GENERATOR_TEXTS.keywordsRequired });
    expect(parseGenerateRequest({ keywords: "a", tone: "angry" })).toEqual({ ok: false, message: BLOG_GENERATOR_TEXTS.toneInvalid });
    expect(parseGenerateRequest({ keywords: "a", length: "epic" })).toEqual({ ok: false, message: BLOG_GENERATOR_TEXTS.lengthInvalid });
    expect(parseGenerateRequest({ keywords: "a", title: "x".repeat(201) })).toEqual({ ok: false, message: BLOG_GENERATOR_TEXTS.titleTooLong });
    expect(parseGenerateRequest({ keywords: "x".repeat(61) })).toEqual({ ok: false, message: BLOG_GENERATOR_TEXTS.keywordTooLong });
    expect(parseGenerateRequest({ keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) })).toEqual({ ok: false, message: BLOG_GENERATOR_TEXTS.tooManyKeywords });
    expect(parseGenerateRequest({ keywords: "a,".repeat(100_000) })).toEqual({ ok: false, message: BLOG_GENERATOR_TEXTS.tooManyKeywords });
    expect(parseGenerateRequest({ keywords: ["x".repeat(100_000)] })).toEqual({ ok: false, message: BLOG_GENERATOR_TEXTS.tooManyKeywords });
  });
});
