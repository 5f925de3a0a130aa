import type { ActionFunctionArgs } from "@remix-run/node";
import { HOMEPAGE_TEXTS } from "~/features/homepage/editor.rules";
import { adminJsonAction } from "~/services/guard.server";
import { deleteBannerImage, methodNotAllowed, patchBanner, requirePosition } from "~/features/homepage/api.server";

/**
 * PATCH /api/homepage-settings/banner/:position with one field (image, format, enabled, visible, link or
 * imageAlt) under the banner rules; DELETE removes the image (and resets link, visible and enabled).
 * Both answer { success, message }.
 */
export const action = (args: ActionFunctionArgs) =>
  adminJsonAction(
    args,
    ({ request, params }) => {
      if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed(["PATCH", "DELETE"]);
      const position = requirePosition(params.position);
      return request.method === "PATCH" ? patchBanner(request, position) : deleteBannerImage(position);
    },
    { unauthorizedMessage: HOMEPAGE_TEXTS.notLoggedIn },
  );
