import { asc, count, eq, sql } from "drizzle-orm";
import { db } from "#db/client";
import { manufacturers, tyreProducts } from "#db/schema";

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

export async function getManufacturer(id: number): Promise<Manufacturer | null> {
  const [row] = await db.select().from(manufacturers).where(eq(manufacturers.id, id));
  return row ?? null;
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

export type ManufacturerWriteResult = { ok: true; manufacturer: Manufacturer } | { ok: false; error: "duplicate" | "not_found" };

export async function createManufacturer(input: ManufacturerInput): Promise<ManufacturerWriteResult> {
  if (await findManufacturerByName(input.name)) return { ok: false, error: "duplicate" };
  const [row] = await db.insert(manufacturers).values({ ...input, name: input.name.trim() }).returning();
  return { ok: true, manufacturer: row };
}

export async function updateManufacturer(id: number, input: ManufacturerInput): Promise<ManufacturerWriteResult> {
  const clash = await findManufacturerByName(input.name);
  if (clash && clash.id !== id) return { ok: false, error: "duplicate" };
  const [row] = await db
    .update(manufacturers)
    .set({ ...input, name: input.name.trim(), updatedAt: new Date() })
    .where(eq(manufacturers.id, id))
    .returning();
  return row ? { ok: true, manufacturer: row } : { ok: false, error: "not_found" };
}

/** Deletes a manufacturer without products; one with products is refused (the database restricts it too). */
export async function deleteManufacturer(id: number): Promise<{ ok: true } | { ok: false; error: "has_products" | "not_found"; productCount?: number }> {
  const [{ n }] = await db.select({ n: count() }).from(tyreProducts).where(eq(tyreProducts.manufacturerId, id));
  if (Number(n) > 0) return { ok: false, error: "has_products", productCount: Number(n) };
  const deleted = await db.delete(manufacturers).where(eq(manufacturers.id, id)).returning({ id: manufacturers.id });
  return deleted.length > 0 ? { ok: true } : { ok: false, error: "not_found" };
}
