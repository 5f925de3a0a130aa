import type { LoaderFunctionArgs } from "@remix-run/node";
import { listManufacturersJson } from "~/models/manufacturers.server";
import { adminLoader } from "~/services/guard.server";

/**
 * GET /api/manufacturers: `[{ _id, name, logo, country, description, website }]` for the admin widgets
 * (the product form's manufacturer combobox). Admin only: a request without a session gets 401, which
 * the widget answers by going to /admin/login (spec section 4), rather than the login page's HTML.
 */
export const loader = (args: LoaderFunctionArgs) => unauthorizedAsJson(adminLoader(args, listManufacturers));

async function listManufacturers() {
  return Response.json(await listManufacturersJson(), { headers: { "Cache-Control": "private, no-store" } });
}

async function unauthorizedAsJson(response: Promise<Response>): Promise<Response> {
  try {
    return await response;
  } catch (thrown) {
    const toLogin = thrown instanceof Response && (thrown.headers.get("Location") ?? "").startsWith("/admin/login");
    if (!toLogin) throw thrown;
    return Response.json({ error: "Kirjaudu sisään ylläpitäjänä." }, { status: 401, headers: { "Cache-Control": "no-store" } });
  }
}
