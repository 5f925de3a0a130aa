/**
 * Tyre availability for the assistant: one exact size from the catalogue, its products with prices,
 * sales and stock, as Finnish markdown. The size is read with the site's own normalisation, so every
 * form the search box accepts works here too. Names come from the admin and are escaped: a model named
 * '[Tilaa tästä](https://…)' is shown as that text, never as a link.
 */
import { type Noun, countNoun, pluralPartitive } from "~/lib/finnish";
import { escapeMarkdown } from "~/lib/markdown-escape";
import { formatFinnishDate, formatPrice } from "~/lib/price";
import { isCanonicalTyreSize, normaliseTyreSize, tyreSizeParts } from "~/lib/tyre-size";
import { type TyreProductItem, searchTyres } from "~/features/tyres/model.server";

export type AvailabilitySeason = "summer" | "winter";
export type AvailabilityWinterType = "studded" | "friction";

export type AvailabilityQuery = {
  size: string;
  season?: AvailabilitySeason;
  winterType?: AvailabilityWinterType;
  /** Only products whose 'manufacturer model' contains one of these ('Michelin', 'Hakkapeliitta 10p'). */
  products?: string[];
};

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

function productLine(product: TyreProductItem): string {
  const kind = product.season === "winter" && product.winterType ? ` (${WINTER_TYPE_TEXT[product.winterType]})` : "";
  const price =
    product.sale.active && product.sale.salePrice !== null
      ? `tarjous **${formatPrice(product.sale.salePrice)}**/kpl (norm. ${formatPrice(product.price)}, ${
          product.sale.saleEndDate ? `voimassa ${formatFinnishDate(product.sale.saleEndDate)} asti` : "niin kauan kuin tavaraa riittää"
        })`
      : `**${formatPrice(product.currentPrice)}**/kpl`;
  const stock = product.stock > 0 ? `varastossa ${product.stock} kpl` : "**ei varastossa** (kysy toimitusaikaa)";
  return `- **${escapeMarkdown(`${product.manufacturer.name} ${product.model}`)}**${kind} – ${price}, ${stock}`;
}

function seasonBlock(season: AvailabilitySeason, products: TyreProductItem[]): string {
  const listed = products.slice(0, MAX_LISTED).map(productLine);
  const more = products.length > MAX_LISTED ? [`- …ja ${countNoun(products.length - MAX_LISTED, "muu")}`] : [];
  return [`**${SEASON_HEADING[season]}**`, ...listed, ...more].join("\n");
}

/** The availability answer; never throws for a size it cannot read, it says so instead. */
export async function tyreAvailabilityMarkdown(query: AvailabilityQuery): Promise<string> {
  const size = canonicalTyreSize(query.size);
  if (!size) {
    return `En tunnistanut rengaskokoa "${escapeMarkdown(query.size)}". Kirjoita koko muodossa **205/55R16** (leveys/profiili R vanne) – sen näet renkaan kyljestä.`;
  }
  const season: AvailabilitySeason | undefined = query.winterType ? "winter" : query.season;
  const wanted = query.winterType ?? season;
  const [group] = (await searchTyres({ search: size, pageSize: 1 })).sizes.filter((candidate) => candidate.fullSize === size);
  const link = `[Katso koon ${size} renkaat](${tyreListingHref(size, season)})`;
  if (!group) {
    return [
      `Kokoa **${size}** ei valitettavasti löydy valikoimastamme tällä hetkellä.`,
      "Voimme usein tilata renkaan – kysy puhelimitse tai [yhteydenottosivun](/ota-yhteytta) kautta.",
    ].join(" ");
  }

  const pickType = (products: TyreProductItem[]) =>
    query.winterType ? products.filter((product) => product.winterType === query.winterType) : products;
  const bySeason = { summer: season === "winter" ? [] : group.summer, winter: season === "summer" ? [] : pickType(group.winter) };
  const wantedNames = (query.products ?? []).map((name) => name.toLowerCase());
  let notFound = "";
  if (wantedNames.length > 0) {
    const named = (products: TyreProductItem[]) =>
      products.filter((product) => wantedNames.some((name) => `${product.manufacturer.name} ${product.model}`.toLowerCase().includes(name)));
    const filtered = { summer: named(bySeason.summer), winter: named(bySeason.winter) };
    if (filtered.summer.length + filtered.winter.length > 0) Object.assign(bySeason, filtered);
    else {
      const names = (query.products ?? []).map((name) => `**${escapeMarkdown(name)}**`);
      notFound = `Koossa **${size}** ei ole valikoimassamme juuri nyt merkkiä tai mallia ${names.join(" tai ")}. Muut tämän koon renkaat: `;
    }
  }
  const all = [...bySeason.summer, ...bySeason.winter];
  if (all.length === 0) {
    return `${notFound}Koossa **${size}** ei ole tällä hetkellä ${wanted ? pluralPartitive(WANTED_NOUN[wanted]) : "renkaita"} valikoimassamme. ${link}`;
  }
  const inStock = all.filter((product) => product.stock > 0).length;
  const found = `${notFound}${notFound ? "koossa" : "Koossa"} **${size}** on valikoimassamme ${countText(all.length, wanted)}`;
  const summary =
    inStock === 0
      ? `${found}, mutta ${all.length === 1 ? "se on" : "ne ovat"} tällä hetkellä **loppu varastosta**:`
      : all.length === 1
        ? `${found}, ja se on varastossa:`
        : `${found}, joista ${inStock} varastossa:`;
  const blocks = (["summer", "winter"] as const)
    .filter((key) => bySeason[key].length > 0)
    .map((key) => seasonBlock(key, bySeason[key]));
  return [summary, ...blocks, `Hinnat ovat kappalehintoja. ${link}`].join("\n\n");
}
