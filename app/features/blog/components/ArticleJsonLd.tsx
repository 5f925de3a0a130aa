import { type BlogPostingSource, buildArticleBreadcrumbJsonLd, buildBlogPostingJsonLd, serializeJsonLd } from "~/features/site/structured-data.rules";

/**
 * schema.org BlogPosting of an article page. A data block, not a script that runs, so the CSP nonce
 * does not apply (as for ShopJsonLd); serializeJsonLd escapes '<', '>' and '&', so no text of the
 * article can end the element.
 */
export function ArticleJsonLd({ article, origin }: { article: BlogPostingSource; origin: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(buildBlogPostingJsonLd({ article, origin })) }} />;
}

/** The article page's BreadcrumbList (Artikkelit › the article), a data block like ArticleJsonLd. */
export function ArticleBreadcrumbJsonLd({ article, origin }: { article: Pick<BlogPostingSource, "title" | "slug">; origin: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(buildArticleBreadcrumbJsonLd({ article, origin })) }} />;
}
