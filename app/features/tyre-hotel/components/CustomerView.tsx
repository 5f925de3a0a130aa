import { formatCalendarDay } from "~/lib/format";
import { CUSTOMER_VIEW_TEXTS as V, formatTread } from "../reminders.rules";

export type CustomerViewProps = {
  firstName: string;
  sets: {
    key: number;
    registration: string;
    makeModel: string | null;
    seasonLabel: string;
    size: string;
    brandModel: string | null;
    withRims: boolean;
    tyres: { label: string; treadMm: number | null; ageYears: number | null; dot: string | null }[];
    warnings: string[];
    recommendation: string;
  }[];
  bookingUrl: string;
  phone: { text: string; href: string };
  validUntil: string;
};

/** 'Oma rengashotelli': the customer's stored sets, their condition and the booking button. */
export function CustomerView({ firstName, sets, bookingUrl, phone, validUntil }: CustomerViewProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-black tracking-tight">{V.title}</h1>
      <p className="mt-4 text-lg" data-testid="customer-greeting">
        {V.greeting(firstName)}
      </p>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{sets.length > 0 ? V.intro : V.none}</p>
      <div className="mt-8 space-y-6">
        {sets.map((set) => (
          <section key={set.key} aria-labelledby={`set-${set.key}-title`} className="card space-y-4" data-testid="customer-set">
            <h2 id={`set-${set.key}-title`} className="text-xl font-semibold">
              {set.seasonLabel} · {set.registration}
            </h2>
            <p className="text-slate-700 dark:text-slate-300">
              {set.size}
              {set.brandModel ? `, ${set.brandModel}` : ""}
              {set.withRims ? ` · ${V.withRims}` : ""}
              {set.makeModel ? ` · ${set.makeModel}` : ""}
            </p>
            <div className="max-w-full overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">
                  {set.seasonLabel} {set.registration}: renkaiden kunto
                </caption>
                <thead className="border-b border-slate-200 dark:border-slate-700">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      {V.position}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {V.tread}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {V.age}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {set.tyres.map((tyre) => (
                    <tr key={tyre.label} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                      <th scope="row" className="py-2 pr-3 font-medium">
                        {tyre.label}
                      </th>
                      <td className="py-2 pr-3">{formatTread(tyre.treadMm)}</td>
                      <td className="py-2 pr-3">
                        {tyre.ageYears === null ? V.unknown : V.years(tyre.ageYears)}
                        {tyre.dot ? <span className="text-slate-500 dark:text-slate-400"> (DOT {tyre.dot})</span> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {set.warnings.length > 0 ? (
              <ul className="list-disc space-y-1 rounded-md bg-amber-50 px-6 py-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="customer-set-warnings">
                {set.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            ) : null}
            <p className="font-semibold" data-testid="customer-set-recommendation">
              {set.recommendation}
            </p>
          </section>
        ))}
      </div>
      <div className="mt-8 space-y-3">
        <a href={bookingUrl} className="btn-primary inline-block" rel="noopener noreferrer" data-testid="customer-book">
          {V.book}
        </a>
        <p>
          {V.callUsLead}{" "}
          <a href={phone.href} className="font-semibold underline">
            {phone.text}
          </a>
          .
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{V.validUntil(formatCalendarDay(validUntil))}</p>
      </div>
    </main>
  );
}
