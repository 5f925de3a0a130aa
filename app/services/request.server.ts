import { getEnv } from "./env.server";

/**
 * The client's address. remix-serve does not pass the socket address to loaders, so it comes from
 * X-Forwarded-For as set by the reverse proxy in front of the app (its right-most entry, the one the
 * proxy itself added). See docs/decisions/0004-client-ip.md.
 */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  const last = forwarded?.split(",").map((part) => part.trim()).filter(Boolean).pop();
  return last || request.headers.get("x-real-ip") || "unknown";
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

/** A redirect target from user input, accepted only when it stays on this site. */
export function safeRedirectPath(target: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return fallback;
  }
  return target;
}
