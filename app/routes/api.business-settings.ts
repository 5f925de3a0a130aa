import { getBusinessSettings } from "~/features/hours/model.server";

/** GET /api/business-settings: { businessHours, isModifiedFromDefault, lastModifiedDate } for the widgets. */
export async function loader() {
  return Response.json(await getBusinessSettings(), { headers: { "Cache-Control": "public, max-age=60" } });
}
