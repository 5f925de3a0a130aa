/**
 * The 'Kilpailija-analyysi' tab: texts (spec sections 2, 4, 5, 8 and 9), the tracker form's rules, and the
 * pure parts of what the tab shows (cut texts, price differences, the diff's state and lines, the price
 * chart's geometry). No I/O: the server validates with these and the browser renders the same.
 */
import { diffLines } from "diff";
import { z } from "zod";

export type TrackingType = "full_page" | "individual_price";
export type CompetitorStatus = "active" | "error" | "disabled";
import type { PriceMethod } from "./page-extract";

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
  },
  alert: {
    subjectIncrease: (name: string, product: string) => `Hinta nousi: ${product} (${name})`,
    subjectDecrease: (name: string, product: string) => `Hinta laski: ${product} (${name})`,
  },
};

const T = COMPETITOR_TEXTS;

/** The part of a text the table shows, and whether it was cut (then the whole text is the title). */
export function cutText(text: string, max = TABLE_CUT): { shown: string; cut: boolean } {
  const chars = Array.from(text);
  if (chars.length <= max) return { shown: text, cut: false };
  return { shown: `${chars.slice(0, max - 1).join("")}…`, cut: true };
}

/** Spec: a timeout that is not a number falls back to 10000; a number is kept inside 5000–30000. */
export function normaliseTimeout(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : typeof value === "number" ? value : Number.NaN;
  if (!Number.isFinite(number)) return CRAWL_LIMITS.timeoutFallback;
  return Math.min(CRAWL_LIMITS.timeoutMax, Math.max(CRAWL_LIMITS.timeoutMin, Math.round(number)));
}

/** Spec: retries that are not a number fall back to 3; a number is kept inside 1–5. */
export function normaliseRetries(value: unknown): number {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : typeof value === "number" ? value : Number.NaN;
  if (!Number.isFinite(number)) return CRAWL_LIMITS.retriesDefault;
  return Math.min(CRAWL_LIMITS.retriesMax, Math.max(CRAWL_LIMITS.retriesMin, Math.round(number)));
}

const EMAIL = z.email();

/** Recipient addresses from one text field (commas, semicolons, spaces or line breaks between them). */
export function splitRecipients(value: string): string[] {
  return [...new Set(value.split(/[\s,;]+/).map((entry) => entry.trim().toLowerCase()).filter(Boolean))];
}

export type CompetitorFormValues = {
  name: string;
  url: string;
  productName: string;
  selector: string;
  trackingType: TrackingType;
  notifyIncrease: boolean;
  notifyDecrease: boolean;
  recipients: string;
  timeout: string;
  retries: string;
  status: "active" | "disabled";
  productId: string;
};

export type CompetitorInput = {
  name: string;
  url: string;
  productName: string;
  selector: string | null;
  trackingType: TrackingType;
  notifyPriceIncrease: boolean;
  notifyPriceDecrease: boolean;
  emailRecipients: string[];
  crawlTimeoutMs: number;
  retryAttempts: number;
  status: "active" | "disabled";
  productId: number | null;
};

export type CompetitorFieldErrors = Partial<Record<keyof CompetitorFormValues | "form", string>>;

export const EMPTY_COMPETITOR_FORM: CompetitorFormValues = {
  name: "",
  url: "",
  productName: "",
  selector: "",
  trackingType: "full_page",
  notifyIncrease: false,
  notifyDecrease: false,
  recipients: "",
  timeout: String(CRAWL_LIMITS.timeoutDefault),
  retries: String(CRAWL_LIMITS.retriesDefault),
  status: "active",
  productId: "",
};

const text = (max: number) => z.preprocess((value) => (typeof value === "string" ? value : ""), z.string().max(max * 4));

/** What the form posted, as strings and flags (nothing typed is lost: these go back on an error). */
export const competitorFormSchema = z.object({
  name: text(NAME_MAX),
  url: text(URL_MAX),
  productName: text(NAME_MAX),
  selector: text(SELECTOR_MAX),
  trackingType: z.preprocess((value) => (value === "individual_price" ? value : "full_page"), z.enum(["full_page", "individual_price"])),
  notifyIncrease: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
  notifyDecrease: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
  recipients: text(RECIPIENTS_MAX * 260),
  timeout: text(20),
  retries: text(20),
  status: z.preprocess((value) => (value === "disabled" ? value : "active"), z.enum(["active", "disabled"])),
  productId: z.preprocess((value) => (typeof value === "string" && /^\d{1,9}$/.test(value) ? value : ""), z.string()),
});

/** The form's rules; `selectorValid` is the server's CSS parse (the browser does not need it). */
export function validateCompetitorForm(
  values: CompetitorFormValues,
  selectorValid: (selector: string) => boolean = () => true,
): { ok: true; input: CompetitorInput } | { ok: false; errors: CompetitorFieldErrors } {
  const errors: CompetitorFieldErrors = {};
  const name = values.name.trim();
  const url = values.url.trim();
  const productName = values.productName.trim();
  const selector = values.selector.trim();
  if (!name || !url || !productName) errors.form = T.errors.required;
  if (!name) errors.name = T.errors.required;
  if (!productName) errors.productName = T.errors.required;
  if (name.length > NAME_MAX) errors.name = T.errors.tooLong(NAME_MAX);
  if (productName.length > NAME_MAX) errors.productName = T.errors.tooLong(NAME_MAX);
  if (!url) errors.url = T.errors.required;
  else if (url.length > URL_MAX) errors.url = T.errors.tooLong(URL_MAX);
  else if (!isHttpUrl(url)) errors.url = T.errors.url;
  if (selector.length > SELECTOR_MAX) errors.selector = T.errors.tooLong(SELECTOR_MAX);
  else if (selector && !selectorValid(selector)) errors.selector = T.errors.selector;
  const recipients = splitRecipients(values.recipients);
  const badRecipient = recipients.find((address) => !EMAIL.safeParse(address).success);
  if (badRecipient) errors.recipients = T.errors.recipients(badRecipient.slice(0, 80));
  else if (recipients.length > RECIPIENTS_MAX) errors.recipients = T.errors.tooManyRecipients;
  else if ((values.notifyIncrease || values.notifyDecrease) && recipients.length === 0) errors.recipients = T.errors.recipientsNeeded;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name,
      url,
      productName,
      selector: selector || null,
      trackingType: values.trackingType,
      notifyPriceIncrease: values.notifyIncrease,
      notifyPriceDecrease: values.notifyDecrease,
      emailRecipients: recipients,
      crawlTimeoutMs: normaliseTimeout(values.timeout),
      retryAttempts: normaliseRetries(values.retries),
      status: values.status,
      productId: values.productId ? Number(values.productId) : null,
    },
  };
}

export function isHttpUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}

// ------------------------------------------------------------------ prices

const cents = (value: string | number) => Math.round(Number(value) * 100);

const EUROS = new Intl.NumberFormat("fi-FI", { style: "currency", currency: "EUR" });

/** Always with cents ('129,90 €'): a competitor's price is compared to the cent. */
export function formatEuros(value: string | number): string {
  return EUROS.format(Number(value));
}

/** Our price against theirs: positive euros when we are dearer. Null when either is missing. */
export function priceDifference(ours: string | number | null, theirs: string | number | null): { euros: number; percent: number } | null {
  if (ours === null || theirs === null) return null;
  const ourCents = cents(ours);
  const theirCents = cents(theirs);
  if (!Number.isFinite(ourCents) || !Number.isFinite(theirCents) || theirCents <= 0) return null;
  const euros = (ourCents - theirCents) / 100;
  return { euros, percent: Math.round(((ourCents - theirCents) / theirCents) * 1000) / 10 };
}

/** Which way a new price went from the previous one (by the cent), or null when it did not move. */
export function priceMove(previous: string | number | null, current: string | number | null): "increase" | "decrease" | null {
  if (previous === null || current === null) return null;
  const before = cents(previous);
  const after = cents(current);
  if (after > before) return "increase";
  if (after < before) return "decrease";
  return null;
}

// ------------------------------------------------------------------ the diff modal

export type DiffSnapshot = { checkedAt: string; price: string | null; content: string | null; contentHash: string | null };

export type DiffLine = { kind: "added" | "removed" | "same"; text: string };

export type DiffView =
  | { state: "only-one"; latest: DiffSnapshot | null }
  | { state: "no-change"; before: DiffSnapshot; after: DiffSnapshot }
  | { state: "changed"; before: DiffSnapshot; after: DiffSnapshot; lines: DiffLine[]; snippetBefore: string; snippetAfter: string };

/** Spec: the diff button shows when a full-page tracker has content changes or a price tracker has ≥ 2 prices. */
export function canShowDiff(trackingType: TrackingType, counts: { contentChanges: number; prices: number }): boolean {
  return trackingType === "full_page" ? counts.contentChanges > 0 : counts.prices >= 2;
}

/** Unchanged lines kept around a change, so a long page shows only what moved and its neighbours. */
const CONTEXT_LINES = 2;
const MAX_DIFF_LINES = 400;
const SNIPPET_MAX = 300;

/**
 * The modal's state from the latest two snapshots (newest last). The lines are plain text; the page
 * renders them as React text nodes, so nothing a competitor's page contains can become markup.
 */
export function buildDiffView(before: DiffSnapshot | null, after: DiffSnapshot | null): DiffView {
  if (!after || !before) return { state: "only-one", latest: after ?? before };
  const samePrice = priceMove(before.price, after.price) === null && (before.price === null) === (after.price === null);
  const sameText = before.contentHash === after.contentHash;
  if (samePrice && sameText) return { state: "no-change", before, after };
  const lines = before.content !== null && after.content !== null && !sameText ? textDiff(before.content, after.content) : [];
  const firstRemoved = lines.find((line) => line.kind === "removed")?.text ?? "";
  const firstAdded = lines.find((line) => line.kind === "added")?.text ?? "";
  return {
    state: "changed",
    before,
    after,
    lines,
    snippetBefore: cutText(firstRemoved, SNIPPET_MAX).shown,
    snippetAfter: cutText(firstAdded, SNIPPET_MAX).shown,
  };
}

/** Line diff with a little context around each change, at most MAX_DIFF_LINES lines. */
export function textDiff(before: string, after: string): DiffLine[] {
  const all: DiffLine[] = [];
  for (const part of diffLines(before, after)) {
    const kind = part.added ? "added" : part.removed ? "removed" : "same";
    for (const line of part.value.split("\n")) if (line !== "") all.push({ kind, text: line });
  }
  const keep = new Set<number>();
  all.forEach((line, index) => {
    if (line.kind === "same") return;
    for (let near = index - CONTEXT_LINES; near <= index + CONTEXT_LINES; near += 1) keep.add(near);
  });
  return all.filter((_, index) => keep.has(index)).slice(0, MAX_DIFF_LINES);
}

// ------------------------------------------------------------------ the price chart

export type PricePoint = { at: string; price: number };

/** An SVG polyline's points for a price series in a width × height box (oldest left), with the range. */
export function chartGeometry(points: PricePoint[], width: number, height: number, pad = 4) {
  if (points.length === 0) return null;
  const prices = points.map((point) => point.price);
  const times = points.map((point) => Date.parse(point.at));
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const first = Math.min(...times);
  const last = Math.max(...times);
  const x = (time: number) => (last === first ? width / 2 : pad + ((time - first) / (last - first)) * (width - 2 * pad));
  const y = (price: number) => (max === min ? height / 2 : pad + (1 - (price - min) / (max - min)) * (height - 2 * pad));
  const coordinates = points.map((point) => ({ x: round(x(Date.parse(point.at))), y: round(y(point.price)) }));
  return { min, max, coordinates, polyline: coordinates.map((c) => `${c.x},${c.y}`).join(" "), y: (price: number) => round(y(price)) };
}

const round = (value: number) => Math.round(value * 10) / 10;
