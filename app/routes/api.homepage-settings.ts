import type { ActionFunctionArgs } from "@remix-run/node";
import { HOMEPAGE_TEXTS } from "~/features/homepage/editor.rules";
import { adminJsonAction } from "~/services/guard.server";
import { getSettingsAnswer, methodNotAllowed, putSettings } from "~/features/homepage/api.server";

/**
 * GET /api/homepage-settings: the settings object (public content: the home page's own data).
 * PUT /api/homepage-settings {homepageSettings}: the admin's; the parts given are merged and checked
 * like the editor's tabs; answers { success, message, settings }.
 */
export function loader() {
  return getSettingsAnswer();
}

export const action = (args: ActionFunctionArgs) =>
  adminJsonAction(args, ({ request }) => (request.method === "PUT" ? putSettings(request) : methodNotAllowed(["GET", "PUT"])), {
    unauthorizedMessage: HOMEPAGE_TEXTS.notLoggedIn,
  });
