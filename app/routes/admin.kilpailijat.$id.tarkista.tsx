import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { backToTab, checkNow, tabUrl } from "~/features/competitors/page.server";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

/**
 * 'Tarkista nyt': checks the tracker within the request and returns to the tab with a toast. The row's
 * form posts here with and without JavaScript (a fetcher follows the redirect and refreshes the tab).
 */
export const action = (args: ActionFunctionArgs) =>
  adminAction(args, ({ request, params, form }) => {
    requireForm(form);
    return checkNow(params.id, tabUrl(request));
  });

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ request }) => backToTab(request));
