/**
 * The dry run of a catalogue import: which rows of a file create a product, which update one (and what
 * changes), which change nothing and which are rejected, given what the catalogue holds now. Pure: the
 * preview shows this plan and the import applies exactly it inside its transaction.
 */
import {
  type CatalogueColumn,
  type CatalogueRowValues,
  type ParsedCatalogueRow,
  type RejectedRow,
  type VehicleType,
  CATALOGUE_COLUMNS,
  catalogueCells,
  catalogueProductKey,
} from "./rules";
import { deliveryDaysCell, formatCents, monthlyFinancingCents } from "./cells.rules";
import { formatMarkings } from "~/lib/tyre-markings";

export type ExistingProduct = CatalogueRowValues & {
  id: number;
  /** The sale price, active or not: the database keeps it at or below the price. */
  salePriceCents: number | null;
};

export type ExistingCatalogue = {
  /** By catalogue size ('205/55R16'). */
  sizes: ReadonlyMap<string, { id: number; vehicleType: VehicleType }>;
  /** By lowercased name. */
  manufacturers: ReadonlyMap<string, { id: number; name: string }>;
  /** By `catalogueProductKey` (size, manufacturer and model, ignoring case). */
  products: ReadonlyMap<string, readonly ExistingProduct[]>;
};

export type CatalogueRow = CatalogueRowValues & { line: number };
export type CatalogueChange = { column: CatalogueColumn; from: string; to: string };
export type CatalogueUpdate = { row: CatalogueRow; productId: number; changes: CatalogueChange[] };

export type ImportPlan = {
  create: CatalogueRow[];
  update: CatalogueUpdate[];
  unchanged: number;
  rejected: RejectedRow[];
  /** Sizes the import adds, with their vehicle type. */
  newSizes: { size: string; vehicleType: VehicleType }[];
  /** Existing sizes whose vehicle type the file changes. */
  sizeTypeChanges: { sizeId: number; size: string; from: VehicleType; to: VehicleType }[];
  /** Manufacturers the import adds, spelled as the file first spells them. */
  newManufacturers: string[];
};

export const CSV_TEXTS = {
  title: "CSV-tuonti ja -vienti",
  exportTitle: "Vie luettelo",
  importTitle: "Tuo hinnasto",
  download: "Lataa CSV",
  downloadExcel: "Lataa CSV (Excel, puolipiste)",
  file: "CSV-tiedosto",
  text: "CSV-sisältö",
  preview: "Esikatsele",
  previewing: "Esikatsellaan...",
  apply: "Tuo muutokset",
  applying: "Tuodaan...",
  skipRejected: (n: number) => `Tuo kelvolliset rivit ja ohita ${n} ${n === 1 ? "hylätty rivi" : "hylättyä riviä"}`,
  nothingToImport: "Valitse CSV-tiedosto tai liitä sen sisältö tekstikenttään.",
  nothingToApply: "Tiedostossa ei ole tuotavia muutoksia.",
  changedSincePreview: "CSV:n sisältö muuttui esikatselun jälkeen. Tarkista uusi esikatselu ja tuo sitten.",
} as const;

/** The columns of a product that the file may change (size, manufacturer and model identify it). */
const COMPARED: readonly CatalogueColumn[] = CATALOGUE_COLUMNS.filter(
  (column) => column !== "koko" && column !== "valmistaja" && column !== "malli",
);

/** A product's values as the shop shows them in the preview: decimal commas, '|' between features. */
function displayCells(values: CatalogueRowValues): Record<CatalogueColumn, string> {
  const cells = catalogueCells(values, true);
  return Object.fromEntries(CATALOGUE_COLUMNS.map((column, index) => [column, cells[index]])) as Record<CatalogueColumn, string>;
}

export function diffCatalogueRow(before: CatalogueRowValues, after: CatalogueRowValues): CatalogueChange[] {
  const from = displayCells(before);
  const to = displayCells(after);
  return COMPARED.filter((column) => from[column] !== to[column]).map((column) => ({ column, from: from[column], to: to[column] }));
}

/** A row's full values: what the file gives, the rest from the current product (or the defaults). */
function mergeRow(
  row: ParsedCatalogueRow,
  current: ExistingProduct | undefined,
  vehicleType: VehicleType,
  manufacturerName: string,
  columns: ReadonlySet<CatalogueColumn>,
): CatalogueRow {
  const pick = <K extends keyof CatalogueRowValues>(column: CatalogueColumn, key: K, fallback: CatalogueRowValues[K]) =>
    columns.has(column) ? (row[key] as CatalogueRowValues[K]) : current ? current[key] : fallback;
  const priceChanged = !current || current.priceCents !== row.priceCents;
  let financingCents: number;
  if (row.financingCents !== null) {
    // As in the product form, a new price sets the financing unless the file changes the financing too.
    financingCents = current && priceChanged && row.financingCents === current.financingCents ? monthlyFinancingCents(row.priceCents) : row.financingCents;
  } else {
    financingCents = current && !priceChanged && !columns.has("rahoitus") ? current.financingCents : monthlyFinancingCents(row.priceCents);
  }
  return {
    line: row.line,
    size: row.size,
    vehicleType,
    manufacturer: current?.manufacturer ?? manufacturerName,
    model: current?.model ?? row.model,
    season: row.season,
    winterType: row.winterType,
    priceCents: row.priceCents,
    financingCents,
    stock: pick("varasto", "stock", 0),
    fuelEfficiency: pick("polttoainetehokkuus", "fuelEfficiency", null),
    wetGrip: pick("märkäpito", "wetGrip", null),
    noiseLevel: pick("melu_db", "noiseLevel", null),
    noiseClass: pick("meluluokka", "noiseClass", null),
    description: pick("kuvaus", "description", ""),
    features: pick("ominaisuudet", "features", []),
    // One column sets several values: kuormitus_nopeus the load indexes and the speed symbol, toimitus_pv both days.
    loadIndex: pick("kuormitus_nopeus", "loadIndex", null),
    loadIndexDual: pick("kuormitus_nopeus", "loadIndexDual", null),
    speedRating: pick("kuormitus_nopeus", "speedRating", null),
    extraLoad: pick("xl", "extraLoad", false),
    runFlat: pick("runflat", "runFlat", false),
    commercial: pick("c", "commercial", false),
    eprelId: pick("eprel", "eprelId", null),
    ean: pick("ean", "ean", null),
    deliveryDaysMin: pick("toimitus_pv", "deliveryDaysMin", null),
    deliveryDaysMax: pick("toimitus_pv", "deliveryDaysMax", null),
  };
}

/** The existing product a row means: same size, manufacturer and model, the exact spelling first. */
function matchProduct(existing: ExistingCatalogue, row: ParsedCatalogueRow): ExistingProduct | undefined {
  const candidates = existing.products.get(catalogueProductKey(row.size, row.manufacturer, row.model));
  if (!candidates || candidates.length === 0) return undefined;
  return candidates.find((product) => product.model === row.model) ?? candidates[0];
}

export function planCatalogueImport(
  parsed: { columns: ReadonlySet<CatalogueColumn>; rows: readonly ParsedCatalogueRow[]; rejected: readonly RejectedRow[] },
  existing: ExistingCatalogue,
): ImportPlan {
  const plan: ImportPlan = { create: [], update: [], unchanged: 0, rejected: [...parsed.rejected], newSizes: [], sizeTypeChanges: [], newManufacturers: [] };

  // A size's vehicle type: the one the file gives (the parser made sure rows agree), else the current one.
  const fileVehicle = new Map<string, VehicleType>();
  for (const row of parsed.rows) if (row.vehicleType && !fileVehicle.has(row.size)) fileVehicle.set(row.size, row.vehicleType);
  const vehicleOf = (size: string): VehicleType => fileVehicle.get(size) ?? existing.sizes.get(size)?.vehicleType ?? "henkilöauto";

  const newManufacturers = new Map<string, string>();
  const newSizes = new Set<string>();
  for (const row of parsed.rows) {
    const current = matchProduct(existing, row);
    const manufacturerKey = row.manufacturer.toLowerCase();
    const known = existing.manufacturers.get(manufacturerKey);
    const merged = mergeRow(row, current, vehicleOf(row.size), known?.name ?? newManufacturers.get(manufacturerKey) ?? row.manufacturer, parsed.columns);

    if (current && current.salePriceCents !== null && merged.priceCents < current.salePriceCents) {
      plan.rejected.push({
        line: row.line,
        reason: `hinta ${formatCents(merged.priceCents, true)} € on pienempi kuin tuotteen tarjoushinta ${formatCents(current.salePriceCents, true)} €; muuta tai poista tarjous ensin`,
      });
      continue;
    }
    if (!known && !newManufacturers.has(manufacturerKey)) newManufacturers.set(manufacturerKey, row.manufacturer);
    if (!existing.sizes.has(row.size)) newSizes.add(row.size);

    if (!current) {
      plan.create.push(merged);
      continue;
    }
    const changes = diffCatalogueRow(current, merged);
    if (changes.length === 0) plan.unchanged++;
    else plan.update.push({ row: merged, productId: current.id, changes });
  }

  plan.newSizes = [...newSizes].map((size) => ({ size, vehicleType: vehicleOf(size) }));
  for (const [size, to] of fileVehicle) {
    const current = existing.sizes.get(size);
    if (current && current.vehicleType !== to) plan.sizeTypeChanges.push({ sizeId: current.id, size, from: current.vehicleType, to });
  }
  plan.newManufacturers = [...newManufacturers.values()];
  plan.rejected.sort((a, b) => a.line - b.line);
  return plan;
}

/** 'Tuonti valmis: 3 uutta, 12 päivitettyä tuotetta.' */
export function importDoneMessage(created: number, updated: number): string {
  return `Tuonti valmis: ${created} ${created === 1 ? "uusi" : "uutta"}, ${updated} ${updated === 1 ? "päivitetty tuote" : "päivitettyä tuotetta"}.`;
}

// ---------------------------------------------------------------- what the preview shows

export const PREVIEW_ROW_LIMIT = 100;

export type PreviewRowView = {
  line: number;
  size: string;
  vehicleType: VehicleType;
  manufacturer: string;
  model: string;
  season: string;
  price: string;
  stock: number;
  /** '91H XL', '104/102T C', '' when none. */
  markings: string;
  /** 'EAN 6419440123456 · EPREL 381234', '' when neither. */
  codes: string;
  /** '1–3' working days, '' when not set. */
  deliveryDays: string;
};

/**
 * The plan as the preview page shows it: every count, but at most PREVIEW_ROW_LIMIT rows per table, so
 * the page of a 20,000-row file stays light.
 */
export function previewView(plan: ImportPlan & { rows: number; ignoredColumns: string[] }, limit = PREVIEW_ROW_LIMIT) {
  const rowView = (row: CatalogueRow): PreviewRowView => ({
    line: row.line,
    size: row.size,
    vehicleType: row.vehicleType,
    manufacturer: row.manufacturer,
    model: row.model,
    season: row.season === "summer" ? "kesä" : `talvi, ${row.winterType === "studded" ? "nasta" : "kitka"}`,
    price: formatCents(row.priceCents, true),
    stock: row.stock,
    markings: formatMarkings(row),
    codes: [row.ean ? `EAN ${row.ean}` : null, row.eprelId ? `EPREL ${row.eprelId}` : null].filter(Boolean).join(" · "),
    deliveryDays: deliveryDaysCell(row.deliveryDaysMin, row.deliveryDaysMax),
  });
  return {
    rows: plan.rows,
    counts: {
      create: plan.create.length,
      update: plan.update.length,
      unchanged: plan.unchanged,
      rejected: plan.rejected.length,
    },
    create: plan.create.slice(0, limit).map(rowView),
    update: plan.update.slice(0, limit).map(({ row, changes }) => ({ ...rowView(row), changes })),
    rejected: plan.rejected.slice(0, limit * 2),
    newSizes: plan.newSizes.map((size) => size.size),
    sizeTypeChanges: plan.sizeTypeChanges.map(({ size, from, to }) => ({ size, from, to })),
    newManufacturers: plan.newManufacturers,
    ignoredColumns: plan.ignoredColumns,
  };
}

export type PreviewView = ReturnType<typeof previewView>;
