/** The back-office list of contact requests: its texts and the list's query (status and page). */
import { type InboxStatus, inboxLinks, parseInboxQuery } from "~/lib/inbox-query";

export const CONTACT_ADMIN_PATH = "/admin/yhteydenotot";
export const CONTACT_ADMIN_PER_PAGE = 20;

export type ContactStatusKey = InboxStatus;

export const parseContactAdminQuery = parseInboxQuery;

const links = inboxLinks(CONTACT_ADMIN_PATH);

export const contactAdminHref = links.list;

/** The delete confirmation over the list it was opened from (where it returns). */
export function contactDeleteHref(id: number, status: ContactStatusKey, page = 1): string {
  return links.drawer(id, "poista", status, page);
}

/** The attached conversation in a drawer over the list it was opened from. */
export function contactConversationHref(id: number, status: ContactStatusKey, page = 1): string {
  return links.drawer(id, "keskustelu", status, page);
}

/** A request as the list shows it (dates already in Finnish). */
export type ContactRequestView = {
  id: number;
  receivedAt: string;
  name: string;
  phone: string | null;
  email: string | null;
  message: string;
  conversationId: string | null;
  handledAt: string | null;
};

export const CONTACT_ADMIN_TEXTS = {
  metaTitle: "Yhteydenotot – Ylläpito",
  title: "Yhteydenotot",
  intro: "Kävijöiden yhteydenottopyynnöt, uusin ensin. Pyynnöstä lähtee myös sähköposti myyntiin.",
  retention: "Yhteydenottopyynnöt poistetaan automaattisesti 12 kuukauden kuluttua vastaanottamisesta.",
  tabs: { new: "Uudet", handled: "Käsitellyt" } satisfies Record<ContactStatusKey, string>,
  tabsLabel: "Yhteydenottopyyntöjen tila",
  empty: { new: "Ei uusia yhteydenottopyyntöjä", handled: "Ei käsiteltyjä yhteydenottopyyntöjä" } satisfies Record<ContactStatusKey, string>,
  received: "Vastaanotettu",
  phone: "Puhelin",
  email: "Sähköposti",
  message: "Viesti",
  conversation: "Keskustelu",
  showConversation: "Näytä keskustelu Kaartobotin kanssa",
  noConversation: "Ei liitettyä keskustelua",
  handledAt: (at: string) => `Käsitelty ${at}`,
  markHandled: "Merkitse käsitellyksi",
  markingHandled: "Merkitään…",
  markNew: "Palauta uudeksi",
  markingNew: "Palautetaan…",
  delete: "Poista",
  deleteHeading: "Poista yhteydenottopyyntö",
  confirmDelete: (name: string) => `Poistetaanko yhteydenottopyyntö: ${name}?`,
  deleteWarning: "Pyyntö yhteystietoineen poistetaan pysyvästi. Liitetty keskustelu säilyy Chatbot Palaute -välilehdellä. Poistoa ei voi perua.",
  confirmDeleteButton: "Poista pysyvästi",
  cancel: "Peruuta",
  conversationHeading: "Liitetty keskustelu",
  toasts: {
    handled: "Yhteydenottopyyntö merkitty käsitellyksi",
    reopened: "Yhteydenottopyyntö palautettu uusiin",
    deleted: "Yhteydenottopyyntö poistettu",
  },
  errors: {
    notFound: "Yhteydenottopyyntöä ei löytynyt",
    conversationNotFound: "Pyyntöön ei ole liitetty keskustelua, tai se on poistettu.",
    update: "Tilan muutos epäonnistui",
    load: "Yhteydenottopyyntöjen haku epäonnistui",
    delete: "Yhteydenottopyynnön poisto epäonnistui",
  },
  pager: {
    label: "Yhteydenottopyyntöjen sivut",
    previous: "Edellinen",
    next: "Seuraava",
    page: (page: number, pageCount: number) => `Sivu ${page} / ${pageCount}`,
  },
} as const;
