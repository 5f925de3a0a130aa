/** The /renkaat filters' counts: how many tyres of the search each option would leave, in one query. */
import { type SQL, and, eq, gt, inArray, sql } from "drizzle-orm";
import { db } from "#db/client";
import { manufacturers, tyreProducts, tyreSizes } from "#db/schema";
import { toAmount } from "~/lib/price";

import { cachedCatalogueRead } from "~/features/tyres/cache.server";
import { type TyreSeason, normaliseTyreSize } from "~/lib/tyre-size";
import { helsinkiDay } from "~/lib/helsinki-time";

import { EU_CLASS_CHOICES, NOISE_CLASS_CHOICES, type TyreFacets, type TyreProductFilters, completeFilters } from "~/features/tyres/filters.rules";
import type { TyreSearchOptions } from "~/features/tyres/model.server";
import { type Facet, conditionsExcept, currentPriceSql, productConditions, sizeMatchCondition } from "~/features/tyres/search.model.server";
/**
 * The filter form's counts (filters.rules.ts TyreFacets) over every size the search matches, not only
 * this page's: for each option, how many tyres it would list given the other chosen filters (the usual
 * faceted count, so choosing an option never zeroes its neighbours). One query grouped by brand, each
 * count a FILTER aggregate; with a search the sizes come through the same index-served condition as the
 * listing and their tyres through tyre_products' size index. Cached like the listing, per search and
 * filters and day (a sale's end changes the price paid now).
 */
export async function searchFacets(options: Omit<TyreSearchOptions, "sort" | "page" | "pageSize"> = {}): Promise<TyreFacets> {
  const today = options.today ?? helsinkiDay();
  const search = normaliseTyreSize(options.search ?? "");
  const type = options.type ?? null;
  const filters = completeFilters(options);
  return cachedCatalogueRead(`facets:${JSON.stringify({ search, type, filters, today })}`, () =>
    searchFacetsUncached(search, type, filters, today),
  );
}

/** The counting query of searchFacets, one row per brand. Exported so a test can EXPLAIN exactly this query. */
export function facetCountsQuery(options: { search: string; type: TyreSeason | null; filters: TyreProductFilters; today: string }) {
  const { search, type, filters, today } = options;
  const conditions = productConditions(type, filters, today);
  const counted = (except: Facet | undefined, option?: SQL) =>
    sql<number>`count(*) filter (where ${and(conditionsExcept(conditions, except), option) ?? sql`true`})`.mapWith(Number);
  const price = currentPriceSql(today);
  const priced = conditionsExcept(conditions, "price") ?? sql`true`;
  // 'B or better' is B or A: the enums' order is the label's (db/schema/enum-values.ts).
  const classCounts = (facet: "fuel" | "wet" | "noise", column: SQL, choices: readonly string[]) =>
    Object.fromEntries(choices.map((value) => [`${facet}${value}`, counted(facet, sql`${column} <= ${value}`)]));

  const base = db
    .select({
      manufacturerId: tyreProducts.manufacturerId,
      name: manufacturers.name,
      total: counted(undefined),
      brand: counted("brand"),
      all: counted("season"),
      summer: counted("season", eq(tyreProducts.type, "summer")),
      winter: counted("season", eq(tyreProducts.type, "winter")),
      studded: counted("season", eq(tyreProducts.winterType, "studded")),
      friction: counted("season", eq(tyreProducts.winterType, "friction")),
      xl: counted("xl", eq(tyreProducts.extraLoad, true)),
      runFlat: counted("runFlat", eq(tyreProducts.runFlat, true)),
      inStock: counted("inStock", gt(tyreProducts.stock, 0)),
      minPrice: sql<string | null>`min(${price}) filter (where ${priced})`,
      maxPrice: sql<string | null>`max(${price}) filter (where ${priced})`,
      ...classCounts("fuel", sql`${tyreProducts.fuelEfficiency}`, EU_CLASS_CHOICES),
      ...classCounts("wet", sql`${tyreProducts.wetGrip}`, EU_CLASS_CHOICES),
      ...classCounts("noise", sql`${tyreProducts.noiseClass}`, NOISE_CLASS_CHOICES),
    })
    .from(tyreProducts)
    .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
    .$dynamic();
  // Without a search every tyre counts and tyre_sizes is not needed.
  const matching = search
    ? base.innerJoin(tyreSizes, eq(tyreSizes.id, tyreProducts.sizeId)).where(sizeMatchCondition(search))
    : base;
  return matching.groupBy(tyreProducts.manufacturerId, manufacturers.name);
}

async function searchFacetsUncached(search: string, type: TyreSeason | null, filters: TyreProductFilters, today: string): Promise<TyreFacets> {
  const rows = (await facetCountsQuery({ search, type, filters, today })) as (Record<string, unknown> & {
    manufacturerId: number;
    name: string;
    minPrice: string | null;
    maxPrice: string | null;
  })[];

  const sum = (column: string) => rows.reduce((total, row) => total + Number(row[column] ?? 0), 0);
  const byClass = (facet: string, choices: readonly string[]) => Object.fromEntries(choices.map((value) => [value, sum(`${facet}${value}`)]));
  const prices = rows.flatMap((row) => [toAmount(row.minPrice), toAmount(row.maxPrice)]).filter((value): value is number => value !== null);

  const brands = rows.map((row) => ({ id: row.manufacturerId, name: row.name, count: Number(row.brand) }));
  // A chosen brand with no tyre in this search (a link from another size) stays in the list to be unticked.
  const missing = filters.brands.filter((id) => !brands.some((brand) => brand.id === id));
  if (missing.length > 0) {
    const named = await db.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers).where(inArray(manufacturers.id, missing));
    brands.push(...named.map((brand) => ({ ...brand, count: 0 })));
  }
  brands.sort((a, b) => a.name.localeCompare(b.name, "fi"));

  return {
    total: sum("total"),
    season: { all: sum("all"), summer: sum("summer"), winter: sum("winter"), studded: sum("studded"), friction: sum("friction") },
    brands,
    price: prices.length === 0 ? null : { min: Math.min(...prices), max: Math.max(...prices) },
    fuel: byClass("fuel", EU_CLASS_CHOICES),
    wet: byClass("wet", EU_CLASS_CHOICES),
    noise: byClass("noise", NOISE_CLASS_CHOICES),
    xl: sum("xl"),
    runFlat: sum("runFlat"),
    inStock: sum("inStock"),
  };
}

