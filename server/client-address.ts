/**
 * Who is asking. Forwarded headers (X-Forwarded-For, -Proto) count only when the connection comes from a
 * proxy listed in TRUSTED_PROXIES (default: loopback, i.e. a proxy on the same machine); from anyone else
 * they are ignored and the socket's address is the client. See docs/decisions/0012-http-server.md.
 */
import { isIP } from "node:net";
import type { Request } from "express";

/** Express's "trust proxy" setting for a TRUSTED_PROXIES value ('none' trusts nobody). */
export function trustProxySetting(trustedProxies: string): string | false {
  const entries = trustedProxies
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return trustedProxies.trim() === "none" || entries.length === 0 ? false : entries.join(", ");
}

/** '::ffff:10.0.0.1' and '10.0.0.1' are the same client; keep one spelling so rate-limit keys agree. */
function normalise(address: string): string {
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * The client's address: Express resolves it from the trusted chain; an entry that is not an IP address
 * (a proxy passing on junk) falls back to the socket, so a key is always a short, valid address.
 */
export function clientAddress(req: Request): string {
  const resolved = normalise(req.ip ?? "");
  if (isIP(resolved)) return resolved;
  return normalise(req.socket.remoteAddress ?? "unknown");
}
