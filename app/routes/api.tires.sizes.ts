import { listTyreSizes } from "~/models/tyres.server";

/** GET /api/tires/sizes: the size list for search suggestions; a failure gives an empty list. */
export async function loader() {
  const sizes = await listTyreSizes().catch((error: unknown) => {
    console.error("Failed to load tyre sizes", error);
    return [];
  });
  return Response.json(sizes, { headers: { "Cache-Control": "public, max-age=60" } });
}
