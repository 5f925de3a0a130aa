import { useEffect } from "react";

/** Reports at most this many distinct errors a page load: a loop that throws does not flood the server. */
const MAX_REPORTS = 5;

/**
 * Sends the browser's uncaught errors and unhandled promise rejections to /api/client-errors, which logs
 * them and forwards them to the error tracker when one is configured (decision 0038). Renders nothing.
 */
export function ErrorReporter() {
  useEffect(() => {
    const seen = new Set<string>();
    const send = (type: string, message: string, stack?: string) => {
      const key = `${type}:${message}`;
      if (seen.size >= MAX_REPORTS || seen.has(key)) return;
      seen.add(key);
      const body = JSON.stringify({ type: type.slice(0, 200) || "Error", message: message.slice(0, 2000), stack: stack?.slice(0, 10000), path: location.pathname });
      fetch("/api/client-errors", { method: "POST", headers: { "Content-Type": "application/json" }, body, keepalive: true }).catch(() => {});
    };
    const onError = (event: ErrorEvent) => {
      const error: unknown = event.error;
      // Another origin's script: the browser hides everything but "Script error.".
      if (!(error instanceof Error) && !event.filename) return;
      if (error instanceof Error) send(error.name, error.message, error.stack);
      else send("Error", event.message, `    at ${event.filename}:${event.lineno}:${event.colno}`);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason: unknown = event.reason;
      if (reason instanceof Error) send(reason.name, reason.message, reason.stack);
      else send("UnhandledRejection", String(reason));
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}
