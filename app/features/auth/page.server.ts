import { LOGIN_REQUIRED_MESSAGE } from "./schema";
import { type CheckedAdmin } from "~/services/admins.server";
import { writeAudit } from "~/services/audit.server";
import { PasswordCheckBusy } from "~/services/password.server";
import { hit, reset, secondsUntil, unhit } from "~/services/rate-limit.server";
import { LoginError, authenticator } from "~/services/session.server";
import { redeemRecoveryCode, verifyAccountTotp } from "~/services/two-factor.server";

/** Spec: after 5 failed logins for one username and address within 15 minutes the next attempt is refused. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** One address failing with many usernames is stopped too, well above what a forgetful admin needs. */
export const LOGIN_MAX_PER_ADDRESS = 30;
export const LOGIN_LOCKED_MESSAGE =
  "Liian monta epäonnistunutta kirjautumisyritystä. Yritä uudelleen 15 minuutin kuluttua.";
export const LOGIN_BUSY_MESSAGE = "Kirjautuminen on juuri nyt ruuhkautunut. Yritä hetken päästä uudelleen.";
const BUSY_RETRY_SECONDS = 5;

export type LoginResult =
  | { ok: true; admin: CheckedAdmin }
  | { ok: false; status: 400 | 401; message: string }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

const attemptKey = (username: string, ip: string) => `login:${username.trim().toLowerCase()}:${ip}`;
const addressKey = (ip: string) => `login-address:${ip}`;

/**
 * Checks a login. Each attempt is counted before the password is checked, atomically (rate-limit.server
 * `hit`): of any number of parallel guesses only the first five per username and address reach the
 * password check, the rest are refused with 429. A success clears the counts.
 * `request` must still have an unread body: the form strategy reads it.
 */
export async function attemptLogin(
  request: Request,
  credentials: { username: string; password: string },
  ip: string,
): Promise<LoginResult> {
  const { username, password } = credentials;
  if (!username.trim() || !password) {
    return { ok: false, status: 400, message: LOGIN_REQUIRED_MESSAGE };
  }
  const key = attemptKey(username, ip);
  const [attempt, fromAddress] = await Promise.all([hit(key, LOGIN_WINDOW_MS), hit(addressKey(ip), LOGIN_WINDOW_MS)]);
  if (attempt.count > LOGIN_MAX_FAILURES || fromAddress.count > LOGIN_MAX_PER_ADDRESS) {
    const resetAt = attempt.count > LOGIN_MAX_FAILURES ? attempt.resetAt : fromAddress.resetAt;
    return { ok: false, status: 429, message: LOGIN_LOCKED_MESSAGE, retryAfterSeconds: secondsUntil(resetAt) };
  }
  try {
    const admin = await authenticator.authenticate("form", request);
    // Both counts are of failures in a row: a success clears them, so a busy admin never locks himself
    // out. With two-factor on, a right password only takes back its own count: the failures before it
    // stay until the code is right too, and wrong codes add to them (else each right password would
    // buy five more guesses of the code).
    if (admin.twoFactor) await Promise.all([unhit(key), unhit(addressKey(ip))]);
    else await Promise.all([reset(key), reset(addressKey(ip))]);
    return { ok: true, admin };
  } catch (error) {
    if (error instanceof PasswordCheckBusy) {
      // Not an attempt at all: the password was never checked, so it must not count towards a lockout.
      await Promise.all([unhit(key), unhit(addressKey(ip))]);
      return { ok: false, status: 429, message: LOGIN_BUSY_MESSAGE, retryAfterSeconds: BUSY_RETRY_SECONDS };
    }
    await writeAudit({ adminId: null, username: username.trim().slice(0, 100), action: "login_failed", summary: "Väärä käyttäjätunnus tai salasana", ip, status: 401 });
    return { ok: false, status: 401, message: error instanceof LoginError ? error.message : "Kirjautuminen epäonnistui" };
  }
}

export const SECOND_FACTOR_TEXTS = {
  wrongCode: "Väärä tai jo käytetty vahvistuskoodi.",
  missingCode: "Kirjoita todennussovelluksen kuusinumeroinen koodi tai varakoodi.",
  expired: "Kirjautuminen vanhentui. Kirjaudu uudelleen.",
} as const;

/**
 * The login's second step: an authenticator code (or one recovery code) for the account whose password
 * was right. Each code counts as an attempt in the same lockout as the passwords (five per username and
 * address in 15 minutes), before it is checked.
 */
export async function attemptSecondFactor(
  pending: { adminId: number; username: string },
  code: string,
  ip: string,
): Promise<{ ok: true; usedRecoveryCode: boolean } | Exclude<LoginResult, { ok: true }>> {
  const trimmed = code.trim();
  if (!trimmed) return { ok: false, status: 400, message: SECOND_FACTOR_TEXTS.missingCode };
  const key = attemptKey(pending.username, ip);
  const [attempt, fromAddress] = await Promise.all([hit(key, LOGIN_WINDOW_MS), hit(addressKey(ip), LOGIN_WINDOW_MS)]);
  if (attempt.count > LOGIN_MAX_FAILURES || fromAddress.count > LOGIN_MAX_PER_ADDRESS) {
    const resetAt = attempt.count > LOGIN_MAX_FAILURES ? attempt.resetAt : fromAddress.resetAt;
    return { ok: false, status: 429, message: LOGIN_LOCKED_MESSAGE, retryAfterSeconds: secondsUntil(resetAt) };
  }
  const byApp = /^[\d\s-]+$/.test(trimmed) && (await verifyAccountTotp(pending.adminId, trimmed));
  const byRecovery = !byApp && (await redeemRecoveryCode(pending.adminId, trimmed));
  if (!byApp && !byRecovery) {
    await writeAudit({ adminId: pending.adminId, username: pending.username, action: "login_failed", summary: "Väärä vahvistuskoodi", ip, status: 401 });
    return { ok: false, status: 401, message: SECOND_FACTOR_TEXTS.wrongCode };
  }
  await Promise.all([reset(key), reset(addressKey(ip))]);
  return { ok: true, usedRecoveryCode: byRecovery };
}

/** The entry of a login that opened a session. */
export function auditLogin(admin: { id: number; username: string }, ip: string, how: string): Promise<void> {
  return writeAudit({ adminId: admin.id, username: admin.username, action: "login", summary: `Kirjautui sisään (${how})`, ip, status: 302 });
}
