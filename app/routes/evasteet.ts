import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { isConsent } from "~/features/site/widgets.rules";
import { type FormActionArgs, publicAction } from "~/services/guard.server";
import { requireForm } from "~/services/form.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { serializeConsent } from "~/features/site/widgets.server";

/**
 * POST /evasteet stores the cookie choice (accepted|denied) for a year. The banner's plain form sends
 * `redirectTo` and comes back to the same page; the JavaScript banner gets {consent} as JSON.
 */
export const action = (args: ActionFunctionArgs) => publicAction(args, storeConsent);

async function storeConsent({ form: posted }: FormActionArgs) {
  const form = requireForm(posted);
  const choice = form.get("choice");
  const redirectTo = form.get("redirectTo");
  const back = typeof redirectTo === "string" ? safeRedirectPath(redirectTo) : null;
  if (!isConsent(choice)) {
    return back ? redirect(back) : Response.json({ message: "Tuntematon valinta." }, { status: 400 });
  }
  const headers = { "Set-Cookie": serializeConsent(choice) };
  return back ? redirect(back, { headers }) : Response.json({ consent: choice }, { headers });
}

export function loader() {
  return redirect("/");
}
