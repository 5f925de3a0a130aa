import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { NEWSLETTER_ADMIN_TEXTS as T } from "~/features/newsletters/rules";
import { AdminDrawer } from "~/components/ui/AdminDrawer";

/** The error boundary of the newsletter dialogs: an unknown newsletter keeps the admin on the tab with a message. */
export function NewsletterDrawerError({ title }: { title: string }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminDrawer title={title} closeTo="/admin/uutiskirjeet">
      <p role="alert" className="text-sm">
        {notFound ? T.errors.notFound : T.errors.save}
      </p>
    </AdminDrawer>
  );
}
