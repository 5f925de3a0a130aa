import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { SUBSCRIBER_ADMIN_TEXTS as T, subscriberListHref } from "~/features/subscribers/admin.rules";
import { unsubscribeSubscriberById } from "~/features/subscribers/model.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { parseDatabaseId } from "~/lib/database-id";

/**
 * POST /admin/uutiskirjeet/tilaajat/:id/peru: the row's 'Peru tilaus'. Back to the list (its search and
 * page kept) with 'Tilaus peruttu', or 'Tilauksen peruminen epäonnistui' for an unknown subscriber.
 */
export const action = (args: ActionFunctionArgs) => adminAction(args, unsubscribeAction);

async function unsubscribeAction({ request, params }: ActionFunctionArgs) {
  const back = subscriberListHref(new URL(request.url).search);
  const id = parseDatabaseId(params.id);
  try {
    const result = id === null ? "not_found" : await unsubscribeSubscriberById(id);
    // Already cancelled (a second click, another tab): what the admin asked for holds.
    if (result === "not_found") return redirectWithToast(back, { type: "error", message: T.toasts.unsubscribeFailed });
    return redirectWithToast(back, { type: "success", message: T.toasts.unsubscribed });
  } catch (error) {
    console.error("Cancelling a subscription failed", error);
    return redirectWithToast(back, { type: "error", message: T.toasts.unsubscribeFailed });
  }
}

/** Nothing to show: a GET (a typed URL, a refresh after the post) goes to the list. */
export const loader = (args: LoaderFunctionArgs) =>
  adminLoader(args, ({ request }) => redirect(subscriberListHref(new URL(request.url).search)));
