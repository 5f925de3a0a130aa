/** Rims the admin manages and the public listing on /vanteet (decision 0022). */
import { and, asc, count, desc, eq } from "drizzle-orm";
import { db } from "#db/client";
import { rims } from "#db/schema";
import { describeChange, noteChange, recordName, updateAudited } from "~/services/audit.server";
import { contentChanged } from "~/services/content-version.server";
import { type RimFilters, type RimInput, type RimRecord, boltPatternParam, formatBoltPattern } from "~/features/rims/rules";

export type Rim = typeof rims.$inferSelect;

const RECORD = {
  id: rims.id,
  brand: rims.brand,
  model: rims.model,
  diameter: rims.diameter,
  width: rims.width,
  boltCount: rims.boltCount,
  boltCircle: rims.boltCircle,
  offset: rims.offset,
  centreBore: rims.centreBore,
  price: rims.price,
  stock: rims.stock,
  image: rims.image,
};

function filterCondition(filters: Pick<RimFilters, "diameter" | "boltPattern">) {
  return and(
    filters.diameter === null ? undefined : eq(rims.diameter, filters.diameter),
    filters.boltPattern ? and(eq(rims.boltCount, filters.boltPattern.count), eq(rims.boltCircle, filters.boltPattern.circle.toFixed(1))) : undefined,
  );
}

/** One page of rims matching the filters: smallest diameter first, then brand and model. */
export async function listRims(
  filters: Pick<RimFilters, "diameter" | "boltPattern">,
  page: number,
  pageSize: number,
): Promise<{ rims: RimRecord[]; total: number; page: number; pageCount: number }> {
  const where = filterCondition(filters);
  const [{ total }] = await db.select({ total: count() }).from(rims).where(where);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .select(RECORD)
    .from(rims)
    .where(where)
    .orderBy(asc(rims.diameter), asc(rims.brand), asc(rims.model), asc(rims.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { rims: rows, total, page: current, pageCount };
}

/** The admin's list: the newest first. */
export async function listRimsForAdmin(page: number, pageSize: number) {
  const [{ total }] = await db.select({ total: count() }).from(rims);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .select(RECORD)
    .from(rims)
    .orderBy(desc(rims.createdAt), desc(rims.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { rims: rows, total, page: current, pageCount };
}

/** The filter choices that exist in the catalogue: diameters and bolt patterns, each sorted. */
export async function rimFilterOptions(): Promise<{ diameters: number[]; boltPatterns: { value: string; label: string }[] }> {
  const [diameters, patterns] = await Promise.all([
    db.selectDistinct({ diameter: rims.diameter }).from(rims).orderBy(asc(rims.diameter)),
    db
      .selectDistinct({ count: rims.boltCount, circle: rims.boltCircle })
      .from(rims)
      .orderBy(asc(rims.boltCount), asc(rims.boltCircle)),
  ]);
  return {
    diameters: diameters.map((row) => row.diameter),
    boltPatterns: patterns.map((row) => ({ value: boltPatternParam(row.count, row.circle), label: formatBoltPattern(row.count, row.circle) })),
  };
}

export async function getRim(id: number): Promise<RimRecord | null> {
  const [row] = await db.select(RECORD).from(rims).where(eq(rims.id, id));
  return row ?? null;
}

export async function createRim(input: RimInput): Promise<RimRecord> {
  const [row] = await db.insert(rims).values(input).returning(RECORD);
  noteChange(recordName(rims, row.id), null, row);
  describeChange("create", `Lisäsi vanteen ${row.brand} ${row.model}`, recordName(rims, row.id));
  // /vanteet is kept in the page cache by the content version (server/page-cache.ts).
  await contentChanged();
  return row;
}

export async function updateRim(id: number, input: RimInput): Promise<RimRecord | null> {
  const [row] = await updateAudited(rims, eq(rims.id, id), { ...input, updatedAt: new Date() });
  if (!row) return null;
  describeChange("update", `Muutti vannetta ${row.brand} ${row.model}`, recordName(rims, id));
  await contentChanged();
  return Object.fromEntries(Object.keys(RECORD).map((key) => [key, row[key as keyof Rim]])) as RimRecord;
}

export async function deleteRim(id: number): Promise<boolean> {
  const deleted = await db.delete(rims).where(eq(rims.id, id)).returning();
  if (deleted[0]) {
    noteChange(recordName(rims, id), deleted[0], null);
    describeChange("delete", `Poisti vanteen ${deleted[0].brand} ${deleted[0].model}`, recordName(rims, id));
    await contentChanged();
  }
  return deleted.length > 0;
}
