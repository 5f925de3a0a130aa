/**
 * Blog articles (decision 0021). The public side sees an article from its `published_at` on, judged by
 * the server clock (serverNow) in every query, so a scheduled article needs no job to appear. The admin
 * sees every article. A slug is unique; a changed slug is kept in blog_slug_redirects, and the public
 * page answers the old address with a 301 to the new one.
 */
import { and, desc, eq, inArray, lte, ne, sql } from "drizzle-orm";
import { type Database, db } from "#db/client";
import { blogArticles, blogSlugRedirects } from "#db/schema";
import { describeChange, noteChange, recordName } from "~/services/audit.server";
import {
  type ArticleInput,
  type ArticleStatus,
  BLOG_PAGE_SIZE,
  FALLBACK_SLUG,
  articleExcerpt,
  articleStatus,
  isSlug,
  slugWithSuffix,
  slugify,
} from "~/features/blog/rules";
import { serverNow } from "~/services/clock.server";
import { contentChanged } from "~/services/content-version.server";

export { articleExcerpt };

export type ArticleSummary = {
  title: string;
  slug: string;
  excerpt: string;
  /** The meta description the admin wrote; '' when the excerpt stands for it. */
  description: string;
  featureImage: string | null;
  featureImageAlt: string;
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
};

export type Article = ArticleSummary & { content: string; keywords: string[] };

export type AdminArticle = {
  id: number;
  title: string;
  slug: string;
  content: string;
  keywords: string[];
  description: string;
  featureImage: string | null;
  featureImageAlt: string;
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
  status: ArticleStatus;
};

export type ArticleSaveResult = { ok: true; article: AdminArticle } | { ok: false; error: "slug_taken" };
export type ArticleUpdateResult = { ok: true; article: AdminArticle } | { ok: false; error: "not_found" | "slug_taken" };

type ArticleRow = typeof blogArticles.$inferSelect;
type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

function toSummary(row: ArticleRow): ArticleSummary {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: articleExcerpt(row.content),
    description: row.description,
    featureImage: row.featureImage,
    featureImageAlt: row.featureImageAlt,
    publishedAt: row.publishedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toAdmin(row: ArticleRow, now: Date): AdminArticle {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    keywords: row.keywords,
    description: row.description,
    featureImage: row.featureImage,
    featureImageAlt: row.featureImageAlt,
    publishedAt: row.publishedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    status: articleStatus(row.publishedAt, now),
  };
}

const isPublic = () => lte(blogArticles.publishedAt, serverNow());
/** Newest publishing time first; id breaks ties so articles saved together keep a stable order. */
const newestFirst = [desc(blogArticles.publishedAt), desc(blogArticles.id)];

// ---------------------------------------------------------------- the public site

/** The public articles (published by now), newest first. */
export async function listArticles(): Promise<ArticleSummary[]> {
  const rows = await db.select().from(blogArticles).where(isPublic()).orderBy(...newestFirst);
  return rows.map(toSummary);
}

/** A public article by its URL slug; null when there is none or it is scheduled (a malformed slug never reaches the database). */
export async function getArticleBySlug(slug: string): Promise<Article | null> {
  if (!isSlug(slug)) return null;
  const [row] = await db
    .select()
    .from(blogArticles)
    .where(and(eq(blogArticles.slug, slug), isPublic()))
    .limit(1);
  return row ? { ...toSummary(row), content: row.content, keywords: row.keywords } : null;
}

/** The current slug of a public article that once had `oldSlug`; null when there is none. */
export async function findArticleRedirect(oldSlug: string): Promise<string | null> {
  if (!isSlug(oldSlug)) return null;
  const [row] = await db
    .select({ slug: blogArticles.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogArticles, eq(blogArticles.id, blogSlugRedirects.articleId))
    .where(and(eq(blogSlugRedirects.oldSlug, oldSlug), isPublic()))
    .limit(1);
  return row && row.slug !== oldSlug ? row.slug : null;
}

// ---------------------------------------------------------------- the admin

/** One page of every article (scheduled ones too), 5 a page, newest publishing time first. */
export async function listAdminArticles(page: number): Promise<{ articles: AdminArticle[]; page: number; pages: number; total: number }> {
  const total = await db.$count(blogArticles);
  const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  const current = Math.min(Math.max(Number.isFinite(page) ? Math.trunc(page) : 1, 1), pages);
  const rows = await db
    .select()
    .from(blogArticles)
    .orderBy(...newestFirst)
    .limit(BLOG_PAGE_SIZE)
    .offset((current - 1) * BLOG_PAGE_SIZE);
  const now = serverNow();
  return { articles: rows.map((row) => toAdmin(row, now)), page: current, pages, total };
}

/** Every article for the spec's GET /api/blog/articles (the client pages it), newest first. */
export async function listAllAdminArticles(): Promise<AdminArticle[]> {
  const rows = await db.select().from(blogArticles).orderBy(...newestFirst);
  const now = serverNow();
  return rows.map((row) => toAdmin(row, now));
}

export async function getAdminArticle(id: number): Promise<AdminArticle | null> {
  const [row] = await db.select().from(blogArticles).where(eq(blogArticles.id, id)).limit(1);
  return row ? toAdmin(row, serverNow()) : null;
}

/** Whether another article has `slug` now. */
async function slugInUse(tx: Transaction, slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: blogArticles.id })
    .from(blogArticles)
    .where(exceptId === null ? eq(blogArticles.slug, slug) : and(eq(blogArticles.slug, slug), ne(blogArticles.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/**
 * A free slug made from the title: the title's slug, else with -2, -3, … A slug that is another
 * article's old address is skipped too, so its redirect keeps working.
 */
async function generatedSlug(tx: Transaction, title: string, exceptId: number | null): Promise<string> {
  const base = slugify(title) || FALLBACK_SLUG;
  const candidates = [base, ...Array.from({ length: 48 }, (_, index) => slugWithSuffix(base, index + 2))];
  const taken = new Set<string>();
  const articleRows = await tx.select({ slug: blogArticles.slug, id: blogArticles.id }).from(blogArticles).where(inArray(blogArticles.slug, candidates));
  for (const row of articleRows) if (row.id !== exceptId) taken.add(row.slug);
  const redirectRows = await tx
    .select({ slug: blogSlugRedirects.oldSlug, id: blogSlugRedirects.articleId })
    .from(blogSlugRedirects)
    .where(inArray(blogSlugRedirects.oldSlug, candidates));
  for (const row of redirectRows) if (row.id !== exceptId) taken.add(row.slug);
  const free = candidates.find((candidate) => !taken.has(candidate));
  // Fifty articles with one title: a random suffix rather than a longer search.
  return free ?? slugWithSuffix(base, 50 + Math.floor(Math.random() * 1_000_000));
}

/** The slug becomes an article's own: an old address of any article that pointed elsewhere is dropped. */
async function claimSlug(tx: Transaction, slug: string): Promise<void> {
  await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, slug));
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === "object"; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * A new article: public at `publishAt` (now when null). Without a slug one is made from the title
 * (-2, -3 when taken); a slug the admin chose that another article has is refused ('slug_taken').
 */
export async function createArticle(input: ArticleInput): Promise<ArticleSaveResult> {
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await db.transaction(async (tx) => {
        let slug: string;
        if (input.slug !== null) {
          if (await slugInUse(tx, input.slug, null)) return null;
          slug = input.slug;
        } else {
          slug = await generatedSlug(tx, input.title, null);
        }
        await claimSlug(tx, slug);
        const [inserted] = await tx
          .insert(blogArticles)
          .values({ ...articleColumns(input, slug), publishedAt: input.publishAt ?? serverNow() })
          .returning();
        return inserted;
      });
      if (!row) return { ok: false, error: "slug_taken" };
      noteChange(recordName(blogArticles, row.id), null, row);
      describeChange("create", `Lisäsi artikkelin ${row.title}`, recordName(blogArticles, row.id));
      await contentChanged();
      return { ok: true, article: toAdmin(row, serverNow()) };
    } catch (error) {
      // Two saves raced for one slug: a chosen slug is taken; a generated one is made again.
      if (!isUniqueViolation(error)) throw error;
      if (input.slug !== null || attempt >= 2) return { ok: false, error: "slug_taken" };
    }
  }
}

/** The stored columns an admin's input sets, on create and update alike (no alt text without an image). */
function articleColumns(input: ArticleInput, slug: string) {
  return {
    title: input.title,
    slug,
    content: input.content,
    keywords: input.keywords,
    description: input.description,
    featureImage: input.featureImage,
    featureImageAlt: input.featureImage === null ? "" : input.featureImageAlt,
  };
}

/**
 * Replaces an article's fields. Its slug changes only when `input.slug` is given and differs; the old
 * slug then redirects to the new one. A null `publishAt` keeps the time of an article already public and
 * publishes a scheduled one now; a time within the stored minute keeps the stored instant (the form
 * shows minutes only).
 */
export async function updateArticle(id: number, input: ArticleInput): Promise<ArticleUpdateResult> {
  try {
    const result = await db.transaction(async (tx): Promise<ArticleUpdateResult> => {
      const [current] = await tx.select().from(blogArticles).where(eq(blogArticles.id, id)).for("update").limit(1);
      if (!current) return { ok: false, error: "not_found" };
      const now = serverNow();
      const slug = input.slug ?? current.slug;
      if (slug !== current.slug) {
        if (await slugInUse(tx, slug, id)) return { ok: false, error: "slug_taken" };
        await claimSlug(tx, slug);
        await tx
          .insert(blogSlugRedirects)
          .values({ oldSlug: current.slug, articleId: id })
          .onConflictDoUpdate({ target: blogSlugRedirects.oldSlug, set: { articleId: id, createdAt: sql`now()` } });
      }
      const [updated] = await tx
        .update(blogArticles)
        .set({
          ...articleColumns(input, slug),
          publishedAt: publishingTime(current.publishedAt, input.publishAt, now),
          updatedAt: sql`now()`,
        })
        .where(eq(blogArticles.id, id))
        .returning();
      noteChange(recordName(blogArticles, id), current, updated);
      describeChange("update", `Muutti artikkelia ${updated.title}`, recordName(blogArticles, id));
      return { ok: true, article: toAdmin(updated, now) };
    });
    if (result.ok) await contentChanged();
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: "slug_taken" };
    throw error;
  }
}

function publishingTime(stored: Date, wanted: Date | null, now: Date): Date {
  if (wanted === null) return stored.getTime() <= now.getTime() ? stored : now;
  const sameMinute = Math.floor(stored.getTime() / 60_000) === Math.floor(wanted.getTime() / 60_000);
  return sameMinute ? stored : wanted;
}

/** Deletes an article (its old slugs go with it); false when there was none. */
export async function deleteArticle(id: number): Promise<boolean> {
  const deleted = await db.delete(blogArticles).where(eq(blogArticles.id, id)).returning();
  if (deleted[0]) {
    noteChange(recordName(blogArticles, id), deleted[0], null);
    describeChange("delete", `Poisti artikkelin ${deleted[0].title}`, recordName(blogArticles, id));
  }
  if (deleted.length > 0) await contentChanged();
  return deleted.length > 0;
}
