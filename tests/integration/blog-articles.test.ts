/**
 * Blog articles on a real database (decision 0021): slugs made and kept unique, a changed slug kept as
 * a redirect, scheduled articles hidden from the public side until the server clock passes their time,
 * the admin's pages of 5, deletion, and migration 0007 on rows written before it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, db } from "#db/client";
import { blogArticles, blogSlugRedirects } from "#db/schema";
import type { ArticleInput } from "~/features/blog/rules";
import {
  type AdminArticle,
  createArticle,
  deleteArticle,
  findArticleRedirect,
  getAdminArticle,
  getArticleBySlug,
  listAdminArticles,
  listAllAdminArticles,
  listArticles,
  updateArticle,
} from "~/features/blog/model.server";
import { action as clockAction } from "~/test-routes/e2e.kello";
import { serverNow, setClockOffsetMinutes } from "~/services/clock.server";
import { adminCookie, post, run } from "../support/tyre-admin";

const input = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  title: "Talvirenkaiden vaihto",
  content: "Vaihda renkaat ajoissa.\n\n## Miksi?\n\nPito.",
  keywords: ["talvirenkaat"],
  slug: null,
  description: "",
  featureImage: null,
  featureImageAlt: "",
  publishAt: null,
  ...overrides,
});

async function created(overrides: Partial<ArticleInput> = {}): Promise<AdminArticle> {
  const result = await createArticle(input(overrides));
  if (!result.ok) throw new Error(result.error);
  return result.article;
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

beforeEach(async () => {
  await db.delete(blogArticles);
});
afterEach(() => setClockOffsetMinutes(0));

describe("creating", () => {
  it("makes the slug from the title, with -2, -3 when it is taken", async () => {
    const first = await created({ title: "Mitä öljyä ämpäriin?" });
    expect(first).toMatchObject({ slug: "mita-oljya-ampariin", status: "published", keywords: ["talvirenkaat"], featureImage: null });
    expect((await created({ title: "Mitä öljyä ämpäriin?" })).slug).toBe("mita-oljya-ampariin-2");
    expect((await created({ title: "Mitä  öljyä – ämpäriin!" })).slug).toBe("mita-oljya-ampariin-3");
    expect((await created({ title: "???" })).slug).toBe("artikkeli");
  });

  it("refuses a chosen slug another article has", async () => {
    await created({ slug: "oma-osoite" });
    expect(await createArticle(input({ slug: "oma-osoite" }))).toEqual({ ok: false, error: "slug_taken" });
    expect(await db.$count(blogArticles)).toBe(1);
  });

  it("stores the SEO fields and publishes now unless a time is given", async () => {
    const before = serverNow().getTime();
    const article = await created({ description: "Lyhyt kuvaus.", featureImage: "/api/images/5", featureImageAlt: "Renkaat hyllyssä" });
    expect(article).toMatchObject({ description: "Lyhyt kuvaus.", featureImage: "/api/images/5", featureImageAlt: "Renkaat hyllyssä" });
    expect(Date.parse(article.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(article.publishedAt)).toBeLessThanOrEqual(Date.now() + 1000);
    // An alternative text without an image is not kept.
    expect((await created({ featureImageAlt: "Ei kuvaa" })).featureImageAlt).toBe("");
    const public_ = await getArticleBySlug(article.slug);
    expect(public_).toMatchObject({ description: "Lyhyt kuvaus.", featureImage: "/api/images/5", publishedAt: article.publishedAt, excerpt: "Vaihda renkaat ajoissa." });
  });
});

describe("scheduling", () => {
  it("hides an article from the public side until the server clock passes its time", async () => {
    const now = await created({ title: "Julkaistu" });
    const later = await created({ title: "Ajastettu", publishAt: minutesFromNow(120) });
    expect(later.status).toBe("scheduled");

    expect((await listArticles()).map((a) => a.slug)).toEqual([now.slug]);
    expect(await getArticleBySlug(later.slug)).toBeNull();
    // The admin sees both, the scheduled one first (the newest publishing time).
    expect((await listAllAdminArticles()).map((a) => [a.slug, a.status])).toEqual([
      [later.slug, "scheduled"],
      [now.slug, "published"],
    ]);

    setClockOffsetMinutes(119);
    expect(await getArticleBySlug(later.slug)).toBeNull();
    setClockOffsetMinutes(121);
    expect((await getArticleBySlug(later.slug))?.title).toBe("Ajastettu");
    expect((await listArticles()).map((a) => a.slug)).toEqual([later.slug, now.slug]);
    expect((await getAdminArticle(later.id))?.status).toBe("published");
  });

  it("on edit: no time keeps a public article's time and publishes a scheduled one now; the same minute keeps the instant", async () => {
    const published = await created({ publishAt: new Date("2026-01-10T08:00:30.500Z") });
    const sameMinute = await updateArticle(published.id, input({ title: "Uusi otsikko", publishAt: new Date("2026-01-10T08:00:00.000Z") }));
    expect(sameMinute).toMatchObject({ ok: true, article: { title: "Uusi otsikko", publishedAt: "2026-01-10T08:00:30.500Z" } });
    const kept = await updateArticle(published.id, input({ publishAt: null }));
    expect(kept).toMatchObject({ ok: true, article: { publishedAt: "2026-01-10T08:00:30.500Z" } });

    const scheduled = await created({ title: "Tuleva", publishAt: minutesFromNow(60 * 24) });
    const moved = await updateArticle(scheduled.id, input({ title: "Tuleva", publishAt: minutesFromNow(60 * 48) }));
    expect(moved.ok && moved.article.status).toBe("scheduled");
    const now = await updateArticle(scheduled.id, input({ title: "Tuleva", publishAt: null }));
    expect(now.ok && now.article.status).toBe("published");
    expect(await getArticleBySlug(scheduled.slug)).not.toBeNull();
  });
});

describe("changing the slug", () => {
  it("keeps the old one as a redirect to the new one, without chains", async () => {
    const article = await created({ title: "Kesärenkaat" });
    expect(article.slug).toBe("kesarenkaat");
    const renamed = await updateArticle(article.id, input({ title: "Kesärenkaat", slug: "kesarenkaat-2026" }));
    expect(renamed).toMatchObject({ ok: true, article: { slug: "kesarenkaat-2026" } });
    expect(await getArticleBySlug("kesarenkaat")).toBeNull();
    expect(await findArticleRedirect("kesarenkaat")).toBe("kesarenkaat-2026");

    await updateArticle(article.id, input({ slug: "kesarenkaat-2027" }));
    expect(await findArticleRedirect("kesarenkaat")).toBe("kesarenkaat-2027");
    expect(await findArticleRedirect("kesarenkaat-2026")).toBe("kesarenkaat-2027");
    expect(await findArticleRedirect("kesarenkaat-2027")).toBeNull();
    expect(await findArticleRedirect("ei-ole")).toBeNull();
    expect(await findArticleRedirect("../x")).toBeNull();

    // Back to an old slug: it is the article's own again, and the one it leaves redirects.
    await updateArticle(article.id, input({ slug: "kesarenkaat" }));
    expect(await findArticleRedirect("kesarenkaat")).toBeNull();
    expect(await findArticleRedirect("kesarenkaat-2027")).toBe("kesarenkaat");
  });

  it("without a slug leaves it as it is, even when the title changes", async () => {
    const article = await created({ title: "Vanha otsikko" });
    const result = await updateArticle(article.id, input({ title: "Aivan uusi otsikko" }));
    expect(result).toMatchObject({ ok: true, article: { slug: "vanha-otsikko", title: "Aivan uusi otsikko" } });
    expect(await db.$count(blogSlugRedirects)).toBe(0);
  });

  it("refuses a slug another article has, and an unknown id", async () => {
    const one = await created({ title: "Yksi" });
    await created({ title: "Kaksi" });
    expect(await updateArticle(one.id, input({ slug: "kaksi" }))).toEqual({ ok: false, error: "slug_taken" });
    expect((await getAdminArticle(one.id))?.slug).toBe("yksi");
    expect(await updateArticle(999_999, input())).toEqual({ ok: false, error: "not_found" });
  });

  it("an old slug taken by another article loses its redirect; a generated slug avoids old ones", async () => {
    const moved = await created({ title: "Rengashotelli" });
    await updateArticle(moved.id, input({ slug: "rengashotelli-lohja" }));
    expect(await findArticleRedirect("rengashotelli")).toBe("rengashotelli-lohja");

    // Made from the same title: the old address keeps redirecting, the new article gets -2.
    expect((await created({ title: "Rengashotelli" })).slug).toBe("rengashotelli-2");
    expect(await findArticleRedirect("rengashotelli")).toBe("rengashotelli-lohja");

    // Chosen on purpose: the new article has it, the redirect goes.
    const claimed = await created({ title: "Toinen", slug: "rengashotelli" });
    expect(claimed.slug).toBe("rengashotelli");
    expect(await findArticleRedirect("rengashotelli")).toBeNull();
    expect((await getArticleBySlug("rengashotelli"))?.title).toBe("Toinen");
  });

  it("does not redirect to an article still scheduled", async () => {
    const article = await created({ title: "Piilossa", publishAt: minutesFromNow(60) });
    await updateArticle(article.id, input({ title: "Piilossa", slug: "piilossa-uusi", publishAt: minutesFromNow(60) }));
    expect(await findArticleRedirect("piilossa")).toBeNull();
    setClockOffsetMinutes(61);
    expect(await findArticleRedirect("piilossa")).toBe("piilossa-uusi");
  });
});

describe("the admin list", () => {
  it("pages 5 at a time, newest publishing time first, scheduled ones included", async () => {
    for (let index = 0; index < 12; index++) {
      await created({ title: `Artikkeli ${index}`, publishAt: new Date(Date.UTC(2026, 0, 1 + index)) });
    }
    await created({ title: "Tuleva", publishAt: minutesFromNow(600) });
    const first = await listAdminArticles(1);
    expect(first).toMatchObject({ page: 1, pages: 3, total: 13 });
    expect(first.articles.map((a) => a.title)).toEqual(["Tuleva", "Artikkeli 11", "Artikkeli 10", "Artikkeli 9", "Artikkeli 8"]);
    expect(first.articles[0].status).toBe("scheduled");
    const last = await listAdminArticles(3);
    expect(last.articles.map((a) => a.title)).toEqual(["Artikkeli 2", "Artikkeli 1", "Artikkeli 0"]);
    // Out of range pages land on the nearest real one.
    expect((await listAdminArticles(99)).page).toBe(3);
    expect((await listAdminArticles(0)).page).toBe(1);
    expect((await listAdminArticles(Number.NaN)).page).toBe(1);
    expect(await listAdminArticles(1).then((r) => r.articles.length)).toBe(5);
  });

  it("has one page when there is nothing", async () => {
    expect(await listAdminArticles(1)).toEqual({ articles: [], page: 1, pages: 1, total: 0 });
  });
});

describe("deleting", () => {
  it("removes the article and its old slugs", async () => {
    const article = await created({ title: "Poistettava" });
    await updateArticle(article.id, input({ slug: "poistettava-uusi" }));
    expect(await db.$count(blogSlugRedirects)).toBe(1);
    expect(await deleteArticle(article.id)).toBe(true);
    expect(await deleteArticle(article.id)).toBe(false);
    expect(await getAdminArticle(article.id)).toBeNull();
    expect(await db.$count(blogSlugRedirects)).toBe(0);
    expect(await findArticleRedirect("poistettava")).toBeNull();
  });
});

describe("the test clock route /e2e/kello (test build only: tests/http/test-routes.test.ts)", () => {
  it("is for an admin only, moves serverNow within a year and a day, and puts it right", async () => {
    const cookie = await adminCookie("kello");
    const anonymous = (await run(clockAction, post("/e2e/kello", { minutes: "90" }))) as Response;
    expect(anonymous.headers.get("Location")).toMatch(/^\/admin\/login/);
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(1000);
    const moved = (await run(clockAction, post("/e2e/kello", { minutes: "90" }, cookie))) as Response;
    expect(await moved.json()).toMatchObject({ offsetMinutes: 90 });
    expect(serverNow().getTime() - Date.now()).toBeGreaterThan(89 * 60_000);
    const reset = (await run(clockAction, post("/e2e/kello", { minutes: "0" }, cookie))) as Response;
    expect(await reset.json()).toMatchObject({ offsetMinutes: 0 });
    await run(clockAction, post("/e2e/kello", { minutes: "ei numero" }, cookie));
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(1000);
    const far = (await run(clockAction, post("/e2e/kello", { minutes: "99999999" }, cookie))) as Response;
    expect(await far.json()).toMatchObject({ offsetMinutes: 366 * 24 * 60 });
    await run(clockAction, post("/e2e/kello", { minutes: "0" }, cookie));
  });
});

describe("the database", () => {
  it("refuses a malformed old slug", async () => {
    const article = await created();
    await expect(db.insert(blogSlugRedirects).values({ oldSlug: "Iso Kirjain", articleId: article.id })).rejects.toThrow();
    const [row] = await db.select().from(blogArticles).where(eq(blogArticles.id, article.id));
    expect(row.slug).toBe(article.slug);
  });

  it("migration 0007 publishes the articles written before it at their creation time", async () => {
    // The table as migrations 0001–0006 left it (the columns 0007 reads), in a schema of its own inside a
    // transaction that is rolled back; the migration's statements run as written, pointed at that schema.
    const rollback = new Error("rollback");
    const statements = readFileSync(path.join(MIGRATIONS_FOLDER, "0007_blog_publishing.sql"), "utf8")
      .split("--> statement-breakpoint")
      .filter((statement) => statement.trim() !== "")
      .map((statement) => statement.replaceAll('"public".', '"before_0007".'));
    const outcome = db.transaction(async (tx) => {
      const run = (text: string) => tx.execute(sql.raw(text));
      const rowsOf = async <T,>(text: string) => {
        const result = await run(text);
        return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
      };
      await run("create schema before_0007");
      await run("set local search_path to before_0007");
      await run(`create table blog_articles (
        id integer primary key generated always as identity,
        title text not null, slug text not null, content text not null,
        created_at timestamp with time zone default now() not null,
        updated_at timestamp with time zone default now() not null)`);
      await run(`insert into blog_articles (title, slug, content, created_at)
        values ('Vanha', 'vanha', 'Teksti', '2024-03-01T10:00:00Z'), ('Toinen', 'toinen', 'Teksti', '2025-05-05T05:05:05Z')`);
      for (const statement of statements) await run(statement);
      expect(await rowsOf("select slug, published_at = created_at as same, description, feature_image from blog_articles order by slug")).toEqual([
        { slug: "toinen", same: true, description: "", feature_image: null },
        { slug: "vanha", same: true, description: "", feature_image: null },
      ]);
      // New rows are published when written unless told otherwise; old slugs need their article.
      await run("insert into blog_articles (title, slug, content) values ('Uusi', 'uusi', 'Teksti')");
      expect(await rowsOf("select published_at = now() as now from blog_articles where slug = 'uusi'")).toEqual([{ now: true }]);
      expect(await rowsOf("select count(*)::int as n from before_0007.blog_slug_redirects")).toEqual([{ n: 0 }]);
      throw rollback;
    });
    await expect(outcome).rejects.toBe(rollback);
    expect(await db.$count(blogArticles)).toBe(0);
  });

  it("is what the app migrated to", async () => {
    const result = await db.execute(sql`select count(*)::int as n from information_schema.columns where table_name = 'blog_articles' and column_name = 'published_at' and is_nullable = 'NO'`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    expect(rows[0].n).toBe(1);
  });
});
