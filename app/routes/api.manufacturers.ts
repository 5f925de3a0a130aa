import type { LoaderFunctionArgs } from "@remix-run/node";
import { listManufacturersJson } from "~/features/manufacturers/model.server";
import { adminJsonLoader } from "~/services/guard.server";

/**
 * GET /api/manufacturers: `[{ _id, name, logo, country, description, website }]` for the admin widgets
 * (the product form's manufacturer combobox). Admin only: a request without a session gets 401, which
 * the widget answers by going to /admin/login (spec section 4), rather than the login page's HTML.
 */
export const loader = (args: LoaderFunctionArgs) => adminJsonLoader(args, listManufacturers);

async function listManufacturers() {
  return Response.json(await listManufacturersJson(), { headers: { "Cache-Control": "private, no-store" } });
}
