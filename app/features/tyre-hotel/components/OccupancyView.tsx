import { Form, Link } from "@remix-run/react";
import { AdminTable } from "~/components/ui/AdminTable";
import { HOTEL_TEXTS, hotelPaths } from "~/features/tyre-hotel/texts";

const T = HOTEL_TEXTS.places;

export type OccupancyData = {
  shelf: string | null;
  total: number;
  shelfNames: { name: string; count: number }[];
  shelves: { name: string; sets: { id: number; location: string; registration: string; customerName: string; season: string; size: string }[] }[];
};

/** Every shelf with its occupied places and the set in each; counts per shelf and in total; a shelf filter. */
export function OccupancyView({ shelf, total, shelfNames, shelves }: OccupancyData) {
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-2xl font-bold">{T.title}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{T.intro}</p>
      </div>
      <p className="font-medium" data-testid="places-total">
        {T.total(total)}
      </p>
      {shelfNames.length ? (
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="places-shelf" className="mb-1 block text-sm font-medium">
              {T.filter}
            </label>
            <select id="places-shelf" name="hylly" defaultValue={shelf ?? ""} className="field">
              <option value="">{T.allShelves}</option>
              {shelfNames.map((entry) => (
                <option key={entry.name} value={entry.name}>
                  {entry.name} ({entry.count})
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            {T.show}
          </button>
        </Form>
      ) : (
        <p className="card">{T.empty}</p>
      )}
      {shelves.map((entry) => (
        <section key={entry.name} className="space-y-2" aria-labelledby={`shelf-${entry.name}`} data-testid="places-shelf">
          <h3 id={`shelf-${entry.name}`} className="text-lg font-semibold">
            {T.shelf(entry.name, entry.sets.length)}
          </h3>
          <AdminTable caption={T.caption(entry.name)} columns={[HOTEL_TEXTS.columns.place, HOTEL_TEXTS.columns.registration, HOTEL_TEXTS.columns.customer, HOTEL_TEXTS.columns.season, HOTEL_TEXTS.columns.size]} minWidthClass="min-w-[32rem]">
            {entry.sets.map((set) => (
              <tr key={set.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800" data-testid="places-row">
                <th scope="row" className="whitespace-nowrap px-3 py-2 font-mono font-semibold">
                  {set.location}
                </th>
                <td className="whitespace-nowrap px-3 py-2 font-mono">
                  <Link to={hotelPaths.set(set.id)} className="underline">
                    {set.registration}
                  </Link>
                </td>
                <td className="px-3 py-2">{set.customerName}</td>
                <td className="whitespace-nowrap px-3 py-2">{set.season}</td>
                <td className="whitespace-nowrap px-3 py-2">{set.size}</td>
              </tr>
            ))}
          </AdminTable>
        </section>
      ))}
    </div>
  );
}
