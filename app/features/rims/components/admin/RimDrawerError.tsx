import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { RIMS_ADMIN_PATH, RIM_TEXTS } from "~/features/rims/rules";
import { AdminDrawer } from "~/components/ui/AdminDrawer";

/** The error boundary of the rim dialogs: an unknown rim, or the dialog's own failure message. */
export function RimDrawerError({ title, message }: { title: string; message: string }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminDrawer title={title} closeTo={RIMS_ADMIN_PATH}>
      <p role="alert" className="text-sm" data-testid="rim-dialog-error">
        {notFound ? RIM_TEXTS.admin.errors.notFound : message}
      </p>
    </AdminDrawer>
  );
}
