/** Canonical paths of the public pages; query-string variants (e.g. /renkaat?type=summer) are left out. */
export const PUBLIC_PAGE_PATHS = [
  "/",
  "/renkaat",
  "/vanteet",
  "/rengashotelli",
  "/hinnasto",
  "/palvelut/tasapainoitus",
  "/palvelut/korjaustyot",
  "/hyva-tietaa",
  "/rahoitus",
  "/ota-yhteytta",
  "/kaartobotti",
  "/artikkelit",
  "/tietosuojaseloste",
] as const;

export type SitemapEntry = { path: string; lastmod?: string | Date | null };

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** W3C date (YYYY-MM-DD) as the sitemap protocol allows; null for a missing or invalid date. */
function w3cDate(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** The sitemap protocol's XML with absolute URLs on `origin` (no trailing slash). */
export function buildSitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, "");
  const urls = entries.map((entry) => {
    const lastmod = w3cDate(entry.lastmod);
    return [
      "  <url>",
      `    <loc>${escapeXml(`${base}${entry.path}`)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      "  </url>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything public may be crawled, the back-office and the JSON endpoints not. */
export function buildRobotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, "");
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api", "", `Sitemap: ${base}/sitemap.xml`, ""].join("\n");
}
