import { listActiveCampaigns } from "~/features/campaigns/model.server";

/** GET /api/campaigns/active: the running campaigns; a failure gives an empty list, as the widget expects. */
export async function loader() {
  const list = await listActiveCampaigns().catch((error: unknown) => {
    console.error("Failed to load campaigns", error);
    return [];
  });
  return Response.json(list, { headers: { "Cache-Control": "public, max-age=60" } });
}
