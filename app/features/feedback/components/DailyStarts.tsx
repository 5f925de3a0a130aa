import { CountBar } from "./CountBar";
import { DAILY_STARTS_DAYS, FEEDBACK_ADMIN_TEXTS as T } from "~/features/feedback/rules";
import { formatCalendarDay } from "~/lib/format";

type Props = { days: { date: string; count: number }[] };

/** Conversations started per day. The table carries the data; the bars are decoration (aria-hidden). */
export function DailyStarts({ days }: Props) {
  const max = Math.max(0, ...days.map((day) => day.count));
  return (
    <section aria-labelledby="daily-starts-title" className="card space-y-4">
      <h3 id="daily-starts-title" className="text-lg font-semibold">
        Päivittäiset keskustelut
      </h3>
      {days.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{T.noDailyStats}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left text-slate-600 dark:text-slate-400">
            Aloitetut keskustelut päivittäin, viimeiset {DAILY_STARTS_DAYS} päivää (Suomen aikaa)
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-400">
              <th scope="col" className="px-3 py-2 font-medium">
                Päivä
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Keskusteluja
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {days.map((day) => (
              <tr key={day.date} data-testid="daily-row">
                <th scope="row" className="w-32 whitespace-nowrap px-3 py-2 font-normal tabular-nums">
                  <time dateTime={day.date}>{formatCalendarDay(day.date)}</time>
                </th>
                <td className="px-3 py-2">
                  <CountBar count={day.count} max={max} size="h-3" barClassName="bg-sky-600 dark:bg-sky-500" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
