/**
 * The tyre catalogue as the admin tab 'Renkaiden hallinta' sees it: writes of sizes and products. The
 * filtered, paged list is in ./tyre-admin-list.server, sales in ./tyre-sales.server. The database bumps
 * the catalogue version on every write (a trigger), so the public pages' caches refresh by themselves.
 */
import { and, asc, count, eq, ne } from "drizzle-orm";
import { db } from "#db/client";
import { manufacturers, tyreProducts, tyreSizes } from "#db/schema";
import { VEHICLE_TYPE_LABELS, type VehicleType, financingAfterSave } from "~/features/tyres/admin.rules";
import { findOrCreateManufacturer } from "~/features/manufacturers/model.server";
import { describeChange, noteChange, recordName, updateAudited } from "~/services/audit.server";
import type { ProductMarkingValues } from "~/lib/tyre-markings";

export { type AdminTyreList, type AdminTyreProduct, type AdminTyreSize, listTyresForAdmin } from "./admin-list.model.server";

// ---------------------------------------------------------------- sizes

export type SizeInput = { width: number; aspect: number; diameter: number; vehicleType: VehicleType };
export type AdminSize = { id: number; fullSize: string; width: number; aspect: number; diameter: number; vehicleType: VehicleType };
export type SizeWriteResult = { ok: true; size: AdminSize } | { ok: false; error: "duplicate"; fullSize: string } | { ok: false; error: "not_found" };

const sizeColumns = {
  id: tyreSizes.id,
  fullSize: tyreSizes.fullSize,
  width: tyreSizes.width,
  aspect: tyreSizes.aspect,
  diameter: tyreSizes.diameter,
  vehicleType: tyreSizes.vehicleType,
};

const fullSizeOf = (input: SizeInput) => `${input.width}/${input.aspect}R${input.diameter}`;
const sameParts = (input: SizeInput) =>
  and(eq(tyreSizes.width, input.width), eq(tyreSizes.aspect, input.aspect), eq(tyreSizes.diameter, input.diameter));

/** True for Postgres' unique_violation, whichever driver raised it (Drizzle wraps it as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export async function getSize(id: number): Promise<(AdminSize & { productCount: number }) | null> {
  const [row] = await db.select(sizeColumns).from(tyreSizes).where(eq(tyreSizes.id, id));
  if (!row) return null;
  const [{ n }] = await db.select({ n: count() }).from(tyreProducts).where(eq(tyreProducts.sizeId, id));
  return { ...row, productCount: Number(n) };
}

/** Every size for the product form's size select, in size order. */
/** The id of a size in the catalogue form ('205/55R16'), or null. */
export async function sizeIdOf(fullSize: string): Promise<number | null> {
  const [row] = await db.select({ id: tyreSizes.id }).from(tyreSizes).where(eq(tyreSizes.fullSize, fullSize));
  return row?.id ?? null;
}

export async function listSizeOptions(): Promise<{ id: number; label: string; fullSize: string }[]> {
  const rows = await db
    .select({ id: tyreSizes.id, fullSize: tyreSizes.fullSize, vehicleType: tyreSizes.vehicleType })
    .from(tyreSizes)
    .orderBy(asc(tyreSizes.width), asc(tyreSizes.aspect), asc(tyreSizes.diameter), asc(tyreSizes.id));
  return rows.map((row) => ({ id: row.id, fullSize: row.fullSize, label: `${row.fullSize} (${VEHICLE_TYPE_LABELS[row.vehicleType]})` }));
}

/** Creates a size; the same width/aspect/diameter twice is refused ('Rengaskoko 205/55R16 on jo olemassa.'). */
export async function createSize(input: SizeInput): Promise<SizeWriteResult> {
  const [clash] = await db.select({ id: tyreSizes.id }).from(tyreSizes).where(sameParts(input));
  if (clash) return { ok: false, error: "duplicate", fullSize: fullSizeOf(input) };
  try {
    const [row] = await db.insert(tyreSizes).values(input).returning(sizeColumns);
    noteChange(recordName(tyreSizes, row.id), null, row);
    describeChange("create", `Lisäsi rengaskoon ${row.fullSize}`, recordName(tyreSizes, row.id));
    return { ok: true, size: row };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: "duplicate", fullSize: fullSizeOf(input) };
    throw error;
  }
}

export async function updateSize(id: number, input: SizeInput): Promise<SizeWriteResult> {
  const [clash] = await db.select({ id: tyreSizes.id }).from(tyreSizes).where(and(sameParts(input), ne(tyreSizes.id, id)));
  if (clash) return { ok: false, error: "duplicate", fullSize: fullSizeOf(input) };
  try {
    const [updated] = await updateAudited(tyreSizes, eq(tyreSizes.id, id), { ...input, updatedAt: new Date() });
    if (!updated) return { ok: false, error: "not_found" };
    const { id: sizeId, fullSize, width, aspect, diameter, vehicleType } = updated;
    describeChange("update", `Muutti rengaskokoa ${fullSize}`, recordName(tyreSizes, sizeId));
    return { ok: true, size: { id: sizeId, fullSize, width, aspect, diameter, vehicleType } };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: "duplicate", fullSize: fullSizeOf(input) };
    throw error;
  }
}

/** Deletes a size and (by the foreign key's cascade) every product of it; tells how many went. */
export async function deleteSize(id: number): Promise<{ ok: true; fullSize: string; deletedProducts: number } | { ok: false; error: "not_found" }> {
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(tyreProducts).where(eq(tyreProducts.sizeId, id));
    const [row] = await tx.delete(tyreSizes).where(eq(tyreSizes.id, id)).returning();
    if (row) {
      noteChange(recordName(tyreSizes, id), row, null);
      describeChange("delete", `Poisti rengaskoon ${row.fullSize}${Number(n) > 0 ? ` ja sen ${Number(n)} tuotetta` : ""}`, recordName(tyreSizes, id));
    }
    return row ? { ok: true as const, fullSize: row.fullSize, deletedProducts: Number(n) } : { ok: false as const, error: "not_found" as const };
  });
}

// ---------------------------------------------------------------- products

export type ProductImages = { thumbnail: string | null; pattern: string | null; gallery: string[] };

/** The sidewall's markings ('104/102T', XL, run-flat, C), the EPREL and EAN codes and the delivery time. */
export type ProductMarkings = ProductMarkingValues;

/**
 * The product form's fields (app/features/tyres/admin.schema.server.ts) as the model takes them. The form
 * always sends the markings; a caller that leaves one out keeps what is stored (the default when adding).
 */
export type ProductInput = ProductImages & Partial<ProductMarkings> & {
  manufacturer: string;
  model: string;
  type: "summer" | "winter";
  winterType: "studded" | "friction" | null;
  price: number;
  financingPrice: number;
  description: string;
  designedFor: string;
  features: string[];
  fuelEfficiency: "A" | "B" | "C" | "D" | "E" | null;
  wetGrip: "A" | "B" | "C" | "D" | "E" | null;
  noiseLevel: number | null;
  noiseClass: "A" | "B" | "C" | null;
  ratingDryGrip: number | null;
  ratingWetGrip: number | null;
  ratingSnowGrip: number | null;
  ratingIceGrip: number | null;
  ratingComfort: number | null;
  ratingDurability: number | null;
};

export type ProductCreateInput = ProductInput & { sizeId: number; originalPrice: number | null; stock: number };

export type ProductWriteResult =
  | { ok: true; productId: number; sizeId: number; manufacturer: string; manufacturerCreated: boolean }
  | { ok: false; error: "size_not_found" | "not_found" }
  | { ok: false; error: "duplicate"; fullSize: string }
  | { ok: false; error: "price_below_sale"; salePrice: string };

const money = (amount: number) => amount.toFixed(2);

/** Columns of both create and update (everything except size, original price and stock). */
function productValues(input: ProductInput, manufacturerId: number) {
  return {
    manufacturerId,
    model: input.model.trim(),
    type: input.type,
    winterType: input.type === "winter" ? input.winterType : null,
    price: money(input.price),
    financingPrice: money(input.financingPrice),
    description: input.description,
    designedFor: input.designedFor,
    features: input.features,
    fuelEfficiency: input.fuelEfficiency,
    wetGrip: input.wetGrip,
    noiseLevel: input.noiseLevel,
    noiseClass: input.noiseClass,
    ratingDryGrip: input.ratingDryGrip,
    ratingWetGrip: input.ratingWetGrip,
    ratingSnowGrip: input.ratingSnowGrip,
    ratingIceGrip: input.ratingIceGrip,
    ratingComfort: input.ratingComfort,
    ratingDurability: input.ratingDurability,
    loadIndex: input.loadIndex,
    loadIndexDual: input.loadIndexDual,
    speedRating: input.speedRating,
    extraLoad: input.extraLoad,
    runFlat: input.runFlat,
    commercial: input.commercial,
    eprelId: input.eprelId,
    ean: input.ean,
    deliveryDaysMin: input.deliveryDaysMin,
    deliveryDaysMax: input.deliveryDaysMax,
    thumbnail: input.thumbnail,
    pattern: input.pattern,
    gallery: input.gallery,
  };
}

/** 'Nokian Hakkapeliitta R5 205/55R16': how the audit log names a product. */
export async function productName(executor: Pick<typeof db, "select">, id: number): Promise<string> {
  const [row] = await executor
    .select({ manufacturer: manufacturers.name, model: tyreProducts.model, fullSize: tyreSizes.fullSize })
    .from(tyreProducts)
    .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, tyreProducts.sizeId))
    .where(eq(tyreProducts.id, id));
  return row ? `${row.manufacturer} ${row.model} ${row.fullSize}` : `#${id}`;
}

async function fullSizeOfId(sizeId: number): Promise<string> {
  const [row] = await db.select({ fullSize: tyreSizes.fullSize }).from(tyreSizes).where(eq(tyreSizes.id, sizeId));
  return row?.fullSize ?? "";
}

/**
 * Adds a product to a size. An unknown manufacturer name is created in the same transaction (so a refused
 * product leaves no new manufacturer behind); the result tells whether that happened.
 */
export async function createProduct(input: ProductCreateInput): Promise<ProductWriteResult> {
  try {
    return await db.transaction(async (tx) => {
      const [size] = await tx.select({ id: tyreSizes.id }).from(tyreSizes).where(eq(tyreSizes.id, input.sizeId));
      if (!size) return { ok: false as const, error: "size_not_found" as const };
      const { manufacturer, created } = await findOrCreateManufacturer(input.manufacturer, tx);
      const [row] = await tx
        .insert(tyreProducts)
        .values({
          ...productValues(input, manufacturer.id),
          sizeId: input.sizeId,
          originalPrice: input.originalPrice === null ? null : money(input.originalPrice),
          stock: input.stock,
        })
        .returning();
      noteChange(recordName(tyreProducts, row.id), null, row);
      describeChange("create", `Lisäsi tuotteen ${await productName(tx, row.id)}`, recordName(tyreProducts, row.id));
      return { ok: true as const, productId: row.id, sizeId: input.sizeId, manufacturer: manufacturer.name, manufacturerCreated: created };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: "duplicate", fullSize: await fullSizeOfId(input.sizeId) };
    throw error;
  }
}

/**
 * Updates a product's own fields (its size, original price and stock stay). A price below a running
 * sale's price is refused; a stale price of a switched-off sale is dropped instead. A financing that
 * followed the old price follows the new one (`financingAfterSave`).
 */
export async function updateProduct(id: number, input: ProductInput): Promise<ProductWriteResult> {
  let sizeId = 0;
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          sizeId: tyreProducts.sizeId,
          price: tyreProducts.price,
          financingPrice: tyreProducts.financingPrice,
          saleIsActive: tyreProducts.saleIsActive,
          salePrice: tyreProducts.salePrice,
        })
        .from(tyreProducts)
        .where(eq(tyreProducts.id, id))
        .for("update");
      if (!current) return { ok: false as const, error: "not_found" as const };
      sizeId = current.sizeId;
      const salePrice = current.salePrice === null ? null : Number(current.salePrice);
      const staleSalePrice = salePrice !== null && salePrice > input.price;
      if (staleSalePrice && current.saleIsActive) {
        return { ok: false as const, error: "price_below_sale" as const, salePrice: current.salePrice! };
      }
      const { manufacturer, created } = await findOrCreateManufacturer(input.manufacturer, tx);
      const financingPrice = financingAfterSave(
        { price: Number(current.price), financing: Number(current.financingPrice) },
        { price: input.price, financing: input.financingPrice },
      );
      await updateAudited(
        tyreProducts,
        eq(tyreProducts.id, id),
        { ...productValues({ ...input, financingPrice }, manufacturer.id), ...(staleSalePrice ? { salePrice: null } : {}), updatedAt: new Date() },
        tx,
      );
      describeChange("update", `Muutti tuotetta ${await productName(tx, id)}`, recordName(tyreProducts, id));
      return { ok: true as const, productId: id, sizeId: current.sizeId, manufacturer: manufacturer.name, manufacturerCreated: created };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: "duplicate", fullSize: await fullSizeOfId(sizeId) };
    throw error;
  }
}

/** A product's name, size and stock, for the stock drawer. */
export async function getProductStock(id: number) {
  const [row] = await db
    .select({ id: tyreProducts.id, sizeId: tyreProducts.sizeId, manufacturer: manufacturers.name, model: tyreProducts.model, stock: tyreProducts.stock, fullSize: tyreSizes.fullSize })
    .from(tyreProducts)
    .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, tyreProducts.sizeId))
    .where(eq(tyreProducts.id, id));
  return row ?? null;
}

/**
 * Sets a product's stock, the one field the list edits in place (decision 0027: the update form keeps
 * stock read-only, as the spec says; the shop counts tyres far more often than it edits a product).
 */
export async function setProductStock(id: number, stock: number): Promise<{ ok: true; sizeId: number } | { ok: false; error: "not_found" }> {
  const [row] = await updateAudited(tyreProducts, eq(tyreProducts.id, id), { stock, updatedAt: new Date() });
  if (row) describeChange("update", `Muutti varastosaldoa: ${await productName(db, id)}`, recordName(tyreProducts, id));
  return row ? { ok: true, sizeId: row.sizeId } : { ok: false, error: "not_found" };
}

export async function deleteProduct(id: number): Promise<{ ok: true; sizeId: number } | { ok: false; error: "not_found" }> {
  const name = await productName(db, id);
  const [row] = await db.delete(tyreProducts).where(eq(tyreProducts.id, id)).returning();
  if (row) {
    noteChange(recordName(tyreProducts, id), row, null);
    describeChange("delete", `Poisti tuotteen ${name}`, recordName(tyreProducts, id));
  }
  return row ? { ok: true, sizeId: row.sizeId } : { ok: false, error: "not_found" };
}

/** Everything the edit form shows of one product, with its manufacturer's name and its size. */
export async function getProductForEdit(id: number) {
  const [row] = await db
    .select({ product: tyreProducts, manufacturer: manufacturers.name, fullSize: tyreSizes.fullSize, vehicleType: tyreSizes.vehicleType })
    .from(tyreProducts)
    .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, tyreProducts.sizeId))
    .where(eq(tyreProducts.id, id));
  if (!row) return null;
  const { createdAt, updatedAt, ...product } = row.product;
  return {
    ...product,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    manufacturer: row.manufacturer,
    fullSize: row.fullSize,
    vehicleType: row.vehicleType,
  };
}

export type ProductForEdit = NonNullable<Awaited<ReturnType<typeof getProductForEdit>>>;
