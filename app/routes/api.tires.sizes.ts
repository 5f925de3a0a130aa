import type { LoaderFunctionArgs } from "@remix-run/node";
import { tyreSizesJson } from "~/features/tyres/model.server";

/**
 * GET /api/tires/sizes: the size list for search suggestions in the spec's shape; a failure gives an
 * empty list. The ETag lets a browser revalidate the (large) list for free.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const { bytes, fingerprint } = await tyreSizesJson();
    const etag = `"sizes-${fingerprint}"`;
    const headers = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=60", ETag: etag };
    if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
    return new Response(bytes, { headers });
  } catch (error) {
    console.error("Failed to load tyre sizes", error);
    return Response.json([], { headers: { "Cache-Control": "no-store" } });
  }
}
