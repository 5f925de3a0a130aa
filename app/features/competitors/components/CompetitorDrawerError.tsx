import { DrawerErrorBoundary } from "~/components/ui/DrawerErrorBoundary";
import { COMPETITOR_TEXTS as T } from "~/features/competitors/rules";

/** The error boundary of the competitor dialogs: an unknown tracker, or the dialog's own failure message. */
export function CompetitorDrawerError({ title, message }: { title: string; message: string }) {
  return <DrawerErrorBoundary title={title} closeTo="/admin/kilpailijat" notFound={T.errors.notFound} failure={message} testId="competitor-dialog-error" />;
}
