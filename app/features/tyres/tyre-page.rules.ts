/**
 * A tyre's own public page (decision 0023): its address, the EPREL link, the set-of-four and fitted
 * prices, the meta description and the Product + Offer JSON-LD.
 * Pure: the page's loader, the listing's cards, the sitemap and the tests share one copy.
 */
import { absoluteUrl, buildBreadcrumbJsonLd } from "~/features/site/structured-data.rules";
import { formatPrice, toAmount } from "~/lib/price";
import type { TyreSeason } from "~/lib/tyre-size";
import { MAX_DATABASE_ID } from "~/lib/database-id";

export const SEASON_LABELS: Record<TyreSeason, string> = { summer: "Kesärengas", winter: "Talvirengas" };
export const WINTER_TYPE_LABELS = { studded: "Nastarengas", friction: "Kitkarengas" } as const;
export const VEHICLE_LABELS: Record<string, string> = { henkilöauto: "Henkilöauto", suv: "SUV", pakettiauto: "Pakettiauto" };

/** '205/55R16' → '205-55r16' (a slash cannot stand in a path segment). */
export function tyreSizeSegment(fullSize: string): string {
  return fullSize.replace(/\//g, "-").toLowerCase();
}

/** '205-55r16' (any case) → '205/55R16'; null for anything else. */
export function sizeFromSegment(segment: string): string | null {
  const match = /^(\d{3})-(\d{2})r(\d{2})$/i.exec(segment);
  return match ? `${match[1]}/${match[2]}R${match[3]}` : null;
}

/** 'Nokian Hakkapeliitta 10 (SUV)' → 'nokian-hakkapeliitta-10-suv'; ä, ö and å lose their dots. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

export type TyreAddressSource = { id: number; fullSize: string; brand: string; model: string };

/** 'nokian-hakkapeliitta-10-123': brand and model for people, the id last for the site. */
export function tyreSlug({ id, brand, model }: Pick<TyreAddressSource, "id" | "brand" | "model">): string {
  const words = slugify(`${brand} ${model}`);
  return words ? `${words}-${id}` : String(id);
}

/** The canonical path: '/renkaat/205-55r16/nokian-hakkapeliitta-10-123'. */
export function tyrePagePath(tyre: TyreAddressSource): string {
  return `/renkaat/${tyreSizeSegment(tyre.fullSize)}/${tyreSlug(tyre)}`;
}

/** The id at the end of a slug ('…-123' or just '123'); null when there is none or it cannot be an id. */
export function tyreIdFromSlug(slug: string): number | null {
  const match = /(?:^|-)(\d{1,10})$/.exec(slug);
  if (!match) return null;
  const id = Number(match[1]);
  return id >= 1 && id <= MAX_DATABASE_ID ? id : null;
}

// ---------------------------------------------------------------- identifiers

export function eprelUrl(eprelId: string): string {
  return `https://eprel.ec.europa.eu/screen/product/tyres/${encodeURIComponent(eprelId)}`;
}

// ---------------------------------------------------------------- prices

/** Four tyres at the given unit price, counted in cents so 89.90 × 4 is 359.60 exactly. */
export function setOfFourPrice(unitPrice: string | number): string {
  const cents = Math.round((toAmount(unitPrice) ?? 0) * 100) * 4;
  return (cents / 100).toFixed(2);
}

/** Four tyres fitted by the shop: the set at the unit price plus the price list's fitting (cents). */
export function fittedSetPrice(unitPrice: string | number, fittingCents: number): string {
  const cents = Math.round((toAmount(unitPrice) ?? 0) * 100) * 4 + fittingCents;
  return (cents / 100).toFixed(2);
}

// ---------------------------------------------------------------- metadata

export type TyrePageSource = TyreAddressSource & {
  season: TyreSeason;
  winterType: "studded" | "friction" | null;
  description: string;
  /** What the visitor pays now (the sale price while a sale runs). */
  currentPrice: string;
  sale: { active: boolean; saleEndDate: string | null };
  stock: number;
  euLabel: { fuelEfficiency: string | null; wetGrip: string | null; noiseLevel: number | null; noiseClass: string | null };
  images: string[];
  gtin: string | null;
};

export const META_DESCRIPTION_MAX = 160;

/** Cut at a word boundary with an ellipsis so the whole text is at most `max` characters. */
export function clampText(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.:;–-]+$/, "")}…`;
}

export function tyreName(tyre: Pick<TyreAddressSource, "brand" | "model">): string {
  return `${tyre.brand} ${tyre.model}`;
}

/** ≤ 160 characters: what, size, price per tyre and for four, stock; the label when there is one. */
export function tyreMetaDescription(tyre: TyrePageSource): string {
  const kind = tyre.winterType ? WINTER_TYPE_LABELS[tyre.winterType].toLowerCase() : SEASON_LABELS[tyre.season].toLowerCase();
  const { fuelEfficiency, wetGrip, noiseLevel } = tyre.euLabel;
  const label =
    fuelEfficiency && wetGrip && noiseLevel !== null ? ` EU-merkintä ${fuelEfficiency}/${wetGrip}/${noiseLevel} dB.` : "";
  const stock = tyre.stock > 0 ? "Varastossa Lohjalla." : "Tilattavissa Lohjalle.";
  return clampText(
    `${tyreName(tyre)} ${tyre.fullSize}, ${kind}: ${formatPrice(tyre.currentPrice)}/kpl, ` +
      `4 kpl ${formatPrice(setOfFourPrice(tyre.currentPrice))}.${label} ${stock}`,
  );
}

/**
 * schema.org Product with one Offer: the price paid now in EUR, availability from stock, the seller is
 * the TireShop every page describes (by its @id). A sale with an end date gives priceValidUntil.
 */
export function buildTyreProductJsonLd({ tyre, origin }: { tyre: TyrePageSource; origin: string }) {
  const url = `${origin}${tyrePagePath(tyre)}`;
  const price = toAmount(tyre.currentPrice) ?? 0;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#rengas`,
    name: `${tyreName(tyre)} ${tyre.fullSize}`,
    brand: { "@type": "Brand", name: tyre.brand },
    model: tyre.model,
    sku: String(tyre.id),
    ...(tyre.gtin ? { gtin: tyre.gtin } : {}),
    category: tyre.winterType ? `${SEASON_LABELS.winter} (${WINTER_TYPE_LABELS[tyre.winterType].toLowerCase()})` : SEASON_LABELS[tyre.season],
    ...(tyre.description.trim() ? { description: clampText(tyre.description, 5000) } : {}),
    ...(tyre.images.length > 0 ? { image: tyre.images.map((image) => absoluteUrl(origin, image)) } : {}),
    url,
    offers: {
      "@type": "Offer",
      url,
      price: price.toFixed(2),
      priceCurrency: "EUR",
      availability: tyre.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      ...(tyre.sale.active && tyre.sale.saleEndDate ? { priceValidUntil: tyre.sale.saleEndDate } : {}),
      ...(origin ? { seller: { "@id": `${origin}/#rengasliike` } } : {}),
    },
  };
}

/** The tyre page's trail as its breadcrumb shows it: Renkaat › the size's results › the tyre. */
export function buildTyreBreadcrumbJsonLd({ tyre, origin }: { tyre: TyreAddressSource; origin: string }) {
  return buildBreadcrumbJsonLd({
    origin,
    steps: [
      { name: "Renkaat", path: "/renkaat" },
      { name: tyre.fullSize, path: `/renkaat?search=${encodeURIComponent(tyre.fullSize)}` },
      { name: tyreName(tyre), path: tyrePagePath(tyre) },
    ],
  });
}
