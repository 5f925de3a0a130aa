import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { CallTheShop } from "./TyreResults";
import { type TyreListingFilters, tyreListingHref } from "~/features/tyres/listing.rules";
import {
  EU_CLASS_CHOICES,
  NOISE_CLASS_CHOICES,
  type TyreFacets,
  type TyreProductFilters,
  activeFilterCount,
  classChoiceText,
  tidyListingQuery,
} from "~/features/tyres/filters.rules";
import type { TyreSort } from "~/lib/tyre-size";

/** Everything the listing was asked for: size, season, order and every product filter. */
export type TyreFilterValues = TyreListingFilters & TyreProductFilters;

/** Tailwind's lg: from here the filters are a bar of buttons, each opening its group; below, one panel. */
const WIDE = "(min-width: 1024px)";
/** A typed price is applied after a pause, not on every keystroke. */
const PRICE_DELAY_MS = 700;

const SORTS: { value: TyreSort; label: string }[] = [
  { value: "price-asc", label: "Hinta: edullisin ensin" },
  { value: "price-desc", label: "Hinta: kallein ensin" },
];

/** 'Nokian Tyres (4)': the count is part of the label, so a screen reader reads it with the option. */
function Count({ count }: { count: number }) {
  return <span className="text-slate-500 dark:text-slate-400"> ({count})</span>;
}

function Choice({ type, name, value, checked, count, children, className = "" }: {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  checked: boolean;
  count: number;
  children: ReactNode;
  className?: string;
}) {
  return (
    <label className={`flex cursor-pointer items-start gap-2 py-0.5 text-sm ${count === 0 && !checked ? "text-slate-500 dark:text-slate-400" : ""} ${className}`}>
      <input type={type} name={name} value={value} defaultChecked={checked} className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600" />
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {children}
        <Count count={count} />
      </span>
    </label>
  );
}

/**
 * One group of filters (a fieldset with its legend). On a wide screen its summary is a button of the
 * filter bar that opens the group below it; on a phone every group is shown open inside 'Rajaa hakua'.
 * Both without JavaScript: a <details>, forced open on phones by CSS (::details-content).
 */
function Group({ title, chosen, fieldsKey, children }: { title: string; chosen: number; fieldsKey: number; children: ReactNode }) {
  return (
    <details data-filter-group="" className="group/filter relative min-w-0 max-lg:[&::details-content]:[content-visibility:visible]">
      <summary className="flex list-none items-center gap-2 text-sm font-bold max-lg:pointer-events-none lg:cursor-pointer lg:rounded-md lg:border lg:border-slate-300 lg:bg-white lg:px-3 lg:py-1.5 lg:font-semibold lg:hover:bg-slate-50 lg:group-open/filter:border-brand-600 lg:dark:border-slate-600 lg:dark:bg-slate-800 lg:dark:hover:bg-slate-700 [&::-webkit-details-marker]:hidden">
        {title}
        {chosen > 0 ? (
          <span className="rounded-full bg-brand-600 px-1.5 text-xs font-bold text-white">
            <span className="sr-only">, valittuna </span>
            {chosen}
          </span>
        ) : null}
        <span aria-hidden="true" className="hidden text-slate-500 transition-transform group-open/filter:rotate-180 lg:inline">
          ▾
        </span>
      </summary>
      <fieldset
        key={fieldsKey}
        className="mt-1.5 min-w-0 lg:absolute lg:left-0 lg:top-full lg:z-30 lg:mt-1 lg:max-h-[70vh] lg:w-72 lg:overflow-y-auto lg:rounded-lg lg:border lg:border-slate-200 lg:bg-white lg:p-4 lg:shadow-lg lg:dark:border-slate-700 lg:dark:bg-slate-900"
      >
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

function ClassSelect({ name, label, value, counts, choices }: {
  name: string;
  label: string;
  value: string | null;
  counts: Record<string, number>;
  choices: readonly string[];
}) {
  return (
    <label className="block text-sm">
      {label}
      <select name={name} defaultValue={value ?? ""} className="field mt-1">
        <option value="">Kaikki</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {classChoiceText(choice)} ({counts[choice] ?? 0})
          </option>
        ))}
      </select>
    </label>
  );
}

/** The address's query as the form would send it, without its empty fields (filters.rules.ts). */
function formQuery(form: HTMLFormElement): URLSearchParams {
  const entries = [...new FormData(form)].map(([name, value]): [string, string] => [name, typeof value === "string" ? value : value.name]);
  return tidyListingQuery(new URLSearchParams(entries));
}

/** The same filters, whatever the order of the parameters (the order itself is not a filter). */
function sameFilters(a: URLSearchParams, b: URLSearchParams): boolean {
  const filtersOf = (query: URLSearchParams) =>
    [...query].filter(([name]) => name !== "sort" && name !== "page").map(([name, value]) => `${name}=${value}`).sort().join("&");
  return filtersOf(a) === filtersOf(b);
}

/**
 * The fields are uncontrolled. When the address changes and they no longer show it (a link, the back
 * button, 'Tyhjennä rajaukset'), they remount with its values; after the form's own change they already
 * do, so they stay, with the focus where it was. A price being typed is never reset under the cursor.
 */
function useFieldsKey(form: RefObject<HTMLFormElement>, href: string) {
  const first = useRef(true);
  const [key, setKey] = useState(0);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = form.current;
    if (!element) return;
    const typing = element.contains(document.activeElement) && (document.activeElement as HTMLInputElement).type === "number";
    if (!typing && !sameFilters(formQuery(element), new URL(href, window.location.origin).searchParams)) setKey((current) => current + 1);
  }, [form, href]);
  return key;
}

/**
 * The /renkaat filters: a GET form whose fields are the address's parameters. Without JavaScript
 * 'Näytä renkaat' submits it (the loader tidies the address); with JavaScript every change applies at
 * once through Remix without a reload, a typed price after a pause. Each option shows how many tyres it
 * would list given the other choices. On a phone the filters fold into 'Rajaa hakua' (a <details>, which
 * opens without JavaScript); from the lg width they are a bar of buttons above the results, each opening
 * its group, so the results keep the page's width (a size's first tyre stays on the first screen).
 */
export function TyreFilters({ filters, facets }: { filters: TyreFilterValues; facets: TyreFacets }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.location?.pathname === "/renkaat";
  const formRef = useRef<HTMLFormElement>(null);
  const panel = useRef<HTMLDetailsElement>(null);
  const priceTimer = useRef<ReturnType<typeof setTimeout>>();
  const fieldsKey = useFieldsKey(formRef, tyreListingHref(filters));
  const active = activeFilterCount(filters.type, filters);
  // What 'Rajaa hakua' folds away on a phone: everything but the season, which stays in view.
  const folded = activeFilterCount(null, { ...filters, winterType: null });
  const season = filters.winterType ?? filters.type ?? "";
  const groups = () => [...(formRef.current?.querySelectorAll<HTMLDetailsElement>("details[data-filter-group]") ?? [])];

  // Set the <details> states that CSS shows anyway (so a screen reader hears them right): the panel open
  // on a wide screen, the groups open on a phone. On a wide screen a group closes as one closes a menu:
  // a click elsewhere, or Escape (back to its button).
  useEffect(() => {
    const wide = window.matchMedia(WIDE).matches;
    if (wide && panel.current) panel.current.open = true;
    if (!wide) for (const group of groups()) group.open = true;
    const onClick = (event: MouseEvent) => {
      if (!window.matchMedia(WIDE).matches) return;
      for (const group of groups()) if (group.open && !group.contains(event.target as Node)) group.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !window.matchMedia(WIDE).matches) return;
      const group = groups().find((candidate) => candidate.open && candidate.contains(document.activeElement));
      if (!group) return;
      group.open = false;
      group.querySelector("summary")?.focus();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      clearTimeout(priceTimer.current);
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  const send = (form: HTMLFormElement) => {
    clearTimeout(priceTimer.current);
    submit(formQuery(form), { method: "get", action: "/renkaat", preventScrollReset: true });
  };

  return (
    <Form
      ref={formRef}
      method="get"
      action="/renkaat"
      aria-label="Rajaa renkaita"
      onChange={(event) => {
        const field = event.target as HTMLInputElement;
        if (field.type === "number") {
          clearTimeout(priceTimer.current);
          const form = event.currentTarget;
          priceTimer.current = setTimeout(() => send(form), PRICE_DELAY_MS);
        } else send(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        send(event.currentTarget);
        // The button also puts the filters away, so the results are in view.
        if (!window.matchMedia(WIDE).matches && panel.current) panel.current.open = false;
        for (const group of window.matchMedia(WIDE).matches ? groups() : []) group.open = false;
      }}
      className="mb-4 flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-4 lg:gap-y-2 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none dark:border-slate-700 dark:bg-slate-900 lg:dark:bg-transparent"
    >
      {filters.search ? <input type="hidden" name="search" value={filters.search} /> : null}
      {/* The season, the first choice, stays in view on a phone too. */}
      <fieldset key={fieldsKey} className="min-w-0 lg:basis-full">
        <legend className="float-left mr-3 py-0.5 text-sm font-bold">Kausi</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-0.5">
          <Choice type="radio" name="type" value="" checked={season === ""} count={facets.season.all}>
            Kaikki
          </Choice>
          <Choice type="radio" name="type" value="summer" checked={season === "summer"} count={facets.season.summer}>
            Kesärenkaat
          </Choice>
          <Choice type="radio" name="type" value="winter" checked={season === "winter"} count={facets.season.winter}>
            Talvirenkaat
          </Choice>
          <Choice type="radio" name="type" value="studded" checked={season === "studded"} count={facets.season.studded}>
            Nastarenkaat
          </Choice>
          <Choice type="radio" name="type" value="friction" checked={season === "friction"} count={facets.season.friction}>
            Kitkarenkaat
          </Choice>
        </div>
      </fieldset>
      <details ref={panel} className="group/panel min-w-0 lg:[&::details-content]:[content-visibility:visible]">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md border-t border-slate-200 pt-3 text-base font-bold lg:hidden dark:border-slate-700 [&::-webkit-details-marker]:hidden">
          Rajaa hakua
          {folded > 0 ? (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
              <span className="sr-only">, valittuja rajauksia </span>
              {folded}
            </span>
          ) : null}
          <span aria-hidden="true" className="ml-auto text-slate-500 transition-transform group-open/panel:rotate-180">
            ▾
          </span>
        </summary>
        <div className="mt-3 grid gap-x-6 gap-y-5 sm:grid-cols-2 lg:mt-0 lg:flex lg:flex-wrap lg:items-center lg:gap-2">
          {facets.brands.length > 0 ? (
            <Group title="Merkki" chosen={filters.brands.length} fieldsKey={fieldsKey}>
              <div className="grid grid-cols-1 gap-x-4 min-[360px]:grid-cols-2 lg:grid-cols-1">
                {facets.brands.map((brand) => (
                  <Choice key={brand.id} type="checkbox" name="brand" value={String(brand.id)} checked={filters.brands.includes(brand.id)} count={brand.count}>
                    {brand.name}
                  </Choice>
                ))}
              </div>
            </Group>
          ) : null}
          <Group title="Hinta / kpl" chosen={filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0} fieldsKey={fieldsKey}>
            <div className="grid grid-cols-2 gap-3">
              <label className="block text-sm">
                Vähintään (€)
                <input
                  type="number"
                  name="minPrice"
                  min={0}
                  max={100000}
                  step="any"
                  inputMode="decimal"
                  defaultValue={filters.minPrice ?? ""}
                  placeholder={facets.price ? String(Math.floor(facets.price.min)) : undefined}
                  className="field mt-1"
                />
              </label>
              <label className="block text-sm">
                Enintään (€)
                <input
                  type="number"
                  name="maxPrice"
                  min={0}
                  max={100000}
                  step="any"
                  inputMode="decimal"
                  defaultValue={filters.maxPrice ?? ""}
                  placeholder={facets.price ? String(Math.ceil(facets.price.max)) : undefined}
                  className="field mt-1"
                />
              </label>
            </div>
          </Group>
          <Group title="EU-rengasmerkintä" chosen={[filters.fuel, filters.wet, filters.noise].filter(Boolean).length} fieldsKey={fieldsKey}>
            <div className="space-y-2">
              <ClassSelect name="fuel" label="Polttoainetehokkuus" value={filters.fuel} counts={facets.fuel} choices={EU_CLASS_CHOICES} />
              <ClassSelect name="wet" label="Pito märällä tiellä" value={filters.wet} counts={facets.wet} choices={EU_CLASS_CHOICES} />
              <ClassSelect name="noise" label="Meluluokka" value={filters.noise} counts={facets.noise} choices={NOISE_CLASS_CHOICES} />
            </div>
          </Group>
          <Group title="Ominaisuudet" chosen={[filters.xl, filters.runFlat, filters.inStock].filter(Boolean).length} fieldsKey={fieldsKey}>
            <Choice type="checkbox" name="xl" value="1" checked={filters.xl} count={facets.xl}>
              XL (vahvistettu)
            </Choice>
            <Choice type="checkbox" name="runFlat" value="1" checked={filters.runFlat} count={facets.runFlat}>
              Run flat
            </Choice>
            <Choice type="checkbox" name="inStock" value="1" checked={filters.inStock} count={facets.inStock}>
              Vain varastossa olevat
            </Choice>
          </Group>
        </div>
      </details>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <SortSelect sort={filters.sort} />
        <button type="submit" className="btn-secondary py-1.5">
          Näytä renkaat
        </button>
        {active > 0 ? (
          <Link to={tyreListingHref({ search: filters.search, type: null, sort: filters.sort })} preventScrollReset className="text-sm font-semibold text-brand-700 underline dark:text-brand-100">
            Tyhjennä rajaukset
          </Link>
        ) : null}
        <span aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
          {pending ? (
            <span className="inline-flex items-center gap-2" data-testid="tyre-filters-pending">
              <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
              Päivitetään…
            </span>
          ) : null}
        </span>
      </div>
    </Form>
  );
}

/**
 * The order. Controlled, so the back button shows the address's order; while a chosen one loads, that one.
 * A change submits the form like any other field.
 */
function SortSelect({ sort }: { sort: TyreSort }) {
  const navigation = useNavigation();
  const next = navigation.location?.pathname === "/renkaat" ? new URLSearchParams(navigation.location.search).get("sort") : undefined;
  const shown = next === undefined ? sort : next === "price-desc" ? "price-desc" : "price-asc";
  return (
    <label className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold">
      Järjestys
      <select name="sort" value={shown} onChange={() => undefined} className="field w-auto min-w-0 max-w-full py-1.5 font-normal">
        {SORTS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** No tyre passes the filters: say so, offer to clear them (keeping the size) and the phone. */
export function FilteredEmptyState({ filters }: { filters: TyreFilterValues }) {
  return (
    <section aria-labelledby="tyres-filtered-empty" className="card mx-auto max-w-2xl text-center">
      <h2 id="tyres-filtered-empty" className="text-xl font-bold">
        Rajauksillasi ei löytynyt renkaita
      </h2>
      <p className="mt-3">
        {filters.search ? `Koossa ${filters.search} ei ole renkaita, jotka sopivat kaikkiin valintoihisi.` : "Mikään rengas ei sovi kaikkiin valintoihisi."}{" "}
        Poista jokin rajaus tai kysy meiltä: hankimme renkaat nopeasti.
      </p>
      <CallTheShop />
      <Link to={tyreListingHref({ search: filters.search, type: null, sort: filters.sort })} className="btn-primary mt-5">
        Poista kaikki rajaukset
      </Link>
    </section>
  );
}
