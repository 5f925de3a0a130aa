import type { LoaderFunctionArgs } from "@remix-run/node";
import { IMAGE_TEXTS } from "~/features/images/rules";
import { getImage } from "~/features/images/model.server";
import { parseDatabaseId } from "~/lib/database-id";

/**
 * GET /api/images/:id — the bytes of a library image, public (the site shows them). Every image is our
 * own re-encoding and an id's bytes never change, so browsers and proxies may keep it for a year.
 * `nosniff` and a CSP that allows nothing keep the response an image even if it were opened directly.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = parseDatabaseId(params.id);
  const image = id === null ? null : await getImage(id);
  if (!image) {
    return new Response(IMAGE_TEXTS.notFound, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
    });
  }
  const etag = `"img-${image.id}-${image.size}"`;
  const headers = new Headers({
    "Content-Type": image.mime,
    "Content-Length": String(image.bytes.byteLength),
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "Last-Modified": image.createdAt.toUTCString(),
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    "Content-Disposition": `inline; filename="${image.filename.replace(/[^\w.\- ]/g, "_")}"`,
  });
  if (request.headers.get("If-None-Match") === etag) {
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  // The stored bytes are a plain (never shared) buffer.
  return new Response(image.bytes as Uint8Array<ArrayBuffer>, { status: 200, headers });
}
