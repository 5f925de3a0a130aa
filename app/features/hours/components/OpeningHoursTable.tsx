import { type BusinessHours, WEEKDAY_NAMES, formatHoursRange } from "~/features/hours/rules";

/** All seven days with their Finnish names; closed days read 'Suljettu'. */
export function OpeningHoursTable({ hours }: { hours: BusinessHours | null }) {
  if (!hours || hours.length === 0) return <p>Aukioloaikoja ei saatavilla</p>;
  return (
    <table className="card w-full border-separate border-spacing-0 text-left" data-testid="contact-hours">
      <caption className="sr-only">Aukioloajat viikonpäivittäin</caption>
      <tbody>
        {hours.map((entry) => (
          <tr key={entry.day}>
            <th scope="row" className="border-b border-slate-100 py-2 pr-4 font-medium dark:border-slate-800">
              {WEEKDAY_NAMES[entry.day]}
            </th>
            <td
              className={`border-b border-slate-100 py-2 text-right tabular-nums dark:border-slate-800 ${
                entry.isClosed ? "text-slate-500 dark:text-slate-400" : ""
              }`}
            >
              {formatHoursRange(entry)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
