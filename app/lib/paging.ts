/**
 * Paging of the site's and the admin's lists: the page number a URL asks for, the page actually shown,
 * and the numbers a pager links to. No I/O.
 */

/** The largest page number a list reads from its URL by default; no list of the shop is that long. */
export const MAX_PAGE_NUMBER = 999_999;

/**
 * A page number from the URL (`?sivu=3`): whole digits (spaces around them and leading zeros allowed)
 * from 1 to `max`; anything else is page 1, and a number past `max` too unless `pastMax` is "max" (the
 * subscriber list, whose pager clamps, reads it as its last page).
 */
export function parsePageNumber(value: string | null | undefined, options: { max?: number; pastMax?: "first" | "max" } = {}): number {
  const { max = MAX_PAGE_NUMBER, pastMax = "first" } = options;
  const text = value?.trim() ?? "";
  if (!/^\d+$/.test(text)) return 1;
  const digits = text.replace(/^0+/, "");
  const page = digits.length > String(max).length ? Infinity : Number(digits || "0");
  if (page > max) return pastMax === "max" ? max : 1;
  return Math.max(1, page);
}

export type PageInfo = { page: number; pageCount: number; total: number };

/** The page actually shown (a page past the end shows the last one) and the page count (at least 1). */
export function clampPage(requested: number, total: number, pageSize: number): PageInfo {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return { page: Math.min(Math.max(1, Math.floor(requested)), pageCount), pageCount, total };
}

/**
 * The page numbers the pager links to: the first, the last and `radius` pages either side of the current
 * one, with "gap" where numbers are left out (1 … 8 9 10 11 12 … 203).
 */
export function pageNumbers(page: number, pageCount: number, radius = 2): (number | "gap")[] {
  const shown = new Set<number>([1, pageCount]);
  for (let n = page - radius; n <= page + radius; n++) if (n >= 1 && n <= pageCount) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | "gap")[] = [];
  sorted.forEach((n, index) => {
    if (index > 0 && n - sorted[index - 1] === 2) items.push(n - 1);
    else if (index > 0 && n - sorted[index - 1] > 2) items.push("gap");
    items.push(n);
  });
  return items;
}
