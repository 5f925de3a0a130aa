/**
 * The /renkaat search: sizes matching what the visitor typed (the spec's matching rules as index-served
 * conditions), each with its tyres that pass the filters, a page of sizes at a time. The filters' SQL is
 * shared with the facet counts (facets.model.server.ts).
 */
import { type SQL, and, asc, eq, exists, gt, ilike, inArray, like, lte, or, sql } from "drizzle-orm";
import { db } from "#db/client";
import { manufacturers, tyreProducts, tyreSizes } from "#db/schema";
import { isSaleActive, toAmount } from "~/lib/price";

import { cachedCatalogueRead } from "~/features/tyres/cache.server";
import { type TyreSeason, type TyreSort, alphanumericOnly, isCanonicalTyreSize, isNumericQuery, normaliseTyreSize, tyreSizeParts } from "~/lib/tyre-size";
import { helsinkiDay } from "~/lib/helsinki-time";

import { type TyreProductFilters, completeFilters } from "~/features/tyres/filters.rules";
import { MARKING_COLUMNS, SIZE_COLUMNS, TYRE_SIZES_PER_PAGE, type TyreProductItem, type TyreSearchOptions, type TyreSearchResult, type TyreSizeGroup, deliveryDaysOf, markingsOf } from "~/features/tyres/model.server";
/** LIKE pattern for "contains", with the user's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * The spec's matching rules (app/lib/tyre-size.ts `matchTyreSize`) as a condition that indexes serve.
 * Rules that another rule already covers for the query are left out, so each remaining OR arm is one
 * index lookup and Postgres never needs to scan the table:
 * - a complete size ('205/55R16') can only match itself: the unique index on full_size;
 * - a digits-only query: its digits inside `digits` (trigram index); the other rules find nothing more;
 * - otherwise the letters-and-digits rule (which covers the substring rule) through the digits index,
 *   then checked exactly, or the substring rule alone when the query has no letter or digit;
 *   plus equal width/aspect/rim through their b-tree index.
 */
export function sizeMatchCondition(search: string | null | undefined): SQL | undefined {
  const query = normaliseTyreSize(search ?? "");
  if (query === "") return undefined;
  if (isCanonicalTyreSize(query)) return eq(tyreSizes.fullSize, query);
  if (isNumericQuery(query)) return like(tyreSizes.digits, containing(query));

  const arms: SQL[] = [];
  // Without '/', a size reads '20555r16': digits with one r. Any other letter can never match.
  const alphanumeric = alphanumericOnly(query);
  if (/^\d*r?\d*$/.test(alphanumeric) && alphanumeric !== "") {
    arms.push(
      sql`(${like(tyreSizes.digits, containing(alphanumeric.replace("r", "")))} and lower(replace(${tyreSizes.fullSize}, '/', '')) like ${containing(alphanumeric)})`,
    );
  } else if (alphanumeric === "") {
    arms.push(ilike(tyreSizes.fullSize, containing(query)));
  }

  const parts = tyreSizeParts(query);
  if (parts) {
    arms.push(
      sql`(${tyreSizes.width} = ${parts.width} and ${tyreSizes.aspect} = ${parts.aspect} and ${tyreSizes.diameter} = ${parts.diameter})`,
    );
  }
  return arms.length === 0 ? sql`false` : or(...arms);
}

/** What the visitor pays now, in SQL: the sale price while the sale runs (isSaleActive), else the price. */
export const currentPriceSql = (today: string) =>
  sql`(case when ${tyreProducts.saleIsActive} and ${tyreProducts.salePrice} is not null
    and (${tyreProducts.saleEndDate} is null or ${tyreProducts.saleEndDate} >= ${today}::date)
    then ${tyreProducts.salePrice} else ${tyreProducts.price} end)`;

/** The facets of the filter form: each is left out of its own counts (filters.rules.ts TyreFacets). */
export type Facet = "season" | "brand" | "price" | "fuel" | "wet" | "noise" | "xl" | "runFlat" | "inStock";
export type ProductConditions = Record<Facet, SQL | undefined>;

/** The season and product filters as conditions on tyre_products, one per facet (undefined when off). */
export function productConditions(type: TyreSeason | null | undefined, filters: TyreProductFilters, today: string): ProductConditions {
  const price = currentPriceSql(today);
  // A winter type implies the winter season unless summer was chosen (as tyreListingHref writes it).
  const winterType = type === "summer" ? null : filters.winterType;
  return {
    season: winterType ? eq(tyreProducts.winterType, winterType) : type ? eq(tyreProducts.type, type) : undefined,
    brand: filters.brands.length > 0 ? inArray(tyreProducts.manufacturerId, filters.brands) : undefined,
    price: and(
      filters.minPrice === null ? undefined : sql`${price} >= ${filters.minPrice}`,
      filters.maxPrice === null ? undefined : sql`${price} <= ${filters.maxPrice}`,
    ),
    fuel: filters.fuel ? lte(tyreProducts.fuelEfficiency, filters.fuel) : undefined,
    wet: filters.wet ? lte(tyreProducts.wetGrip, filters.wet) : undefined,
    noise: filters.noise ? lte(tyreProducts.noiseClass, filters.noise) : undefined,
    xl: filters.xl ? eq(tyreProducts.extraLoad, true) : undefined,
    runFlat: filters.runFlat ? eq(tyreProducts.runFlat, true) : undefined,
    inStock: filters.inStock ? gt(tyreProducts.stock, 0) : undefined,
  };
}

/** Every condition but `except`'s (all of them without one). */
export const conditionsExcept = (conditions: ProductConditions, except?: Facet): SQL | undefined =>
  and(...(Object.entries(conditions) as [Facet, SQL | undefined][]).filter(([facet]) => facet !== except).map(([, condition]) => condition));

type SizePageOptions = Partial<TyreProductFilters> & {
  search?: string | null;
  type?: TyreSeason | null;
  limit: number;
  offset: number;
  today?: string;
};

/**
 * The page of sizes a search shows: matching sizes that have at least one tyre of the chosen season and
 * filters, in size order. The filters sit inside the EXISTS, probed per size through tyre_products' size
 * index, so the sizes are still read in index order. Exported so a test can EXPLAIN exactly this query.
 */
export function matchingSizesQuery(options: SizePageOptions) {
  const conditions = productConditions(options.type, completeFilters(options), options.today ?? helsinkiDay());
  const hasProducts = exists(
    db
      .select({ one: sql`1` })
      .from(tyreProducts)
      .where(and(eq(tyreProducts.sizeId, tyreSizes.id), conditionsExcept(conditions))),
  );
  return db
    .select(SIZE_COLUMNS)
    .from(tyreSizes)
    .where(and(sizeMatchCondition(options.search), hasProducts))
    .orderBy(asc(tyreSizes.width), asc(tyreSizes.aspect), asc(tyreSizes.diameter), asc(tyreSizes.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** All tyres of the given sizes that pass the filters, in one query (never one query per size). */
async function productsOfSizes(sizeIds: number[], conditions: ProductConditions, today: string) {
  if (sizeIds.length === 0) return [];
  const rows = await db
    .select({
      id: tyreProducts.id,
      sizeId: tyreProducts.sizeId,
      manufacturerId: manufacturers.id,
      manufacturerName: manufacturers.name,
      manufacturerLogoUrl: manufacturers.logoUrl,
      model: tyreProducts.model,
      season: tyreProducts.type,
      winterType: tyreProducts.winterType,
      fuelEfficiency: tyreProducts.fuelEfficiency,
      wetGrip: tyreProducts.wetGrip,
      noiseClass: tyreProducts.noiseClass,
      noiseLevel: tyreProducts.noiseLevel,
      price: tyreProducts.price,
      financingPrice: tyreProducts.financingPrice,
      saleIsActive: tyreProducts.saleIsActive,
      salePrice: tyreProducts.salePrice,
      saleEndDate: tyreProducts.saleEndDate,
      saleName: tyreProducts.saleName,
      stock: tyreProducts.stock,
      deliveryDaysMin: tyreProducts.deliveryDaysMin,
      deliveryDaysMax: tyreProducts.deliveryDaysMax,
      ...MARKING_COLUMNS,
      thumbnail: tyreProducts.thumbnail,
    })
    .from(tyreProducts)
    .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
    .where(and(inArray(tyreProducts.sizeId, sizeIds), conditionsExcept(conditions)))
    .orderBy(asc(manufacturers.name), asc(tyreProducts.model), asc(tyreProducts.id));

  return rows.map((row) => {
    const active = isSaleActive({ isActive: row.saleIsActive, salePrice: row.salePrice, endDate: row.saleEndDate }, today);
    const product: TyreProductItem = {
      id: row.id,
      manufacturer: { id: row.manufacturerId, name: row.manufacturerName, logoUrl: row.manufacturerLogoUrl },
      model: row.model,
      season: row.season,
      winterType: row.winterType,
      euLabel: {
        fuelEfficiency: row.fuelEfficiency,
        wetGrip: row.wetGrip,
        noiseClass: row.noiseClass,
        noiseLevel: row.noiseLevel,
      },
      price: row.price,
      financingPrice: row.financingPrice,
      currentPrice: active && row.salePrice !== null ? row.salePrice : row.price,
      sale: { active, salePrice: row.salePrice, saleEndDate: row.saleEndDate, name: row.saleName },
      stock: row.stock,
      deliveryDays: deliveryDaysOf(row),
      markings: markingsOf(row),
      thumbnail: row.thumbnail,
    };
    return { sizeId: row.sizeId, product };
  });
}

/** Stable price order (the query already ordered by brand and model, which breaks ties). */
function byPrice(sort: TyreSort) {
  const direction = sort === "price-desc" ? -1 : 1;
  return (a: TyreProductItem, b: TyreProductItem) =>
    direction * ((toAmount(a.currentPrice) ?? 0) - (toAmount(b.currentPrice) ?? 0));
}

/**
 * The /renkaat listing: sizes matching the search (all sizes without one), each with its summer and
 * winter tyres sorted by the price the visitor pays now. Two queries per page whatever its size.
 */
export async function searchTyres(options: TyreSearchOptions = {}): Promise<TyreSearchResult> {
  const today = options.today ?? helsinkiDay();
  const key = {
    search: options.search ?? "",
    type: options.type ?? null,
    sort: options.sort ?? "price-asc",
    page: options.page ?? 1,
    pageSize: options.pageSize ?? TYRE_SIZES_PER_PAGE,
    // Completed, so the same filters written differently share one entry.
    filters: completeFilters(options),
    // Today is part of the key: a sale ends at midnight whether or not anybody writes.
    today,
  };
  return cachedCatalogueRead(`search:${JSON.stringify(key)}`, () => searchTyresUncached({ ...options, today }));
}

async function searchTyresUncached(options: TyreSearchOptions & { today: string }): Promise<TyreSearchResult> {
  const pageSize = options.pageSize ?? TYRE_SIZES_PER_PAGE;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const search = normaliseTyreSize(options.search ?? "");
  const today = options.today;
  const filters = completeFilters(options);

  // One extra row tells whether a next page exists without counting the whole catalogue.
  const sizeRows = await matchingSizesQuery({ ...filters, search, type: options.type, limit: pageSize + 1, offset: (page - 1) * pageSize, today });
  const shown = sizeRows.slice(0, pageSize);
  const groups = new Map<number, TyreSizeGroup>(shown.map((size) => [size.id, { ...size, summer: [], winter: [] }]));

  const conditions = productConditions(options.type, filters, today);
  for (const { sizeId, product } of await productsOfSizes([...groups.keys()], conditions, today)) {
    groups.get(sizeId)?.[product.season].push(product);
  }
  const compare = byPrice(options.sort ?? "price-asc");
  for (const group of groups.values()) {
    group.summer.sort(compare);
    group.winter.sort(compare);
  }
  return { search, sizes: [...groups.values()], page, hasNextPage: sizeRows.length > pageSize };
}

