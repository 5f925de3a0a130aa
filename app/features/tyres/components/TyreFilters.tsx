import { Form, useSubmit } from "@remix-run/react";
import type { TyreListingFilters } from "~/features/tyres/listing.rules";
import type { TyreSeason, TyreSort } from "~/lib/tyre-size";

export type TyreFilterValues = TyreListingFilters;

const SEASONS: { value: TyreSeason | ""; label: string }[] = [
  { value: "", label: "Kaikki" },
  { value: "summer", label: "Kesärenkaat" },
  { value: "winter", label: "Talvirenkaat" },
];

const SORTS: { value: TyreSort; label: string }[] = [
  { value: "price-asc", label: "Hinta: edullisin ensin" },
  { value: "price-desc", label: "Hinta: kallein ensin" },
];

/**
 * Season and order of the /renkaat listing: a GET form that keeps the current size search. Without
 * JavaScript the button submits it; with JavaScript every change applies at once.
 */
export function TyreFilters({ filters }: { filters: TyreFilterValues }) {
  const submit = useSubmit();
  return (
    <Form
      method="get"
      action="/renkaat"
      aria-label="Rajaa renkaita"
      // Remount when the URL changes (e.g. the reset link) so the uncontrolled fields show it.
      key={`${filters.search}|${filters.type ?? ""}|${filters.sort}`}
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
      className="card flex flex-wrap items-end gap-x-8 gap-y-4"
    >
      {filters.search ? <input type="hidden" name="search" value={filters.search} /> : null}
      <fieldset>
        <legend className="text-sm font-semibold">Kausi</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {SEASONS.map((season) => (
            <label key={season.value} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name="type"
                value={season.value}
                defaultChecked={(filters.type ?? "") === season.value}
                className="h-4 w-4 accent-brand-600"
              />
              {season.label}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="text-sm font-semibold">
        Järjestys
        <select name="sort" defaultValue={filters.sort} className="field mt-2 font-normal">
          {SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-secondary">
        Näytä renkaat
      </button>
    </Form>
  );
}
