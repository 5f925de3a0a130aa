import { type ReactNode, useEffect, useRef } from "react";
import { rejectionText } from "~/features/catalogue-csv/rules";
import type { PreviewView } from "~/features/catalogue-csv/import.rules";
import { ApplyImport } from "./CatalogueImportForm";

const cell = "px-2 py-1 align-top";

function Table({ caption, testId, head, children }: { caption: string; testId: string; head: string[]; children: ReactNode }) {
  return (
    <div className="max-h-[400px] overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table data-testid={testId} className="w-full text-left text-xs">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-100 dark:bg-slate-800">
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
    </div>
  );
}

const more = (shown: number, total: number) =>
  total > shown ? <p className="text-xs text-slate-600 dark:text-slate-400">Näytetään {shown} / {total}.</p> : null;

/** The dry run: counts, rows to create, rows to update with old → new values, rejected rows with reasons. */
export function ImportPreview({ preview, error }: { preview: PreviewView; error: string | null }) {
  const { counts } = preview;
  const heading = useRef<HTMLHeadingElement>(null);
  // With JavaScript the new preview takes focus (and scrolls into view); without it the page reloads.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="csv-preview-heading" className="space-y-6" data-testid="csv-preview">
      <div className="space-y-2">
        <h3 id="csv-preview-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          Esikatselu
        </h3>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
          {(
            [
              ["Uusia", counts.create, "create"],
              ["Päivitettäviä", counts.update, "update"],
              ["Ennallaan", counts.unchanged, "unchanged"],
              ["Hylättyjä", counts.rejected, "rejected"],
            ] as const
          ).map(([label, value, key]) => (
            <div key={key} className="rounded-md bg-white p-3 shadow-sm dark:bg-slate-900">
              <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="text-xl font-bold" data-testid={`csv-count-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-slate-600 dark:text-slate-400">Tiedostossa {preview.rows} tuoteriviä.</p>
        {preview.newManufacturers.length > 0 ? <p className="text-sm">Uudet valmistajat: {preview.newManufacturers.join(", ")}</p> : null}
        {preview.newSizes.length > 0 ? (
          <p className="text-sm">
            Uudet koot ({preview.newSizes.length}): {preview.newSizes.slice(0, 30).join(", ")}
            {preview.newSizes.length > 30 ? " …" : ""}
          </p>
        ) : null}
        {preview.sizeTypeChanges.map(({ size, from, to }) => (
          <p key={size} className="text-sm">
            Koon {size} ajoneuvotyyppi: {from} → {to}
          </p>
        ))}
        {preview.ignoredColumns.length > 0 ? (
          <p className="text-sm text-amber-800 dark:text-amber-300">Tuntemattomat sarakkeet ohitetaan: {preview.ignoredColumns.join(", ")}</p>
        ) : null}
      </div>

      {preview.rejected.length > 0 ? (
        <div className="space-y-2">
          <h4 className="font-semibold text-red-800 dark:text-red-300">Hylätyt rivit ({counts.rejected})</h4>
          <ul data-testid="csv-rejected" className="max-h-[300px] list-none space-y-1 overflow-auto rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
            {preview.rejected.map((row) => (
              <li key={row.line}>{rejectionText(row)}</li>
            ))}
          </ul>
          {more(preview.rejected.length, counts.rejected)}
        </div>
      ) : null}

      {preview.update.length > 0 ? (
        <div className="space-y-2">
          <h4 className="font-semibold">Päivitettävät tuotteet ({counts.update})</h4>
          <Table caption="Päivitettävät tuotteet" testId="csv-update" head={["Rivi", "Koko", "Valmistaja", "Malli", "Merkinnät", "Muutokset"]}>
            {preview.update.map((row) => (
              <tr key={row.line}>
                <td className={cell}>{row.line}</td>
                <td className={cell}>{row.size}</td>
                <td className={cell}>{row.manufacturer}</td>
                <td className={cell}>{row.model}</td>
                <td className={cell}>{row.markings || "–"}</td>
                <td className={cell}>
                  <ul>
                    {row.changes.map((change) => (
                      <li key={change.column}>
                        {change.column}: <del className="text-slate-500">{change.from || "–"}</del> → <ins className="no-underline font-semibold">{change.to || "–"}</ins>
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </Table>
          {more(preview.update.length, counts.update)}
        </div>
      ) : null}

      {preview.create.length > 0 ? (
        <div className="space-y-2">
          <h4 className="font-semibold">Uudet tuotteet ({counts.create})</h4>
          <Table caption="Uudet tuotteet" testId="csv-create" head={["Rivi", "Koko", "Valmistaja", "Malli", "Merkinnät", "Kausi", "Hinta", "Varasto", "Toimitus (pv)"]}>
            {preview.create.map((row) => (
              <tr key={row.line}>
                <td className={cell}>{row.line}</td>
                <td className={cell}>
                  {row.size} <span className="text-slate-500">{row.vehicleType}</span>
                </td>
                <td className={cell}>{row.manufacturer}</td>
                <td className={cell}>{row.model}</td>
                <td className={cell}>
                  {row.markings || "–"}
                  {row.codes ? <span className="block text-slate-500">{row.codes}</span> : null}
                </td>
                <td className={cell}>{row.season}</td>
                <td className={cell}>{row.price} €</td>
                <td className={cell}>{row.stock}</td>
                <td className={cell}>{row.deliveryDays || "–"}</td>
              </tr>
            ))}
          </Table>
          {more(preview.create.length, counts.create)}
        </div>
      ) : null}

      <ApplyImport preview={preview} error={error} />
    </section>
  );
}
