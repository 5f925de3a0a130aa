/**
 * Responsive variants of a library image (decision 0035): `/api/images/<id>?w=320` is the image at most
 * 320 px wide, in the best format the browser accepts. Only the widths below are ever made, so the
 * variants of an image are a short, fixed list that a cache can hold, and no address can ask the server
 * to resize to an arbitrary size. Pure: the serving route, the <img> component and the tests share it.
 */
import type { ImageMime } from "~/lib/image-files";

/** The only widths a variant is made in (px). A card's 96 px thumbnail takes 160 or 320, a tyre page's photo up to 960. */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 960] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** What a variant may be encoded as: the two modern formats, or the stored format when neither is accepted. */
export type VariantMime = ImageMime | "image/avif";

/**
 * Bumped whenever the encoder settings (server side) change: it is part of every variant's ETag, so a
 * browser holding an older encoding asks again instead of being told 304.
 */
export const VARIANT_ENCODING_VERSION = 1;

/** The query parameter of the width. */
export const WIDTH_PARAM = "w";

/**
 * The variant width a query asks for: `null` when it asks for none (the stored image), `"invalid"` for
 * anything but exactly one `w` from the allow-list (repeated, empty, not a number, another width).
 */
export function parseVariantWidth(params: URLSearchParams): VariantWidth | null | "invalid" {
  const values = params.getAll(WIDTH_PARAM);
  if (values.length === 0) return null;
  if (values.length > 1) return "invalid";
  const value = values[0];
  // One spelling per width (no leading zeros or signs): one address, one cache entry, per variant.
  if (!/^[1-9]\d{0,3}$/.test(value)) return "invalid";
  const width = Number(value);
  return (VARIANT_WIDTHS as readonly number[]).includes(width) ? (width as VariantWidth) : "invalid";
}

/**
 * How much the client wants each of the media types it lists, from an Accept header ('image/avif,
 * image/webp;q=0.9,*\/*;q=0.8'). A type given q=0 is refused. Only the first 2 000 characters are read.
 */
function acceptedQualities(accept: string | null): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const part of (accept ?? "").slice(0, 2000).split(",")) {
    const [type, ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!type) continue;
    let quality = 1;
    for (const parameter of parameters) {
      const match = /^q=([01](?:\.\d{0,3})?)$/.exec(parameter);
      if (match) quality = Number(match[1]);
    }
    if (!qualities.has(type)) qualities.set(type, quality);
  }
  return qualities;
}

/**
 * The format of a variant: AVIF when the client names it, else WebP when it names it, else the stored
 * format (a wildcard '*\/*' is not taken as a wish for AVIF: every browser that decodes AVIF says so).
 */
export function negotiateVariantMime(accept: string | null, stored: ImageMime): VariantMime {
  const qualities = acceptedQualities(accept);
  if ((qualities.get("image/avif") ?? 0) > 0) return "image/avif";
  if ((qualities.get("image/webp") ?? 0) > 0) return "image/webp";
  return stored;
}

/** The stored image's ETag (unchanged from before variants existed). */
export function originalEtag(image: { id: number; size: number }): string {
  return `"img-${image.id}-${image.size}"`;
}

/** A variant's ETag: the stored image, the width, the format and the encoder settings' version. */
export function variantEtag(image: { id: number; size: number }, width: VariantWidth, mime: VariantMime): string {
  return `"img-${image.id}-${image.size}-w${width}-${mime.slice("image/".length)}-v${VARIANT_ENCODING_VERSION}"`;
}

/** Whether an If-None-Match header ('"a", W/"b"' or '*') names `etag` (weak comparison, as RFC 9110 asks for it). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch
    .slice(0, 4000)
    .split(",")
    .some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

// ---------------------------------------------------------------- addresses for <img>

const LIBRARY_PATH = /^\/api\/images\/[1-9]\d{0,9}$/;

/** Whether an address is a library image of this site ('/api/images/12'), which has variants. */
export function hasVariants(src: string): boolean {
  return LIBRARY_PATH.test(src);
}

/** '/api/images/12' → '/api/images/12?w=320'. */
export function variantUrl(src: string, width: VariantWidth): string {
  return `${src}?${WIDTH_PARAM}=${width}`;
}

/** The srcset of a library image in the given widths: '/api/images/12?w=160 160w, /api/images/12?w=320 320w'. */
export function variantSrcSet(src: string, widths: readonly VariantWidth[]): string {
  return widths.map((width) => `${variantUrl(src, width)} ${width}w`).join(", ");
}
