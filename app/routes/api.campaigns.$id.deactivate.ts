import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed, switchCampaignJson } from "~/features/campaigns/api.server";
import { adminJsonAction } from "~/services/guard.server";

/** PUT /api/campaigns/:id/deactivate (empty body): `{success, campaign}`. Admin only: 401 JSON without a session. */
export const action = (args: ActionFunctionArgs) =>
  adminJsonAction(args, ({ request, params }) => (request.method === "PUT" ? switchCampaignJson(params.id, false) : methodNotAllowed(["PUT"])));
