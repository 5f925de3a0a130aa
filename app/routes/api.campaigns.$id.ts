import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteCampaignJson, getCampaignJson, methodNotAllowed, updateCampaignJson } from "~/features/campaigns/api.server";
import { adminJsonAction, adminJsonLoader } from "~/services/guard.server";

/** GET, PUT (the whole campaign, JSON) and DELETE /api/campaigns/:id. Admin only: 401 JSON without a session. */
export const loader = (args: LoaderFunctionArgs) => adminJsonLoader(args, ({ params }) => getCampaignJson(params.id));

export const action = (args: ActionFunctionArgs) =>
  adminJsonAction(args, ({ request, form, params }) => {
    if (request.method === "PUT") return updateCampaignJson(request, form, params.id);
    if (request.method === "DELETE") return deleteCampaignJson(params.id);
    return methodNotAllowed(["GET", "PUT", "DELETE"]);
  });
