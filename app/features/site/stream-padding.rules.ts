/**
 * React 18.3's Node stream renderer (facebook/react#31134) fills fixed 2048-byte views with
 * `TextEncoder.encodeInto`; when a multi-byte UTF-8 character does not fit the rest of a view, it flushes
 * the whole view anyway, so up to three unwritten zero bytes end the chunk and reach the page (and the
 * render cache). HTML never contains U+0000 (our inputs refuse it), so a chunk's trailing zero bytes
 * are always that padding.
 */
export function trimViewPadding(chunk: Uint8Array): Uint8Array {
  let end = chunk.length;
  while (end > 0 && chunk.length - end < 3 && chunk[end - 1] === 0) end--;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}
