import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { campaignsClosedCookie } from "~/features/campaigns/components/campaign-cookie";
import { type FormActionArgs, publicAction } from "~/services/guard.server";
import { requireForm } from "~/services/form.server";
import { safeRedirectPath } from "~/lib/safe-redirect";

/** POST /kampanjat/sulje: the no-JS close of the campaign box; remembers it in a cookie and goes back. */
export const action = (args: ActionFunctionArgs) => publicAction(args, closeCampaignBox);

async function closeCampaignBox({ form: posted }: FormActionArgs) {
  const form = requireForm(posted);
  return redirect(safeRedirectPath(form.get("redirectTo")), { headers: { "Set-Cookie": campaignsClosedCookie() } });
}

export function loader() {
  return redirect("/");
}
