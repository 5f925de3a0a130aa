import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/layout/PageHeader";
import { PageBody } from "~/components/layout/content/ContentSection";
import { formatDate } from "~/lib/format";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";
import { listArticles } from "~/features/blog/model.server";
import { LazyImage } from "~/components/ui/LazyImage";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Artikkelit",
    description:
      "Rengas-Kaarton artikkelit renkaista: talvirenkaiden vaihto, rengaspaineet, urasyvyys ja turvallinen ajo " +
      "suomalaisissa olosuhteissa.",
    path: "/artikkelit",
    origin: siteOrigin(matches),
  });

/** The published articles, newest first (a scheduled one appears here at its time). */
export async function loader() {
  return { articles: await listArticles() };
}

export default function ArticleIndexPage() {
  const { articles } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHeader
        eyebrow="Hyödyllistä"
        title="Artikkelit"
        lead={<p>Vinkkejä ja tietoa renkaista, niiden huollosta ja turvallisesta ajamisesta ympäri vuoden.</p>}
      />
      <PageBody>
        {articles.length === 0 ? (
          <p>Artikkeleita ei ole vielä julkaistu.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="article-list">
            {articles.map((article) => (
              <li key={article.slug}>
                <article className="card flex h-full flex-col">
                  {article.featureImage ? (
                    <LazyImage
                      src={article.featureImage}
                      alt={article.featureImageAlt}
                      width={600}
                      height={315}
                      loading="lazy"
                      className="mb-4 aspect-[1200/630] h-auto w-full rounded-md bg-slate-100 object-cover dark:bg-slate-800"
                    />
                  ) : null}
                  <h2 className="text-xl font-bold">
                    <Link to={`/artikkelit/${article.slug}`} className="hover:text-brand-700 hover:underline dark:hover:text-red-300">
                      {article.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                    <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
                  </p>
                  <p className="mt-3 flex-1 text-slate-700 dark:text-slate-300">{article.description || article.excerpt}</p>
                  <Link
                    to={`/artikkelit/${article.slug}`}
                    className="mt-4 self-start font-semibold text-brand-700 underline underline-offset-2 dark:text-red-300"
                  >
                    Lue artikkeli<span className="sr-only">: {article.title}</span>
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        )}
      </PageBody>
    </main>
  );
}
