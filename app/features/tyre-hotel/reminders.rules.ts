/**
 * Pure rules of the season reminder and the customer's own view: the Finnish texts, the addresses, how a
 * round's season is named, and the condition summary (warnings and recommendation from rules.ts) that the
 * mail, the admin's preview and the customer's page all show the same way.
 */
import type { ReminderRoundStatus, TyreSeason } from "#db/schema/enum-values";
import { type ConditionWarning, SEASON_LABEL, type StoredTyreReading, TYRE_POSITIONS, conditionWarnings, recommendation, tyreAgeYears } from "./rules";

export const REMINDERS_ADMIN_PATH = "/admin/rengashotelli/muistutukset";
export const roundPath = (roundId: number) => `${REMINDERS_ADMIN_PATH}/${roundId}`;
/** The customer's own view: `/oma-rengashotelli/<signed token>` (link.server.ts). */
export const CUSTOMER_VIEW_PATH = "/oma-rengashotelli";
/** The reminder's unsubscribe page (GET shows a confirm button; POST cancels). */
export const REMINDER_UNSUBSCRIBE_PAGE_PATH = "/rengashotelli/peru-muistutus";
/** RFC 8058 one-click: the address of every reminder's List-Unsubscribe header. */
export const REMINDER_ONE_CLICK_PATH = "/api/rengashotelli/peru-muistutus";

/** The rounds' seasons as the admin picks them: which tyres the customer is reminded to fit. */
export const ROUND_SEASON_LABEL: Record<TyreSeason, string> = {
  winter: "Talvirenkaat (syksyn muistutus)",
  summer: "Kesärenkaat (kevään muistutus)",
};

export const ROUND_STATUS_LABEL: Record<ReminderRoundStatus, string> = {
  scheduled: "Ajastettu",
  sending: "Lähetetään",
  sent: "Lähetetty",
  cancelled: "Peruttu",
};

export const REMINDER_STATUS_LABEL: Record<"pending" | "sent" | "failed" | "skipped", string> = {
  pending: "Odottaa",
  sent: "Lähetetty",
  failed: "Epäonnistui",
  skipped: "Ohitettu",
};

export const REMINDER_TEXTS = {
  title: "Muistutukset",
  metaTitle: "Rengashotellin muistutukset – Ylläpito",
  intro:
    "Kauden muistutus lähtee sähköpostilla jokaiselle asiakkaalle, joka on antanut luvan muistutuksiin ja jonka kyseisen kauden renkaat ovat hotellissa kierroksen alkaessa.",
  newRound: "Uusi muistutuskierros",
  season: "Kausi",
  sendAt: "Lähetysaika",
  sendAtHelp: "Suomen aikaa. Kierros alkaa tuolloin; yksi kierros kautta ja vuotta kohden.",
  create: "Ajasta kierros",
  empty: "Muistutuskierroksia ei ole vielä. Ajasta ensimmäinen alla olevalla lomakkeella.",
  roundsCaption: "Muistutuskierrokset",
  columns: ["Kausi", "Lähetysaika", "Tila", "Lähetetty", "Epäonnistui", "Odottaa", ""],
  open: "Näytä",
  cancel: "Peru kierros",
  cancelHeading: "Peru muistutuskierros",
  confirmCancel: (label: string) => `Perutaanko kierros ${label}? Muistutukset, joita ei ole vielä lähetetty, jäävät lähettämättä.`,
  confirmCancelButton: "Kyllä, peru kierros",
  keep: "Älä peru",
  back: "← Kaikki kierrokset",
  remindedCaption: "Muistutetut asiakkaat",
  remindedColumns: ["Asiakas", "Rekisterinumero", "Sarja", "Tila", "Lähetetty", "Virhe"],
  remindedEmpty: "Kierros ei ole vielä alkanut: muistutettavat valitaan, kun lähetysaika koittaa.",
  remindedNone: "Kierroksella ei ollut yhtään muistutettavaa.",
  preview: "Esikatsele viesti",
  previewHeading: "Viestin esikatselu",
  previewNone: "Esikatseltavaa ei ole: yhdelläkään luvan antaneella asiakkaalla ei ole tämän kauden renkaita hotellissa.",
  toasts: {
    created: "Muistutuskierros ajastettu",
    cancelled: "Muistutuskierros peruttu",
  },
  errors: {
    seasonRequired: "Valitse kausi.",
    sendAtRequired: "Lähetysaika on pakollinen.",
    sendAtInvalid: "Lähetysaika ei kelpaa. Anna päivä ja kellonaika (pp.kk.vvvv tt:mm).",
    sendAtPast: "Lähetysajan pitää olla tulevaisuudessa.",
    duplicate: (label: string) => `Kaudelle ${label} on jo muistutuskierros. Yksi kierros kautta ja vuotta kohden.`,
    notFound: "Muistutuskierrosta ei löytynyt.",
    notCancellable: "Vain ajastetun tai lähetettävän kierroksen voi perua.",
    save: "Kierroksen tallennus epäonnistui. Yritä uudelleen.",
    load: "Muistutuskierrosten lataus epäonnistui.",
  },
} as const;

export const CUSTOMER_VIEW_TEXTS = {
  title: "Oma rengashotelli",
  greeting: (firstName: string) => `Hei ${firstName}!`,
  intro: "Tässä renkaasi, jotka säilytämme Rengashotellissamme, ja niiden kunto viimeisimmän mittauksen mukaan.",
  none: "Meillä ei ole tällä hetkellä säilytyksessä renkaitasi.",
  book: "Varaa renkaanvaihto",
  callUs: (phone: string) => `Voit myös soittaa meille: ${phone}.`,
  callUsLead: "Voit myös soittaa meille:",
  tread: "Urasyvyys",
  age: "Ikä",
  position: "Rengas",
  years: (years: number) => (years === 1 ? "1 vuosi" : `${years} vuotta`),
  unknown: "ei tiedossa",
  withRims: "Vanteineen",
  validUntil: (day: string) => `Linkki on voimassa ${day} asti.`,
} as const;

/** 'Your winter tyres' as the mail says it. */
export const YOUR_TYRES: Record<TyreSeason, string> = { winter: "Talvirenkaasi", summer: "Kesärenkaasi" };

export const REMINDER_MAIL_SUBJECT = "Renkaiden vaihdon aika – renkaasi odottavat Rengashotellissa";

/** The customer's first name only (the view and the mail greet by it): the first word of the name. */
export function firstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return first.slice(0, 40);
}

/** A round as a short label: 'Talvirenkaat 2026'. */
export const roundLabel = (round: { season: TyreSeason; seasonKey: string }) => `${SEASON_LABEL[round.season]} ${round.seasonKey.slice(0, 4)}`;

export type TyreRow = { position: string; label: string; treadMm: number | null; dot: string | null; ageYears: number | null };

export type SetCondition = { tyres: TyreRow[]; warnings: ConditionWarning[]; recommendation: string };

/** What the mail and the customer's view show of a set's tyres: each tyre, the warnings and the recommendation. */
export function setCondition(set: { season: TyreSeason; tyres: readonly StoredTyreReading[] }, today: Date): SetCondition {
  const warnings = conditionWarnings(set, today);
  return {
    tyres: set.tyres.map((tyre) => ({
      position: tyre.position,
      label: TYRE_POSITIONS.find((position) => position.code === tyre.position)?.label ?? tyre.position,
      treadMm: tyre.treadMm,
      dot: tyre.dot,
      ageYears: tyre.dot ? tyreAgeYears(tyre.dot, today) : null,
    })),
    warnings,
    recommendation: recommendation(warnings),
  };
}

/** A tread depth as the shop writes it: '5,5 mm'. */
export const formatTread = (mm: number | null) => (mm === null ? CUSTOMER_VIEW_TEXTS.unknown : `${mm.toLocaleString("fi-FI", { maximumFractionDigits: 1 })} mm`);
