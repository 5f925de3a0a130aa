import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { COMPETITOR_TEXTS as T } from "~/features/competitors/rules";
import { AdminDrawer } from "~/components/ui/AdminDrawer";

/** The error boundary of the competitor dialogs: an unknown tracker, or the dialog's own failure message. */
export function CompetitorDrawerError({ title, message }: { title: string; message: string }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminDrawer title={title} closeTo="/admin/kilpailijat">
      <p role="alert" className="text-sm" data-testid="competitor-dialog-error">
        {notFound ? T.errors.notFound : message}
      </p>
    </AdminDrawer>
  );
}
