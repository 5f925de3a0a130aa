import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { backToTab, sendAsNewsletter, tabUrl } from "~/features/blog/page.server";
import { requireForm } from "~/services/form.server";
import { adminAction, adminLoader } from "~/services/guard.server";

/** POST /admin/blogi/:id/uutiskirje: 'Lähetä uutiskirjeenä' makes a newsletter draft and opens it. */
export const action = (args: ActionFunctionArgs) =>
  adminAction(args, ({ request, params, form }) => {
    requireForm(form);
    return sendAsNewsletter(params.id, tabUrl(request));
  });

/** Nothing to show: a GET (a typed URL, a reload after the post) goes to the tab. */
export const loader = (args: LoaderFunctionArgs) => adminLoader(args, ({ request }) => backToTab(request));
