import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { CAMPAIGN_TEXTS as T } from "~/features/campaigns/rules";
import { AdminDrawer } from "~/components/ui/AdminDrawer";

/** The error boundary of the campaign dialogs: an unknown campaign, or the dialog's own failure message. */
export function CampaignDrawerError({ title, message }: { title: string; message: string }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminDrawer title={title} closeTo="/admin/kampanjat">
      <p role="alert" className="text-sm" data-testid="campaign-dialog-error">
        {notFound ? T.errors.notFound : message}
      </p>
    </AdminDrawer>
  );
}
