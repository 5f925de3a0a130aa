import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createCampaignJson, listCampaignsJson, methodNotAllowed } from "~/features/campaigns/api.server";
import { adminJsonAction, adminJsonLoader } from "~/services/guard.server";

/**
 * GET /api/campaigns: `{success, campaigns}`, every campaign for the admin. POST: creates one from a JSON
 * body (the tab's form rules) and answers 201 `{success, campaign}`. Admin only: 401 JSON without a
 * session. (/api/campaigns/active, the public list, is its own module.)
 */
export const loader = (args: LoaderFunctionArgs) => adminJsonLoader(args, () => listCampaignsJson());

export const action = (args: ActionFunctionArgs) =>
  adminJsonAction(args, ({ request, form }) => (request.method === "POST" ? createCampaignJson(request, form) : methodNotAllowed(["GET", "POST"])));
