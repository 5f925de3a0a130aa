/**
 * The admin accounts in the database: the list of Asetukset › Ylläpitäjät, invitations, disabling,
 * enabling and deleting (never the last active admin, never one's own account), and finding the account
 * a password reset is for. Sessions and one-time links themselves are app/services/admins.server.ts's.
 */
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { db } from "#db/client";
import { adminSessions, adminTokens, admins } from "#db/schema";
import { createAdmin } from "~/services/admins.server";
import { noteChange } from "~/services/audit.server";
import { identifierKind } from "./rules";

export type AccountRow = {
  id: number;
  username: string;
  email: string | null;
  hasPassword: boolean;
  disabledAt: Date | null;
  twoFactor: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
  /** When the newest unused invitation or set-up link stops working (null without one). */
  linkExpiresAt: Date | null;
};

export const accountTarget = (id: number) => `admins #${id}`;

const accountColumns = {
  id: admins.id,
  username: admins.username,
  email: admins.email,
  hasPassword: sql<boolean>`${admins.passwordHash} is not null`,
  disabledAt: admins.disabledAt,
  twoFactor: sql<boolean>`${admins.totpSecret} is not null`,
  lastLoginAt: admins.lastLoginAt,
  createdAt: admins.createdAt,
  linkExpiresAt: sql<Date | string | null>`(select max(t.expires_at) from ${adminTokens} t where t.admin_id = ${admins.id} and t.used_at is null and t.purpose in ('invite', 'setup'))`,
};

/** postgres.js and PGlite return a subquery's timestamp as a string or a Date: always a Date here. */
function normalise(row: Omit<AccountRow, "linkExpiresAt"> & { linkExpiresAt: Date | string | null }): AccountRow {
  return { ...row, linkExpiresAt: row.linkExpiresAt === null ? null : new Date(row.linkExpiresAt) };
}

/** Every account, in the order they were made. */
export async function listAccounts(): Promise<AccountRow[]> {
  const rows = await db.select(accountColumns).from(admins).orderBy(admins.id);
  return rows.map(normalise);
}

export async function getAccount(id: number): Promise<AccountRow | null> {
  const [row] = await db.select(accountColumns).from(admins).where(eq(admins.id, id));
  return row ? normalise(row) : null;
}

/** Which of a new account's username and e-mail address another account already has (case-insensitively). */
export async function takenFields(username: string, email: string): Promise<{ username: boolean; email: boolean }> {
  const rows = await db
    .select({ username: admins.username, email: admins.email })
    .from(admins)
    .where(sql`lower(${admins.username}) = lower(${username.trim()}) or lower(${admins.email}) = lower(${email.trim()})`);
  return {
    username: rows.some((row) => row.username.toLowerCase() === username.trim().toLowerCase()),
    email: rows.some((row) => row.email?.toLowerCase() === email.trim().toLowerCase()),
  };
}

export type InviteResult = { ok: true; account: { id: number; username: string; email: string } } | { ok: false; taken: { username: boolean; email: boolean } };

/**
 * A new account without a password: its owner chooses one through the invitation link. A name or
 * address already in use (also when another request took it a moment ago) is refused.
 */
export async function createInvitedAccount(value: { username: string; email: string }, invitedBy: number): Promise<InviteResult> {
  const taken = await takenFields(value.username, value.email);
  if (taken.username || taken.email) return { ok: false, taken };
  try {
    const created = await createAdmin(value.username, null, { email: value.email, invitedBy });
    noteChange(accountTarget(created.id), null, { username: created.username, email: value.email.trim(), invitedBy });
    return { ok: true, account: { id: created.id, username: created.username, email: value.email.trim() } };
  } catch (error) {
    // The unique indexes on lower(username) and lower(email): a parallel invitation won the race.
    const again = await takenFields(value.username, value.email);
    if (again.username || again.email) return { ok: false, taken: again };
    throw error;
  }
}

/** An account whose invitation may be sent again: enabled, still without a password, with an address. */
export async function invitableAccount(id: number): Promise<{ id: number; username: string; email: string } | null> {
  const [row] = await db
    .select({ id: admins.id, username: admins.username, email: admins.email })
    .from(admins)
    .where(and(eq(admins.id, id), isNull(admins.disabledAt), isNull(admins.passwordHash)));
  return row?.email ? { id: row.id, username: row.username, email: row.email } : null;
}

/** Enabled accounts with a password: who can log in now (the same rule as countActiveAdmins). */
const ACTIVE = sql`${admins.disabledAt} is null and ${admins.passwordHash} is not null`;

export async function countActiveWithoutTwoFactor(): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(admins).where(sql`${ACTIVE} and ${admins.totpSecret} is null`);
  return row.count;
}

export type GuardedChange = { ok: true; username: string } | { ok: false; error: "not_found" | "self" | "last"; username?: string };

/** Any constant shared by every process of this app: account changes that could remove the last admin take turns. */
const LAST_ADMIN_LOCK = 727_275;

/**
 * Disables or deletes an account inside one transaction that holds a lock, so two admins removing each
 * other at the same moment cannot leave the shop without any active admin. Never one's own account.
 */
async function guardedChange(
  id: number,
  actorId: number,
  change: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], before: typeof admins.$inferSelect) => Promise<void>,
): Promise<GuardedChange> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LAST_ADMIN_LOCK})`);
    const [before] = await tx.select().from(admins).where(eq(admins.id, id));
    if (!before) return { ok: false, error: "not_found" } as const;
    const [others] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(admins)
      .where(and(sql`${ACTIVE}`, ne(admins.id, id)));
    if (others.count === 0) return { ok: false, error: "last", username: before.username } as const;
    if (id === actorId) return { ok: false, error: "self", username: before.username } as const;
    await change(tx, before);
    return { ok: true, username: before.username } as const;
  });
}

/** Disables an account: it cannot log in, its sessions end and its unused one-time links stop working. */
export async function disableAccount(id: number, actorId: number, now = new Date()): Promise<GuardedChange> {
  return guardedChange(id, actorId, async (tx, before) => {
    if (before.disabledAt) return;
    await tx.update(admins).set({ disabledAt: now }).where(eq(admins.id, id));
    await tx.delete(adminSessions).where(eq(adminSessions.adminId, id));
    await tx.delete(adminTokens).where(and(eq(adminTokens.adminId, id), isNull(adminTokens.usedAt)));
    noteChange(accountTarget(id), { disabledAt: null }, { disabledAt: now });
  });
}

/** Enables a disabled account again; false when there is no such account. */
export async function enableAccount(id: number): Promise<{ ok: true; username: string } | { ok: false }> {
  const [before] = await db.select({ username: admins.username, disabledAt: admins.disabledAt }).from(admins).where(eq(admins.id, id));
  if (!before) return { ok: false };
  if (before.disabledAt) {
    await db.update(admins).set({ disabledAt: null }).where(eq(admins.id, id));
    noteChange(accountTarget(id), { disabledAt: before.disabledAt }, { disabledAt: null });
  }
  return { ok: true, username: before.username };
}

/**
 * Deletes an account: its sessions, one-time links and recovery codes go with it (foreign keys cascade);
 * its audit log entries stay with the username they were written with (admin_id becomes null).
 */
export async function deleteAccount(id: number, actorId: number): Promise<GuardedChange> {
  return guardedChange(id, actorId, async (tx, before) => {
    await tx.delete(admins).where(eq(admins.id, id));
    noteChange(
      accountTarget(id),
      { username: before.username, email: before.email, disabledAt: before.disabledAt, lastLoginAt: before.lastLoginAt, invitedBy: before.invitedBy },
      null,
    );
  });
}

/**
 * The account a reset request names by its username or e-mail address (case-insensitively), when a
 * link may be mailed to it: enabled and with an address. Null otherwise, whatever the reason.
 */
export async function findResetAccount(identifier: string): Promise<{ id: number; username: string; email: string } | null> {
  const value = identifier.trim();
  if (!value) return null;
  const match = identifierKind(value) === "email" ? sql`lower(${admins.email}) = lower(${value})` : sql`lower(${admins.username}) = lower(${value})`;
  const [row] = await db
    .select({ id: admins.id, username: admins.username, email: admins.email })
    .from(admins)
    .where(and(match, isNull(admins.disabledAt)));
  return row?.email ? { id: row.id, username: row.username, email: row.email } : null;
}
