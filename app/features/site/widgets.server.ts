import { POPUP_COOKIE, parseLastShown } from "~/features/subscribers/rules";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S, type Consent, type SiteWidgetsData, isConsent, readCookie } from "~/features/site/widgets.rules";
import { getEnv } from "~/services/env.server";
import { getAdmin } from "~/services/session.server";

/** Both spellings of the admin cookie: '__Host-' is used when the site runs on https. */
const ADMIN_COOKIE_NAMES = ["admin_session", "__Host-admin_session"] as const;

/** Everything the floating widgets need, read from the request's cookies and the environment. */
export async function getSiteWidgetsData(request: Request): Promise<SiteWidgetsData> {
  const cookie = request.headers.get("cookie");
  const consent = readCookie(cookie, CONSENT_COOKIE);
  return {
    consent: isConsent(consent) ? consent : null,
    popupLastShown: parseLastShown(readCookie(cookie, POPUP_COOKIE)),
    gaMeasurementId: getEnv().GA_MEASUREMENT_ID ?? null,
    adminSessionExpired: await isAdminSessionExpired(request),
  };
}

/** The browser carries an admin session cookie, but the session behind it has ended. */
export async function isAdminSessionExpired(request: Request): Promise<boolean> {
  const cookie = request.headers.get("cookie");
  if (!ADMIN_COOKIE_NAMES.some((name) => readCookie(cookie, name))) return false; // visitors: no query
  return (await getAdmin(request)) === null;
}

/**
 * Set-Cookie values that remove a dead admin cookie, so the expiry notice shows once and not on every
 * page until the cookie's own max-age runs out. The layout loader sends them when adminSessionExpired.
 */
export function clearExpiredAdminCookie(): string[] {
  const { secureCookies } = getEnv();
  return secureCookies
    ? ["__Host-admin_session=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax"]
    : ["admin_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"];
}

/** The consent cookie: readable by the server on every request, kept for a year. */
export function serializeConsent(consent: Consent): string {
  const secure = getEnv().secureCookies ? "; Secure" : "";
  return `${CONSENT_COOKIE}=${consent}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${secure}`;
}
