import type { ActionFunctionArgs } from "@remix-run/node";
import { HOMEPAGE_TEXTS } from "~/features/homepage/editor.rules";
import { adminJsonAction } from "~/services/guard.server";
import { methodNotAllowed, requirePosition, uploadBannerImage } from "~/features/homepage/api.server";

/**
 * POST /api/homepage-settings/banner/:position/upload, multipart field `image` (optional `imageAlt`):
 * the banner's new image, which turns it on and visible; answers { success, imageUrl, message }.
 */
export const action = (args: ActionFunctionArgs) =>
  adminJsonAction(
    args,
    ({ request, params }) => {
      if (request.method !== "POST") return methodNotAllowed(["POST"]);
      return uploadBannerImage(request, requirePosition(params.position));
    },
    { unauthorizedMessage: HOMEPAGE_TEXTS.notLoggedIn },
  );
