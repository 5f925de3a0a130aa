/**
 * The /renkaat filters beyond size, season and order (issue 28): winter type, brands, the price paid now,
 * the EU label's classes, XL, run-flat and stock. Pure, shared by the server (parseTyreSearchParams and
 * the SQL in model.server.ts) and the filter form, so both read and write the same address.
 *
 * The address is the state: every choice is a plain GET parameter, so a link or the back button restores
 * the view and the form works without JavaScript.
 */
import {
  EU_LABEL_CLASSES,
  type EuLabelClass,
  NOISE_CLASSES,
  type NoiseClass,
  WINTER_TYPES,
  type WinterType,
} from "#db/schema/enum-values";

export { EU_LABEL_CLASSES, NOISE_CLASSES, WINTER_TYPES };
export type { EuLabelClass, NoiseClass, WinterType };

export type TyreProductFilters = {
  /** Studded or friction; only with the winter season (a winter type implies it). */
  winterType: WinterType | null;
  /** Manufacturer ids, ascending, no repeats. */
  brands: number[];
  /** Whole or decimal euros per tyre, compared with the price paid now (the sale price while a sale runs). */
  minPrice: number | null;
  maxPrice: number | null;
  /** "At least this class": B means A or B. */
  fuel: EuLabelClass | null;
  wet: EuLabelClass | null;
  noise: NoiseClass | null;
  xl: boolean;
  runFlat: boolean;
  inStock: boolean;
};

export const NO_PRODUCT_FILTERS: TyreProductFilters = {
  winterType: null,
  brands: [],
  minPrice: null,
  maxPrice: null,
  fuel: null,
  wet: null,
  noise: null,
  xl: false,
  runFlat: false,
  inStock: false,
};

/** The URL parameters, in the order the canonical address writes them (after search and type). */
export const FILTER_PARAMS = {
  winterType: "winterType",
  brands: "brand",
  minPrice: "minPrice",
  maxPrice: "maxPrice",
  fuel: "fuel",
  wet: "wet",
  noise: "noise",
  xl: "xl",
  runFlat: "runFlat",
  inStock: "inStock",
} as const satisfies Record<keyof TyreProductFilters, string>;

/** More brands than this in one address is not a visitor's choice: the parameter is ignored. */
export const MAX_BRANDS = 50;
/** A price above this (euros per tyre) is not a price: the parameter is ignored. */
export const MAX_PRICE = 100_000;
/** Manufacturer ids are Postgres integers. */
export const MAX_ID = 2_147_483_647;

/** The classes a visitor can ask for: E 'or better' would be every labelled tyre. */
export const EU_CLASS_CHOICES = EU_LABEL_CLASSES.filter((value) => value !== "E") as Exclude<EuLabelClass, "E">[];
export const NOISE_CLASS_CHOICES = NOISE_CLASSES.filter((value) => value !== "C") as Exclude<NoiseClass, "C">[];

/** 'A', 'B tai parempi': the option of an EU class filter. */
export const classChoiceText = (value: string) => (value === "A" ? "A" : `${value} tai parempi`);

/** '89.5' → 89.5; a price as typed into the form ('89', '89,50', '89.50'), else null. */
export function readPrice(text: string | null | undefined): number | null {
  const trimmed = (text ?? "").trim();
  if (!/^\d{1,6}(?:[.,]\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed.replace(",", "."));
  return Number.isFinite(value) && value <= MAX_PRICE ? value : null;
}

/** Every filter's defaults filled in, brands sorted and unique, a reversed price range turned round. */
export function completeFilters(filters: Partial<TyreProductFilters> | undefined): TyreProductFilters {
  const full = { ...NO_PRODUCT_FILTERS, ...filters };
  const brands = [...new Set(full.brands)].filter((id) => Number.isInteger(id) && id > 0 && id <= MAX_ID).sort((a, b) => a - b);
  let { minPrice, maxPrice } = full;
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  // Only the filters' own keys: callers pass whole listing options.
  return {
    winterType: full.winterType,
    brands: brands.length > MAX_BRANDS ? [] : brands,
    minPrice,
    maxPrice,
    fuel: full.fuel,
    wet: full.wet,
    noise: full.noise,
    xl: full.xl,
    runFlat: full.runFlat,
    inStock: full.inStock,
  };
}

/** Writes the chosen filters into `params` in the canonical order; defaults stay implicit. */
export function writeFilterParams(params: URLSearchParams, filters: Partial<TyreProductFilters> | undefined) {
  const f = completeFilters(filters);
  if (f.winterType) params.set(FILTER_PARAMS.winterType, f.winterType);
  for (const id of f.brands) params.append(FILTER_PARAMS.brands, String(id));
  if (f.minPrice !== null) params.set(FILTER_PARAMS.minPrice, String(f.minPrice));
  if (f.maxPrice !== null) params.set(FILTER_PARAMS.maxPrice, String(f.maxPrice));
  if (f.fuel) params.set(FILTER_PARAMS.fuel, f.fuel);
  if (f.wet) params.set(FILTER_PARAMS.wet, f.wet);
  if (f.noise) params.set(FILTER_PARAMS.noise, f.noise);
  if (f.xl) params.set(FILTER_PARAMS.xl, "1");
  if (f.runFlat) params.set(FILTER_PARAMS.runFlat, "1");
  if (f.inStock) params.set(FILTER_PARAMS.inStock, "1");
}

/**
 * How many filters are on (the number on the phone's 'Rajaa hakua' button): the season counts once with
 * its winter type, each brand once, the price range once, each class and each switch once.
 */
export function activeFilterCount(type: string | null, filters: Partial<TyreProductFilters> | undefined): number {
  const f = completeFilters(filters);
  return (
    (type || f.winterType ? 1 : 0) +
    f.brands.length +
    (f.minPrice !== null || f.maxPrice !== null ? 1 : 0) +
    [f.fuel, f.wet, f.noise].filter(Boolean).length +
    [f.xl, f.runFlat, f.inStock].filter(Boolean).length
  );
}

/** The parameters the listing reads; anything else in an address (tracking tags) is left alone. */
const LISTING_PARAMS = new Set<string>(["search", "type", "sort", "page", ...Object.values(FILTER_PARAMS)]);

/**
 * A submitted filter form as its tidy address: without the empty fields a GET form always sends
 * ('minPrice=&fuel='), the default order and page 1, and with the season group's 'Nastarenkaat' /
 * 'Kitkarenkaat' (one radio group, type=studded) written as type=winter&winterType=studded. Order and
 * anything unknown are kept. The loader redirects a submission to this; with JavaScript the form
 * navigates to it directly. Idempotent, so it can never redirect twice.
 */
export function tidyListingQuery(query: URLSearchParams): URLSearchParams {
  const tidy = new URLSearchParams();
  for (const [name, value] of query) {
    if (!LISTING_PARAMS.has(name)) tidy.append(name, value);
    else if (value === "" || (name === "sort" && value === "price-asc") || (name === "page" && value === "1")) continue;
    else if (name === "type" && (WINTER_TYPES as readonly string[]).includes(value)) {
      tidy.append("type", "winter");
      if (!query.has(FILTER_PARAMS.winterType)) tidy.append(FILTER_PARAMS.winterType, value);
    } else tidy.append(name, value);
  }
  return tidy;
}

/** Counts per option of the current search, each given every other chosen filter (faceted search). */
export type CountByClass = Record<string, number>;
export type TyreFacets = {
  /** Tyres matching everything chosen (all sizes, not only this page's). */
  total: number;
  season: { all: number; summer: number; winter: number; studded: number; friction: number };
  brands: { id: number; name: string; count: number }[];
  /** The range of prices paid now among the tyres the other filters leave; null when there are none. */
  price: { min: number; max: number } | null;
  /** Tyres of at least each class ('B': A or B). */
  fuel: CountByClass;
  wet: CountByClass;
  noise: CountByClass;
  xl: number;
  runFlat: number;
  inStock: number;
};

export const NO_FACETS: TyreFacets = {
  total: 0,
  season: { all: 0, summer: 0, winter: 0, studded: 0, friction: 0 },
  brands: [],
  price: null,
  fuel: {},
  wet: {},
  noise: {},
  xl: 0,
  runFlat: 0,
  inStock: 0,
};
