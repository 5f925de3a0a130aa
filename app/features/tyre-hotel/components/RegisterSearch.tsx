import { Form, Link } from "@remix-run/react";
import { AdminTable } from "~/components/ui/AdminTable";
import { Pager } from "~/components/ui/Pager";
import type { SearchCustomer } from "~/features/tyre-hotel/model.server";
import { SEASON_LABEL } from "~/features/tyre-hotel/rules";
import { HOTEL_PATH, HOTEL_TEXTS as T, hotelPaths } from "~/features/tyre-hotel/texts";
import type { TyreSeason } from "#db/schema/enum-values";
import { WarningBadge } from "./WarningList";

export type LatestSet = {
  id: number;
  season: TyreSeason;
  size: string;
  brandModel: string | null;
  location: string;
  checkedIn: string;
  registration: string;
  customerId: number;
  customerName: string;
  customerPhone: string | null;
  warnings: number;
};

type Props = { query: string; page: number; pageCount: number; total: number; customers: SearchCustomer[]; latest: LatestSet[] };

const row = "border-b border-slate-100 align-top last:border-0 dark:border-slate-800";

/** The register: the search (GET ?q=, works without JavaScript), its results per customer, or the latest sets. */
export function RegisterSearch({ query, page, pageCount, total, customers, latest }: Props) {
  const href = (n: number) => {
    const params = new URLSearchParams();
    if (query) params.set("q", query);
    if (n > 1) params.set("sivu", String(n));
    const search = params.toString();
    return `${HOTEL_PATH}${search ? `?${search}` : ""}`;
  };
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Form method="get" action={HOTEL_PATH} role="search" className="flex min-w-0 flex-1 flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-60">
            <label htmlFor="hotel-search" className="mb-1 block text-sm font-medium">
              {T.search.label}
            </label>
            <input id="hotel-search" name="q" type="search" defaultValue={query} maxLength={100} placeholder={T.search.placeholder} className="field" autoComplete="off" />
          </div>
          <button type="submit" className="btn-primary">
            {T.search.submit}
          </button>
          {query ? (
            <Link to={HOTEL_PATH} className="btn-secondary">
              {T.search.clear}
            </Link>
          ) : null}
        </Form>
        <Link to={hotelPaths.newCustomer} className="btn-primary">
          {T.newCustomer}
        </Link>
      </div>

      {query ? (
        customers.length === 0 ? (
          <p className="card text-slate-700 dark:text-slate-300" data-testid="hotel-search-empty" role="status">
            {T.search.none(query)}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400" role="status" data-testid="hotel-search-count">
              {T.search.results(total, query)}
            </p>
            <AdminTable caption={T.search.caption} columns={[T.columns.customer, T.columns.phone, T.columns.vehicles]} minWidthClass="min-w-[36rem]">
              {customers.map((customer) => (
                <tr key={customer.id} className={row} data-testid="hotel-customer-row">
                  <th scope="row" className="px-3 py-2 font-semibold">
                    <Link to={hotelPaths.customer(customer.id)} className="underline">
                      {customer.name}
                    </Link>
                  </th>
                  <td className="whitespace-nowrap px-3 py-2">{customer.phone ?? T.noPhone}</td>
                  <td className="px-3 py-2">
                    {customer.vehicles.length === 0 ? (
                      <span className="text-slate-600 dark:text-slate-400">{T.noVehicles}</span>
                    ) : (
                      <ul className="space-y-1">
                        {customer.vehicles.map((vehicle) => (
                          <li key={vehicle.id}>
                            <span className="font-mono font-semibold">{vehicle.registration}</span>
                            {vehicle.makeModel ? <span className="text-slate-600 dark:text-slate-400"> {vehicle.makeModel}</span> : null}
                            {vehicle.sets.length === 0 ? (
                              <span className="text-slate-600 dark:text-slate-400"> – {T.noStoredSets}</span>
                            ) : (
                              <ul className="ml-4">
                                {vehicle.sets.map((set) => (
                                  <li key={set.id} className="flex flex-wrap items-center gap-2">
                                    <Link to={hotelPaths.set(set.id)} className="underline">
                                      {SEASON_LABEL[set.season]} {set.size}
                                    </Link>
                                    <span>
                                      {T.columns.place} {set.location}
                                    </span>
                                    <WarningBadge count={set.warnings} />
                                  </li>
                                ))}
                              </ul>
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </AdminTable>
          </>
        )
      ) : (
        <>
          <h3 className="text-lg font-semibold">{T.search.latest}</h3>
          {latest.length === 0 ? (
            <p className="card text-slate-700 dark:text-slate-300" data-testid="hotel-empty">
              {T.search.latestEmpty}
            </p>
          ) : (
            <AdminTable
              caption={T.search.latest}
              columns={[T.columns.registration, T.columns.customer, T.columns.season, T.columns.size, T.columns.place, T.columns.checkedIn, T.columns.warnings]}
              minWidthClass="min-w-[44rem]"
            >
              {latest.map((set) => (
                <tr key={set.id} className={row} data-testid="hotel-latest-row">
                  <th scope="row" className="whitespace-nowrap px-3 py-2 font-mono font-semibold">
                    <Link to={hotelPaths.set(set.id)} className="underline">
                      {set.registration}
                    </Link>
                  </th>
                  <td className="px-3 py-2">
                    <Link to={hotelPaths.customer(set.customerId)} className="underline">
                      {set.customerName}
                    </Link>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{SEASON_LABEL[set.season]}</td>
                  <td className="whitespace-nowrap px-3 py-2">{set.size}</td>
                  <td className="whitespace-nowrap px-3 py-2">{set.location}</td>
                  <td className="whitespace-nowrap px-3 py-2">{set.checkedIn}</td>
                  <td className="px-3 py-2">
                    <WarningBadge count={set.warnings} />
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </>
      )}
      <Pager page={page} pageCount={pageCount} href={href} texts={T.pager} testId="hotel-page" />
    </div>
  );
}
