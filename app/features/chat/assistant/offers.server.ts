/**
 * Answers from the catalogue beyond one size: which brands the shop sells, a model's prices across its
 * sizes, and the offers running now (campaigns and product sales). Names and texts the admin typed are
 * escaped, so they read as text and never as markup.
 */
import { countNoun, joinFinnish, nounAfterNumber, pluralPartitive } from "~/lib/finnish";
import { COMPANY } from "~/content/company";
import { escapeMarkdown } from "~/lib/markdown-escape";
import { formatFinnishDate, formatPrice } from "~/lib/price";
import { listRunningCampaigns } from "~/features/campaigns/model.server";
import { type CatalogueModel, type ModelPriceRow, brandSummaries, catalogueVocabulary, modelPrices, runningSales } from "./catalogue.server";
import { helsinkiDay } from "~/lib/helsinki-time";
import { campaignService, campaignsNamed, campaignsText, namedCampaigns } from "./campaign-text";
import { discountedPricesMarkdown } from "./knowledge.server";
import type { Language } from "./language";

export type SeasonFilter = { season?: "summer" | "winter"; winterType?: "studded" | "friction" };

const KIND_TEXT = { summer: "kesärengas", studded: "nastarengas", friction: "kitkarengas" } as const;
const WANTED_NOUN = { summer: "kesärengas", winter: "talvirengas", studded: "nastarengas", friction: "kitkarengas" } as const;

const kindOf = (row: { season: string; winterType: "studded" | "friction" | null }) =>
  row.season === "summer" ? "summer" : (row.winterType ?? "studded");

function fits(row: { season: string; winterType: "studded" | "friction" | null }, filter: SeasonFilter): boolean {
  if (filter.winterType) return row.winterType === filter.winterType;
  if (filter.season) return row.season === filter.season;
  return true;
}

const ASK_SIZE = "Kerro rengaskoko (esim. **205/55R16**), niin kerron tarkan hinnan ja saatavuuden.";

/** A model's prices: the range and the cheapest sizes, or where to ask when it is not sold. */
export async function modelPricesMarkdown(models: readonly CatalogueModel[], filter: SeasonFilter = {}, now = new Date()): Promise<string> {
  const rows = (await modelPrices(models, helsinkiDay(now))).filter((row) => fits(row, filter));
  if (rows.length === 0) {
    const names = joinFinnish(models.map((entry) => `**${escapeMarkdown(`${entry.brand} ${entry.model}`)}**`));
    return `Mallia ${names} ei ole valikoimassamme ${filter.season || filter.winterType ? "tällä kaudella " : ""}juuri nyt. Voimme usein tilata – soita **${COMPANY.phone}**.`;
  }
  const byModel = new Map<string, ModelPriceRow[]>();
  for (const row of rows) byModel.set(`${row.brand} ${row.model}`, [...(byModel.get(`${row.brand} ${row.model}`) ?? []), row]);
  const sections = [...byModel.entries()].map(([name, list]) => {
    const prices = list.map((row) => Number(row.price));
    const low = formatPrice(String(Math.min(...prices)));
    const high = formatPrice(String(Math.max(...prices)));
    const range = low === high ? `hinta **${low}**/kpl` : `hinnat **${low}–${high}**/kpl`;
    const cheapest = list.slice(0, 4).map(
      (row) => `- ${row.size}: **${formatPrice(row.price)}**/kpl${row.onSale ? " (tarjous)" : ""}, ${row.stock > 0 ? `varastossa ${row.stock} kpl` : "ei varastossa"}`,
    );
    const more = list.length > cheapest.length ? [`- …ja ${countNoun(list.length - cheapest.length, "muu")} ${nounAfterNumber(list.length - cheapest.length, "koko")}`] : [];
    return [
      `**${escapeMarkdown(name)}** (${KIND_TEXT[kindOf(list[0])]}): ${countNoun(list.length, "koko")}, ${range}. ${
        more.length > 0 ? "Edullisimmat koot" : list.length === 1 ? "Koko" : "Koot"
      }:`,
      "",
      ...cheapest,
      ...more,
    ].join("\n");
  });
  return [...sections, `${ASK_SIZE} Hinnat ovat kappalehintoja; asennuksen hinnat: [Hinnasto](/hinnasto).`].join("\n\n");
}

/** The brands sold; with a brand, whether it is sold and what of it; with a season, only that kind. */
export async function brandsMarkdown(brand: string | undefined, filter: SeasonFilter = {}, now = new Date()): Promise<string> {
  const summaries = await brandSummaries(helsinkiDay(now));
  const allNames = summaries.map((summary) => summary.brand);
  if (!brand) {
    const lines = summaries.map(
      (summary) => `- **${escapeMarkdown(summary.brand)}** – ${countNoun(summary.products, "tuote")}${summary.lowestPrice ? `, alkaen ${formatPrice(summary.lowestPrice)}/kpl` : ""}`,
    );
    return [
      `Valikoimassamme on tällä hetkellä ${countNoun(summaries.length, "merkki")}:`,
      "",
      ...lines,
      "",
      `Kaikki renkaat koon mukaan: [Renkaat](/renkaat). ${ASK_SIZE}`,
    ].join("\n");
  }
  const summary = summaries.find((candidate) => candidate.brand.toLowerCase() === brand.toLowerCase());
  if (!summary) {
    return [
      `**${escapeMarkdown(brand)}**-merkkisiä renkaita ei ole tällä hetkellä valikoimassamme, mutta voimme usein tilata niitä – kysy numerosta **${COMPANY.phone}**.`,
      "",
      `Valikoimassamme ovat nyt: ${allNames.map(escapeMarkdown).join(", ")}.`,
    ].join("\n");
  }
  const vocabulary = await catalogueVocabulary();
  const rows = (await modelPrices(vocabulary.models.filter((entry) => entry.brand === summary.brand), helsinkiDay(now))).filter((row) =>
    fits(row, filter),
  );
  const name = escapeMarkdown(summary.brand);
  const wanted = filter.winterType ?? filter.season;
  if (rows.length === 0) {
    return `${name}-merkiltä ei ole valikoimassamme ${pluralPartitive(wanted ? WANTED_NOUN[wanted] : "rengas")} juuri nyt. Voimme usein tilata – soita **${COMPANY.phone}**.`;
  }
  const models = [...new Set(rows.map((row) => row.model))];
  const byKind = (["summer", "studded", "friction"] as const)
    .map((kind) => ({ kind, count: rows.filter((row) => kindOf(row) === kind).length }))
    .filter((entry) => entry.count > 0)
    .map((entry) => countNoun(entry.count, entry.kind === "summer" ? "kesärengas" : entry.kind === "studded" ? "nastarengas" : "kitkarengas"));
  const inStock = rows.filter((row) => row.stock > 0).length;
  const lowest = formatPrice(String(Math.min(...rows.map((row) => Number(row.price)))));
  return [
    `Kyllä, **${name}**-renkaita on valikoimassamme: ${joinFinnish(byKind)} eri kokoina, joista ${inStock} varastossa. Hinnat alkaen **${lowest}**/kpl.`,
    "",
    `Mallit: ${models.map(escapeMarkdown).join(", ")}.`,
    "",
    `${ASK_SIZE} Selaa: [Renkaat](/renkaat)`,
  ].join("\n");
}

const BRAND_LIST_WORDS: Record<Exclude<Language, "fi">, { heading: (count: number) => string; products: (count: number) => string; from: string; each: string; footer: string }> = {
  sv: {
    heading: (count) => `Just nu har vi ${count} däckmärken i sortimentet:`,
    products: (count) => `${count} ${count === 1 ? "produkt" : "produkter"}`,
    from: "från", each: "/st",
    footer: "Alla däck efter dimension: [Däck](/renkaat) (på finska). Berätta din däckdimension, t.ex. **205/55R16**, så ser jag priserna och tillgången.",
  },
  en: {
    heading: (count) => `We currently carry ${count} tyre brands:`,
    products: (count) => `${count} ${count === 1 ? "product" : "products"}`,
    from: "from", each: " each",
    footer: "All tyres by size: [Tyres](/renkaat) (in Finnish). Tell me your tyre size, e.g. **205/55R16**, and I will check the prices and availability.",
  },
};

/** The brands sold, in Swedish or English (a single brand's answer stays Finnish with a note). */
export async function brandListInLanguage(language: Exclude<Language, "fi">, now = new Date()): Promise<string> {
  const words = BRAND_LIST_WORDS[language];
  const summaries = await brandSummaries(helsinkiDay(now));
  const lines = summaries.map(
    (summary) => `- **${escapeMarkdown(summary.brand)}** – ${words.products(summary.products)}${summary.lowestPrice ? `, ${words.from} ${formatPrice(summary.lowestPrice)}${words.each}` : ""}`,
  );
  return [words.heading(summaries.length), "", ...lines, "", words.footer].join("\n");
}

const MAX_SALES_LISTED = 5;

const SALES_WORDS: Record<Language, { heading: (season: SeasonFilter) => string; products: (count: number) => string; offer: string; normally: string; until: (date: string) => string; whileStocks: string; more: (count: number) => string; ask: string; none: string }> = {
  fi: {
    heading: (filter) => (filter.season === "summer" ? "Kesärenkaat tarjouksessa" : filter.season || filter.winterType ? "Talvirenkaat tarjouksessa" : "Renkaat tarjouksessa"),
    products: (count) => `${countNoun(count, "tuote")}, suurimmat säästöt ensin`,
    offer: "tarjous",
    normally: "norm.",
    until: (date) => `voimassa ${date} asti`,
    whileStocks: "niin kauan kuin tavaraa riittää",
    more: (count) => `…ja ${countNoun(count, "muu")} ${nounAfterNumber(count, "tarjous")}`,
    ask: "Kerro rengaskoko (esim. **205/55R16**), niin katson sen koon tarjoukset. Selaa: [Renkaat](/renkaat)",
    none: `Juuri nyt meillä ei ole voimassa olevia kampanjoita tai tarjouksia. Kysy silti rohkeasti hintaa numerosta **${COMPANY.phone}** – katso myös [Renkaat](/renkaat).`,
  },
  sv: {
    heading: (filter) => (filter.season === "summer" ? "Sommardäck på rea" : filter.season || filter.winterType ? "Vinterdäck på rea" : "Däck på rea"),
    products: (count) => `${count} produkter, de största besparingarna först`,
    offer: "erbjudande",
    normally: "ord.",
    until: (date) => `gäller till ${date}`,
    whileStocks: "så länge lagret räcker",
    more: (count) => `…och ${count} andra erbjudanden`,
    ask: "Berätta din däckdimension (t.ex. **205/55R16**), så kollar jag erbjudandena i den. Bläddra: [Renkaat](/renkaat) (på finska)",
    none: `Just nu har vi inga kampanjer eller erbjudanden. Fråga gärna om priset på **${COMPANY.phone}**.`,
  },
  en: {
    heading: (filter) => (filter.season === "summer" ? "Summer tyres on sale" : filter.season || filter.winterType ? "Winter tyres on sale" : "Tyres on sale"),
    products: (count) => `${count} products, the biggest savings first`,
    offer: "offer",
    normally: "normally",
    until: (date) => `valid until ${date}`,
    whileStocks: "while stocks last",
    more: (count) => `…and ${count} other offers`,
    ask: "Tell me your tyre size (e.g. **205/55R16**) and I will check the offers in that size. Browse: [Tyres](/renkaat) (in Finnish)",
    none: `We have no campaigns or offers running right now. Do ask us for a price on **${COMPANY.phone}**.`,
  },
};

/**
 * The price of a service with the one percentage campaign the conversation names taken off
 * ('paljonko se tekis mun farmariin' after the tyre hotel's −20 %), or undefined when it names no such campaign.
 */
export async function campaignPricesMarkdown(conversation: string, language: Language, now = new Date()): Promise<string | undefined> {
  const named = namedCampaigns(await listRunningCampaigns(now), conversation);
  const service = named.length === 1 ? campaignService(named[0]) : undefined;
  if (!service) return undefined;
  const table = await discountedPricesMarkdown(service, Number(named[0].discountValue), language);
  return table ? [campaignsText(named, language), table, `${PRICE_LIST_LINK[language]}`].join("\n\n") : undefined;
}

/**
 * The running campaigns a line about a purchase names by their own words ('does the free fitting offer apply
 * to these?'), told after the tyres so the visitor reads the campaign's terms; undefined when it names none.
 */
export async function campaignsNamedIn(line: string, language: Language, now = new Date()): Promise<string | undefined> {
  const named = namedCampaigns(await listRunningCampaigns(now), line);
  return named.length > 0 ? campaignsText(named, language, line) : undefined;
}

const PRICE_LIST_LINK: Record<Language, string> = {
  fi: "Tavalliset hinnat: [Hinnasto](/hinnasto)",
  sv: "Ordinarie priser: [Hinnasto](/hinnasto) (på finska)",
  en: "Regular prices: [Hinnasto](/hinnasto) (in Finnish)",
};

/**
 * The campaigns and product sales running now, in the visitor's language; the sales of one season when
 * asked. `line`: the visitor's question (with its Finnish keywords), so a campaign it names is told alone.
 */
export async function offersMarkdown(filter: SeasonFilter = {}, now = new Date(), language: Language = "fi", line = ""): Promise<string> {
  const words = SALES_WORDS[language];
  const campaigns = await listRunningCampaigns(now);
  const sales = (await runningSales(helsinkiDay(now))).filter((row) => fits({ ...row, winterType: null }, { season: filter.season ?? (filter.winterType ? "winter" : undefined) }));
  if (campaigns.length === 0 && sales.length === 0) return words.none;
  const parts: string[] = [];
  // Discount codes stay off the public site (the campaign box and /api/campaigns/active never show them:
  // the shop hands them out itself), so the bot does not give them either (decision 0034).
  if (campaigns.length > 0) parts.push(campaignsText(campaigns, language, line));
  // A campaign named by its service ('the tyre hotel one') is told alone; a season's offers keep their sales.
  const namedOne = campaigns.length > 0 && !filter.season && !filter.winterType && campaignsNamed(campaigns, line).length < campaigns.length;
  if (sales.length > 0 && !namedOne) {
    const listed = sales.slice(0, MAX_SALES_LISTED).map((row) => {
      const until = row.endDate ? words.until(formatFinnishDate(row.endDate)) : words.whileStocks;
      return `- **${escapeMarkdown(`${row.brand} ${row.model}`)}** ${row.size} – ${words.offer} **${formatPrice(row.salePrice)}**/kpl (${words.normally} ${formatPrice(row.price)}, ${until})`;
    });
    const more = sales.length > MAX_SALES_LISTED ? [`- ${words.more(sales.length - MAX_SALES_LISTED)}`] : [];
    parts.push([`**${words.heading(filter)}** (${words.products(sales.length)}):`, "", ...listed, ...more].join("\n"));
  }
  parts.push(words.ask);
  return parts.join("\n\n");
}
