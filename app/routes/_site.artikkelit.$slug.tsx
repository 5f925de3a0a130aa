import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useLocation, useRouteError } from "@remix-run/react";
import { ErrorScreen, NotFoundScreen } from "~/components/site/ErrorScreens";
import { ContactCallout } from "~/components/site/content/ContactCallout";
import { Markdown } from "~/components/ui/Markdown";
import { formatDate } from "~/lib/format";
import { pageMeta, siteOrigin } from "~/lib/seo";
import { getArticleBySlug } from "~/models/articles.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches, params }) => {
  if (!data) return [{ title: "Sivua ei löytynyt | Rengas-Kaarto" }, { name: "robots", content: "noindex" }];
  const { article } = data;
  return [
    ...pageMeta({
      title: article.title,
      description: article.excerpt,
      path: `/artikkelit/${params.slug}`,
      origin: siteOrigin(matches),
      type: "article",
    }),
    { name: "keywords", content: article.keywords.join(", ") },
    { property: "article:published_time", content: article.createdAt },
    { property: "article:modified_time", content: article.updatedAt },
    ...article.keywords.map((keyword) => ({ property: "article:tag", content: keyword })),
  ];
};

export async function loader({ params }: LoaderFunctionArgs) {
  const article = await getArticleBySlug(params.slug ?? "");
  if (!article) throw new Response("Sivua ei löytynyt", { status: 404 });
  return { article };
}

export default function ArticlePage() {
  const { article } = useLoaderData<typeof loader>();
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
            Julkaistu <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
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
        <Markdown className="mt-8 text-lg text-slate-800 dark:text-slate-200">{article.content}</Markdown>
      </article>
      <div className="mx-auto max-w-3xl px-4 pb-12">
        <ContactCallout title="Kysyttävää renkaista?">
          <p>Asiantuntijamme vastaavat mielellään. Soita, lähetä sähköpostia tai tule käymään ilman ajanvarausta.</p>
        </ContactCallout>
      </div>
    </main>
  );
}

/** A missing article shows the Finnish 404 page inside the site layout (header and footer stay). */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <ErrorScreen reloadHref={`${location.pathname}${location.search}`} />;
}
