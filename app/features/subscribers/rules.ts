/**
 * Newsletter rules shared by the server and the browser: the server's messages, the spec's mapping
 * of those messages to what a visitor is shown (section 8), the unsubscribe texts and the popup's
 * timing (section 4).
 */

import { COMPANY } from "~/content/company";

/**
 * What POST /api/subscribers/subscribe answers in `message`. The mapping below matches on substrings.
 * An address already on the list gets `created` too: the answer must not tell who subscribes
 * (docs/decisions/0013-newsletter-membership.md), so the server never sends a 'jo tilannut' message.
 */
export const SUBSCRIBE_MESSAGES = {
  created: "Kiitos tilauksestasi! Olet nyt tilaajaluettelossa.",
  invalid: "Syötä kelvollinen sähköpostiosoite.",
  missing: "Sähköpostiosoite on pakollinen.",
} as const;

export const FORM_SUCCESS_DEFAULT = "Kiitos tilauksestasi! Olet nyt tilaajaluettelossa.";
export const POPUP_SUCCESS_DEFAULT = "Kiitos tilauksesta!";
export const SUBSCRIBE_ERROR_DEFAULT =
  "Tapahtui virhe tilauksen käsittelyssä. Yritä uudelleen tai ota yhteyttä asiakaspalveluun.";

/**
 * Failure texts by substring of the server message, first match wins (spec section 8). Our server no
 * longer says 'jo tilannut' or 'jo käytössä'; the mapping stays as the spec lists it.
 */
const FAILURE_TEXTS: readonly [needle: string, text: string][] = [
  ["jo tilannut", "Olet jo tilannut uutiskirjeen! Tarkista sähköpostisi tai ota yhteyttä, jos et saa uutiskirjeitä."],
  ["jo käytössä", "Tämä sähköpostiosoite on jo rekisteröity uutiskirjeeseemme."],
  ["pakollinen", "Sähköpostiosoite on pakollinen tieto."],
  ["kelvollinen", "Syötä kelvollinen sähköpostiosoite."],
];

export type SubscribeOutcome = { ok: boolean; message?: string | null };

/** The text a visitor sees after subscribing; `popup` only changes the success default. */
export function newsletterResultText(outcome: SubscribeOutcome, where: "form" | "popup" = "form"): string {
  const message = outcome.message?.trim() ?? "";
  if (outcome.ok) return message || (where === "popup" ? POPUP_SUCCESS_DEFAULT : FORM_SUCCESS_DEFAULT);
  const known = FAILURE_TEXTS.find(([needle]) => message.includes(needle));
  return known ? known[1] : message || SUBSCRIBE_ERROR_DEFAULT;
}

export const MAX_EMAIL_LENGTH = 254;

/** The server's check: one '@', something on both sides, a dot in the domain, no spaces. */
export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

/** The popup's own check before it sends anything (spec section 5); null when it may be sent. */
export function popupEmailError(email: string): string | null {
  const trimmed = email.trim();
  return trimmed === "" || !trimmed.includes("@") ? "Syötä kelvollinen sähköpostiosoite" : null;
}

// ---------------------------------------------------------------- unsubscribing

/** The personal link of a subscriber: GET shows a confirm button, POST (or RFC 8058 one-click) cancels. */
export function unsubscribeUrl(origin: string, token: string): string {
  return `${origin}/peruuta-uutiskirje?token=${encodeURIComponent(token)}`;
}

/**
 * What the unsubscribe page answers to an address, whether or not it is on the list, so that the page
 * reveals nothing; only the owner of a subscribed address gets the link.
 */
export function unsubscribeRequestedText(email: string): string {
  return `Jos osoite ${email} on uutiskirjeemme tilaajaluettelossa, lähetimme siihen linkin, jolla tilauksen voi perua.`;
}

/** The mail that carries the link to a subscriber who asked to unsubscribe by address. */
export function unsubscribeLinkMail({ email, link }: { email: string; link: string }): { subject: string; text: string } {
  return {
    subject: `Vahvista ${COMPANY.shortName}n uutiskirjeen peruutus`,
    text: [
      "Hei,",
      "",
      `saimme pyynnön perua ${COMPANY.shortName}n uutiskirjeen tilaus osoitteelle ${email}.`,
      "",
      "Peru tilaus avaamalla tämä linkki ja vahvistamalla peruutus:",
      link,
      "",
      "Jos et pyytänyt peruutusta, voit jättää tämän viestin huomiotta: tilauksesi pysyy voimassa.",
      "",
      "Ystävällisin terveisin",
      COMPANY.name,
      `${COMPANY.phone} · ${COMPANY.salesEmail}`,
    ].join("\n"),
  };
}

// ---------------------------------------------------------------- popup timing

export const POPUP_DELAY_MS = 5000;
export const POPUP_REPEAT_MS = 604_800_000; // 7 days
export const POPUP_AUTOCLOSE_MS = 3000;
/** Closes the success view even if the 3 s timer was lost (spec: "a 5 s fallback also exists"). */
export const POPUP_FALLBACK_CLOSE_MS = 5000;

/**
 * Pages where a visitor is buying or doing something: the popup never opens on them (a tyre search and
 * its results, tyre and rim pages, the comparison, the quote and contact forms, the chat, unsubscribing).
 * It opens on the pages a visitor reads: the home page, articles, services, prices.
 */
const POPUP_QUIET_PATHS = ["/renkaat", "/vanteet", "/kysy-tarjous", "/ota-yhteytta", "/kaartobotti", "/peruuta-uutiskirje", "/admin"];

export function popupAllowedOn(pathname: string): boolean {
  return !POPUP_QUIET_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** Cookie holding the last time the popup was shown or closed (ms since epoch); the server reads it too. */
export const POPUP_COOKIE = "newsletter_popup_last_shown";

/** First visit (nothing recorded) or more than 7 days since the popup was last shown. */
export function shouldShowPopup(lastShownMs: number | null, nowMs: number): boolean {
  if (lastShownMs === null || !Number.isFinite(lastShownMs)) return true;
  return nowMs - lastShownMs > POPUP_REPEAT_MS;
}

export function parseLastShown(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** `document.cookie` assignment recording that the popup was shown or closed at `nowMs`. */
export function popupCookieAssignment(nowMs: number, secure = false): string {
  const oneYear = 60 * 60 * 24 * 365;
  return `${POPUP_COOKIE}=${Math.floor(nowMs)}; Path=/; Max-Age=${oneYear}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * RFC 8058 one-click unsubscribe: the address of every newsletter's `List-Unsubscribe` header. Mail
 * providers POST to it from their own servers, with whatever Origin they like; the personal token in
 * the address is the credential, so this one action takes a POST from any origin.
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/api/subscribers/one-click-unsubscribe";
