/**
 * 'Oma tili' without JavaScript (tests/e2e/admin-account.spec.ts tests it with): changing the password
 * signs out the other sessions; two-factor set-up from the page's own secret; logging in with a code and
 * with a recovery code, each once; 'Kirjautumiset' lists this account's sessions and signs one out.
 * A server of its own: the test admin's password and two-factor state change here.
 */
import { describe, expect, it } from "vitest";
import { PASSWORD_TEXTS } from "~/services/password.server";
import { TEST_ADMIN } from "../support/app-server";
import { NoJsBrowser, type NoJsPage } from "../support/nojs-browser";
import { ownServerWithAdmin } from "../support/nojs-own-server";
import { otherCode, totpCode } from "../support/totp";

const NEW_PASSWORD = "Lumiketju-Pakkanen-7749";
const WRONG_CODE_TEXT = "Väärä tai jo käytetty vahvistuskoodi.";

const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');

/** The password step of a login; for an account with two-factor on it leads to the code page. */
async function loginWithPassword(baseUrl: string, browser = new NoJsBrowser(baseUrl)): Promise<NoJsPage> {
  const login = await browser.goto("/admin/login");
  return login.form("Kirjaudu sisään").fill("Käyttäjätunnus", TEST_ADMIN.username).fill("Salasana", NEW_PASSWORD).submit();
}

async function confirmCode(page: NoJsPage, code: string): Promise<NoJsPage> {
  expect(page.path).toBe("/admin/login/vahvistus");
  return page.form("Vahvista kirjautuminen").fill("Vahvistuskoodi", code).submit("Vahvista");
}

describe("the admin's own account without JavaScript", () => {
  const server = ownServerWithAdmin();

  it("changes the password, sets up two-factor, logs in with codes and signs out a session", { timeout: 120_000 }, async () => {
    const url = server.app.url;
    // A second session of the same account, opened before the change.
    const other = new NoJsBrowser(url);
    const otherLanding = await (await other.goto("/admin/login")).form("Kirjaudu sisään").fill("Käyttäjätunnus", TEST_ADMIN.username).fill("Salasana", TEST_ADMIN.password).submit();
    expect(otherLanding.path).toBe("/admin/renkaat");

    // The header's username leads to the account page.
    let page = await (await server.admin.goto("/admin/renkaat")).click(TEST_ADMIN.username, { exact: true });
    expect(page.path).toBe("/admin/tili");
    expect(page.getByRole("heading", { name: "Oma tili", exact: true }).length).toBe(1);
    let form = page.form("Vaihda salasana", { exact: true });
    expect(form.field("Nykyinen salasana").attr("autocomplete")).toBe("current-password");
    expect(form.field("Uusi salasana", { exact: true }).attr("autocomplete")).toBe("new-password");
    expect(form.field("Uusi salasana uudelleen").attr("autocomplete")).toBe("new-password");

    // A wrong current password: refused, and no password comes back in the page.
    page = await form.fill("Nykyinen salasana", "ihan-väärä-salasana").fill("Uusi salasana", NEW_PASSWORD, { exact: true }).fill("Uusi salasana uudelleen", NEW_PASSWORD).submit("Vaihda salasana");
    expect(page.status).toBe(400);
    expect(page.text("main")).toContain("Nykyinen salasana on väärä.");
    form = page.form("Vaihda salasana", { exact: true });
    expect(form.value("Nykyinen salasana")).toBe("");
    expect(form.value("Uusi salasana", { exact: true })).toBe("");
    expect(page.html).not.toContain(NEW_PASSWORD);
    expect(page.html).not.toContain("ihan-väärä-salasana");

    // The two new ones differ; then a common password.
    page = await form.fill("Nykyinen salasana", TEST_ADMIN.password).fill("Uusi salasana", NEW_PASSWORD, { exact: true }).fill("Uusi salasana uudelleen", `${NEW_PASSWORD}x`).submit("Vaihda salasana");
    expect(page.status).toBe(400);
    expect(page.text("main")).toContain("Salasanat eivät täsmää.");
    form = page.form("Vaihda salasana", { exact: true });
    page = await form.fill("Nykyinen salasana", TEST_ADMIN.password).fill("Uusi salasana", "salasana1234", { exact: true }).fill("Uusi salasana uudelleen", "salasana1234").submit("Vaihda salasana");
    expect(page.status).toBe(400);
    expect(page.text("main")).toContain(PASSWORD_TEXTS.common);
    expect(page.html).not.toContain("salasana1234");

    // The right one: the other session ends, this one stays.
    form = page.form("Vaihda salasana", { exact: true });
    page = await form.fill("Nykyinen salasana", TEST_ADMIN.password).fill("Uusi salasana", NEW_PASSWORD, { exact: true }).fill("Uusi salasana uudelleen", NEW_PASSWORD).submit("Vaihda salasana");
    expect(page.path).toBe("/admin/tili");
    expect(toast(page)).toContain("Salasana vaihdettu. Muut kirjautumiset kirjattiin ulos.");
    expect((await other.goto("/admin/renkaat")).path).toMatch(/^\/admin\/login/);
    expect((await server.admin.goto("/admin/renkaat")).path).toBe("/admin/renkaat");
    // The old password no longer logs in.
    const old = await (await new NoJsBrowser(url).goto("/admin/login")).form("Kirjaudu sisään").fill("Käyttäjätunnus", TEST_ADMIN.username).fill("Salasana", TEST_ADMIN.password).submit();
    expect(old.status).toBe(401);

    // Two-factor set-up: the QR code and the same secret as text.
    page = await server.admin.goto("/admin/tili");
    expect(page.text("main")).toContain("Kaksivaiheinen tunnistautuminen ei ole käytössä.");
    page = await page.click("Ota käyttöön", { exact: true });
    expect(page.path).toBe("/admin/tili/kaksivaiheinen");
    const qr = page.getByRole("img", { name: "QR-koodi todennussovellukseen" });
    expect(qr.find("svg").length).toBe(1);
    const grouped = page.text('[data-testid="totp-secret"]');
    expect(grouped).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    const secret = grouped.replace(/\s/g, "");

    // A secret the server did not sign is refused: a new one is shown.
    const token = page.find('input[name="secretToken"]').attr("value") ?? "";
    expect(token.startsWith(`${secret}.`)).toBe(true);
    const forged = "JBSWY3DPEHPK3PXP";
    page.find('input[name="secretToken"]').attr("value", token.replace(secret, forged));
    page = await page.form(/Kirjoita sovelluksen näyttämä/).fill("Vahvistuskoodi", await totpCode(forged)).submit("Ota käyttöön");
    expect(page.status).toBe(400);
    expect(page.text("main")).toContain("Asetus vanheni. Skannaa uusi QR-koodi");
    const secondSecret = page.text('[data-testid="totp-secret"]').replace(/\s/g, "");
    expect(secondSecret).not.toBe(secret);
    expect(secondSecret).not.toBe(forged);

    // A wrong code: refused, the same secret stays so the admin does not scan again.
    const rightNow = await totpCode(secondSecret);
    page = await page.form(/Kirjoita sovelluksen näyttämä/).fill("Vahvistuskoodi", otherCode(rightNow)).submit("Ota käyttöön");
    expect(page.status).toBe(400);
    expect(page.text("main")).toContain("Väärä koodi. Tarkista puhelimen kellonaika ja kirjoita uusin koodi.");
    expect(page.text('[data-testid="totp-secret"]').replace(/\s/g, "")).toBe(secondSecret);

    // The right code: on, and ten recovery codes shown once.
    page = await page.form(/Kirjoita sovelluksen näyttämä/).fill("Vahvistuskoodi", await totpCode(secondSecret)).submit("Ota käyttöön");
    expect(page.status).toBe(200);
    expect(page.text('[data-testid="two-factor-enabled"]')).toContain("Kaksivaiheinen tunnistautuminen on nyt käytössä.");
    const recoveryCodes = page.find('[data-testid="recovery-code"]').toArray().map((element) => page.$(element).text().trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(page.text('[data-testid="recovery-codes"]')).toContain("Kirjoita varakoodit muistiin");
    page = await server.admin.goto("/admin/tili");
    expect(page.text('[data-testid="two-factor-on"]')).toBe("Kaksivaiheinen tunnistautuminen on käytössä.");
    expect(page.text('[data-testid="recovery-left"]')).toContain("Käyttämättömiä varakoodeja on jäljellä 10.");
    expect(page.html).not.toContain(recoveryCodes[0]);

    // Logging in: the password leads to the code page; a wrong code is refused, the right one logs in.
    const phone = await totpCode(secondSecret, 1);
    const second = new NoJsBrowser(url);
    page = await loginWithPassword(url, second);
    page = await confirmCode(page, otherCode(phone));
    expect(page.status).toBe(401);
    expect(page.text('[role="alert"]')).toBe(WRONG_CODE_TEXT);
    page = await confirmCode(page, phone);
    expect(page.path).toBe("/admin/renkaat");
    expect((await second.goto("/admin/tili")).path).toBe("/admin/tili");

    // The same code again: refused.
    page = await confirmCode(await loginWithPassword(url), phone);
    expect(page.status).toBe(401);
    expect(page.text('[role="alert"]')).toBe(WRONG_CODE_TEXT);

    // A recovery code works once.
    const third = new NoJsBrowser(url);
    page = await confirmCode(await loginWithPassword(url, third), recoveryCodes[0].toUpperCase());
    expect(page.path).toBe("/admin/renkaat");
    page = await confirmCode(await loginWithPassword(url), recoveryCodes[0]);
    expect(page.status).toBe(401);
    expect(page.text('[role="alert"]')).toBe(WRONG_CODE_TEXT);

    // 'Kirjautumiset': this device and the others; one is signed out.
    page = await third.goto("/admin/tili");
    expect(page.text('[data-testid="recovery-left"]')).toContain("jäljellä 9.");
    await (await second.goto("/admin/renkaat")).form("Kirjaudu ulos").submit("Kirjaudu ulos");
    page = await server.admin.goto("/admin/tili");
    const sessions = page.find('[data-testid="session"]');
    expect(sessions.length).toBe(2);
    const current = sessions.filter((_, element) => page.$(element).find('[data-testid="this-device"]').length === 1);
    expect(current.length).toBe(1);
    expect(current.text()).toContain("Chrome 131 · Linux");
    expect(current.text()).toContain(server.admin.address);
    expect(current.text()).toMatch(/Kirjautunut\s*\d{1,2}\.\d{1,2}\.\d{4} klo \d{2}\.\d{2}/);
    expect(current.find("button").length).toBe(0);
    expect(page.text("main")).toContain(third.address);
    page = await page.form("Kirjaa ulos: Chrome 131 · Linux").submit();
    expect(toast(page)).toContain("Kirjautuminen kirjattiin ulos.");
    expect(page.find('[data-testid="session"]').length).toBe(1);
    expect((await third.goto("/admin/renkaat")).path).toMatch(/^\/admin\/login/);
    expect((await server.admin.goto("/admin/renkaat")).path).toBe("/admin/renkaat");

    // New recovery codes: shown once, and the old ones stop working.
    page = await server.admin.goto("/admin/tili");
    page = await page.form("Luo uudet varakoodit", { exact: true }).submit("Luo uudet varakoodit");
    const renewed = page.find('[data-testid="recovery-code"]').toArray().map((element) => page.$(element).text().trim());
    expect(renewed).toHaveLength(10);
    expect(renewed.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    page = await server.admin.goto("/admin/tili");
    expect(page.html).not.toContain(renewed[0]);
    expect(page.text('[data-testid="recovery-left"]')).toContain("jäljellä 10.");
    const fourth = new NoJsBrowser(url);
    page = await confirmCode(await loginWithPassword(url, fourth), recoveryCodes[1]);
    expect(page.status).toBe(401);
    expect((await confirmCode(page, renewed[0])).path).toBe("/admin/renkaat");

    // 'Kirjaa ulos kaikki muut'.
    page = await server.admin.goto("/admin/tili");
    expect(page.find('[data-testid="session"]').length).toBe(2);
    page = await page.form("Kirjaa ulos kaikki muut", { exact: true }).submit("Kirjaa ulos kaikki muut");
    expect(toast(page)).toContain("1 muu kirjautuminen kirjattiin ulos.");
    expect(page.find('[data-testid="session"]').length).toBe(1);
    expect((await fourth.goto("/admin/renkaat")).path).toMatch(/^\/admin\/login/);

    // Turning two-factor off needs the password and a code not used yet.
    page = await server.admin.goto("/admin/tili");
    page = await page.form("Poista käytöstä", { exact: true }).fill("Salasana", NEW_PASSWORD, { exact: true }).fill("Vahvistuskoodi tai varakoodi", renewed[0]).submit("Poista käytöstä");
    expect(page.status).toBe(400);
    expect(page.text("main")).toContain(WRONG_CODE_TEXT);
    page = await page.form("Poista käytöstä", { exact: true }).fill("Salasana", "väärä-salasana-tässä", { exact: true }).fill("Vahvistuskoodi tai varakoodi", renewed[1]).submit("Poista käytöstä");
    expect(page.status).toBe(400);
    expect(page.text("main")).toContain("Nykyinen salasana on väärä.");
    page = await page.form("Poista käytöstä", { exact: true }).fill("Salasana", NEW_PASSWORD, { exact: true }).fill("Vahvistuskoodi tai varakoodi", renewed[1]).submit("Poista käytöstä");
    expect(toast(page)).toContain("Kaksivaiheinen tunnistautuminen poistettu käytöstä.");
    expect(page.text("main")).toContain("Kaksivaiheinen tunnistautuminen ei ole käytössä.");
  });

  it("while the shop requires two-factor, an admin without it can only set it up or log out", { timeout: 60_000 }, async () => {
    const url = server.app.url;
    // The setting of Asetukset › Ylläpitäjät, as its form posts it.
    let page = await server.admin.navigate(
      {
        method: "POST",
        url: `${url}/admin/asetukset/yllapitajat`,
        contentType: "application/x-www-form-urlencoded",
        body: Buffer.from("intent=two-factor&requireTwoFactor=on"),
        entries: [],
      },
      `${url}/admin/asetukset/yllapitajat`,
    );
    expect(page.path).toBe("/admin/tili/kaksivaiheinen");
    expect(page.text('[data-testid="two-factor-required"]')).toContain("Ylläpitäjät ovat vaatineet kaksivaiheisen tunnistautumisen");
    expect(page.find('[data-testid="two-factor-required"] form[action="/admin/logout"] button').text()).toBe("Kirjaudu ulos");
    expect(page.allByRole("link", { name: "Peruuta", exact: true })).toHaveLength(0);
    for (const elsewhere of ["/admin/renkaat", "/admin/tili", "/admin/asetukset"]) {
      expect((await server.admin.goto(elsewhere)).path).toBe("/admin/tili/kaksivaiheinen");
    }

    page = await server.admin.goto("/admin/tili/kaksivaiheinen");
    const secret = page.text('[data-testid="totp-secret"]').replace(/\s/g, "");
    page = await page.form(/Kirjoita sovelluksen näyttämä/).fill("Vahvistuskoodi", await totpCode(secret)).submit("Ota käyttöön");
    expect(page.find('[data-testid="recovery-code"]').length).toBe(10);
    page = await page.click("Jatka ylläpitoon", { exact: true });
    expect(page.path).toBe("/admin/renkaat");

    // Required for all: it cannot be turned off.
    page = await server.admin.goto("/admin/tili");
    expect(page.text("main")).toContain("Kaksivaiheinen tunnistautuminen on pakollinen kaikille ylläpitäjille");
    expect(page.find('input[name="intent"][value="disable-two-factor"]').length).toBe(0);
  });

  it("stops guessing the current password after five wrong ones", async () => {
    let page = await server.admin.goto("/admin/tili");
    const change = (current: string) =>
      page.form("Vaihda salasana", { exact: true }).fill("Nykyinen salasana", current).fill("Uusi salasana", "Kesäkumit-Vaihtoon-3321", { exact: true }).fill("Uusi salasana uudelleen", "Kesäkumit-Vaihtoon-3321").submit("Vaihda salasana");
    for (let attempt = 1; attempt <= 5; attempt++) {
      page = await change(`arvaus-numero-${attempt}`);
      expect(page.status).toBe(400);
      expect(page.text("main")).toContain("Nykyinen salasana on väärä.");
    }
    // Even the right one now waits: the lockout is the account's, whichever session asks.
    page = await change(NEW_PASSWORD);
    expect(page.status).toBe(429);
    expect(page.text('[role="alert"]')).toContain("Liian monta väärää salasanaa. Yritä uudelleen 15 minuutin kuluttua.");
    expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
