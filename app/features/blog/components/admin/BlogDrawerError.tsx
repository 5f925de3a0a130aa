import { DrawerErrorBoundary } from "~/components/ui/DrawerErrorBoundary";
import { BLOG_TEXTS as T } from "~/features/blog/rules";

/** The error boundary of the article drawers: an unknown article, or the drawer's own failure message. */
export function BlogDrawerError({ title, message }: { title: string; message: string }) {
  return <DrawerErrorBoundary title={title} closeTo="/admin/blogi" notFound={T.notFound} failure={message} testId="blog-dialog-error" />;
}
