import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { SizeCard } from "~/features/tyres/components/admin/SizeCard";
import { TyreFilters } from "~/features/tyres/components/admin/TyreFilters";
import { TyrePager } from "~/features/tyres/components/admin/TyrePager";
import { TYRE_ADMIN_TEXTS as T, allKindsSelected, drawerHref, parseTyreAdminFilters, tyreAdminListSearch } from "~/features/tyres/admin.rules";
import { listTyresForAdmin } from "~/features/tyres/admin.model.server";
import { adminLoader } from "~/services/guard.server";
import { helsinkiDay } from "~/lib/helsinki-time";

export const meta: MetaFunction = () => [{ title: T.metaTitle }, { name: "robots", content: "noindex" }];

export const loader = (args: LoaderFunctionArgs) => adminLoader(args, loadTyreTab);

async function loadTyreTab({ request }: LoaderFunctionArgs) {
  const requested = parseTyreAdminFilters(new URL(request.url).searchParams);
  const list = await listTyresForAdmin(requested);
  // A page past the end (an old link after deletions) shows the last page.
  return { filters: { ...requested, page: list.page }, list, today: helsinkiDay() };
}

/**
 * The tab 'Renkaiden hallinta': filters, actions, the sizes of one page with their tyres, and the pager.
 * Drawers and dialogs (sizes, products, sales, manufacturers, CSV) are child routes shown over it.
 */
export default function TyreTab() {
  const { filters, list, today } = useLoaderData<typeof loader>();
  // The list's own query (canonical): drawers carry it, so closing or saving returns to the same view.
  const listSearch = tyreAdminListSearch(filters);
  const noKinds = !filters.summer && !filters.studded && !filters.friction;
  return (
    <>
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-2xl font-bold">{T.title}</h2>
          <div className="flex flex-wrap items-center gap-2">
            <Link to={drawerHref("koot/uusi", listSearch)} className="btn-primary">
              {T.buttons.createSize}
            </Link>
            <Link to={drawerHref("tuotteet/uusi", listSearch)} className="btn-primary">
              {T.buttons.createProduct}
            </Link>
            <Link to={`/admin/renkaat/valmistajat${listSearch}`} className="btn-secondary">
              {T.buttons.manufacturers}
            </Link>
            <Link to="/admin/renkaat/vienti.csv" reloadDocument className="btn-secondary">
              {T.buttons.exportCsv}
            </Link>
            <Link to={`/admin/renkaat/csv${listSearch}`} className="btn-secondary">
              {T.buttons.importCsv}
            </Link>
          </div>
        </div>

        <div className="card">
          <TyreFilters filters={filters} />
        </div>

        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite" data-testid="size-count">
          {T.list.sizesFound(list.total)}
        </p>

        {list.sizes.length === 0 ? (
          <p className="card text-slate-600 dark:text-slate-400" data-testid="tyre-list-empty">
            {noKinds ? T.list.noKinds : T.list.noSizes}
          </p>
        ) : (
          <div className="space-y-6">
            {list.sizes.map((size) => (
              <SizeCard key={size.id} size={size} listSearch={listSearch} today={today} />
            ))}
          </div>
        )}

        <TyrePager filters={filters} page={list.page} pageCount={list.pageCount} />
        {allKindsSelected(filters) && !filters.search ? null : (
          <p className="text-center text-sm">
            <Link to="/admin/renkaat" className="underline">
              {T.filters.reset}
            </Link>
          </p>
        )}
      </div>
      {/* Drawers and dialogs: admin.renkaat.koot.*, admin.renkaat.tuotteet.*, valmistajat, csv. */}
      <Outlet />
    </>
  );
}
