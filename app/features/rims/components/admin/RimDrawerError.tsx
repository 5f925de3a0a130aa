import { DrawerErrorBoundary } from "~/components/ui/DrawerErrorBoundary";
import { RIMS_ADMIN_PATH, RIM_TEXTS } from "~/features/rims/rules";

/** The error boundary of the rim dialogs: an unknown rim, or the dialog's own failure message. */
export function RimDrawerError({ title, message }: { title: string; message: string }) {
  return <DrawerErrorBoundary title={title} closeTo={RIMS_ADMIN_PATH} notFound={RIM_TEXTS.admin.errors.notFound} failure={message} testId="rim-dialog-error" />;
}
