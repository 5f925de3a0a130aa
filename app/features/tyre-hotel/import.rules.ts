/**
 * CSV import of an existing tyre-hotel register (the shop's old program or spreadsheet): one row is one
 * stored set with its customer and vehicle. Pure: reading the file (columns, cells, row errors with the
 * row numbers a spreadsheet shows). What the import would do given what the register holds, its preview
 * and the template are in import-plan.rules.ts; import.server.ts writes it.
 *
 * Matching: a customer by e-mail, else by phone (digits, +358 read as 0), else by the vehicle's owner;
 * a vehicle by its registration (rules.ts normaliseRegistration); a set by vehicle and season. A set that
 * is already stored is left as it is, one checked out is checked in again, otherwise a new set is made, so
 * the same file imported twice creates nothing new. Existing customers' details are never changed.
 */
import type { TyreSeason } from "#db/schema/enum-values";
import { parseCsvFlag } from "~/features/catalogue-csv/cells.rules";
import { type CsvDelimiter, parseCsv, stripBom } from "~/lib/csv";
import { hasControlCharacters } from "~/lib/control-characters";
import { isCalendarDay } from "~/lib/helsinki-time";
import { readTypedDecimal } from "~/lib/typed-number";
import { isCanonicalTyreSize, normaliseTyreSize } from "~/lib/tyre-size";
import { SEASON_LABEL, TYRE_POSITIONS, normaliseLocation, normaliseRegistration, parseDot } from "./rules";

export const HOTEL_IMPORT_COLUMNS = [
  "nimi",
  "puhelin",
  "sahkoposti",
  "muistutukset",
  "rekisterinumero",
  "merkki_ja_malli",
  "kausi",
  "rengaskoko",
  "renkaat",
  "vanteet",
  "paikka",
  "dot",
  "urasyvyys",
  "sisaankirjaus",
  "lisatiedot",
] as const;
export type HotelImportColumn = (typeof HOTEL_IMPORT_COLUMNS)[number];

/** A file without these is refused as a whole; the others may be left out (empty). */
export const REQUIRED_HOTEL_COLUMNS: readonly HotelImportColumn[] = ["nimi", "rekisterinumero", "kausi", "rengaskoko", "paikka"];

/** Bounded before the file is parsed at all. */
export const MAX_HOTEL_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_HOTEL_IMPORT_ROWS = 10_000;
/** At most this many tyres in a set (four, the spare and one more: the schema's limit). */
export const MAX_TYRES = TYRE_POSITIONS.length;
export const MAX_TREAD_MM = 20;

const LIMITS = { name: 100, phone: 40, email: 254, makeModel: 80, brandModel: 100, notes: 2000 } as const;

/** What each column holds, as the page documents it (and the template's example row). */
export const HOTEL_IMPORT_COLUMN_HELP: Record<HotelImportColumn, { help: string; example: string; required?: boolean }> = {
  nimi: { help: "Asiakkaan nimi", example: "Maija Meikäläinen", required: true },
  puhelin: { help: "Puhelinnumero (puhelin tai sähköposti tarvitaan)", example: "040 123 4567" },
  sahkoposti: { help: "Sähköpostiosoite", example: "maija@example.com" },
  muistutukset: { help: "Suostumus kausimuistutukseen sähköpostilla: kyllä tai ei (tyhjä = ei)", example: "kyllä" },
  rekisterinumero: { help: "Ajoneuvon rekisterinumero", example: "ABC-123", required: true },
  merkki_ja_malli: { help: "Ajoneuvon merkki ja malli", example: "Toyota Corolla" },
  kausi: { help: "Säilytettävien renkaiden kausi: kesä tai talvi", example: "talvi", required: true },
  rengaskoko: { help: "Rengaskoko, esim. 205/55R16", example: "205/55R16", required: true },
  renkaat: { help: "Renkaiden merkki ja malli", example: "Nokian Hakkapeliitta R5" },
  vanteet: { help: "Renkaat vanteilla: kyllä tai ei (tyhjä = ei)", example: "kyllä" },
  paikka: { help: "Varastopaikka muodossa hylly/paikka", example: "A3/12", required: true },
  dot: { help: "DOT-viikot (VVYY) renkaittain, enintään 6, välilyönnillä tai /-merkillä erotettuina", example: "1223 1223 0922 0922" },
  urasyvyys: { help: "Urasyvyydet millimetreinä renkaittain samassa järjestyksessä, desimaalipilkku tai -piste", example: "6,5 6,5 7 7" },
  sisaankirjaus: { help: "Sisäänkirjauksen päivä muodossa p.k.vvvv (tyhjä = tuontipäivä)", example: "15.10.2025" },
  lisatiedot: { help: "Lisätiedot sarjasta", example: "Vasen etu paikattu" },
};

export const HOTEL_IMPORT_TEXTS = {
  title: "Tuo rekisteri CSV-tiedostosta",
  file: "CSV-tiedosto",
  text: "CSV-sisältö",
  preview: "Esikatsele",
  previewing: "Esikatsellaan...",
  apply: "Tuo rekisteriin",
  applying: "Tuodaan...",
  template: "Lataa CSV-malli",
  nothingToImport: "Valitse CSV-tiedosto tai liitä sen sisältö tekstikenttään.",
  nothingToApply: "Tiedostossa ei ole tuotavaa: kaikki sarjat ovat jo rekisterissä.",
  changedSincePreview: "CSV:n sisältö muuttui esikatselun jälkeen. Tarkista uusi esikatselu ja tuo sitten.",
  notCsv: "Tiedosto ei ole CSV-tekstiä. Tallenna taulukko CSV-muodossa (UTF-8, erottimena puolipiste tai pilkku) ja yritä uudelleen.",
  badCharacters: "Tiedostossa on ohjausmerkkejä (esimerkiksi NUL-tavuja), joita CSV-tekstissä ei voi olla. Tallenna taulukko CSV-muodossa ja yritä uudelleen.",
  onlyHeader: "Tiedostossa on vain otsikkorivi: lisää jokaiselle säilytettävälle sarjalle oma rivinsä.",
  empty: "Tiedosto on tyhjä.",
  tooManyRows: `Tiedostossa on yli ${MAX_HOTEL_IMPORT_ROWS.toLocaleString("fi-FI")} riviä. Jaa se osiin ja tuo osat yksi kerrallaan.`,
  rejectedNothingDone: (count: number) =>
    `Tuontia ei tehty: ${count} ${count === 1 ? "rivi hylättiin" : "riviä hylättiin"}. Korjaa rivit ja esikatsele uudelleen; mitään ei tallennettu.`,
} as const;

export const tooLargeMessage = (bytes?: number) => {
  const megabytes = (value: number) => (value / (1024 * 1024)).toLocaleString("fi-FI", { maximumFractionDigits: 1 });
  return `Tiedosto on liian suuri${bytes ? ` (${megabytes(bytes)} Mt)` : ""}. Yhdellä kertaa voi tuoda enintään ${megabytes(MAX_HOTEL_IMPORT_BYTES)} Mt.`;
};

// ---------------------------------------------------------------- cells

export type TyreReading = { position: string; dot: string | null; treadMm: number | null };

/** '0401234567' for '040 123 4567', '+358 40 123 4567' and '00358401234567': the key customers are matched by. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+358")) return `0${digits.slice(3)}`;
  if (digits.startsWith("00358")) return `0${digits.slice(5)}`;
  return digits;
}

export const emailKey = (email: string) => email.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]+$/;

const SEASON_WORDS: Record<string, TyreSeason> = {
  kesä: "summer",
  kesa: "summer",
  kesärenkaat: "summer",
  kesarenkaat: "summer",
  summer: "summer",
  talvi: "winter",
  talvirenkaat: "winter",
  winter: "winter",
};

/** The season of a cell ('kesä', 'Talvi', 'talvirenkaat'); null for anything else. */
export function parseSeasonCell(cell: string): TyreSeason | null {
  return SEASON_WORDS[cell.trim().toLowerCase()] ?? null;
}

/** A yes/no cell (kyllä/ei, k/e, 1/0, x/empty, yes/no); null for anything else. */
export const parseYesNo = (cell: string): boolean | null => parseCsvFlag(cell);

/** The parts of a list cell: '1223 1223 0922 0922', '1223/1223/0922/0922', '6,5 / 6,5 / 7 / 7'. */
const listParts = (cell: string) => cell.trim().split(/\s*\/\s*|\s+/).filter((part) => part !== "");
/** '-' or '?' stands for a value that could not be read (the tyre is counted, its value unknown). */
const UNKNOWN = /^[-?–]$/;

/** The DOT weeks of a cell, as the register keeps them ('WWYY'); a string is the reason it cannot be read. */
export function parseDotList(cell: string): (string | null)[] | string {
  // 'DOT 1223' as moulded on the sidewall: the word is not a value.
  const parts = listParts(cell.replace(/\bdot\b/gi, " "));
  if (parts.length > MAX_TYRES) return `dot: enintään ${MAX_TYRES} arvoa (nyt ${parts.length})`;
  const dots: (string | null)[] = [];
  for (const part of parts) {
    if (UNKNOWN.test(part)) {
      dots.push(null);
      continue;
    }
    const parsed = parseDot(part);
    if (!parsed) return `dot: "${part.slice(0, 20)}" ei ole DOT-viikko (neljä numeroa VVYY, esim. 1223)`;
    dots.push(`${String(parsed.week).padStart(2, "0")}${String(parsed.year % 100).padStart(2, "0")}`);
  }
  return dots;
}

/** The tread depths of a cell in mm (comma or dot decimals, one decimal kept); a string is the reason. */
export function parseTreadList(cell: string): (number | null)[] | string {
  const parts = listParts(cell);
  if (parts.length > MAX_TYRES) return `urasyvyys: enintään ${MAX_TYRES} arvoa (nyt ${parts.length})`;
  const treads: (number | null)[] = [];
  for (const part of parts) {
    if (UNKNOWN.test(part)) {
      treads.push(null);
      continue;
    }
    const read = readTypedDecimal(part.replace(/mm$/i, ""));
    if (read.kind !== "number" || read.negative || read.value > MAX_TREAD_MM) {
      return `urasyvyys: "${part.slice(0, 20)}" ei ole urasyvyys millimetreinä (0–${MAX_TREAD_MM}, esim. 6,5)`;
    }
    treads.push(Math.round(read.value * 10) / 10);
  }
  return treads;
}

/** A Finnish date 'd.m.yyyy' (or 'yyyy-mm-dd') as a calendar day 'YYYY-MM-DD'; null when it is not a real day. */
export function parseFinnishDate(cell: string): string | null {
  const text = cell.trim();
  const finnish = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const day = finnish ? `${finnish[3]}-${finnish[2].padStart(2, "0")}-${finnish[1].padStart(2, "0")}` : text;
  return isCalendarDay(day) ? day : null;
}

/** The tyres of a set from its DOT and tread lists: positions in TYRE_POSITIONS order, four when both are empty. */
export function tyresOf(dots: readonly (string | null)[], treads: readonly (number | null)[]): TyreReading[] | string {
  if (dots.length > 0 && treads.length > 0 && dots.length !== treads.length) {
    return `dot-viikkoja on ${dots.length} mutta urasyvyyksiä ${treads.length}: anna kummallekin yhtä monta arvoa`;
  }
  const count = Math.max(dots.length, treads.length) || 4;
  return TYRE_POSITIONS.slice(0, count).map((position, index) => ({
    position: position.code,
    dot: dots[index] ?? null,
    treadMm: treads[index] ?? null,
  }));
}

// ---------------------------------------------------------------- rows

export type HotelImportRow = {
  /** The row number as a spreadsheet shows it (the header is row 1). */
  line: number;
  name: string;
  phone: string | null;
  email: string | null;
  consent: boolean;
  registration: string;
  makeModel: string | null;
  season: TyreSeason;
  size: string;
  brandModel: string | null;
  withRims: boolean;
  location: string;
  tyres: TyreReading[];
  /** Calendar day 'YYYY-MM-DD'; null: the day of the import. */
  checkedInOn: string | null;
  notes: string | null;
};

export type RejectedHotelRow = { line: number; reason: string };

export type ParsedHotelFile =
  | { ok: true; delimiter: CsvDelimiter; ignoredColumns: string[]; rows: HotelImportRow[]; rejected: RejectedHotelRow[] }
  | { ok: false; error: string };

export const rejectionText = (row: RejectedHotelRow) => `Rivi ${row.line}: ${row.reason}`;

/** A header cell as a column name: case, spaces, hyphens and å/ä/ö do not matter ('Sähköposti' → 'sahkoposti'). */
export function columnName(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[åä]/g, "a")
    .replace(/ö/g, "o")
    .replace(/[\s-]+/g, "_");
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
const optional = (text: string) => (text === "" ? null : text);
const quoted = (text: string) => `"${text.length > 30 ? `${text.slice(0, 30)}…` : text}"`;

/** One data record: its values, or every reason it cannot be imported. `today` is the import's calendar day. */
export function readHotelRow(cell: (column: HotelImportColumn) => string, line: number, today: string): { row: HotelImportRow } | { reasons: string[] } {
  const reasons: string[] = [];
  const fail = (reason: string) => {
    reasons.push(reason);
    return null;
  };

  const name = oneLine(cell("nimi"));
  if (name === "") fail("nimi puuttuu");
  else if (name.length > LIMITS.name) fail(`nimi on yli ${LIMITS.name} merkkiä`);

  const phone = optional(oneLine(cell("puhelin")));
  if (phone !== null) {
    const digits = phone.replace(/\D/g, "").length;
    if (phone.length > LIMITS.phone || !PHONE.test(phone) || digits < 5 || digits > 15) fail(`puhelinnumero ${quoted(phone)} ei kelpaa`);
  }
  const email = optional(cell("sahkoposti").trim());
  if (email !== null && (email.length > LIMITS.email || !EMAIL.test(email))) fail(`sähköpostiosoite ${quoted(email)} ei kelpaa`);
  if (phone === null && email === null) fail("puhelin tai sähköposti tarvitaan");

  const consentText = cell("muistutukset");
  const consent = parseYesNo(consentText) ?? fail(`muistutukset: ${quoted(consentText.trim())} ei ole kyllä tai ei`);
  if (consent && email === null) fail("muistutukset: kyllä vaatii sähköpostiosoitteen");

  const registrationText = cell("rekisterinumero").trim();
  const registration =
    registrationText === "" ? fail("rekisterinumero puuttuu") : (normaliseRegistration(registrationText) ?? fail(`rekisterinumero ${quoted(registrationText)} ei kelpaa`));

  const makeModel = optional(oneLine(cell("merkki_ja_malli")));
  if (makeModel && makeModel.length > LIMITS.makeModel) fail(`merkki ja malli on yli ${LIMITS.makeModel} merkkiä`);

  const seasonText = cell("kausi").trim();
  const season = seasonText === "" ? fail("kausi puuttuu") : (parseSeasonCell(seasonText) ?? fail(`kausi ${quoted(seasonText)} ei ole kesä tai talvi`));

  const sizeText = cell("rengaskoko").trim();
  const normalisedSize = normaliseTyreSize(sizeText);
  const size = sizeText === "" ? fail("rengaskoko puuttuu") : isCanonicalTyreSize(normalisedSize) ? normalisedSize : fail(`tuntematon rengaskoko ${quoted(sizeText)}`);

  const brandModel = optional(oneLine(cell("renkaat")));
  if (brandModel && brandModel.length > LIMITS.brandModel) fail(`renkaat: merkki ja malli on yli ${LIMITS.brandModel} merkkiä`);

  const rimsText = cell("vanteet");
  const withRims = parseYesNo(rimsText) ?? fail(`vanteet: ${quoted(rimsText.trim())} ei ole kyllä tai ei`);

  const locationText = cell("paikka").trim();
  const location =
    locationText === "" ? fail("paikka puuttuu") : (normaliseLocation(locationText) ?? fail(`paikka ${quoted(locationText)} ei ole muotoa hylly/paikka (esim. A3/12)`));

  const dots = parseDotList(cell("dot"));
  if (typeof dots === "string") fail(dots);
  const treads = parseTreadList(cell("urasyvyys"));
  if (typeof treads === "string") fail(treads);
  let tyres: TyreReading[] | null = null;
  if (typeof dots !== "string" && typeof treads !== "string") {
    const read = tyresOf(dots, treads);
    tyres = typeof read === "string" ? fail(read) : read;
  }

  const dateText = cell("sisaankirjaus").trim();
  let checkedInOn: string | null = null;
  if (dateText !== "") {
    checkedInOn = parseFinnishDate(dateText);
    if (checkedInOn === null) fail(`sisäänkirjaus ${quoted(dateText)} ei ole päivämäärä muodossa p.k.vvvv`);
    else if (checkedInOn > today) fail(`sisäänkirjaus ${dateText} on tulevaisuudessa`);
  }

  const notes = optional(cell("lisatiedot").trim());
  if (notes && notes.length > LIMITS.notes) fail(`lisätiedot on yli ${LIMITS.notes} merkkiä`);

  if (reasons.length > 0) return { reasons };
  return {
    row: {
      line,
      name,
      phone,
      email,
      consent: consent!,
      registration: registration!,
      makeModel,
      season: season!,
      size: size!,
      brandModel,
      withRims: withRims!,
      location: location!,
      tyres: tyres!,
      checkedInOn,
      notes,
    },
  };
}

/**
 * Reads the whole file: refused as a whole when it is not CSV text, has no required columns, no data
 * rows or too many; otherwise every row either read or rejected with its reasons (row numbers as a
 * spreadsheet shows them; a blank row counts but is skipped). Rows that repeat a vehicle and season or a
 * place of an earlier row are rejected.
 */
export function parseHotelCsv(input: string, today: string): ParsedHotelFile {
  const text = stripBom(input);
  if (text.trim() === "") return { ok: false, error: HOTEL_IMPORT_TEXTS.empty };
  if (hasControlCharacters(text)) return { ok: false, error: HOTEL_IMPORT_TEXTS.badCharacters };
  const parsed = parseCsv(text);
  if (!parsed.ok) return parsed;
  const [header = [], ...records] = parsed.records;
  if (records.length > MAX_HOTEL_IMPORT_ROWS) return { ok: false, error: HOTEL_IMPORT_TEXTS.tooManyRows };

  const names = header.map(columnName);
  const index = new Map<string, number>();
  names.forEach((name, position) => {
    if (!index.has(name)) index.set(name, position);
  });
  const missing = REQUIRED_HOTEL_COLUMNS.filter((column) => !index.has(column));
  if (missing.length === REQUIRED_HOTEL_COLUMNS.length) return { ok: false, error: HOTEL_IMPORT_TEXTS.notCsv };
  if (missing.length > 0) {
    return { ok: false, error: `Tiedostosta puuttuu ${missing.length === 1 ? "sarake" : "sarakkeet"} ${missing.join(", ")}. Ensimmäisellä rivillä on oltava sarakkeiden nimet.` };
  }
  const known = new Set<string>(HOTEL_IMPORT_COLUMNS);
  const ignoredColumns = header.filter((_, position) => !known.has(names[position]) && header[position].trim() !== "").map((name) => name.trim().slice(0, 40));

  const rows: HotelImportRow[] = [];
  const rejected: RejectedHotelRow[] = [];
  const setLines = new Map<string, number>();
  const placeLines = new Map<string, number>();
  records.forEach((record, position) => {
    const line = position + 2;
    if (record.every((field) => field.trim() === "")) return;
    const cell = (column: HotelImportColumn) => {
      const at = index.get(column);
      return at === undefined ? "" : (record[at] ?? "");
    };
    const read = readHotelRow(cell, line, today);
    if ("reasons" in read) {
      rejected.push({ line, reason: read.reasons.join("; ") });
      return;
    }
    const { row } = read;
    const setKey = `${row.registration}|${row.season}`;
    const earlierSet = setLines.get(setKey);
    if (earlierSet !== undefined) {
      rejected.push({ line, reason: `ajoneuvon ${row.registration} ${SEASON_LABEL[row.season].toLowerCase()} ovat jo rivillä ${earlierSet}` });
      return;
    }
    const earlierPlace = placeLines.get(row.location);
    if (earlierPlace !== undefined) {
      rejected.push({ line, reason: `paikka ${row.location} on jo rivin ${earlierPlace} sarjalla` });
      return;
    }
    setLines.set(setKey, line);
    placeLines.set(row.location, line);
    rows.push(row);
  });
  if (rows.length === 0 && rejected.length === 0) return { ok: false, error: HOTEL_IMPORT_TEXTS.onlyHeader };
  return { ok: true, delimiter: parsed.delimiter, ignoredColumns, rows, rejected };
}
