import type { LoaderFunctionArgs } from "@remix-run/node";
import { IMAGE_EXTENSIONS, IMAGE_TEXTS } from "~/features/images/rules";
import { type ImageRecord, getImage, getImageRecord } from "~/features/images/model.server";
import {
  type VariantMime,
  type VariantWidth,
  etagMatches,
  negotiateVariantMime,
  originalEtag,
  parseVariantWidth,
  variantEtag,
} from "~/features/images/variants.rules";
import { cachedImageVariant, imageVariant } from "~/features/images/variants.server";
import { parseDatabaseId } from "~/lib/database-id";

const IMMUTABLE = "public, max-age=31536000, immutable";
const EXTENSIONS: Record<VariantMime, string> = { ...IMAGE_EXTENSIONS, "image/avif": "avif" };

const plainText = (text: string, status: number) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });

/** The headers every image answer carries; `nosniff` and a CSP that allows nothing keep it an image even if opened directly. */
function imageHeaders(image: ImageRecord, mime: VariantMime, etag: string, cacheControl: string): Headers {
  const stem = image.filename.replace(/\.[^.]*$/, "").replace(/[^\w.\- ]/g, "_");
  return new Headers({
    "Content-Type": mime,
    "Cache-Control": cacheControl,
    ETag: etag,
    "Last-Modified": image.createdAt.toUTCString(),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    "Content-Disposition": `inline; filename="${stem}.${EXTENSIONS[mime]}"`,
  });
}

function bytesResponse(bytes: Uint8Array, headers: Headers): Response {
  headers.set("Content-Length", String(bytes.byteLength));
  // Stored and encoded bytes are plain (never shared) buffers.
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

/**
 * GET /api/images/:id — the bytes of a library image, public (the site shows them). Every image is our
 * own re-encoding and an id's bytes never change, so browsers and proxies may keep it for a year.
 *
 * `?w=160|320|480|640|960` asks for a variant at most that wide (never enlarged), as AVIF or WebP when the
 * Accept header names them, else in the stored format; it varies by Accept and has its own ETag
 * (decision 0035). Any other `w` (another number, text, repeated) is a 400: no address makes the server
 * resize to a size of its choosing.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const width = parseVariantWidth(new URL(request.url).searchParams);
  if (width === "invalid") return plainText(IMAGE_TEXTS.widthInvalid, 400);
  const id = parseDatabaseId(params.id);
  if (id === null) return plainText(IMAGE_TEXTS.notFound, 404);
  if (width !== null) return variantResponse(request, id, width);

  const image = await getImage(id);
  if (!image) return plainText(IMAGE_TEXTS.notFound, 404);
  const headers = imageHeaders(image, image.mime, originalEtag(image), IMMUTABLE);
  if (etagMatches(request.headers.get("If-None-Match"), originalEtag(image))) return new Response(null, { status: 304, headers });
  return bytesResponse(image.bytes, headers);
}

async function variantResponse(request: Request, id: number, width: VariantWidth): Promise<Response> {
  // The row first, without its bytes: a 304 or a variant made before needs no more.
  const record = await getImageRecord(id);
  if (!record) return plainText(IMAGE_TEXTS.notFound, 404);
  const mime = negotiateVariantMime(request.headers.get("Accept"), record.mime);
  const etag = variantEtag(record, width, mime);
  const headers = imageHeaders(record, mime, etag, IMMUTABLE);
  headers.set("Vary", "Accept");
  if (etagMatches(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });

  const cached = cachedImageVariant(record, width, mime);
  if (cached) return bytesResponse(cached.bytes, headers);
  const image = await getImage(id);
  if (!image) return plainText(IMAGE_TEXTS.notFound, 404);
  // Already this narrow and in this format: the stored bytes are the variant.
  if (image.width <= width && image.mime === mime) return bytesResponse(image.bytes, headers);
  const variant = await imageVariant(image, width, mime);
  if (variant) return bytesResponse(variant.bytes, headers);
  // Too busy to resize now (or the encoder failed): the stored image, kept only briefly, so a later visit gets the variant.
  const fallback = imageHeaders(image, image.mime, originalEtag(image), "public, max-age=60");
  fallback.set("Vary", "Accept");
  return bytesResponse(image.bytes, fallback);
}
