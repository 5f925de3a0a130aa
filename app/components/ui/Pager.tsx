import { Link } from "@remix-run/react";

export type PagerTexts = { label: string; previous: string; next: string; page: (page: number, pageCount: number) => string };

/**
 * 'Edellinen' / 'Sivu x / y' / 'Seuraava' as plain links, so a list pages without JavaScript. `href`
 * builds a page's address (keeping the list's own filters); `texts.label` names the navigation.
 */
export function Pager({
  page,
  pageCount,
  href,
  texts,
  testId,
  preventScrollReset = false,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  texts: PagerTexts;
  testId?: string;
  preventScrollReset?: boolean;
}) {
  if (pageCount <= 1) return null;
  // Not a link on the first/last page; still readable (no faded text).
  const disabled = "btn cursor-default border border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400";
  return (
    <nav aria-label={texts.label} className="flex flex-wrap items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn-secondary" rel="prev" preventScrollReset={preventScrollReset}>
          {texts.previous}
        </Link>
      ) : (
        <span className={disabled} aria-hidden="true">
          {texts.previous}
        </span>
      )}
      <span className="text-sm" aria-current="page" data-testid={testId}>
        {texts.page(page, pageCount)}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className="btn-secondary" rel="next" preventScrollReset={preventScrollReset}>
          {texts.next}
        </Link>
      ) : (
        <span className={disabled} aria-hidden="true">
          {texts.next}
        </span>
      )}
    </nav>
  );
}
