import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import { db } from "#db/client";
import { adminSessions, adminSettings, adminTokens, admins } from "#db/schema";
import { decoyPasswordHash, hashPassword, verifyPassword } from "~/services/password.server";
import { serverNow } from "./clock.server";
import { getEnv } from "./env.server";

export type Admin = {
  id: number;
  username: string;
  /** The session's public handle ('Kirjautumiset'); empty outside a session. */
  sessionId: string;
  /** Two-factor authentication is on for this account. */
  twoFactor: boolean;
  /** The shop requires two-factor authentication and this account has not set it up yet. */
  mustSetUpTwoFactor: boolean;
};

/** What verifyCredentials returns: the account, before any session exists. */
export type CheckedAdmin = { id: number; username: string; twoFactor: boolean };

/** A session ends after 2 hours without activity, and after 12 hours whatever happens (decision 0037). */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reading pages does not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** How long each kind of one-time link works. */
export const LINK_LIFETIME_MS = { invite: 24 * 60 * 60 * 1000, reset: 15 * 60 * 1000, setup: 24 * 60 * 60 * 1000 } as const;
export type LinkPurpose = keyof typeof LINK_LIFETIME_MS;
/** Where a one-time link leads: the page where its holder chooses a password. */
export const PASSWORD_LINK_PATH = "/admin/salasana";

export async function createAdmin(username: string, password: string | null, options: { email?: string | null; invitedBy?: number } = {}): Promise<{ id: number; username: string }> {
  const [admin] = await db
    .insert(admins)
    .values({
      username: username.trim(),
      email: options.email?.trim() || null,
      passwordHash: password === null ? null : await hashPassword(password),
      passwordChangedAt: password === null ? null : new Date(),
      invitedBy: options.invitedBy ?? null,
    })
    .returning({ id: admins.id, username: admins.username });
  return admin;
}

export async function countAdmins(): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(admins);
  return row.count;
}

/** Admins who can log in now (enabled and with a password): the last one can be neither disabled nor deleted. */
export async function countActiveAdmins(exceptId?: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(admins)
    .where(and(isNull(admins.disabledAt), sql`${admins.passwordHash} is not null`, exceptId ? ne(admins.id, exceptId) : undefined));
  return row.count;
}

/**
 * The first admin of an empty database: from ADMIN_USERNAME/ADMIN_PASSWORD when given, otherwise 'admin'
 * without a password and a one-time set-up link in the log. While nobody can log in (no admin has a
 * password), every start prints a fresh link, so an operator who missed it restarts the server.
 */
export async function ensureFirstAdmin(
  credentials: { username?: string; password?: string },
  log: (line: string) => void = console.log,
): Promise<void> {
  if ((await countAdmins()) === 0) {
    if (credentials.username && credentials.password) {
      await createAdmin(credentials.username, credentials.password);
      log(`Ylläpitäjä "${credentials.username}" luotu ympäristömuuttujista.`);
      return;
    }
    await createAdmin("admin", null);
  }
  const [anyPassword] = await db.select({ id: admins.id }).from(admins).where(sql`${admins.passwordHash} is not null`).limit(1);
  if (anyPassword) return;
  const [first] = await db.select({ id: admins.id, username: admins.username }).from(admins).orderBy(admins.id).limit(1);
  const link = await createPasswordLink(first.id, "setup");
  log(`Ylläpitäjän "${first.username}" salasana asetetaan kertakäyttöisellä linkillä (voimassa 24 tuntia): ${link}`);
}

/**
 * The admin whose password this is, or null. A disabled account, one without a password yet and an
 * unknown name all cost one password check (the decoy), so timing does not tell them apart.
 */
export async function verifyCredentials(username: string, password: string): Promise<CheckedAdmin | null> {
  const [admin] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.username}) = lower(${username.trim()})`);
  if (!admin || !admin.passwordHash || admin.disabledAt) {
    await verifyPassword(password, await decoyPasswordHash());
    return null;
  }
  if (!(await verifyPassword(password, admin.passwordHash))) return null;
  return { id: admin.id, username: admin.username, twoFactor: admin.totpSecret !== null };
}

/** Written when a session starts (after the second factor, when there is one). */
export async function recordLogin(adminId: number): Promise<void> {
  await db.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, adminId));
}

/** Whether the shop requires two-factor authentication of every admin (Asetukset › Ylläpitäjät). */
export async function twoFactorRequired(): Promise<boolean> {
  const [row] = await db.select({ on: adminSettings.requireTwoFactor }).from(adminSettings);
  return row?.on ?? false;
}

export async function setTwoFactorRequired(on: boolean): Promise<void> {
  await db
    .insert(adminSettings)
    .values({ id: 1, requireTwoFactor: on })
    .onConflictDoUpdate({ target: adminSettings.id, set: { requireTwoFactor: on, updatedAt: new Date() } });
}

/**
 * Sets a new password and signs out every session of the account but `keepSessionId` (the one that
 * changed it, when it was changed while logged in).
 */
export async function setPassword(adminId: number, password: string, keepSessionId?: string): Promise<void> {
  await db.update(admins).set({ passwordHash: await hashPassword(password), passwordChangedAt: new Date() }).where(eq(admins.id, adminId));
  await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), keepSessionId ? ne(adminSessions.publicId, keepSessionId) : undefined));
}

/** Checks the password of a logged-in admin (changing the password, turning two-factor off). */
export async function checkOwnPassword(adminId: number, password: string): Promise<boolean> {
  const [admin] = await db.select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, adminId));
  if (!admin?.passwordHash) return false;
  return verifyPassword(password, admin.passwordHash);
}

/**
 * A one-time link for choosing a password: an invitation (24 h), a reset (15 min) or the first admin's
 * set-up, or `lifetimeMs` (the operator's command). Older unused links of the same account and purpose
 * stop working. Only the SHA-256 is stored.
 */
export async function createPasswordLink(adminId: number, purpose: LinkPurpose, lifetimeMs: number = LINK_LIFETIME_MS[purpose]): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.delete(adminTokens).where(and(eq(adminTokens.adminId, adminId), eq(adminTokens.purpose, purpose)));
  // The server's clock, which the checks read too (only the test build can move it).
  await db.insert(adminTokens).values({ tokenHash: hashToken(token), adminId, purpose, expiresAt: new Date(serverNow().getTime() + lifetimeMs) });
  return `${getEnv().publicOrigin}${PASSWORD_LINK_PATH}/${token}`;
}

export type PasswordLink = { adminId: number; username: string; purpose: LinkPurpose };

/** The live link's account, or null (unknown, used, expired, or its account disabled). Does not use it up. */
export async function findPasswordLink(token: string, now = new Date()): Promise<PasswordLink | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ adminId: adminTokens.adminId, username: admins.username, purpose: adminTokens.purpose })
    .from(adminTokens)
    .innerJoin(admins, eq(admins.id, adminTokens.adminId))
    .where(and(eq(adminTokens.tokenHash, hashToken(token)), isNull(adminTokens.usedAt), gt(adminTokens.expiresAt, now), isNull(admins.disabledAt)));
  return row ? { ...row, purpose: row.purpose as LinkPurpose } : null;
}

/**
 * Uses the link up and sets the password, atomically: of two parallel uses only one succeeds. Every
 * session of the account ends (a reset is what a user does after losing a device). Null when the link
 * no longer works.
 */
export async function usePasswordLink(token: string, password: string, now = new Date()): Promise<PasswordLink | null> {
  const link = await findPasswordLink(token, now);
  if (!link) return null;
  const passwordHash = await hashPassword(password);
  const [used] = await db
    .update(adminTokens)
    .set({ usedAt: now })
    .where(and(eq(adminTokens.tokenHash, hashToken(token)), isNull(adminTokens.usedAt), gt(adminTokens.expiresAt, now)))
    .returning({ adminId: adminTokens.adminId });
  if (!used) return null;
  await db.update(admins).set({ passwordHash, passwordChangedAt: now }).where(eq(admins.id, link.adminId));
  await db.delete(adminSessions).where(eq(adminSessions.adminId, link.adminId));
  return link;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createSession(adminId: number, meta: { ip: string; userAgent: string | null }): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(adminSessions).values({
    tokenHash: hashToken(token),
    adminId,
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/**
 * The admin of a live session, or null when the token is unknown, idle too long, past its lifetime or
 * its account disabled. One query: the shop's two-factor requirement comes along.
 */
export async function findSessionAdmin(token: string): Promise<Admin | null> {
  const now = Date.now();
  const [row] = await db
    .select({
      id: admins.id,
      username: admins.username,
      twoFactor: sql<boolean>`${admins.totpSecret} is not null`,
      required: sql<boolean>`coalesce(${adminSettings.requireTwoFactor}, false)`,
      tokenHash: adminSessions.tokenHash,
      publicId: adminSessions.publicId,
      lastSeenAt: adminSessions.lastSeenAt,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .leftJoin(adminSettings, eq(adminSettings.id, 1))
    .where(
      and(
        eq(adminSessions.tokenHash, hashToken(token)),
        gt(adminSessions.expiresAt, new Date(now)),
        gt(adminSessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
        isNull(admins.disabledAt),
      ),
    );
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(adminSessions).set({ lastSeenAt: new Date(now) }).where(eq(adminSessions.tokenHash, row.tokenHash));
  }
  return { id: row.id, username: row.username, sessionId: row.publicId, twoFactor: row.twoFactor, mustSetUpTwoFactor: row.required && !row.twoFactor };
}

export type SessionRow = { id: string; createdAt: Date; lastSeenAt: Date; ip: string | null; userAgent: string | null };

/** The account's live sessions, the latest first ('Kirjautumiset'). */
export async function listSessions(adminId: number): Promise<SessionRow[]> {
  const now = Date.now();
  return db
    .select({ id: adminSessions.publicId, createdAt: adminSessions.createdAt, lastSeenAt: adminSessions.lastSeenAt, ip: adminSessions.ip, userAgent: adminSessions.userAgent })
    .from(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), gt(adminSessions.expiresAt, new Date(now)), gt(adminSessions.lastSeenAt, new Date(now - SESSION_IDLE_MS))))
    .orderBy(sql`${adminSessions.lastSeenAt} desc`);
}

/** Signs out one session of the account by its public handle; false when it is not this account's. */
export async function revokeSessionById(adminId: number, sessionId: string): Promise<boolean> {
  const removed = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), eq(adminSessions.publicId, sessionId)))
    .returning({ id: adminSessions.publicId });
  return removed.length > 0;
}

/** Signs out every session of the account except `keepSessionId`; returns how many ended. */
export async function revokeOtherSessions(adminId: number, keepSessionId: string): Promise<number> {
  const removed = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), ne(adminSessions.publicId, keepSessionId)))
    .returning({ id: adminSessions.publicId });
  return removed.length;
}

export async function revokeSession(token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}

export async function revokeAllSessions(adminId: number): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
}

/** Housekeeping: dead sessions, and one-time links that were used or expired more than a day ago. */
export async function deleteExpiredSessions(): Promise<void> {
  await db
    .delete(adminSessions)
    .where(or(lt(adminSessions.expiresAt, new Date()), lt(adminSessions.lastSeenAt, new Date(Date.now() - SESSION_IDLE_MS))));
  await db.delete(adminTokens).where(lt(adminTokens.expiresAt, new Date(Date.now() - 24 * 60 * 60 * 1000)));
}
