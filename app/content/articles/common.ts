/**
 * What the offline blog writer's parts share: the facts it writes from, the tone helper, the law as
 * fixed text, and the markdown pieces (price tables, hours) built only from the facts, so a price in
 * an article is always one the shop's price list or catalogue holds.
 */
import type { BlogTone } from "~/features/blog/generator.rules";
import {
  PRICE_TABLES,
  type PriceList,
  RIM_SIZE_COLUMNS,
  type RimTableKey,
  type ServiceTableKey,
  formatCents,
  formatServicePrice,
} from "~/features/price-list/rules";

/** The shop's own data the server gathers for the writer (app/features/blog/facts.server.ts). */
export type BlogFacts = {
  company: {
    name: string;
    shortName: string;
    street: string;
    postalCode: string;
    town: string;
    phone: string;
    email: string;
    bookingUrl: string;
    network: string;
    /** Inflected names, since Finnish cannot be glued together from the base forms: 'Lohjalla'. */
    townAt: string;
    /** 'Rengas-Kaartolla', 'Rengas-Kaartoon', 'Rengas-Kaarton'. */
    shopAt: string;
    shopTo: string;
    shopOf: string;
  };
  /** Opening hours grouped as the footer shows them: [{ label: 'Ma–Pe', text: '09:00–17:00' }, …]. */
  hours: { label: string; text: string }[];
  prices: PriceList;
  /** Tyre brands the catalogue carries, most stocked first. */
  brands: string[];
  /** Lowest regular prices per tyre (cents) in one common size of the catalogue; null when it is not stocked. */
  tyres: { size: string; summerFrom: number | null; studdedFrom: number | null; frictionFrom: number | null } | null;
  financing: { months: number; minimumPurchaseCents: number; applicationUrl: string };
};

export type TopicId = "change" | "winter" | "summer" | "studs" | "hotel" | "balancing" | "repair" | "size" | "euLabel" | "financing";

export type Section = { id: string; heading: string; body: string };

export type WriterContext = {
  tone: BlogTone;
  facts: BlogFacts;
  /** The matched topics, most relevant first. */
  topics: TopicId[];
  /**
   * The tone's wording of a sentence that addresses the reader: professional (teitittely), casual
   * (sinuttelu) and educational (sinuttelu, explaining; the casual text when none is given).
   */
  v: (professional: string, casual: string, educational?: string) => string;
};

export type SectionBuilder = (ctx: WriterContext) => Section | null;

export function voice(tone: BlogTone): WriterContext["v"] {
  return (professional, casual, educational) => (tone === "professional" ? professional : tone === "casual" ? casual : (educational ?? casual));
}

/**
 * The road traffic act (tieliikennelaki 729/2018, in force since 1.6.2020): sections 105–107 on tread
 * depth, winter tyres and studs. Stated here once so every article says the same.
 */
export const TYRE_LAW = {
  winterTyres:
    "Tieliikennelain mukaan henkilö- ja pakettiautoissa on käytettävä talvirenkaita 1.11.–31.3., kun sää tai keli sitä edellyttää. Kiinteää vaihtopäivää ei ole: liukkaalla, lumisella tai sohjoisella kelillä kesärenkailla ei saa ajaa.",
  studs:
    "Nastarenkaita saa käyttää 1.11.–31.3. ja muulloinkin, jos sää tai keli sitä edellyttää, esimerkiksi lokakuun ensilumilla tai huhtikuun takatalvella. Nastarenkaat asennetaan aina kaikkiin pyöriin.",
  friction: "Kitkarenkaiden käyttöä ei ole rajattu päivämäärin, mutta ne on suunniteltu talvikeleille, eivätkä ne sovi kesäkäyttöön.",
  treadWinterMm: "3",
  treadSummerMm: "1,6",
  recommendedWinterMm: "5",
  recommendedSummerMm: "4",
} as const;

// ---------------------------------------------------------------- markdown from the facts

/** An admin-typed label as plain text: one line, and nothing in it starts markup or breaks a table. */
export function plain(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/([\\|*_[\]<>`])/g, "\\$1");
}

export const euros = formatCents;

/** 'alk. 79 € / kpl', '35 € / rengas'; 'maksuton' for a free service. */
export function servicePrice(row: { price: number; unit: string; from: boolean }): string {
  return formatServicePrice({ ...row, unit: plain(row.unit) }, "maksuton");
}

/** A rim-size price table (tyre change, fitting, hotel) as a GFM table with its caption and unit. */
export function rimTable(prices: PriceList, key: RimTableKey): string {
  const { caption, unit } = PRICE_TABLES[key];
  const table = prices[key];
  const rows = table.rows.map((row) => `| ${plain(row.label)} | ${row.prices.map((price) => euros(price)).join(" | ")} |`);
  return [
    `**${caption}** (${unit}):`,
    "",
    `| Ajoneuvo | ${RIM_SIZE_COLUMNS.join(" | ")} |`,
    `| --- | ${RIM_SIZE_COLUMNS.map(() => "---:").join(" | ")} |`,
    ...rows,
  ].join("\n");
}

/** A service table (balancing, repairs, disposal) as a list: '- Label: **price**'. */
export function serviceList(prices: PriceList, key: ServiceTableKey): string {
  return prices[key].rows.map((row) => `- ${plain(row.label)}: **${servicePrice(row)}**`).join("\n");
}

/** The admin's note under a table, when there is one. */
export function tableNote(prices: PriceList, key: RimTableKey | ServiceTableKey): string | null {
  const note = prices[key].note.trim();
  return note === "" ? null : plain(note);
}

export function vatLine(prices: PriceList): string {
  return `Hinnat sisältävät arvonlisäveron ${plain(prices.vatText)}. ${plain(prices.validText)} Koko hinnasto on [hinnastosivulla](/hinnasto).`;
}

/** The cheapest price of a rim table for its first row (usually the passenger car), or null. */
export function firstRowFrom(prices: PriceList, key: RimTableKey): { label: string; cents: number } | null {
  const row = prices[key].rows[0];
  return row ? { label: plain(row.label), cents: Math.min(...row.prices) } : null;
}

/** 'Henkilöauto' → 'henkilöauto' inside a sentence; 'SUV ja maastoauto' stays as it is. */
export function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLocaleLowerCase("fi-FI") + text.slice(1) : text;
}

export function hoursList(facts: BlogFacts): string {
  return facts.hours.map((line) => `- ${line.label}: ${line.text}`).join("\n");
}

/** 'ma–pe 09:00–17:00, la 10:00–13:00' for "we are open …": the open days only. */
export function hoursInline(facts: BlogFacts): string {
  return facts.hours
    .filter((line) => /\d/.test(line.text))
    .map((line) => `${line.label.toLocaleLowerCase("fi-FI")} ${line.text}`)
    .join(", ");
}

export function address(facts: BlogFacts): string {
  return `${facts.company.street}, ${facts.company.postalCode} ${facts.company.town}`;
}

/** 'A, B ja C' (Finnish lists join the last item with 'ja'). */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ja ${items.at(-1)}`;
}

export function brandsText(facts: BlogFacts, max = 8): string | null {
  const brands = facts.brands.slice(0, max).map(plain);
  return brands.length === 0 ? null : listJoin(brands);
}

export function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

export function steps(items: readonly (readonly [string, string])[]): string {
  return items.map(([title, text], index) => `${index + 1}. **${title}.** ${text}`).join("\n");
}

export const paragraphs = (...parts: (string | null | false | undefined)[]) => parts.filter((part): part is string => Boolean(part)).join("\n\n");

export type FaqEntry = { question: string; answer: string };

/** One subject the writer knows: how keywords name it and what it writes about it. */
export type Topic = {
  id: TopicId;
  /** For combined titles: 'Renkaanvaihto'. */
  subject: string;
  /** For the intro's "we also tell …": 'miten renkaanvaihto sujuu'. */
  about: string;
  /** Patterns a keyword's word must start with (Finnish inflects and compounds at the end of a word). */
  stems: RegExp[];
  /** Pairs of patterns that together, in one keyword, name the topic ('renkaiden vaihto'). */
  pairs?: [RegExp, RegExp][];
  title: (ctx: WriterContext) => string;
  intro: (ctx: WriterContext) => string;
  /** Most relevant first; a builder returns null when the facts it needs are missing. */
  sections: SectionBuilder[];
  faq: (ctx: WriterContext) => FaqEntry[];
  /** Noun phrases, so they read the same in every tone. */
  checklist: (ctx: WriterContext) => string[];
  goodToKnow: (ctx: WriterContext) => string;
  /** One clause for the educational summary: 'talvirenkaat vaihdetaan kelin mukaan'. */
  summary: string;
};

/** A word that names a tyre in any case or compound: 'renkaat', 'talvirenkaiden', 'rengasta'. */
export const TYRE_WORD = /(rengas|renkaa|renkai|renkaat)/;
