/**
 * The 'Kilpailija-analyysi' tab's vocabulary: its types, limits and texts (spec sections 2, 4, 5, 8 and 9)
 * and the table's cut texts. The tracker form's rules are in schema.ts, prices and the price
 * chart in prices.rules.ts, the diff modal in diff.rules.ts. No I/O anywhere: the server
 * validates with these and the browser renders the same.
 */

import type { PriceMethod } from "~/services/page-extract.server";
import type { CompetitorStatus, TrackingType } from "#db/schema/enum-values";

export type { CompetitorStatus, TrackingType };

export type { PriceMethod };

/** Spec section 9: timeout 5000–30000 ms (default 15000, 10000 when not a number), retries 1–5 (3). */
export const CRAWL_LIMITS = {
  timeoutMin: 5000,
  timeoutMax: 30000,
  timeoutDefault: 15000,
  timeoutFallback: 10000,
  retriesMin: 1,
  retriesMax: 5,
  retriesDefault: 3,
};
/** URLs and errors are cut at 50 characters in the table (spec section 9). */
export const TABLE_CUT = 50;
export const NAME_MAX = 120;
export const URL_MAX = 2000;
export const SELECTOR_MAX = 500;
export const RECIPIENTS_MAX = 10;
/** Competitor toasts stay 5 s (spec section 9). */
export const COMPETITOR_TOAST_MS = 5000;

export const COMPETITOR_TEXTS = {
  metaTitle: "Kilpailija-analyysi – Ylläpito",
  title: "Kilpailija-analyysi",
  intro: "Seuraa kilpailijoiden hintoja ja sivuja. Aktiiviset seurannat tarkistetaan joka päivä klo 8.00.",
  empty: "Ei seurattavia kilpailijoita. Lisää ensimmäinen seuranta.",
  createHeading: "Lisää kilpailijan seuranta",
  editHeading: "Muokkaa seurantaa",
  deleteHeading: "Poista seuranta",
  confirmDelete: (name: string) => `Poistetaanko seuranta ”${name}”? Hintahistoria ja tallennetut sivut poistuvat.`,
  diffHeading: "Hintamuutos",
  columns: {
    competitor: "Kilpailija",
    trackingType: "Seurantatapa",
    latestChange: "Viimeisin muutos",
    status: "Tila",
    lastChecked: "Tarkistettu",
    actions: "Toiminnot",
  },
  trackingTypes: { full_page: "Koko sivu", individual_price: "Yksittäinen hinta" } satisfies Record<TrackingType, string>,
  recommended: "suositeltu",
  status: { active: "Aktiivinen", error: "Virhe", disabled: "Pois käytöstä" } satisfies Record<CompetitorStatus, string>,
  priceMethods: {
    selector: "CSS-valitsin",
    "json-ld": "Tuotetiedot (JSON-LD)",
    microdata: "Tuotetiedot (microdata)",
    meta: "Metatiedot",
    heuristic: "Euromäärä tekstistä",
  } satisfies Record<PriceMethod, string>,
  never: "Ei vielä",
  noChange: "Ei muutoksia",
  checking: "Tarkistetaan…",
  fields: {
    name: "Kilpailijan nimi",
    url: "Tuotesivun osoite",
    productName: "Tuotteen nimi",
    selector: "CSS-valitsin (valinnainen)",
    selectorHint: "Esim. .product-price. Tyhjänä hinta tunnistetaan sivun tuotetiedoista.",
    trackingType: "Seurantatapa",
    notifyIncrease: "Ilmoita hinnan noususta",
    notifyDecrease: "Ilmoita hinnan laskusta",
    recipients: "Ilmoitusten vastaanottajat",
    recipientsHint: "Sähköpostiosoitteet pilkulla tai rivinvaihdolla eroteltuina.",
    timeout: "Aikakatkaisu (ms)",
    retries: "Uudelleenyritykset",
    status: "Tila",
    product: "Oma tuote (valinnainen)",
    noProduct: "Ei linkitetty",
  },
  buttons: {
    create: "Lisää seuranta",
    save: "Tallenna",
    cancel: "Peruuta",
    edit: "Muokkaa",
    delete: "Poista",
    confirmDelete: "Poista seuranta",
    check: "Tarkista nyt",
    diff: "Näytä muutokset",
    test: "Testaa",
    close: "Sulje",
  },
  test: {
    heading: "Testin tulos",
    price: "Hinta",
    method: "Tunnistustapa",
    noPrice: "Hintaa ei löytynyt sivulta.",
    selectorMissed: "CSS-valitsin ei osunut mihinkään sivun elementtiin.",
    text: "Sivun teksti (alku)",
  },
  history: {
    heading: "Hintahistoria",
    empty: "Ei hintatietoja vielä.",
    ours: "Oma hinta",
    theirs: "Kilpailijan hinta",
    difference: "Ero",
    cheaper: "Olemme halvempia",
    dearer: "Olemme kalliimpia",
    same: "Sama hinta",
    method: "Hinta tunnistettu",
  },
  diff: {
    onlyOne: "Vain yksi tarkistus tehty. Muutoksia voi verrata toisen tarkistuksen jälkeen.",
    noChange: "Ei muutoksia viimeisimpien tarkistusten välillä.",
    changed: "Muutos havaittu",
    before: "Ennen",
    after: "Jälkeen",
    checkedAt: "Tarkistettu",
    price: "Hinta",
    snippet: "Ote",
    textDiff: "Tekstin muutokset",
    added: "Lisätty",
    removed: "Poistettu",
    noPrice: "ei hintaa",
  },
  toasts: {
    created: "Seuranta lisätty",
    updated: "Seuranta päivitetty",
    deleted: "Seuranta poistettu",
    checked: "Tarkistus valmis",
    alreadyChecking: "Tarkistus on jo käynnissä",
  },
  errors: {
    required: "Täytä kaikki pakolliset kentät",
    list: "Virhe haettaessa kilpailijoita",
    create: "Virhe luotaessa kilpailijan seurantaa",
    update: "Virhe päivittäessä kilpailijan seurantaa",
    delete: "Virhe poistaessa kilpailijan seurantaa",
    check: "Virhe tarkistettaessa hintaa",
    diff: "Failed to fetch price diff",
    notFound: "Seurantaa ei löytynyt",
    url: "Anna osoite, joka alkaa http:// tai https://",
    selector: "CSS-valitsin ei kelpaa",
    recipients: (address: string) => `Sähköpostiosoite ei kelpaa: ${address}`,
    tooManyRecipients: `Enintään ${RECIPIENTS_MAX} vastaanottajaa`,
    recipientsNeeded: "Anna vähintään yksi vastaanottaja, kun ilmoitukset ovat päällä",
    tooLong: (max: number) => `Enintään ${max} merkkiä`,
    timeoutRange: `Aikakatkaisun pitää olla ${CRAWL_LIMITS.timeoutMin}–${CRAWL_LIMITS.timeoutMax} ms`,
    retriesRange: `Uudelleenyrityksiä voi olla ${CRAWL_LIMITS.retriesMin}–${CRAWL_LIMITS.retriesMax}`,
  },
  alert: {
    subjectIncrease: (name: string, product: string) => `Hinta nousi: ${product} (${name})`,
    subjectDecrease: (name: string, product: string) => `Hinta laski: ${product} (${name})`,
  },
};


/** The part of a text the table shows, and whether it was cut (then the whole text is the title). */
export function cutText(text: string, max = TABLE_CUT): { shown: string; cut: boolean } {
  const chars = Array.from(text);
  if (chars.length <= max) return { shown: text, cut: false };
  return { shown: `${chars.slice(0, max - 1).join("")}…`, cut: true };
}
