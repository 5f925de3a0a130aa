/**
 * What the 'Blogin hallinta' routes do besides rendering: the tab's page of articles, the generator and
 * the editor (one action with an `intent`: generate, publish, preview, discard), the edit drawer's
 * update, delete, and 'Lähetä uutiskirjeenä'. Every success is a redirect with a toast (the form resets);
 * a refusal answers with everything submitted, so nothing typed is lost with or without JavaScript.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import {
  type ArticleDraft,
  type ArticleFormValues,
  type BlogTabAnswer,
  EMPTY_ARTICLE,
  freshDraft,
  hasDraftText,
} from "~/features/blog/form";
import { BLOG_ADMIN_TEXTS as A } from "~/features/blog/texts";
import { articleInputSchema, blogGeneratorSchema } from "~/features/blog/schema";
import { BLOG_LIMITS, BLOG_TEXTS as T, articleExcerpt, toHelsinkiWallTime } from "~/features/blog/rules";
import { formatDateTimeNumeric } from "~/lib/format";
import { parseDatabaseId } from "~/lib/database-id";
import { parsePageNumber } from "~/lib/paging";
import { type AdminArticle, createArticle, deleteArticle, getAdminArticle, listAdminArticles, updateArticle } from "~/features/blog/model.server";
import { loadImageChoices } from "~/features/images/model.server";
import { createNewsletter } from "~/features/newsletters/model.server";
import { generateArticle } from "./generator.server";
import { getEnv } from "~/services/env.server";
import { INPUT_TEXTS, badRequest } from "~/services/form.server";
import { readUploadForm, resolveImageFields } from "~/features/images/image-fields.server";
import { deleteAndReturn, redirectWithToast } from "~/services/toast.server";

export const BLOG_TAB = "/admin/blogi";
export const FEATURE_IMAGE_FIELD = "featureImage";

/** The editor's nine fields, the image field's extra inputs and the intent; anything well beyond is not our form. */
const FORM_LIMITS = { maxFields: 30, maxIndex: 0 };
/** The newsletter's subject limit (newsletter-admin's SUBJECT_MAX). */
const NEWSLETTER_SUBJECT_MAX = 80;

/** A row of 'Julkaistut artikkelit'. */
export type ArticleRow = Pick<AdminArticle, "id" | "title" | "slug" | "status" | "publishedAt" | "featureImage">;

/** The tab with the query it was opened with (its page): where the drawers return. */
export function tabUrl(request: Request): string {
  const page = pageOf(request);
  return page > 1 ? `${BLOG_TAB}?sivu=${page}` : BLOG_TAB;
}

/** A GET of an action-only URL (a bookmark, a reload after the post) lands on the tab. */
export function backToTab(request: Request): Response {
  return redirect(tabUrl(request));
}

/** The article of the route's `id`, or a 404 that the drawer's error boundary shows as 'Artikkelia ei löytynyt'. */
export async function requireArticle(id: string | undefined): Promise<AdminArticle> {
  const parsed = parseDatabaseId(id);
  const article = parsed === null ? null : await getAdminArticle(parsed);
  if (!article) throw new Response(T.notFound, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return article;
}

/** The page of the list the query asks for (`?sivu=`); a bad number is page 1. */
export function pageOf(request: Request): number {
  return parsePageNumber(new URL(request.url).searchParams.get("sivu"));
}

export async function loadBlogTab(request: Request) {
  const [list, imageChoices] = await Promise.all([listAdminArticles(pageOf(request)), articleImageChoices()]);
  const rows: ArticleRow[] = list.articles.map(({ id, title, slug, status, publishedAt, featureImage }) => ({ id, title, slug, status, publishedAt, featureImage }));
  return {
    articles: rows,
    page: list.page,
    pages: list.pages,
    total: list.total,
    imageChoices,
    // '?uusi' opens an empty editor: an article written without the generator.
    writeOwn: new URL(request.url).searchParams.has("uusi"),
  };
}

/** The feature image's choices offered without JavaScript (the library's newest, general ones first). */
export function articleImageChoices() {
  return loadImageChoices("general");
}

export function formValuesOf(article: AdminArticle): ArticleFormValues {
  return {
    title: article.title,
    content: article.content,
    keywords: article.keywords.join(", "),
    slug: article.slug,
    description: article.description,
    featureImage: article.featureImage,
    featureImageAlt: article.featureImageAlt,
    publishAt: toHelsinkiWallTime(article.publishedAt),
  };
}

// ---------------------------------------------------------------- reading the forms

const text = (form: FormData, name: string, max: number): string => {
  const value = form.get(name);
  if (value !== null && typeof value !== "string") throw badRequest(INPUT_TEXTS.malformed);
  const normalised = (value ?? "").replace(/\r\n/g, "\n");
  // Far beyond what the field allows: not our form. Up to twice the limit comes back with a message.
  if (normalised.length > max * 2 + 100) throw badRequest(INPUT_TEXTS.tooManyFields, 413);
  return normalised;
};

const KEYWORDS_TEXT_MAX = BLOG_LIMITS.keywords * (BLOG_LIMITS.keyword + 2);

function readArticleValues(form: FormData, featureImage: string | null): ArticleFormValues {
  return {
    title: text(form, "title", BLOG_LIMITS.title),
    content: text(form, "content", BLOG_LIMITS.content),
    keywords: text(form, "keywords", KEYWORDS_TEXT_MAX),
    slug: text(form, "slug", BLOG_LIMITS.slug),
    description: text(form, "description", BLOG_LIMITS.description),
    featureImage,
    featureImageAlt: text(form, `${FEATURE_IMAGE_FIELD}Alt`, BLOG_LIMITS.alt),
    publishAt: text(form, "publishAt", 40),
  };
}

/** A refused draft: the reply (the editor's lastResult) and its messages. */
const refusedDraft = (values: ArticleFormValues, result: SubmissionResult<string[]>, notice: string | null) => freshDraft(values, { result, notice });

/**
 * The editor's fields as `articleInputSchema` reads them (Conform's parseWithZod): the image field's
 * inputs resolved to its address, the alt text of an upload when the article's own is empty.
 */
function editorFields(values: ArticleFormValues): FormData {
  const fields = new FormData();
  for (const [name, value] of Object.entries(values)) fields.set(name, value ?? "");
  return fields;
}

// ---------------------------------------------------------------- the tab's action

const answer = (value: BlogTabAnswer, status = 200) => data<BlogTabAnswer>(value, { status });

/** The generator without JavaScript: the editor comes back filled in (or the generator with its message). */
async function generate(form: FormData) {
  const submission = parseWithZod(form, { schema: blogGeneratorSchema });
  if (submission.status !== "success") return answer({ generatorResult: submission.reply(), draft: null }, 400);
  const { keywords, title, tone, length } = submission.value;
  try {
    const article = await generateArticle({ keywords, title, tone, length });
    const values: ArticleFormValues = { ...EMPTY_ARTICLE, title: title || article.title, content: article.content, keywords: keywords.join(", ") };
    return answer({ generatorResult: submission.reply(), draft: freshDraft(values, { notice: article.notice }) });
  } catch (error) {
    console.error("Blogin generointi epäonnistui:", error);
    return answer({ generatorResult: submission.reply({ formErrors: [T.generateFailed] }), draft: null }, 502);
  }
}

/** The editor's submit: publish (create or update), preview, or discard. */
type EditorIntent = "publish" | "preview" | "discard" | "keep";

function intentOf(form: FormData): EditorIntent | "generate" {
  const intent = form.get("intent") ?? "publish";
  if (intent === "generate" || intent === "publish" || intent === "preview" || intent === "discard" || intent === "keep") return intent;
  throw badRequest(INPUT_TEXTS.malformed);
}

async function readEditor(request: Request) {
  const form = await readUploadForm(request, FORM_LIMITS);
  const images = await resolveImageFields(form, [{ name: FEATURE_IMAGE_FIELD, category: "general" }]);
  const image = images.values[FEATURE_IMAGE_FIELD];
  const values = readArticleValues(form, typeof image === "string" ? image : null);
  // One alt text is enough: the uploaded file's, when the article's own is left empty.
  if (!values.featureImageAlt.trim() && values.featureImage) values.featureImageAlt = text(form, `${FEATURE_IMAGE_FIELD}__alt`, BLOG_LIMITS.alt);
  return { form, values, uploadError: images.errors[FEATURE_IMAGE_FIELD] };
}

/**
 * Saves the editor's article: new (`existing` null, 'Artikkeli julkaistu onnistuneesti!') or an update
 * ('Artikkeli päivitetty!'), then back to `back`. A refusal answers with the values and the messages.
 */
async function publish(values: ArticleFormValues, uploadError: string | undefined, existing: AdminArticle | null, back: string, notice: string | null) {
  const submission = parseWithZod(editorFields(values), { schema: articleInputSchema });
  if (uploadError || submission.status !== "success") {
    const result = uploadError ? submission.reply({ fieldErrors: { featureImage: [uploadError] } }) : submission.reply();
    return { status: 400, draft: refusedDraft(values, result, notice) };
  }
  try {
    const saved = existing ? await updateArticle(existing.id, submission.value) : await createArticle(submission.value);
    if (!saved.ok) {
      const result = saved.error === "slug_taken" ? submission.reply({ fieldErrors: { slug: [T.errors.slugTaken] } }) : submission.reply({ formErrors: [T.notFound] });
      return { status: saved.error === "slug_taken" ? 409 : 404, draft: refusedDraft(values, result, notice) };
    }
    // A new article set for later says when it will appear, rather than that it is public.
    const message = existing ? T.updated : saved.article.status === "scheduled" ? T.scheduled(formatDateTimeNumeric(saved.article.publishedAt)) : T.published;
    return { redirect: await redirectWithToast(back, { type: "success", message }) };
  } catch (error) {
    console.error("Artikkelin tallennus epäonnistui:", error);
    const message = error instanceof Error && error.message ? error.message : "tuntematon virhe";
    return { status: 500, draft: refusedDraft(values, submission.reply({ formErrors: [T.saveFailed(message)] }), notice) };
  }
}

const noticeOf = (form: FormData) => {
  const value = form.get("notice");
  return typeof value === "string" && value.trim() ? value.slice(0, 1000) : null;
};

/** POST /admin/blogi: 'Generoi' (urlencoded, no JavaScript) or the editor's buttons (multipart). */
export async function handleBlogTab(request: Request, form: FormData | null) {
  if (form && intentOf(form) === "generate") return generate(form);
  const editor = await readEditor(request);
  const intent = intentOf(editor.form);
  if (intent === "generate") return generate(editor.form);
  const notice = noticeOf(editor.form);
  const keep = (draft: ArticleDraft, status = 200) => answer({ generatorResult: null, draft }, status);
  switch (intent) {
    case "preview":
      return keep(freshDraft(editor.values, { preview: true, notice }));
    case "keep":
      return keep(freshDraft(editor.values, { notice }));
    case "discard":
      // Nothing typed: nothing to ask. Otherwise the editor comes back with the question.
      return hasDraftText(editor.values) ? keep(freshDraft(editor.values, { confirmDiscard: true, notice })) : redirect(BLOG_TAB);
    case "publish": {
      const result = await publish(editor.values, editor.uploadError, null, BLOG_TAB, notice);
      return "redirect" in result ? result.redirect : keep(result.draft, result.status);
    }
  }
}

/** POST /admin/blogi/:id/muokkaa: the drawer's editor ('Tallenna ja julkaise' = update, or its preview). */
export async function handleArticleEdit(request: Request, existing: AdminArticle, back: string) {
  const editor = await readEditor(request);
  const intent = intentOf(editor.form);
  if (intent === "preview") return data<ArticleDraft>(freshDraft(editor.values, { preview: true }));
  if (intent !== "publish") throw badRequest(INPUT_TEXTS.malformed);
  const result = await publish(editor.values, editor.uploadError, existing, back, null);
  return "redirect" in result ? result.redirect : data<ArticleDraft>(result.draft, { status: result.status });
}

export function removeArticle(idParam: string | undefined, back: string): Promise<Response> {
  return deleteAndReturn(back, parseDatabaseId(idParam), deleteArticle, {
    deleted: T.deleted,
    notFound: T.deleteFailed,
    failed: T.deleteFailed,
    logMessage: "Artikkelin poisto epäonnistui:",
  });
}

// ---------------------------------------------------------------- 'Lähetä uutiskirjeenä'

/** The newsletter draft's text: the article's excerpt and a link to it on the public site (markdown). */
export function newsletterContentOf(article: Pick<AdminArticle, "title" | "slug" | "content" | "description">, origin: string): string {
  const excerpt = article.description.trim() || articleExcerpt(article.content, 400);
  const link = `${origin}/artikkelit/${article.slug}`;
  return `## ${article.title}\n\n${excerpt}\n\n[${A.newsletterReadMore}](${link})\n`;
}

const subjectOf = (title: string) => (title.length <= NEWSLETTER_SUBJECT_MAX ? title : `${title.slice(0, NEWSLETTER_SUBJECT_MAX - 1).trimEnd()}…`);

/**
 * POST /admin/blogi/:id/uutiskirje: a newsletter draft from the article (subject = title, hero image =
 * feature image, excerpt and link), then its edit drawer with a toast.
 */
export async function sendAsNewsletter(idParam: string | undefined, back: string): Promise<Response> {
  const id = parseDatabaseId(idParam);
  const article = id === null ? null : await getAdminArticle(id);
  if (!article) return redirectWithToast(back, { type: "error", message: T.notFound });
  try {
    const newsletter = await createNewsletter({
      subject: subjectOf(article.title),
      content: newsletterContentOf(article, getEnv().publicOrigin),
      heroImage: article.featureImage,
      sendDate: new Date(),
      status: "draft",
    });
    return redirectWithToast(`/admin/uutiskirjeet/${newsletter.id}/muokkaa`, { type: "success", message: T.newsletterCreated });
  } catch (error) {
    console.error("Uutiskirjeen luonti artikkelista epäonnistui:", error);
    return redirectWithToast(back, { type: "error", message: T.newsletterFailed });
  }
}
