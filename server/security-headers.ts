/**
 * Security headers of every response, decided here once. Scripts run only with this request's nonce
 * (Remix's inline scripts and the analytics tag carry it); the analytics script itself may load Google's
 * further scripts ('strict-dynamic'). Images may come from any https host (review avatars, manufacturers'
 * logo URLs the admin enters); frames only from the map embed.
 */
import { pooledRandomBytes } from "./random-pool";

export type SecurityHeaderOptions = {
  /** The site is served over https (PUBLIC_URL): HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** `remix dev`: the live-reload script connects back over a websocket. */
  development: boolean;
};

export function createNonce(): string {
  return pooledRandomBytes(16).toString("base64");
}

const ANALYTICS_HOSTS = ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];
const MAP_EMBED = "https://www.openstreetmap.org";

export function contentSecurityPolicy(nonce: string, options: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'self' and the host list only matter to browsers without 'strict-dynamic' (CSP level 2).
    "script-src": [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", "https://www.googletagmanager.com"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...ANALYTICS_HOSTS, ...(options.development ? ["ws://localhost:*", "ws://127.0.0.1:*"] : [])],
    "frame-src": [MAP_EMBED],
    "frame-ancestors": ["'self'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (options.https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

export function securityHeaders(nonce: string, options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(nonce, options),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "SAMEORIGIN",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  // A year, once the site is known to be https; subdomains are left to the shop's own decision.
  if (options.https) headers["Strict-Transport-Security"] = "max-age=31536000";
  return headers;
}
