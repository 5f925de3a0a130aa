/**
 * Rules of the subscribers half of the admin tab 'Uutiskirjeet & Tilaajat' (spec admin.md, sections 2,
 * 4, 5 and 8): texts, the list's query (search and page, in the URL so the list works without
 * JavaScript), its canonical form and the paths of the row actions. Pure: the routes, the components and
 * the tests share one copy.
 */
import { parsePageNumber } from "~/lib/paging";

/** The tab the list lives on; the row actions and dialogs are nested under it. */
export const NEWSLETTER_TAB_PATH = "/admin/uutiskirjeet";

/** The newsletter form that reads the selected subscribers (`?tilaaja=1&tilaaja=2`). */
export const SEND_TO_SELECTED_PATH = "/admin/uutiskirjeet/uusi";

/** The name of a row's checkbox, and so of the ids the newsletter form receives. */
export const SELECTION_PARAM = "tilaaja";

/** The id of the GET form the row checkboxes belong to (HTML `form` attribute). */
export const SELECTION_FORM_ID = "subscriber-selection";

/** Query parameters of the list. */
export const SUBSCRIBER_PARAMS = { search: "haku", page: "sivu" } as const;

/** Rows a page: the spec's library page size; a page stays small whatever the list's length. */
export const SUBSCRIBER_PAGE_SIZE = 50;

/** The longest address there can be (RFC 5321), so no longer search can match. */
export const SUBSCRIBER_SEARCH_MAX_LENGTH = 254;

/** The highest page a URL may ask for; a page past the end shows the last one. */
export const SUBSCRIBER_MAX_PAGE = 100_000;

export type SubscriberQuery = { page: number; search: string };

export type SubscriberListItem = { id: number; email: string; isSubscribed: boolean; /** ISO 8601 */ createdAt: string };

/** One page of the list with the counts the section shows; plain JSON, so a loader returns it as is. */
export type SubscriberPage = {
  items: SubscriberListItem[];
  /** Subscribers matching the search (and, for the active list, subscribed). */
  total: number;
  /** The page shown: the asked one, clamped to the last page. */
  page: number;
  pageCount: number;
  pageSize: number;
  /** Subscribed addresses on the whole list. */
  activeCount: number;
  /** Every address on the list, cancelled ones included. */
  totalCount: number;
  search: string;
};

export const SUBSCRIBER_ADMIN_TEXTS = {
  title: "Tilaajat",
  summary: (total: number, active: number) => `Tilaajia yhteensä ${total}, joista aktiivisia ${active}.`,
  searchSummary: (search: string, found: number) => `Haulla "${search}" löytyi ${found} ${found === 1 ? "tilaaja" : "tilaajaa"}.`,
  refresh: "Päivitä lista",
  refreshing: "Päivitetään…",
  searchForm: "Hae tilaajia",
  searchLabel: "Hae sähköpostiosoitteella",
  searchPlaceholder: "esim. nimi@esimerkki.fi",
  searchSubmit: "Hae",
  clearSearch: "Tyhjennä haku",
  empty: "Ei tilaajia",
  noMatch: (search: string) => `Haulla "${search}" ei löytynyt tilaajia.`,
  tableLabel: "Tilaajataulukko",
  caption: (page: number, pageCount: number) => `Tilaajat uusimmasta vanhimpaan, sivu ${page} / ${pageCount}`,
  columns: { select: "Valinta", email: "Sähköposti", status: "Tila", joined: "Liittynyt", actions: "Toiminnot" },
  status: { subscribed: "Tilaaja", cancelled: "Peruttu" },
  select: (email: string) => `Valitse ${email}`,
  selectAll: "Valitse kaikki tämän sivun tilaajat",
  selectionBar: "Valitut tilaajat",
  selectedCount: (count: number) => `${count} valittu`,
  sendToSelected: "Lähetä uutiskirje valituille",
  clearSelection: "Tyhjennä valinta",
  unsubscribe: "Peru tilaus",
  unsubscribing: "Perutaan…",
  unsubscribed: "Tilaus peruttu",
  delete: "Poista",
  deleting: "Poistetaan…",
  cancel: "Peruuta",
  deleteTitle: "Poista tilaaja",
  deleteQuestion: (email: string) => `Haluatko varmasti poistaa tilaajan ${email}?`,
  deleteWarning: "Osoite poistetaan listalta pysyvästi, eikä sille lähetetä enää uutiskirjeitä. Toimintoa ei voi perua.",
  notFound: "Tilaajaa ei löytynyt.",
  loadFailed: "Tilaajan tietojen lataaminen epäonnistui.",
  pager: {
    label: "Tilaajalistan sivut",
    previous: "Edellinen",
    next: "Seuraava",
    page: (page: number, pageCount: number) => `Sivu ${page} / ${pageCount}`,
  },
  toasts: {
    unsubscribed: "Tilaus peruttu",
    unsubscribeFailed: "Tilauksen peruminen epäonnistui",
    deleted: "Tilaaja poistettu",
    deleteFailed: "Tilaajan poistaminen epäonnistui",
  },
} as const;

/** Characters nobody types into a search: C0 controls (tab and line breaks included), DEL and C1. */
const isControl = (point: string) => {
  const code = point.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
};

/** The search as the list uses it: controls dropped, trimmed, at most 254 characters (code points). */
export function normaliseSubscriberSearch(value: string | null | undefined): string {
  if (!value) return "";
  const kept: string[] = [];
  // Stops after 254 characters: a URL may carry far more search than any address has.
  for (const point of value) {
    if (isControl(point) || (kept.length === 0 && /\s/u.test(point))) continue;
    kept.push(point);
    if (kept.length === SUBSCRIBER_SEARCH_MAX_LENGTH) break;
  }
  return kept.join("").trim();
}

/** A page number from the URL: a whole number clamped to 1..100 000; anything else is page 1. */
export function parseSubscriberPage(value: string | null): number {
  return parsePageNumber(value, { max: SUBSCRIBER_MAX_PAGE, pastMax: "max" });
}

export function parseSubscriberQuery(params: URLSearchParams): SubscriberQuery {
  return {
    search: normaliseSubscriberSearch(params.get(SUBSCRIBER_PARAMS.search)),
    page: parseSubscriberPage(params.get(SUBSCRIBER_PARAMS.page)),
  };
}

/** The list's canonical query string, e.g. '?haku=liisa&sivu=2'; '' for the first page of everything. */
export function subscriberListSearch(query: SubscriberQuery, page = query.page): string {
  const params = new URLSearchParams();
  const search = normaliseSubscriberSearch(query.search);
  if (search) params.set(SUBSCRIBER_PARAMS.search, search);
  const safePage = parseSubscriberPage(String(page));
  if (safePage > 1) params.set(SUBSCRIBER_PARAMS.page, String(safePage));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The tab with the list's query taken from a request's or location's query string ('?haku=x&…'). */
export function subscriberListHref(search: string): string {
  return `${NEWSLETTER_TAB_PATH}${subscriberListSearch(parseSubscriberQuery(new URLSearchParams(search)))}`;
}

/** The path of a row's action ('peru' posts, 'poista' opens the confirmation), keeping the list's query. */
export function subscriberActionHref(id: number, action: "peru" | "poista", query: SubscriberQuery): string {
  return `${NEWSLETTER_TAB_PATH}/tilaajat/${id}/${action}${subscriberListSearch(query)}`;
}

