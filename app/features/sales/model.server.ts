/**
 * Sales of tyre products (spec admin.md: Tyre product `sale`, state 'Sale', GET /tires/sales). A sale
 * lives in the product's sale columns; the database refuses a sale price above the price.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { db } from "#db/client";
import { manufacturers, tyreProducts, tyreSizes } from "#db/schema";
import type { OfferProduct } from "~/features/newsletters/offer.rules";
import { helsinkiDay } from "~/lib/helsinki-time";
import { describeChange, recordName, updateAudited } from "~/services/audit.server";

const productLabel = (sale: { manufacturer: string; model: string; fullSize: string }) => `${sale.manufacturer} ${sale.model} ${sale.fullSize}`;

/** What the sale form and the remove confirmation show of a product. */
export async function getProductSale(id: number) {
  const [row] = await db
    .select({
      id: tyreProducts.id,
      manufacturer: manufacturers.name,
      model: tyreProducts.model,
      fullSize: tyreSizes.fullSize,
      price: tyreProducts.price,
      isActive: tyreProducts.saleIsActive,
      salePrice: tyreProducts.salePrice,
      name: tyreProducts.saleName,
      description: tyreProducts.saleDescription,
      endDate: tyreProducts.saleEndDate,
    })
    .from(tyreProducts)
    .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, tyreProducts.sizeId))
    .where(eq(tyreProducts.id, id));
  return row ?? null;
}

export type ProductSale = NonNullable<Awaited<ReturnType<typeof getProductSale>>>;

export type SaleInput =
  | { isActive: false }
  | { isActive: true; salePrice: number; name: string; description: string; endDate: string | null };

export type SaleWriteResult = { ok: true } | { ok: false; error: "not_found" | "price_above_price" };

/** True for Postgres' check_violation (the sale price above the price after a concurrent change). */
function isCheckViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if ((current as { code?: unknown }).code === "23514") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Saves the product's sale. An inactive sale only switches the sale off (spec: "If the sale is not active
 * only isActive false is sent"), keeping its other fields for the next time; an active one sets them all,
 * `endDate` null meaning 'as long as stock lasts'.
 */
export async function saveSale(productId: number, input: SaleInput): Promise<SaleWriteResult> {
  const values = input.isActive
    ? {
        saleIsActive: true,
        salePrice: input.salePrice.toFixed(2),
        saleName: input.name || null,
        saleDescription: input.description || null,
        saleEndDate: input.endDate,
      }
    : { saleIsActive: false };
  try {
    const rows = await updateAudited(tyreProducts, eq(tyreProducts.id, productId), { ...values, updatedAt: new Date() });
    const sale = rows.length > 0 ? await getProductSale(productId) : null;
    if (sale) describeChange("update", `${input.isActive ? "Muutti tarjousta" : "Poisti tarjouksen käytöstä"}: ${productLabel(sale)}`, recordName(tyreProducts, productId));
    return rows.length > 0 ? { ok: true } : { ok: false, error: "not_found" };
  } catch (error) {
    if (isCheckViolation(error)) return { ok: false, error: "price_above_price" };
    throw error;
  }
}

/** Removes the sale altogether (every sale field cleared). */
export async function removeSale(productId: number): Promise<{ ok: true } | { ok: false; error: "not_found" | "no_sale" }> {
  const current = await getProductSale(productId);
  if (!current) return { ok: false, error: "not_found" };
  if (!current.isActive && current.salePrice === null) return { ok: false, error: "no_sale" };
  await updateAudited(tyreProducts, eq(tyreProducts.id, productId), {
    saleIsActive: false,
    salePrice: null,
    saleName: null,
    saleDescription: null,
    saleEndDate: null,
    updatedAt: new Date(),
  });
  describeChange("delete", `Poisti tarjouksen: ${productLabel(current)}`, recordName(tyreProducts, productId));
  return { ok: true };
}

/** GET /api/tires/sales: the spec's sale-list item, plus the end date (null: while stock lasts). */
export type SaleListItem = Omit<OfferProduct, "id" | "stock"> & { _id: number };

/** Products on a running sale (switched on, end date not passed in Helsinki), by manufacturer and model. */
export async function listSaleItems(today: string = helsinkiDay()): Promise<SaleListItem[]> {
  const rows = await listRunningSales({ today });
  return rows.map(({ id, stock: _stock, ...row }) => ({ _id: id, ...row }));
}

export type RunningSaleFilter = {
  /** Only these products (those of them still on sale); all products on sale when absent. */
  ids?: number[];
  /** 'YYYY-MM-DD' in Helsinki; a sale ending on this day still runs. */
  today?: string;
};

/**
 * Products on a running sale with their prices and stock, by manufacturer, model and size: the sales
 * list and the offer-message generator read the same rule.
 */
export async function listRunningSales(filter: RunningSaleFilter = {}): Promise<OfferProduct[]> {
  const { ids, today = helsinkiDay() } = filter;
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({
      id: tyreProducts.id,
      manufacturer: manufacturers.name,
      model: tyreProducts.model,
      size: tyreSizes.fullSize,
      category: tyreProducts.type,
      price: tyreProducts.price,
      salePrice: tyreProducts.salePrice,
      endDate: tyreProducts.saleEndDate,
      stock: tyreProducts.stock,
    })
    .from(tyreProducts)
    .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, tyreProducts.sizeId))
    .where(
      and(
        eq(tyreProducts.saleIsActive, true),
        isNotNull(tyreProducts.salePrice),
        or(isNull(tyreProducts.saleEndDate), gte(tyreProducts.saleEndDate, today)),
        ids ? inArray(tyreProducts.id, ids) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${manufacturers.name})`), asc(tyreProducts.model), asc(tyreSizes.fullSize), asc(tyreProducts.id));
  return rows.map(({ price, salePrice, ...row }) => ({ ...row, originalPrice: Number(price), salePrice: Number(salePrice) }));
}
