/**
 * Asetukset › Ylläpitäjät without JavaScript (tests/e2e/admin-accounts.spec.ts tests the invitation and
 * disabling with it): invite with validation, the invitee sets a password through the mailed link and
 * logs in, the link works once, resending replaces the link, a disabled account cannot log in and its
 * session ends, the last active admin and one's own account are protected, delete after confirmation.
 * A server of its own: the file reads its outbox and changes who may log in.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../support/app-server";
import { NoJsBrowser, type NoJsPage } from "../support/nojs-browser";
import { ownServerWithAdmin } from "../support/nojs-own-server";
import { parseMail } from "../support/smtp-sink";

const ACCOUNTS = "/admin/asetukset/yllapitajat";
const WRONG_CREDENTIALS = "Väärä käyttäjätunnus tai salasana";
const EXPIRED = "Linkki on vanhentunut tai jo käytetty.";

const server = ownServerWithAdmin();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');
const row = (page: NoJsPage, username: string) =>
  page.find('[data-testid="admin-account-row"]').filter((_, element) => page.$(element).find("td").first().text().trim().startsWith(username));

function mailsTo(email: string) {
  const outbox = path.join(server.app.dataDir, "outbox");
  const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith(".eml")).sort() : [];
  return files.map((name) => parseMail(readFileSync(path.join(outbox, name), "utf8"))).filter((mail) => mail.headers.to === email);
}

/** The path of the newest one-time link mailed to `email`, once there are `count` mails to it. */
async function mailedLink(email: string, count = 1): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = mailsTo(email);
        link = mails.length >= count ? /^(http\S+\/admin\/salasana\/[\w-]+)$/m.exec(mails[mails.length - 1].text)?.[1] : undefined;
        return link;
      },
      { timeout: 15_000, message: `mail number ${count} to ${email}` },
    )
    .toBeDefined();
  return new URL(link!).pathname;
}

async function invite(username: string, email: string): Promise<NoJsPage> {
  const form = (await server.admin.goto(`${ACCOUNTS}/kutsu`)).form("Kutsu ylläpitäjä");
  return form.fill("Käyttäjätunnus", username).fill("Sähköpostiosoite", email).submit("Lähetä kutsu");
}

async function setPassword(linkPath: string, password: string, browser = new NoJsBrowser(server.app.url)): Promise<NoJsPage> {
  const page = await browser.goto(linkPath);
  return page.form("Aseta salasana").fill("Uusi salasana", password).fill("Salasana uudelleen", password).submit("Aseta salasana");
}

async function login(username: string, password: string, browser = new NoJsBrowser(server.app.url)): Promise<NoJsPage> {
  const page = await browser.goto("/admin/login");
  return page.form("Kirjaudu sisään").fill("Käyttäjätunnus", username).fill("Salasana", password).submit();
}

/** Invites an account and sets its password through the mailed link; a browser logged in as it. */
async function activeAccount(name: string): Promise<{ username: string; email: string; password: string; browser: NoJsBrowser }> {
  const username = `${name}-${unique()}`;
  const email = `${username}@example.com`;
  const password = `Pitkä lause ${unique()} kelpaa`;
  expect(toast(await invite(username, email))).toBe(`Kutsu lähetetty osoitteeseen ${email}`);
  await setPassword(await mailedLink(email), password);
  const browser = new NoJsBrowser(server.app.url);
  expect((await login(username, password, browser)).path).toBe("/admin/renkaat");
  return { username, email, password, browser };
}

/** POSTs a confirmation route's action directly, as a form the page does not offer would. */
function postAction(browser: NoJsBrowser, url: string): Promise<NoJsPage> {
  return browser.navigate({
    method: "POST",
    url: new URL(url, server.app.url).href,
    contentType: "application/x-www-form-urlencoded",
    body: Buffer.from("confirm=1"),
    entries: [],
  });
}

describe("admin accounts without JavaScript", () => {
  it("never lets the last active admin be disabled or deleted", async () => {
    let page = await server.admin.goto(ACCOUNTS);
    const own = row(page, TEST_ADMIN.username);
    expect(own.text()).toContain("Sinä");
    expect(own.find('[data-testid="admin-account-status"]').text()).toBe("Aktiivinen");
    // No buttons for one's own row.
    expect(own.find("a, button").length).toBe(0);
    const ownId = own.attr("data-account-id");

    page = await server.admin.goto(`${ACCOUNTS}/${ownId}/poista-kaytosta`);
    expect(page.text('[role="alertdialog"]')).toContain("Viimeistä aktiivista ylläpitäjää ei voi poistaa käytöstä");
    expect(page.find('[role="alertdialog"] button').length).toBe(0);
    page = await postAction(server.admin, `${ACCOUNTS}/${ownId}/poista-kaytosta`);
    expect(toast(page)).toContain("Viimeistä aktiivista ylläpitäjää ei voi poistaa käytöstä");

    page = await server.admin.goto(`${ACCOUNTS}/${ownId}/poista`);
    expect(page.text('[role="alertdialog"]')).toContain("Viimeistä aktiivista ylläpitäjää ei voi poistaa");
    page = await postAction(server.admin, `${ACCOUNTS}/${ownId}/poista`);
    expect(toast(page)).toContain("Viimeistä aktiivista ylläpitäjää ei voi poistaa");
    expect(page.path).toBe(ACCOUNTS);
    expect(row(page, TEST_ADMIN.username).find('[data-testid="admin-account-status"]').text()).toBe("Aktiivinen");
  });

  it("invites an admin, who sets a password through the mailed link and logs in; the link works once", async () => {
    let page = await (await server.admin.goto(ACCOUNTS)).click("Kutsu ylläpitäjä", { exact: true });
    expect(page.path).toBe(`${ACCOUNTS}/kutsu`);
    expect(page.getByRole("dialog", { name: "Kutsu ylläpitäjä" }).length).toBe(1);

    // The server's checks, on the fields, with what was typed kept.
    page = await page.form("Kutsu ylläpitäjä").fill("Käyttäjätunnus", "ab").fill("Sähköpostiosoite", "ei-osoite").submit("Lähetä kutsu");
    expect(page.status).toBe(400);
    let form = page.form("Kutsu ylläpitäjä");
    expect(page.text("form")).toContain("Käyttäjätunnuksessa on oltava 3–40 merkkiä.");
    expect(page.text("form")).toContain("Anna kelvollinen sähköpostiosoite.");
    expect(form.value("Käyttäjätunnus")).toBe("ab");
    expect(form.value("Sähköpostiosoite")).toBe("ei-osoite");
    page = await form.fill("Käyttäjätunnus", "ääkkös tunnus").submit("Lähetä kutsu");
    expect(page.text("form")).toContain("Käyttäjätunnuksessa saa olla vain kirjaimia a–z");

    const username = `Mekaanikko.${unique()}`;
    const email = `${username.toLowerCase()}@example.com`;
    // A name in use, in another case: refused on its field.
    page = await page.form("Kutsu ylläpitäjä").fill("Käyttäjätunnus", TEST_ADMIN.username.toUpperCase()).fill("Sähköpostiosoite", email).submit("Lähetä kutsu");
    expect(page.status).toBe(409);
    form = page.form("Kutsu ylläpitäjä");
    expect(page.text(`#${form.field("Käyttäjätunnus").attr("aria-describedby")?.split(" ")[0]}`)).toBe("Käyttäjätunnus on jo käytössä.");
    expect(form.value("Sähköpostiosoite")).toBe(email);

    page = await form.fill("Käyttäjätunnus", username).submit("Lähetä kutsu");
    expect(toast(page)).toBe(`Kutsu lähetetty osoitteeseen ${email}`);
    expect(page.path).toBe(ACCOUNTS);
    expect(row(page, username).find('[data-testid="admin-account-status"]').text()).toMatch(/^Kutsuttu \(linkki voimassa \d+\.\d+\.\d{4} klo \d\d\.\d\d asti\)$/);
    expect(row(page, username).text()).toContain(email);

    // The same address again, in capitals: refused on its field.
    page = await invite(`toinen-${unique()}`, email.toUpperCase());
    expect(page.text("form")).toContain("Sähköpostiosoite on jo toisen ylläpitäjän käytössä.");

    const linkPath = await mailedLink(email);
    const [mail] = mailsTo(email);
    expect(mail.subject).toBe("Kutsu Rengas-Kaarton ylläpitoon");
    expect(mail.text).toContain("Linkki on voimassa 24 tuntia");

    // The invitee's page: no referrer, no cache, the invitation's own heading.
    const invitee = new NoJsBrowser(server.app.url);
    page = await invitee.goto(linkPath);
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.getByRole("heading", { name: `Tervetuloa ylläpitoon, ${username}` }).length).toBe(1);

    page = await page.form("Aseta salasana").fill("Uusi salasana", "eri-salasana-1234").fill("Salasana uudelleen", "eri-salasana-9999").submit("Aseta salasana");
    expect(page.status).toBe(400);
    expect(page.text("form")).toContain("Salasanat eivät täsmää.");
    expect(page.form("Aseta salasana").value("Uusi salasana")).toBe("");
    page = await page.form("Aseta salasana").fill("Uusi salasana", "salasana1234").fill("Salasana uudelleen", "salasana1234").submit("Aseta salasana");
    expect(page.text("form")).toContain("Salasana on liian yleinen");

    const password = "Kolme kissaa ja rengasrauta";
    page = await page.form("Aseta salasana").fill("Uusi salasana", password).fill("Salasana uudelleen", password).submit("Aseta salasana");
    expect(page.path).toBe("/admin/login");
    expect(toast(page)).toBe("Salasana asetettu. Kirjaudu sisään.");
    page = await page.form("Kirjaudu sisään").fill("Käyttäjätunnus", username).fill("Salasana", password).submit();
    expect(page.path).toBe("/admin/renkaat");

    // Used: the link is dead, GET and POST alike.
    const again = await new NoJsBrowser(server.app.url).goto(linkPath);
    expect(again.status).toBe(410);
    expect(again.getByRole("heading", { name: EXPIRED }).length).toBe(1);
    expect(again.getByRole("link", { name: "Pyydä uusi salasanalinkki" }).attr("href")).toBe("/admin/login/unohtunut");
    expect(again.headers.get("referrer-policy")).toBe("no-referrer");

    page = await server.admin.goto(ACCOUNTS);
    expect(row(page, username).find('[data-testid="admin-account-status"]').text()).toBe("Aktiivinen");
    expect(row(page, username).find("td").eq(4).text()).toMatch(/^\d+\.\d+\.\d{4} klo \d\d\.\d\d$/);
  });

  it("resends an invitation: the new link works, the old one no longer", async () => {
    const username = `kutsuttu-${unique()}`;
    const email = `${username}@example.com`;
    await invite(username, email);
    const first = await mailedLink(email, 1);
    let page = await server.admin.goto(ACCOUNTS);
    page = await page.form(`Lähetä kutsu uudelleen ${username}`).submit();
    expect(toast(page)).toBe(`Kutsu lähetetty uudelleen osoitteeseen ${email}`);
    const second = await mailedLink(email, 2);
    expect(second).not.toBe(first);
    expect((await new NoJsBrowser(server.app.url).goto(first)).status).toBe(410);
    const fresh = await new NoJsBrowser(server.app.url).goto(second);
    expect(fresh.getByRole("heading", { name: `Tervetuloa ylläpitoon, ${username}` }).length).toBe(1);
  });

  it("a disabled admin cannot log in and its open session ends; enabled again, it can", async () => {
    const account = await activeAccount("levyt");
    let page = await server.admin.goto(ACCOUNTS);
    page = await page.click(`Poista käytöstä ${account.username}`, { exact: true });
    expect(page.getByRole("alertdialog", { name: "Poista ylläpitäjä käytöstä" }).text()).toContain(`Poistetaanko ylläpitäjä ${account.username} käytöstä?`);
    // Cancelling changes nothing.
    page = await page.click("Peruuta", { exact: true, within: '[role="alertdialog"]' });
    expect(row(page, account.username).find('[data-testid="admin-account-status"]').text()).toBe("Aktiivinen");
    expect((await account.browser.goto("/admin/renkaat")).path).toBe("/admin/renkaat");

    page = await page.click(`Poista käytöstä ${account.username}`, { exact: true });
    page = await page.formOf('[role="alertdialog"] form').submit("Poista käytöstä");
    expect(toast(page)).toBe(`Ylläpitäjä ${account.username} poistettu käytöstä. Hänen kirjautumisensa päättyivät.`);
    expect(row(page, account.username).find('[data-testid="admin-account-status"]').text()).toBe("Poistettu käytöstä");

    // The open session has ended; the login refuses the right password with the usual words.
    expect((await account.browser.goto("/admin/renkaat")).path).toMatch(/^\/admin\/login/);
    const refused = await login(account.username, account.password);
    expect(refused.status).toBe(401);
    expect(refused.text('[role="alert"]')).toBe(WRONG_CREDENTIALS);

    page = await (await server.admin.goto(ACCOUNTS)).form(`Ota käyttöön ${account.username}`).submit();
    expect(toast(page)).toBe(`Ylläpitäjä ${account.username} otettu käyttöön.`);
    expect((await login(account.username, account.password)).path).toBe("/admin/renkaat");

    // Another admin is active now: one's own account is refused for being one's own.
    const ownId = row(page, TEST_ADMIN.username).attr("data-account-id");
    page = await server.admin.goto(`${ACCOUNTS}/${ownId}/poista-kaytosta`);
    expect(page.text('[role="alertdialog"]')).toContain("Et voi poistaa käytöstä tai poistaa omaa tiliäsi.");
    page = await postAction(server.admin, `${ACCOUNTS}/${ownId}/poista`);
    expect(toast(page)).toBe("Et voi poistaa käytöstä tai poistaa omaa tiliäsi.");
  });

  it("deletes an admin after confirmation; its session ends and it cannot log in", async () => {
    const account = await activeAccount("poistuva");
    let page = await server.admin.goto(ACCOUNTS);
    const count = page.find('[data-testid="admin-account-row"]').length;
    page = await page.click(`Poista ${account.username}`, { exact: true });
    expect(page.path).toMatch(/\/yllapitajat\/\d+\/poista$/);
    expect(page.getByRole("alertdialog", { name: "Poista ylläpitäjä" }).text()).toContain(`Haluatko varmasti poistaa ylläpitäjän ${account.username}?`);
    page = await page.click("Peruuta", { exact: true, within: '[role="alertdialog"]' });
    expect(row(page, account.username).length).toBe(1);

    page = await page.click(`Poista ${account.username}`, { exact: true });
    page = await page.formOf('[role="alertdialog"] form').submit("Poista ylläpitäjä");
    expect(toast(page)).toBe(`Ylläpitäjä ${account.username} poistettu.`);
    expect(row(page, account.username).length).toBe(0);
    expect(page.find('[data-testid="admin-account-row"]').length).toBe(count - 1);

    expect((await account.browser.goto("/admin/renkaat")).path).toMatch(/^\/admin\/login/);
    expect((await login(account.username, account.password)).status).toBe(401);
  });

  it("requiring two-factor authentication of everyone sends an admin without it to set it up", async () => {
    let page = await server.admin.goto(ACCOUNTS);
    expect(page.text('[data-testid="two-factor-missing"]')).toMatch(/Ilman kaksivaiheista tunnistautumista: \d+ aktiivista ylläpitäjää\./);
    page = await page.form("Kaksivaiheinen tunnistautuminen").check("Vaadi kaksivaiheinen tunnistautuminen kaikilta ylläpitäjiltä").submit("Tallenna");
    // The redirect back to the list already meets the requirement: on to the set-up page.
    expect(page.path).toBe("/admin/tili/kaksivaiheinen");
  });
});
