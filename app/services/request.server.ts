import type { AppLoadContext } from "@remix-run/node";
import { getEnv } from "./env.server";

/**
 * The client's address as the HTTP server resolved it (the socket, or a trusted proxy's forwarded
 * header: server/client-address.ts). Request headers are never read here: any client can set them.
 * 'unknown' only when a route is called without the server (tests).
 */
export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp ?? "unknown";
}

function allowedOrigins(request: Request): Set<string> {
  const origins = new Set([new URL(request.url).origin]);
  const publicUrl = getEnv().PUBLIC_URL;
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  return origins;
}

/**
 * True when a state-changing request comes from our own pages. Browsers send Origin on every POST;
 * Sec-Fetch-Site covers the rare browser that omits it. A request with neither is not from a browser
 * and so cannot be cross-site request forgery.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") return allowedOrigins(request).has(origin);
  if (origin === "null") return false;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none";
  return true;
}
