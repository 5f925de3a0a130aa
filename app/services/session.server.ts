import { createCookie, createCookieSessionStorage, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import {
  type Admin,
  type CheckedAdmin,
  SESSION_ABSOLUTE_MS,
  createSession,
  findSessionAdmin,
  recordLogin,
  revokeSession,
  verifyCredentials,
} from "~/services/admins.server";
import { getEnv } from "./env.server";

const env = getEnv();
// '__Host-' binds the cookie to this exact host over HTTPS; plain http (local use) cannot carry it.
const prefix = env.secureCookies ? "__Host-" : "";

const adminCookie = createCookie(`${prefix}admin_session`, {
  httpOnly: true,
  sameSite: "lax",
  secure: env.secureCookies,
  path: "/",
  secrets: [env.SESSION_SECRET],
  maxAge: SESSION_ABSOLUTE_MS / 1000,
});

/** Flash messages (toasts) survive exactly one redirect. Visitors have no database session, so a cookie. */
export const flashStorage = createCookieSessionStorage({
  cookie: {
    name: `${prefix}flash`,
    httpOnly: true,
    sameSite: "lax",
    secure: env.secureCookies,
    path: "/",
    secrets: [env.SESSION_SECRET],
  },
});

export class LoginError extends Error {}

export const authenticator = new Authenticator<CheckedAdmin>();
authenticator.use(
  new FormStrategy(async ({ form }) => {
    const username = String(form.get("username") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!username || !password) throw new LoginError("Käyttäjätunnus ja salasana ovat pakollisia");
    const admin = await verifyCredentials(username, password);
    if (!admin) throw new LoginError("Väärä käyttäjätunnus tai salasana");
    return admin;
  }),
  "form",
);

async function sessionToken(request: Request): Promise<string | null> {
  const value = await adminCookie.parse(request.headers.get("cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

export async function getAdmin(request: Request): Promise<Admin | null> {
  const token = await sessionToken(request);
  return token ? findSessionAdmin(token) : null;
}

/** The login page's parameter saying a form was sent after the session had ended. */
export const SESSION_EXPIRED_PARAM = "vanhentunut";

/**
 * To the login page, and back here afterwards. A form sent without a session (it was open when the
 * session ended) adds `vanhentunut=1`: the login page then says 'Kirjautuminen vanhentunut. Kirjaudu
 * sisään uudelleen.'.
 */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  const params = new URLSearchParams(url.pathname.startsWith("/admin") ? { redirectTo } : {});
  if (request.method !== "GET" && request.method !== "HEAD") params.set(SESSION_EXPIRED_PARAM, "1");
  const search = params.size > 0 ? `?${params}` : "";
  return redirect(`/admin/login${search}`);
}

/** Where an admin who must set up two-factor authentication is sent, and what stays reachable meanwhile. */
export const TWO_FACTOR_SETUP_PATH = "/admin/tili/kaksivaiheinen";
const REACHABLE_BEFORE_TWO_FACTOR = [TWO_FACTOR_SETUP_PATH, "/admin/logout"];

/**
 * The logged-in admin; anything else is sent to the login page. While the shop requires two-factor
 * authentication and this account has none, every admin page but its set-up (and logging out) leads there.
 */
export async function requireAdmin(request: Request): Promise<Admin> {
  const admin = await getAdmin(request);
  if (!admin) throw loginRedirect(request);
  if (admin.mustSetUpTwoFactor && !REACHABLE_BEFORE_TWO_FACTOR.includes(new URL(request.url).pathname)) throw redirect(TWO_FACTOR_SETUP_PATH);
  return admin;
}

/** Starts a database session for the admin and returns the Set-Cookie header value. */
export async function startAdminSession(request: Request, admin: { id: number }, ip = "unknown"): Promise<string> {
  const token = await createSession(admin.id, { ip, userAgent: request.headers.get("user-agent") });
  await recordLogin(admin.id);
  return adminCookie.serialize(token);
}

/** How long the second step of a login (the authenticator code) may take after the password was right. */
export const SECOND_FACTOR_WINDOW_MS = 5 * 60 * 1000;

/**
 * Between a right password and the code: the account's id and name in a signed cookie that lives five
 * minutes. No session exists until the code is right.
 */
const secondFactorCookie = createCookie(`${prefix}admin_2fa`, {
  httpOnly: true,
  sameSite: "lax",
  secure: env.secureCookies,
  path: "/admin/login",
  secrets: [env.SESSION_SECRET],
  maxAge: SECOND_FACTOR_WINDOW_MS / 1000,
});

export type PendingSecondFactor = { adminId: number; username: string; redirectTo: string };

export function startSecondFactor(pending: PendingSecondFactor): Promise<string> {
  return secondFactorCookie.serialize({ ...pending, until: Date.now() + SECOND_FACTOR_WINDOW_MS });
}

export async function pendingSecondFactor(request: Request): Promise<PendingSecondFactor | null> {
  const value = (await secondFactorCookie.parse(request.headers.get("cookie"))) as (PendingSecondFactor & { until?: number }) | null;
  if (!value || typeof value !== "object" || typeof value.adminId !== "number" || typeof value.username !== "string") return null;
  if (typeof value.until !== "number" || value.until < Date.now()) return null;
  return { adminId: value.adminId, username: value.username, redirectTo: typeof value.redirectTo === "string" ? value.redirectTo : "/admin" };
}

export function endSecondFactor(): Promise<string> {
  return secondFactorCookie.serialize("", { maxAge: 0 });
}

export async function endAdminSession(request: Request): Promise<string> {
  const token = await sessionToken(request);
  if (token) await revokeSession(token);
  return adminCookie.serialize("", { maxAge: 0 });
}
