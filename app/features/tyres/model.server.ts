import { type SQL, and, asc, eq, exists, ilike, inArray, like, or, sql } from "drizzle-orm";
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
};

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

/**
 * The page of sizes a search shows: matching sizes that have at least one tyre of the chosen season,
 * in size order. Exported so a test can EXPLAIN exactly this query.
 */
export function matchingSizesQuery(options: { search?: string | null; type?: TyreSeason | null; limit: number; offset: number }) {
  const hasProducts = exists(
    db
      .select({ one: sql`1` })
      .from(tyreProducts)
      .where(
        and(eq(tyreProducts.sizeId, tyreSizes.id), options.type ? eq(tyreProducts.type, options.type) : undefined),
      ),
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

/** All tyres of the given sizes in one query (never one query per size). */
async function productsOfSizes(sizeIds: number[], type: TyreSeason | null | undefined, today: string) {
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
    .where(and(inArray(tyreProducts.sizeId, sizeIds), type ? eq(tyreProducts.type, type) : undefined))
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
  // Today is part of the key: a sale ends at midnight whether or not anybody writes.
  return cachedCatalogueRead(`search:${JSON.stringify({ ...options, today })}`, () =>
    searchTyresUncached({ ...options, today }),
  );
}

async function searchTyresUncached(options: TyreSearchOptions & { today: string }): Promise<TyreSearchResult> {
  const pageSize = options.pageSize ?? TYRE_SIZES_PER_PAGE;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const search = normaliseTyreSize(options.search ?? "");
  const today = options.today;

  // One extra row tells whether a next page exists without counting the whole catalogue.
  const sizeRows = await matchingSizesQuery({ search, type: options.type, limit: pageSize + 1, offset: (page - 1) * pageSize });
  const shown = sizeRows.slice(0, pageSize);
  const groups = new Map<number, TyreSizeGroup>(shown.map((size) => [size.id, { ...size, summer: [], winter: [] }]));

  for (const { sizeId, product } of await productsOfSizes([...groups.keys()], options.type, today)) {
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
  type: z.enum(TYRE_SEASONS).nullable().catch(null),
  sort: z.enum(TYRE_SORTS).catch("price-asc"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export function parseTyreSearchParams(searchParams: URLSearchParams) {
  return searchParamsSchema.parse(Object.fromEntries(searchParams));
}
