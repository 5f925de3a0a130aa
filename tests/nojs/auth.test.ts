/** The admin login without JavaScript (tests/e2e/auth.spec.ts tests it with). */
import { describe, expect, inject, it } from "vitest";
import { TEST_ADMIN } from "../support/app-server";
import { NoJsBrowser } from "../support/nojs-browser";

const { url } = inject("nojsServer");

describe("the admin login without JavaScript", () => {
  it("sends an unauthenticated visit to the login page and back after logging in; logging out ends the session", async () => {
    const browser = new NoJsBrowser(url);
    const login = await browser.goto("/admin/asetukset/aukioloajat");
    expect(login.path).toBe("/admin/login?redirectTo=%2Fadmin%2Fasetukset%2Faukioloajat");
    expect(login.getByRole("heading", { name: "Ylläpidon kirjautuminen" }).length).toBe(1);

    const hours = await login.form("Kirjaudu sisään").fill("Käyttäjätunnus", TEST_ADMIN.username).fill("Salasana", TEST_ADMIN.password).submit();
    expect(hours.path).toBe("/admin/asetukset/aukioloajat");
    const tabs = hours.allByRole("link", { within: 'nav[aria-label="Ylläpidon välilehdet"]' }).map((tab) => hours.$(tab).text().trim());
    expect(tabs).toEqual(["Renkaiden hallinta", "Blogin hallinta", "Kampanjat", "Uutiskirjeet & Tilaajat", "Asetukset", "Chatbot Palaute", "Kilpailija-analyysi", "Tarjouspyynnöt", "Yhteydenotot", "Vanteet", "Rengashotelli"]);

    const home = await browser.goto("/");
    expect(home.find('[data-testid="admin-button"]').length).toBe(1);
    const admin = await home.click("Admin", { exact: true });
    expect(admin.path).toBe("/admin/renkaat");

    const loggedOut = await admin.form("Kirjaudu ulos").submit("Kirjaudu ulos");
    expect(loggedOut.path).toBe("/admin/login");
    expect((await browser.goto("/admin")).path).toMatch(/^\/admin\/login/);
    expect((await browser.goto("/")).find('[data-testid="admin-button"]').length).toBe(0);
  });

  it("shows the server's message for a wrong password and keeps the username", async () => {
    const login = await new NoJsBrowser(url).goto("/admin/login");
    const refused = await login.form("Kirjaudu sisään").fill("Käyttäjätunnus", TEST_ADMIN.username).fill("Salasana", "ihan-väärä-salasana").submit();
    expect(refused.path).toMatch(/^\/admin\/login/);
    expect(refused.status).toBe(401);
    expect(refused.text('[role="alert"]')).toBe("Väärä käyttäjätunnus tai salasana");
    expect(refused.form("Kirjaudu sisään").value("Käyttäjätunnus")).toBe(TEST_ADMIN.username);
  });

  it("refuses the sixth attempt after five failures with 429 and keeps the username", async () => {
    const browser = new NoJsBrowser(url);
    const username = `lukko-nojs-${Date.now().toString(36)}`;
    let page = await browser.goto("/admin/login");
    for (let attempt = 1; attempt <= 5; attempt++) {
      page = await page.form("Kirjaudu sisään").fill("Käyttäjätunnus", username).fill("Salasana", `väärä-${attempt}`).submit();
      expect(page.text('[role="alert"]')).toBe("Väärä käyttäjätunnus tai salasana");
    }
    page = await page.form("Kirjaudu sisään").fill("Käyttäjätunnus", username).fill("Salasana", "mikä-tahansa").submit();
    expect(page.status).toBe(429);
    expect(page.text('[role="alert"]')).toBe("Liian monta epäonnistunutta kirjautumisyritystä. Yritä uudelleen 15 minuutin kuluttua.");
    expect(page.form("Kirjaudu sisään").value("Käyttäjätunnus")).toBe(username);
  });
});
