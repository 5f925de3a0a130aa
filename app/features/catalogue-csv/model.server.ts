/**
 * The catalogue as CSV: the export of every product with its size, and the import of a wholesaler's price
 * list as a dry-run preview and then one all-or-nothing transaction. The rules of the file (columns,
 * validation, what changes) live in app/features/catalogue-csv/rules.ts and app/features/catalogue-csv/import.rules.ts; here is
 * only what needs the database. Every write is a set-based statement over a JSON array of rows, so a file
 * of thousands of rows costs a handful of round trips, never one per row.
 */
import { createHash } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { db } from "#db/client";
import { manufacturers, tyreProducts, tyreSizes } from "#db/schema";
import { type CsvFormat, type EuLabelClass, type NoiseClass, type RejectedRow, type TyreSeason, type VehicleType, type WinterType, STANDARD_FORMAT, UTF8_BOM, catalogueHeader, catalogueProductKey, catalogueRecord, parseCatalogueCsv } from "~/features/catalogue-csv/rules";
import { centsFromDecimal } from "~/features/catalogue-csv/cells.rules";
import { type ExistingCatalogue, type ExistingProduct, type ImportPlan, planCatalogueImport } from "~/features/catalogue-csv/import.rules";

import type { ProductMarkingValues, SpeedRating } from "~/lib/tyre-markings";
import { MARKING_COLUMNS } from "~/features/tyres/model.server";
import { type Transaction, chunks, databaseMessage, jsonParam, writeImportPlan } from "~/features/catalogue-csv/write.model.server";
import { describeChange } from "~/services/audit.server";

type Runner = typeof db | Transaction;

/** Any two imports wait for each other, whichever process runs them. */
const IMPORT_LOCK_ID = 727_275;
/** Sizes per export query: memory stays flat however large the catalogue is. */
const EXPORT_SIZES_PER_QUERY = 500;

// ---------------------------------------------------------------- reading the catalogue

const productColumns = {
  id: tyreProducts.id,
  size: tyreSizes.fullSize,
  vehicleType: tyreSizes.vehicleType,
  manufacturer: manufacturers.name,
  model: tyreProducts.model,
  season: tyreProducts.type,
  winterType: tyreProducts.winterType,
  price: tyreProducts.price,
  financingPrice: tyreProducts.financingPrice,
  stock: tyreProducts.stock,
  fuelEfficiency: tyreProducts.fuelEfficiency,
  wetGrip: tyreProducts.wetGrip,
  noiseLevel: tyreProducts.noiseLevel,
  noiseClass: tyreProducts.noiseClass,
  description: tyreProducts.description,
  features: tyreProducts.features,
  ...MARKING_COLUMNS,
  eprelId: tyreProducts.eprelId,
  ean: tyreProducts.ean,
  deliveryDaysMin: tyreProducts.deliveryDaysMin,
  deliveryDaysMax: tyreProducts.deliveryDaysMax,
  salePrice: tyreProducts.salePrice,
};

type ProductRecord = {
  id: number;
  size: string;
  vehicleType: VehicleType;
  manufacturer: string;
  model: string;
  season: TyreSeason;
  winterType: WinterType | null;
  price: string;
  financingPrice: string;
  stock: number;
  fuelEfficiency: string | null;
  wetGrip: string | null;
  noiseLevel: number | null;
  noiseClass: string | null;
  description: string;
  features: string[];
  salePrice: string | null;
} & Omit<ProductMarkingValues, "speedRating"> & { speedRating: string | null };

function toExistingProduct(row: ProductRecord): ExistingProduct {
  return {
    id: row.id,
    size: row.size,
    vehicleType: row.vehicleType,
    manufacturer: row.manufacturer,
    model: row.model,
    season: row.season,
    winterType: row.winterType,
    priceCents: centsFromDecimal(row.price) ?? 0,
    financingCents: centsFromDecimal(row.financingPrice) ?? 0,
    stock: row.stock,
    fuelEfficiency: row.fuelEfficiency as EuLabelClass | null,
    wetGrip: row.wetGrip as EuLabelClass | null,
    noiseLevel: row.noiseLevel,
    noiseClass: row.noiseClass as NoiseClass | null,
    description: row.description,
    features: row.features,
    loadIndex: row.loadIndex,
    loadIndexDual: row.loadIndexDual,
    speedRating: row.speedRating as SpeedRating | null,
    extraLoad: row.extraLoad,
    runFlat: row.runFlat,
    commercial: row.commercial,
    eprelId: row.eprelId,
    ean: row.ean,
    deliveryDaysMin: row.deliveryDaysMin,
    deliveryDaysMax: row.deliveryDaysMax,
    salePriceCents: centsFromDecimal(row.salePrice),
  };
}

const productOrder = [
  asc(tyreSizes.width),
  asc(tyreSizes.aspect),
  asc(tyreSizes.diameter),
  asc(sql`lower(${manufacturers.name})`),
  asc(sql`lower(${tyreProducts.model})`),
  asc(tyreProducts.id),
];

/** What the catalogue holds for the sizes a file names: the sizes, every manufacturer and their products. */
async function loadExisting(runner: Runner, sizes: readonly string[]): Promise<ExistingCatalogue> {
  const named = sql`${tyreSizes.fullSize} in (select jsonb_array_elements_text(${jsonParam([...new Set(sizes)])}))`;
  const [sizeRows, manufacturerRows, productRows] = await Promise.all([
    runner.select({ id: tyreSizes.id, size: tyreSizes.fullSize, vehicleType: tyreSizes.vehicleType }).from(tyreSizes).where(named),
    runner.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers),
    runner
      .select(productColumns)
      .from(tyreProducts)
      .innerJoin(tyreSizes, eq(tyreSizes.id, tyreProducts.sizeId))
      .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
      .where(named)
      .orderBy(asc(tyreProducts.id)),
  ]);
  const products = new Map<string, ExistingProduct[]>();
  for (const row of productRows) {
    const product = toExistingProduct(row);
    const key = catalogueProductKey(product.size, product.manufacturer, product.model);
    products.set(key, [...(products.get(key) ?? []), product]);
  }
  return {
    sizes: new Map(sizeRows.map((row) => [row.size, { id: row.id, vehicleType: row.vehicleType }])),
    manufacturers: new Map(manufacturerRows.map((row) => [row.name.toLowerCase(), row])),
    products,
  };
}

// ---------------------------------------------------------------- export

/** How many sizes and products the catalogue has (the import drawer tells it). */
export async function catalogueCounts(): Promise<{ sizes: number; products: number }> {
  const [sizes, products] = await Promise.all([db.$count(tyreSizes), db.$count(tyreProducts)]);
  return { sizes, products };
}

/** The whole catalogue as CSV chunks: the header, then one row per product ordered by size. */
export async function* catalogueCsvChunks(format: CsvFormat = STANDARD_FORMAT): AsyncGenerator<string> {
  yield `${UTF8_BOM}${catalogueHeader(format)}`;
  const sizeIds = await db
    .select({ id: tyreSizes.id })
    .from(tyreSizes)
    .orderBy(asc(tyreSizes.width), asc(tyreSizes.aspect), asc(tyreSizes.diameter), asc(tyreSizes.id));
  for (const batch of chunks(sizeIds.map((row) => row.id), EXPORT_SIZES_PER_QUERY)) {
    const rows = await db
      .select(productColumns)
      .from(tyreProducts)
      .innerJoin(tyreSizes, eq(tyreSizes.id, tyreProducts.sizeId))
      .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
      .where(inArray(tyreProducts.sizeId, batch))
      .orderBy(...productOrder);
    if (rows.length > 0) yield rows.map((row) => catalogueRecord(toExistingProduct(row), format)).join("");
  }
}

/** The export as a byte stream for a download response. */
export function exportCatalogueCsv(format: CsvFormat = STANDARD_FORMAT): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const source = catalogueCsvChunks(format);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await source.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await source.return(undefined);
    },
  });
}

/** The export as one string (tests, small catalogues). */
export async function exportCatalogueCsvText(format: CsvFormat = STANDARD_FORMAT): Promise<string> {
  let text = "";
  for await (const chunk of catalogueCsvChunks(format)) text += chunk;
  return text;
}

// ---------------------------------------------------------------- import

export type CataloguePreview = ImportPlan & { rows: number; ignoredColumns: string[] };
export type PreviewResult = ({ ok: true } & CataloguePreview) | { ok: false; error: string };

/** A fingerprint of the previewed text, so an import applies only what the admin saw. */
export function catalogueDigest(csvText: string): string {
  return createHash("sha256").update(normaliseCsvText(csvText)).digest("base64url");
}

/** Line breaks as LF and no byte order mark: a textarea posts CRLF whatever it was given. */
export function normaliseCsvText(csvText: string): string {
  return csvText.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
}

async function plan(runner: Runner, csvText: string): Promise<PreviewResult> {
  const parsed = parseCatalogueCsv(csvText);
  if (!parsed.ok) return parsed;
  const existing = await loadExisting(runner, parsed.rows.map((row) => row.size));
  const result = planCatalogueImport(parsed, existing);
  return { ok: true, ...result, rows: parsed.rows.length + parsed.rejected.length, ignoredColumns: parsed.ignoredColumns };
}

/** The dry run: what importing the file would do now, changing nothing. */
export function previewCatalogueImport(csvText: string): Promise<PreviewResult> {
  return plan(db, csvText);
}

export type ApplyResult =
  | { ok: true; created: number; updated: number; unchanged: number; skipped: number; newSizes: number; newManufacturers: number; ms: number }
  | { ok: false; error: string; rejected?: RejectedRow[] };

class RejectedRows extends Error {
  constructor(readonly rejected: RejectedRow[]) {
    super("rejected rows");
  }
}

/**
 * Validates the file again against the catalogue as it is now and applies it in one transaction: every
 * row or none. With rejected rows nothing is written unless `skipRejected` says to import the rest.
 * Afterwards the planner statistics are refreshed (PGlite has no autovacuum; docs/decisions/0006).
 */
export async function applyCatalogueImport(csvText: string, options: { skipRejected?: boolean } = {}): Promise<ApplyResult> {
  const started = performance.now();
  let outcome: Extract<ApplyResult, { ok: true }>;
  try {
    outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
      const result = await plan(tx, csvText);
      if (!result.ok) throw new FileError(result.error);
      if (result.rejected.length > 0 && !options.skipRejected) throw new RejectedRows(result.rejected);
      await writeImportPlan(tx, result);
      return {
        ok: true as const,
        created: result.create.length,
        updated: result.update.length,
        unchanged: result.unchanged,
        skipped: result.rejected.length,
        newSizes: result.newSizes.length,
        newManufacturers: result.newManufacturers.length,
        ms: 0,
      };
    });
  } catch (error) {
    if (error instanceof FileError) return { ok: false, error: error.message };
    if (error instanceof RejectedRows) {
      return {
        ok: false,
        error: `Tuontia ei tehty: ${error.rejected.length} ${error.rejected.length === 1 ? "rivi hylättiin" : "riviä hylättiin"}. Korjaa rivit tai valitse hylättyjen rivien ohitus.`,
        rejected: error.rejected,
      };
    }
    console.error("Luettelon tuonti epäonnistui:", error);
    return { ok: false, error: `Tuonti epäonnistui, mitään ei muutettu: ${databaseMessage(error)}` };
  }
  // One entry for the whole file: the rows' own before/after would be thousands of lines.
  describeChange(
    "import",
    `Tuonti: ${outcome.created + outcome.updated + outcome.unchanged} riviä (uusia tuotteita ${outcome.created}, muutettuja ${outcome.updated}, ennallaan ${outcome.unchanged}, ohitettuja ${outcome.skipped}, uusia kokoja ${outcome.newSizes}, uusia valmistajia ${outcome.newManufacturers})`,
    "tyre_products",
  );
  if (outcome.created + outcome.updated + outcome.newSizes > 0) {
    await db.execute(sql`analyze tyre_sizes`);
    await db.execute(sql`analyze tyre_products`);
  }
  return { ...outcome, ms: Math.round(performance.now() - started) };
}

class FileError extends Error {}
