import { Link } from "@remix-run/react";
import { formatMonthly, formatPrice, saleValidityText, toAmount } from "~/lib/price";
import { compareHref } from "~/features/tyres/compare.rules";
import { SEASON_LABELS, WINTER_TYPE_LABELS, setOfFourPrice, tyreName, tyrePagePath } from "~/features/tyres/tyre-page.rules";
import type { TyrePageProduct } from "~/features/tyres/tyre-page.model.server";
import { QuoteLink } from "~/features/quotes/components/QuoteLink";
import { RatingCell } from "./TyreRatings";
import { ResponsiveImage } from "~/features/images/components/ResponsiveImage";
import { formatMarkings, loadIndexKg, speedRatingKmh } from "~/lib/tyre-markings";

type Row = { label: string; cell: (tyre: TyrePageProduct) => React.ReactNode };

const dash = "–";

/** '91H XL' with what it means: '615 kg, 210 km/h'. */
function MarkingsCell({ tyre }: { tyre: TyrePageProduct }) {
  const text = formatMarkings(tyre.markings);
  if (!text) return <>{dash}</>;
  const kg = tyre.markings.loadIndex === null ? null : loadIndexKg(tyre.markings.loadIndex);
  const kmh = speedRatingKmh(tyre.markings.speedRating);
  const meaning = [kg === null ? null : `${kg} kg`, kmh === null ? null : `${kmh} km/h`].filter(Boolean).join(", ");
  return (
    <>
      <strong>{text}</strong>
      {meaning ? <span className="block text-xs text-slate-600 dark:text-slate-400">{meaning}</span> : null}
    </>
  );
}

function labelRows(): Row[] {
  return [
    { label: "Polttoainetehokkuus", cell: (tyre) => tyre.euLabel.fuelEfficiency ?? dash },
    { label: "Pito märällä tiellä", cell: (tyre) => tyre.euLabel.wetGrip ?? dash },
    {
      label: "Ulkoinen vierintämelu",
      cell: (tyre) =>
        tyre.euLabel.noiseLevel !== null
          ? `${tyre.euLabel.noiseLevel} dB${tyre.euLabel.noiseClass ? `, luokka ${tyre.euLabel.noiseClass}` : ""}`
          : dash,
    },
  ];
}

/** Only the ratings at least one of the tyres has, in the admin form's order. */
function ratingRows(tyres: TyrePageProduct[]): Row[] {
  const labels = tyres[0]?.ratings.map((rating) => rating.label) ?? [];
  return labels
    .map((label, index) => ({ label, index }))
    .filter(({ index }) => tyres.some((tyre) => tyre.ratings[index]?.value != null))
    .map(({ label, index }) => ({ label: `${label} (1–5)`, cell: (tyre) => <RatingCell value={tyre.ratings[index]?.value ?? null} /> }));
}

function rowsFor(tyres: TyrePageProduct[]): Row[] {
  return [
    {
      label: "Hinta / kpl",
      cell: (tyre) => (
        <>
          <strong>{formatPrice(tyre.currentPrice)}</strong>
          {tyre.sale.active ? (
            <>
              {" "}
              <del className="text-slate-500 dark:text-slate-400">
                <span className="sr-only">Normaalihinta </span>
                {formatPrice(tyre.price)}
              </del>
            </>
          ) : null}
        </>
      ),
    },
    { label: "4 kpl", cell: (tyre) => formatPrice(setOfFourPrice(tyre.currentPrice)) },
    {
      label: "Rahoitus / rengas",
      cell: (tyre) => ((toAmount(tyre.financingPrice) ?? 0) > 0 ? formatMonthly(tyre.financingPrice) : dash),
    },
    { label: "Tarjous", cell: (tyre) => (tyre.sale.active ? saleValidityText(tyre.sale.saleEndDate) : dash) },
    {
      label: "Tyyppi",
      cell: (tyre) => (tyre.winterType ? `${SEASON_LABELS.winter}, ${WINTER_TYPE_LABELS[tyre.winterType].toLowerCase()}` : SEASON_LABELS[tyre.season]),
    },
    { label: "Kuormitus- ja nopeusluokka", cell: (tyre) => <MarkingsCell tyre={tyre} /> },
    ...labelRows(),
    ...ratingRows(tyres),
    { label: "Varasto", cell: (tyre) => (tyre.stock > 0 ? `Varastossa ${tyre.stock} kpl` : "Loppu varastosta") },
  ];
}

/** The row headers stay in view while a phone scrolls the table sideways (opaque, so cells pass under). */
const STICKY_LABEL = "sticky left-0 z-10 w-[5.5rem] break-words bg-white p-2 sm:w-40 sm:p-3 dark:bg-slate-950";
const TYRE_CELL = "break-words p-2 align-top sm:p-3";
/**
 * Fixed columns: the labels' width and 7.5rem a tyre, so two tyres fit beside the labels on a 360 px phone
 * and a third scrolls into view (a long sale text wraps instead of widening its column).
 */
const tableMinWidth = (tyres: number) => `calc(5.5rem + ${tyres} * 7.5rem)`;

/**
 * The tyres side by side: a real table (column headers name the tyres, row headers the facts). On a
 * narrow screen the table scrolls inside its own focusable region, never the page.
 */
export function CompareTable({ tyres, size }: { tyres: TyrePageProduct[]; size: string | null }) {
  const ids = tyres.map((tyre) => tyre.id);
  return (
    <div
      role="region"
      aria-labelledby="compare-caption"
      tabIndex={0}
      className="relative max-w-full overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline focus-visible:outline-2 dark:border-slate-700"
      data-testid="compare-region"
    >
      {/* `relative`: the table's sr-only texts are absolutely positioned and would otherwise widen the page. */}
      <table className="w-full table-fixed border-collapse text-left text-sm" style={{ minWidth: tableMinWidth(tyres.length) }} data-testid="compare-table">
        <caption id="compare-caption" className="px-3 py-2 text-left font-semibold">
          Vertailussa {tyres.length} {tyres.length === 1 ? "rengas" : "rengasta"}
          {size ? ` koossa ${size}` : ""}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <td className={STICKY_LABEL} />
            {tyres.map((tyre) => (
              <th key={tyre.id} scope="col" className={TYRE_CELL}>
                {tyre.thumbnail ? (
                  // Decorative beside the name, which the column header reads out.
                  <ResponsiveImage
                    src={tyre.thumbnail}
                    alt=""
                    width={64}
                    height={64}
                    sizes="64px"
                    widths={[160]}
                    className="mb-2 h-16 w-16 rounded bg-white object-contain ring-1 ring-slate-200 dark:ring-slate-700"
                    data-testid="compare-thumbnail"
                  />
                ) : null}
                <Link to={tyrePagePath(tyre)} className="font-bold text-brand-700 underline underline-offset-2 dark:text-red-300">
                  {tyreName(tyre)}
                </Link>
                {tyres.length > 1 ? (
                  <Link
                    to={compareHref(size, ids.filter((id) => id !== tyre.id))}
                    className="mt-1 block text-xs font-normal text-slate-600 underline dark:text-slate-400"
                    preventScrollReset
                  >
                    Poista vertailusta<span className="sr-only">: {tyreName(tyre)}</span>
                  </Link>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowsFor(tyres).map((row) => (
            <tr key={row.label} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <th scope="row" className={`${STICKY_LABEL} align-top font-semibold`}>
                {row.label}
              </th>
              {tyres.map((tyre) => (
                <td key={tyre.id} className={TYRE_CELL}>
                  {row.cell(tyre)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className={`${STICKY_LABEL} align-top font-semibold`}>
              <span className="sr-only">Tarjouspyyntö</span>
            </th>
            {tyres.map((tyre) => (
              <td key={tyre.id} className={TYRE_CELL}>
                <QuoteLink productId={tyre.id} tyreName={`${tyreName(tyre)} ${tyre.fullSize}`} className="btn-secondary text-sm" />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
