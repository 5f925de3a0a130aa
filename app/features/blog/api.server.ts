/**
 * The admin's JSON calls for blog articles (spec admin.md section 7): POST /api/blog/publish, GET
 * /api/blog/articles (an array, the client pages it 5 at a time), GET, PUT and DELETE
 * /api/blog/articles/:id. The routes reach these only through adminJsonLoader / adminJsonAction (no
 * session: 401 JSON; a body that is not JSON or holds control characters: 400 JSON). A body is checked by
 * the same rules as the tab's editor (app/features/blog/rules.ts); answers are `{success: true, article}` or
 * `{success: false, error, message}` (plus `errors` by field for a refused body).
 */
import { BLOG_TEXTS as T, type ArticleFieldErrors, firstArticleError, toHelsinkiWallTime, validateArticleInput } from "~/features/blog/rules";
import { formatDateTime } from "~/lib/format";
import { parseDatabaseId } from "~/lib/database-id";
import { type AdminArticle, createArticle, deleteArticle, getAdminArticle, listAllAdminArticles, updateArticle } from "~/features/blog/model.server";
import { INPUT_TEXTS, readJson } from "~/services/form.server";

const NO_STORE = { "Cache-Control": "private, no-store" };

/** An article as the calls answer it: the spec's `_id` besides `id`. */
export function articleJson(article: AdminArticle) {
  return { _id: article.id, ...article };
}

const ok = (body: Record<string, unknown>, status = 200) => Response.json({ success: true, ...body }, { status, headers: NO_STORE });

export function failure(status: number, error: string, errors?: ArticleFieldErrors): Response {
  return Response.json({ success: false, error, message: error, ...(errors ? { errors } : {}) }, { status, headers: NO_STORE });
}

/** 405 for a method the address does not take, naming those it does. */
export function methodNotAllowed(allowed: string[]): Response {
  const answer = failure(405, "Menetelmä ei ole sallittu.");
  answer.headers.set("Allow", allowed.join(", "));
  return answer;
}

/** The body as an object of fields; null when it is a form or not a JSON object (the guard already refused broken JSON). */
async function readBody(request: Request, form: FormData | null): Promise<Record<string, unknown> | null> {
  if (form) return null; // a form body: these calls take JSON
  const body = await readJson(request);
  return typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

/** The success text of a save: published, updated, or scheduled for a time still to come. */
function savedMessage(article: AdminArticle, updated: boolean): string {
  if (article.status === "scheduled") return T.scheduled(formatDateTime(article.publishedAt));
  return updated ? T.updated : T.published;
}

/** GET /api/blog/articles: every article, newest first, scheduled ones too (their `status` says so). */
export async function listArticlesJson(): Promise<Response> {
  const articles = await listAllAdminArticles();
  return Response.json(articles.map(articleJson), { headers: NO_STORE });
}

export async function getArticleJson(idParam: string | undefined): Promise<Response> {
  const id = parseDatabaseId(idParam);
  const article = id === null ? null : await getAdminArticle(id);
  return article ? ok({ article: articleJson(article) }) : failure(404, T.notFound);
}

/** POST /api/blog/publish: 201 with the new article, public now or at `publishAt` (Helsinki time). */
export async function publishArticleJson(request: Request, form: FormData | null): Promise<Response> {
  const body = await readBody(request, form);
  if (!body) return failure(400, INPUT_TEXTS.malformed);
  const validated = validateArticleInput(body);
  if (!validated.ok) return failure(400, firstArticleError(validated.errors), validated.errors);
  try {
    const saved = await createArticle(validated.input);
    if (!saved.ok) return failure(409, T.errors.slugTaken, { slug: T.errors.slugTaken });
    return ok({ article: articleJson(saved.article), message: savedMessage(saved.article, false) }, 201);
  } catch (error) {
    console.error("Artikkelin tallennus epäonnistui:", error);
    return failure(500, T.saveFailed("palvelinvirhe"));
  }
}

/** The stored article as the fields of a body, for the keys a PUT leaves out. */
function storedFields(article: AdminArticle): Record<string, unknown> {
  return {
    title: article.title,
    content: article.content,
    keywords: article.keywords,
    slug: article.slug,
    description: article.description,
    featureImage: article.featureImage,
    featureImageAlt: article.featureImageAlt,
    publishAt: toHelsinkiWallTime(article.publishedAt),
  };
}

/**
 * PUT /api/blog/articles/:id: the article's fields replaced. A key the body leaves out keeps its stored
 * value (the spec's body has only title, content and keywords); a new slug leaves the old one redirecting.
 */
export async function updateArticleJson(request: Request, form: FormData | null, idParam: string | undefined): Promise<Response> {
  const id = parseDatabaseId(idParam);
  if (id === null) return failure(404, T.notFound);
  const body = await readBody(request, form);
  if (!body) return failure(400, INPUT_TEXTS.malformed);
  const current = await getAdminArticle(id);
  if (!current) return failure(404, T.notFound);
  const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const validated = validateArticleInput({ ...storedFields(current), ...given });
  if (!validated.ok) return failure(400, firstArticleError(validated.errors), validated.errors);
  try {
    const saved = await updateArticle(id, validated.input);
    if (!saved.ok) return saved.error === "not_found" ? failure(404, T.notFound) : failure(409, T.errors.slugTaken, { slug: T.errors.slugTaken });
    return ok({ article: articleJson(saved.article), message: savedMessage(saved.article, true) });
  } catch (error) {
    console.error("Artikkelin päivitys epäonnistui:", error);
    return failure(500, T.saveFailed("palvelinvirhe"));
  }
}

/** DELETE /api/blog/articles/:id. */
export async function deleteArticleJson(idParam: string | undefined): Promise<Response> {
  const id = parseDatabaseId(idParam);
  try {
    const deleted = id !== null && (await deleteArticle(id));
    return deleted ? ok({ message: T.deleted }) : failure(404, T.notFound);
  } catch (error) {
    console.error("Artikkelin poisto epäonnistui:", error);
    return failure(500, T.deleteFailed);
  }
}
