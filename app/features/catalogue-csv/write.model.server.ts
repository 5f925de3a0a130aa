/**
 * The catalogue import's writes (model.server.ts plans and locks; this runs inside its transaction):
 * sizes, manufacturers and products in a few set-based statements per chunk of rows, each a JSON array
 * that Postgres turns into rows, whatever the file's length.
 */
import { inArray, sql } from "drizzle-orm";
import type { db } from "#db/client";
import { manufacturers, tyreSizes } from "#db/schema";
import type { CatalogueRowValues } from "~/features/catalogue-csv/rules";
import { formatCents } from "~/features/catalogue-csv/cells.rules";
import { type ImportPlan } from "~/features/catalogue-csv/import.rules";
import { findOrCreateManufacturers } from "~/features/manufacturers/model.server";

export type Transaction = Parameters<Parameters<typeof db.transaction>[0]>[0];

/** Rows per statement: keeps each JSON parameter a few megabytes at most. */
const CHUNK = 5_000;

export const chunks = <T>(items: readonly T[], size = CHUNK): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** A JSON array as one query parameter: `jsonb_to_recordset` turns it into rows inside Postgres. */
export const jsonParam = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** Postgres' own words (Drizzle wraps them in the failed query), or the constraint that refused a row. */
export function databaseMessage(error: unknown): string {
  const cause = ((error as { cause?: unknown })?.cause ?? error) as { message?: unknown; constraint?: unknown; constraint_name?: unknown };
  // PGlite names it `constraint`, postgres.js `constraint_name`.
  const constraint = cause.constraint ?? cause.constraint_name;
  if (typeof constraint === "string") return `tietokanta hylkäsi rivin (ehto ${constraint}).`;
  const message = typeof cause.message === "string" ? cause.message : String(error);
  return message.length > 200 ? `${message.slice(0, 200)}…` : message;
}

/** The plan's writes: manufacturers, sizes, then products, each a set-based statement per chunk. */
export async function writeImportPlan(tx: Transaction, plan: ImportPlan): Promise<void> {
  const manufacturerIds = new Map<string, number>();
  const created = await findOrCreateManufacturers(plan.newManufacturers, tx);
  for (const [key, manufacturer] of created) manufacturerIds.set(key, manufacturer.id);
  const needed = [...plan.create, ...plan.update.map((update) => update.row)];
  const missingNames = [...new Set(needed.map((row) => row.manufacturer.toLowerCase()))].filter((key) => !manufacturerIds.has(key));
  if (missingNames.length > 0) {
    const rows = await tx
      .select({ id: manufacturers.id, name: manufacturers.name })
      .from(manufacturers)
      .where(inArray(sql`lower(${manufacturers.name})`, missingNames));
    for (const row of rows) manufacturerIds.set(row.name.toLowerCase(), row.id);
  }

  for (const batch of chunks(plan.newSizes)) {
    const rows = batch.map(({ size, vehicleType }) => {
      const [, width, aspect, diameter] = /^(\d+)\/(\d+)R(\d+)$/.exec(size)!;
      return { width: Number(width), aspect: Number(aspect), diameter: Number(diameter), vehicle_type: vehicleType };
    });
    await tx.execute(sql`
      insert into tyre_sizes (width, aspect, diameter, vehicle_type)
      select v.width, v.aspect, v.diameter, v.vehicle_type::vehicle_type
      from jsonb_to_recordset(${jsonParam(rows)}) as v(width integer, aspect integer, diameter integer, vehicle_type text)
      on conflict do nothing`);
  }
  for (const batch of chunks(plan.sizeTypeChanges)) {
    const rows = batch.map(({ sizeId, to }) => ({ id: sizeId, vehicle_type: to }));
    await tx.execute(sql`
      update tyre_sizes as s set vehicle_type = v.vehicle_type::vehicle_type, updated_at = now()
      from jsonb_to_recordset(${jsonParam(rows)}) as v(id integer, vehicle_type text)
      where s.id = v.id`);
  }
  const sizeRows = await tx
    .select({ id: tyreSizes.id, size: tyreSizes.fullSize })
    .from(tyreSizes)
    .where(sql`${tyreSizes.fullSize} in (select jsonb_array_elements_text(${jsonParam([...new Set(plan.create.map((row) => row.size))])}))`);
  const sizeIds = new Map(sizeRows.map((row) => [row.size, row.id]));

  for (const batch of chunks(plan.create)) {
    const rows = batch.map((row) => ({
      size_id: sizeIds.get(row.size),
      manufacturer_id: manufacturerIds.get(row.manufacturer.toLowerCase()),
      model: row.model,
      ...productValues(row),
    }));
    await tx.execute(sql`
      insert into tyre_products (size_id, manufacturer_id, model, ${PRODUCT_VALUE_COLUMNS})
      select v.size_id, v.manufacturer_id, v.model, ${PRODUCT_VALUE_CASTS}
      from jsonb_to_recordset(${jsonParam(rows)}) as v(size_id integer, manufacturer_id integer, model text, ${PRODUCT_VALUE_TYPES})
      on conflict (size_id, manufacturer_id, model) do update set ${PRODUCT_VALUE_UPDATES}, updated_at = now()`);
  }
  for (const batch of chunks(plan.update)) {
    const rows = batch.map(({ productId, row }) => ({ id: productId, ...productValues(row) }));
    await tx.execute(sql`
      update tyre_products as p set ${PRODUCT_VALUE_FROM_V}, updated_at = now()
      from jsonb_to_recordset(${jsonParam(rows)}) as v(id integer, ${PRODUCT_VALUE_TYPES})
      where p.id = v.id`);
  }
}

/** The product columns an import writes, as JSON fields named like the table's columns. */
function productValues(row: CatalogueRowValues) {
  return {
    type: row.season,
    winter_type: row.winterType,
    price: formatCents(row.priceCents),
    financing_price: formatCents(row.financingCents),
    stock: row.stock,
    fuel_efficiency: row.fuelEfficiency,
    wet_grip: row.wetGrip,
    noise_level: row.noiseLevel,
    noise_class: row.noiseClass,
    description: row.description,
    features: row.features,
    load_index: row.loadIndex,
    load_index_dual: row.loadIndexDual,
    speed_rating: row.speedRating,
    extra_load: row.extraLoad,
    run_flat: row.runFlat,
    commercial: row.commercial,
    eprel_id: row.eprelId,
    ean: row.ean,
    delivery_days_min: row.deliveryDaysMin,
    delivery_days_max: row.deliveryDaysMax,
  };
}

/** [column, type in the JSON record, cast to the table's type]. */
const VALUE_COLUMNS: [string, string, string][] = [
  ["type", "text", "::tyre_season"],
  ["winter_type", "text", "::winter_type"],
  ["price", "numeric", ""],
  ["financing_price", "numeric", ""],
  ["stock", "integer", ""],
  ["fuel_efficiency", "text", "::eu_label_class"],
  ["wet_grip", "text", "::eu_label_class"],
  ["noise_level", "smallint", ""],
  ["noise_class", "text", "::noise_class"],
  ["description", "text", ""],
  ["features", "text[]", ""],
  ["load_index", "smallint", ""],
  ["load_index_dual", "smallint", ""],
  ["speed_rating", "text", ""],
  ["extra_load", "boolean", ""],
  ["run_flat", "boolean", ""],
  ["commercial", "boolean", ""],
  ["eprel_id", "text", ""],
  ["ean", "text", ""],
  ["delivery_days_min", "smallint", ""],
  ["delivery_days_max", "smallint", ""],
];
const PRODUCT_VALUE_COLUMNS = sql.raw(VALUE_COLUMNS.map(([name]) => name).join(", "));
const PRODUCT_VALUE_TYPES = sql.raw(VALUE_COLUMNS.map(([name, type]) => `${name} ${type}`).join(", "));
const PRODUCT_VALUE_CASTS = sql.raw(VALUE_COLUMNS.map(([name, , cast]) => `v.${name}${cast}`).join(", "));
const PRODUCT_VALUE_UPDATES = sql.raw(VALUE_COLUMNS.map(([name]) => `${name} = excluded.${name}`).join(", "));
const PRODUCT_VALUE_FROM_V = sql.raw(VALUE_COLUMNS.map(([name, , cast]) => `${name} = v.${name}${cast}`).join(", "));
