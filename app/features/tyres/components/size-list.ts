/**
 * The catalogue's sizes for the search box suggestions, fetched once per page load from
 * GET /api/tires/sizes and shared by every search box on the page. A failure gives an empty list
 * (spec section 7) and is not cached, so a later keystroke tries again.
 */
let sizes: Promise<string[]> | null = null;

function fullSizesOf(body: unknown): string[] {
  if (!Array.isArray(body)) return [];
  return body
    .map((item: { size?: { fullSize?: unknown } } | null) => item?.size?.fullSize)
    .filter((size): size is string => typeof size === "string");
}

export function loadTyreSizes(): Promise<string[]> {
  sizes ??= fetch("/api/tires/sizes", { headers: { Accept: "application/json" } })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then(fullSizesOf)
    .catch(() => {
      sizes = null;
      return [];
    });
  return sizes;
}
