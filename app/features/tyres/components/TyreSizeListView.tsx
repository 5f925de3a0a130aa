import { Link } from "@remix-run/react";
import { formatPrice } from "~/lib/price";
import { type SeasonSummary, type TyreListingFilters, type TyreSizeSummary, tyreCountText, tyreListingHref } from "~/features/tyres/listing.rules";
import type { VehicleType } from "~/features/tyres/model.server";
import { VEHICLE_TEXT } from "./TyreResults";

type SizeSummary = TyreSizeSummary<{ id: number; fullSize: string; vehicleType: VehicleType }>;

function SeasonLine({ label, summary }: { label: string; summary: SeasonSummary }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
      <dt className="font-semibold">{label}</dt>
      <dd className="flex flex-wrap items-baseline gap-x-2">
        <span>{summary.count === 1 ? "1 kpl," : `${summary.count} kpl, alkaen`}</span>
        <span className="font-bold">{formatPrice(summary.lowestPrice)}/kpl</span>
        {summary.onSale > 0 ? (
          <span className="rounded bg-brand-600 px-1.5 py-0.5 text-xs font-bold text-white">Tarjouksia</span>
        ) : null}
      </dd>
    </div>
  );
}

function SizeSummaryCard({ size, filters }: { size: SizeSummary; filters: TyreListingFilters }) {
  const headingId = `size-${size.id}`;
  const total = (size.summer?.count ?? 0) + (size.winter?.count ?? 0);
  return (
    <section aria-labelledby={headingId} className="card flex h-full flex-col" data-testid="tyre-size-summary">
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-3 text-xl font-black">
        {size.fullSize}
        <span className="text-sm font-medium text-slate-600 dark:text-slate-400">{VEHICLE_TEXT[size.vehicleType]}</span>
      </h2>
      <dl className="mt-3 flex-1 space-y-2 text-sm">
        {size.summer ? <SeasonLine label="Kesärenkaat" summary={size.summer} /> : null}
        {size.winter ? <SeasonLine label="Talvirenkaat" summary={size.winter} /> : null}
      </dl>
      <Link to={tyreListingHref({ ...filters, search: size.fullSize })} className="btn-primary mt-4 self-start">
        Näytä {tyreCountText(total)}
        <span className="sr-only"> koossa {size.fullSize}</span>
      </Link>
    </section>
  );
}

/**
 * A listing of several sizes: what each size has and from what price, linking to its tyres (decision 0029).
 * The visitor picks the size of his own car; the tyre cards, the comparison and the quote links are there.
 */
export function TyreSizeList({ sizes, filters }: { sizes: SizeSummary[]; filters: TyreListingFilters }) {
  return (
    <>
      <p className="mb-4 max-w-2xl font-medium">
        {filters.search ? "Hakusi vastaa useaa rengaskokoa. " : null}
        Valitse autosi rengaskoko, niin näet sen renkaat hintoineen.
      </p>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sizes.map((size) => (
          <li key={size.id}>
            <SizeSummaryCard size={size} filters={filters} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** For React.lazy in TyreSizeList.tsx. */
export default TyreSizeList;
