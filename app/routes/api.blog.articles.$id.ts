import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteArticleJson, getArticleJson, methodNotAllowed, updateArticleJson } from "~/features/blog/api.server";
import { adminJsonAction, adminJsonLoader } from "~/services/guard.server";

/** GET, PUT (the article's fields, JSON; left-out keys kept) and DELETE /api/blog/articles/:id. Admin only: 401 JSON without a session. */
export const loader = (args: LoaderFunctionArgs) => adminJsonLoader(args, ({ params }) => getArticleJson(params.id));

export const action = (args: ActionFunctionArgs) =>
  adminJsonAction(args, ({ request, form, params }) => {
    if (request.method === "PUT") return updateArticleJson(request, form, params.id);
    if (request.method === "DELETE") return deleteArticleJson(params.id);
    return methodNotAllowed(["GET", "PUT", "DELETE"]);
  });
