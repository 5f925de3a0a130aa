/** The diff modal (spec section 8): its state from the latest two snapshots and the line diff it shows. */
import { diffLines } from "diff";
import { type TrackingType, cutText } from "./rules";
import { priceMove } from "./prices.rules";

export type DiffSnapshot = { checkedAt: string; price: string | null; content: string | null; contentHash: string | null };

export type DiffLine = { kind: "added" | "removed" | "same"; text: string };

export type DiffView =
  | { state: "only-one"; latest: DiffSnapshot | null }
  | { state: "no-change"; before: DiffSnapshot; after: DiffSnapshot }
  | { state: "changed"; before: DiffSnapshot; after: DiffSnapshot; lines: DiffLine[]; snippetBefore: string; snippetAfter: string };

/** Spec: the diff button shows when a full-page tracker has content changes or a price tracker has ≥ 2 prices. */
export function canShowDiff(trackingType: TrackingType, counts: { contentChanges: number; prices: number }): boolean {
  return trackingType === "full_page" ? counts.contentChanges > 0 : counts.prices >= 2;
}

/** Unchanged lines kept around a change, so a long page shows only what moved and its neighbours. */
const CONTEXT_LINES = 2;
const MAX_DIFF_LINES = 400;
const SNIPPET_MAX = 300;

/**
 * The modal's state from the latest two snapshots (newest last). The lines are plain text; the page
 * renders them as React text nodes, so nothing a competitor's page contains can become markup.
 */
export function buildDiffView(before: DiffSnapshot | null, after: DiffSnapshot | null): DiffView {
  if (!after || !before) return { state: "only-one", latest: after ?? before };
  const samePrice = priceMove(before.price, after.price) === null && (before.price === null) === (after.price === null);
  const sameText = before.contentHash === after.contentHash;
  if (samePrice && sameText) return { state: "no-change", before, after };
  const lines = before.content !== null && after.content !== null && !sameText ? textDiff(before.content, after.content) : [];
  const firstRemoved = lines.find((line) => line.kind === "removed")?.text ?? "";
  const firstAdded = lines.find((line) => line.kind === "added")?.text ?? "";
  return {
    state: "changed",
    before,
    after,
    lines,
    snippetBefore: cutText(firstRemoved, SNIPPET_MAX).shown,
    snippetAfter: cutText(firstAdded, SNIPPET_MAX).shown,
  };
}

/** Line diff with a little context around each change, at most MAX_DIFF_LINES lines. */
export function textDiff(before: string, after: string): DiffLine[] {
  const all: DiffLine[] = [];
  for (const part of diffLines(before, after)) {
    const kind = part.added ? "added" : part.removed ? "removed" : "same";
    for (const line of part.value.split("\n")) if (line !== "") all.push({ kind, text: line });
  }
  const keep = new Set<number>();
  all.forEach((line, index) => {
    if (line.kind === "same") return;
    for (let near = index - CONTEXT_LINES; near <= index + CONTEXT_LINES; near += 1) keep.add(near);
  });
  return all.filter((_, index) => keep.has(index)).slice(0, MAX_DIFF_LINES);
}
