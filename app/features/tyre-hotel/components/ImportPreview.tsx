import { type ReactNode, useEffect, useRef } from "react";
import type { HotelPreviewView } from "~/features/tyre-hotel/import-plan.rules";
import { rejectionText } from "~/features/tyre-hotel/import.rules";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { ApplyImport } from "./ImportForm";

const cell = "px-2 py-1 align-top";

function Table({ caption, testId, head, children }: { caption: string; testId: string; head: string[]; children: ReactNode }) {
  return (
    <ScrollRegion label={caption}>
      <table data-testid={testId} className="w-full text-left text-xs">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 dark:bg-slate-800">
          <tr>
            {head.map((title) => (
              <th key={title} scope="col" className={cell}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

const more = (shown: number, total: number) =>
  total > shown ? <p className="text-xs text-slate-600 dark:text-slate-400">Näytetään {shown} / {total}.</p> : null;

const NEW = <span className="ml-1 rounded bg-emerald-100 px-1 text-[0.65rem] font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">uusi</span>;

/** The dry run: counts, the sets to store, those already stored, rejected rows with their reasons. */
export function ImportPreview({ preview, error }: { preview: HotelPreviewView; error: string | null }) {
  const { counts } = preview;
  const heading = useRef<HTMLHeadingElement>(null);
  // With JavaScript the new preview takes focus (and scrolls into view); without it the page reloads.
  useEffect(() => heading.current?.focus(), []);
  const stats = [
    ["Uusia sarjoja", counts.create, "create"],
    ["Uudelleen sisään", counts.checkIn, "check-in"],
    ["Jo säilytyksessä", counts.unchanged, "unchanged"],
    ["Hylättyjä rivejä", counts.rejected, "rejected"],
    ["Uusia asiakkaita", counts.newCustomers, "customers"],
    ["Uusia ajoneuvoja", counts.newVehicles, "vehicles"],
  ] as const;
  return (
    <section aria-labelledby="hotel-preview-heading" className="space-y-6" data-testid="import-preview">
      <div className="space-y-2">
        <h3 id="hotel-preview-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          Esikatselu
        </h3>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
          {stats.map(([label, value, key]) => (
            <div key={key} className="rounded-md bg-white p-3 shadow-sm dark:bg-slate-900">
              <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="text-xl font-bold" data-testid={`import-count-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Tiedostossa {preview.rows} {preview.rows === 1 ? "sarjarivi" : "sarjariviä"}. Olemassa olevien asiakkaiden tietoja ei muuteta.
        </p>
        {preview.ignoredColumns.length > 0 ? (
          <p className="text-sm text-amber-800 dark:text-amber-300">Tuntemattomat sarakkeet ohitetaan: {preview.ignoredColumns.join(", ")}</p>
        ) : null}
      </div>

      {preview.rejected.length > 0 ? (
        <div className="space-y-2">
          <h4 className="font-semibold text-red-800 dark:text-red-300">Hylätyt rivit ({counts.rejected})</h4>
          <ul
            data-testid="import-rejected"
            className="max-h-[300px] list-none space-y-1 overflow-auto rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
          >
            {preview.rejected.map((row) => (
              <li key={row.line}>{rejectionText(row)}</li>
            ))}
          </ul>
          {more(preview.rejected.length, counts.rejected)}
        </div>
      ) : null}

      {preview.sets.length > 0 ? (
        <div className="space-y-2">
          <h4 className="font-semibold">Tallennettavat sarjat ({counts.create + counts.checkIn})</h4>
          <Table
            caption="Tallennettavat sarjat"
            testId="import-sets"
            head={["Rivi", "Asiakas", "Ajoneuvo", "Kausi ja koko", "Renkaat", "Paikka", "DOT / urasyvyys", "Sisään"]}
          >
            {preview.sets.map((set) => (
              <tr key={set.line}>
                <td className={cell}>{set.line}</td>
                <td className={cell}>
                  {set.customer}
                  {set.newCustomer ? NEW : null}
                  <span className="block text-slate-600 dark:text-slate-400">{set.contact}</span>
                  {set.consent ? <span className="block text-slate-600 dark:text-slate-400">Muistutukset: kyllä</span> : null}
                </td>
                <td className={cell}>
                  {set.registration}
                  {set.newVehicle ? NEW : null}
                </td>
                <td className={cell}>
                  {set.season}, {set.size}
                  {set.action === "check_in" ? <span className="block text-slate-600 dark:text-slate-400">uudelleen sisään</span> : null}
                </td>
                <td className={cell}>
                  {set.brandModel || "–"}
                  {set.withRims ? <span className="block text-slate-600 dark:text-slate-400">vanteilla</span> : null}
                </td>
                <td className={cell}>{set.location}</td>
                <td className={cell}>{set.tyres}</td>
                <td className={cell}>{set.checkedInOn || "tänään"}</td>
              </tr>
            ))}
          </Table>
          {more(preview.sets.length, counts.create + counts.checkIn)}
        </div>
      ) : null}

      {preview.unchanged.length > 0 ? (
        <div className="space-y-2">
          <h4 className="font-semibold">Jo säilytyksessä, ei muutoksia ({counts.unchanged})</h4>
          <Table caption="Jo säilytyksessä olevat sarjat" testId="import-unchanged" head={["Rivi", "Ajoneuvo", "Kausi", "Paikka"]}>
            {preview.unchanged.map((row) => (
              <tr key={row.line}>
                <td className={cell}>{row.line}</td>
                <td className={cell}>{row.registration}</td>
                <td className={cell}>{row.season}</td>
                <td className={cell}>{row.location ?? "–"}</td>
              </tr>
            ))}
          </Table>
          {more(preview.unchanged.length, counts.unchanged)}
        </div>
      ) : null}

      <ApplyImport preview={preview} error={error} />
    </section>
  );
}
