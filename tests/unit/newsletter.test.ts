import { describe, expect, it } from "vitest";
import {
  POPUP_AUTOCLOSE_MS,
  POPUP_COOKIE,
  POPUP_DELAY_MS,
  POPUP_REPEAT_MS,
  SUBSCRIBE_MESSAGES,
  isValidEmail,
  newsletterResultText,
  parseLastShown,
  popupCookieAssignment,
  popupEmailError,
  popupAllowedOn,
  shouldShowPopup,
  unsubscribeLinkMail,
  unsubscribeRequestedText,
  unsubscribeUrl,
} from "~/features/subscribers/rules";
import { isConsent, readCookie } from "~/features/site/widgets.rules";

describe("newsletter result texts (spec section 8)", () => {
  const failure = (message?: string | null) => newsletterResultText({ ok: false, message });

  it("maps an already-subscribed message (kept as the spec lists it, though our server never sends one)", () => {
    expect(failure("Olet jo tilannut uutiskirjeen.")).toBe(
      "Olet jo tilannut uutiskirjeen! Tarkista sähköpostisi tai ota yhteyttä, jos et saa uutiskirjeitä.",
    );
    expect(failure("Hei, olet jo tilannut tämän")).toBe(
      "Olet jo tilannut uutiskirjeen! Tarkista sähköpostisi tai ota yhteyttä, jos et saa uutiskirjeitä.",
    );
  });

  it("maps 'jo käytössä', 'pakollinen' and 'kelvollinen'", () => {
    expect(failure("Osoite on jo käytössä")).toBe("Tämä sähköpostiosoite on jo rekisteröity uutiskirjeeseemme.");
    expect(failure(SUBSCRIBE_MESSAGES.missing)).toBe("Sähköpostiosoite on pakollinen tieto.");
    expect(failure(SUBSCRIBE_MESSAGES.invalid)).toBe("Syötä kelvollinen sähköpostiosoite.");
  });

  it("shows any other server message, else the generic error", () => {
    expect(failure("Liian monta pyyntöä.")).toBe("Liian monta pyyntöä.");
    expect(failure("")).toBe("Tapahtui virhe tilauksen käsittelyssä. Yritä uudelleen tai ota yhteyttä asiakaspalveluun.");
    expect(failure(null)).toBe("Tapahtui virhe tilauksen käsittelyssä. Yritä uudelleen tai ota yhteyttä asiakaspalveluun.");
  });

  it("shows the server's success message, else the default of the form or the popup", () => {
    expect(newsletterResultText({ ok: true, message: "Tervetuloa!" })).toBe("Tervetuloa!");
    expect(newsletterResultText({ ok: true })).toBe("Kiitos tilauksestasi! Olet nyt tilaajaluettelossa.");
    expect(newsletterResultText({ ok: true, message: " " }, "popup")).toBe("Kiitos tilauksesta!");
    expect(newsletterResultText({ ok: true, message: SUBSCRIBE_MESSAGES.created }, "popup")).toBe(
      "Kiitos tilauksestasi! Olet nyt tilaajaluettelossa.",
    );
  });

  it("the server's own messages contain the substrings the mapping looks for, and none tells who subscribes", () => {
    for (const message of Object.values(SUBSCRIBE_MESSAGES)) {
      expect(message).not.toMatch(/jo tilannut|jo käytössä/);
    }
    expect(SUBSCRIBE_MESSAGES.invalid).toContain("kelvollinen");
    expect(SUBSCRIBE_MESSAGES.missing).toContain("pakollinen");
    expect(SUBSCRIBE_MESSAGES.created).toBe("Kiitos tilauksestasi! Olet nyt tilaajaluettelossa.");
  });
});

describe("unsubscribing by address", () => {
  const token = "ab".repeat(32);

  it("links to the page with the personal token on the given origin", () => {
    expect(unsubscribeUrl("https://www.rengaskaarto.fi", token)).toBe(`https://www.rengaskaarto.fi/peruuta-uutiskirje?token=${token}`);
    expect(unsubscribeUrl("http://localhost:3000", "a&b")).toBe("http://localhost:3000/peruuta-uutiskirje?token=a%26b");
  });

  it("answers in a way that holds whether or not the address subscribes", () => {
    expect(unsubscribeRequestedText("liisa@example.fi")).toBe(
      "Jos osoite liisa@example.fi on uutiskirjeemme tilaajaluettelossa, lähetimme siihen linkin, jolla tilauksen voi perua.",
    );
  });

  it("mails the link with a Finnish subject and says that ignoring it keeps the subscription", () => {
    const link = unsubscribeUrl("https://www.rengaskaarto.fi", token);
    const mail = unsubscribeLinkMail({ email: "liisa@example.fi", link });
    expect(mail.subject).toBe("Vahvista Rengas-Kaarton uutiskirjeen peruutus");
    expect(mail.text).toContain("osoitteelle liisa@example.fi");
    expect(mail.text.split("\n")).toContain(link); // on a line of its own, so mail programs make it a link
    expect(mail.text).toContain("tilauksesi pysyy voimassa");
  });
});

describe("e-mail checks", () => {
  it("the popup only asks for something with an @ (spec section 5)", () => {
    expect(popupEmailError("")).toBe("Syötä kelvollinen sähköpostiosoite");
    expect(popupEmailError("   ")).toBe("Syötä kelvollinen sähköpostiosoite");
    expect(popupEmailError("matti.example.fi")).toBe("Syötä kelvollinen sähköpostiosoite");
    expect(popupEmailError("matti@")).toBeNull(); // the server judges the rest
    expect(popupEmailError(" matti@example.fi ")).toBeNull();
  });

  it("the server wants user@domain.tld without spaces", () => {
    for (const good of ["matti@example.fi", "Matti.Meikalainen+uutiset@posti.example.com", "ä@ö.fi"]) {
      expect(isValidEmail(good), good).toBe(true);
    }
    for (const bad of ["", "matti", "matti@", "@example.fi", "matti@localhost", "matti @example.fi", "a@b@c.fi", "matti@example.", `${"a".repeat(250)}@x.fi`]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
});

describe("newsletter popup timing (spec section 4)", () => {
  const now = Date.UTC(2026, 4, 1, 12);

  it("has the spec's constants", () => {
    expect(POPUP_DELAY_MS).toBe(5000);
    expect(POPUP_REPEAT_MS).toBe(604_800_000);
    expect(POPUP_AUTOCLOSE_MS).toBe(3000);
  });

  it("shows on a first visit", () => {
    expect(shouldShowPopup(null, now)).toBe(true);
  });

  it("opens on the pages a visitor reads, never where they search, compare or fill a form", () => {
    for (const path of ["/", "/artikkelit/talvirenkaat", "/hinnasto", "/palvelut/tasapainoitus", "/rengashotelli", "/tietosuojaseloste"]) {
      expect(popupAllowedOn(path), path).toBe(true);
    }
    for (const path of ["/renkaat", "/renkaat/205-55r16/x-1", "/renkaat/vertaa", "/vanteet", "/kysy-tarjous", "/ota-yhteytta", "/kaartobotti", "/peruuta-uutiskirje"]) {
      expect(popupAllowedOn(path), path).toBe(false);
    }
    expect(popupAllowedOn("/renkaatx")).toBe(true);
  });

  it("shows again only after more than seven days", () => {
    expect(shouldShowPopup(now - 1000, now)).toBe(false);
    expect(shouldShowPopup(now - POPUP_REPEAT_MS, now)).toBe(false);
    expect(shouldShowPopup(now - POPUP_REPEAT_MS - 1, now)).toBe(true);
  });

  it("reads and writes the last-shown cookie as a plain ms timestamp", () => {
    expect(parseLastShown(String(now))).toBe(now);
    expect(parseLastShown(null)).toBeNull();
    expect(parseLastShown("eilen")).toBeNull();
    expect(parseLastShown("-5")).toBeNull();
    const assignment = popupCookieAssignment(now);
    expect(assignment).toMatch(new RegExp(`^${POPUP_COOKIE}=${now}; Path=/; Max-Age=\\d+; SameSite=Lax$`));
    expect(popupCookieAssignment(now, true)).toMatch(/; Secure$/);
    expect(parseLastShown(readCookie(assignment.split(";")[0], POPUP_COOKIE))).toBe(now);
  });
});

describe("cookie helpers", () => {
  it("reads one cookie from a header", () => {
    const header = "theme=abc; cookie_consent=accepted; newsletter_popup_last_shown=1700000000000; x=%C3%A4";
    expect(readCookie(header, "cookie_consent")).toBe("accepted");
    expect(readCookie(header, "newsletter_popup_last_shown")).toBe("1700000000000");
    expect(readCookie(header, "x")).toBe("ä");
    expect(readCookie(header, "consent")).toBeNull();
    expect(readCookie(null, "theme")).toBeNull();
    expect(readCookie("a=%E0%A4%A", "a")).toBe("%E0%A4%A");
  });

  it("knows the two consent values", () => {
    expect(isConsent("accepted")).toBe(true);
    expect(isConsent("denied")).toBe(true);
    expect(isConsent("yes")).toBe(false);
    expect(isConsent(null)).toBe(false);
  });
});
