import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { SubscriberDeleteDialog, SubscriberDialogError, subscriberNotFound } from "~/features/subscribers/components/SubscriberDeleteDialog";
import { SUBSCRIBER_ADMIN_TEXTS as T, subscriberListHref } from "~/features/subscribers/admin.rules";
import { deleteSubscriber, findSubscriberById } from "~/features/subscribers/model.server";
import { adminAction, adminLoader } from "~/services/guard.server";
import { deleteAndReturn } from "~/services/toast.server";
import { parseDatabaseId } from "~/lib/database-id";

export const meta: MetaFunction = () => [{ title: `${T.deleteTitle} – Ylläpito` }, { name: "robots", content: "noindex" }];

/** The confirmation over the list: a page of its own without JavaScript (spec section 5: deleting asks first). */
export const loader = (args: LoaderFunctionArgs) => adminLoader(args, loadSubscriber);

async function loadSubscriber({ params }: LoaderFunctionArgs) {
  const id = parseDatabaseId(params.id);
  const subscriber = id === null ? null : await findSubscriberById(id);
  if (!subscriber) throw subscriberNotFound();
  return { subscriber: { id: subscriber.id, email: subscriber.email } };
}

export const action = (args: ActionFunctionArgs) => adminAction(args, deleteSubscriberAction);

/** Deletes and goes back to the list (search and page kept) with 'Tilaaja poistettu' or the failure. */
async function deleteSubscriberAction({ request, params }: ActionFunctionArgs) {
  return deleteAndReturn(subscriberListHref(new URL(request.url).search), parseDatabaseId(params.id), deleteSubscriber, {
    deleted: T.toasts.deleted,
    notFound: T.toasts.deleteFailed,
    failed: T.toasts.deleteFailed,
    logMessage: "Tilaajan poisto epäonnistui:",
  });
}

export default function DeleteSubscriberRoute() {
  const { subscriber } = useLoaderData<typeof loader>();
  return <SubscriberDeleteDialog email={subscriber.email} closeTo={subscriberListHref(useLocation().search)} />;
}

export function ErrorBoundary() {
  return <SubscriberDialogError />;
}
