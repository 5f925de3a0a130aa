import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, publishArticleJson } from "~/features/blog/api.server";
import { adminJsonAction } from "~/services/guard.server";

/**
 * POST /api/blog/publish {title, content, keywords (array or 'a, b'), slug?, description?, featureImage?,
 * featureImageAlt?, publishAt?}: 201 `{success, article, message}`. Admin only: 401 JSON without a session.
 */
export const action = (args: ActionFunctionArgs) =>
  adminJsonAction(args, ({ request, form }) => (request.method === "POST" ? publishArticleJson(request, form) : methodNotAllowed(["POST"])));
