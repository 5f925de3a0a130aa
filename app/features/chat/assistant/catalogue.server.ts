/**
 * What Kaartobotti reads from the catalogue besides one size's availability: the brands and models the
 * shop sells (so a question can name them), a model's prices across sizes, and the offers that run now
 * (campaigns and product sales). Read-only queries; the answers are built in offers.server.ts.
 */
import { and, asc, eq, or, sql } from "drizzle-orm";
import { db } from "#db/client";
import { manufacturers, rims, tyreProducts, tyreSizes } from "#db/schema";
import { helsinkiDay } from "~/lib/helsinki-time";
import { listRunningSales } from "~/features/sales/model.server";

export type CatalogueModel = { brand: string; model: string };
/** `rims`: the rims of /vanteet by brand and model, so 'fyra Rial Lugano' names a rim without the word 'fälg'. */
export type CatalogueVocabulary = { brands: string[]; models: CatalogueModel[]; rims?: CatalogueModel[] };

/** The manufacturers that have products, every (manufacturer, model) pair and every rim, for reading questions. */
export async function catalogueVocabulary(): Promise<CatalogueVocabulary> {
  const [rows, rimRows] = await Promise.all([
    db
      .selectDistinct({ brand: manufacturers.name, model: tyreProducts.model })
      .from(tyreProducts)
      .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
      .orderBy(asc(manufacturers.name), asc(tyreProducts.model)),
    db.selectDistinct({ brand: rims.brand, model: rims.model }).from(rims).orderBy(asc(rims.brand), asc(rims.model)),
  ]);
  const brands = [...new Set(rows.map((row) => row.brand))];
  return { brands, models: rows, rims: rimRows };
}

/** What a visitor pays now: the sale price while a sale runs (its end day included), else the price. */
const currentPrice = (today: string) =>
  sql<string>`case when ${tyreProducts.saleIsActive} and ${tyreProducts.salePrice} is not null
    and (${tyreProducts.saleEndDate} is null or ${tyreProducts.saleEndDate} >= ${today})
    then ${tyreProducts.salePrice} else ${tyreProducts.price} end`;

export type ModelPriceRow = {
  brand: string;
  model: string;
  season: "summer" | "winter";
  winterType: "studded" | "friction" | null;
  size: string;
  price: string;
  stock: number;
  onSale: boolean;
};

/** Every size of the given models with today's price and stock, cheapest first. */
export async function modelPrices(models: readonly CatalogueModel[], today = helsinkiDay()): Promise<ModelPriceRow[]> {
  if (models.length === 0) return [];
  const price = currentPrice(today);
  const rows = await db
    .select({
      brand: manufacturers.name,
      model: tyreProducts.model,
      season: tyreProducts.type,
      winterType: tyreProducts.winterType,
      size: tyreSizes.fullSize,
      price,
      regular: tyreProducts.price,
      stock: tyreProducts.stock,
    })
    .from(tyreProducts)
    .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, tyreProducts.sizeId))
    .where(or(...models.map((entry) => and(eq(manufacturers.name, entry.brand), eq(tyreProducts.model, entry.model)))))
    .orderBy(price, asc(tyreSizes.fullSize));
  return rows.map(({ regular, ...row }) => ({ ...row, price: String(row.price), onSale: Number(row.price) < Number(regular) }));
}

export type BrandSummary = {
  brand: string;
  products: number;
  summer: number;
  studded: number;
  friction: number;
  inStock: number;
  lowestPrice: string | null;
  models: string[];
};

/** The brands with products: how many of each kind, how many in stock, the lowest price today, the models. */
export async function brandSummaries(today = helsinkiDay()): Promise<BrandSummary[]> {
  const price = currentPrice(today);
  const rows = await db
    .select({
      brand: manufacturers.name,
      products: sql<number>`count(*)`.mapWith(Number),
      summer: sql<number>`count(*) filter (where ${tyreProducts.type} = 'summer')`.mapWith(Number),
      studded: sql<number>`count(*) filter (where ${tyreProducts.winterType} = 'studded')`.mapWith(Number),
      friction: sql<number>`count(*) filter (where ${tyreProducts.winterType} = 'friction')`.mapWith(Number),
      inStock: sql<number>`count(*) filter (where ${tyreProducts.stock} > 0)`.mapWith(Number),
      lowestPrice: sql<string | null>`min(${price})`,
      models: sql<string[]>`array_agg(distinct ${tyreProducts.model} order by ${tyreProducts.model})`,
    })
    .from(tyreProducts)
    .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
    .groupBy(manufacturers.name)
    .orderBy(asc(sql`lower(${manufacturers.name})`));
  return rows.map((row) => ({ ...row, lowestPrice: row.lowestPrice === null ? null : String(row.lowestPrice) }));
}

export type SaleSummaryRow = {
  brand: string;
  model: string;
  size: string;
  season: "summer" | "winter";
  price: string;
  salePrice: string;
  endDate: string | null;
  stock: number;
};

/**
 * Products on a running sale, the biggest saving first: the sales list's own rule (listRunningSales),
 * read in the order a customer asking about offers wants.
 */
export async function runningSales(today = helsinkiDay()): Promise<SaleSummaryRow[]> {
  const rows = await listRunningSales({ today });
  return rows
    .map((row) => ({ row, saving: row.originalPrice - row.salePrice }))
    .sort((a, b) => b.saving - a.saving || (a.row.size < b.row.size ? -1 : a.row.size > b.row.size ? 1 : 0))
    .map(({ row }) => ({
      brand: row.manufacturer,
      model: row.model,
      size: row.size,
      season: row.category,
      // As the numeric(10,2) columns read: '110.90'.
      price: row.originalPrice.toFixed(2),
      salePrice: row.salePrice.toFixed(2),
      endDate: row.endDate,
      stock: row.stock,
    }));
}
