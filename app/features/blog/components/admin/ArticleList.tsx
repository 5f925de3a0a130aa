import { Form, Link, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { Pager } from "~/components/ui/Pager";
import { BLOG_TEXTS as T } from "~/features/blog/rules";
import { formatDate, formatDateTimeNumeric } from "~/lib/format";
import type { ArticleRow } from "~/features/blog/page.server";
import { BLOG_ADMIN_TEXTS as A } from "../../texts";

const STATUS_STYLES = {
  published: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  scheduled: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
} as const;

/** '?sivu=n' on the tab's own query (the pager keeps nothing else there). */
const pageHref = (page: number) => (page <= 1 ? "/admin/blogi" : `/admin/blogi?sivu=${page}`);

/**
 * 'Julkaistut artikkelit', 5 a page with 'Edellinen' / 'Sivu x / y' / 'Seuraava' (plain links): each
 * article's title (a link to its public page once published), 'Julkaistu {date}' or 'Ajastettu {date
 * time}', and 'Muokkaa', 'Poista', 'Lähetä uutiskirjeenä'. Empty: 'Ei julkaistuja artikkeleita'.
 */
export function ArticleList({ articles, page, pages, total, search }: { articles: ArticleRow[]; page: number; pages: number; total: number; search: string }) {
  const id = useId();
  return (
    <section className="card space-y-4" aria-labelledby={`${id}-heading`} data-testid="blog-list">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-heading`} className="text-lg font-semibold">
          {T.listTitle}
        </h3>
        {total > 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">{A.count(total)}</p> : null}
      </div>
      {articles.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400" data-testid="blog-empty">
          {T.empty}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {articles.map((article) => (
            <ArticleItem key={article.id} article={article} search={search} />
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pages} href={pageHref} texts={A.pager} testId="blog-page" />
    </section>
  );
}

function ArticleItem({ article, search }: { article: ArticleRow; search: string }) {
  const base = `/admin/blogi/${article.id}`;
  const small = "btn-secondary px-3 py-1 text-xs";
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith(`${base}/uutiskirje`) === true;
  const status = article.status === "scheduled" ? T.status.scheduled(formatDateTimeNumeric(article.publishedAt)) : T.status.published(formatDate(article.publishedAt));
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between" data-testid="article-row">
      <div className="min-w-0">
        {article.status === "published" ? (
          <a href={`/artikkelit/${article.slug}`} className="break-words font-semibold underline-offset-2 hover:underline">
            {article.title}
          </a>
        ) : (
          <span className="break-words font-semibold">{article.title}</span>
        )}
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
          <span className={`inline-block rounded-full px-2 py-0.5 font-semibold ${STATUS_STYLES[article.status]}`} data-testid="article-status">
            {status}
          </span>
          <span className="break-all">/artikkelit/{article.slug}</span>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={`${base}/muokkaa${search}`} className={small} aria-label={`${T.buttons.edit}: ${article.title}`} preventScrollReset>
          {T.buttons.edit}
        </Link>
        <Link to={`${base}/poista${search}`} className={small} aria-label={`${T.buttons.delete}: ${article.title}`} preventScrollReset>
          {T.buttons.delete}
        </Link>
        <Form method="post" action={`${base}/uutiskirje${search}`}>
          <button type="submit" className={small} disabled={sending} aria-label={`${sending ? A.newsletterBusy : T.buttons.sendAsNewsletter}: ${article.title}`}>
            {sending ? A.newsletterBusy : T.buttons.sendAsNewsletter}
          </button>
        </Form>
      </div>
    </li>
  );
}
