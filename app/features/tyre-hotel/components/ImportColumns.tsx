import { HOTEL_IMPORT_COLUMNS, HOTEL_IMPORT_COLUMN_HELP, HOTEL_IMPORT_TEXTS as T } from "~/features/tyre-hotel/import.rules";
import { ScrollRegion } from "~/components/ui/ScrollRegion";

export const HOTEL_IMPORT_TEMPLATE_PATH = "/admin/rengashotelli/tuonti/malli.csv";

const cell = "border-b border-slate-200 px-2 py-1 align-top dark:border-slate-700";

/** The file's columns, what each holds and an example row, with the template to download. */
export function ImportColumns() {
  return (
    <section aria-labelledby="hotel-import-columns-heading" className="card space-y-3">
      <h3 id="hotel-import-columns-heading" className="text-lg font-semibold">
        Sarakkeet
      </h3>
      <p className="text-sm">
        Yksi rivi on yksi säilytettävä rengassarja. Ensimmäisellä rivillä ovat sarakkeiden nimet; sarakkeiden järjestyksellä ei ole väliä.
        Asiakas tunnistetaan sähköpostista tai puhelinnumerosta, ajoneuvo rekisterinumerosta ja sarja ajoneuvosta ja kaudesta: saman
        tiedoston tuominen uudelleen ei luo mitään uutta. Varastopaikka, jossa on jo toinen sarja, hylkää rivin.
      </p>
      <p>
        <a href={HOTEL_IMPORT_TEMPLATE_PATH} download className="btn-secondary">
          {T.template}
        </a>
      </p>
      <ScrollRegion label="Tuontitiedoston sarakkeet">
        <table className="w-full min-w-[36rem] text-left text-sm" data-testid="import-columns">
          <caption className="sr-only">Tuontitiedoston sarakkeet ja esimerkkirivi</caption>
          <thead className="bg-slate-100 dark:bg-slate-800">
            <tr>
              <th scope="col" className={cell}>
                Sarake
              </th>
              <th scope="col" className={cell}>
                Sisältö
              </th>
              <th scope="col" className={cell}>
                Esimerkki
              </th>
            </tr>
          </thead>
          <tbody>
            {HOTEL_IMPORT_COLUMNS.map((column) => {
              const { help, example, required } = HOTEL_IMPORT_COLUMN_HELP[column];
              return (
                <tr key={column}>
                  <th scope="row" className={`${cell} font-mono text-xs`}>
                    {column}
                    {required ? <span className="block font-sans text-xs font-normal text-slate-600 dark:text-slate-400">pakollinen</span> : null}
                  </th>
                  <td className={cell}>{help}</td>
                  <td className={`${cell} font-mono text-xs`}>{example}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
