import type { ActionFunctionArgs } from "@remix-run/node";
import { HOMEPAGE_TEXTS } from "~/features/homepage/editor.rules";
import { adminJsonAction } from "~/services/guard.server";
import { deleteLegacyBannerImage, methodNotAllowed, uploadLegacyBannerImage } from "~/features/homepage/api.server";

/**
 * The legacy single banner's image: POST multipart field `bannerImage` (optional `alt`) answers
 * { success, imageUrl, message }; DELETE clears it.
 */
export const action = (args: ActionFunctionArgs) =>
  adminJsonAction(
    args,
    ({ request }) => {
      if (request.method === "POST") return uploadLegacyBannerImage(request);
      if (request.method === "DELETE") return deleteLegacyBannerImage();
      return methodNotAllowed(["POST", "DELETE"]);
    },
    { unauthorizedMessage: HOMEPAGE_TEXTS.notLoggedIn },
  );
