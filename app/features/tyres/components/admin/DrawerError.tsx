import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { TYRE_ADMIN_TEXTS as T, tyreListHref } from "~/features/tyres/admin.rules";
import { AdminDrawer } from "~/components/ui/AdminDrawer";

/**
 * The error boundary of the tyre tab's drawers: an unknown size or product (a 404, e.g. deleted in
 * another tab) keeps the admin on the list with a message and the way back.
 */
export function TyreDrawerError({ title }: { title: string }) {
  const error = useRouteError();
  const { search } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AdminDrawer title={title} closeTo={tyreListHref(search)} keepSearch={false}>
      <p role="alert" className="text-sm">
        {notFound ? (typeof error.data === "string" && error.data ? error.data : T.drawers.notFound) : T.drawers.loadFailed}
      </p>
    </AdminDrawer>
  );
}

/** A 404 the drawers throw for an unknown or malformed id. */
export function notFound(message: string): Response {
  return new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
