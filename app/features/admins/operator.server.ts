/**
 * The operator's way back in (`npm run admin:reset -- USERNAME`, db/admin-reset.ts): a one-time reset
 * link for an account, printed on the server's console instead of mailed. The command runs on the
 * server, so whoever runs it already holds the database; the link only saves editing it by hand.
 */
import { eq, sql } from "drizzle-orm";
import { db } from "#db/client";
import { admins } from "#db/schema";
import { createPasswordLink } from "~/services/admins.server";
import { writeAudit } from "~/services/audit.server";
import { accountTarget } from "./model.server";

/**
 * How long the operator's link works: an hour, not the mailed reset's 15 minutes. The link travels from
 * a server console to the person who chooses the password (often by phone or chat), and with the
 * embedded database the server has to be started again first; it is still one-time and single-account.
 */
export const OPERATOR_LINK_LIFETIME_MS = 60 * 60 * 1000;

export type OperatorReset =
  | { ok: true; username: string; link: string; expiresAt: Date; reenabled: boolean }
  | { ok: false; message: string };

export async function operatorResetLink(username: string, now = new Date()): Promise<OperatorReset> {
  const name = username.trim();
  if (!name) return { ok: false, message: "Anna käyttäjätunnus: npm run admin:reset -- KÄYTTÄJÄTUNNUS" };
  const [account] = await db
    .select({ id: admins.id, username: admins.username, disabledAt: admins.disabledAt })
    .from(admins)
    .where(sql`lower(${admins.username}) = lower(${name})`);
  if (!account) {
    const known = await db.select({ username: admins.username }).from(admins).orderBy(admins.id);
    const list = known.length > 0 ? ` Ylläpitäjät: ${known.map((row) => row.username).join(", ")}.` : " Tietokannassa ei ole yhtään ylläpitäjää.";
    return { ok: false, message: `Ylläpitäjää "${name}" ei löydy.${list}` };
  }
  const reenabled = account.disabledAt !== null;
  if (reenabled) await db.update(admins).set({ disabledAt: null }).where(eq(admins.id, account.id));
  const link = await createPasswordLink(account.id, "reset", OPERATOR_LINK_LIFETIME_MS);
  const expiresAt = new Date(now.getTime() + OPERATOR_LINK_LIFETIME_MS);
  await writeAudit({
    // Nobody logged in did this: whoever ran the command on the server.
    adminId: null,
    username: null,
    action: "password",
    summary: `Ylläpitäjän ${account.username} salasanan palautuslinkki luotiin palvelimella (npm run admin:reset)${reenabled ? "; tili otettiin uudelleen käyttöön" : ""}`,
    target: accountTarget(account.id),
    changes: reenabled ? { [accountTarget(account.id)]: { disabledAt: [account.disabledAt?.toISOString() ?? null, null] } } : null,
  });
  return { ok: true, username: account.username, link, expiresAt, reenabled };
}
