/**
 * Pure decisions about a request, made before any route runs: whether it is a state-changing request
 * from another site, how big its body may be, and whether its URL can be handled at all.
 */

import { ONE_CLICK_UNSUBSCRIBE_PATH } from "~/features/subscribers/rules";
import { REMINDER_ONE_CLICK_PATH } from "~/features/tyre-hotel/reminders.rules";

/** Methods that only read. Everything else must come from our own pages. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function changesState(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * True when a state-changing request comes from another site. Browsers send Origin with every POST;
 * Sec-Fetch-Site covers one that omits it. A request with neither is not from a browser and so cannot be
 * cross-site request forgery (a mail client's one-click unsubscribe, curl). The Origin must name the
 * host the request was sent to: that is also what Remix itself requires, and it would answer a mismatch
 * with a 500.
 */
export function isCrossSite(headers: { origin?: string; host?: string; "sec-fetch-site"?: string }): boolean {
  const origin = headers.origin;
  if (origin === undefined) {
    const site = headers["sec-fetch-site"];
    return site !== undefined && site !== "same-origin" && site !== "none";
  }
  if (origin === "null") return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true;
  }
  return !headers.host || host !== headers.host.toLowerCase();
}

/**
 * Actions that take a POST from any origin: their credential is a secret in the address itself. Only the
 * RFC 8058 one-click unsubscribe, which mail providers post from their own servers.
 */
export function takesAnyOrigin(path: string): boolean {
  return path === ONE_CLICK_UNSUBSCRIBE_PATH || path === REMINDER_ONE_CLICK_PATH;
}

export const KIB = 1024;
export const MIB = 1024 * KIB;

/** Forms and JSON. The biggest real one is a product form's text fields, far below this. */
export const DEFAULT_BODY_LIMIT = 64 * KIB;
/**
 * The chat sends its history back (spec): 20 messages, replies up to 10,000 characters. Only the last
 * 20 are used, and the widget sends no more.
 */
export const CHAT_BODY_LIMIT = 256 * KIB;
/**
 * A blog article: up to 50,000 characters of markdown (app/features/blog/rules.ts). A form encodes 'ä', a line end
 * or a comma as six or three bytes, so a full-length article needs several times its length.
 */
export const BLOG_BODY_LIMIT = 512 * KIB;
/** The article editor's form and the article JSON calls (not the generator's, which takes a few words). */
const BLOG_PATH = /^\/(?:admin\/blogi(?:\/.*)?|api\/blog\/(?:publish|articles(?:\/[^/]+)?))$/;
/**
 * Admin uploads: a product form carries a thumbnail, a pattern image and gallery images, each at most
 * 5 MB; the app answers a bigger file with the spec's own message, so the cap here is for five of them.
 */
export const UPLOAD_BODY_LIMIT = 5 * (5 * MIB + 64 * KIB) + MIB;

/** The admin's JSON upload calls (spec "Uploads" and the banner upload), besides the /admin forms. */
const UPLOAD_API_PATH = /^\/api\/(?:upload\/(?:hero-image|banner-image)|homepage-settings\/banner\/[^/]+\/upload)$/;

export function bodyLimit(path: string, contentType: string | undefined): number {
  const type = (contentType ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data") && (path === "/admin" || path.startsWith("/admin/") || UPLOAD_API_PATH.test(path))) {
    return UPLOAD_BODY_LIMIT;
  }
  if (path === "/api/ai/chat") return CHAT_BODY_LIMIT;
  if (BLOG_PATH.test(path)) return BLOG_BODY_LIMIT;
  return DEFAULT_BODY_LIMIT;
}

/** Multipart bodies are streamed to the route (it bounds each part); everything else is read here first. */
export function isStreamedBody(contentType: string | undefined): boolean {
  return (contentType ?? "").toLowerCase().startsWith("multipart/form-data");
}

export const MAX_URL_LENGTH = 8 * KIB;

/**
 * A URL we refuse to route: NUL or other control characters (raw or percent-encoded) that no page of ours
 * uses and Postgres cannot store, absurd length, or a path whose percent-escapes do not decode (`%zz`, or
 * bytes that are not UTF-8 such as `%E4`): every router below would throw on it, one route at a time.
 * The query string may hold such escapes; URLSearchParams reads them leniently.
 */
export function isUnroutableUrl(url: string): boolean {
  if (url.length > MAX_URL_LENGTH) return true;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(url)) return true;
  if (/%(?:0[0-9a-f]|1[0-9a-f]|7f)/i.test(url)) return true;
  const query = url.indexOf("?");
  return !decodes(query === -1 ? url : url.slice(0, query));
}

function decodes(path: string): boolean {
  if (!path.includes("%")) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Remix's data URL from before single fetch (`?_data=<route>`). Our pages never ask for one, and Remix
 * logs a warning with a stack trace for each: left open, a script could fill the log at will.
 */
/**
 * A single-fetch data request ('…/x.data') for an API path: API routes are resource routes with no page data,
 * and Remix would parse their (possibly precompressed) body as page data and fail with a 500.
 */
export function isApiDataRequest(path: string): boolean {
  return path.startsWith("/api/") && path.endsWith(".data");
}

export function isLegacyDataRequest(url: string): boolean {
  const query = url.indexOf("?");
  return query >= 0 && new URLSearchParams(url.slice(query + 1)).has("_data");
}
