import { redirect } from "@remix-run/node";
import { adminAction, adminLoader } from "~/services/guard.server";
import { endAdminSession } from "~/services/session.server";

/** Logout is a POST (a link could be triggered by any page); it deletes the session row. */
export const action = adminAction(async ({ request }) => {
  return redirect("/admin/login", { headers: { "Set-Cookie": await endAdminSession(request) } });
});

export const loader = adminLoader(() => redirect("/admin"));
