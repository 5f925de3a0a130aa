import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { AdminDrawer } from "~/components/ui/AdminDrawer";
import { BLOG_TEXTS as T } from "~/features/blog/rules";

/** The error boundary of the article drawers: an unknown article, or the drawer's own failure message. */
export function BlogDrawerError({ title, message }: { title: string; message: string }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminDrawer title={title} closeTo="/admin/blogi">
      <p role="alert" className="text-sm" data-testid="blog-dialog-error">
        {notFound ? T.notFound : message}
      </p>
    </AdminDrawer>
  );
}
