/**
 * The database's side of the metrics (issue 30): newsletter deliveries by status and competitor checks,
 * counted from the tables, so the numbers survive restarts and are the same whichever process sent the
 * mail or crawled the page. Each count reads a whole table: /metrics caches them (api.server.ts).
 */
import { sql } from "drizzle-orm";
import { ping, queryRows } from "#db/client";

export type DatabaseGauges = {
  /** Newsletter deliveries by status (pending, sent, failed, skipped). */
  deliveries: Record<string, number>;
  /** Competitor checks that read a page (one snapshot each). */
  crawlsOk: number;
  /** Trackers by status: active, error (the latest check failed), disabled. */
  trackers: Record<string, number>;
};

const byStatus = (rows: { status: string; count: number | string }[]) => Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));

export async function databaseGauges(): Promise<DatabaseGauges> {
  const [deliveries, snapshots, trackers] = await Promise.all([
    queryRows<{ status: string; count: number | string }>(sql`select status::text as status, count(*) as count from newsletter_deliveries group by status`),
    queryRows<{ count: number | string }>(sql`select count(*) as count from competitor_snapshots`),
    queryRows<{ status: string; count: number | string }>(sql`select status::text as status, count(*) as count from competitors group by status`),
  ]);
  return { deliveries: byStatus(deliveries), crawlsOk: Number(snapshots[0]?.count ?? 0), trackers: byStatus(trackers) };
}

/** `select 1` on the database (readiness). */
export const pingDatabase = (): Promise<boolean> => ping();
