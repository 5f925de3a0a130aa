/**
 * The newsletter half of the admin tab 'Uutiskirjeet & Tilaajat': texts (spec sections 2, 5 and 8),
 * status labels, the form's rules and the Helsinki wall-clock time of the send date. No I/O: the server
 * validates with these and the browser shows the same counters and messages.
 */
import { formatFinnishNumber } from "~/lib/finnish-number";
import { parseHelsinkiWallTime } from "~/lib/helsinki-time";
import type { NewsletterStatus } from "#db/schema/enum-values";

export const SUBJECT_MAX = 80;
/** Above this the subject counter turns orange (spec: warning at 50). */
export const SUBJECT_WARN = 50;
/** Markdown of one newsletter; a long letter is ~10 kB. */
export const CONTENT_MAX = 50_000;
export const TEST_EMAIL_MAX = 254;

export type { NewsletterStatus };

export const NEWSLETTER_ADMIN_TEXTS = {
  metaTitle: "Uutiskirjeet & Tilaajat – Ylläpito",
  title: "Uutiskirjeet",
  createHeading: "Luo uusi uutiskirje",
  editHeading: "Muokkaa uutiskirjettä",
  sendHeading: "Lähetä uutiskirje",
  deleteHeading: "Poista uutiskirje",
  empty: "Ei uutiskirjeitä",
  columns: { subject: "Aihe", sendDate: "Lähetyspäivä", status: "Tila", sentAt: "Lähetetty", actions: "Toiminnot" },
  status: { sent: "Lähetetty", scheduled: "Ajastettu", failed: "Epäonnistunut", sending: "Lähetetään", draft: "Luonnos" },
  fields: {
    subject: "Aihe",
    heroImage: "Pääkuva (valinnainen)",
    content: "Sisältö",
    contentHint: "Markdown: **lihavointi**, *kursiivi*, [linkki](https://…), - luettelo. HTML ei näy viestissä.",
    preview: "Esikatselu",
    previewEmpty: "Esikatselu näkyy, kun kirjoitat sisältöä.",
    sendDate: "Lähetysaika",
    sendDateHint: "Suomen aikaa. Ajastettu uutiskirje lähtee tähän aikaan.",
    sendDateLocked: "Lähetysaikaa ei voi muuttaa ajastetusta tai lähetetystä uutiskirjeestä.",
    testEmail: "Testisähköpostiosoite",
    selectedCount: (n: number) => `Lähetetään ${n} valitulle tilaajalle.`,
  },
  buttons: {
    create: "Luo uusi uutiskirje",
    saveDraft: "Tallenna luonnos",
    schedule: "Ajasta lähetys",
    update: "Päivitä",
    sendToSelected: "Lähetä valituille",
    testSend: "Lähetä testi",
    cancel: "Peruuta",
    offer: "Luo tarjousviesti",
    send: "Lähetä",
    edit: "Muokkaa",
    delete: "Poista",
    confirmDelete: "Poista uutiskirje",
    sendAll: "Lähetä kaikille",
    selectSubscribers: "Valitse tilaajat",
    sendToN: (n: number) => `Lähetä ${n} valitulle`,
    sendToChosen: "Lähetä valituille",
    selectAll: "Valitse kaikki",
    refresh: "Päivitä tila",
    details: "Näytä tiedot",
  },
  send: {
    allCount: (n: number) => `Aktiivisia tilaajia: ${n}`,
    noSubscribers: "Aktiivisia tilaajia ei ole.",
    confirmAll: (n: number) => `Lähetetäänkö uutiskirje kaikille ${n} tilaajalle?`,
    confirmSelected: (n: number) => `Lähetetäänkö uutiskirje ${n} valitulle tilaajalle?`,
    testHeading: "Testiviesti",
    alreadySent: "Uutiskirje on jo lähetetty, eikä sitä voi lähettää uudelleen.",
    sending: "Uutiskirjettä lähetetään parhaillaan.",
    cancel: "Keskeytä lähetys…",
    cancelQuestion: (pending: number) =>
      `Keskeytetäänkö lähetys? ${pending} tilaajaa jää ilman uutiskirjettä; voit lähettää sen heille myöhemmin uudelleen. Parhaillaan lähtevät viestit lähtevät vielä.`,
    cancelConfirm: "Keskeytä lähetys",
    cancelKeep: "Jatka lähetystä",
    cancelledCount: (n: number) => `${n} tilaajalle ei lähetetty, koska lähetys keskeytettiin.`,
    searchLabel: "Hae tilaajia",
    search: "Hae",
    pager: {
      label: "Tilaajavalinnan sivut",
      previous: "Edellinen",
      next: "Seuraava",
      page: (page: number, pageCount: number) => `Sivu ${page} / ${pageCount}`,
    },
  },
  progress: {
    label: (sent: number, failed: number, total: number) => `Lähetetty ${sent} / ${total}${failed > 0 ? `, epäonnistui ${failed}` : ""}`,
    skipped: (n: number) => `${n} tilaajaa perui tilauksen ennen lähetystä.`,
    failedHeading: "Epäonnistuneet vastaanottajat",
  },
  confirmDelete: (subject: string) => `Poistetaanko uutiskirje "${subject}"?`,
  deleteWarning: "Uutiskirje ja sen lähetystiedot poistetaan pysyvästi.",
  errors: {
    subjectRequired: "Aihe on pakollinen",
    subjectTooLong: `Aihe saa olla enintään ${SUBJECT_MAX} merkkiä`,
    contentRequired: "Sisältö on pakollinen",
    contentTooLong: `Sisältö saa olla enintään ${formatFinnishNumber(CONTENT_MAX)} merkkiä`,
    sendDateRequired: "Lähetysaika on pakollinen",
    sendDateInvalid: "Anna lähetysaika muodossa pp.kk.vvvv hh:mm",
    sendDateInPast: "Ajastetun lähetyksen ajan pitää olla tulevaisuudessa",
    testEmailRequired: "Syötä testisähköpostiosoite",
    testEmailInvalid: "Syötä kelvollinen sähköpostiosoite",
    testNeedsContent: "Syötä aihe ja sisältö ennen testilähetystä",
    sendNeedsContent: "Täytä aihe ja sisältö ennen lähettämistä",
    noneSelected: "Ei valittuja tilaajia",
    notFound: "Uutiskirjettä ei löytynyt",
    locked: "Lähetettyä uutiskirjettä ei voi muokata",
    deleteWhileSending: "Uutiskirjettä lähetetään parhaillaan, eikä sitä voi poistaa.",
    save: "Tapahtui virhe uutiskirjeen käsittelyssä",
    sendSelected: "Uutiskirjeen lähettäminen valituille tilaajille epäonnistui",
    send: "Uutiskirjeen lähettäminen epäonnistui",
    testSend: (reason: string) => `Testisähköpostin lähettäminen epäonnistui: ${reason || "Tuntematon virhe"}`,
    unknown: "Tuntematon virhe",
    delete: "Uutiskirjeen poistaminen epäonnistui",
  },
  toasts: {
    updating: "Päivitetään uutiskirjettä...",
    updated: "Uutiskirje päivitetty onnistuneesti!",
    savingDraft: "Tallennetaan uutiskirjeen luonnosta...",
    draftSaved: "Uutiskirjeen luonnos tallennettu onnistuneesti!",
    scheduling: "Ajoitetaan uutiskirjeen lähetys...",
    scheduled: "Uutiskirjeen lähetys ajastettu!",
    sendStarted: (n: number) => `Uutiskirjeen lähetys aloitettu ${n} tilaajalle.`,
    sendCancelled: (n: number) => `Lähetys keskeytetty: ${n} tilaajaa jäi ilman uutiskirjettä.`,
    sendNotRunning: "Uutiskirjettä ei enää lähetetä: lähetys oli jo päättynyt.",
    sendWaitsForQueue: (n: number) =>
      `Uutiskirje on tallennettu lähetettäväksi ${n} tilaajalle. Lähetysjono ei juuri nyt vastaa; lähetys alkaa automaattisesti, kun yhteys palaa.`,
    sendNoRecipients: "Uutiskirjeellä ei ollut vastaanottajia.",
    testSent: (email: string) => `Testiviesti lähetetty osoitteeseen ${email}`,
    deleted: "Uutiskirje poistettu",
  },
} as const;

export function statusLabel(status: string): string {
  const labels = NEWSLETTER_ADMIN_TEXTS.status;
  return status === "sent" || status === "scheduled" || status === "failed" || status === "sending" ? labels[status] : labels.draft;
}

/** A newsletter that has been (or is being) sent is never sent again, by the UI or a replayed POST. */
export const canSend = (status: NewsletterStatus) => status === "draft" || status === "scheduled" || status === "failed";
/** Text and image may change until sending starts. */
export const canEdit = canSend;
/** Spec: send-date editing is locked once scheduled or sent. */
export const sendDateLocked = (status: NewsletterStatus) => status !== "draft" && status !== "failed";

/** The send time the admin typed (Helsinki time), as the input sends it; a time the clocks skip is refused. */
export function parseSendTime(value: string): Date | null {
  return parseHelsinkiWallTime(value, { strict: true });
}

// ---------------------------------------------------------------- the form

export const NEWSLETTER_INTENTS = ["draft", "schedule", "update", "send-selected", "test"] as const;
export type NewsletterIntent = (typeof NEWSLETTER_INTENTS)[number];

export type NewsletterFormValues = {
  subject: string;
  content: string;
  heroImage: string | null;
  /** As typed, Helsinki time ("2026-11-24T09:30") or "". */
  sendDate: string;
  testEmail: string;
};

export function isEmailAddress(value: string): boolean {
  return value.length <= TEST_EMAIL_MAX && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

/** Subject counter colour: orange above the warning length (spec). */
export const subjectCounterWarns = (length: number) => length > SUBJECT_WARN;

// ---------------------------------------------------------------- the dialogs

/** The send dialog's subscriber picker keeps its own search and page, apart from the list behind it. */
export const PICKER_PARAMS = { search: "valitse-haku", page: "valitse-sivu" } as const;

/** The tab's own query (its subscriber search and page), without the selection. */
export function keptSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of ["tilaaja", "valinta", PICKER_PARAMS.search, PICKER_PARAMS.page]) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** A new answer remounts the fields so they show what it brought back (an offer fills subject and content). */
export function formKey(answer: { view: string; values: { subject: string; content: string } } | undefined): string {
  if (!answer) return "initial";
  const text = `${answer.view}|${answer.values.subject}|${answer.values.content}`;
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) hash = (hash * 31 + text.charCodeAt(index)) | 0;
  return `${answer.view}-${hash}`;
}
