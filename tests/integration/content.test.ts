import { describe, expect, it } from "vitest";
import { db } from "#db/client";
import { blogArticles } from "#db/schema";
import { seedDatabase } from "#db/seed";
import { ARTICLES } from "#db/seed-articles";
import { articleExcerpt, getArticleBySlug, listArticles } from "~/models/articles.server";
import { loader as articleLoader } from "~/routes/_site.artikkelit.$slug";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { getRequest, settle } from "../support/requests";

const loaderArgs = (path: string, params: Record<string, string> = {}) => ({ request: getRequest(path), params, context: {} });

describe("articles", () => {
  it("are listed newest first with a plain-text excerpt", async () => {
    await seedDatabase(db);
    await db.insert(blogArticles).values({
      title: "Uusin artikkeli",
      slug: "uusin-artikkeli",
      content: "## Otsikko\n\nTämä on **uusin** [artikkeli](https://example.fi) <b>ilman</b> muotoilua.\n\n- lista",
      createdAt: new Date(Date.now() + 60_000),
    });

    const articles = await listArticles();
    expect(articles.map((a) => a.slug)).toEqual(["uusin-artikkeli", ...ARTICLES.map((a) => a.slug).reverse()]);
    expect(articles[0].excerpt).toBe("Tämä on uusin artikkeli ilman muotoilua.");
    expect(articles[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    for (const article of articles) expect(article.excerpt.length).toBeLessThanOrEqual(201);
  });

  it("are found by slug with content and keywords; unknown or malformed slugs give null", async () => {
    const article = await getArticleBySlug("milloin-talvirenkaat-alle");
    expect(article?.title).toBe("Milloin talvirenkaat alle?");
    expect(article?.content).toContain("## Mitä laki sanoo?");
    expect(article?.keywords).toContain("talvirenkaat");
    expect(await getArticleBySlug("ei-ole-olemassa")).toBeNull();
    expect(await getArticleBySlug("../admin")).toBeNull();
    expect(await getArticleBySlug("")).toBeNull();
  });

  it("have an article page loader that throws 404 for an unknown slug", async () => {
    const found = await articleLoader(loaderArgs("/artikkelit/rengaspaineet-ja-turvallisuus", { slug: "rengaspaineet-ja-turvallisuus" }));
    expect(found.article.title).toBe("Rengaspaineet ja turvallisuus");
    const missing = await settle(() => articleLoader(loaderArgs("/artikkelit/ei-ole", { slug: "ei-ole" })));
    expect(missing).toBeInstanceOf(Response);
    expect((missing as Response).status).toBe(404);
  });

  it("cut a long excerpt at a word boundary", () => {
    const long = `${"sana ".repeat(80)}loppu`;
    const excerpt = articleExcerpt(long, 50);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(51);
    expect(excerpt).not.toMatch(/ …$/);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("lists the public pages and every article with absolute URLs", async () => {
    const response = await sitemapLoader();
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain("<loc>http://localhost:3000/</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/hinnasto</loc>");
    for (const article of await listArticles()) {
      expect(xml).toContain(`<loc>http://localhost:3000/artikkelit/${article.slug}</loc>`);
    }
    expect(xml).toMatch(/artikkelit\/milloin-talvirenkaat-alle<\/loc>\n {4}<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it("robots.txt shuts out the admin and the API and points at the sitemap", async () => {
    const response = robotsLoader();
    const text = await response.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api");
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});
