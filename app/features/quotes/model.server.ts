/**
 * Visitors' quote requests ('Kysy tarjous / varaa renkaat'): stored with a snapshot of the product asked
 * about, listed for the admin as new or handled, newest first.
 */
import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { db } from "#db/client";
import { manufacturers, quoteRequests, rims, tyreProducts, tyreSizes } from "#db/schema";
import { describeChange, noteChange, recordName } from "~/services/audit.server";
import { formatPrice, isSaleActive } from "~/lib/price";
import type { QuoteProduct } from "~/features/quotes/rules";
import type { QuoteRequestInput } from "~/features/quotes/schema";
import { quoteProductLine } from "~/features/quotes/rules";
import { formatRimSize, formatBoltPattern } from "~/features/rims/rules";
import { helsinkiDay } from "~/lib/helsinki-time";

/** The tyre or rim of `?rengas=` / `?vanne=`, or null when there is no such product. */
export async function findQuoteProduct(ref: { kind: "tyre" | "rim"; id: number }, now: Date = new Date()): Promise<QuoteProduct | null> {
  if (ref.kind === "rim") {
    const [rim] = await db.select().from(rims).where(eq(rims.id, ref.id));
    if (!rim) return null;
    return {
      kind: "rim",
      id: rim.id,
      name: `${rim.brand} ${rim.model}`,
      size: `${formatRimSize(rim.diameter, rim.width)}, ${formatBoltPattern(rim.boltCount, rim.boltCircle)}, ET ${rim.offset}`,
      price: formatPrice(rim.price),
    };
  }
  const [tyre] = await db
    .select({
      id: tyreProducts.id,
      manufacturer: manufacturers.name,
      model: tyreProducts.model,
      fullSize: tyreSizes.fullSize,
      price: tyreProducts.price,
      saleIsActive: tyreProducts.saleIsActive,
      salePrice: tyreProducts.salePrice,
      saleEndDate: tyreProducts.saleEndDate,
    })
    .from(tyreProducts)
    .innerJoin(tyreSizes, eq(tyreSizes.id, tyreProducts.sizeId))
    .innerJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
    .where(eq(tyreProducts.id, ref.id));
  if (!tyre) return null;
  const onSale = isSaleActive({ isActive: tyre.saleIsActive, salePrice: tyre.salePrice, endDate: tyre.saleEndDate }, helsinkiDay(now));
  return {
    kind: "tyre",
    id: tyre.id,
    name: `${tyre.manufacturer} ${tyre.model}`,
    size: tyre.fullSize,
    price: formatPrice(onSale && tyre.salePrice !== null ? tyre.salePrice : tyre.price),
  };
}

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;

export async function createQuoteRequest(input: QuoteRequestInput, product: QuoteProduct | null): Promise<QuoteRequestRow> {
  const [row] = await db
    .insert(quoteRequests)
    .values({
      ...input,
      tyreProductId: product?.kind === "tyre" ? product.id : null,
      rimId: product?.kind === "rim" ? product.id : null,
      productSummary: quoteProductLine(product).slice(0, 500),
    })
    .returning();
  return row;
}

export type QuoteStatus = "new" | "handled";

/** One page of the requests of a status, newest first, and how many there are of each status. */
export async function listQuoteRequests(status: QuoteStatus, page: number, pageSize: number) {
  const where = status === "new" ? isNull(quoteRequests.handledAt) : isNotNull(quoteRequests.handledAt);
  const [counts] = await db
    .select({
      new: sql<number>`count(*) filter (where ${quoteRequests.handledAt} is null)`.mapWith(Number),
      handled: sql<number>`count(*) filter (where ${quoteRequests.handledAt} is not null)`.mapWith(Number),
    })
    .from(quoteRequests);
  const total = counts[status];
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .select()
    .from(quoteRequests)
    .where(where)
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { rows, counts, page: current, pageCount };
}

/** Marks a request handled (now) or back to new; false when there is no such request. */
export async function setQuoteRequestHandled(id: number, handled: boolean): Promise<boolean> {
  const [before] = await db.select({ handledAt: quoteRequests.handledAt }).from(quoteRequests).where(eq(quoteRequests.id, id));
  const updated = await db
    .update(quoteRequests)
    .set({ handledAt: handled ? sql`now()` : null })
    .where(eq(quoteRequests.id, id))
    .returning({ id: quoteRequests.id, handledAt: quoteRequests.handledAt });
  if (updated[0]) {
    // Only the status: the visitor's contact details stay out of the log.
    noteChange(recordName(quoteRequests, id), before ?? null, { handledAt: updated[0].handledAt });
    describeChange("update", `Merkitsi tarjouspyynnön #${id} ${handled ? "käsitellyksi" : "uudeksi"}`, recordName(quoteRequests, id));
  }
  return updated.length > 0;
}

export async function countNewQuoteRequests(): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quoteRequests).where(and(isNull(quoteRequests.handledAt)));
  return row.n;
}

/** The requester's name, for the delete confirmation; null when there is no such request. */
export async function getQuoteRequestName(id: number): Promise<string | null> {
  const [row] = await db.select({ name: quoteRequests.name }).from(quoteRequests).where(eq(quoteRequests.id, id));
  return row?.name ?? null;
}

/** Deletes a request and its contact details for good; false when there is no such request. */
export async function deleteQuoteRequest(id: number): Promise<boolean> {
  const deleted = await db.delete(quoteRequests).where(eq(quoteRequests.id, id)).returning({ id: quoteRequests.id, createdAt: quoteRequests.createdAt, handledAt: quoteRequests.handledAt });
  if (deleted[0]) {
    // The request is deleted for good: the log keeps that it was, not who sent it.
    noteChange(recordName(quoteRequests, id), { received: deleted[0].createdAt, handledAt: deleted[0].handledAt }, null);
    describeChange("delete", `Poisti tarjouspyynnön #${id}`, recordName(quoteRequests, id));
  }
  return deleted.length > 0;
}
