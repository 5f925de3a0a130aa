import type { ActionFunctionArgs } from "@remix-run/node";
import { HOMEPAGE_TEXTS } from "~/features/homepage/editor.rules";
import { adminJsonAction } from "~/services/guard.server";
import { deleteHeroImage, methodNotAllowed, uploadHeroImage } from "~/features/homepage/api.server";

/**
 * POST /api/upload/hero-image, multipart field `heroImage` (optional `alt`): stored in the library and
 * made the hero image; answers { success, imageUrl, imageAlt, message }. DELETE clears the hero image
 * and saves the settings (spec).
 */
export const action = (args: ActionFunctionArgs) =>
  adminJsonAction(
    args,
    ({ request }) => {
      if (request.method === "POST") return uploadHeroImage(request);
      if (request.method === "DELETE") return deleteHeroImage();
      return methodNotAllowed(["POST", "DELETE"]);
    },
    { unauthorizedMessage: HOMEPAGE_TEXTS.notLoggedIn },
  );
