import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { TyreSearchBox } from "~/features/tyres/components/TyreSearchBox";
import { TyreFilters, type TyreFilterValues } from "~/features/tyres/components/TyreFilters";
import { TyreEmptyState, TyreSizeSection } from "~/features/tyres/components/TyreResults";
import { TyreSizeList } from "~/features/tyres/components/TyreSizeList";
import { pageMeta, siteOrigin } from "~/features/site/seo.rules";
import { resultCountText, summariseSize, tyreListingHref } from "~/features/tyres/listing.rules";
import { normaliseTyreSize } from "~/lib/tyre-size";
import { TYRE_SIZES_PER_PAGE, parseTyreSearchParams, searchTyres } from "~/features/tyres/model.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // A search typed without JavaScript arrives as typed ('205-55-16', or empty): redirect to the
  // normalised URL, so every search has one address.
  const typed = url.searchParams.get("search");
  const normalised = typed === null ? null : normaliseTyreSize(typed);
  if (typed !== null && (normalised === "" || normalised !== typed)) {
    if (normalised) url.searchParams.set("search", normalised);
    else url.searchParams.delete("search");
    const query = url.searchParams.toString();
    throw redirect(query ? `${url.pathname}?${query}` : url.pathname);
  }

  const params = parseTyreSearchParams(url.searchParams);
  const result = await searchTyres(params);
  const filters: TyreFilterValues = { search: result.search, type: params.type, sort: params.sort };
  const listing = {
    filters,
    page: result.page,
    pageSize: TYRE_SIZES_PER_PAGE,
    hasNextPage: result.hasNextPage,
    tyreCount: result.sizes.reduce((sum, size) => sum + size.summer.length + size.winter.length, 0),
  };
  // One size: its tyres. Several: a summary of each, linking to its tyres (decision 0029).
  const oneSize = result.sizes.length === 1 && result.page === 1 && !result.hasNextPage;
  return oneSize
    ? { ...listing, view: "tyres" as const, sizes: result.sizes }
    : { ...listing, view: "sizes" as const, sizes: result.sizes.map(summariseSize) };
}

function listingTitle({ search, type }: Pick<TyreFilterValues, "search" | "type">): string {
  const what = type === "summer" ? "Kesärenkaat" : type === "winter" ? "Talvirenkaat" : "Renkaat";
  return search ? `${what} koossa ${search}` : what;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const filters = data?.filters ?? { search: "", type: null, sort: "price-asc" as const };
  const title = listingTitle(filters);
  return pageMeta({
    title,
    description:
      `${title} Lohjalta: hinnat, tarjoukset, EU-rengasmerkintä, varastotilanne ja rahoitus kuukausierin. ` +
      "Asennus ilman ajanvarausta.",
    path: tyreListingHref({ ...filters, sort: "price-asc" }),
    origin: siteOrigin(matches),
  });
};

export default function TyresPage() {
  const data = useLoaderData<typeof loader>();
  const { filters, page, pageSize, hasNextPage, tyreCount } = data;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/renkaat";

  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-black md:text-4xl">{listingTitle(filters)}</h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">
        Hae renkaat autosi rengaskoolla. Koon löydät nykyisten renkaiden kyljestä tai rekisteriotteesta.
      </p>
      <div className="mt-6 max-w-xl">
        <TyreSearchBox variant="menu" />
      </div>
      <div className="mt-6">
        <TyreFilters filters={filters} />
      </div>

      <div aria-busy={loading} className={`mt-8 transition-opacity ${loading ? "opacity-60" : ""}`}>
        <p role="status" className="mb-6 text-sm text-slate-600 dark:text-slate-400">
          {resultCountText({ page, pageSize, sizesShown: data.sizes.length, tyresShown: tyreCount, hasNextPage })}
        </p>
        {data.sizes.length === 0 ? (
          <TyreEmptyState search={filters.search} type={filters.type} />
        ) : data.view === "tyres" ? (
          <TyreSizeSection size={data.sizes[0]} />
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
    </main>
  );
}
