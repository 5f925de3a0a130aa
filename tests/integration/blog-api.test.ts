/**
 * The admin's blog JSON calls on a real database, called as Remix calls them: POST /api/blog/publish,
 * GET /api/blog/articles, GET, PUT and DELETE /api/blog/articles/:id. 401 JSON without a session, 4xx
 * JSON with a Finnish message for every bad input, never a 500.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { BLOG_TEXTS } from "~/features/blog/rules";
import { getArticleBySlug, listArticles } from "~/features/blog/model.server";
import { action as itemAction, loader as itemLoader } from "~/routes/api.blog.articles.$id";
import { action as listAction, loader as listLoader } from "~/routes/api.blog.articles._index";
import { action as publishAction } from "~/routes/api.blog.publish";
import { ORIGIN, getRequest } from "../support/requests";
import { adminCookie, post, run } from "../support/tyre-admin";

type ArticleJson = Record<string, unknown> & { id: number; _id: number; slug: string; status: string };
type Json = { success?: boolean; ok?: boolean; article?: ArticleJson; error?: string; message?: string; errors?: Record<string, string> };

let cookie: string;

function jsonRequest(method: string, path: string, body?: unknown, options: { cookie?: string | null; origin?: string; raw?: string } = {}): Request {
  const headers: Record<string, string> = { Origin: options.origin ?? ORIGIN };
  const session = options.cookie === undefined ? cookie : options.cookie;
  if (session) headers.Cookie = session;
  if (body !== undefined || options.raw !== undefined) headers["Content-Type"] = "application/json";
  return new Request(`${ORIGIN}${path}`, { method, headers, body: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)) });
}

async function json(result: unknown): Promise<{ status: number; body: Json }> {
  const response = result as Response;
  expect(response).toBeInstanceOf(Response);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as Json };
}

const publish = (body: unknown, options?: Parameters<typeof jsonRequest>[3]) => run(publishAction, jsonRequest("POST", "/api/blog/publish", body, options)).then(json);
const put = (id: number | string, body: unknown) => run(itemAction, jsonRequest("PUT", `/api/blog/articles/${id}`, body), { id: String(id) }).then(json);
const remove = (id: number | string) => run(itemAction, jsonRequest("DELETE", `/api/blog/articles/${id}`), { id: String(id) }).then(json);

const article = (overrides: Record<string, unknown> = {}) => ({
  title: "Rengaspaineet talvella",
  content: "Tarkista paineet kuukausittain.\n\n## Miksi\n\nKylmä laskee painetta.",
  keywords: ["rengaspaineet", "talvi"],
  ...overrides,
});

beforeAll(async () => {
  cookie = await adminCookie("blogi-api");
});

describe("without a session", () => {
  it("every call answers 401 JSON", async () => {
    const calls: [typeof publishAction, Request, Record<string, string>][] = [
      [publishAction, jsonRequest("POST", "/api/blog/publish", article(), { cookie: null }), {}],
      [itemAction, jsonRequest("PUT", "/api/blog/articles/1", article(), { cookie: null }), { id: "1" }],
      [itemAction, jsonRequest("DELETE", "/api/blog/articles/1", undefined, { cookie: null }), { id: "1" }],
      [listAction, jsonRequest("POST", "/api/blog/articles", article(), { cookie: null }), {}],
    ];
    for (const [handler, request, params] of calls) {
      const answer = await json(await run(handler, request, params));
      expect(answer).toMatchObject({ status: 401, body: { success: false, error: "Kirjaudu sisään ylläpitäjänä." } });
    }
    expect((await json(await run(listLoader, getRequest("/api/blog/articles")))).status).toBe(401);
    expect((await json(await run(itemLoader, getRequest("/api/blog/articles/1"), { id: "1" }))).status).toBe(401);
    expect(await listArticles()).toEqual([]);
  });

  it("a cross-origin write is refused even with a session", async () => {
    const answer = (await run(publishAction, jsonRequest("POST", "/api/blog/publish", article(), { origin: "https://evil.example" }))) as Response;
    expect(answer.status).toBe(403);
  });
});

describe("publishing, listing, updating and deleting", () => {
  it("POST /api/blog/publish creates a public article (201) with the spec's fields", async () => {
    const created = await publish(article({ keywords: "rengaspaineet, talvi, rengaspaineet" }));
    expect(created).toMatchObject({
      status: 201,
      body: {
        success: true,
        message: BLOG_TEXTS.published,
        article: { title: "Rengaspaineet talvella", slug: "rengaspaineet-talvella", keywords: ["rengaspaineet", "talvi"], status: "published" },
      },
    });
    const id = created.body.article!.id;
    expect(created.body.article!._id).toBe(id);
    expect((await getArticleBySlug("rengaspaineet-talvella"))?.title).toBe("Rengaspaineet talvella");

    const list = (await run(listLoader, jsonRequest("GET", "/api/blog/articles"))) as Response;
    const articles = (await list.json()) as ArticleJson[];
    expect(Array.isArray(articles)).toBe(true);
    expect(articles.map((a) => a.id)).toContain(id);
    const one = await json(await run(itemLoader, jsonRequest("GET", `/api/blog/articles/${id}`), { id: String(id) }));
    expect(one.body).toMatchObject({ success: true, article: { id, content: expect.stringContaining("Kylmä") } });
  });

  it("schedules with publishAt (Helsinki time) and says so", async () => {
    const created = await publish(article({ title: "Ensi vuoden renkaat", publishAt: "2999-01-15T09:00", slug: "Ensi Vuosi" }));
    expect(created).toMatchObject({
      status: 201,
      body: { article: { slug: "ensi-vuosi", status: "scheduled", publishedAt: "2999-01-15T07:00:00.000Z" }, message: BLOG_TEXTS.scheduled("15.1.2999 klo 09.00") },
    });
    expect(await getArticleBySlug("ensi-vuosi")).toBeNull();
    const taken = await publish(article({ title: "Toinen", slug: "ensi-vuosi" }));
    expect(taken).toEqual({ status: 409, body: { success: false, error: BLOG_TEXTS.errors.slugTaken, message: BLOG_TEXTS.errors.slugTaken, errors: { slug: BLOG_TEXTS.errors.slugTaken } } });
  });

  it("PUT replaces the given fields, keeps the left-out ones, and a new slug redirects from the old", async () => {
    const created = await publish(article({ title: "Kitkarenkaat", description: "Oma kuvaus.", featureImage: "/api/images/9", featureImageAlt: "Rengas" }));
    const id = created.body.article!.id;
    const publishedAt = created.body.article!.publishedAt;
    // The spec's body: title, content, keywords. The rest stays.
    const updated = await put(id, { title: "Kitkarenkaat 2026", content: "Uusi sisältö.", keywords: ["kitka"] });
    expect(updated).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: BLOG_TEXTS.updated,
        article: { title: "Kitkarenkaat 2026", slug: "kitkarenkaat", keywords: ["kitka"], description: "Oma kuvaus.", featureImage: "/api/images/9", featureImageAlt: "Rengas", publishedAt },
      },
    });
    const renamed = await put(id, { slug: "kitkarenkaat-2026", featureImage: null, description: "" });
    expect(renamed.body.article).toMatchObject({ slug: "kitkarenkaat-2026", featureImage: null, featureImageAlt: "", description: "", title: "Kitkarenkaat 2026" });
    expect((await getArticleBySlug("kitkarenkaat-2026"))?.content).toBe("Uusi sisältö.");
    expect(await getArticleBySlug("kitkarenkaat")).toBeNull();

    expect(await put(id, { title: "" })).toMatchObject({ status: 400, body: { success: false, message: BLOG_TEXTS.titleRequired, errors: { title: BLOG_TEXTS.titleRequired } } });
    expect(await put(999_999, article())).toEqual({ status: 404, body: { success: false, error: BLOG_TEXTS.notFound, message: BLOG_TEXTS.notFound } });
  });

  it("DELETE removes it; a second DELETE is a 404", async () => {
    const created = await publish(article({ title: "Poistuva" }));
    const id = created.body.article!.id;
    expect(await remove(id)).toEqual({ status: 200, body: { success: true, message: BLOG_TEXTS.deleted } });
    expect((await remove(id)).status).toBe(404);
    expect(await getArticleBySlug("poistuva")).toBeNull();
  });

  it("answers 405 for a method an address does not take", async () => {
    const wrong = await json(await run(itemAction, jsonRequest("POST", "/api/blog/articles/1", article()), { id: "1" }));
    expect(wrong).toMatchObject({ status: 405, body: { success: false } });
    expect((await json(await run(listAction, jsonRequest("POST", "/api/blog/articles", article())))).status).toBe(405);
    const getPublish = await json(await run(publishAction, jsonRequest("PUT", "/api/blog/publish", article())));
    expect(getPublish.status).toBe(405);
  });
});

describe("bad input is a 4xx JSON answer in Finnish", () => {
  it("missing title or content: the spec's texts", async () => {
    const missing = await publish({ keywords: ["a"] });
    expect(missing).toEqual({
      status: 400,
      body: {
        success: false,
        error: BLOG_TEXTS.titleRequired,
        message: BLOG_TEXTS.titleRequired,
        errors: { title: BLOG_TEXTS.titleRequired, content: BLOG_TEXTS.contentRequired },
      },
    });
    expect((await publish(article({ content: "   " }))).body.message).toBe(BLOG_TEXTS.contentRequired);
  });

  it("broken JSON, NUL bytes, wrong shapes, a form body", async () => {
    const broken = await publish(undefined, { raw: "{" });
    expect(broken).toMatchObject({ status: 400, body: { error: "Pyynnön sisältö ei ole kelvollista JSONia." } });
    const nul = await publish(article({ title: "Otsikko\u0000" }));
    expect(nul.status).toBe(400);
    expect(nul.body.error).toMatch(/merkkejä/);
    for (const wrong of [[1, 2], "teksti", null, 42, { title: { nested: true }, content: "x" }, { ...article(), keywords: [1, 2] }, { ...article(), publishAt: "huomenna" }]) {
      const answer = await publish(wrong);
      expect(answer.status, JSON.stringify(wrong)).toBe(400);
      expect(answer.body.success === false || answer.body.ok === false).toBe(true);
      expect(answer.body.error).toMatch(/[äöÄÖ]|Tarkista|Anna|Lomakkeen/);
    }
    const asForm = await json(await run(publishAction, post("/api/blog/publish", { title: "Lomake", content: "x" }, cookie)));
    expect(asForm.status).toBe(400);
  });

  it("bodies beyond the bounds", async () => {
    const long = await publish(article({ content: "x".repeat(50_001) }));
    expect(long).toMatchObject({ status: 400, body: { message: BLOG_TEXTS.errors.contentTooLong } });
    const huge = await publish(article({ keywords: Array.from({ length: 500 }, (_, i) => `k${i}`) }));
    expect(huge.status).toBe(400);
    const manyKeywords = await publish(article({ keywords: Array.from({ length: 21 }, (_, i) => `k${i}`) }));
    expect(manyKeywords.body.message).toBe(BLOG_TEXTS.errors.keywordsTooMany);
    const badImage = await publish(article({ featureImage: "javascript:alert(1)" }));
    expect(badImage.body.errors).toEqual({ featureImage: BLOG_TEXTS.errors.featureImageInvalid });
  });

  it("bad ids", async () => {
    for (const id of ["abc", "0", "-1", "1.5", "99999999999", "1e3", ""]) {
      expect((await put(id, article())).status, id).toBe(404);
      expect((await remove(id)).status, id).toBe(404);
      expect((await json(await run(itemLoader, jsonRequest("GET", `/api/blog/articles/${id}`), { id }))).status, id).toBe(404);
    }
  });
});
