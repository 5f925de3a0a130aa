/**
 * Reading the audit log for the 'Tapahtumaloki' view and its CSV: the filtered entries, newest first,
 * and the usernames the admin filter offers. Entries are written by app/services/audit.server.ts.
 */
import { type SQL, and, count, desc, eq, gte, ilike, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import { db } from "#db/client";
import { admins, auditLog } from "#db/schema";
import { endOfHelsinkiDay, startOfHelsinkiDay } from "~/lib/helsinki-time";
import { clampPage } from "~/lib/paging";
import { AUDIT_CSV_MAX_ROWS, AUDIT_PAGE_SIZE, type AuditQuery, type AuditRow, containingPattern } from "./rules";

export type { AuditRow };

function conditions(query: AuditQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.admin) parts.push(sql`lower(${auditLog.username}) = lower(${query.admin})`);
  if (query.kind) parts.push(eq(auditLog.action, query.kind));
  const from = query.from ? startOfHelsinkiDay(query.from) : null;
  const to = query.to ? endOfHelsinkiDay(query.to) : null;
  if (from) parts.push(gte(auditLog.at, from));
  if (to) parts.push(lte(auditLog.at, to));
  if (query.text) {
    const pattern = containingPattern(query.text);
    parts.push(or(ilike(auditLog.summary, pattern), ilike(auditLog.target, pattern), ilike(auditLog.path, pattern))!);
  }
  if (query.refusedOnly) parts.push(gte(auditLog.status, 400));
  return parts.length > 0 ? and(...parts) : undefined;
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  adminId: auditLog.adminId,
  username: auditLog.username,
  action: auditLog.action,
  summary: auditLog.summary,
  path: auditLog.path,
  target: auditLog.target,
  changes: auditLog.changes,
  status: auditLog.status,
  ip: auditLog.ip,
};

/** Marks which entries without an admin id still name an account (a failed login with a real username). */
async function withAccounts(rows: Omit<AuditRow, "knownAccount">[]): Promise<AuditRow[]> {
  const typed = [...new Set(rows.filter((row) => row.adminId === null && row.username).map((row) => row.username!.toLowerCase()))];
  const known = new Set<string>();
  if (typed.length > 0) {
    const found = await db
      .select({ name: sql<string>`lower(${admins.username})` })
      .from(admins)
      .where(inArray(sql`lower(${admins.username})`, typed));
    for (const { name } of found) known.add(name);
  }
  return rows.map((row) => ({ ...row, knownAccount: row.adminId !== null || (row.username !== null && known.has(row.username.toLowerCase())) }));
}

/** One page of the filtered entries, newest first (a page past the end shows the last one). */
export async function listAuditEntries(query: AuditQuery): Promise<{ entries: AuditRow[]; page: number; pageCount: number; total: number }> {
  const where = conditions(query);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const window = clampPage(query.page, Number(total), AUDIT_PAGE_SIZE);
  const rows = await db
    .select(columns)
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((window.page - 1) * AUDIT_PAGE_SIZE);
  return { entries: await withAccounts(rows), ...window };
}

/** The newest filtered entries for the CSV download, at most AUDIT_CSV_MAX_ROWS. */
export async function auditEntriesForCsv(query: AuditQuery): Promise<AuditRow[]> {
  const rows = await db.select(columns).from(auditLog).where(conditions(query)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(AUDIT_CSV_MAX_ROWS);
  return withAccounts(rows);
}

/**
 * The usernames the admin filter offers: every account's, and the names of admins (since deleted) who
 * made entries. Typed names of failed logins without an account are not offered.
 */
export async function auditUsernames(): Promise<string[]> {
  const [accounts, logged] = await Promise.all([
    db.select({ name: admins.username }).from(admins),
    db.selectDistinct({ name: auditLog.username }).from(auditLog).where(and(isNotNull(auditLog.username), sql`${auditLog.action} <> 'login_failed'`)),
  ]);
  const byLower = new Map<string, string>();
  for (const { name } of [...accounts, ...logged]) if (name && !byLower.has(name.toLowerCase())) byLower.set(name.toLowerCase(), name);
  return [...byLower.values()].sort((a, b) => a.localeCompare(b, "fi"));
}
