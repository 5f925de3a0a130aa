import type { ActionFunctionArgs } from "@remix-run/node";
import { HOMEPAGE_TEXTS } from "~/features/homepage/editor.rules";
import { adminJsonAction } from "~/services/guard.server";
import { methodNotAllowed, updateHeroMetadata } from "~/features/homepage/api.server";

/** PUT /api/upload/hero-image/metadata {metadata: {alt, position}}: the hero image's alt text and position. */
export const action = (args: ActionFunctionArgs) =>
  adminJsonAction(args, ({ request }) => (request.method === "PUT" ? updateHeroMetadata(request) : methodNotAllowed(["PUT"])), {
    unauthorizedMessage: HOMEPAGE_TEXTS.notLoggedIn,
  });
