import type { LoaderFunctionArgs } from "@remix-run/node";
import { type ImageSearchResponse, IMAGE_TEXTS, cleanSearch, isImageCategory } from "~/features/images/rules";
import { searchImages, toLibraryImage } from "~/features/images/model.server";
import { adminJsonLoader } from "~/services/guard.server";

/**
 * GET /api/gcs/images/search?q&category — the 50 newest images whose file name or alt text contains q,
 * and how many match in all. Admin only. An empty q matches everything.
 */
export const loader = (args: LoaderFunctionArgs) => adminJsonLoader(args, search);

async function search({ request }: LoaderFunctionArgs): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const category = params.get("category");
  try {
    const found = await searchImages({ q: cleanSearch(params.get("q")), category: isImageCategory(category) ? category : null });
    const body: ImageSearchResponse = { success: true, images: found.images.map(toLibraryImage), total: found.total };
    return Response.json(body, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    console.error(IMAGE_TEXTS.searchFailed, error);
    const body: ImageSearchResponse = { success: false, message: IMAGE_TEXTS.searchFailed };
    return Response.json(body, { status: 500, headers: { "Cache-Control": "no-store" } });
  }
}
