import { HOTEL_TEXTS as T } from "~/features/tyre-hotel/texts";

/** A set's condition warnings (or 'Renkaat ovat kunnossa.') with the shop's recommendation. */
export function WarningList({ warnings, recommendation, compact = false }: { warnings: string[]; recommendation?: string; compact?: boolean }) {
  if (warnings.length === 0) {
    return compact ? null : <p className="text-sm text-emerald-800 dark:text-emerald-300">{T.set.noWarnings}</p>;
  }
  return (
    <div className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="set-warnings">
      <p className="font-semibold">
        <span aria-hidden="true">⚠ </span>
        {T.set.warnings}
      </p>
      <ul className="ml-5 list-disc">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
      {recommendation && !compact ? <p className="mt-1">{recommendation}</p> : null}
    </div>
  );
}

/** The count of a set's warnings as a small badge ('Kunnossa', '2 huomiota'). */
export function WarningBadge({ count }: { count: number }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs font-medium ${
        count ? "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100" : "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
      }`}
    >
      {T.warningsCount(count)}
    </span>
  );
}
