import type { ErrorResponse } from "@remix-run/react";
import { AdminDrawer } from "./AdminDrawer";
import { GeneralErrorBoundary } from "./GeneralErrorBoundary";

/**
 * The error boundary of an admin drawer (a dialog that is a route): an unknown record (a 404, e.g.
 * deleted in another tab) says so, any other failure shows the drawer's own message; either way the
 * admin stays on the list with the way back.
 */
export function DrawerErrorBoundary({
  title,
  closeTo,
  keepSearch,
  variant,
  notFound,
  failure,
  testId,
}: {
  title: string;
  closeTo: string;
  keepSearch?: boolean;
  variant?: "drawer" | "dialog";
  notFound: string | ((error: ErrorResponse) => string);
  failure: string;
  testId?: string;
}) {
  const alert = (text: string) => (
    <AdminDrawer title={title} closeTo={closeTo} keepSearch={keepSearch} variant={variant}>
      <p role="alert" className="text-sm" data-testid={testId}>
        {text}
      </p>
    </AdminDrawer>
  );
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: ({ error }) => alert(typeof notFound === "string" ? notFound : notFound(error)) }}
      defaultStatusHandler={() => alert(failure)}
      unexpectedErrorHandler={() => alert(failure)}
    />
  );
}
