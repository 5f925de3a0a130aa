/**
 * Memoised HTML for public pages. A page's HTML is a pure function of its URL, its loaders' data and the
 * date (the hours drawer highlights today), so a page whose data hash was rendered before is served
 * from memory without running React again. Correct by construction: different data, different key.
 * Responses that set cookies, errors and non-GET requests are never cached. The page's CSP nonce differs
 * on every request: it is stored as a placeholder and the new request's nonce is put back on the way out.
 */
import { createHash } from "node:crypto";
import type { EntryContext } from "@remix-run/node";

// Bounded by count and by size: a search page of a large catalogue can be far bigger than the usual
// 50–250 kB, and the cache must not be what fills the heap.
const MAX_ENTRIES = 300;
const MAX_TOTAL_CHARS = 24 * 1024 * 1024;
const TTL_MS = 60_000;
const entries = new Map<string, { html: string; storedAt: number }>();
let totalChars = 0;

// Building an Intl formatter costs more than rendering from the cache, so it is made once.
const helsinkiDateFormat = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Helsinki" });
const helsinkiDate = () => helsinkiDateFormat.format(new Date());

export function renderCacheKey(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): string | null {
  const handler = context.staticHandlerContext;
  if (request.method !== "GET" || status !== 200 || headers.has("Set-Cookie") || handler.errors || handler.actionData) {
    return null;
  }
  const url = new URL(request.url);
  return createHash("sha256")
    .update(`${url.pathname}${url.search}\n${helsinkiDate()}\n`)
    .update(JSON.stringify(handler.loaderData))
    .digest("base64url");
}

/** Cannot occur in a page: a nonce is base64, and '\u0000' is refused in every URL and form. */
const NONCE_PLACEHOLDER = "\u0000nonce\u0000";

export function cachedHtml(key: string, nonce?: string): string | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  if (Date.now() - entry.storedAt > TTL_MS) {
    forget(key);
    return undefined;
  }
  // Map keeps insertion order: re-inserting marks the entry as recently used.
  entries.delete(key);
  entries.set(key, entry);
  return nonce ? entry.html.replaceAll(NONCE_PLACEHOLDER, nonce) : entry.html;
}

export function storeHtml(key: string, html: string, nonce?: string): void {
  if (html.length > MAX_TOTAL_CHARS / 8) return; // one page never takes over the cache
  forget(key);
  const stored = nonce ? html.replaceAll(`nonce="${nonce}"`, `nonce="${NONCE_PLACEHOLDER}"`) : html;
  entries.set(key, { html: stored, storedAt: Date.now() });
  totalChars += stored.length;
  while (entries.size > MAX_ENTRIES || totalChars > MAX_TOTAL_CHARS) forget(entries.keys().next().value!);
}

function forget(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  totalChars -= entry.html.length;
}

/** What the cache holds now (for tests and the memory bench's reading of it). */
export function renderCacheSize(): { entries: number; chars: number } {
  return { entries: entries.size, chars: totalChars };
}
