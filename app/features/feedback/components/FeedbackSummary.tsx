import { CountBar } from "./CountBar";
import { formatDecimal } from "~/lib/format";
import { RatingBadge } from "./RatingBadge";

type Props = {
  total: number;
  average: number | null;
  distribution: { rating: number; count: number }[];
};

/** Total, average (one decimal) and the distribution of ratings, highest first. */
export function FeedbackSummary({ total, average, distribution }: Props) {
  const max = Math.max(0, ...distribution.map((row) => row.count));
  return (
    <section aria-labelledby="feedback-summary-title" className="space-y-4">
      <h3 id="feedback-summary-title" className="text-lg font-semibold">
        Yhteenveto
      </h3>
      <div className="grid gap-4 md:grid-cols-3">
        <dl className="card grid content-start gap-4 md:col-span-1 md:self-start">
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">Palautteita yhteensä</dt>
            <dd className="text-3xl font-bold tabular-nums" data-testid="feedback-total">
              {total}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600 dark:text-slate-400">Keskiarvo (0–10)</dt>
            <dd className="text-3xl font-bold tabular-nums" data-testid="feedback-average">
              {average === null ? (
                <>
                  <span aria-hidden="true">–</span>
                  <span className="sr-only">Ei arvioita</span>
                </>
              ) : (
                <>
                  {formatDecimal(average, 1)}
                  <span className="text-base font-medium text-slate-500 dark:text-slate-400"> / 10</span>
                </>
              )}
            </dd>
          </div>
        </dl>
        <div className="card md:col-span-2">
          {distribution.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">Ei arvioita vielä.</p>
          ) : (
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left font-semibold">Arvioiden jakauma</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Arvio
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    Määrä
                  </th>
                </tr>
              </thead>
              <tbody>
                {distribution.map((row) => (
                  <tr key={row.rating} data-testid="distribution-row">
                    <td className="w-16 py-1 pr-3">
                      <RatingBadge rating={row.rating} />
                    </td>
                    <td className="py-1">
                      <CountBar count={row.count} max={max} size="h-2" barClassName="bg-slate-400 dark:bg-slate-500" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
    </section>
  );
}
