/** Our products a competitor tracker can be linked to (the form's 'Oma tuote' select). */
import { asc, eq } from "drizzle-orm";
import { db } from "#db/client";
import { manufacturers, tyreProducts, tyreSizes } from "#db/schema";
import { formatEuros } from "~/features/competitors/prices.rules";

export type ProductChoice = { id: number; label: string };

/** More than a shop's whole catalogue: a bound, not a page size. */
const MAX_CHOICES = 5000;

/** 'Michelin Primacy 4 205/55R16 – 129,90 €', by manufacturer, model and size. */
export async function listProductChoices(): Promise<ProductChoice[]> {
  const rows = await db
    .select({ id: tyreProducts.id, manufacturer: manufacturers.name, model: tyreProducts.model, size: tyreSizes.fullSize, price: tyreProducts.price })
    .from(tyreProducts)
    .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, tyreProducts.sizeId))
    .orderBy(asc(manufacturers.name), asc(tyreProducts.model), asc(tyreSizes.diameter), asc(tyreSizes.width), asc(tyreSizes.aspect), asc(tyreProducts.id))
    .limit(MAX_CHOICES);
  return rows.map((row) => ({ id: row.id, label: `${row.manufacturer} ${row.model} ${row.size} – ${formatEuros(row.price)}` }));
}
