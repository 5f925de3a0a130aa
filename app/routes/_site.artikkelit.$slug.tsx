import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ArticleBreadcrumbJsonLd, ArticleJsonLd } from "~/features/blog/components/ArticleJsonLd";
import { PageErrorBoundary } from "~/components/layout/ErrorScreens";
import { ContactCallout } from "~/components/layout/content/ContactCallout";
import { RenderedMarkdown } from "~/features/markdown/components/RenderedMarkdown";
import { LARGEST_PAINT } from "~/components/ui/image-priority";
import { articlePath } from "~/features/blog/paths";
import { formatDate } from "~/lib/format";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";
import { findArticleRedirect } from "~/features/blog/model.server";
import { cachedPublicArticle } from "~/features/site/content-cache.server";
import { renderMarkdownHtml } from "~/features/markdown/html.server";
import type { loader as rootLoader } from "~/root";
import { LazyImage } from "~/components/ui/LazyImage";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Sivua ei löytynyt | Rengas-Kaarto" }, { name: "robots", content: "noindex" }];
  const { article } = data;
  const tags = [
    ...pageMeta({
      title: article.title,
      description: article.description || article.excerpt,
      path: articlePath(article.slug),
      origin: siteOrigin(matches),
      image: article.featureImage ?? undefined,
      type: "article",
    }),
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:modified_time", content: article.updatedAt },
    ...article.keywords.map((keyword) => ({ property: "article:tag", content: keyword })),
  ];
  if (article.keywords.length > 0) tags.push({ name: "keywords", content: article.keywords.join(", ") });
  if (article.featureImage && article.featureImageAlt) tags.push({ property: "og:image:alt", content: article.featureImageAlt });
  return tags;
};

/**
 * A public article. An address the article had before answers 301 to its current one; an unknown or
 * still scheduled slug is the 404 page. The text is rendered to HTML here, so the page ships no markdown
 * parser to the browser (decision 0024).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const article = await cachedPublicArticle(slug);
  if (article) {
    const { content, ...rest } = article;
    return { article: rest, contentHtml: renderMarkdownHtml(content) };
  }
  const current = await findArticleRedirect(slug);
  if (current) throw redirect(articlePath(current), 301);
  throw new Response("Sivua ei löytynyt", { status: 404 });
}

export default function ArticlePage() {
  const { article, contentHtml } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <main>
      <article className="mx-auto max-w-3xl px-4 py-12">
        <nav aria-label="Murupolku" className="text-sm">
          <Link to="/artikkelit" className="font-medium text-brand-700 underline underline-offset-2 dark:text-red-300">
            ← Kaikki artikkelit
          </Link>
        </nav>
        <header className="mt-6 border-b border-slate-200 pb-6 dark:border-slate-800">
          <h1 className="text-3xl font-black tracking-tight md:text-4xl">{article.title}</h1>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            Julkaistu <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          </p>
          {article.keywords.length > 0 ? (
            <ul aria-label="Avainsanat" className="mt-4 flex flex-wrap gap-2">
              {article.keywords.map((keyword) => (
                <li
                  key={keyword}
                  className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200"
                >
                  {keyword}
                </li>
              ))}
            </ul>
          ) : null}
        </header>
        {article.featureImage ? (
          <LazyImage
            src={article.featureImage}
            alt={article.featureImageAlt}
            width={1200}
            height={630}
            className="mt-8 aspect-[1200/630] h-auto w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
            data-testid="article-feature-image"
            {...LARGEST_PAINT}
          />
        ) : null}
        <RenderedMarkdown className="mt-8 text-lg text-slate-800 dark:text-slate-200" html={contentHtml} />
      </article>
      <div className="mx-auto max-w-3xl px-4 pb-12">
        <ContactCallout title="Kysyttävää renkaista?">
          <p>Asiantuntijamme vastaavat mielellään. Soita, lähetä sähköpostia tai tule käymään ilman ajanvarausta.</p>
        </ContactCallout>
      </div>
      <ArticleJsonLd article={article} origin={root?.origin ?? ""} />
      <ArticleBreadcrumbJsonLd article={article} origin={root?.origin ?? ""} />
    </main>
  );
}

/** A missing article shows the Finnish 404 page inside the site layout (header and footer stay). */
export const ErrorBoundary = PageErrorBoundary;
