import { type SQL, and, asc, eq, exists, gt, ilike, inArray, like, lte, or, sql } from "drizzle-orm";
import { db } from "#db/client";
import { manufacturers, tyreProducts, tyreSizes } from "#db/schema";
import { isSaleActive, toAmount } from "~/lib/price";
import { z } from "zod";
import { createHash } from "node:crypto";
import { cachedCatalogueRead } from "~/features/tyres/cache.server";
import {
  TYRE_SEASONS,
  TYRE_SORTS,
  type TyreSeason,
  type TyreSort,
  alphanumericOnly,
  isCanonicalTyreSize,
  isNumericQuery,
  normaliseTyreSize,
  tyreSizeParts,
} from "~/lib/tyre-size";
import { helsinkiDay } from "~/lib/helsinki-time";
import type { TyreMarkings } from "~/lib/tyre-markings";
import {
  EU_CLASS_CHOICES,
  FILTER_PARAMS,
  MAX_BRANDS,
  MAX_ID,
  NOISE_CLASS_CHOICES,
  type TyreFacets,
  type TyreProductFilters,
  WINTER_TYPES,
  completeFilters,
  readPrice,
} from "~/features/tyres/filters.rules";

export type { TyreSeason, TyreSort };

export type TyreSizeListItem = {
  _id: number;
  size: { width: number; aspect: number; diameter: number; fullSize: string };
  vehicleType: string;
};

/** A size row as the listing and the suggestions read it. */
const SIZE_COLUMNS = {
  id: tyreSizes.id,
  width: tyreSizes.width,
  aspect: tyreSizes.aspect,
  diameter: tyreSizes.diameter,
  fullSize: tyreSizes.fullSize,
  vehicleType: tyreSizes.vehicleType,
};

/** Every tyre size in the spec's list shape, used by the search box suggestions. */
export async function listTyreSizes(): Promise<TyreSizeListItem[]> {
  const rows = await db
    .select(SIZE_COLUMNS)
    .from(tyreSizes)
    .orderBy(asc(tyreSizes.width), asc(tyreSizes.aspect), asc(tyreSizes.diameter));
  return rows.map(({ id, vehicleType, ...size }) => ({ _id: id, size, vehicleType }));
}

// ---------------------------------------------------------------- search

export type VehicleType = (typeof tyreSizes.vehicleType.enumValues)[number];

/** Size groups per result page: a whole catalogue (thousands of sizes) is never rendered at once. */
export const TYRE_SIZES_PER_PAGE = 20;

export type TyreSearchOptions = {
  /** What the visitor typed; normalised here, so any of the spec's input forms works. */
  search?: string | null;
  type?: TyreSeason | null;
  sort?: TyreSort | null;
  /** 1-based. */
  page?: number;
  pageSize?: number;
  /** 'YYYY-MM-DD' in Helsinki; decides which sales are still running. Defaults to today. */
  today?: string;
} & Partial<TyreProductFilters>;

export type TyreProductItem = {
  id: number;
  manufacturer: { id: number; name: string; logoUrl: string | null };
  model: string;
  season: TyreSeason;
  winterType: "studded" | "friction" | null;
  euLabel: {
    fuelEfficiency: string | null;
    wetGrip: string | null;
    noiseClass: string | null;
    noiseLevel: number | null;
  };
  /** Money as numeric strings ('89.90'), exactly as stored. */
  price: string;
  financingPrice: string;
  /** What the visitor pays now: the sale price while the sale runs, else the price. */
  currentPrice: string;
  sale: { active: boolean; salePrice: string | null; saleEndDate: string | null; name: string | null };
  stock: number;
  /** When more can be delivered (working days); null when the admin has not said. */
  deliveryDays: { min: number; max: number } | null;
  /** Load index, speed symbol, XL, run-flat, C ('91H XL'). */
  markings: TyreMarkings;
  /** The product's own picture ('/api/images/12' or a URL), shown on its card. */
  thumbnail: string | null;
};

export type TyreSizeGroup = {
  id: number;
  width: number;
  aspect: number;
  diameter: number;
  fullSize: string;
  vehicleType: VehicleType;
  summer: TyreProductItem[];
  winter: TyreProductItem[];
};

export type TyreSearchResult = {
  /** The normalised search ('' when none). */
  search: string;
  sizes: TyreSizeGroup[];
  page: number;
  hasNextPage: boolean;
};

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
const currentPriceSql = (today: string) =>
  sql`(case when ${tyreProducts.saleIsActive} and ${tyreProducts.salePrice} is not null
    and (${tyreProducts.saleEndDate} is null or ${tyreProducts.saleEndDate} >= ${today}::date)
    then ${tyreProducts.salePrice} else ${tyreProducts.price} end)`;

/** The facets of the filter form: each is left out of its own counts (filters.rules.ts TyreFacets). */
type Facet = "season" | "brand" | "price" | "fuel" | "wet" | "noise" | "xl" | "runFlat" | "inStock";
type ProductConditions = Record<Facet, SQL | undefined>;

/** The season and product filters as conditions on tyre_products, one per facet (undefined when off). */
function productConditions(type: TyreSeason | null | undefined, filters: TyreProductFilters, today: string): ProductConditions {
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
const conditionsExcept = (conditions: ProductConditions, except?: Facet): SQL | undefined =>
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

/** The sidewall markings as every catalogue read selects them. */
export const MARKING_COLUMNS = {
  loadIndex: tyreProducts.loadIndex,
  loadIndexDual: tyreProducts.loadIndexDual,
  speedRating: tyreProducts.speedRating,
  extraLoad: tyreProducts.extraLoad,
  runFlat: tyreProducts.runFlat,
  commercial: tyreProducts.commercial,
};

export const markingsOf = (row: TyreMarkings): TyreMarkings => ({
  loadIndex: row.loadIndex,
  loadIndexDual: row.loadIndexDual,
  speedRating: row.speedRating,
  extraLoad: row.extraLoad,
  runFlat: row.runFlat,
  commercial: row.commercial,
});

export const deliveryDaysOf = (row: { deliveryDaysMin: number | null; deliveryDaysMax: number | null }) =>
  row.deliveryDaysMin === null || row.deliveryDaysMax === null ? null : { min: row.deliveryDaysMin, max: row.deliveryDaysMax };

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

/**
 * The serialised size list and a fingerprint of it for the ETag, refreshed when the catalogue changes.
 * Kept as bytes: the list runs to hundreds of kilobytes, and a string body is encoded again per response.
 */
export function tyreSizesJson(): Promise<{ bytes: Uint8Array<ArrayBuffer>; fingerprint: string }> {
  return cachedCatalogueRead("tyre-sizes-json", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(await listTyreSizes()));
    return { bytes, fingerprint: createHash("sha256").update(bytes).digest("base64url").slice(0, 16) };
  });
}

// Unknown or broken parameters fall back to the defaults rather than failing the page. Here, in a server
// module, so zod stays out of the /renkaat page's browser bundle.
const searchParamsSchema = z.object({
  search: z.string().catch(""),
  // The season group's 'Nastarenkaat' sends type=studded (filters.rules.ts tidyListingQuery).
  type: z.enum([...TYRE_SEASONS, ...WINTER_TYPES]).nullable().catch(null),
  winterType: z.enum(WINTER_TYPES).nullable().catch(null),
  sort: z.enum(TYRE_SORTS).catch("price-asc"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  brands: z
    .array(z.string())
    .catch([])
    .transform((values) => {
      const ids = [...new Set(values.filter((value) => /^\d{1,10}$/.test(value)).map(Number))].filter((id) => id > 0 && id <= MAX_ID);
      return ids.length > MAX_BRANDS ? [] : ids;
    }),
  minPrice: z.string().nullable().catch(null).transform(readPrice),
  maxPrice: z.string().nullable().catch(null).transform(readPrice),
  fuel: z.enum(EU_CLASS_CHOICES).nullable().catch(null),
  wet: z.enum(EU_CLASS_CHOICES).nullable().catch(null),
  noise: z.enum(NOISE_CLASS_CHOICES).nullable().catch(null),
  xl: z.string().nullable().catch(null).transform((value) => value === "1"),
  runFlat: z.string().nullable().catch(null).transform((value) => value === "1"),
  inStock: z.string().nullable().catch(null).transform((value) => value === "1"),
});

export type TyreSearchParams = { search: string; type: TyreSeason | null; sort: TyreSort; page: number } & TyreProductFilters;

/**
 * The listing's parameters from an address. Each is read once, by name (a repeated one counts the first
 * time, as URLSearchParams.get reads it; only brand repeats), so no other key reaches the schema.
 */
export function parseTyreSearchParams(searchParams: URLSearchParams): TyreSearchParams {
  const single = (name: string) => searchParams.get(name);
  const parsed = searchParamsSchema.parse({
    search: single("search"),
    type: single("type"),
    winterType: single(FILTER_PARAMS.winterType),
    sort: single("sort"),
    page: single("page"),
    brands: searchParams.getAll(FILTER_PARAMS.brands),
    minPrice: single(FILTER_PARAMS.minPrice),
    maxPrice: single(FILTER_PARAMS.maxPrice),
    fuel: single(FILTER_PARAMS.fuel),
    wet: single(FILTER_PARAMS.wet),
    noise: single(FILTER_PARAMS.noise),
    xl: single(FILTER_PARAMS.xl),
    runFlat: single(FILTER_PARAMS.runFlat),
    inStock: single(FILTER_PARAMS.inStock),
  });
  // A winter type means winter tyres; summer chosen as well wins (the explicit season).
  const alias = (WINTER_TYPES as readonly string[]).includes(parsed.type ?? "") ? (parsed.type as (typeof WINTER_TYPES)[number]) : null;
  const type: TyreSeason | null = alias ? "winter" : (parsed.type as TyreSeason | null);
  const winterType = type === "summer" ? null : (alias ?? parsed.winterType);
  const filters = completeFilters({ ...parsed, winterType });
  return { search: parsed.search, type: winterType ? "winter" : type, sort: parsed.sort, page: parsed.page, ...filters };
}
