import { DrawerErrorBoundary } from "~/components/ui/DrawerErrorBoundary";
import { NEWSLETTER_ADMIN_TEXTS as T } from "~/features/newsletters/rules";

/** The error boundary of the newsletter dialogs: an unknown newsletter keeps the admin on the tab with a message. */
export function NewsletterDrawerError({ title }: { title: string }) {
  return <DrawerErrorBoundary title={title} closeTo="/admin/uutiskirjeet" notFound={T.errors.notFound} failure={T.errors.save} />;
}
