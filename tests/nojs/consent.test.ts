/**
 * Cookie consent without JavaScript (tests/e2e/consent.spec.ts tests it with): the banner is a plain form
 * posting to /evasteet, which stores the choice and redirects back; the gtag tags render only after
 * 'Hyväksy'. Also the session-expiry notice, which without JavaScript stays with its login link.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { NoJsBrowser, type NoJsPage, loggedInBrowser } from "../support/nojs-browser";

const { url } = inject("nojsServer");

const GTAG = 'script[src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"]';
const BANNER = '[data-testid="cookie-banner"]';

const banner = (page: NoJsPage) => page.getByRole("region", { name: "Evästeet", exact: true });

/** When the browser forgets the cookie. The client's jar keeps it privately (a gap of the client: no expiry getter). */
function cookieExpiry(browser: NoJsBrowser, name: string): number | undefined {
  return (browser.cookies as unknown as { jar: Map<string, { expires: number }> }).jar.get(name)?.expires;
}

describe("cookie consent without JavaScript", () => {
  it("the banner asks on a first visit; 'Kieltäydy' comes back to the page, is kept a year and keeps the tags out", async () => {
    const browser = new NoJsBrowser(url);
    const home = await browser.goto("/");
    expect(banner(home).length).toBe(1);
    expect(home.getByRole("link", { name: "Tietosuojaseloste", within: BANNER }).attr("href")).toBe("/tietosuojaseloste");
    // The details sit in a closed <details>, which a visitor opens without JavaScript.
    expect(home.find(`${BANNER} details:not([open])`).text()).toMatch(/Google Tag Manager/);
    expect(home.find(`${BANNER} details > summary`).text()).toBe("Lue lisää evästeistä");
    expect(home.find(GTAG).length).toBe(0);

    const denied = await home.form("Kieltäydy").submit("Kieltäydy");
    expect(denied.path).toBe("/");
    expect(browser.responses.some((response) => response.method === "POST" && new URL(response.url).pathname === "/evasteet" && response.status === 302)).toBe(true);
    expect(browser.cookies.get("cookie_consent")).toBe("denied");
    expect(cookieExpiry(browser, "cookie_consent")! - Date.now()).toBeGreaterThan(360 * 24 * 60 * 60 * 1000); // about a year
    expect(denied.find(BANNER).length).toBe(0);

    for (const path of ["/renkaat", "/hinnasto", "/"]) {
      const page = await browser.goto(path);
      expect(page.find(BANNER).length, path).toBe(0);
      expect(page.find(GTAG).length, path).toBe(0);
    }
  });

  it("'Hyväksy' stores the choice, comes back to the page and only then renders the analytics tags", async () => {
    const browser = new NoJsBrowser(url);
    const prices = await browser.goto("/hinnasto");
    expect(prices.find(GTAG).length).toBe(0);
    const accepted = await prices.form("Hyväksy").submit("Hyväksy");
    expect(accepted.path).toBe("/hinnasto");
    expect(accepted.find(GTAG).length).toBe(1);
    expect(accepted.find(BANNER).length).toBe(0);
    expect(browser.cookies.get("cookie_consent")).toBe("accepted");
  });
});

describe("the session-expiry notice without JavaScript", () => {
  let admin: NoJsBrowser;
  beforeAll(async () => {
    admin = await loggedInBrowser(url);
  });

  it("a public page tells an admin whose session has ended, with a link to log in again, once", async () => {
    const name = admin.cookies.get("admin_session") !== undefined ? "admin_session" : "__Host-admin_session";
    const session = admin.cookies.get(name);
    expect(session).toBeDefined();
    const landing = await admin.goto("/admin");
    const loggedOut = await landing.form("Kirjaudu ulos").submit("Kirjaudu ulos");
    expect(loggedOut.path).toBe("/admin/login");

    // The browser still holds the old cookie, as after an idle timeout.
    admin.cookies.set(name, session!);
    admin.cookies.set("cookie_consent", "denied");
    const home = await admin.goto("/");
    const notice = home.text('[data-testid="session-expired"]');
    expect(notice).toContain("Istunto päättynyt");
    expect(notice).toContain("Admin-istuntosi on päättynyt. Kirjaudu sisään uudelleen.");
    const login = await home.click("Kirjaudu sisään uudelleen.", { within: '[data-testid="session-expired"]' });
    expect(login.path).toBe("/admin/login");
    expect(login.getByRole("heading", { name: "Ylläpidon kirjautuminen" }).length).toBe(1);

    // Said once: the stale cookie is gone, the next page view has no notice.
    expect((await admin.goto("/")).find('[data-testid="session-expired"]').length).toBe(0);
  });
});
