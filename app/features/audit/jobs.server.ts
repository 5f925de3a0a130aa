import { lt, sql } from "drizzle-orm";
import { db } from "#db/client";
import { auditLog } from "#db/schema";
import { AUDIT_RETENTION_MONTHS } from "./rules";

/**
 * Deletes the audit log's entries older than 12 months (decision 0037, the privacy notice): the
 * maintenance job runs it daily. Returns how many went.
 */
export async function purgeOldAuditEntries(now = new Date()): Promise<number> {
  const removed = await db
    .delete(auditLog)
    .where(lt(auditLog.at, sql`${now.toISOString()}::timestamptz - make_interval(months => ${AUDIT_RETENTION_MONTHS})`))
    .returning({ id: auditLog.id });
  return removed.length;
}
