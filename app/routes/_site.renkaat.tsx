import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { TyreSearchBox } from "~/features/tyres/components/TyreSearchBox";
import { FilteredEmptyState, TyreFilters, type TyreFilterValues } from "~/features/tyres/components/TyreFilters";
import { TyreEmptyState, TyreSizeSection } from "~/features/tyres/components/TyreResults";
import { TyreSizeList } from "~/features/tyres/components/TyreSizeList";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";
import { listingHeading, resultCountText, summariseSize, tyreListingHref } from "~/features/tyres/listing.rules";
import { NO_PRODUCT_FILTERS, activeFilterCount, tidyListingQuery } from "~/features/tyres/filters.rules";
import { normaliseTyreSize } from "~/lib/tyre-size";
import { cachedPriceList } from "~/features/site/content-cache.server";
import { fittingPriceCents } from "~/features/price-list/rules";
import { TYRE_SIZES_PER_PAGE, parseTyreSearchParams } from "~/features/tyres/model.server";
import { searchTyres } from "~/features/tyres/search.model.server";
import { searchFacets } from "~/features/tyres/facets.model.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // A search typed without JavaScript arrives as typed ('205-55-16', or empty), and the filter form sends
  // its empty fields too ('minPrice=&fuel='): redirect to the normalised, tidy URL, so every view has one
  // address. Broken values are not redirected: they read as the defaults below.
  const tidy = tidyListingQuery(url.searchParams);
  const typed = tidy.get("search");
  const normalised = typed === null ? null : normaliseTyreSize(typed);
  if (normalised === "") tidy.delete("search");
  else if (normalised !== null && normalised !== typed) tidy.set("search", normalised);
  if (tidy.toString() !== url.searchParams.toString()) {
    const query = tidy.toString();
    throw redirect(query ? `${url.pathname}?${query}` : url.pathname);
  }

  const params = parseTyreSearchParams(url.searchParams);
  const [result, facets] = await Promise.all([searchTyres(params), searchFacets(params)]);
  const { page: _page, ...chosen } = params;
  const filters: TyreFilterValues = { ...chosen, search: result.search };
  const listing = {
    filters,
    facets,
    page: result.page,
    pageSize: TYRE_SIZES_PER_PAGE,
    hasNextPage: result.hasNextPage,
    tyreCount: result.sizes.reduce((sum, size) => sum + size.summer.length + size.winter.length, 0),
  };
  // One size: its tyres. Several: a summary of each, linking to its tyres (decision 0029).
  const oneSize = result.sizes.length === 1 && result.page === 1 && !result.hasNextPage;
  // The fitted price on its cards: the price list's fitting for the size's vehicle type and rim.
  const fittingCents = oneSize ? fittingPriceCents(await cachedPriceList(), result.sizes[0].vehicleType, result.sizes[0].diameter) : null;
  return oneSize
    ? { ...listing, view: "tyres" as const, sizes: result.sizes, fittingCents }
    : { ...listing, view: "sizes" as const, sizes: result.sizes.map(summariseSize) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const filters = data?.filters ?? { ...NO_PRODUCT_FILTERS, search: "", type: null, sort: "price-asc" as const };
  const title = listingHeading(filters);
  return pageMeta({
    title,
    description:
      `${title} Lohjalta: hinnat, tarjoukset, EU-rengasmerkintä, varastotilanne ja rahoitus kuukausierin. ` +
      "Asennus ilman ajanvarausta.",
    // The size and season are the page; the other filters and the order are views of it.
    path: tyreListingHref({ search: filters.search, type: filters.type, winterType: filters.winterType, sort: "price-asc" }),
    origin: siteOrigin(matches),
  });
};

export default function TyresPage() {
  const data = useLoaderData<typeof loader>();
  const { filters, facets, page, pageSize, hasNextPage, tyreCount } = data;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/renkaat";
  const filtered = activeFilterCount(null, filters) > 0;

  // A compact head (the heading, a small search box beside it on wide screens) and the filters as one bar
  // of buttons, so a size's first tyre is on a desktop's first screen and the results keep the page's
  // width (issue 28). Phones: the filters fold into 'Rajaa hakua' above the results.
  return (
    <main className="mx-auto max-w-7xl px-4 py-6 lg:px-6">
      <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-black [overflow-wrap:anywhere] md:text-3xl">{listingHeading(filters)}</h1>
          <p className="mt-1 max-w-2xl text-sm text-slate-700 dark:text-slate-300">
            Hae renkaat autosi rengaskoolla. Koon löydät nykyisten renkaiden kyljestä tai rekisteriotteesta.
          </p>
        </div>
        <div className="w-full sm:w-80">
          <TyreSearchBox variant="header" />
        </div>
      </div>

      <div className="mt-5">
        <TyreFilters filters={filters} facets={facets} />
        <div aria-busy={loading} className={`min-w-0 transition-opacity ${loading ? "opacity-60" : ""}`}>
          <p role="status" className="mb-4 text-sm text-slate-600 dark:text-slate-400">
            {resultCountText({ page, pageSize, sizesShown: data.sizes.length, tyresShown: tyreCount, hasNextPage })}
          </p>
          {data.sizes.length === 0 ? (
            filtered ? (
              <FilteredEmptyState filters={filters} />
            ) : (
              <TyreEmptyState search={filters.search} type={filters.type} />
            )
          ) : data.view === "tyres" ? (
            <TyreSizeSection size={data.sizes[0]} fittingCents={data.fittingCents} />
          ) : (
            <TyreSizeList sizes={data.sizes} filters={filters} />
          )}
          {page > 1 || hasNextPage ? (
            <nav aria-label="Sivut" className="mt-10 flex justify-between gap-4">
              {page > 1 ? (
                <Link to={tyreListingHref(filters, page - 1)} className="btn-secondary">
                  ← Edellinen sivu
                </Link>
              ) : (
                <span />
              )}
              {hasNextPage ? (
                <Link to={tyreListingHref(filters, page + 1)} className="btn-secondary">
                  Seuraava sivu →
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      </div>
    </main>
  );
}
