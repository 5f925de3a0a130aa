/**
 * 'Kysy tarjous / varaa renkaat' (issue 14): the public request form's texts, limits and the links that
 * open it for a product. No I/O and no zod: the page's browser bundle imports this; the form's rules are
 * in schema.ts, which only the action reads.
 */
import { parseDatabaseId } from "~/lib/database-id";

export const QUOTE_PATH = "/kysy-tarjous";
export const QUOTE_TYRE_PARAM = "rengas";
export const QUOTE_RIM_PARAM = "vanne";

export const QUOTE_LIMITS = {
  nameMax: 100,
  phoneMax: 40,
  emailMax: 254,
  messageMax: 2000,
  quantityMin: 1,
  quantityMax: 8,
  quantityDefault: 4,
} as const;

/**
 * Accepted requests in a window (each one mails the shop): per contact (the e-mail, else the phone) a
 * customer's few, and per client address many more, because customers behind one mobile operator's
 * address (carrier-grade NAT) are not one customer. A refused post (a typing error) is not counted.
 */
export const QUOTE_RATE_LIMITS = { perContact: 3, perAddress: 30, windowMs: 10 * 60_000 } as const;

/** Fields the form posts (plus the honeypot and the product's id): anything far beyond is not our form. */
export const QUOTE_FORM_LIMITS = { maxFields: 15, maxIndex: 0 } as const;

/** The product a request is about, as the page and the shop's mail show it. */
export type QuoteProduct = { kind: "tyre" | "rim"; id: number; name: string; size: string; price: string };

export const QUOTE_TEXTS = {
  metaTitle: "Kysy tarjous / varaa renkaat",
  metaDescription: "Kysy tarjousta renkaista tai vanteista tai varaa renkaat Rengas-Kaartosta. Vastaamme arkisin saman päivän aikana.",
  title: "Kysy tarjous / varaa renkaat",
  lead: "Kerro, mitä tarvitset, niin vastaamme puhelimitse tai sähköpostilla, yleensä saman arkipäivän aikana. Pyyntö ei sido sinua mihinkään.",
  productHeading: "Kysyt tuotteesta",
  productLabels: { name: "Tuote", size: "Koko", price: "Hinta" },
  priceEach: (price: string) => `${price} / kpl`,
  fields: {
    name: "Nimi",
    phone: "Puhelinnumero",
    email: "Sähköpostiosoite",
    contactHint: "Anna puhelinnumero tai sähköpostiosoite (tai molemmat), niin voimme vastata.",
    quantity: "Kappalemäärä",
    quantityHint: "1–8 kpl",
    fitting: "Haluan myös asennuksen",
    message: "Viesti (vapaaehtoinen)",
    messageHint: (max: number) => `Esimerkiksi auton merkki ja malli tai toivottu noutoaika. Enintään ${max} merkkiä.`,
  },
  submit: "Lähetä tarjouspyyntö",
  submitting: "Lähetetään...",
  errors: {
    nameRequired: "Nimi on pakollinen tieto.",
    nameTooLong: (max: number) => `Nimi on liian pitkä: enintään ${max} merkkiä.`,
    contactRequired: "Anna puhelinnumero tai sähköpostiosoite.",
    phoneInvalid: "Syötä kelvollinen puhelinnumero, esimerkiksi 040 123 4567.",
    emailInvalid: "Syötä kelvollinen sähköpostiosoite.",
    quantityInvalid: "Kappalemäärän pitää olla kokonaisluku 1–8.",
    messageTooLong: (max: number) => `Viesti on liian pitkä: enintään ${max} merkkiä.`,
    summary: "Tarkista lomakkeen tiedot.",
    failure: "Tarjouspyynnön lähettäminen epäonnistui. Yritä uudelleen tai soita meille.",
    tooMany: "Liian monta tarjouspyyntöä. Yritä hetken päästä uudelleen tai soita meille.",
  },
  /** In the style of the spec's success messages ('Kiitos palautteestasi!'). */
  success: "Kiitos tarjouspyynnöstäsi!",
  successDetail: "Olemme vastaanottaneet pyyntösi ja otamme sinuun yhteyttä mahdollisimman pian, yleensä saman arkipäivän aikana.",
  successBack: "Takaisin renkaisiin",
  successHome: "Etusivulle",
} as const;

/** The form's address for a tyre or a rim. */
export function quoteHref(product: { kind: "tyre" | "rim"; id: number }): string {
  return `${QUOTE_PATH}?${product.kind === "tyre" ? QUOTE_TYRE_PARAM : QUOTE_RIM_PARAM}=${product.id}`;
}

/** The product the form's URL asks about: `?rengas=12` or `?vanne=3`; anything else is none. */
export function quoteProductParam(params: URLSearchParams): { kind: "tyre" | "rim"; id: number } | null {
  for (const [kind, name] of [["tyre", QUOTE_TYRE_PARAM], ["rim", QUOTE_RIM_PARAM]] as const) {
    const value = params.get(name)?.trim();
    const id = parseDatabaseId(value);
    if (id !== null) return { kind, id };
  }
  return null;
}

/** One line of the product for the shop's mail and the admin list: 'Nokian Hakkapeliitta 10, 205/55R16, 129 € / kpl'. */
export function quoteProductLine(product: QuoteProduct | null): string {
  if (!product) return "";
  return `${product.name}, ${product.size}, ${QUOTE_TEXTS.priceEach(product.price)}`;
}
