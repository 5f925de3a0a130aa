import { CATALOGUE_COLUMNS } from "~/features/catalogue-csv/rules";
import { CSV_TEXTS as T } from "~/features/catalogue-csv/import.rules";

export const EXPORT_PATH = "/admin/renkaat/vienti.csv";

/** Download links of the export (plain links: the file is a resource route, not a page). */
export function CatalogueExportLinks({ counts }: { counts: { sizes: number; products: number } }) {
  return (
    <section aria-labelledby="csv-export-heading" className="card space-y-3">
      <h3 id="csv-export-heading" className="text-lg font-semibold">
        {T.exportTitle}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Luettelossa on {counts.products} {counts.products === 1 ? "tuote" : "tuotetta"} {counts.sizes} koossa.
        Tiedostossa on yksi rivi tuotetta kohden kokoineen. Muokkaa hintoja ja tuo tiedosto takaisin alla.
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={EXPORT_PATH} download className="btn-primary">
          {T.download}
        </a>
        <a href={`${EXPORT_PATH}?muoto=excel`} download className="btn-secondary">
          {T.downloadExcel}
        </a>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Sarakkeet</summary>
        <p className="mt-2 break-words font-mono text-xs">{CATALOGUE_COLUMNS.join(", ")}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-600 dark:text-slate-400">
          <li>koko missä tahansa muodossa (205/55R16, 2055516, 205-55-16); ajoneuvo henkilöauto, suv tai pakettiauto.</li>
          <li>kausi kesä tai talvi; talvityyppi nasta tai kitka (talvirenkaille pakollinen, kesärenkaille tyhjä).</li>
          <li>hinta ja rahoitus euroina, desimaalipilkku tai -piste; tyhjä rahoitus lasketaan hinnasta (hinta / 12).</li>
          <li>polttoainetehokkuus ja märkäpito A–E, melu_db 60–80, meluluokka A–C; ominaisuudet erotetaan merkillä |.</li>
          <li>
            kuormitus_nopeus kuten renkaan kyljessä (91H, 104/102T); xl, runflat ja c kyllä tai ei (myös 1/0, x/tyhjä); eprel 1–12
            numeroa; ean 8 tai 12–14 numeroa (muotoile Excelissä tekstiksi); toimitus_pv arkipäivinä, esim. 2 tai 1–3.
          </li>
          <li>Tuote tunnistetaan koosta, valmistajasta ja mallista. Uudet koot ja valmistajat luodaan.</li>
          <li>Pois jätetty valinnainen sarake säilyttää tuotteen nykyisen arvon; tyhjä solu tyhjentää arvon.</li>
          <li>Puolipisteellä erotettu tiedosto (suomalainen Excel) ja Windows-merkistö käyvät myös.</li>
        </ul>
      </details>
    </section>
  );
}
