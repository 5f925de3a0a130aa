import { toAmount } from "~/lib/price";
import type { TyreSeason, TyreSort } from "~/lib/tyre-size";

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

export type TyreListingFilters = { search: string; type: TyreSeason | null; sort: TyreSort };

/** The listing's URL with the given filters; page 1 and the default order stay implicit. */
export function tyreListingHref(filters: TyreListingFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.type) params.set("type", filters.type);
  if (filters.sort !== "price-asc") params.set("sort", filters.sort);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/renkaat?${query}` : "/renkaat";
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
