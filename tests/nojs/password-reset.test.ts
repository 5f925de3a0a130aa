/**
 * 'Unohtuiko salasana?' without JavaScript: the same answer (status and page text) for an account's
 * username or address and for an unknown one; the mailed link works once; a link expires after 15
 * minutes (the test server's clock is moved, POST /e2e/kello); at most three links an hour per account.
 * A server of its own: the file reads its outbox and moves its clock.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { NoJsBrowser, type NoJsPage } from "../support/nojs-browser";
import { ownServerWithAdmin } from "../support/nojs-own-server";
import { parseMail } from "../support/smtp-sink";

const SENT =
  "Jos tunnus tai osoite löytyy, lähetimme siihen liitetyn sähköpostiosoitteen kautta linkin salasanan vaihtamiseen. Linkki on voimassa 15 minuuttia.";
const EXPIRED = "Linkki on vanhentunut tai jo käytetty.";

const server = ownServerWithAdmin();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: NoJsPage) => page.text('[data-testid="toast"]');

function mailsTo(email: string) {
  const outbox = path.join(server.app.dataDir, "outbox");
  const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith(".eml")).sort() : [];
  return files.map((name) => parseMail(readFileSync(path.join(outbox, name), "utf8"))).filter((mail) => mail.headers.to === email);
}

async function mailedLink(email: string, count: number): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = mailsTo(email);
        link = mails.length >= count ? /^(http\S+\/admin\/salasana\/[\w-]+)$/m.exec(mails[count - 1].text)?.[1] : undefined;
        return link;
      },
      { timeout: 15_000, message: `mail number ${count} to ${email}` },
    )
    .toBeDefined();
  return new URL(link!).pathname;
}

async function askReset(identifier: string, browser = new NoJsBrowser(server.app.url)): Promise<NoJsPage> {
  const page = await browser.goto("/admin/login");
  const form = (await page.click("Unohtuiko salasana?")).form("Lähetä linkki");
  return form.fill("Käyttäjätunnus tai sähköpostiosoite", identifier).submit("Lähetä linkki");
}

async function setPassword(linkPath: string, password: string): Promise<NoJsPage> {
  const page = await new NoJsBrowser(server.app.url).goto(linkPath);
  return page.form("Aseta salasana").fill("Uusi salasana", password).fill("Salasana uudelleen", password).submit("Aseta salasana");
}

async function login(username: string, password: string): Promise<NoJsPage> {
  const page = await new NoJsBrowser(server.app.url).goto("/admin/login");
  return page.form("Kirjaudu sisään").fill("Käyttäjätunnus", username).fill("Salasana", password).submit();
}

/** Moves the test server's clock (serverNow) `minutes` ahead of the real time; 0 puts it right. */
async function moveClock(minutes: number): Promise<void> {
  const answer = await server.admin.navigate({
    method: "POST",
    url: new URL("/e2e/kello", server.app.url).href,
    contentType: "application/x-www-form-urlencoded",
    body: Buffer.from(`minutes=${minutes}`),
    entries: [],
  });
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.html)).toMatchObject({ offsetMinutes: minutes });
}

/** An account with an address and a password, made through an invitation. */
async function accountWithEmail(): Promise<{ username: string; email: string; password: string }> {
  const username = `huolto-${unique()}`;
  const email = `${username}@example.com`;
  const password = `Vanha hyvä lause ${unique()}`;
  const form = (await server.admin.goto("/admin/asetukset/yllapitajat/kutsu")).form("Kutsu ylläpitäjä");
  expect(toast(await form.fill("Käyttäjätunnus", username).fill("Sähköpostiosoite", email).submit("Lähetä kutsu"))).toContain(email);
  expect((await setPassword(await mailedLink(email, 1), password)).path).toBe("/admin/login");
  return { username, email, password };
}

describe("password reset without JavaScript", () => {
  afterAll(async () => {
    await moveClock(0);
  });

  it("answers the same for an account and for an unknown name or address; the mailed link works once", async () => {
    const account = await accountWithEmail();
    const answers = [
      await askReset(account.email.toUpperCase()),
      await askReset(`ei-ketaan-${unique()}@example.com`),
      await askReset(account.username),
      await askReset(`tuntematon-${unique()}`),
    ];
    for (const page of answers) {
      expect(page.status).toBe(200);
      expect(page.path).toBe("/admin/login/unohtunut");
      expect(page.text('[data-testid="reset-sent"]')).toBe(SENT);
      // Nothing typed comes back: the page tells nothing about what was asked.
      expect(page.form("Lähetä linkki").value("Käyttäjätunnus tai sähköpostiosoite")).toBe("");
    }
    expect(new Set(answers.map((page) => page.text("main"))).size).toBe(1);

    // Both requests for the account were mailed; the newer link replaced the older.
    const first = await mailedLink(account.email, 2);
    const newest = await mailedLink(account.email, 3);
    const mail = mailsTo(account.email)[2];
    expect(mail.subject).toBe("Rengas-Kaarton ylläpidon salasanan vaihto");
    expect(mail.text).toContain("Linkki on voimassa 15 minuuttia");
    expect((await new NoJsBrowser(server.app.url).goto(first)).status).toBe(410);

    const linkPage = await new NoJsBrowser(server.app.url).goto(newest);
    expect(linkPage.getByRole("heading", { name: "Vaihda salasana" }).length).toBe(1);
    const password = `Uusi pitkä lause ${unique()}`;
    const done = await setPassword(newest, password);
    expect(done.path).toBe("/admin/login");
    expect(toast(done)).toBe("Salasana asetettu. Kirjaudu sisään.");
    expect((await login(account.username, password)).path).toBe("/admin/renkaat");
    expect((await login(account.username, account.password)).status).toBe(401);

    const again = await new NoJsBrowser(server.app.url).goto(newest);
    expect(again.status).toBe(410);
    expect(again.text("h1")).toBe(EXPIRED);
  });

  it("refuses an empty request with the form's own message", async () => {
    const page = await (await new NoJsBrowser(server.app.url).goto("/admin/login/unohtunut")).form("Lähetä linkki").fill("Käyttäjätunnus tai sähköpostiosoite", "   ").submit();
    expect(page.status).toBe(400);
    expect(page.text("form")).toContain("Kirjoita käyttäjätunnus tai sähköpostiosoite.");
    expect(page.find('[data-testid="reset-sent"]').length).toBe(0);
  });

  it("past ten requests from one address in 15 minutes the page says to wait, with Retry-After", async () => {
    const browser = new NoJsBrowser(server.app.url);
    for (let ask = 0; ask < 10; ask++) expect((await askReset(`kuka-${ask}-${unique()}`, browser)).status).toBe(200);
    const refused = await askReset(`liikaa-${unique()}`, browser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.text('[role="alert"]')).toBe("Liian monta pyyntöä. Yritä hetken päästä uudelleen.");
    expect(refused.find('[data-testid="reset-sent"]').length).toBe(0);
  });

  it("a reset link stops working 15 minutes after it was sent (the server's clock moved 16 minutes)", async () => {
    const account = await accountWithEmail();
    await askReset(account.username);
    const link = await mailedLink(account.email, 2);
    expect((await new NoJsBrowser(server.app.url).goto(link)).status).toBe(200);

    await moveClock(16);
    const expired = await new NoJsBrowser(server.app.url).goto(link);
    expect(expired.status).toBe(410);
    expect(expired.text("h1")).toBe(EXPIRED);
    expect(expired.getByRole("link", { name: "Pyydä uusi salasanalinkki" }).attr("href")).toBe("/admin/login/unohtunut");
    await moveClock(0);

    // Back on time the link works again (it was never used): the clock alone refused it.
    const page = await new NoJsBrowser(server.app.url).goto(link);
    expect(page.status).toBe(200);
    await moveClock(16);
    // Sending the form with an expired link does not set the password either.
    const posted = await page.form("Aseta salasana").fill("Uusi salasana", "Myöhässä oleva lause 1").fill("Salasana uudelleen", "Myöhässä oleva lause 1").submit("Aseta salasana");
    expect(posted.status).toBe(410);
    await moveClock(0);
    expect((await login(account.username, account.password)).path).toBe("/admin/renkaat");
  });

  it("mails at most three links an hour to one account, however many are asked for", async () => {
    const account = await accountWithEmail();
    for (let ask = 0; ask < 5; ask++) expect((await askReset(account.username)).status).toBe(200);
    // A request for another account afterwards: once its mail is there, every earlier one is done.
    const marker = await accountWithEmail();
    await askReset(marker.email);
    await mailedLink(marker.email, 2);
    expect(mailsTo(account.email)).toHaveLength(1 + 3);
  });
});
