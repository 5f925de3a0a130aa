/**
 * The tyre catalogue's shared reads and shapes: the size list (search box suggestions, /api/tires/sizes),
 * the product item every listing shows, the marking columns, and the /renkaat parameters read with zod.
 * The search itself is search.model.server.ts, its filter counts facets.model.server.ts.
 */
import { asc } from "drizzle-orm";
import { db } from "#db/client";
import { tyreProducts, tyreSizes } from "#db/schema";
import { z } from "zod";
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { cachedCatalogueRead } from "~/features/tyres/cache.server";
import { TYRE_SEASONS, TYRE_SORTS, type TyreSeason, type TyreSort } from "~/lib/tyre-size";
import type { TyreMarkings } from "~/lib/tyre-markings";
import { EU_CLASS_CHOICES, FILTER_PARAMS, MAX_BRANDS, MAX_ID, NOISE_CLASS_CHOICES, type TyreProductFilters, WINTER_TYPES, completeFilters, readPrice } from "~/features/tyres/filters.rules";

export type { TyreSeason, TyreSort };

export type TyreSizeListItem = {
  _id: number;
  size: { width: number; aspect: number; diameter: number; fullSize: string };
  vehicleType: string;
};

/** A size row as the listing and the suggestions read it. */
export const SIZE_COLUMNS = {
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

export type EncodedJson = {
  bytes: Uint8Array<ArrayBuffer>;
  /** The same bytes compressed once, for clients that take them (compressing 559 kB per response was the API's dearest part). */
  brotli: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  fingerprint: string;
};

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/**
 * The serialised size list, compressed, and a fingerprint of it for the ETag, refreshed when the
 * catalogue changes. Kept as bytes: the list runs to hundreds of kilobytes, and a string body is encoded
 * again per response.
 */
export function tyreSizesJson(): Promise<EncodedJson> {
  return cachedCatalogueRead("tyre-sizes-json", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(await listTyreSizes()));
    // Brotli's quality 11 takes seconds on a list this size; 9 is within a few per cent of it.
    const [brotli, gzip] = await Promise.all([
      brotliCompress(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gzipCompress(bytes, { level: 9 }),
    ]);
    const asBytes = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) as Uint8Array<ArrayBuffer>;
    return { bytes, brotli: asBytes(brotli), gzip: asBytes(gzip), fingerprint: createHash("sha256").update(bytes).digest("base64url").slice(0, 16) };
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
