import { Form, Link } from "@remix-run/react";
import { Pager } from "~/components/ui/Pager";
import { FILTER_PARAMS, TYRE_ADMIN_PATH, TYRE_ADMIN_TEXTS as T, type TyreAdminFilters, tyreAdminListSearch } from "~/features/tyres/admin.rules";
import { pageNumbers } from "~/lib/paging";

/**
 * The tyre list's pager at 2,000 sizes (200 pages): the spec's 'Edellinen' / 'Sivu x / y' / 'Seuraava',
 * page number links around the current page with the first and the last, and 'Siirry sivulle', a GET
 * form carrying the list's filters (works without JavaScript; the loader clamps a page past the end).
 */
export function TyrePager({ filters, page, pageCount }: { filters: TyreAdminFilters; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const href = (n: number) => `${TYRE_ADMIN_PATH}${tyreAdminListSearch(filters, n)}`;
  const hidden = new URLSearchParams(tyreAdminListSearch(filters, 1));
  return (
    <div className="space-y-3">
      <Pager page={page} pageCount={pageCount} href={href} texts={T.pager} testId="tyre-page" />
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
        <nav aria-label={T.pager.numbersLabel}>
          <ul className="flex flex-wrap items-center justify-center gap-1 text-sm">
            {pageNumbers(page, pageCount).map((item, index) =>
              item === "gap" ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1">
                  …
                </li>
              ) : (
                <li key={item}>
                  {item === page ? (
                    <span aria-current="page" className="inline-block min-w-9 rounded bg-slate-800 px-2 py-1 text-center font-semibold text-white dark:bg-slate-200 dark:text-slate-900">
                      <span className="sr-only">{T.pager.pageLink(item)}</span>
                      <span aria-hidden="true">{item}</span>
                    </span>
                  ) : (
                    <Link to={href(item)} className="inline-block min-w-9 rounded border border-slate-300 px-2 py-1 text-center hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800" aria-label={T.pager.pageLink(item)}>
                      {item}
                    </Link>
                  )}
                </li>
              ),
            )}
          </ul>
        </nav>
        <Form method="get" action={TYRE_ADMIN_PATH} className="flex items-center gap-2 text-sm" data-testid="page-jump">
          {[...hidden.entries()].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label htmlFor="tyre-page-jump">{T.pager.jumpLabel}</label>
          <input
            // The current page after every navigation.
            key={page}
            id="tyre-page-jump"
            type="number"
            name={FILTER_PARAMS.page}
            min={1}
            max={pageCount}
            step={1}
            inputMode="numeric"
            defaultValue={page}
            className="field w-20 px-2 py-1"
          />
          <button type="submit" className="btn-secondary">
            {T.pager.jumpSubmit}
          </button>
        </Form>
      </div>
    </div>
  );
}
