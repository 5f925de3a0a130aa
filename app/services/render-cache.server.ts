/**
 * Memoised HTML for public pages. A page's HTML is a pure function of its URL, its loaders' data and the
 * date (the hours drawer highlights today), so a page whose data hash was rendered before is served
 * from memory without running React again. Correct by construction: different data, different key.
 * Responses that set cookies, errors and non-GET requests are never cached. The page's CSP nonce differs
 * on every request: the page is kept split where it stood (lib/nonce-parts.ts) and the new request's nonce goes back in on the way out.
 *
 * The same key is the page's ETag (public pages only): a browser that already holds the page asks with
 * If-None-Match and gets a 304 without the body. The key covers the build, so a deploy changes every ETag.
 * A 304 carries no CSP header (server/remix-handler.ts), so the browser keeps the stored response's policy,
 * whose nonce is the one in the stored body. Decision 0024.
 */
import { createHash } from "node:crypto";
import type { EntryContext } from "@remix-run/node";
import { joinWithNonce, splitAtNonce } from "~/lib/nonce-parts";

// Bounded by count and by size: a search page of a large catalogue can be far bigger than the usual
// 50–250 kB, and the cache must not be what fills the heap.
const MAX_ENTRIES = 300;
const MAX_TOTAL_CHARS = 24 * 1024 * 1024;
const TTL_MS = 60_000;
const entries = new Map<string, { parts: Buffer[]; size: number; storedAt: number }>();
let totalChars = 0;

// Building an Intl formatter costs more than rendering from the cache, so it is made once; formatting
// is still dear enough per request that the day is worked out once a minute (Helsinki's minutes start
// when UTC's do).
const helsinkiDateFormat = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Helsinki" });
let today = { date: "", until: 0 };
function helsinkiDate(): string {
  const now = Date.now();
  if (now >= today.until) today = { date: helsinkiDateFormat.format(now), until: now - (now % 60_000) + 60_000 };
  return today.date;
}

export function renderCacheKey(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): string | null {
  const handler = context.staticHandlerContext;
  // A page that says no-store (a customer's own tyre-hotel view) is never kept, here or anywhere.
  if (request.method !== "GET" || status !== 200 || headers.has("Set-Cookie") || handler.errors || handler.actionData || /no-store/i.test(headers.get("Cache-Control") ?? "")) {
    return null;
  }
  const url = new URL(request.url);
  return createHash("sha256")
    .update(`${context.manifest.version}\n${url.pathname}${url.search}\n${helsinkiDate()}\n`)
    .update(JSON.stringify(handler.loaderData))
    .digest("base64url");
}

/** Back-office pages are never answered from the browser's copy: only the public site gets an ETag. */
const NO_ETAG_PATHS = /^\/admin(\/|$)/;

/**
 * Marks a cacheable page for revalidation: the browser may keep it (`private`: it can depend on the
 * visitor's cookies, so no shared cache stores it) but must ask every time (`no-cache`). True when the
 * request's If-None-Match already names this version of the page: answer 304.
 */
export function applyPageEtag(request: Request, key: string, headers: Headers): boolean {
  if (NO_ETAG_PATHS.test(new URL(request.url).pathname)) return false;
  const etag = `W/"${key}"`;
  headers.set("ETag", etag);
  headers.set("Cache-Control", "private, no-cache");
  const asked = request.headers.get("If-None-Match");
  if (!asked) return false;
  return asked.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed === etag || trimmed === etag.slice(2);
  });
}

/**
 * The page as bytes, split where the nonce goes: a hit is a copy of memory, with no string to convert and
 * encode again on the way out (a string body costs a scan of every character per response).
 */
export function cachedHtml(key: string, nonce?: string): Buffer | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (Date.now() - entry.storedAt > TTL_MS) {
    forget(key);
    return undefined;
  }
  // Map keeps insertion order: re-inserting marks the entry as recently used.
  entries.delete(key);
  entries.set(key, entry);
  return joinWithNonce(entry.parts, nonce ?? "");
}

export function storeHtml(key: string, html: string, nonce?: string): void {
  if (html.length > MAX_TOTAL_CHARS / 8) return; // one page never takes over the cache
  forget(key);
  const parts = splitAtNonce(Buffer.from(html, "utf8"), nonce);
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  entries.set(key, { parts, size, storedAt: Date.now() });
  totalChars += size;
  while (entries.size > MAX_ENTRIES || totalChars > MAX_TOTAL_CHARS) forget(entries.keys().next().value!);
}

function forget(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  totalChars -= entry.size;
}

/** What the cache holds now, in entries and bytes (for tests and the memory bench's reading of it). */
export function renderCacheSize(): { entries: number; chars: number } {
  return { entries: entries.size, chars: totalChars };
}
