import { Form, Link } from "@remix-run/react";
import { Pager } from "~/components/ui/Pager";
import { quoteHref } from "~/features/quotes/rules";
import { RIMS_PUBLIC_PATH, RIM_FILTER_PARAMS, RIM_TEXTS as T, type RimFilters, type RimView, boltPatternParam, rimListSearch, rimStockText } from "~/features/rims/rules";

export type RimListingData = {
  rims: RimView[];
  total: number;
  page: number;
  pageCount: number;
  filters: RimFilters;
  options: { diameters: number[]; boltPatterns: { value: string; label: string }[] };
};

/**
 * The rims on /vanteet: filters by diameter and bolt pattern as a plain GET form (works without
 * JavaScript), the cards with 'Kysy tarjous', an empty state and the pager.
 */
export function RimListing({ rims, total, page, pageCount, filters, options }: RimListingData) {
  const selectedPattern = filters.boltPattern ? boltPatternParam(filters.boltPattern.count, filters.boltPattern.circle) : "";
  const filtered = filters.diameter !== null || filters.boltPattern !== null;
  const catalogueEmpty = options.diameters.length === 0;
  return (
    <section id="valikoima" aria-labelledby="rim-listing-heading" className="scroll-mt-24 space-y-6">
      <div>
        <h2 id="rim-listing-heading" className="text-2xl font-bold">
          {T.publicHeading}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{T.publicIntro}</p>
      </div>
      {catalogueEmpty ? null : (
        <Form method="get" action={`${RIMS_PUBLIC_PATH}#valikoima`} preventScrollReset className="card flex flex-wrap items-end gap-4" aria-label={T.filtersLabel}>
          <div className="min-w-0">
            <label htmlFor="rim-diameter" className="block text-sm font-medium">
              {T.diameter}
            </label>
            <select id="rim-diameter" name={RIM_FILTER_PARAMS.diameter} defaultValue={filters.diameter ?? ""} className="field mt-1 w-auto">
              <option value="">{T.any}</option>
              {options.diameters.map((diameter) => (
                <option key={diameter} value={diameter}>
                  {diameter}″
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0">
            <label htmlFor="rim-bolt-pattern" className="block text-sm font-medium">
              {T.boltPattern}
            </label>
            <select id="rim-bolt-pattern" name={RIM_FILTER_PARAMS.boltPattern} defaultValue={selectedPattern} className="field mt-1 w-auto">
              <option value="">{T.any}</option>
              {options.boltPatterns.map((pattern) => (
                <option key={pattern.value} value={pattern.value}>
                  {pattern.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-primary">
            {T.filter}
          </button>
          {filtered ? (
            <Link to={`${RIMS_PUBLIC_PATH}#valikoima`} preventScrollReset className="btn-secondary">
              {T.clearFilters}
            </Link>
          ) : null}
        </Form>
      )}
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400" data-testid="rim-count">
        {catalogueEmpty ? "" : T.count(rims.length, total)}
      </p>
      {rims.length === 0 ? (
        <p className="card" data-testid="rims-public-empty">
          {catalogueEmpty ? T.emptyCatalogue : T.empty}{" "}
          <Link to="/kysy-tarjous" className="font-medium text-brand-700 underline dark:text-red-300">
            {T.ask}
          </Link>
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {rims.map((rim) => (
            <RimCard key={rim.id} rim={rim} />
          ))}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} href={(n) => `${RIMS_PUBLIC_PATH}${rimListSearch(filters, n)}#valikoima`} texts={T.pager} testId="rims-public-page" />
    </section>
  );
}

function RimCard({ rim }: { rim: RimView }) {
  const headingId = `rim-${rim.id}`;
  return (
    <li className="card flex min-w-0 flex-col gap-3" aria-labelledby={headingId} data-testid="rim-card">
      {rim.image ? (
        <img src={rim.image} alt={rim.name} width={320} height={320} loading="lazy" className="aspect-square w-full rounded bg-white object-contain" />
      ) : null}
      <h3 id={headingId} className="break-words text-lg font-bold">
        {rim.name}
      </h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{T.specs.size}</dt>
        <dd>{rim.size}</dd>
        <dt className="font-medium">{T.specs.boltPattern}</dt>
        <dd>{rim.boltPattern}</dd>
        <dt className="font-medium">{T.specs.offset}</dt>
        <dd>{rim.offset}</dd>
        {rim.centreBore ? (
          <>
            <dt className="font-medium">{T.specs.centreBore}</dt>
            <dd>{rim.centreBore}</dd>
          </>
        ) : null}
        <dt className="font-medium">{T.specs.stock}</dt>
        <dd>{rimStockText(rim.stock)}</dd>
      </dl>
      <p className="mt-auto flex items-baseline gap-2">
        <span className="sr-only">{T.specs.price} </span>
        <span className="text-2xl font-black" data-testid="rim-price">
          {rim.price}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">/kpl</span>
      </p>
      <Link to={quoteHref({ kind: "rim", id: rim.id })} className="btn-primary text-center" aria-label={`${T.ask}: ${rim.name}`}>
        {T.ask}
      </Link>
    </li>
  );
}
