import { z } from "zod";

/**
 * Rules of the manufacturers modal (spec admin.md: Manufacturers modal, entity Manufacturer, validation
 * 'Manufacturer', error catalogue 'Manufacturers'): texts, the form schema and the built-in brand list.
 * Pure, so the routes, the components, the product form and the tests share one copy.
 */

/**
 * Spec section 7/9: when the manufacturer list cannot be loaded, the product form offers a built-in list
 * of 19 tyre brands. Real brands sold in Finland, spelled as the shop's catalogue spells them.
 */
export const FALLBACK_MANUFACTURERS: readonly string[] = [
  "Nokian Tyres",
  "Michelin",
  "Continental",
  "Bridgestone",
  "Goodyear",
  "Pirelli",
  "Hankook",
  "Dunlop",
  "Yokohama",
  "Toyo",
  "Kumho",
  "Falken",
  "Nexen",
  "Vredestein",
  "BFGoodrich",
  "Cooper",
  "GT Radial",
  "Firestone",
  "Point S",
];

export const MANUFACTURER_TEXTS = {
  title: "Valmistajat",
  metaTitle: "Valmistajat – Ylläpito",
  empty: "Ei valmistajia lisätty",
  count: (n: number) => `Valmistajia: ${n}`,
  add: "Lisää valmistaja",
  createTitle: "Lisää uusi valmistaja",
  editTitle: "Muokkaa valmistajaa",
  deleteTitle: "Poista valmistaja",
  edit: "Muokkaa",
  delete: "Poista",
  cancel: "Peruuta",
  save: "Tallenna",
  saving: "Tallennetaan...",
  deleting: "Poistetaan...",
  back: "Takaisin",
  created: "Valmistaja luotu onnistuneesti",
  updated: "Valmistaja päivitetty onnistuneesti",
  deleted: "Valmistaja poistettu onnistuneesti",
  saveFailed: "Virhe käsiteltäessä valmistajaa",
  deleteFailed: "Virhe poistaessa valmistajaa",
  notFound: "Valmistajaa ei löytynyt.",
  nameRequired: "Valmistajan nimi on pakollinen",
  invalidUrl: "Anna osoite muodossa https://…",
  tooLong: (max: number) => `Enintään ${max} merkkiä`,
  duplicate: (name: string) => `Valmistaja "${name}" on jo olemassa.`,
  hasProducts: (count: number) =>
    `Valmistajaa ei voi poistaa: sillä on ${count} ${count === 1 ? "rengastuote" : "rengastuotetta"}.`,
  confirmDelete: (name: string) => `Haluatko varmasti poistaa valmistajan "${name}"?`,
  productCount: (count: number) => (count === 1 ? "1 tuote" : `${count} tuotetta`),
} as const;

export const MANUFACTURER_LIMITS = { name: 100, country: 100, url: 2000, description: 2000 } as const;

const T = MANUFACTURER_TEXTS;

/** A blank optional field is stored as null (country, URLs) rather than ''. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: T.tooLong(max) })
    .optional()
    .transform((value) => (value ? value : null));

/** True for an absolute http(s) address with a host: what an <input type="url"> of a link should hold. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** 'www.michelin.fi' for a link's text; the address itself when it does not parse. */
export function websiteHost(value: string): string {
  try {
    return new URL(value).hostname || value;
  } catch {
    return value;
  }
}

const optionalUrl = optionalText(MANUFACTURER_LIMITS.url).refine((value) => value === null || isHttpUrl(value), {
  message: T.invalidUrl,
});

/**
 * The manufacturer form: name required and trimmed; country, logo URL, website URL and description
 * optional. Conform leaves an empty field out of the form data, so "required" is an absent name.
 */
export const manufacturerFormSchema = z.object({
  name: z
    .string({ error: T.nameRequired })
    .trim()
    .min(1, { message: T.nameRequired })
    .max(MANUFACTURER_LIMITS.name, { message: T.tooLong(MANUFACTURER_LIMITS.name) }),
  country: optionalText(MANUFACTURER_LIMITS.country),
  logoUrl: optionalUrl,
  website: optionalUrl,
  description: z
    .string()
    .trim()
    .max(MANUFACTURER_LIMITS.description, { message: T.tooLong(MANUFACTURER_LIMITS.description) })
    .optional()
    .transform((value) => value ?? ""),
});

export type ManufacturerFormValue = z.output<typeof manufacturerFormSchema>;

export const MANUFACTURERS_PATH = "/admin/renkaat/valmistajat";

/**
 * Where an action of the drawer returns to: the list, with the tab's query of the request kept (its
 * filters and page) and Remix's own parameters dropped.
 */
export function tabUrl(requestUrl: string, path: string = MANUFACTURERS_PATH): string {
  const params = new URL(requestUrl).searchParams;
  params.delete("index");
  params.delete("_routes");
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The spec's manufacturer shape for the widgets (GET /api/manufacturers). */
export type ManufacturerJson = {
  _id: number;
  name: string;
  logo: string | null;
  country: string | null;
  description: string;
  website: string | null;
};
