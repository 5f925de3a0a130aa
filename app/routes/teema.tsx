import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { isTheme } from "~/lib/theme";
import { type FormActionArgs, publicAction } from "~/services/guard.server";
import { requireForm } from "~/services/form.server";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { serializeTheme } from "~/services/theme.server";

/** Stores the light/dark choice in a cookie and returns to the page the visitor was on. */
export const action = (args: ActionFunctionArgs) => publicAction(args, storeTheme);

async function storeTheme({ form: posted }: FormActionArgs) {
  const form = requireForm(posted);
  const theme = form.get("theme");
  const back = safeRedirectPath(form.get("redirectTo"));
  if (!isTheme(theme)) return redirect(back);
  return redirect(back, { headers: { "Set-Cookie": await serializeTheme(theme) } });
}

export function loader() {
  return redirect("/");
}
