/**
 * Whole public pages kept for a second in front of Remix (issue 32, decision 0043). A document request
 * costs Remix a Fetch Request, route matching, the loaders, the entry and the response stream even when
 * the render cache (app/services/render-cache.server.ts) already holds its HTML; a burst of visitors to
 * the same page (a newsletter's link, a campaign) pays that fixed cost every time. Here a page answered
 * moments ago is sent again from memory without entering Remix.
 *
 * What keeps it right:
 * - only a visitor without cookies is served or stored: every page that reads the visitor (the campaign
 *   box's cookie, the chat, an admin session, a flash message) reads it from a cookie;
 * - the key holds the build, the whole URL (protocol and Host too) and the site's data version (the content version and the
 *   catalogue version, asked from the Remix build, so an admin's edit is seen by the next request);
 * - an entry lives PAGE_CACHE_MS (one second by default) at most: the bound for what no version covers
 *   (the clock, a review summary refreshed by a job, a write made outside the app);
 * - only a 200 text/html answer without Set-Cookie, `no-store` or a Vary beyond Accept-Encoding is kept;
 *   conditional requests (If-None-Match) go to Remix, which answers 304 from the page's ETag;
 * - the CSP nonce differs on every request: the stored page is split where its nonce stood, and this
 *   request's nonce is put back (its own CSP header is set before, by security-headers.ts).
 */
import type { IncomingHttpHeaders } from "node:http";
import { joinWithNonce, splitAtNonce } from "~/lib/nonce-parts";

const MAX_ENTRIES = 200;
const MAX_TOTAL_BYTES = 16 * 1024 * 1024;
const MAX_PAGE_BYTES = 1024 * 1024;
/** Headers the server sets per request (request-log.ts, security-headers.ts) or per body: never stored. */
const PER_REQUEST_HEADERS = new Set(["content-length", "content-security-policy", "x-request-id", "set-cookie", "connection", "transfer-encoding"]);
/** Back office, APIs (their own caching), Remix's data requests and resource routes with an extension. */
const NOT_A_PUBLIC_PAGE = /^\/(admin|api)(\/|$)|\.[a-z0-9]+$/i;

export type StoredPage = { status: number; headers: [string, string][]; parts: Buffer[]; size: number; storedAt: number };
/** The site's data version as the Remix build sees it (entry.server's `publicDataVersion`). */
export type DataVersion = () => string | Promise<string>;

/** Whether a request may be answered from, or stored in, the page cache. */
export function isCacheablePageRequest(method: string, url: string, headers: IncomingHttpHeaders): boolean {
  if (method !== "GET") return false;
  if (headers.cookie || headers.authorization || headers["if-none-match"] || headers["if-modified-since"] || headers.range) return false;
  const path = url.split("?", 1)[0];
  return !NOT_A_PUBLIC_PAGE.test(path);
}

/** Whether Remix's answer may be kept for the next visitor without cookies. */
export function isStorableResponse(response: Response): boolean {
  if (response.status !== 200 || !response.body) return false;
  const headers = response.headers;
  if (!(headers.get("content-type") ?? "").startsWith("text/html")) return false;
  if (headers.getSetCookie().length > 0 || /no-store/i.test(headers.get("cache-control") ?? "")) return false;
  const vary = (headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase()).filter(Boolean);
  return vary.every((name) => name === "accept-encoding");
}

export function createPageCache(options: { buildVersion: string; dataVersion: DataVersion; ttlMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs;
  const entries = new Map<string, StoredPage>();
  let totalBytes = 0;

  function forget(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.size;
  }

  return {
    /** The key of a page request: build, data version and the whole URL (with protocol and Host) as Remix sees it. */
    async keyFor(url: string): Promise<string> {
      return `${options.buildVersion}\n${await options.dataVersion()}\n${url}`;
    },

    /** The stored answer with this request's nonce put back, or undefined. */
    lookup(key: string, nonce: string): { status: number; headers: [string, string][]; body: Buffer } | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt >= ttlMs) {
        forget(key);
        return undefined;
      }
      return { status: entry.status, headers: entry.headers, body: joinWithNonce(entry.parts, nonce) };
    },

    store(key: string, response: Response, body: Buffer, nonce: string): void {
      if (body.length > MAX_PAGE_BYTES) return;
      forget(key);
      const headers = [...response.headers.entries()].filter(([name]) => !PER_REQUEST_HEADERS.has(name.toLowerCase()));
      // Split where the nonce stood; lookup puts the next request's nonce there.
      const pieces = splitAtNonce(body, nonce);
      const size = pieces.reduce((sum, part) => sum + part.length, 0);
      entries.set(key, { status: response.status, headers, parts: pieces, size, storedAt: now() });
      totalBytes += size;
      while (entries.size > MAX_ENTRIES || totalBytes > MAX_TOTAL_BYTES) forget(entries.keys().next().value!);
    },

    /** What the cache holds now (tests). */
    size(): { entries: number; bytes: number } {
      return { entries: entries.size, bytes: totalBytes };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
