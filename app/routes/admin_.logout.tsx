import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { adminAction, adminLoader } from "~/services/guard.server";
import { endAdminSession } from "~/services/session.server";

/** Logout is a POST (a link could be triggered by any page); it deletes the session row. */
export const action = (args: ActionFunctionArgs) =>
  adminAction(args, async ({ request }) =>
    redirect("/admin/login", { headers: { "Set-Cookie": await endAdminSession(request) } }),
  );

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, () => redirect("/admin"));
