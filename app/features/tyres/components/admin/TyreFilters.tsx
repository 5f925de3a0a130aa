import { Form, useSubmit } from "@remix-run/react";
import { FILTER_PARAMS, TYRE_ADMIN_PATH, TYRE_ADMIN_TEXTS as T, type TyreAdminFilters } from "~/features/tyres/admin.rules";
import { useHydrated } from "~/components/layout/header/useHydrated";

const KINDS = [
  { key: "summer", param: FILTER_PARAMS.summer, label: T.filters.summer },
  { key: "studded", param: FILTER_PARAMS.studded, label: T.filters.studded },
  { key: "friction", param: FILTER_PARAMS.friction, label: T.filters.friction },
] as const;

/**
 * The list's filters: a GET form, so they live in the URL and work without JavaScript. With JavaScript a
 * checkbox applies at once; the search applies on Enter or 'Hae'.
 */
export function TyreFilters({ filters }: { filters: TyreAdminFilters }) {
  const submit = useSubmit();
  const hydrated = useHydrated();
  // Remount the inputs when the URL's filters change (back button, pager), so they show the list's state.
  const stateKey = `${filters.summer}${filters.studded}${filters.friction}${filters.search}`;
  return (
    <Form
      method="get"
      action={TYRE_ADMIN_PATH}
      role="search"
      aria-label={T.filters.searchLabel}
      className="flex flex-wrap items-end gap-4"
      onChange={(event) => {
        const target = event.target as HTMLInputElement;
        if (hydrated && target.type === "checkbox") submit(event.currentTarget, { replace: true, preventScrollReset: true });
      }}
    >
      <input type="hidden" name={FILTER_PARAMS.applied} value="1" />
      <fieldset className="flex flex-wrap gap-4" key={`kinds-${stateKey}`}>
        <legend className="sr-only">{T.filters.legend}</legend>
        {KINDS.map((kind) => (
          <label key={kind.key} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={kind.param} value="1" defaultChecked={filters[kind.key]} className="h-4 w-4" />
            {kind.label}
          </label>
        ))}
      </fieldset>
      <div className="flex min-w-[16rem] flex-1 gap-2">
        <label htmlFor="tyre-search" className="sr-only">
          {T.filters.searchLabel}
        </label>
        <input
          key={`search-${stateKey}`}
          id="tyre-search"
          type="search"
          name={FILTER_PARAMS.search}
          defaultValue={filters.search}
          placeholder={T.filters.searchPlaceholder}
          autoComplete="off"
          maxLength={100}
          className="field"
        />
        <button type="submit" className="btn-secondary">
          {T.filters.submit}
        </button>
      </div>
    </Form>
  );
}
