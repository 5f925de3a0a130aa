/** The back-office list of quote requests: its texts and the list's query (status and page). */
import { type InboxStatus, inboxLinks, parseInboxQuery } from "~/lib/inbox-query";

export const QUOTE_ADMIN_PATH = "/admin/tarjouspyynnot";
export const QUOTE_ADMIN_PER_PAGE = 20;

export type QuoteStatusKey = InboxStatus;

export const parseQuoteAdminQuery = parseInboxQuery;

const links = inboxLinks(QUOTE_ADMIN_PATH);

export const quoteAdminHref = links.list;

/** The delete confirmation over the list it was opened from (where it returns). */
export function quoteDeleteHref(id: number, status: QuoteStatusKey, page = 1): string {
  return links.drawer(id, "poista", status, page);
}

/** A request as the list shows it (dates already in Finnish). */
export type QuoteRequestView = {
  id: number;
  receivedAt: string;
  name: string;
  phone: string | null;
  email: string | null;
  quantity: number;
  fitting: boolean;
  message: string;
  product: string;
  handledAt: string | null;
};

export const QUOTE_ADMIN_TEXTS = {
  metaTitle: "Tarjouspyynnöt – Ylläpito",
  title: "Tarjouspyynnöt",
  intro: "Kävijöiden tarjouspyynnöt ja rengasvaraukset, uusin ensin. Pyynnöstä lähtee myös sähköposti myyntiin.",
  tabs: { new: "Uudet", handled: "Käsitellyt" } satisfies Record<QuoteStatusKey, string>,
  tabsLabel: "Tarjouspyyntöjen tila",
  empty: { new: "Ei uusia tarjouspyyntöjä", handled: "Ei käsiteltyjä tarjouspyyntöjä" } satisfies Record<QuoteStatusKey, string>,
  received: "Vastaanotettu",
  phone: "Puhelin",
  email: "Sähköposti",
  product: "Tuote",
  noProduct: "Ei valittua tuotetta",
  quantity: "Määrä",
  pieces: (n: number) => `${n} kpl`,
  fitting: "Asennus",
  yes: "Kyllä",
  no: "Ei",
  message: "Viesti",
  handledAt: (at: string) => `Käsitelty ${at}`,
  markHandled: "Merkitse käsitellyksi",
  markingHandled: "Merkitään…",
  markNew: "Palauta uudeksi",
  markingNew: "Palautetaan…",
  delete: "Poista",
  deleteHeading: "Poista tarjouspyyntö",
  confirmDelete: (name: string) => `Poistetaanko tarjouspyyntö: ${name}?`,
  deleteWarning: "Pyyntö yhteystietoineen poistetaan pysyvästi. Poistoa ei voi perua.",
  confirmDeleteButton: "Poista pysyvästi",
  cancel: "Peruuta",
  retention: "Tarjouspyynnöt poistetaan automaattisesti 12 kuukauden kuluttua vastaanottamisesta.",
  toasts: {
    handled: "Tarjouspyyntö merkitty käsitellyksi",
    reopened: "Tarjouspyyntö palautettu uusiin",
    deleted: "Tarjouspyyntö poistettu",
  },
  errors: {
    notFound: "Tarjouspyyntöä ei löytynyt",
    update: "Tilan muutos epäonnistui",
    load: "Tarjouspyyntöjen haku epäonnistui",
    delete: "Tarjouspyynnön poisto epäonnistui",
  },
  pager: {
    label: "Tarjouspyyntöjen sivut",
    previous: "Edellinen",
    next: "Seuraava",
    page: (page: number, pageCount: number) => `Sivu ${page} / ${pageCount}`,
  },
} as const;
