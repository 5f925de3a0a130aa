/**
 * A stored page's bytes split where its CSP nonce attribute stood, so that the next request's nonce can be
 * put back with one copy of memory, without turning the page into a string again. Used by the render cache
 * (services/render-cache.server.ts) and the page cache in front of Remix (server/page-cache.ts).
 */

/** `page` split at every `nonce="<nonce>"` (the attribute itself dropped); one part when there is no nonce. */
export function splitAtNonce(page: Buffer, nonce: string | undefined): Buffer[] {
  if (!nonce) return [page];
  const separator = Buffer.from(`nonce="${nonce}"`, "utf8");
  const parts: Buffer[] = [];
  let start = 0;
  for (let found = page.indexOf(separator, start); found !== -1; found = page.indexOf(separator, start)) {
    parts.push(page.subarray(start, found));
    start = found + separator.length;
  }
  parts.push(page.subarray(start));
  return parts;
}

/** The page again, with `nonce` in every place splitAtNonce cut out. */
export function joinWithNonce(parts: readonly Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0];
  const attribute = Buffer.from(`nonce="${nonce}"`, "utf8");
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [attribute, part])));
}
