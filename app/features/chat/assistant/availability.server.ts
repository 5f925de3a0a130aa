/**
 * Tyre availability for the assistant: one exact size from the catalogue, its products with prices
 * (each and the set of four, as the tyre page shows them), sales and stock, as markdown in Finnish,
 * Swedish or English. The size is read with the site's own normalisation, so every
 * form the search box accepts works here too. Names come from the admin and are escaped: a model named
 * '[Tilaa tästä](https://…)' is shown as that text, never as a link.
 */
import { type Noun, countNoun, pluralPartitive } from "~/lib/finnish";
import { deliveryEstimateText, formatMarkings } from "~/lib/tyre-markings";
import { escapeMarkdown } from "~/lib/markdown-escape";
import { formatFinnishDate, formatPrice } from "~/lib/price";
import { isCanonicalTyreSize, normaliseTyreSize, tyreSizeParts } from "~/lib/tyre-size";
import type { TyreProductItem } from "~/features/tyres/model.server";
import { searchTyres } from "~/features/tyres/search.model.server";
import { fittedSetPrice, setOfFourPrice } from "~/features/tyres/tyre-page.rules";
import { fittingPriceCents } from "~/features/price-list/rules";
import { getPriceList } from "~/features/price-list/model.server";
import type { Language } from "./language";
import { COMPANY } from "~/content/company";
import { contactRequestHref } from "~/features/contact-requests/rules";

export type AvailabilitySeason = "summer" | "winter";
export type AvailabilityWinterType = "studded" | "friction";

export type AvailabilityQuery = {
  size: string;
  season?: AvailabilitySeason;
  winterType?: AvailabilityWinterType;
  /** Only products whose 'manufacturer model' contains one of these ('Michelin', 'Hakkapeliitta 10p'). */
  products?: string[];
  /** The visitor's language; Finnish when not given (the model translates the Finnish itself). */
  language?: Language;
  /** Also the set's price fitted, as the tyre card shows it ('Asennettuna … rengastyö hinnaston mukaan'). */
  fitted?: boolean;
  /** Only the cheapest of them ('neljä niitä halvempia asennettuna'). */
  cheapest?: boolean;
  /** Also each tyre's EU label (fuel efficiency, wet grip, noise), as the tyre page shows it. */
  label?: boolean;
  /** The chat, attached to the contact request offered for a size the shop does not have. */
  conversationId?: string | null;
};

/** The answer's words in Swedish and English; Finnish is written out below, with its inflections. */
const WORDS = {
  sv: {
    season: { summer: "Sommardäck", winter: "Vinterdäck" },
    winterType: { studded: "dubbdäck", friction: "friktionsdäck" },
    wanted: { summer: "sommardäck", winter: "vinterdäck", studded: "dubbdäck", friction: "friktionsdäck", any: "däck" },
    each: "st",
    set: "4 st",
    sale: (price: string, regular: string, until: string | null) => `kampanj **${price}**/st (ord. ${regular}, ${until ? `till ${until}` : "så länge lagret räcker"})`,
    inStock: (count: number) => `${count} st i lager`,
    rest: "resten:",
    outOfStock: "**inte i lager** (fråga om leveranstid)",
    delivery: (min: number, max: number) => (max === 0 ? "leverans samma dag" : min === max ? `leverans inom ${max} vardagar` : `leverans ${min}–${max} vardagar`),
    link: (size: string) => `Se däcken i dimension ${size}`,
    unknownSize: (typed: string) => `Jag kände inte igen däckdimensionen "${typed}". Skriv den som **205/55R16** (bredd/profil R fälg) – den står på däckets sida.`,
    notSold: (size: string, href: string) => `Dimensionen **${size}** finns tyvärr inte i vårt sortiment just nu. Vi kan ofta beställa däck: ring **${COMPANY.phone}** eller lämna en [kontaktbegäran](${href}), så tar vi reda på det.`,
    noneOfKind: (size: string, what: string) => `I dimension **${size}** har vi inga ${what} just nu.`,
    notThisBrand: (size: string, names: string) => `I dimension **${size}** har vi inte ${names} just nu. Andra däck i samma dimension: `,
    lacking: (size: string, names: string) => `I dimension **${size}** har vi inte ${names} just nu.`,
    orderIt: (href: string) => `Vi kan ofta beställa ett däck som inte finns i sortimentet: ring **${COMPANY.phone}** eller lämna en [kontaktbegäran](${href}), så tar vi reda på det.`,
    found: (size: string, count: number, what: string) => `I dimension **${size}** har vi ${count} ${what}`,
    allOut: (count: number) => (count === 1 ? ", men det är **slut i lager** just nu:" : ", men de är **slut i lager** just nu:"),
    oneInStock: ", och det finns i lager:",
    someInStock: (count: number) => `, varav ${count} i lager:`,
    perTyre: "Priserna gäller per däck.",
    fitted: "monterade",
    label: (fuel: string, wet: string, noise: string) => `EU-märkning: bränsleeffektivitet ${fuel}, våtgrepp ${wet}, buller ${noise}`,
    noLabel: "ingen EU-märkning (dubbdäck)",
    fittedNote: "Priset för monterade däck innehåller däckarbetet enligt [prislistan](/hinnasto#rengastyo) (på finska).",
  },
  en: {
    season: { summer: "Summer tyres", winter: "Winter tyres" },
    winterType: { studded: "studded", friction: "non-studded" },
    wanted: { summer: "summer tyres", winter: "winter tyres", studded: "studded tyres", friction: "non-studded winter tyres", any: "tyres" },
    each: "each",
    set: "set of 4",
    sale: (price: string, regular: string, until: string | null) => `on offer **${price}** each (normally ${regular}, ${until ? `until ${until}` : "while stocks last"})`,
    inStock: (count: number) => `${count} in stock`,
    rest: "the rest:",
    outOfStock: "**not in stock** (ask for the delivery time)",
    delivery: (min: number, max: number) => (max === 0 ? "delivery the same day" : min === max ? `delivery in ${max} working days` : `delivery ${min}–${max} working days`),
    link: (size: string) => `See the tyres in size ${size}`,
    unknownSize: (typed: string) => `I didn't recognise the tyre size "${typed}". Write it as **205/55R16** (width/profile R rim) – it is on the tyre's sidewall.`,
    notSold: (size: string, href: string) => `Size **${size}** is unfortunately not in our range at the moment. We can often order it: call **${COMPANY.phone}** or leave a [contact request](${href}) and we will find out.`,
    noneOfKind: (size: string, what: string) => `In size **${size}** we have no ${what} at the moment.`,
    notThisBrand: (size: string, names: string) => `In size **${size}** we don't have ${names} at the moment. Other tyres in this size: `,
    lacking: (size: string, names: string) => `In size **${size}** we don't have ${names} at the moment.`,
    orderIt: (href: string) => `We can often order a tyre that is not in our range: call **${COMPANY.phone}** or leave a [contact request](${href}) and we will find out.`,
    found: (size: string, count: number, what: string) => `In size **${size}** we have ${count} ${count === 1 ? what.replace(/s$/, "") : what}`,
    allOut: (count: number) => (count === 1 ? ", but it is **out of stock** at the moment:" : ", but they are **out of stock** at the moment:"),
    oneInStock: ", and it is in stock:",
    someInStock: (count: number) => `, ${count} of them in stock:`,
    perTyre: "Prices are per tyre.",
    fitted: "fitted",
    label: (fuel: string, wet: string, noise: string) => `EU label: fuel efficiency ${fuel}, wet grip ${wet}, noise ${noise}`,
    noLabel: "no EU label (studded tyre)",
    fittedNote: "The fitted price includes the tyre fitting according to the [price list](/hinnasto#rengastyo) (in Finnish).",
  },
} as const;

/** Products listed per season; the rest are behind the link so a reply stays readable. */
const MAX_LISTED = 10;

const SEASON_HEADING = { summer: "Kesärenkaat", winter: "Talvirenkaat" } as const;
const WINTER_TYPE_TEXT = { studded: "nastarengas", friction: "kitkarengas" } as const;
const WANTED_NOUN: Record<AvailabilitySeason | AvailabilityWinterType, Noun> = {
  summer: "kesärengas",
  winter: "talvirengas",
  studded: "nastarengas",
  friction: "kitkarengas",
};

/** '1 talvirengas', '3 talvirengasta', '2 rengasta'. */
function countText(count: number, wanted: keyof typeof WANTED_NOUN | undefined): string {
  return countNoun(count, wanted ? WANTED_NOUN[wanted] : "rengas");
}

/** '205/55R16' from any accepted form ('205-55-16', '2055516', '205 55 16'…), or null. */
export function canonicalTyreSize(input: string): string | null {
  const normalised = normaliseTyreSize(input);
  if (isCanonicalTyreSize(normalised)) return normalised;
  const parts = tyreSizeParts(normalised);
  return parts ? `${parts.width}/${parts.aspect}R${parts.diameter}` : null;
}

export function tyreListingHref(size: string, season?: AvailabilitySeason): string {
  const params = new URLSearchParams({ search: size });
  if (season) params.set("type", season);
  return `/renkaat?${params.toString()}`;
}

/** ' (nastarengas, 94T XL)': the winter type in the reply's language and the sidewall marking, when known. */
function kindText(product: TyreProductItem, winterTypeWords: Record<"studded" | "friction", string>): string {
  const parts = [product.season === "winter" && product.winterType ? winterTypeWords[product.winterType] : "", formatMarkings(product.markings)].filter(Boolean);
  return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}

/** ', asennettuna **446,60 €**': four tyres and the fitting, as the tyre card shows it (never for run-flats). */
function fittedText(product: TyreProductItem, fittingCents: number | null, word: string): string {
  return fittingCents === null || product.markings.runFlat ? "" : `, ${word} **${formatPrice(fittedSetPrice(product.currentPrice, fittingCents))}**`;
}

const LABEL_FI = {
  label: (fuel: string, wet: string, noise: string) => `EU-merkintä: polttoainetehokkuus ${fuel}, pito märällä tiellä ${wet}, melu ${noise}`,
  noLabel: "ei EU-merkintää (nastarengas)",
};

/** ', EU-merkintä: polttoainetehokkuus C, pito märällä tiellä B, melu 71 dB (B)' as the tyre page's label box shows it. */
function labelText(product: TyreProductItem, words: typeof LABEL_FI): string {
  const { fuelEfficiency, wetGrip, noiseLevel, noiseClass } = product.euLabel;
  if (fuelEfficiency === null && wetGrip === null && noiseLevel === null) return `, ${words.noLabel}`;
  const noise = noiseLevel === null ? "–" : `${noiseLevel} dB${noiseClass ? ` (${noiseClass})` : ""}`;
  return `, ${words.label(fuelEfficiency ?? "–", wetGrip ?? "–", noise)}`;
}

const ORDER_IT_FI = (href: string) =>
  `Voimme usein tilata renkaan, jota valikoimassa ei ole: soita **${COMPANY.phone}** tai jätä [yhteydenottopyyntö](${href}), niin selvitämme sen.`;

const FITTED_NOTE_FI = "Asennettu hinta sisältää rengastyön [hinnaston](/hinnasto#rengastyo) mukaan.";

function productLine(product: TyreProductItem, language: Language, fittingCents: number | null, withLabel: boolean): string {
  const name = `**${escapeMarkdown(`${product.manufacturer.name} ${product.model}`)}**`;
  const onSale = product.sale.active && product.sale.salePrice !== null;
  const until = product.sale.saleEndDate ? formatFinnishDate(product.sale.saleEndDate) : null;
  const set = formatPrice(setOfFourPrice(product.currentPrice));
  if (language === "fi") {
    const kind = kindText(product, WINTER_TYPE_TEXT);
    const price = onSale
      ? `tarjous **${formatPrice(product.sale.salePrice!)}**/kpl (norm. ${formatPrice(product.price)}, ${until ? `voimassa ${until} asti` : "niin kauan kuin tavaraa riittää"})`
      : `**${formatPrice(product.currentPrice)}**/kpl`;
    const delivery = product.deliveryDays ? deliveryEstimateText(product.deliveryDays.min, product.deliveryDays.max) : null;
    // The tyre page's own delivery line ('Toimitus 3–7 arkipäivää') when the admin has set one.
    const outOfStock = delivery ? `**ei varastossa**, ${delivery.charAt(0).toLowerCase()}${delivery.slice(1)}` : "**ei varastossa** (kysy toimitusaikaa)";
    // Fewer than a set in stock: the tyre page's 'Loput: toimitus 1–3 arkipäivää'.
    const rest = delivery && product.stock > 0 && product.stock < 4 ? ` (loput: ${delivery.charAt(0).toLowerCase()}${delivery.slice(1)})` : "";
    const stock = product.stock > 0 ? `varastossa ${product.stock} kpl${rest}` : outOfStock;
    return `- ${name}${kind} – ${price}, 4 kpl ${set}${fittedText(product, fittingCents, "asennettuna")}, ${stock}${withLabel ? labelText(product, LABEL_FI) : ""}`;
  }
  const words = WORDS[language];
  const kind = kindText(product, words.winterType);
  const price = onSale ? words.sale(formatPrice(product.sale.salePrice!), formatPrice(product.price), until) : `**${formatPrice(product.currentPrice)}** ${words.each}`;
  const days = product.deliveryDays;
  const outOfStock = days ? `${words.outOfStock.replace(/ \(.*\)$/, "")}, ${words.delivery(days.min, days.max)}` : words.outOfStock;
  const rest = days && product.stock < 4 ? ` (${words.rest} ${words.delivery(days.min, days.max)})` : "";
  const stock = product.stock > 0 ? `${words.inStock(product.stock)}${rest}` : outOfStock;
  return `- ${name}${kind} – ${price}, ${words.set} ${set}${fittedText(product, fittingCents, words.fitted)}, ${stock}${withLabel ? labelText(product, words) : ""}`;
}

function seasonBlock(season: AvailabilitySeason, products: TyreProductItem[], language: Language, fittingCents: number | null, withLabel: boolean): string {
  const listed = products.slice(0, MAX_LISTED).map((product) => productLine(product, language, fittingCents, withLabel));
  const rest = products.length - MAX_LISTED;
  const more = rest > 0 ? [language === "fi" ? `- …ja ${countNoun(rest, "muu")}` : language === "sv" ? `- …och ${rest} till` : `- …and ${rest} more`] : [];
  const heading = language === "fi" ? SEASON_HEADING[season] : WORDS[language].season[season];
  return [`**${heading}**`, ...listed, ...more].join("\n");
}

/** The availability answer; never throws for a size it cannot read, it says so instead. */
export async function tyreAvailabilityMarkdown(query: AvailabilityQuery): Promise<string> {
  const language = query.language ?? "fi";
  const words = language === "fi" ? null : WORDS[language];
  const size = canonicalTyreSize(query.size);
  if (!size) {
    return words
      ? words.unknownSize(escapeMarkdown(query.size))
      : `En tunnistanut rengaskokoa "${escapeMarkdown(query.size)}". Kirjoita koko muodossa **205/55R16** (leveys/profiili R vanne) – sen näet renkaan kyljestä.`;
  }
  const season: AvailabilitySeason | undefined = query.winterType ? "winter" : query.season;
  const wanted = query.winterType ?? season;
  const [group] = (await searchTyres({ search: size, pageSize: 1 })).sizes.filter((candidate) => candidate.fullSize === size);
  const link = `[${words ? words.link(size) : `Katso koon ${size} renkaat`}](${tyreListingHref(size, season)})`;
  if (!group) {
    const href = contactRequestHref(query.conversationId);
    return words
      ? words.notSold(size, href)
      : [
          `Kokoa **${size}** ei valitettavasti löydy valikoimastamme tällä hetkellä.`,
          `Voimme usein tilata renkaan: soita **${COMPANY.phone}** tai jätä [yhteydenottopyyntö](${href}), niin selvitämme sen.`,
        ].join(" ");
  }

  const pickType = (products: TyreProductItem[]) =>
    query.winterType ? products.filter((product) => product.winterType === query.winterType) : products;
  const bySeason = { summer: season === "winter" ? [] : group.summer, winter: season === "summer" ? [] : pickType(group.winter) };
  const wantedNames = (query.products ?? []).map((name) => name.toLowerCase());
  let notFound = "";
  let lackingNote = "";
  if (wantedNames.length > 0) {
    const named = (products: TyreProductItem[], names = wantedNames) =>
      products.filter((product) => names.some((name) => `${product.manufacturer.name} ${product.model}`.toLowerCase().includes(name)));
    const filtered = { summer: named(bySeason.summer), winter: named(bySeason.winter) };
    // 'P Zero vai Ventus?': the ones this size has, and a word on the ones it lacks.
    const lacking = (query.products ?? []).filter((name) => named([...bySeason.summer, ...bySeason.winter], [name.toLowerCase()]).length === 0);
    if (filtered.summer.length + filtered.winter.length > 0) {
      Object.assign(bySeason, filtered);
      if (lacking.length > 0) {
        const names = lacking.map((name) => `**${escapeMarkdown(name)}**`);
        lackingNote = words ? words.lacking(size, names.join(language === "sv" ? " eller " : " or ")) : `Koossa **${size}** ei ole valikoimassamme juuri nyt merkkiä tai mallia ${names.join(" tai ")}.`;
      }
    } else {
      const names = (query.products ?? []).map((name) => `**${escapeMarkdown(name)}**`);
      notFound = words
        ? words.notThisBrand(size, names.join(language === "sv" ? " eller " : " or "))
        : `Koossa **${size}** ei ole valikoimassamme juuri nyt merkkiä tai mallia ${names.join(" tai ")}. Muut tämän koon renkaat: `;
    }
  }
  if (query.cheapest) {
    const lowest = Math.min(...[...bySeason.summer, ...bySeason.winter].map((product) => Number(product.currentPrice)));
    bySeason.summer = bySeason.summer.filter((product) => Number(product.currentPrice) === lowest);
    bySeason.winter = bySeason.winter.filter((product) => Number(product.currentPrice) === lowest);
  }
  const all = [...bySeason.summer, ...bySeason.winter];
  // A tyre asked by name that this size lacks: ordering it is a person's to check.
  const orderIt = notFound || lackingNote ? `\n\n${lackingNote ? `${lackingNote} ` : ""}${(words ? words.orderIt : ORDER_IT_FI)(contactRequestHref(query.conversationId))}` : "";
  const fittingCents = query.fitted ? fittingPriceCents(await getPriceList(), group.vehicleType, group.diameter) : null;
  const fittedNote = fittingCents === null ? "" : ` ${words ? words.fittedNote : FITTED_NOTE_FI}`;
  const inStock = all.filter((product) => product.stock > 0).length;
  const blocks = (["summer", "winter"] as const)
    .filter((key) => bySeason[key].length > 0)
    .map((key) => seasonBlock(key, bySeason[key], language, fittingCents, Boolean(query.label)));

  if (words) {
    const what = words.wanted[wanted ?? "any"];
    if (all.length === 0) return `${notFound}${words.noneOfKind(size, what)} ${link}${orderIt}`;
    const found = `${notFound}${words.found(size, all.length, what)}`;
    const summary = inStock === 0 ? `${found}${words.allOut(all.length)}` : all.length === 1 ? `${found}${words.oneInStock}` : `${found}${words.someInStock(inStock)}`;
    return [summary, ...blocks, `${words.perTyre}${fittedNote} ${link}`].join("\n\n") + orderIt;
  }
  if (all.length === 0) {
    return `${notFound}Koossa **${size}** ei ole tällä hetkellä ${wanted ? pluralPartitive(WANTED_NOUN[wanted]) : "renkaita"} valikoimassamme. ${link}${orderIt}`;
  }
  const found = `${notFound}${notFound ? "koossa" : "Koossa"} **${size}** on valikoimassamme ${countText(all.length, wanted)}`;
  const summary =
    inStock === 0
      ? `${found}, mutta ${all.length === 1 ? "se on" : "ne ovat"} tällä hetkellä **loppu varastosta**:`
      : all.length === 1
        ? `${found}, ja se on varastossa:`
        : `${found}, joista ${inStock} varastossa:`;
  return [summary, ...blocks, `Hinnat ovat kappalehintoja.${fittedNote} ${link}`].join("\n\n") + orderIt;
}
