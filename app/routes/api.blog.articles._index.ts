import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { listArticlesJson, methodNotAllowed } from "~/features/blog/api.server";
import { adminJsonAction, adminJsonLoader } from "~/services/guard.server";

/** GET /api/blog/articles: every article as an array (the spec's; the client pages it). Admin only: 401 JSON without a session. */
export const loader = (args: LoaderFunctionArgs) => adminJsonLoader(args, () => listArticlesJson());

/** New articles are made with POST /api/blog/publish. */
export const action = (args: ActionFunctionArgs) => adminJsonAction(args, () => methodNotAllowed(["GET"]));
