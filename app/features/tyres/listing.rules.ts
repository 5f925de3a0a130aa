import { toAmount } from "~/lib/price";
import { type TyreSeason, type TyreSort, isCanonicalTyreSize } from "~/lib/tyre-size";
import { type TyreProductFilters, type WinterType, writeFilterParams } from "./filters.rules";

/**
 * What the /renkaat result line counts. The listing pages by sizes (20 a page) and never counts the whole
 * catalogue (that would cost a scan on every search), so the line says which sizes are shown and how many
 * tyres they have on this page, and only calls a number the total when there is a single page.
 */
export type ResultPage = { page: number; pageSize: number; sizesShown: number; tyresShown: number; hasNextPage: boolean };

export const tyreCountText = (count: number) => (count === 1 ? "1 rengas" : `${count} rengasta`);
const inSizes = (count: number) => (count === 1 ? "1 koossa" : `${count} koossa`);

export function resultCountText({ page, pageSize, sizesShown, tyresShown, hasNextPage }: ResultPage): string {
  if (tyresShown === 0) return "";
  if (page === 1 && !hasNextPage) return `${tyreCountText(tyresShown)} ${inSizes(sizesShown)}`;
  const first = (page - 1) * pageSize + 1;
  const last = first + sizesShown - 1;
  const range = first === last ? `koko ${first}` : `koot ${first}–${last}`;
  const more = hasNextPage ? " Lisää kokoja seuraavalla sivulla." : "";
  return `Näytetään ${range} (${tyreCountText(tyresShown)}).${more}`;
}

/** What the listing shows: size, season, order and the product filters (filters.rules.ts; absent = none). */
export type TyreListingFilters = { search: string; type: TyreSeason | null; sort: TyreSort } & Partial<TyreProductFilters>;

/**
 * The listing's canonical URL with the given filters; page 1, the default order and filters that are off
 * stay implicit. A winter type is written only with the winter season (it implies it).
 */
export function tyreListingHref(filters: TyreListingFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  const type = filters.winterType && filters.type !== "summer" ? "winter" : filters.type;
  if (type) params.set("type", type);
  writeFilterParams(params, { ...filters, winterType: type === "winter" ? (filters.winterType ?? null) : null });
  if (filters.sort !== "price-asc") params.set("sort", filters.sort);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/renkaat?${query}` : "/renkaat";
}

const SEASON_WORD: Record<TyreSeason | WinterType, string> = {
  summer: "Kesärenkaat",
  winter: "Talvirenkaat",
  studded: "Nastarenkaat",
  friction: "Kitkarenkaat",
};

/**
 * The listing's heading and title: 'Talvirenkaat koossa 205/55R16' for a complete size, 'Renkaat: koot,
 * joissa on 225' for part of one (it lists every size containing it), 'Nastarenkaat' with no search.
 */
export function listingHeading({ search, type, winterType }: { search: string; type: TyreSeason | null; winterType?: WinterType | null }): string {
  const what = type ? SEASON_WORD[(type === "winter" && winterType) || type] : "Renkaat";
  if (!search) return what;
  return isCanonicalTyreSize(search) ? `${what} koossa ${search}` : `${what}: koot, joissa on ${search}`;
}

/**
 * A listing of several sizes shows each size as a summary (what it has, from what price) and lists the
 * tyres themselves only for one size: a visitor needs the size of his own car, and twenty sizes' worth of
 * tyre cards made a 700 kB page (decision 0029).
 */
export type SeasonSummary = { count: number; lowestPrice: string; onSale: number };
export type TyreSizeSummary<Size> = Size & { summer: SeasonSummary | null; winter: SeasonSummary | null };

type PricedTyre = { currentPrice: string; sale: { active: boolean } };

function summariseSeason(tyres: PricedTyre[]): SeasonSummary | null {
  if (tyres.length === 0) return null;
  let cheapest = tyres[0];
  for (const tyre of tyres) {
    if ((toAmount(tyre.currentPrice) ?? Infinity) < (toAmount(cheapest.currentPrice) ?? Infinity)) cheapest = tyre;
  }
  return { count: tyres.length, lowestPrice: cheapest.currentPrice, onSale: tyres.filter((tyre) => tyre.sale.active).length };
}

export function summariseSize<Size extends { summer: PricedTyre[]; winter: PricedTyre[] }>({
  summer,
  winter,
  ...size
}: Size): TyreSizeSummary<Omit<Size, "summer" | "winter">> {
  return { ...size, summer: summariseSeason(summer), winter: summariseSeason(winter) };
}
