import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { SUBSCRIBER_ADMIN_TEXTS as T, subscriberListHref } from "~/features/subscribers/admin.rules";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { DrawerErrorBoundary } from "~/components/ui/DrawerErrorBoundary";

/**
 * 'Poista tilaaja': the question with the address, a warning and the confirm button posting to the
 * route's own action (the URL keeps the list's query, so the list comes back as it was).
 */
export function SubscriberDeleteDialog({ email, closeTo }: { email: string; closeTo: string }) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <AdminDrawer title={T.deleteTitle} closeTo={closeTo} keepSearch={false} variant="dialog">
      <p className="break-words font-medium">{T.deleteQuestion(email)}</p>
      <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">{T.deleteWarning}</p>
      <Form method="post" preventScrollReset className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className="btn bg-red-600 text-white hover:bg-red-700" disabled={deleting}>
          {deleting ? T.deleting : T.delete}
          <span className="sr-only"> {email}</span>
        </button>
        <Link to={closeTo} preventScrollReset className="btn-secondary">
          {T.cancel}
        </Link>
      </Form>
    </AdminDrawer>
  );
}

/** The dialog's error boundary: an unknown subscriber (deleted in another tab) is said in the dialog. */
export function SubscriberDialogError() {
  const { search } = useLocation();
  return (
    <DrawerErrorBoundary
      title={T.deleteTitle}
      closeTo={subscriberListHref(search)}
      keepSearch={false}
      variant="dialog"
      notFound={T.notFound}
      failure={T.loadFailed}
    />
  );
}

/** The 404 the dialog's loader throws for an unknown or malformed id. */
export function subscriberNotFound(): Response {
  return new Response(T.notFound, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
