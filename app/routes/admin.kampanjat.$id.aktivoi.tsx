import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { backToTab, switchCampaign, tabUrl } from "~/features/campaigns/page.server";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

/** POST /admin/kampanjat/:id/aktivoi: the row's 'Aktivoi'; back to the tab with a toast. */
export const action = (args: ActionFunctionArgs) =>
  adminAction(args, ({ request, params, form }) => {
    requireForm(form);
    return switchCampaign(params.id, true, tabUrl(request));
  });

/** Nothing to show: a GET (a typed URL, a reload after the post) goes to the tab. */
export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ request }) => backToTab(request));
