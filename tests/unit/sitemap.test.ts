import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PATHS, buildRobotsTxt, buildSitemapXml } from "~/features/site/sitemap.rules";

describe("sitemap", () => {
  it("lists absolute URLs with W3C lastmod dates", () => {
    const xml = buildSitemapXml("https://www.rengaskaarto.fi/", [
      { path: "/" },
      { path: "/artikkelit/milloin-talvirenkaat-alle", lastmod: new Date("2026-10-15T21:30:00Z") },
      { path: "/hinnasto", lastmod: "2026-03-01T08:00:00.000Z" },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml).toContain("<loc>https://www.rengaskaarto.fi/</loc>");
    expect(xml).toContain(
      "<loc>https://www.rengaskaarto.fi/artikkelit/milloin-talvirenkaat-alle</loc>\n    <lastmod>2026-10-15</lastmod>",
    );
    expect(xml).toContain("<lastmod>2026-03-01</lastmod>");
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("escapes XML special characters and skips invalid dates", () => {
    const xml = buildSitemapXml("http://localhost:3000", [{ path: "/a?b=1&c=<2>", lastmod: "ei päivä" }]);
    expect(xml).toContain("<loc>http://localhost:3000/a?b=1&amp;c=&lt;2&gt;</loc>");
    expect(xml).not.toContain("<lastmod>");
  });

  it("covers the public pages with canonical paths only", () => {
    expect(PUBLIC_PAGE_PATHS).toContain("/");
    expect(PUBLIC_PAGE_PATHS).toContain("/palvelut/korjaustyot");
    expect(PUBLIC_PAGE_PATHS.some((path) => path.includes("?"))).toBe(false);
    expect(PUBLIC_PAGE_PATHS.some((path) => path.startsWith("/admin"))).toBe(false);
  });
});

describe("robots.txt", () => {
  it("allows crawling except the admin and the API, and names the sitemap", () => {
    const text = buildRobotsTxt("https://www.rengaskaarto.fi");
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api");
    expect(text).toContain("Sitemap: https://www.rengaskaarto.fi/sitemap.xml");
  });
});
