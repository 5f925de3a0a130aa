import { createCookie, createCookieSessionStorage, redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import {
  type Admin,
  SESSION_ABSOLUTE_MS,
  createSession,
  findSessionAdmin,
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

export const authenticator = new Authenticator<Admin>();
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

/** The logged-in admin; anything else is sent to the login page. */
export async function requireAdmin(request: Request): Promise<Admin> {
  const admin = await getAdmin(request);
  if (!admin) throw loginRedirect(request);
  return admin;
}

/** Starts a database session for the admin and returns the Set-Cookie header value. */
export async function startAdminSession(request: Request, admin: Admin, ip = "unknown"): Promise<string> {
  const token = await createSession(admin.id, { ip, userAgent: request.headers.get("user-agent") });
  return adminCookie.serialize(token);
}

export async function endAdminSession(request: Request): Promise<string> {
  const token = await sessionToken(request);
  if (token) await revokeSession(token);
  return adminCookie.serialize("", { maxAge: 0 });
}
