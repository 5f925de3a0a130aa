import { Form, Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { SEASON_LABEL } from "~/features/tyre-hotel/rules";
import { HOTEL_TEXTS, SEASON_PARAM, hotelPaths } from "~/features/tyre-hotel/texts";
import { TYRE_SEASONS, type TyreSeason } from "#db/schema/enum-values";

const T = HOTEL_TEXTS.swapList;

export type SwapListData = {
  season: TyreSeason;
  seasonLabel: string;
  today: string;
  sets: { id: number; location: string; registration: string; customerName: string; customerPhone: string | null; size: string; brandModel: string | null; warnings: string[] }[];
};

/** The season's stored sets to swap, by place; printable (the page's controls are hidden in print). */
export function SwapListView({ season, seasonLabel, today, sets }: SwapListData) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="space-y-5">
      <style>{"@media print { header, nav, form, .print-hidden { display: none !important; } }"}</style>
      <div>
        <h2 className="text-2xl font-bold">{T.heading(seasonLabel)}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {T.intro} {today}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor="swap-season" className="mb-1 block text-sm font-medium">
              {T.season}
            </label>
            <select id="swap-season" name="kausi" defaultValue={SEASON_PARAM[season]} className="field">
              {TYRE_SEASONS.map((value) => (
                <option key={value} value={SEASON_PARAM[value]}>
                  {SEASON_LABEL[value]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            {T.show}
          </button>
        </Form>
        {hydrated && sets.length ? (
          <button type="button" className="btn-secondary print-hidden" onClick={() => window.print()}>
            {T.print}
          </button>
        ) : null}
      </div>
      <p className="font-medium" data-testid="swap-count">
        {T.count(sets.length)}
      </p>
      {sets.length === 0 ? (
        <p className="card">{T.empty}</p>
      ) : (
        <div className="card overflow-x-auto p-0" role="region" aria-labelledby="swap-caption" tabIndex={0}>
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption id="swap-caption" className="sr-only">
              {T.caption}
            </caption>
            <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
              <tr>
                {[HOTEL_TEXTS.columns.place, HOTEL_TEXTS.columns.registration, HOTEL_TEXTS.columns.customer, HOTEL_TEXTS.columns.phone, HOTEL_TEXTS.columns.size, HOTEL_TEXTS.columns.warnings].map((column) => (
                  <th key={column} scope="col" className="px-3 py-2">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sets.map((set) => (
                <tr key={set.id} className="border-b border-slate-100 align-top last:border-0 dark:border-slate-800" data-testid="swap-row">
                  <th scope="row" className="whitespace-nowrap px-3 py-2 font-mono font-semibold">
                    {set.location}
                  </th>
                  <td className="whitespace-nowrap px-3 py-2 font-mono">
                    <Link to={hotelPaths.set(set.id)} className="underline">
                      {set.registration}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{set.customerName}</td>
                  <td className="whitespace-nowrap px-3 py-2">{set.customerPhone ?? "–"}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {set.size}
                    {set.brandModel ? <span className="block text-xs">{set.brandModel}</span> : null}
                  </td>
                  <td className="px-3 py-2">
                    {set.warnings.length ? (
                      <ul className="list-disc pl-4 text-amber-900 dark:text-amber-200">
                        {set.warnings.map((warning) => (
                          <li key={warning}>{warning}</li>
                        ))}
                      </ul>
                    ) : (
                      HOTEL_TEXTS.warningsCount(0)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
