import { eq } from "drizzle-orm";
import { db } from "#db/client";
import { priceList as priceListTable } from "#db/schema";
import { type PriceList, defaultPriceList, samePriceList } from "~/features/price-list/rules";
import { priceListSchema } from "~/features/price-list/schema";
import { contentChanged } from "~/services/content-version.server";
import { describeChange, noteChange } from "~/services/audit.server";
import { flattenForAudit } from "~/features/audit/rules";

export type PriceListState = {
  priceList: PriceList;
  /** When an admin last saved the list; null while nobody has (the seeded or missing defaults). */
  updatedAt: string | null;
  isDefault: boolean;
};

/**
 * The service price list, read fresh on every call (the public page reads it through the content cache,
 * which savePriceList invalidates): the pages and Kaartobotti show a saved price on the next request. No row (or a document that no longer fits the schema) reads as the default prices.
 */
export async function getPriceListState(): Promise<PriceListState> {
  const [row] = await db.select().from(priceListTable).where(eq(priceListTable.id, 1));
  if (!row) return { priceList: defaultPriceList(), updatedAt: null, isDefault: true };
  const parsed = priceListSchema.safeParse(row.prices);
  if (!parsed.success) {
    console.error("Stored price list does not fit the schema; showing the default prices", parsed.error.issues.slice(0, 3));
    return { priceList: defaultPriceList(), updatedAt: null, isDefault: true };
  }
  return { priceList: parsed.data, updatedAt: row.updatedAt?.toISOString() ?? null, isDefault: samePriceList(parsed.data, defaultPriceList()) };
}

export async function getPriceList(): Promise<PriceList> {
  return (await getPriceListState()).priceList;
}

/** Stores the list (validated again here, whichever code calls). */
export async function savePriceList(list: PriceList): Promise<PriceListState> {
  const prices = priceListSchema.parse(list);
  const updatedAt = new Date();
  const [before] = await db.select({ prices: priceListTable.prices }).from(priceListTable).where(eq(priceListTable.id, 1));
  await db
    .insert(priceListTable)
    .values({ id: 1, prices, updatedAt })
    .onConflictDoUpdate({ target: priceListTable.id, set: { prices, updatedAt } });
  noteChange("price_list", flattenForAudit(before?.prices ?? null), flattenForAudit(prices));
  describeChange("update", "Muutti hinnastoa", "price_list");
  await contentChanged();
  return { priceList: prices, updatedAt: updatedAt.toISOString(), isDefault: samePriceList(prices, defaultPriceList()) };
}
