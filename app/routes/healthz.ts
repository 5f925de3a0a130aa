import { ping } from "#db/client";

/** Liveness and readiness for the proxy or orchestrator: answers 200 only when the database does. */
export async function loader() {
  try {
    await ping();
    return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  } catch {
    return new Response("database unavailable", { status: 503, headers: { "Content-Type": "text/plain" } });
  }
}
