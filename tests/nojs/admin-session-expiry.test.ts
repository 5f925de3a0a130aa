/** A save after the session ended, without JavaScript (tests/e2e/admin-session-expiry.spec.ts tests it with). */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { TEST_ADMIN } from "../support/app-server";
import { type NoJsBrowser, type NoJsPage, loggedInBrowser } from "../support/nojs-browser";

const { url } = inject("nojsServer");
const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

/** Forgets the admin session, submits `save`, checks the login page's notice and logs back in. */
async function expireAndLogBackIn(save: () => Promise<NoJsPage>): Promise<NoJsPage> {
  const login = await save();
  expect(login.path).toMatch(/^\/admin\/login\?.*vanhentunut=1/);
  expect(login.text('[data-testid="session-expired"]')).toBe("Kirjautuminen vanhentunut. Kirjaudu sisään uudelleen.");
  expect(login.find('[data-testid="form-kept"]').length).toBe(1);
  const back = await login.form("Kirjaudu sisään").fill("Käyttäjätunnus", TEST_ADMIN.username).fill("Salasana", TEST_ADMIN.password).submit();
  expect(back.text('[data-testid="restored-form"]')).toContain("Lomakkeelle palautettiin tallentamattomat muutoksesi");
  return back;
}

const dropSession = (page: NoJsPage) => {
  for (const name of ["admin_session", "__Host-admin_session", "__Secure-admin_session"]) page.browser.cookies.delete(name);
};

describe("a save after the session ended, without JavaScript", () => {
  // One login for the file: each test ends logged in again.
  let browser: NoJsBrowser;
  beforeAll(async () => {
    browser = await loggedInBrowser(url);
  });

  it("brings the tyre product form back with the typed edits, once", async () => {
    const page = await browser.goto("/admin/renkaat/tuotteet/uusi");
    const model = `Palautuva ${unique()}`;
    const form = page.formOf('[data-testid="admin-drawer"] form:has(button:contains("Lisää rengastuote"))');
    form.fill(/^Malli$/, model).fill(/^Hinta \(€\)$/, "123.45").fill(/^Kuvaus$/, "Kirjoitettu ennen uloskirjautumista");
    dropSession(page);
    const back = await expireAndLogBackIn(() => form.submit("Lisää rengastuote"));
    expect(back.path).toMatch(/^\/admin\/renkaat\/tuotteet\/uusi/);
    const restored = back.form("Lisää rengastuote");
    expect(restored.value(/^Malli$/)).toBe(model);
    expect(restored.value(/^Hinta \(€\)$/)).toBe("123.45");
    expect(restored.value(/^Kuvaus$/)).toBe("Kirjoitettu ennen uloskirjautumista");
    const reloaded = await browser.goto(back.path);
    expect(reloaded.form("Lisää rengastuote").value(/^Malli$/)).toBe("");
  });

  it("brings a new campaign back with the typed edits", async () => {
    const page = await browser.goto("/admin/kampanjat/uusi");
    const name = `Kampanja ${unique()}`;
    const form = page.formOf('[data-testid="admin-drawer"] form:has(button:contains("Tallenna"))');
    form.fill(/^Nimi$/, name).fill(/^Kuvaus$/, "Talvirenkaat -15 %");
    dropSession(page);
    const back = await expireAndLogBackIn(() => form.submit("Tallenna"));
    expect(back.path).toMatch(/^\/admin\/kampanjat\/uusi/);
    const restored = back.formOf('[data-testid="admin-drawer"] form:has(button:contains("Tallenna"))');
    expect(restored.value(/^Nimi$/)).toBe(name);
    expect(restored.value(/^Kuvaus$/)).toBe("Talvirenkaat -15 %");
  });
});
