import type { LoaderFunctionArgs } from "@remix-run/node";
import { type ImageListResponse, IMAGE_TEXTS, isImageCategory, parsePageLimit } from "~/features/images/rules";
import { parsePageNumber } from "~/lib/paging";
import { listImages, toLibraryImage } from "~/features/images/model.server";
import { adminJsonLoader } from "~/services/guard.server";

/**
 * GET /api/gcs/images?page&limit&category — one page of the library for the image picker (spec: "Image
 * library"). Admin only. limit is at most 50; an unknown category lists every category.
 */
export const loader = (args: LoaderFunctionArgs) => adminJsonLoader(args, listLibrary);

async function listLibrary({ request }: LoaderFunctionArgs): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const category = params.get("category");
  try {
    const page = await listImages({
      page: parsePageNumber(params.get("page")),
      limit: parsePageLimit(params.get("limit")),
      category: isImageCategory(category) ? category : null,
    });
    const body: ImageListResponse = {
      success: true,
      images: page.images.map(toLibraryImage),
      pagination: { total: page.total, page: page.page, limit: page.limit, totalPages: page.totalPages },
      message: "Images loaded successfully",
    };
    return Response.json(body, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    console.error(IMAGE_TEXTS.loadFailed, error);
    const body: ImageListResponse = { success: false, message: IMAGE_TEXTS.loadFailed };
    return Response.json(body, { status: 500, headers: { "Cache-Control": "no-store" } });
  }
}
