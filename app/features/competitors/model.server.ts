/**
 * Competitor trackers and their checks. Every successful check adds a snapshot (time, price, hash of the
 * page text); the text itself is kept only when it changed (or on the first check), and only for the
 * latest few changes, so the table stays small while the diff of the latest two checks can always be
 * shown. A check marks its tracker busy (`check_started_at`) so 'Tarkista nyt' and the daily run do not
 * fetch the same page twice at once.
 */
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { db, queryRows } from "#db/client";
import { competitorSnapshots, competitors, manufacturers, tyreProducts, tyreSizes } from "#db/schema";
import type { CompetitorInput } from "~/features/competitors/schema";
import type { CompetitorStatus, PriceMethod } from "~/features/competitors/rules";
import type { DiffSnapshot } from "~/features/competitors/diff.rules";
import type { PricePoint } from "~/features/competitors/prices.rules";
import { priceMove } from "~/features/competitors/prices.rules";
import { describeChange, noteChange, recordName } from "~/services/audit.server";

/** A tracker as stored: the form's fields, its status and what its checks found. */
export type Competitor = Omit<CompetitorInput, "status"> & {
  id: number;
  status: CompetitorStatus;
  lastError: string | null;
  lastChecked: Date | null;
  lastChangedAt: Date | null;
  checkStartedAt: Date | null;
  currentPrice: string | null;
  previousPrice: string | null;
  priceMethod: PriceMethod | null;
};

export type CompetitorRow = Competitor & {
  ourPrice: string | null;
  ourProductLabel: string | null;
  contentChanges: number;
  prices: number;
};

/** A check that has not finished in this long belongs to a process that died: another may start. */
export const CHECK_LEASE_MS = 3 * 60 * 1000;
/** Page texts kept per tracker (the latest changes); older snapshots keep only their price and hash. */
const TEXTS_KEPT = 3;
/** Snapshots older than this are deleted; a daily check makes ~400 rows per tracker. */
const HISTORY_DAYS = 400;
/** Prices drawn in a tracker's chart. */
export const HISTORY_POINTS = 60;

const columns = {
  id: competitors.id,
  name: competitors.name,
  url: competitors.url,
  selector: competitors.selector,
  productName: competitors.productName,
  trackingType: competitors.trackingType,
  notifyPriceIncrease: competitors.notifyPriceIncrease,
  notifyPriceDecrease: competitors.notifyPriceDecrease,
  emailRecipients: competitors.emailRecipients,
  crawlTimeoutMs: competitors.crawlTimeoutMs,
  retryAttempts: competitors.retryAttempts,
  status: competitors.status,
  lastError: competitors.lastError,
  lastChecked: competitors.lastChecked,
  lastChangedAt: competitors.lastChangedAt,
  checkStartedAt: competitors.checkStartedAt,
  currentPrice: competitors.currentPrice,
  previousPrice: competitors.previousPrice,
  priceMethod: sql<PriceMethod | null>`${competitors.priceMethod}`,
  productId: competitors.productId,
};

/** Every tracker, by name, with our linked product's price and what the diff button needs. */
export async function listCompetitors(): Promise<CompetitorRow[]> {
  return db
    .select({
      ...columns,
      ourPrice: tyreProducts.price,
      ourProductLabel: sql<string | null>`case when ${tyreProducts.id} is null then null
        else ${manufacturers.name} || ' ' || ${tyreProducts.model} || ' ' || ${tyreSizes.fullSize} end`,
      contentChanges: sql<number>`(select count(*) from ${competitorSnapshots} s
        where s.competitor_id = ${competitors.id} and s.content_changed)::int`,
      prices: sql<number>`(select count(*) from ${competitorSnapshots} s
        where s.competitor_id = ${competitors.id} and s.price is not null)::int`,
    })
    .from(competitors)
    .leftJoin(tyreProducts, eq(tyreProducts.id, competitors.productId))
    .leftJoin(tyreSizes, eq(tyreSizes.id, tyreProducts.sizeId))
    .leftJoin(manufacturers, eq(manufacturers.id, tyreProducts.manufacturerId))
    .orderBy(asc(sql`lower(${competitors.name})`), asc(competitors.id));
}

export async function getCompetitor(id: number): Promise<Competitor | null> {
  const [row] = await db.select(columns).from(competitors).where(eq(competitors.id, id)).limit(1);
  return row ?? null;
}

/** The latest HISTORY_POINTS prices of each tracker, oldest first. */
export async function priceHistories(ids: number[]): Promise<Map<number, PricePoint[]>> {
  const histories = new Map<number, PricePoint[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return histories;
  const rows = await queryRows<{ competitor_id: number; checked_at: string | Date; price: string }>(sql`
    select competitor_id, checked_at, price from (
      select competitor_id, checked_at, price,
             row_number() over (partition by competitor_id order by checked_at desc, id desc) as n
      from ${competitorSnapshots}
      where competitor_id = any(${`{${ids.map(Number).join(",")}}`}::int[]) and price is not null
    ) latest where n <= ${HISTORY_POINTS}
    order by competitor_id, checked_at`);
  for (const row of rows) {
    histories.get(Number(row.competitor_id))?.push({ at: new Date(row.checked_at).toISOString(), price: Number(row.price) });
  }
  return histories;
}

const writable = (input: CompetitorInput) => ({
  name: input.name,
  url: input.url,
  productName: input.productName,
  selector: input.selector,
  trackingType: input.trackingType,
  notifyPriceIncrease: input.notifyPriceIncrease,
  notifyPriceDecrease: input.notifyPriceDecrease,
  emailRecipients: input.emailRecipients,
  crawlTimeoutMs: input.crawlTimeoutMs,
  retryAttempts: input.retryAttempts,
  productId: input.productId,
});

/** Our products a tracker may be linked to: an unknown id is stored as no link. */
async function existingProductId(productId: number | null): Promise<number | null> {
  if (productId === null) return null;
  const [row] = await db.select({ id: tyreProducts.id }).from(tyreProducts).where(eq(tyreProducts.id, productId)).limit(1);
  return row?.id ?? null;
}

export async function createCompetitor(input: CompetitorInput): Promise<Competitor> {
  const productId = await existingProductId(input.productId);
  const [row] = await db
    .insert(competitors)
    .values({ ...writable(input), productId, status: input.status })
    .returning(columns);
  noteChange(recordName(competitors, row.id), null, row);
  describeChange("create", `Lisäsi kilpailijaseurannan ${row.name}`, recordName(competitors, row.id));
  return row;
}

/**
 * Saves the form. 'Aktiivinen' on a tracker in error keeps it in error until its next check succeeds
 * (the error is the truth about the page); 'Pois käytöstä' always wins.
 */
export async function updateCompetitor(id: number, input: CompetitorInput): Promise<Competitor | null> {
  const productId = await existingProductId(input.productId);
  const status =
    input.status === "disabled"
      ? sql`'disabled'::competitor_status`
      : sql`case when ${competitors.status} = 'error' then 'error'::competitor_status else 'active'::competitor_status end`;
  const [before] = await db.select(columns).from(competitors).where(eq(competitors.id, id));
  const [row] = await db
    .update(competitors)
    .set({ ...writable(input), productId, status, updatedAt: new Date() })
    .where(eq(competitors.id, id))
    .returning(columns);
  if (row) {
    noteChange(recordName(competitors, id), before ?? null, row);
    describeChange("update", `Muutti kilpailijaseurantaa ${row.name}`, recordName(competitors, id));
  }
  return row ?? null;
}

export async function deleteCompetitor(id: number): Promise<boolean> {
  const rows = await db.delete(competitors).where(eq(competitors.id, id)).returning(columns);
  if (rows[0]) {
    noteChange(recordName(competitors, id), rows[0], null);
    describeChange("delete", `Poisti kilpailijaseurannan ${rows[0].name}`, recordName(competitors, id));
  }
  return rows.length > 0;
}

export async function activeCompetitorIds(): Promise<number[]> {
  const rows = await db
    .select({ id: competitors.id })
    .from(competitors)
    .where(inArray(competitors.status, ["active", "error"]))
    .orderBy(asc(competitors.id));
  return rows.map((row) => row.id);
}

/**
 * Marks a check started and returns the tracker, or null when another check of it is running (its
 * lease not yet expired) or the tracker is gone. One UPDATE, so two starters cannot both win.
 */
export async function beginCheck(id: number, now = new Date()): Promise<Competitor | null> {
  const staleBefore = new Date(now.getTime() - CHECK_LEASE_MS).toISOString();
  const [row] = await db
    .update(competitors)
    .set({ checkStartedAt: now })
    .where(and(eq(competitors.id, id), sql`(${competitors.checkStartedAt} is null or ${competitors.checkStartedAt} < ${staleBefore}::timestamptz)`))
    .returning(columns);
  return row ?? null;
}

export type CheckOutcome = {
  price: string | null;
  priceMethod: PriceMethod | null;
  text: string;
  textHash: string;
};

export type RecordedCheck = {
  previousPrice: string | null;
  currentPrice: string | null;
  move: "increase" | "decrease" | null;
  contentChanged: boolean;
};

/**
 * Stores a successful check: a snapshot, the tracker's prices, time and status. A price the page no
 * longer shows keeps the last known price as current (the snapshot records that none was found).
 */
export async function recordCheck(id: number, outcome: CheckOutcome, now = new Date()): Promise<RecordedCheck | null> {
  return db.transaction(async (tx) => {
    const [tracker] = await tx
      .select({ currentPrice: competitors.currentPrice, trackingType: competitors.trackingType })
      .from(competitors)
      .where(eq(competitors.id, id))
      .for("update");
    if (!tracker) return null;
    const [previous] = await tx
      .select({ contentHash: competitorSnapshots.contentHash })
      .from(competitorSnapshots)
      .where(eq(competitorSnapshots.competitorId, id))
      .orderBy(desc(competitorSnapshots.checkedAt), desc(competitorSnapshots.id))
      .limit(1);
    const contentChanged = previous !== undefined && previous.contentHash !== outcome.textHash;
    const move = outcome.price === null ? null : priceMove(tracker.currentPrice, outcome.price);
    const currentPrice = outcome.price ?? tracker.currentPrice;
    const changed = tracker.trackingType === "full_page" ? contentChanged || move !== null : move !== null;
    await tx.insert(competitorSnapshots).values({
      competitorId: id,
      checkedAt: now,
      price: outcome.price,
      priceMethod: outcome.priceMethod,
      contentHash: outcome.textHash,
      contentChanged,
      content: previous === undefined || contentChanged ? outcome.text : null,
    });
    await tx
      .update(competitors)
      .set({
        currentPrice,
        ...(move !== null ? { previousPrice: tracker.currentPrice } : {}),
        ...(outcome.priceMethod !== null ? { priceMethod: outcome.priceMethod } : {}),
        ...(changed ? { lastChangedAt: now } : {}),
        lastChecked: now,
        lastError: null,
        checkStartedAt: null,
        status: sql`case when ${competitors.status} = 'disabled' then 'disabled'::competitor_status else 'active'::competitor_status end`,
      })
      .where(eq(competitors.id, id));
    await pruneSnapshots(tx, id, now);
    return { previousPrice: tracker.currentPrice, currentPrice, move, contentChanged };
  });
}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];

async function pruneSnapshots(tx: Tx, id: number, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - HISTORY_DAYS * 24 * 60 * 60 * 1000);
  await tx.delete(competitorSnapshots).where(and(eq(competitorSnapshots.competitorId, id), lte(competitorSnapshots.checkedAt, cutoff)));
  const kept = await tx
    .select({ id: competitorSnapshots.id })
    .from(competitorSnapshots)
    .where(and(eq(competitorSnapshots.competitorId, id), isNotNull(competitorSnapshots.content)))
    .orderBy(desc(competitorSnapshots.checkedAt), desc(competitorSnapshots.id))
    .offset(TEXTS_KEPT);
  if (kept.length > 0) {
    await tx
      .update(competitorSnapshots)
      .set({ content: null })
      .where(inArray(competitorSnapshots.id, kept.map((row) => row.id)));
  }
}

/** A failed check: status 'error' (unless disabled meanwhile) with the reason, and the tracker free again. */
export async function recordFailure(id: number, message: string, now = new Date()): Promise<void> {
  await db
    .update(competitors)
    .set({
      lastError: message,
      lastChecked: now,
      checkStartedAt: null,
      status: sql`case when ${competitors.status} = 'disabled' then 'disabled'::competitor_status else 'error'::competitor_status end`,
    })
    .where(eq(competitors.id, id));
}

/** Frees a tracker whose check ended without an outcome (an exception in our own code). */
export async function releaseCheck(id: number): Promise<void> {
  await db.update(competitors).set({ checkStartedAt: null }).where(eq(competitors.id, id));
}

/**
 * The latest two checks for the diff modal, oldest first, each with its page text: a check whose text
 * did not change has none stored, so it borrows the text of the latest stored one at or before it
 * (same hash, nothing changed in between).
 */
export async function latestTwoChecks(id: number): Promise<DiffSnapshot[]> {
  const latest = await db
    .select({ id: competitorSnapshots.id, checkedAt: competitorSnapshots.checkedAt, price: competitorSnapshots.price, contentHash: competitorSnapshots.contentHash })
    .from(competitorSnapshots)
    .where(eq(competitorSnapshots.competitorId, id))
    .orderBy(desc(competitorSnapshots.checkedAt), desc(competitorSnapshots.id))
    .limit(2);
  const withText = await Promise.all(
    latest.reverse().map(async (snapshot) => {
      const [stored] = await db
        .select({ content: competitorSnapshots.content })
        .from(competitorSnapshots)
        .where(
          and(
            eq(competitorSnapshots.competitorId, id),
            isNotNull(competitorSnapshots.content),
            sql`${competitorSnapshots.contentHash} is not distinct from ${snapshot.contentHash}`,
            lte(competitorSnapshots.checkedAt, snapshot.checkedAt),
          ),
        )
        .orderBy(desc(competitorSnapshots.checkedAt), desc(competitorSnapshots.id))
        .limit(1);
      return {
        checkedAt: snapshot.checkedAt.toISOString(),
        price: snapshot.price,
        contentHash: snapshot.contentHash,
        content: stored?.content ?? null,
      };
    }),
  );
  return withText;
}
