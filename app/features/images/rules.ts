/**
 * Rules of the image library (spec admin.md: "Image library and uploader", "Image library item",
 * error catalogue and section 9): limits, categories, texts, image addresses and the library's query
 * parameters. Pure, so the server, the browser widgets and the tests share one copy.
 */
import { formatFinnishNumber } from "~/lib/finnish-number";
import { IMAGE_UPLOAD_TEXTS, type ImageMime } from "~/lib/image-files";
import { IMAGE_CATEGORIES, type ImageCategory } from "#db/schema/enum-values";
import { parsePageNumber } from "~/lib/paging";
import { parseDatabaseId } from "~/lib/database-id";
import { VARIANT_WIDTHS } from "./variants.rules";

export type { ImageMime };
export { IMAGE_ACCEPT, IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_MAX_MB, IMAGE_MIME_TYPES, safeFilename } from "~/lib/image-files";

/** Spec section 9: library page size 50; the API never returns more in one page. */
export const LIBRARY_PAGE_SIZE = 50;

/** Longest alt text kept. */
export const ALT_MAX_LENGTH = 250;

export { IMAGE_CATEGORIES };
export type { ImageCategory };

export const IMAGE_CATEGORY_LABELS: Record<ImageCategory, string> = {
  hero: "Etusivun pääkuva",
  "banner-top": "Yläbanneri",
  "banner-middle": "Keskibanneri",
  "banner-bottom": "Alabanneri",
  newsletter: "Uutiskirje",
  product: "Tuotekuva",
  general: "Yleinen",
};

export function isImageCategory(value: unknown): value is ImageCategory {
  return typeof value === "string" && (IMAGE_CATEGORIES as readonly string[]).includes(value);
}

/** Texts of the library and the uploader. The English upload and API messages are the spec's, verbatim. */
export const IMAGE_TEXTS = {
  ...IMAGE_UPLOAD_TEXTS,
  loadFailed: "Failed to load images",
  loadFailedUser: "Could not load images. Please try again.",
  searchFailed: "Search failed",
  retry: "Yritä uudelleen",
  uploadFailed: "Kuvan lataus epäonnistui",
  uploaded: "Kuva ladattu onnistuneesti",
  deleted: "Kuva poistettu",
  deleteFailed: "Kuvan poisto epäonnistui",
  altSaved: "Alt-teksti päivitetty",
  altTooLong: `Alt-teksti voi olla enintään ${ALT_MAX_LENGTH} merkkiä`,
  noFile: "Valitse ladattava kuva",
  addressInvalid: "Kuvan pitää olla kuvapankin kuva tai https://-osoite",
  notFound: "Kuvaa ei löytynyt",
  widthInvalid: `Kuvan leveys ei kelpaa. Sallitut leveydet: ${VARIANT_WIDTHS.slice(0, -1).join(", ")} ja ${VARIANT_WIDTHS.at(-1)}.`,
  empty: "Ei kuvia",
  title: "Kuvapankki",
  fromLibrary: "Valitse kirjastosta",
  remove: "Poista",
  select: "Valitse",
  cancel: "Peruuta",
  previous: "Edellinen",
  next: "Seuraava",
  allCategories: "Kaikki kategoriat",
  page: (page: number, pageCount: number) => `Sivu ${page} / ${pageCount}`,
} as const;

// ---------------------------------------------------------------- addresses

const URL_PREFIX = "/api/images/";

/** Where an image of the library is served (app/routes/api.images.$id.ts). */
export function imageUrl(id: number): string {
  return `${URL_PREFIX}${id}`;
}

/** The library id behind an image address ('/api/images/12' or an absolute URL to it), else null. */
export function imageIdFromUrl(url: string | null | undefined): number | null {
  if (!url) return null;
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      path = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  if (!path.startsWith(URL_PREFIX)) return null;
  return parseDatabaseId(path.slice(URL_PREFIX.length));
}

/**
 * Whether a submitted value may be stored as an image address: a path on this site ('/…' but not
 * '//…') or an http(s) URL. Anything else ('javascript:…', 'data:…', text) is refused.
 */
/**
 * An image address a page may show: one of the site's own (a library image `/api/images/<id>` or a file
 * under /images) or an `https:` address. Plain `http:` is refused: mixed content on the https site, and an
 * unencrypted request any network on the way can read (a tracking pixel tells who opened the page).
 */
export function isImageAddress(value: string): boolean {
  if (value.length === 0 || value.length > 2000) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------- names and sizes

/** A byte count the Finnish way: '850 t', '12,3 kt', '1,2 Mt'. */
export function formatFileSize(bytes: number): string {
  const number = (value: number) => formatFinnishNumber(value, { maximumFractionDigits: 1 });
  if (bytes < 1024) return `${bytes} t`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} kt`;
  return `${number(bytes / (1024 * 1024))} Mt`;
}

// ---------------------------------------------------------------- library queries

/** Query parameters of the library page (/admin/kuvat). */
export const LIBRARY_PARAMS = { q: "haku", category: "kategoria", page: "sivu" } as const;

export type LibraryQuery = { q: string; category: ImageCategory | null; page: number };

/** A page size between 1 and 50 (default 50). */
export function parsePageLimit(value: string | null | undefined): number {
  const limit = value && /^\d{1,6}$/.test(value) ? Number(value) : LIBRARY_PAGE_SIZE;
  return Math.min(Math.max(limit, 1), LIBRARY_PAGE_SIZE);
}

/** Search text: trimmed, at most 100 characters. */
export function cleanSearch(value: string | null | undefined): string {
  return (value ?? "").trim().slice(0, 100);
}

export function parseLibraryQuery(params: URLSearchParams): LibraryQuery {
  const category = params.get(LIBRARY_PARAMS.category);
  return {
    q: cleanSearch(params.get(LIBRARY_PARAMS.q)),
    category: isImageCategory(category) ? category : null,
    page: parsePageNumber(params.get(LIBRARY_PARAMS.page)),
  };
}

/** The library page's query string ('' or '?…') for a query; page 1 is left out. */
export function librarySearch(query: Partial<LibraryQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set(LIBRARY_PARAMS.q, query.q);
  if (query.category) params.set(LIBRARY_PARAMS.category, query.category);
  if (query.page && query.page > 1) params.set(LIBRARY_PARAMS.page, String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** One image as the library API and the widgets see it (spec: "Image library item"). */
export type LibraryImage = {
  id: number;
  filename: string;
  url: string;
  size: number;
  width: number;
  height: number;
  alt: string;
  category: ImageCategory;
  createdAt: string;
};

/** GET /api/gcs/images */
export type ImageListResponse =
  | {
      success: true;
      images: LibraryImage[];
      pagination: { total: number; page: number; limit: number; totalPages: number };
      message: string;
    }
  | { success: false; message: string };

/** GET /api/gcs/images/search */
export type ImageSearchResponse = { success: true; images: LibraryImage[]; total: number } | { success: false; message: string };
