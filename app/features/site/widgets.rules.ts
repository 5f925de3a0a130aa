/** What the floating widgets (cookie banner, analytics, newsletter popup, session notice) need from the server. */

export type Consent = "accepted" | "denied";

export type SiteWidgetsData = {
  /** The visitor's cookie choice; null until one is made (the banner shows). */
  consent: Consent | null;
  /** When the newsletter popup was last shown or closed (ms since epoch), null on a first visit. */
  popupLastShown: number | null;
  /** GA4 measurement id, only when configured; analytics still needs consent === "accepted". */
  gaMeasurementId: string | null;
  /** The browser holds an admin session cookie whose session has ended (idle, expired or revoked). */
  adminSessionExpired: boolean;
};

/** Cookie holding the consent choice for a year: "accepted" or "denied" (spec: cookie-consent). */
export const CONSENT_COOKIE = "cookie_consent";
export const CONSENT_MAX_AGE_S = 60 * 60 * 24 * 365;

/** Cookie banner timing (spec section 9): appears after 500 ms; accepting fades 300 ms, waits 300 ms, reloads. */
export const BANNER_DELAY_MS = 500;
export const BANNER_FADE_MS = 300;
export const BANNER_RELOAD_WAIT_MS = 300;

/** The session-expiry notice stays this long when JavaScript runs. */
export const SESSION_NOTICE_MS = 5000;

export function isConsent(value: unknown): value is Consent {
  return value === "accepted" || value === "denied";
}

/** One cookie's raw value from a Cookie header (or document.cookie); null when absent. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
