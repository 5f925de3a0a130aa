/**
 * Rules of the admin tab 'Renkaiden hallinta' (spec admin.md: Tyres tab, Tyre product, Sale, sections 5,
 * 8 and 9): the list's filters in the URL, financing and discount arithmetic, comma lists, the sale's
 * duration, the markings and identifiers an admin types (EPREL, EAN, why a service description is not one),
 * the manufacturer combobox and labels. Pure, so routes, components and tests share one copy;
 * the Finnish texts are in ./tyre-admin-texts.
 */
import { formatFinnishDate } from "~/lib/price";
import { parseTypedDecimal } from "~/lib/typed-number";
import { parsePageNumber } from "~/lib/paging";
import { isSpeedRating } from "~/lib/tyre-markings";
import type { TyreSeason, VehicleType, WinterType } from "#db/schema/enum-values";
import { TYRE_ADMIN_TEXTS as T } from "./admin.texts";

export { TYRE_ADMIN_TEXTS } from "./admin.texts";

/** Spec section 9: the tyre list shows 10 sizes a page. */
export const TYRE_ADMIN_PAGE_SIZE = 10;

// ---------------------------------------------------------------- enumerations and labels

// The closed sets themselves are declared once, in db/schema/enum-values.ts.
export { EU_LABEL_CLASSES, NOISE_CLASSES, TYRE_SEASONS, VEHICLE_TYPES, WINTER_TYPES } from "#db/schema/enum-values";
export type { TyreSeason, VehicleType, WinterType };

export const DEFAULT_VEHICLE_TYPE: VehicleType = "henkilöauto";
export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = {
  henkilöauto: "Henkilöauto",
  suv: "SUV",
  pakettiauto: "Pakettiauto",
};

export const TYRE_TYPE_LABELS: Record<TyreSeason, string> = { summer: "Kesärengas", winter: "Talvirengas" };
export const WINTER_TYPE_LABELS: Record<WinterType, string> = { studded: "Nastarengas", friction: "Kitkarengas" };

export const NOISE_LEVEL_MIN = 60;
export const NOISE_LEVEL_MAX = 80;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The six performance ratings: form field name → Finnish label. */
export const RATING_FIELDS = [
  { name: "ratingDryGrip", label: "Pito kuivalla" },
  { name: "ratingWetGrip", label: "Pito märällä" },
  { name: "ratingSnowGrip", label: "Pito lumella" },
  { name: "ratingIceGrip", label: "Pito jäällä" },
  { name: "ratingComfort", label: "Mukavuus" },
  { name: "ratingDurability", label: "Kestävyys" },
] as const;
export type RatingField = (typeof RATING_FIELDS)[number]["name"];

/** The size card's title: '205/55R16 - Henkilöauto'. */
export function sizeTitle(fullSize: string, vehicleType: string): string {
  return `${fullSize} - ${VEHICLE_TYPE_LABELS[vehicleType as VehicleType] ?? vehicleType}`;
}

/** 'Kesä', 'Talvi (nasta)', 'Talvi (kitka)' for the product table's type column. */
export function productTypeLabel(type: string, winterType: string | null): string {
  if (type === "summer") return "Kesä";
  if (winterType === "studded") return "Talvi (nasta)";
  if (winterType === "friction") return "Talvi (kitka)";
  return "Talvi";
}

// ---------------------------------------------------------------- list filters in the URL

/** Query parameters of the tyre list. `rajaus` marks a submitted filter form (unchecked boxes send nothing). */
export const FILTER_PARAMS = {
  applied: "rajaus",
  summer: "kesa",
  studded: "nasta",
  friction: "kitka",
  search: "haku",
  page: "sivu",
} as const;

/** Product create's preselected size (`?koko=<id>`). */
export const SIZE_PARAM = "koko";

export type TyreAdminFilters = {
  summer: boolean;
  studded: boolean;
  friction: boolean;
  search: string;
  /** 1-based; the loader clamps it to the last page. */
  page: number;
};

export const DEFAULT_FILTERS: TyreAdminFilters = { summer: true, studded: true, friction: true, search: "", page: 1 };

const MAX_SEARCH_LENGTH = 100;

/**
 * The list's filters from its URL. Without `rajaus` (a first visit, a link from elsewhere) every kind is
 * shown, the spec's default; after the filter form was submitted a missing checkbox means unchecked.
 */
export function parseTyreAdminFilters(params: URLSearchParams): TyreAdminFilters {
  const applied = params.has(FILTER_PARAMS.applied);
  const checked = (name: string) => (applied ? params.has(name) : true);
  return {
    summer: checked(FILTER_PARAMS.summer),
    studded: checked(FILTER_PARAMS.studded),
    friction: checked(FILTER_PARAMS.friction),
    search: (params.get(FILTER_PARAMS.search) ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    page: parsePageNumber(params.get(FILTER_PARAMS.page)),
  };
}

export const allKindsSelected = (filters: Pick<TyreAdminFilters, "summer" | "studded" | "friction">) =>
  filters.summer && filters.studded && filters.friction;

/** The canonical query string of a list view ('' for the default view), e.g. '?rajaus=1&kesa=1&haku=nokian&sivu=2'. */
export function tyreAdminListSearch(filters: TyreAdminFilters, page: number = filters.page): string {
  const params = new URLSearchParams();
  if (!allKindsSelected(filters)) {
    params.set(FILTER_PARAMS.applied, "1");
    if (filters.summer) params.set(FILTER_PARAMS.summer, "1");
    if (filters.studded) params.set(FILTER_PARAMS.studded, "1");
    if (filters.friction) params.set(FILTER_PARAMS.friction, "1");
  }
  if (filters.search) params.set(FILTER_PARAMS.search, filters.search);
  if (page > 1) params.set(FILTER_PARAMS.page, String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const TYRE_ADMIN_PATH = "/admin/renkaat";

/**
 * The list a drawer returns to: `/admin/renkaat` with the list's own parameters of `search` (a drawer's
 * location.search or request URL search), so closing or saving keeps the admin's filters and page.
 */
export function tyreListHref(search: string, hash = ""): string {
  return `${TYRE_ADMIN_PATH}${tyreAdminListSearch(parseTyreAdminFilters(new URLSearchParams(search)))}${hash}`;
}

/** A drawer's URL carrying the list's parameters (and any extra ones, e.g. the preselected size). */
export function drawerHref(path: string, listSearch: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(tyreAdminListSearch(parseTyreAdminFilters(new URLSearchParams(listSearch))));
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return `${TYRE_ADMIN_PATH}/${path}${query ? `?${query}` : ""}`;
}

// ---------------------------------------------------------------- money

/** Whole cents of an amount, without float artefacts (89.9 → 8990). */
const cents = (amount: number) => Math.round(amount * 100);

/** Does the amount have at most two decimals (the step 0.01 of the price fields)? */
export function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.abs(amount * 100 - cents(amount)) < 1e-6;
}

/** Spec: financing = price / 12 rounded to 2 decimals (89.90 → 7.49). */
export function financingFromPrice(price: number): number {
  return Math.round(cents(price) / 12) / 100;
}

/**
 * The financing to store when a product is saved. Without JavaScript nothing rewrites the financing field
 * when the price changes, so a form posts the old financing with a new price (139 € → 144 € kept
 * 11.58 €/kk). When the price changed, the financing was left as it was, and what was stored followed
 * the rule (old price / 12, rounded either way to the cent), it follows the new price; a financing the
 * admin set by hand, or changed in the same save, is kept.
 */
export function financingAfterSave(stored: { price: number; financing: number }, submitted: { price: number; financing: number }): number {
  const priceChanged = cents(stored.price) !== cents(submitted.price);
  const financingUntouched = cents(stored.financing) === cents(submitted.financing);
  const followedRule = Math.abs(cents(stored.financing) - cents(stored.price) / 12) < 1;
  return priceChanged && financingUntouched && followedRule ? financingFromPrice(submitted.price) : submitted.financing;
}

/** An amount as a form value with two decimals and a dot ('7.49', '120.00'), what a number input takes. */
export function amountInputValue(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === "") return "";
  const value = typeof amount === "number" ? amount : Number(amount);
  return Number.isFinite(value) ? (cents(value) / 100).toFixed(2) : "";
}

/** The financing a price field's text gives, as a form value; '' when the price is not a number. */
export function financingInputFor(priceText: string): string {
  const price = parseTypedDecimal(priceText);
  return price === null || price < 0 ? "" : amountInputValue(financingFromPrice(price));
}

/**
 * The sale form's discount, 1 − sale price / price, as a percentage with one decimal (15.3); null when it
 * cannot be computed (no price, price 0, no or invalid sale price).
 */
export function saleDiscount(price: number | string | null, salePrice: number | string | null): number | null {
  const normal = typeof price === "string" ? parseTypedDecimal(price) : price;
  const sale = typeof salePrice === "string" ? parseTypedDecimal(salePrice) : salePrice;
  if (normal === null || sale === null || normal <= 0 || sale < 0 || sale > normal) return null;
  return Math.round((1 - sale / normal) * 1000) / 10;
}

/** '15,3 %' (fi-FI decimal comma). */
export function formatDiscountOneDecimal(percent: number): string {
  return `${percent.toFixed(1).replace(".", ",")} %`;
}

// ---------------------------------------------------------------- lists and the sale

/**
 * Spec: features and gallery are comma-separated lists, trimmed, blanks dropped. Takes one text or the
 * values of several rows (each of which may itself hold a comma list); duplicates are kept once.
 */
export function splitCommaList(input: string | readonly (string | null | undefined)[] | null | undefined): string[] {
  const texts = input === null || input === undefined ? [] : typeof input === "string" ? [input] : input;
  const items = texts.flatMap((text) => (text ?? "").split(",")).map((item) => item.trim()).filter((item) => item !== "");
  return [...new Set(items)];
}

export const SALE_DURATIONS = ["date", "stock"] as const;
export type SaleDuration = (typeof SALE_DURATIONS)[number];

/** Spec: the duration is 'stock' when the sale has no end date, otherwise 'date'. */
export function defaultSaleDuration(endDate: string | null | undefined): SaleDuration {
  return endDate ? "date" : "stock";
}

/** The sale card's validity: 'Voimassa: 05.12.2026' or 'Voimassa: niin kauan kuin tavaraa riittää'. */
export function saleValidityLabel(endDate: string | null): string {
  return endDate ? `${T.sale.validity} ${formatFinnishDate(endDate)}` : `${T.sale.validity} ${T.sale.whileStockLasts}`;
}

// ---------------------------------------------------------------- markings and identifiers

/** Delivery times are 0–90 working days (the database's check). */
export const DELIVERY_DAYS_MAX = 90;

/**
 * Why a typed service description is not one (parseServiceDescription said null), as the product form's
 * message: a load index outside 50–150, a bad dual index, an unknown speed symbol, XL or C typed into
 * the field, or a text that is no description at all.
 */
export function serviceDescriptionError(typed: string): string {
  const E = T.errors.serviceDescription;
  const shown = typed.trim().slice(0, 20);
  if (/\s(xl|c|rf|rft|run\s*flat)\s*$/i.test(typed) || /^\s*\d{2,3}(\/\d{2,3})?[a-z]?\s*(xl|rf|rft)\s*$/i.test(typed)) return E.flags;
  const match = /^\s*(\d+)?\s*(?:\/\s*(\d+))?\s*([a-zA-Z]+)?\s*$/.exec(typed.slice(0, 40));
  if (!match || (!match[1] && !match[3])) return E.format(shown);
  const single = match[1] === undefined ? null : Number(match[1]);
  const dual = match[2] === undefined ? null : Number(match[2]);
  const inRange = (index: number) => index >= 50 && index <= 150;
  if (single !== null && !inRange(single)) return E.loadIndex(shown);
  if (dual !== null && (single === null || !inRange(dual) || dual > single)) return E.dual(shown);
  if (match[3] && (match[3].length !== 1 || !isSpeedRating(match[3].toUpperCase()))) return E.speed(match[3].toUpperCase());
  return E.format(shown);
}

/**
 * An EPREL registration number as an admin gives it: the digits (1–12), or the address of the product's
 * page in EPREL (https://eprel.ec.europa.eu/screen/product/tyres/381234), which ends with them. Null
 * for anything else.
 */
export function parseEprelId(typed: string): string | null {
  const text = typed.trim();
  if (text.length > 300) return null;
  if (/^\d{1,12}$/.test(text)) return text;
  const link = /^(?:https?:\/\/)?eprel\.ec\.europa\.eu\/[^\s?#]*?\/(\d{1,12})\/?(?:[?#]\S*)?$/i.exec(text);
  return link ? link[1] : null;
}

/** An EAN/GTIN code: 8 or 12–14 digits; spaces and hyphens between them (as printed) are dropped. Null otherwise. */
export function parseEan(typed: string): string | null {
  if (typed.length > 40) return null;
  const digits = typed.trim().replace(/[\s-]/g, "");
  return /^(\d{8}|\d{12,14})$/.test(digits) ? digits : null;
}

// ---------------------------------------------------------------- manufacturer combobox

const fold = (text: string) => text.trim().toLocaleLowerCase("fi-FI");

/** Known manufacturers containing the typed text (ignoring case); all of them for an empty text. */
export function filterManufacturers(names: readonly string[], typed: string): string[] {
  const query = fold(typed);
  return query === "" ? [...names] : names.filter((name) => fold(name).includes(query));
}

/** The known name equal to the typed one ignoring case, or null. */
export function knownManufacturer(names: readonly string[], typed: string): string | null {
  const query = fold(typed);
  return query === "" ? null : (names.find((name) => fold(name) === query) ?? null);
}

/** True when the typed name is new: the product form then says 'Valmistaja "x" lisätään automaattisesti'. */
export function isNewManufacturer(names: readonly string[], typed: string): boolean {
  return typed.trim() !== "" && knownManufacturer(names, typed) === null;
}

export type ComboboxEnter = { kind: "select"; name: string } | { kind: "create"; name: string } | { kind: "none" };

/**
 * Enter in the manufacturer combobox (spec): the highlighted option if any; else with exactly one match
 * that match; with no match the offer to create the typed name; otherwise nothing (the list stays open).
 */
export function comboboxEnter(names: readonly string[], typed: string, highlighted: string | null = null): ComboboxEnter {
  if (highlighted !== null) return { kind: "select", name: highlighted };
  const matches = filterManufacturers(names, typed);
  if (typed.trim() === "") return { kind: "none" };
  if (matches.length === 1) return { kind: "select", name: matches[0] };
  if (matches.length === 0) return { kind: "create", name: typed.trim() };
  const exact = knownManufacturer(names, typed);
  return exact ? { kind: "select", name: exact } : { kind: "none" };
}

