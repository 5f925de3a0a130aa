import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { blogArticles } from "#db/schema";
import { seedDatabase } from "#db/seed";
import { ARTICLES } from "#db/seed-articles";
import { ArticleJsonLd } from "~/features/blog/components/ArticleJsonLd";
import { articleExcerpt, createArticle, getArticleBySlug, listArticles, updateArticle } from "~/features/blog/model.server";
import { loader as articleLoader, meta as articleMeta } from "~/routes/_site.artikkelit.$slug";
import { loader as articleListLoader } from "~/routes/_site.artikkelit._index";
import { setClockOffsetMinutes } from "~/services/clock.server";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { getRequest, settle } from "../support/requests";

const loaderArgs = (path: string, params: Record<string, string> = {}) => ({ request: getRequest(path), params, context: {} });
const ORIGIN = "https://www.rengaskaarto.fi";

afterEach(() => setClockOffsetMinutes(0));

describe("articles", () => {
  it("state current law: the demo article has no Easter stud rule, and migration 0011 mends a database seeded with it", async () => {
    const demo = ARTICLES.find((article) => article.slug === "milloin-talvirenkaat-alle");
    expect(demo?.content).toContain("poistui tieliikennelaista vuonna 2020");
    const oldSentence = "- **Nastarenkaita** saa käyttää 1.11.–31.3. tai toista pääsiäispäivää seuraavaan maanantaihin asti, jos se on myöhemmin.";
    const [seededEarlier] = await db
      .insert(blogArticles)
      .values({ title: "Vanha demo", slug: "vanha-demo-paasiainen", content: `## Laki\n\n${oldSentence}\n- Muu rivi.` })
      .returning();
    await db.execute(sql.raw(readFileSync("db/migrations/0011_drop_easter_stud_rule.sql", "utf8")));
    const [mended] = await db.select({ content: blogArticles.content }).from(blogArticles).where(sql`${blogArticles.id} = ${seededEarlier.id}`);
    expect(mended.content).not.toContain("toista pääsiäispäivää");
    expect(mended.content).toContain("poistui tieliikennelaista vuonna 2020");
    expect(mended.content).toContain("- Muu rivi.");
    await db.delete(blogArticles).where(sql`${blogArticles.id} = ${seededEarlier.id}`);
  });

  it("are listed newest first with a plain-text excerpt", async () => {
    await seedDatabase(db);
    await db.insert(blogArticles).values({
      title: "Uusin artikkeli",
      slug: "uusin-artikkeli",
      content: "## Otsikko\n\nTämä on **uusin** [artikkeli](https://example.fi) <b>ilman</b> muotoilua.\n\n- lista",
      createdAt: new Date(Date.now() + 60_000),
      // Published a second ago: the database's default now() can be a fraction of a millisecond ahead of the server clock.
      publishedAt: new Date(Date.now() - 1000),
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

  it("seeded ones were published in the past, in the seed's order", async () => {
    const seeded = (await listArticles()).filter((article) => ARTICLES.some((seed) => seed.slug === article.slug));
    expect(seeded.map((a) => a.slug)).toEqual(ARTICLES.map((a) => a.slug).reverse());
    for (const article of seeded) expect(Date.parse(article.publishedAt)).toBeLessThan(Date.now() - 86_400_000);
  });

  it("a scheduled article is a 404 and missing from the list and the sitemap until its time", async () => {
    const saved = await createArticle({
      title: "Ajastettu artikkeli",
      content: "Tulossa pian.",
      keywords: [],
      slug: null,
      description: "",
      featureImage: null,
      featureImageAlt: "",
      publishAt: new Date(Date.now() + 30 * 60_000),
    });
    if (!saved.ok) throw new Error(saved.error);
    const path = `/artikkelit/${saved.article.slug}`;
    const hidden = await settle(() => articleLoader(loaderArgs(path, { slug: saved.article.slug })));
    expect((hidden as Response).status).toBe(404);
    expect((await articleListLoader()).articles.map((a) => a.slug)).not.toContain(saved.article.slug);
    expect(await (await sitemapLoader()).text()).not.toContain(path);

    setClockOffsetMinutes(31);
    const shown = await articleLoader(loaderArgs(path, { slug: saved.article.slug }));
    expect(shown.article.title).toBe("Ajastettu artikkeli");
    expect((await articleListLoader()).articles[0].slug).toBe(saved.article.slug);
    expect(await (await sitemapLoader()).text()).toContain(path);
  });

  it("an old slug answers 301 to the current address", async () => {
    const saved = await createArticle({
      title: "Renkaiden säilytys",
      content: "Säilytä renkaat viileässä.",
      keywords: [],
      slug: null,
      description: "",
      featureImage: null,
      featureImageAlt: "",
      publishAt: null,
    });
    if (!saved.ok) throw new Error(saved.error);
    expect(saved.article.slug).toBe("renkaiden-sailytys");
    await updateArticle(saved.article.id, { ...saved.article, slug: "renkaiden-sailytys-kotona", publishAt: null });
    const moved = (await settle(() => articleLoader(loaderArgs("/artikkelit/renkaiden-sailytys", { slug: "renkaiden-sailytys" })))) as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/artikkelit/renkaiden-sailytys-kotona");
    const current = await articleLoader(loaderArgs("/artikkelit/renkaiden-sailytys-kotona", { slug: "renkaiden-sailytys-kotona" }));
    // The loader sends the text as HTML rendered on the server, never the markdown source (decision 0024).
    expect(current.contentHtml).toContain("<p");
    expect(current.contentHtml).toContain("Säilytä renkaat viileässä.");
    expect(current.article).not.toHaveProperty("content");
  });

  it("the article page's meta: its description, canonical, Open Graph image and dates", async () => {
    const saved = await createArticle({
      title: "Kesärenkaiden valinta",
      content: "Ensimmäinen kappale kertoo olennaisen.\n\n## Lisää\n\nToinen.",
      keywords: ["kesärenkaat", "EU-merkintä"],
      slug: null,
      description: "Näin valitset kesärenkaat.",
      featureImage: "/api/images/4",
      featureImageAlt: "Kesärengas asfaltilla",
      publishAt: new Date("2026-04-01T06:00:00.000Z"),
    });
    if (!saved.ok) throw new Error(saved.error);
    const data = await articleLoader(loaderArgs("/artikkelit/kesarenkaiden-valinta", { slug: "kesarenkaiden-valinta" }));
    const metaOf = (loaded: typeof data) =>
      articleMeta({ data: loaded, matches: [{ id: "root", data: { origin: ORIGIN } }], params: {}, location: {} } as unknown as Parameters<typeof articleMeta>[0]);
    const tags = metaOf(data);
    const find = (key: string, value: string) => tags.find((tag) => (tag as Record<string, string>)[key] === value) as Record<string, string> | undefined;
    expect(find("name", "description")?.content).toBe("Näin valitset kesärenkaat.");
    expect(find("rel", "canonical")?.href).toBe(`${ORIGIN}/artikkelit/kesarenkaiden-valinta`);
    expect(find("property", "og:image")?.content).toBe(`${ORIGIN}/api/images/4`);
    expect(find("property", "og:image:alt")?.content).toBe("Kesärengas asfaltilla");
    expect(find("property", "og:type")?.content).toBe("article");
    expect(find("property", "article:published_time")?.content).toBe("2026-04-01T06:00:00.000Z");
    expect(tags.filter((tag) => (tag as Record<string, string>).property === "article:tag")).toHaveLength(2);

    // Without a description of its own: the first paragraph; without an image: the shop's share picture.
    const plain = metaOf({ ...data, article: { ...data.article, description: "", featureImage: null } });
    expect((plain.find((tag) => (tag as Record<string, string>).name === "description") as Record<string, string>).content).toBe(
      "Ensimmäinen kappale kertoo olennaisen.",
    );
    expect(plain.find((tag) => (tag as Record<string, string>).property === "og:image")).toEqual({
      property: "og:image",
      content: `${ORIGIN}/images/og-rengas-kaarto.png`,
    });
  });

  it("the article page's BlogPosting JSON-LD is a data block that no text can break out of", async () => {
    const article = await getArticleBySlug("milloin-talvirenkaat-alle");
    const html = renderToStaticMarkup(
      createElement(ArticleJsonLd, {
        article: { ...article!, title: "Otsikko </script><script>alert(1)</script>", featureImage: "/api/images/2" },
        origin: ORIGIN,
      }),
    );
    const match = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html);
    expect(match).not.toBeNull();
    expect(match![1]).not.toContain("<");
    const jsonLd = JSON.parse(match![1]);
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Otsikko </script><script>alert(1)</script>",
      datePublished: article!.publishedAt,
      image: [`${ORIGIN}/api/images/2`],
      keywords: article!.keywords.join(", "),
      author: { "@type": "Organization", name: "Rengas-Kaarto Oy" },
      publisher: { "@type": "Organization", name: "Rengas-Kaarto Oy" },
      mainEntityOfPage: { "@id": `${ORIGIN}/artikkelit/milloin-talvirenkaat-alle` },
    });
    expect(Date.parse(jsonLd.dateModified)).toBeGreaterThanOrEqual(Date.parse(jsonLd.datePublished));
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
