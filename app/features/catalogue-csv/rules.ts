/**
 * The tyre catalogue as CSV, the way shops load wholesaler price lists: one row per product with its size,
 * a Finnish header row, read back with per-row reasons in Finnish. Pure: the export and the import
 * (app/features/catalogue-csv/model.server.ts) and the tests share these rules.
 *
 * Columns: koko (any of the site's size forms, e.g. 205/55R16 or 2055516), ajoneuvo (henkilöauto | suv |
 * pakettiauto), valmistaja, malli, kausi (kesä | talvi), talvityyppi (nasta | kitka | empty), hinta,
 * rahoitus (€/kk; empty gives hinta / 12, and left as exported while hinta changes it follows the new
 * price, as in the product form), varasto, polttoainetehokkuus and märkäpito (A–E), melu_db (60–80),
 * meluluokka (A–C), kuvaus, ominaisuudet (separated by '|'), kuormitus_nopeus (the sidewall's service
 * description: '91H', '104/102T'), xl, runflat and c (kyllä | ei; also 1/0, x/empty, yes/no), eprel (1–12
 * digits), ean (8 or 12–14 digits) and toimitus_pv (working days: '2', or '1–3' — written with an en dash,
 * which Excel does not turn into a date; '1-3' is read too).
 *
 * On import, an optional column left out of the file keeps each product's current value; a column that is
 * present sets it, an empty cell meaning "none" (ei for xl, runflat and c; except rahoitus, computed from
 * the price, and ajoneuvo, which keeps the size's type).
 */
import { type CsvDelimiter, csvRecord, parseCsv, stripBom } from "~/lib/csv";
import { normaliseTyreSize } from "~/lib/tyre-size";
import { type ProductMarkingValues, parseServiceDescription, serviceDescription } from "~/lib/tyre-markings";
import { DELIVERY_DAYS_MAX, parseEan, parseEprelId } from "~/features/tyres/admin.rules";
import { MAX_CENTS, deliveryDaysCell, flagCell, formatCents, parseCsvEuroCents, parseCsvFlag, parseDeliveryDays } from "./cells.rules";
import { EU_LABEL_CLASSES, type EuLabelClass, NOISE_CLASSES, type NoiseClass, type TyreSeason, VEHICLE_TYPES, type VehicleType, type WinterType } from "#db/schema/enum-values";

export { UTF8_BOM } from "~/lib/csv";

export const CATALOGUE_COLUMNS = [
  "koko",
  "ajoneuvo",
  "valmistaja",
  "malli",
  "kausi",
  "talvityyppi",
  "hinta",
  "rahoitus",
  "varasto",
  "polttoainetehokkuus",
  "märkäpito",
  "melu_db",
  "meluluokka",
  "kuvaus",
  "ominaisuudet",
  "kuormitus_nopeus",
  "xl",
  "runflat",
  "c",
  "eprel",
  "ean",
  "toimitus_pv",
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** Every file must have these; the others may be left out. */
export const REQUIRED_COLUMNS: readonly CatalogueColumn[] = ["koko", "valmistaja", "malli", "kausi", "talvityyppi", "hinta"];

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

export { EU_LABEL_CLASSES, NOISE_CLASSES, VEHICLE_TYPES };
export type { EuLabelClass, NoiseClass, TyreSeason, VehicleType, WinterType };

const SEASON_WORDS: Record<string, TyreSeason> = { kesä: "summer", kesa: "summer", summer: "summer", talvi: "winter", winter: "winter" };
const WINTER_TYPE_WORDS: Record<string, WinterType> = {
  nasta: "studded",
  nastarengas: "studded",
  studded: "studded",
  kitka: "friction",
  kitkarengas: "friction",
  friction: "friction",
};
export const SEASON_CSV: Record<TyreSeason, string> = { summer: "kesä", winter: "talvi" };
export const WINTER_TYPE_CSV: Record<WinterType, string> = { studded: "nasta", friction: "kitka" };

/** A product with its size as one CSV row holds it. Money in cents, so comparing never meets float noise. */
export type CatalogueRowValues = {
  size: string;
  vehicleType: VehicleType;
  manufacturer: string;
  model: string;
  season: TyreSeason;
  winterType: WinterType | null;
  priceCents: number;
  financingCents: number;
  stock: number;
  fuelEfficiency: EuLabelClass | null;
  wetGrip: EuLabelClass | null;
  noiseLevel: number | null;
  noiseClass: NoiseClass | null;
  description: string;
  features: string[];
} & ProductMarkingValues;

/** A row read from a file: `line` is its row number as a spreadsheet shows it (the header is row 1). */
export type ParsedCatalogueRow = Omit<CatalogueRowValues, "vehicleType" | "financingCents"> & {
  line: number;
  /** null: empty cell or no column (a new size is a henkilöauto size, an existing one keeps its type). */
  vehicleType: VehicleType | null;
  /** null: empty cell or no column (computed from the price). */
  financingCents: number | null;
};

export type RejectedRow = { line: number; reason: string };

export type ParsedCatalogue =
  | { ok: true; columns: ReadonlySet<CatalogueColumn>; ignoredColumns: string[]; rows: ParsedCatalogueRow[]; rejected: RejectedRow[] }
  | { ok: false; error: string };

export const rejectionText = (rejected: RejectedRow) => `Rivi ${rejected.line}: ${rejected.reason}`;

// ---------------------------------------------------------------- writing

/** Spreadsheets run a cell starting with these as a formula; such text is written with a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;
const guardText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
const unguardText = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

export type CsvFormat = { delimiter: CsvDelimiter; decimalComma: boolean };
/** RFC 4180 with commas and decimal points, the default. */
export const STANDARD_FORMAT: CsvFormat = { delimiter: ",", decimalComma: false };
/** What Finnish Excel opens by double-click: semicolons and decimal commas. */
export const EXCEL_FORMAT: CsvFormat = { delimiter: ";", decimalComma: true };

export function catalogueHeader(format: CsvFormat = STANDARD_FORMAT): string {
  return csvRecord(CATALOGUE_COLUMNS, format.delimiter);
}

/** The cells of one product in column order. */
export function catalogueCells(row: CatalogueRowValues, decimalComma = false): string[] {
  return [
    row.size,
    row.vehicleType,
    guardText(row.manufacturer),
    guardText(row.model),
    SEASON_CSV[row.season],
    row.winterType ? WINTER_TYPE_CSV[row.winterType] : "",
    formatCents(row.priceCents, decimalComma),
    formatCents(row.financingCents, decimalComma),
    String(row.stock),
    row.fuelEfficiency ?? "",
    row.wetGrip ?? "",
    row.noiseLevel === null ? "" : String(row.noiseLevel),
    row.noiseClass ?? "",
    guardText(row.description),
    guardText(row.features.map((feature) => feature.replace(/\|/g, "/")).join("|")),
    serviceDescription(row),
    flagCell(row.extraLoad),
    flagCell(row.runFlat),
    flagCell(row.commercial),
    row.eprelId ?? "",
    row.ean ?? "",
    deliveryDaysCell(row.deliveryDaysMin, row.deliveryDaysMax),
  ];
}

export function catalogueRecord(row: CatalogueRowValues, format: CsvFormat = STANDARD_FORMAT): string {
  return csvRecord(catalogueCells(row, format.decimalComma), format.delimiter);
}

// ---------------------------------------------------------------- reading

const SIZE_LIMITS = { width: [100, 400], aspect: [20, 100], diameter: [10, 30] } as const;
const LIMITS = { manufacturer: 100, model: 200, description: 5000, feature: 200, features: 30 } as const;

/** The catalogue form of a typed size ('205/55R16'), or null when it is not a size the shop can store. */
export function catalogueSize(input: string): string | null {
  const match = /^(\d{3})\/(\d{2,3})R(\d{2})$/.exec(normaliseTyreSize(input));
  if (!match) return null;
  const [width, aspect, diameter] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const within = (value: number, [min, max]: readonly [number, number]) => value >= min && value <= max;
  if (!within(width, SIZE_LIMITS.width) || !within(aspect, SIZE_LIMITS.aspect) || !within(diameter, SIZE_LIMITS.diameter)) return null;
  return `${width}/${aspect}R${diameter}`;
}

const productKey = (size: string, manufacturer: string, model: string) =>
  `${size}|${manufacturer.trim().toLowerCase()}|${model.trim().toLowerCase()}`;
export { productKey as catalogueProductKey };

/** Reads one data record; the reasons it cannot be imported, or its values. */
function readRow(cells: (column: CatalogueColumn) => string, line: number): { row: ParsedCatalogueRow } | { reasons: string[] } {
  const reasons: string[] = [];
  const fail = (reason: string) => {
    reasons.push(reason);
    return null;
  };

  const sizeText = cells("koko").trim();
  const size = sizeText === "" ? fail("koko puuttuu") : (catalogueSize(sizeText) ?? fail(`tuntematon rengaskoko "${sizeText}"`));

  const vehicleText = cells("ajoneuvo").trim().toLowerCase().replace("henkiloauto", "henkilöauto");
  const vehicleType =
    vehicleText === ""
      ? null
      : ((VEHICLE_TYPES as readonly string[]).includes(vehicleText)
          ? (vehicleText as VehicleType)
          : fail(`tuntematon ajoneuvotyyppi "${cells("ajoneuvo").trim()}" (henkilöauto, suv tai pakettiauto)`));

  const manufacturer = unguardText(cells("valmistaja").trim()).replace(/\s+/g, " ");
  if (manufacturer === "") fail("valmistaja puuttuu");
  else if (manufacturer.length > LIMITS.manufacturer) fail(`valmistajan nimi on yli ${LIMITS.manufacturer} merkkiä`);
  const model = unguardText(cells("malli").trim()).replace(/\s+/g, " ");
  if (model === "") fail("malli puuttuu");
  else if (model.length > LIMITS.model) fail(`mallin nimi on yli ${LIMITS.model} merkkiä`);

  const seasonText = cells("kausi").trim();
  const season = seasonText === "" ? fail("kausi puuttuu") : (SEASON_WORDS[seasonText.toLowerCase()] ?? fail(`tuntematon kausi "${seasonText}" (kesä tai talvi)`));
  const winterText = cells("talvityyppi").trim();
  let winterType: WinterType | null = null;
  if (winterText !== "") {
    winterType = WINTER_TYPE_WORDS[winterText.toLowerCase()] ?? fail(`tuntematon talvityyppi "${winterText}" (nasta tai kitka)`);
  }
  if (season === "winter" && winterText === "") fail("talvirenkaalta puuttuu talvityyppi");
  if (season === "summer" && winterText !== "") fail("kesärenkaalla ei voi olla talvityyppiä");

  const money = (column: "hinta" | "rahoitus", missing: string) => {
    const text = cells(column).trim();
    if (text === "") return column === "hinta" ? fail(missing) : null;
    const cents = parseCsvEuroCents(text);
    if (cents === null) return fail(missing);
    if (cents < 0) return fail(`${column} ei voi olla negatiivinen`);
    if (cents > MAX_CENTS) return fail(`${column} on liian suuri`);
    return cents;
  };
  const priceCents = money("hinta", "hinta puuttuu tai ei ole numero");
  const financingCents = money("rahoitus", "rahoitus ei ole numero");

  const stockText = cells("varasto").trim();
  const stock = stockText === "" ? 0 : /^\d{1,9}$/.test(stockText) ? Number(stockText) : fail(`varasto "${stockText}" ei ole kokonaisluku 0 tai suurempi`);

  const labelClass = <T extends string>(column: CatalogueColumn, allowed: readonly T[], range: string): T | null => {
    const text = cells(column).trim().toUpperCase();
    if (text === "") return null;
    return (allowed as readonly string[]).includes(text) ? (text as T) : fail(`${column} "${cells(column).trim()}" ei ole luokka ${range}`);
  };
  const fuelEfficiency = labelClass("polttoainetehokkuus", EU_LABEL_CLASSES, "A–E");
  const wetGrip = labelClass("märkäpito", EU_LABEL_CLASSES, "A–E");
  const noiseClass = labelClass("meluluokka", NOISE_CLASSES, "A–C");
  const noiseText = cells("melu_db").trim().replace(/\s*db$/i, "");
  const noiseLevel =
    noiseText === ""
      ? null
      : /^\d{2}$/.test(noiseText) && Number(noiseText) >= 60 && Number(noiseText) <= 80
        ? Number(noiseText)
        : fail(`melu_db "${cells("melu_db").trim()}" ei ole kokonaisluku 60–80`);

  const description = unguardText(cells("kuvaus").trim());
  if (description.length > LIMITS.description) fail(`kuvaus on yli ${LIMITS.description} merkkiä`);
  const features = unguardText(cells("ominaisuudet"))
    .split("|")
    .map((feature) => feature.trim())
    .filter((feature) => feature !== "");
  if (features.length > LIMITS.features) fail(`ominaisuuksia on yli ${LIMITS.features}`);
  if (features.some((feature) => feature.length > LIMITS.feature)) fail(`ominaisuus on yli ${LIMITS.feature} merkkiä`);

  const serviceText = cells("kuormitus_nopeus").trim();
  const service =
    serviceText === ""
      ? { loadIndex: null, loadIndexDual: null, speedRating: null }
      : (parseServiceDescription(serviceText) ??
        fail(`kuormitus_nopeus "${serviceText.slice(0, 20)}" ei ole kuormitus- ja nopeusluokka (esim. 91H tai 104/102T; indeksi 50–150, nopeusluokka L–Y)`));
  const flag = (column: "xl" | "runflat" | "c") => {
    const value = parseCsvFlag(cells(column));
    return value ?? fail(`${column} "${cells(column).trim().slice(0, 20)}" ei ole kyllä tai ei`);
  };
  const extraLoad = flag("xl");
  const runFlat = flag("runflat");
  const commercial = flag("c");
  const code = (column: "eprel" | "ean", parse: (text: string) => string | null, expected: string) => {
    const text = cells(column).trim();
    if (text === "") return null;
    const value = parse(text);
    if (value !== null) return value;
    // Excel shows a long number as 6,41944E+12 and saves it so: the digits are gone.
    if (/^\d+([.,]\d+)?e\+?\d+$/i.test(text)) return fail(`${column} "${text.slice(0, 20)}" on muuttunut luvuksi (Excel); muotoile sarake tekstiksi ja kirjoita koodi uudelleen`);
    return fail(`${column} "${text.slice(0, 20)}" ei ole ${expected}`);
  };
  const eprelId = code("eprel", parseEprelId, "1–12 numeroa");
  const ean = code("ean", parseEan, "8 tai 12–14 numeroa");
  const deliveryText = cells("toimitus_pv").trim();
  const delivery = deliveryText === "" ? null : parseDeliveryDays(deliveryText);
  if (delivery === "reversed") fail(`toimitus_pv "${deliveryText.slice(0, 20)}": ensimmäinen luku on suurempi kuin jälkimmäinen`);
  else if (deliveryText !== "" && delivery === null) fail(`toimitus_pv "${deliveryText.slice(0, 20)}" ei ole arkipäivien määrä 0–${DELIVERY_DAYS_MAX} (esim. 2 tai 1–3)`);
  const deliveryDays = delivery === null || delivery === "reversed" ? null : delivery;

  if (reasons.length > 0) return { reasons };
  return {
    row: {
      line,
      size: size!,
      vehicleType,
      manufacturer,
      model,
      season: season!,
      winterType: season === "winter" ? winterType : null,
      priceCents: priceCents!,
      financingCents,
      stock: stock!,
      fuelEfficiency,
      wetGrip,
      noiseLevel,
      noiseClass,
      description,
      features,
      loadIndex: service!.loadIndex,
      loadIndexDual: service!.loadIndexDual,
      speedRating: service!.speedRating,
      extraLoad: extraLoad!,
      runFlat: runFlat!,
      commercial: commercial!,
      eprelId,
      ean,
      deliveryDaysMin: deliveryDays?.min ?? null,
      deliveryDaysMax: deliveryDays?.max ?? null,
    },
  };
}

/**
 * Reads a catalogue file: the header decides which columns are present (in any order, any case), then every
 * data row is validated on its own. A problem with the whole file (no header, a required column missing,
 * too many rows, an unclosed quote) is an error; a bad row is rejected with its reasons and the rest read.
 * A product given twice, or a new size given two vehicle types, is rejected on its later row.
 */
export function parseCatalogueCsv(text: string): ParsedCatalogue {
  const parsed = parseCsv(stripBom(text));
  if (!parsed.ok) return parsed;
  const isBlank = (record: string[]) => record.every((cell) => cell.trim() === "");
  const headerIndex = parsed.records.findIndex((record) => !isBlank(record));
  if (headerIndex === -1) return { ok: false, error: "Tiedosto on tyhjä." };

  const header = parsed.records[headerIndex].map((name) => name.trim().toLowerCase());
  const positions = new Map<CatalogueColumn, number>();
  const ignoredColumns: string[] = [];
  header.forEach((name, index) => {
    const column = CATALOGUE_COLUMNS.find((known) => known === name);
    if (column && !positions.has(column)) positions.set(column, index);
    else if (name !== "") ignoredColumns.push(parsed.records[headerIndex][index].trim());
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0) {
    return {
      ok: false,
      error: `Otsikkorivistä ${missing.length === 1 ? "puuttuu sarake" : "puuttuvat sarakkeet"}: ${missing.join(", ")}. Ensimmäisen rivin pitää olla: ${CATALOGUE_COLUMNS.join(parsed.delimiter === ";" ? ";" : ",")}`,
    };
  }
  const dataRecords = parsed.records.length - headerIndex - 1;
  if (dataRecords > MAX_IMPORT_ROWS) {
    return { ok: false, error: `Tiedostossa on ${dataRecords} riviä. Yhdellä kertaa voi tuoda enintään ${MAX_IMPORT_ROWS} riviä.` };
  }

  const rows: ParsedCatalogueRow[] = [];
  const rejected: RejectedRow[] = [];
  const firstLineOf = new Map<string, number>();
  const vehicleOfSize = new Map<string, { vehicleType: VehicleType; line: number }>();
  for (let index = headerIndex + 1; index < parsed.records.length; index++) {
    const record = parsed.records[index];
    if (isBlank(record)) continue;
    const line = index + 1;
    const result = readRow((column) => {
      const position = positions.get(column);
      return position === undefined ? "" : (record[position] ?? "");
    }, line);
    if ("reasons" in result) {
      rejected.push({ line, reason: result.reasons.join("; ") });
      continue;
    }
    const { row } = result;
    const key = productKey(row.size, row.manufacturer, row.model);
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) {
      rejected.push({ line, reason: `sama tuote (${row.size} ${row.manufacturer} ${row.model}) on jo rivillä ${earlier}` });
      continue;
    }
    if (row.vehicleType) {
      const first = vehicleOfSize.get(row.size);
      if (first && first.vehicleType !== row.vehicleType) {
        rejected.push({ line, reason: `koolle ${row.size} on rivillä ${first.line} annettu ajoneuvotyyppi ${first.vehicleType}, tässä ${row.vehicleType}` });
        continue;
      }
      if (!first) vehicleOfSize.set(row.size, { vehicleType: row.vehicleType, line });
    }
    firstLineOf.set(key, line);
    rows.push(row);
  }
  return { ok: true, columns: new Set(positions.keys()), ignoredColumns, rows, rejected };
}
