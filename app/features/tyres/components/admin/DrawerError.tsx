import { useLocation } from "@remix-run/react";
import { TYRE_ADMIN_TEXTS as T, tyreListHref } from "~/features/tyres/admin.rules";
import { DrawerErrorBoundary } from "~/components/ui/DrawerErrorBoundary";
import { thrownText } from "~/components/ui/GeneralErrorBoundary";

/**
 * The error boundary of the tyre tab's drawers: an unknown size or product (a 404, e.g. deleted in
 * another tab) keeps the admin on the list with a message and the way back.
 */
export function TyreDrawerError({ title }: { title: string }) {
  const { search } = useLocation();
  return (
    <DrawerErrorBoundary
      title={title}
      closeTo={tyreListHref(search)}
      keepSearch={false}
      notFound={(error) => thrownText(error, T.drawers.notFound)}
      failure={T.drawers.loadFailed}
    />
  );
}

/** A 404 the drawers throw for an unknown or malformed id. */
export function notFound(message: string): Response {
  return new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
