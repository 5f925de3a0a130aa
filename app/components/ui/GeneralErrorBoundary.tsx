import { type ErrorResponse, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";

type StatusHandler = (info: { error: ErrorResponse }) => ReactNode;

/**
 * The one error boundary every route builds on: a thrown Response is answered by the handler of its
 * status (or the default one), anything else — a crash — by `unexpectedErrorHandler`. Routes differ only
 * in what each case shows, never in how the error is read.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  defaultStatusHandler,
  unexpectedErrorHandler,
}: {
  statusHandlers?: Partial<Record<number, StatusHandler>>;
  defaultStatusHandler: StatusHandler;
  unexpectedErrorHandler: (error: unknown) => ReactNode;
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <>{(statusHandlers?.[error.status] ?? defaultStatusHandler)({ error })}</>;
  return <>{unexpectedErrorHandler(error)}</>;
}

/** The text a 404 was thrown with (`new Response("…", { status: 404 })`), else `fallback`. */
export function thrownText(error: ErrorResponse, fallback: string): string {
  return typeof error.data === "string" && error.data ? error.data : fallback;
}
