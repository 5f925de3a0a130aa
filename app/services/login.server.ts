import { type Admin } from "~/models/admins.server";
import { hit, peek, reset } from "./rate-limit.server";
import { LoginError, authenticator } from "./session.server";

/** Spec: after 5 failed logins for one username and address within 15 minutes the next attempt is refused. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LOCKED_MESSAGE =
  "Liian monta epäonnistunutta kirjautumisyritystä. Yritä uudelleen 15 minuutin kuluttua.";

export type LoginResult =
  | { ok: true; admin: Admin }
  | { ok: false; status: 400 | 401 | 429; message: string };

const attemptKey = (username: string, ip: string) => `login:${username.trim().toLowerCase()}:${ip}`;

/** `request` must still have an unread body: the form strategy reads it. */
export async function attemptLogin(
  request: Request,
  credentials: { username: string; password: string },
  ip: string,
): Promise<LoginResult> {
  const { username, password } = credentials;
  if (!username.trim() || !password) {
    return { ok: false, status: 400, message: "Käyttäjätunnus ja salasana ovat pakollisia" };
  }
  const key = attemptKey(username, ip);
  if ((await peek(key)) >= LOGIN_MAX_FAILURES) return { ok: false, status: 429, message: LOGIN_LOCKED_MESSAGE };
  try {
    const admin = await authenticator.authenticate("form", request);
    await reset(key);
    return { ok: true, admin };
  } catch (error) {
    await hit(key, LOGIN_WINDOW_MS);
    return { ok: false, status: 401, message: error instanceof LoginError ? error.message : "Login failed" };
  }
}
