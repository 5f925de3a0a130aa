import { desc, eq } from "drizzle-orm";
import { db } from "#db/client";
import { blogArticles } from "#db/schema";

export type ArticleSummary = {
  title: string;
  slug: string;
  excerpt: string;
  createdAt: string;
  updatedAt: string;
};

export type Article = ArticleSummary & { content: string; keywords: string[] };

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const EXCERPT_LENGTH = 200;

/**
 * A plain-text teaser from markdown: the first paragraph that is not a heading, list or quote, with
 * emphasis and link syntax removed, cut at a word boundary.
 */
export function articleExcerpt(markdown: string, maxLength = EXCERPT_LENGTH): string {
  const paragraph =
    markdown
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block !== "" && !/^(#|[-*+] |\d+\. |>|\||```)/.test(block)) ?? "";
  const text = paragraph
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`~]+/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

type ArticleRow = typeof blogArticles.$inferSelect;

function toSummary(row: Pick<ArticleRow, "title" | "slug" | "content" | "createdAt" | "updatedAt">): ArticleSummary {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: articleExcerpt(row.content),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every article, newest first (id breaks ties so articles seeded together keep a stable order). */
export async function listArticles(): Promise<ArticleSummary[]> {
  const rows = await db
    .select({
      title: blogArticles.title,
      slug: blogArticles.slug,
      content: blogArticles.content,
      createdAt: blogArticles.createdAt,
      updatedAt: blogArticles.updatedAt,
    })
    .from(blogArticles)
    .orderBy(desc(blogArticles.createdAt), desc(blogArticles.id));
  return rows.map(toSummary);
}

/** One article by its URL slug; null when there is none (a malformed slug never reaches the database). */
export async function getArticleBySlug(slug: string): Promise<Article | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const [row] = await db.select().from(blogArticles).where(eq(blogArticles.slug, slug)).limit(1);
  if (!row) return null;
  return { ...toSummary(row), content: row.content, keywords: row.keywords };
}
