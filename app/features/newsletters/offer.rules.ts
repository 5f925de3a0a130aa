/**
 * The offer-message generator 'Tarjousviestin luonti' of the newsletter form (spec admin.md sections 2,
 * 3, 5 and 8): its texts, the form it reads, the product search, and the built-in writer that composes
 * the newsletter's subject and markdown content from the products on sale when no language model is
 * configured. No I/O: the server and the browser use the same rules.
 */
import { z } from "zod";
import { escapeMarkdown } from "~/lib/markdown-escape";
import { discountPercent, formatFinnishDate, formatPrice } from "~/lib/price";
import { parseDatabaseIds } from "~/lib/database-id";

export const OFFER_TONES = ["formal", "casual", "exciting", "urgent"] as const;
export type OfferTone = (typeof OFFER_TONES)[number];

export const OFFER_TONE_LABELS: Record<OfferTone, string> = {
  formal: "Virallinen",
  casual: "Rento",
  exciting: "Innostava",
  urgent: "Kiireellinen",
};

export const OFFER_LIMITS = {
  /** Products one message may be written from (a newsletter listing more reads like a price list). */
  maxProducts: 200,
  maxQuery: 100,
  /** The newsletter's subject column is varchar(80) (spec: subject max 80). */
  subjectMax: 80,
  /** The newsletter form's content limit. */
  contentMax: 50_000,
} as const;

/** The generator's field names inside the newsletter form, and the values of its submit buttons (`intent`). */
export const OFFER_FIELDS = {
  product: "offerProduct",
  tone: "offerTone",
  includeEndDate: "offerIncludeEndDate",
  includeStock: "offerIncludeStock",
  query: "offerQuery",
} as const;

export const OFFER_INTENTS = { search: "offer-search", generate: "offer-generate", back: "offer-back" } as const;

export const OFFER_TEXTS = {
  title: "Tarjousviestin luonti",
  intro: "Valitse tarjouksessa olevat tuotteet ja viestin sävy. Viesti täyttää uutiskirjeen aiheen ja sisällön.",
  back: "Takaisin uutiskirjeen muokkaukseen",
  searchLabel: "Hae tuotteita",
  searchPlaceholder: "Valmistaja, malli tai koko",
  searchButton: "Hae",
  noResults: (query: string) => `Ei hakutuloksia haulla "${query}"`,
  empty: "Ei tarjouksessa olevia tuotteita löytynyt. Lisää ensin tuotteita tarjoukseen.",
  tableCaption: "Tarjouksessa olevat tuotteet",
  columns: {
    product: "Tuote",
    size: "Koko",
    price: "Hinta",
    originalPrice: "Normaalihinta",
    salePrice: "Tarjoushinta",
    endDate: "Voimassa",
    stock: "Varastossa",
  },
  untilStockLasts: "niin kauan kuin varastoa riittää",
  stockUnit: (stock: number) => `${stock} kpl`,
  selectedCount: (count: number) => (count === 1 ? "Valittuna 1 tuote" : `Valittuna ${count} tuotetta`),
  hiddenSelected: (count: number) => `, joista ${count} piilossa haun vuoksi`,
  toneLegend: "Viestin sävy",
  optionsLegend: "Sisällytä viestiin",
  includeEndDate: "Tarjouksen päättymispäivä",
  includeStock: "Varastosaldo",
  generate: "Luo viesti",
  generating: "Luodaan viestiä…",
  selectAtLeastOne: "Valitse vähintään yksi tuote viestiin",
  tooMany: `Valitse viestiin enintään ${OFFER_LIMITS.maxProducts} tuotetta`,
  failed: "Viestin luominen epäonnistui",
  /** Finnish keeps the noun singular after a numeral in the elative: '1 tuotteesta', '3 tuotteesta'. */
  success: (count: number) => `Tarjousviesti luotu ${count} tuotteesta`,
} as const;

export type OfferProduct = {
  id: number;
  manufacturer: string;
  model: string;
  size: string;
  category: "summer" | "winter";
  /** The product's normal price in euros. */
  originalPrice: number;
  salePrice: number;
  /** ISO date 'YYYY-MM-DD'; null: the sale runs as long as stock lasts. */
  endDate: string | null;
  stock: number;
};

export type OfferOptions = { tone: OfferTone; includeEndDate: boolean; includeStock: boolean };

export const DEFAULT_OFFER_OPTIONS: OfferOptions = { tone: "formal", includeEndDate: true, includeStock: false };

export type ShopInfo = { name: string; url: string; phone: string };

// ---------------------------------------------------------------- the form

/**
 * The ticked products: ids that are not positive database integers are dropped (only a tampered form
 * sends them), duplicates too. Reading stops one past `maxProducts`, enough for the rule to refuse.
 */
const productIdsSchema = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.unknown()).transform((values) => parseDatabaseIds(values, OFFER_LIMITS.maxProducts + 1)),
);
const checkboxSchema = z.preprocess((value) => value === "on", z.boolean());
// Control characters (a NUL cannot even be stored) become spaces; whitespace runs collapse. Optional
// inside, because Conform's parseWithZod reads an empty search as missing.
const querySchema = z
  .preprocess((value) => (typeof value === "string" ? Array.from(flatten(value)).slice(0, OFFER_LIMITS.maxQuery).join("").trim() : ""), z.string().optional())
  .transform((value) => value ?? "");

/**
 * The generator's fields of the newsletter form as typed (every step but 'Luo viesti' reads them so):
 * an unknown tone is the formal one, the search one line of at most `maxQuery` characters.
 */
export const offerFieldsSchema = z.object({
  [OFFER_FIELDS.product]: productIdsSchema,
  [OFFER_FIELDS.tone]: z.enum(OFFER_TONES).catch("formal"),
  [OFFER_FIELDS.includeEndDate]: checkboxSchema,
  [OFFER_FIELDS.includeStock]: checkboxSchema,
  [OFFER_FIELDS.query]: querySchema,
});

export type OfferFields = z.output<typeof offerFieldsSchema>;

/** 'Luo viesti': at least one product and at most `maxProducts`, the message under the product table. */
export function checkOfferSelection(fields: Pick<OfferFields, typeof OFFER_FIELDS.product>, ctx: z.RefinementCtx) {
  const count = fields[OFFER_FIELDS.product].length;
  const message = count === 0 ? OFFER_TEXTS.selectAtLeastOne : count > OFFER_LIMITS.maxProducts ? OFFER_TEXTS.tooMany : null;
  if (message) ctx.addIssue({ code: "custom", path: [OFFER_FIELDS.product], message });
}

/** What the writer needs from the fields. */
export const offerRequest = (fields: OfferFields): { productIds: number[]; options: OfferOptions } => ({
  productIds: fields[OFFER_FIELDS.product],
  options: { tone: fields[OFFER_FIELDS.tone], includeEndDate: fields[OFFER_FIELDS.includeEndDate], includeStock: fields[OFFER_FIELDS.includeStock] },
});

// ---------------------------------------------------------------- search

const lower = (text: string) => text.toLocaleLowerCase("fi-FI");

/** Products whose manufacturer, model or size contain every word of the query (case-insensitive). */
export function filterOfferProducts<T extends Pick<OfferProduct, "manufacturer" | "model" | "size">>(products: T[], query: string): T[] {
  const words = lower(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return products;
  return products.filter((product) => {
    const haystack = lower(`${product.manufacturer} ${product.model} ${product.size}`);
    return words.every((word) => haystack.includes(word));
  });
}

// ---------------------------------------------------------------- shared by both writers

/** 'Nokian Hakkapeliitta 10' with any line breaks or control characters flattened (plain text). */
export function productName(product: Pick<OfferProduct, "manufacturer" | "model">): string {
  return flatten(`${product.manufacturer} ${product.model}`);
}

/** Control characters (C0, DEL, line and paragraph separators) replaced by `by`, except those in `keep`. */
function replaceControls(text: string, by: string, keep = ""): string {
  let out = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    const control = code < 0x20 || code === 0x7f || code === 0x2028 || code === 0x2029;
    out += control && !keep.includes(char) ? by : char;
  }
  return out;
}

/** One line of plain text: control characters and whitespace runs become single spaces. */
function flatten(text: string): string {
  return replaceControls(text, " ").replace(/\s+/g, " ").trim();
}

/** Markdown as the newsletter form takes it: Unix line ends, no control characters, no outer blank lines. */
export function cleanOfferContent(text: string): string {
  return replaceControls(text.replace(/\r\n?/g, "\n"), "", "\n\t").trim();
}

/**
 * A subject cut to the newsletter's 80 characters at a word boundary, with an ellipsis when cut. Length
 * is counted in UTF-16 units, as the form's validation counts (at most the database's characters), and
 * the cut never splits a character.
 */
export function fitSubject(text: string, max: number = OFFER_LIMITS.subjectMax): string {
  const flat = flatten(text);
  if (flat.length <= max) return flat;
  let head = "";
  for (const char of flat) {
    if (head.length + char.length > max - 1) break;
    head += char;
  }
  const space = head.lastIndexOf(" ");
  const cut = space >= max / 2 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,.:;!?–-]+$/, "")}…`;
}

export const categoryText = (category: OfferProduct["category"]) => (category === "summer" ? "kesärengas" : "talvirengas");

/** 'voimassa 05.12.2026 asti' or 'voimassa niin kauan kuin varastoa riittää'. */
export function validityText(endDate: string | null): string {
  return endDate ? `voimassa ${formatFinnishDate(endDate)} asti` : `voimassa ${OFFER_TEXTS.untilStockLasts}`;
}

export function stockText(stock: number): string {
  return stock > 0 ? `varastossa ${OFFER_TEXTS.stockUnit(stock)}` : "varasto lopussa, kysy saatavuutta";
}

// ---------------------------------------------------------------- the built-in writer

type Facts = {
  count: number;
  /** The biggest discount among the products, whole percent (0: none). */
  maxPercent: number;
  /** The earliest end date when end dates are asked for and some sale has one. */
  firstEnd: string | null;
  shop: string;
  phone: string;
};

type Voice = {
  /** Subject templates in order of preference, for a summary of the products. */
  subjects: (summary: string, facts: Facts) => string[];
  greeting: string;
  intro: (facts: Facts) => string;
  heading: string;
  closing: (facts: Facts) => string;
  cta: string;
  signature: string;
};

const these = (count: number, one: string, many: string) => (count === 1 ? one : many);

const VOICES: Record<OfferTone, Voice> = {
  formal: {
    subjects: (summary) => [`Tarjouksessa nyt: ${summary}`, `Tarjous: ${summary}`],
    greeting: "Hyvä asiakas,",
    intro: (f) =>
      `${f.shop} tarjoaa nyt ${these(f.count, "alla mainitun renkaan", "alla luetellut renkaat")} erikoishintaan.` +
      (f.maxPercent > 0 ? ` Säästätte enimmillään ${f.maxPercent} % normaalihinnasta.` : ""),
    heading: "Tarjoustuotteet",
    closing: (f) => `Tervetuloa asioimaan liikkeessämme. Palvelemme mielellämme myös puhelimitse numerossa ${f.phone}.`,
    cta: "Tutustu tarjouksiin verkkosivuillamme",
    signature: "Ystävällisin terveisin",
  },
  casual: {
    subjects: (summary) => [`Nyt edullisemmin: ${summary}`, `Edullisemmin: ${summary}`],
    greeting: "Moi!",
    intro: (f) =>
      `Renkaiden vaihto mielessä? Nyt ${these(f.count, "tämä rengas irtoaa", "nämä renkaat irtoavat")} meiltä tavallista edullisemmin.`,
    heading: "Tässä tarjoukset",
    closing: (f) => `Tule käymään tai soita numeroon ${f.phone}, niin löydetään autoosi sopivat renkaat.`,
    cta: "Katso renkaat",
    signature: "Nähdään pian!",
  },
  exciting: {
    subjects: (summary, f) =>
      f.maxPercent > 0 ? [`Säästä jopa ${f.maxPercent} %! ${summary}`, `Huipputarjous! ${summary}`] : [`Huipputarjous! ${summary}`],
    greeting: "Hei, nyt säästetään!",
    intro: (f) =>
      `Nyt on täydellinen hetki uusia renkaat – ${these(f.count, "tämä huipputarjous odottaa", "nämä huipputarjoukset odottavat")} sinua!` +
      (f.maxPercent > 0 ? ` Säästät jopa ${f.maxPercent} % normaalihinnasta.` : ""),
    heading: "Huipputarjoukset",
    closing: (f) => `Älä anna tämän tilaisuuden lipsua ohi – tervetuloa ostoksille! Kysyttävää? Soita ${f.phone}.`,
    cta: "Nappaa tarjous nyt!",
    signature: "Nähdään liikkeessä!",
  },
  urgent: {
    subjects: (summary, f) => [
      ...(f.firstEnd ? [`Toimi nopeasti: ${summary} – tarjous päättyy ${formatFinnishDate(f.firstEnd)}`] : []),
      `Toimi nopeasti: ${summary}`,
      `Toimi nyt: ${summary}`,
    ],
    greeting: "Hei, nyt kannattaa toimia nopeasti!",
    intro: (f) =>
      `${these(f.count, "Tämä tarjous on", "Nämä tarjoukset ovat")} voimassa vain rajoitetun ajan.` +
      (f.firstEnd ? ` ${these(f.count, "Tarjous päättyy", "Ensimmäinen tarjous päättyy")} ${formatFinnishDate(f.firstEnd)}.` : ""),
    heading: "Tarjoukset vain rajoitetun ajan",
    closing: (f) => `Varaa renkaasi heti soittamalla numeroon ${f.phone} tai tule käymään – älä jää ilman!`,
    cta: "Varaa renkaasi heti",
    signature: "Ehdi ensimmäisten joukossa!",
  },
};

/** Names for the subject, most specific first: 'A', 'A ja B', 'A ja 4 muuta rengasta', '5 rengasmallia'. */
function summaries(products: OfferProduct[]): string[] {
  const names = products.map(productName);
  const count = names.length;
  const generic = count === 1 ? "rengastarjous" : `${count} rengasmallia`;
  if (count === 1) return [names[0], generic];
  if (count === 2) return [`${names[0]} ja ${names[1]}`, `${names[0]} ja 1 muu rengas`, generic];
  return [`${names[0]} ja ${count - 1} muuta rengasta`, generic];
}

function subjectFor(products: OfferProduct[], voice: Voice, facts: Facts): string {
  const candidates = summaries(products).flatMap((summary) => voice.subjects(summary, facts));
  return candidates.find((text) => text.length <= OFFER_LIMITS.subjectMax) ?? fitSubject(candidates.at(-1) ?? "");
}

function productLine(product: OfferProduct, options: OfferOptions): string {
  const percent = discountPercent(product.originalPrice, product.salePrice);
  const prices =
    product.salePrice < product.originalPrice
      ? `~~${formatPrice(product.originalPrice)}~~ **${formatPrice(product.salePrice)}**${percent > 0 ? ` (-${percent} %)` : ""}`
      : `**${formatPrice(product.salePrice)}**`;
  const details = [prices];
  if (options.includeEndDate) details.push(validityText(product.endDate));
  if (options.includeStock) {
    const lowStock = options.tone === "urgent" && product.stock > 0 && product.stock <= 4;
    details.push(lowStock ? `vain ${OFFER_TEXTS.stockUnit(product.stock)} jäljellä` : stockText(product.stock));
  }
  const name = escapeMarkdown(productName(product));
  return `- **${name}**, ${escapeMarkdown(flatten(product.size))}, ${categoryText(product.category)}: ${details.join(", ")}`;
}

/** A link destination that no character of the address can end early. */
const linkTarget = (url: string) => flatten(url).replace(/[\s()<>]/g, (char) => encodeURIComponent(char));

/**
 * The built-in writer: a Finnish newsletter in the chosen tone from the real product data, without a
 * language model. Deterministic, so the same choice always gives the same text.
 */
export function writeOfferMessage(products: OfferProduct[], options: OfferOptions, shop: ShopInfo): { subject: string; content: string } {
  const voice = VOICES[options.tone];
  const endDates = products.map((product) => product.endDate).filter((date): date is string => date !== null);
  const facts: Facts = {
    count: products.length,
    maxPercent: Math.max(0, ...products.map((product) => discountPercent(product.originalPrice, product.salePrice))),
    firstEnd: options.includeEndDate && endDates.length > 0 ? endDates.reduce((a, b) => (a < b ? a : b)) : null,
    shop: escapeMarkdown(flatten(shop.name)),
    phone: escapeMarkdown(flatten(shop.phone)),
  };
  const content = [
    voice.greeting,
    voice.intro(facts),
    `## ${voice.heading}`,
    products.map((product) => productLine(product, options)).join("\n"),
    voice.closing(facts),
    `**[${voice.cta}](${linkTarget(shop.url)})**`,
    `${voice.signature}\\\n${facts.shop}`,
  ].join("\n\n");
  return { subject: subjectFor(products, voice, facts), content };
}
