import { Link } from "@remix-run/react";
import { TYRE_ADMIN_PATH, TYRE_ADMIN_TEXTS as T, type TyreAdminFilters, tyreAdminListSearch } from "~/lib/tyre-admin";

/** 'Edellinen' / 'Sivu x / y' / 'Seuraava'; the links keep the filters. */
export function TyrePager({ filters, page, pageCount }: { filters: TyreAdminFilters; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const href = (to: number) => `${TYRE_ADMIN_PATH}${tyreAdminListSearch(filters, to)}`;
  // Not a link on the first/last page; still readable (no faded text).
  const disabled = "btn cursor-default border border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400";
  return (
    <nav aria-label={T.pager.label} className="flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn-secondary" rel="prev">
          {T.pager.previous}
        </Link>
      ) : (
        <span className={disabled} aria-hidden="true">
          {T.pager.previous}
        </span>
      )}
      <span className="text-sm" aria-current="page" data-testid="tyre-page">
        {T.pager.page(page, pageCount)}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className="btn-secondary" rel="next">
          {T.pager.next}
        </Link>
      ) : (
        <span className={disabled} aria-hidden="true">
          {T.pager.next}
        </span>
      )}
    </nav>
  );
}
