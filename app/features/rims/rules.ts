/**
 * Rims as products (decision 0022): how a rim's size and bolt pattern read, the public listing's
 * filters and the admin's texts. No I/O and no zod (the public page imports this); the admin form's
 * rules are in schema.ts.
 */
import { formatPrice, type Money } from "~/lib/price";
import { parseTypedDecimal } from "~/lib/typed-number";
import { parsePageNumber } from "~/lib/paging";

export const RIMS_PUBLIC_PATH = "/vanteet";
export const RIMS_ADMIN_PATH = "/admin/vanteet";
export const RIMS_PER_PAGE = 24;
export const RIMS_ADMIN_PER_PAGE = 20;

export const RIM_LIMITS = {
  brandMax: 60,
  modelMax: 80,
  diameterMin: 12,
  diameterMax: 24,
  widthMin: 3,
  widthMax: 13,
  boltCountMin: 3,
  boltCountMax: 10,
  boltCircleMin: 80,
  boltCircleMax: 210,
  offsetMin: -80,
  offsetMax: 120,
  centreBoreMin: 40,
  centreBoreMax: 180,
  priceMax: 100_000,
  stockMax: 100_000,
} as const;

/** The public filters' query names: `?halkaisija=17&pulttijako=5x112`. */
export const RIM_FILTER_PARAMS = { diameter: "halkaisija", boltPattern: "pulttijako", page: "sivu" } as const;

export type RimFilters = { diameter: number | null; boltPattern: { count: number; circle: number } | null; page: number };

/** A number for an address: '7.5', '7', '114.3' (a dot, no trailing zeros). */
function plain(value: Money): string {
  const amount = typeof value === "number" ? value : Number(value);
  return Number.isFinite(amount) ? String(Math.round(amount * 10) / 10) : String(value);
}

/** The same number as Finnish text writes it: '7,5', '114,3'. */
const finnish = (value: Money) => plain(value).replace(".", ",");

/** '17×7,5J': diameter × width in inches. */
export function formatRimSize(diameter: number, width: Money): string {
  return `${diameter}×${finnish(width)}J`;
}

/** '5×112', '5×114,3'. */
export function formatBoltPattern(count: number, circle: Money): string {
  return `${count}×${finnish(circle)}`;
}

/** The pattern's value in a URL: '5x112' (an ASCII x, so it can be typed). */
export function boltPatternParam(count: number, circle: Money): string {
  return `${count}x${plain(circle)}`;
}

/** '5x112', '5×114.3', '5X114,3' → {count, circle}; anything else null. */
export function parseBoltPattern(value: string | null | undefined): { count: number; circle: number } | null {
  const match = /^\s*(\d{1,2})\s*[x×X*]\s*(\d{2,3}(?:[.,]\d)?)\s*$/.exec(value ?? "");
  if (!match) return null;
  const count = Number(match[1]);
  const circle = parseTypedDecimal(match[2]) ?? Number.NaN;
  const L = RIM_LIMITS;
  if (count < L.boltCountMin || count > L.boltCountMax || circle < L.boltCircleMin || circle > L.boltCircleMax) return null;
  return { count, circle };
}

/** 'ET 45'. */
export function formatOffset(offset: number): string {
  return `ET ${offset}`;
}

/** The listing's filters from its URL; a value that is not a real diameter or pattern is no filter. */
export function parseRimFilters(params: URLSearchParams): RimFilters {
  const diameterText = params.get(RIM_FILTER_PARAMS.diameter)?.trim() ?? "";
  const diameter = /^\d{2}$/.test(diameterText) ? Number(diameterText) : null;
  const validDiameter = diameter !== null && diameter >= RIM_LIMITS.diameterMin && diameter <= RIM_LIMITS.diameterMax ? diameter : null;
  return {
    diameter: validDiameter,
    boltPattern: parseBoltPattern(params.get(RIM_FILTER_PARAMS.boltPattern)),
    page: parsePageNumber(params.get(RIM_FILTER_PARAMS.page)),
  };
}

/** The listing's query for filters and a page ('' for the first page without filters). */
export function rimListSearch(filters: RimFilters, page: number = filters.page): string {
  const params = new URLSearchParams();
  if (filters.diameter !== null) params.set(RIM_FILTER_PARAMS.diameter, String(filters.diameter));
  if (filters.boltPattern) params.set(RIM_FILTER_PARAMS.boltPattern, boltPatternParam(filters.boltPattern.count, filters.boltPattern.circle));
  if (page > 1) params.set(RIM_FILTER_PARAMS.page, String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A rim as the public listing and the admin table show it. */
export type RimView = {
  id: number;
  name: string;
  size: string;
  boltPattern: string;
  offset: string;
  centreBore: string | null;
  price: string;
  stock: number | null;
  image: string | null;
};

/** What is stored: numerics as strings with a dot (Drizzle's numeric columns). */
export type RimInput = {
  brand: string;
  model: string;
  diameter: number;
  width: string;
  boltCount: number;
  boltCircle: string;
  offset: number;
  centreBore: string | null;
  price: string;
  stock: number | null;
  image: string | null;
};

export type RimRecord = RimInput & { id: number };

export function rimView(rim: RimRecord): RimView {
  return {
    id: rim.id,
    name: `${rim.brand} ${rim.model}`,
    size: formatRimSize(rim.diameter, rim.width),
    boltPattern: formatBoltPattern(rim.boltCount, rim.boltCircle),
    offset: formatOffset(rim.offset),
    centreBore: rim.centreBore === null ? null : `${finnish(rim.centreBore)} mm`,
    price: formatPrice(rim.price),
    stock: rim.stock,
    image: rim.image,
  };
}

/** 'Varastossa 8 kpl', 'Tilapäisesti loppu', or a question when the shop does not keep count. */
export function rimStockText(stock: number | null): string {
  if (stock === null) return "Kysy saatavuutta";
  return stock > 0 ? `Varastossa ${stock} kpl` : "Tilapäisesti loppu";
}

export const RIM_TEXTS = {
  publicHeading: "Vanteet valikoimassamme",
  publicIntro: "Hinnat ovat kappalehintoja. Kysy tarjous, niin tarkistamme sopivuuden autoosi ja kerromme sarjan hinnan asennettuna.",
  filtersLabel: "Rajaa vanteita",
  diameter: "Halkaisija",
  boltPattern: "Pulttijako",
  any: "Kaikki",
  filter: "Näytä vanteet",
  clearFilters: "Poista rajaukset",
  count: (shown: number, total: number) => (total === 0 ? "Ei vanteita" : `${total} ${total === 1 ? "vanne" : "vannetta"}${shown < total ? `, näytetään ${shown}` : ""}`),
  empty: "Valitsemillasi rajauksilla ei löytynyt vanteita. Kokeile toista halkaisijaa tai pulttijakoa, tai kysy meiltä: löydämme sopivat vanteet myös tilaamalla.",
  emptyCatalogue: "Vannevalikoimaa päivitetään. Kysy tarjous, niin etsimme autoosi sopivat vanteet.",
  ask: "Kysy tarjous",
  pager: {
    label: "Vannelistan sivut",
    previous: "Edellinen",
    next: "Seuraava",
    page: (page: number, pageCount: number) => `Sivu ${page} / ${pageCount}`,
  },
  specs: { size: "Koko", boltPattern: "Pulttijako", offset: "Offset", centreBore: "Keskiöreikä", price: "Hinta", stock: "Saatavuus" },
  admin: {
    metaTitle: "Vanteet – Ylläpito",
    title: "Vanteet",
    intro: "Vanteet näkyvät sivulla /vanteet hintoineen. Kävijä voi kysyä tarjousta jokaisesta vanteesta.",
    empty: "Ei vanteita lisätty",
    create: "Lisää vanne",
    createHeading: "Lisää uusi vanne",
    editHeading: "Muokkaa vannetta",
    deleteHeading: "Poista vanne",
    confirmDelete: (name: string) => `Poistetaanko vanne ”${name}”? Poistoa ei voi perua.`,
    edit: "Muokkaa",
    delete: "Poista",
    confirmDeleteButton: "Poista vanne",
    save: "Tallenna",
    saving: "Tallennetaan…",
    cancel: "Peruuta",
    columns: { name: "Vanne", size: "Koko", boltPattern: "Pulttijako", offset: "ET", price: "Hinta", stock: "Varasto", actions: "Toiminnot" },
    fields: {
      brand: "Merkki",
      model: "Malli",
      diameter: "Halkaisija (tuumaa)",
      width: "Leveys (tuumaa, esim. 7,5)",
      boltCount: "Pulttien määrä",
      boltCircle: "Pulttijaon halkaisija (mm, esim. 112)",
      offset: "Offset ET (mm)",
      centreBore: "Keskiöreikä (mm, vapaaehtoinen)",
      price: "Hinta (€ / kpl)",
      stock: "Varastosaldo (vapaaehtoinen)",
      stockHint: "Tyhjä: saldoa ei seurata, sivulla lukee ’Kysy saatavuutta’.",
      image: "Kuva",
      imageHint: "Lataa kuva tai valitse kuvapankista.",
    },
    toasts: { created: "Vanne lisätty onnistuneesti", updated: "Vanne päivitetty onnistuneesti", deleted: "Vanne poistettu" },
    errors: {
      notFound: "Vannetta ei löytynyt",
      save: "Vanteen tallennus epäonnistui",
      delete: "Vanteen poistaminen epäonnistui",
      load: "Vanteiden haku epäonnistui",
    },
    pager: {
      label: "Vanteiden sivut",
      previous: "Edellinen",
      next: "Seuraava",
      page: (page: number, pageCount: number) => `Sivu ${page} / ${pageCount}`,
    },
  },
} as const;
