import type { LoaderFunctionArgs } from "@remix-run/node";
import { tyreSizesJson } from "~/features/tyres/model.server";
import { preferredEncoding } from "~/lib/accept-encoding";

/**
 * GET /api/tires/sizes: the size list for search suggestions in the spec's shape; a failure gives an
 * empty list. The ETag lets a browser revalidate the (large) list for free; the list goes out
 * precompressed when the browser takes brotli or gzip.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const sizes = await tyreSizesJson();
    const etag = `"sizes-${sizes.fingerprint}"`;
    const headers: Record<string, string> = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=60", ETag: etag, Vary: "Accept-Encoding" };
    if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    // Compressed once per catalogue version; the server's compression leaves an encoded body alone.
    const encoding = preferredEncoding(request.headers.get("accept-encoding"));
    if (encoding) return new Response(encoding === "br" ? sizes.brotli : sizes.gzip, { headers: { ...headers, "Content-Encoding": encoding } });
    return new Response(sizes.bytes, { headers });
  } catch (error) {
    console.error("Failed to load tyre sizes", error);
    return Response.json([], { headers: { "Cache-Control": "no-store" } });
  }
}
