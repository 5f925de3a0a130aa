import { DrawerErrorBoundary } from "~/components/ui/DrawerErrorBoundary";
import { CAMPAIGN_TEXTS as T } from "~/features/campaigns/rules";

/** The error boundary of the campaign dialogs: an unknown campaign, or the dialog's own failure message. */
export function CampaignDrawerError({ title, message }: { title: string; message: string }) {
  return <DrawerErrorBoundary title={title} closeTo="/admin/kampanjat" notFound={T.errors.notFound} failure={message} testId="campaign-dialog-error" />;
}
