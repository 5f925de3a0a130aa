import { Form, Link, useLocation, useRevalidator } from "@remix-run/react";
import { useHydrated } from "~/components/layout/header/useHydrated";
import {
  NEWSLETTER_TAB_PATH,
  SUBSCRIBER_ADMIN_TEXTS as T,
  SUBSCRIBER_PARAMS,
  SUBSCRIBER_SEARCH_MAX_LENGTH,
  type SubscriberPage,
  subscriberListSearch,
} from "~/features/subscribers/admin.rules";
import { Pager } from "~/components/ui/Pager";
import { SubscriberTable } from "./SubscriberTable";

/**
 * The subscribers half of the tab 'Uutiskirjeet & Tilaajat': counts, 'Päivitä lista', a search, the
 * table (50 a page, newest first) with its row actions and selection, and the pager. Everything lives in
 * the URL (?haku=…&sivu=…), so it works without JavaScript.
 */
export function SubscriberSection({ data }: { data: SubscriberPage }) {
  const query = { page: data.page, search: data.search };
  return (
    <section id="tilaajat" aria-labelledby="subscribers-title" className="card min-w-0 space-y-4" data-testid="subscriber-section">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 id="subscribers-title" className="text-xl font-bold">
            {T.title}{" "}
            <span className="font-normal text-slate-600 dark:text-slate-400" data-testid="subscriber-total">
              ({data.totalCount})
            </span>
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="subscriber-summary">
            {T.summary(data.totalCount, data.activeCount)}
            {data.search ? ` ${T.searchSummary(data.search, data.total)}` : null}
          </p>
        </div>
        <RefreshControl />
      </div>

      {data.totalCount > 0 || data.search ? <SearchForm search={data.search} /> : null}

      {data.totalCount === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="subscriber-empty">
          {T.empty}
        </p>
      ) : data.items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="subscriber-empty">
          {T.noMatch(data.search)}{" "}
          <Link to={NEWSLETTER_TAB_PATH} preventScrollReset className="font-medium underline underline-offset-2">
            {T.clearSearch}
          </Link>
        </p>
      ) : (
        <>
          {/* A new page or search starts with nothing selected. */}
          <SubscriberTable key={`${data.page}:${data.search}`} data={data} query={query} />
          <Pager
            page={query.page}
            pageCount={data.pageCount}
            href={(page) => `${NEWSLETTER_TAB_PATH}${subscriberListSearch(query, page)}#tilaajat`}
            texts={T.pager}
            testId="subscriber-page"
          />
        </>
      )}
    </section>
  );
}

/**
 * 'Päivitä lista': without JavaScript a link to this very page; with it, the loaders run again in place
 * (useRevalidator) and the control says so while they do.
 */
function RefreshControl() {
  const location = useLocation();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const busy = revalidator.state === "loading";
  return (
    <Link
      to={`${location.pathname}${location.search}`}
      preventScrollReset
      className="btn-secondary"
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        if (!busy) revalidator.revalidate();
      }}
    >
      {busy ? T.refreshing : T.refresh}
    </Link>
  );
}

/** A GET form: the search is in the URL and a new search starts from the first page. */
function SearchForm({ search }: { search: string }) {
  return (
    <Form method="get" action={NEWSLETTER_TAB_PATH} role="search" aria-label={T.searchForm} preventScrollReset className="flex max-w-xl flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor="subscriber-search" className="mb-1 block text-sm font-medium">
          {T.searchLabel}
        </label>
        <input
          // Remount when the URL's search changes (back button, 'Tyhjennä haku') so the field shows it.
          key={search}
          id="subscriber-search"
          type="search"
          name={SUBSCRIBER_PARAMS.search}
          defaultValue={search}
          placeholder={T.searchPlaceholder}
          maxLength={SUBSCRIBER_SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          className="field"
        />
      </div>
      <button type="submit" className="btn-secondary">
        {T.searchSubmit}
      </button>
      {search ? (
        <Link to={NEWSLETTER_TAB_PATH} preventScrollReset className="btn-secondary">
          {T.clearSearch}
        </Link>
      ) : null}
    </Form>
  );
}
