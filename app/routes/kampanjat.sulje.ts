import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { campaignsClosedCookie } from "~/components/site/home/campaign-cookie";
import { publicAction } from "~/services/guard.server";
import { safeRedirectPath } from "~/services/request.server";

/** POST /kampanjat/sulje: the no-JS close of the campaign box; remembers it in a cookie and goes back. */
export const action = (args: ActionFunctionArgs) => publicAction(args, closeCampaignBox);

async function closeCampaignBox({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return redirect(safeRedirectPath(form.get("redirectTo")), { headers: { "Set-Cookie": campaignsClosedCookie() } });
}

export function loader() {
  return redirect("/");
}
