/**
 * 'Yhteydenottopyyntö': a visitor asks the shop to contact them, with Kaartobotti's conversation attached
 * when the chat sent them here (a complaint, a refund, damage, a question the bot cannot answer). No I/O
 * and no zod: the page's browser bundle imports this; the form's rules are in schema.ts.
 */

/** The public page of the contact request. */
export const CONTACT_REQUEST_PATH = "/yhteydenotto";

/** The query parameter that names the chat conversation to attach: `/yhteydenotto?keskustelu=<id>`. */
export const CONTACT_REQUEST_CONVERSATION_PARAM = "keskustelu";

/** Conversation ids are 'conv_…' / 'faq_…' of at most 105 characters; anything longer is not one. */
export const CONVERSATION_PARAM_MAX = 120;

export const CONTACT_LIMITS = {
  nameMax: 100,
  phoneMax: 40,
  emailMax: 254,
  messageMax: 2000,
} as const;

/** Fields the form posts (plus the honeypot and the conversation's id): anything far beyond is not our form. */
export const CONTACT_FORM_LIMITS = { maxFields: 12, maxIndex: 0 } as const;

/** At most this much of an attached conversation goes into the shop's mail (the admin shows all of it). */
export const MAIL_TRANSCRIPT_MAX_CHARS = 20_000;

/** The page's address that attaches `conversationId` (for Kaartobotti's hand-off reply): `/yhteydenotto?keskustelu=conv_…`. */
export function contactRequestHref(conversationId?: string | null): string {
  return conversationId
    ? `${CONTACT_REQUEST_PATH}?${CONTACT_REQUEST_CONVERSATION_PARAM}=${encodeURIComponent(conversationId)}`
    : CONTACT_REQUEST_PATH;
}

export const CONTACT_TEXTS = {
  metaTitle: "Yhteydenottopyyntö",
  metaDescription: "Jätä yhteystietosi Rengas-Kaartolle, niin soitamme tai vastaamme sähköpostilla, yleensä saman arkipäivän aikana.",
  title: "Yhteydenottopyyntö",
  /** The page's h1: one long word, so a soft hyphen lets it break on a 320 px phone (Yhteydenotto-/pyyntö). */
  heading: "Yhteydenotto\u00ADpyyntö",
  lead: "Jätä yhteystietosi, niin soitamme tai vastaamme sähköpostilla, yleensä saman arkipäivän aikana.",
  conversationAttached: "Keskustelusi Kaartobotin kanssa liitetään pyyntöön.",
  fields: {
    name: "Nimi",
    contactLegend: "Yhteystiedot",
    phone: "Puhelinnumero",
    email: "Sähköpostiosoite",
    contactHint: "Anna puhelinnumero tai sähköpostiosoite (tai molemmat), niin voimme vastata.",
    message: "Viesti",
    messageHint: (max: number) => `Kerro lyhyesti, mistä on kyse. Enintään ${max} merkkiä.`,
  },
  submit: "Lähetä yhteydenottopyyntö",
  submitting: "Lähetetään...",
  errors: {
    nameRequired: "Nimi on pakollinen tieto.",
    nameTooLong: (max: number) => `Nimi on liian pitkä: enintään ${max} merkkiä.`,
    contactRequired: "Anna puhelinnumero tai sähköpostiosoite.",
    phoneInvalid: "Syötä kelvollinen puhelinnumero, esimerkiksi 040 123 4567.",
    emailInvalid: "Syötä kelvollinen sähköpostiosoite.",
    messageRequired: "Kirjoita viesti.",
    messageTooLong: (max: number) => `Viesti on liian pitkä: enintään ${max} merkkiä.`,
    summary: "Tarkista lomakkeen tiedot.",
    failure: "Yhteydenottopyynnön lähettäminen epäonnistui. Yritä uudelleen tai soita meille.",
    tooMany: "Liian monta yhteydenottopyyntöä. Yritä hetken päästä uudelleen tai soita meille.",
  },
  success: "Kiitos! Olemme sinuun yhteydessä pian.",
  successDetail: "Olemme vastaanottaneet pyyntösi ja otamme sinuun yhteyttä mahdollisimman pian, yleensä saman arkipäivän aikana.",
  successHome: "Etusivulle",
} as const;
