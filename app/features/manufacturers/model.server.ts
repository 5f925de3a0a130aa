import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { db } from "#db/client";
import { manufacturers, tyreProducts } from "#db/schema";
import { describeChange, noteChange, recordName, updateAudited } from "~/services/audit.server";
import { FALLBACK_MANUFACTURERS, type ManufacturerJson } from "~/features/manufacturers/rules";

export type Manufacturer = typeof manufacturers.$inferSelect;
export type ManufacturerInput = {
  name: string;
  country: string | null;
  logoUrl: string | null;
  website: string | null;
  description: string;
};

/** Any query runner: the database or a transaction, so imports can create manufacturers inside theirs. */
type Runner = Pick<typeof db, "select" | "insert">;

const sameName = (name: string) => sql`lower(${manufacturers.name}) = lower(${name.trim()})`;

/** Every manufacturer by name, with how many products each has (a manufacturer with products cannot be deleted). */
export async function listManufacturers(): Promise<(Manufacturer & { productCount: number })[]> {
  const products = db
    .select({ manufacturerId: tyreProducts.manufacturerId, n: count().as("n") })
    .from(tyreProducts)
    .groupBy(tyreProducts.manufacturerId)
    .as("product_counts");
  const rows = await db
    .select({ manufacturer: manufacturers, productCount: sql<number>`coalesce(${products.n}, 0)`.mapWith(Number) })
    .from(manufacturers)
    .leftJoin(products, eq(products.manufacturerId, manufacturers.id))
    .orderBy(asc(sql`lower(${manufacturers.name})`));
  return rows.map(({ manufacturer, productCount }) => ({ ...manufacturer, productCount }));
}

/** GET /api/manufacturers: the spec's shape `{ _id, name, logo, country, description, website }`, by name. */
export async function listManufacturersJson(): Promise<ManufacturerJson[]> {
  const rows = await db.select().from(manufacturers).orderBy(asc(sql`lower(${manufacturers.name})`));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    logo: row.logoUrl,
    country: row.country,
    description: row.description,
    website: row.website,
  }));
}

/**
 * Names for the product form's manufacturer combobox: the stored manufacturers, or the built-in list of
 * 19 brands when none can be loaded (spec: "If loading fails a built-in list of 19 tyre brands is used").
 */
export async function manufacturerNamesOrFallback(): Promise<{ names: string[]; fallback: boolean }> {
  try {
    const rows = await db.select({ name: manufacturers.name }).from(manufacturers).orderBy(asc(sql`lower(${manufacturers.name})`));
    return { names: rows.map((row) => row.name), fallback: false };
  } catch (error) {
    console.error("Valmistajien lataus epäonnistui, käytetään sisäänrakennettua listaa:", error);
    return { names: [...FALLBACK_MANUFACTURERS], fallback: true };
  }
}

export async function getManufacturer(id: number): Promise<Manufacturer | null> {
  const [row] = await db.select().from(manufacturers).where(eq(manufacturers.id, id));
  return row ?? null;
}

/** One manufacturer with how many products it has (the delete confirmation tells it in advance). */
export async function getManufacturerWithProductCount(id: number): Promise<(Manufacturer & { productCount: number }) | null> {
  const manufacturer = await getManufacturer(id);
  if (!manufacturer) return null;
  const [{ n }] = await db.select({ n: count() }).from(tyreProducts).where(eq(tyreProducts.manufacturerId, id));
  return { ...manufacturer, productCount: Number(n) };
}

export async function findManufacturerByName(name: string, runner: Runner = db): Promise<Manufacturer | null> {
  const [row] = await runner.select().from(manufacturers).where(sameName(name));
  return row ?? null;
}

/**
 * The manufacturer of that name (compared ignoring case), created with just the name when it is new:
 * the product form and the CSV import add unknown brands automatically.
 */
export async function findOrCreateManufacturer(name: string, runner: Runner = db): Promise<{ manufacturer: Manufacturer; created: boolean }> {
  const trimmed = name.trim();
  const existing = await findManufacturerByName(trimmed, runner);
  if (existing) return { manufacturer: existing, created: false };
  const [created] = await runner.insert(manufacturers).values({ name: trimmed }).onConflictDoNothing().returning();
  if (created) return { manufacturer: created, created: true };
  // Another request created it between the two statements.
  return { manufacturer: (await findManufacturerByName(trimmed, runner))!, created: false };
}

/**
 * Many names at once (the CSV import): one insert of the missing ones and one select, whatever the count.
 * Returns every name's manufacturer keyed by its lowercased, trimmed name.
 */
export async function findOrCreateManufacturers(names: readonly string[], runner: Runner = db): Promise<Map<string, Manufacturer>> {
  const byKey = new Map<string, string>();
  for (const name of names) {
    const trimmed = name.trim();
    if (trimmed !== "" && !byKey.has(trimmed.toLowerCase())) byKey.set(trimmed.toLowerCase(), trimmed);
  }
  const result = new Map<string, Manufacturer>();
  if (byKey.size === 0) return result;
  const keys = [...byKey.keys()];
  // The unique index is on lower(name): an existing one, whatever its case, is left as it is.
  await runner
    .insert(manufacturers)
    .values([...byKey.values()].map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await runner.select().from(manufacturers).where(inArray(sql`lower(${manufacturers.name})`, keys));
  for (const row of rows) result.set(row.name.toLowerCase(), row);
  return result;
}

/** True for Postgres' unique_violation, whichever driver raised it. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export type ManufacturerWriteResult = { ok: true; manufacturer: Manufacturer } | { ok: false; error: "duplicate" | "not_found" };

export async function createManufacturer(input: ManufacturerInput): Promise<ManufacturerWriteResult> {
  if (await findManufacturerByName(input.name)) return { ok: false, error: "duplicate" };
  try {
    const [row] = await db.insert(manufacturers).values({ ...input, name: input.name.trim() }).returning();
    noteChange(recordName(manufacturers, row.id), null, row);
    describeChange("create", `Lisäsi valmistajan ${row.name}`, recordName(manufacturers, row.id));
    return { ok: true, manufacturer: row };
  } catch (error) {
    // Another request created the same name between the check and the insert.
    if (isUniqueViolation(error)) return { ok: false, error: "duplicate" };
    throw error;
  }
}

export async function updateManufacturer(id: number, input: ManufacturerInput): Promise<ManufacturerWriteResult> {
  const clash = await findManufacturerByName(input.name);
  if (clash && clash.id !== id) return { ok: false, error: "duplicate" };
  try {
    const [row] = await updateAudited(manufacturers, eq(manufacturers.id, id), { ...input, name: input.name.trim(), updatedAt: new Date() });
    if (row) describeChange("update", `Muutti valmistajaa ${row.name}`, recordName(manufacturers, id));
    return row ? { ok: true, manufacturer: row } : { ok: false, error: "not_found" };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: "duplicate" };
    throw error;
  }
}

/** Deletes a manufacturer without products; one with products is refused (the database restricts it too). */
export async function deleteManufacturer(id: number): Promise<{ ok: true } | { ok: false; error: "has_products" | "not_found"; productCount?: number }> {
  const [{ n }] = await db.select({ n: count() }).from(tyreProducts).where(eq(tyreProducts.manufacturerId, id));
  if (Number(n) > 0) return { ok: false, error: "has_products", productCount: Number(n) };
  try {
    const deleted = await db.delete(manufacturers).where(eq(manufacturers.id, id)).returning();
    if (deleted[0]) {
      noteChange(recordName(manufacturers, id), deleted[0], null);
      describeChange("delete", `Poisti valmistajan ${deleted[0].name}`, recordName(manufacturers, id));
    }
    return deleted.length > 0 ? { ok: true } : { ok: false, error: "not_found" };
  } catch (error) {
    // A product was added between the count and the delete: the foreign key restricts it.
    if ((error as { code?: unknown }).code === "23503" || (error as { cause?: { code?: unknown } }).cause?.code === "23503") {
      const [{ n: now }] = await db.select({ n: count() }).from(tyreProducts).where(eq(tyreProducts.manufacturerId, id));
      return { ok: false, error: "has_products", productCount: Number(now) };
    }
    throw error;
  }
}
