import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import { db } from "#db/client";
import { adminSessions, admins } from "#db/schema";
import { decoyPasswordHash, generatePassword, hashPassword, verifyPassword } from "~/services/password.server";

export type Admin = { id: number; username: string };

/** A session ends after 2 hours without activity, and after 12 hours whatever happens. */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reading pages does not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export async function createAdmin(username: string, password: string): Promise<Admin> {
  const [admin] = await db
    .insert(admins)
    .values({ username: username.trim(), passwordHash: await hashPassword(password) })
    .returning({ id: admins.id, username: admins.username });
  return admin;
}

export async function countAdmins(): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(admins);
  return row.count;
}

/**
 * Creates the first admin on an empty database: from ADMIN_USERNAME/ADMIN_PASSWORD when given,
 * otherwise 'admin' with a random password that is printed once.
 */
export async function ensureFirstAdmin(
  credentials: { username?: string; password?: string },
  log: (line: string) => void = console.log,
): Promise<void> {
  if ((await countAdmins()) > 0) return;
  if (credentials.username && credentials.password) {
    await createAdmin(credentials.username, credentials.password);
    log(`Ylläpitäjä "${credentials.username}" luotu ympäristömuuttujista.`);
    return;
  }
  const password = generatePassword();
  await createAdmin("admin", password);
  log(`Ylläpitäjä luotu. Käyttäjätunnus: admin  Salasana: ${password}  (näytetään vain kerran)`);
}

export async function verifyCredentials(username: string, password: string): Promise<Admin | null> {
  const [admin] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.username}) = lower(${username.trim()})`);
  if (!admin) {
    await verifyPassword(password, await decoyPasswordHash());
    return null;
  }
  if (!(await verifyPassword(password, admin.passwordHash))) return null;
  await db.update(admins).set({ lastLoginAt: new Date() }).where(eq(admins.id, admin.id));
  return { id: admin.id, username: admin.username };
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

/** The admin of a live session, or null when the token is unknown, idle too long or past its lifetime. */
export async function findSessionAdmin(token: string): Promise<Admin | null> {
  const now = Date.now();
  const [row] = await db
    .select({ id: admins.id, username: admins.username, tokenHash: adminSessions.tokenHash, lastSeenAt: adminSessions.lastSeenAt })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.tokenHash, hashToken(token)),
        gt(adminSessions.expiresAt, new Date(now)),
        gt(adminSessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
      ),
    );
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(adminSessions).set({ lastSeenAt: new Date(now) }).where(eq(adminSessions.tokenHash, row.tokenHash));
  }
  return { id: row.id, username: row.username };
}

export async function revokeSession(token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashToken(token)));
}

export async function revokeAllSessions(adminId: number): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.adminId, adminId));
}

export async function deleteExpiredSessions(): Promise<void> {
  await db
    .delete(adminSessions)
    .where(or(lt(adminSessions.expiresAt, new Date()), lt(adminSessions.lastSeenAt, new Date(Date.now() - SESSION_IDLE_MS))));
}
