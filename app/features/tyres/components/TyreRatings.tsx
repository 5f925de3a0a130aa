import type { TyreRating } from "~/features/tyres/tyre-page.model.server";

export const RATING_MAX = 5;

/**
 * The performance ratings (1–5) as bars. The bar is decoration; the value is text beside it, so a screen
 * reader and a reader in high-contrast mode get the same facts. Ratings the admin left empty are left out.
 */
export function TyreRatings({ ratings, compact = false }: { ratings: TyreRating[]; compact?: boolean }) {
  const rated = ratings.filter((rating): rating is { label: string; value: number } => rating.value !== null);
  if (rated.length === 0) return compact ? <span>–</span> : null;
  return (
    <dl className={`grid grid-cols-[minmax(0,auto)_minmax(3rem,1fr)_auto] items-center gap-x-3 gap-y-2 text-sm ${compact ? "" : "max-w-md"}`}>
      {rated.map(({ label, value }) => (
        <RatingRow key={label} label={label} value={value} />
      ))}
    </dl>
  );
}

function RatingRow({ label, value }: { label: string; value: number }) {
  return (
    <>
      <dt>{label}</dt>
      <dd aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <span className="block h-full rounded-full bg-brand-600" style={{ width: `${(value / RATING_MAX) * 100}%` }} />
      </dd>
      <dd className="whitespace-nowrap font-semibold tabular-nums">
        {value}
        <span className="font-normal text-slate-600 dark:text-slate-400"> / {RATING_MAX}</span>
      </dd>
    </>
  );
}

/** One rating as a bar with its value, for a table cell of the comparison. */
export function RatingCell({ value }: { value: number | null }) {
  if (value === null) return <span>–</span>;
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden="true" className="block h-2 w-16 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <span className="block h-full rounded-full bg-brand-600" style={{ width: `${(value / RATING_MAX) * 100}%` }} />
      </span>
      <span className="whitespace-nowrap font-semibold tabular-nums">
        {value} / {RATING_MAX}
      </span>
    </span>
  );
}
