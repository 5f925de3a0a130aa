/**
 * The tyre hotel end to end with JavaScript (issue 31's acceptance: check-in → reminder → customer view →
 * check-out), every admin step a form submitted by clicking in the browser with Remix's navigation (one
 * document from the sign-in to the stored set): the admin signs in, adds a customer who consents to
 * reminders, a vehicle and a winter set with one worn tyre on a shelf of this run's own; schedules the
 * winter round; the minute's tick (the test-only route /e2e/rengashotelli) starts it and the in-process
 * pump sends the reminder into the server's outbox, once; the round's page lists the customer as
 * reminded; the mail's personal link, opened in a browser of no session, shows this customer's set and
 * nothing of another customer's (axe finds no serious violation), one altered character is the 404; the
 * admin checks the set out in its drawer, and the personal link then says nothing is stored. The same
 * journey without JavaScript: tests/nojs/tyre-hotel-journey.test.ts.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { toHelsinkiWallTime } from "~/lib/helsinki-time";
import { type ParsedMail, parseMail } from "../support/smtp-sink";
import { expect, test } from "./fixtures";
import { JS_ONLY, hydrated, login, seriousViolations } from "./helpers";

const HOTEL = "/admin/rengashotelli";
const letters = (count: number) => Array.from({ length: count }, () => "BCDFGHJKLMNPRSTVZ"[Math.floor(Math.random() * 17)]).join("");
const digits = () => String(100 + Math.floor(Math.random() * 900));
const tomorrowAtNine = () => `${toHelsinkiWallTime(new Date(Date.now() + 24 * 3_600_000)).slice(0, 10)}T09:00`;
/** The demo customers' plates (db/seed-data.ts): never on this customer's page. */
const DEMO_PLATES = ["KTO-101", "RKO-220", "MKN-37"];
const WARNING = "Vasen etu: urasyvyys 3,2 mm, alle suositellun 4 mm";

async function testRoute<T>(page: Page, fields: Record<string, string>): Promise<T> {
  const answer = await page.request.post("/e2e/rengashotelli", { form: fields, timeout: 30_000 });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as T;
}

/** `token` with the character at `index` replaced by another one of the same kind. */
function alterOne(token: string, index: number): string {
  const current = token[index];
  const replacement = /[0-9]/.test(current) ? String((Number(current) + 1) % 10) : current === "a" ? "b" : "a";
  return `${token.slice(0, index)}${replacement}${token.slice(index + 1)}`;
}

/** Set on the page's window: still there after a click only if Remix navigated without loading a new document. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { journeyDocument: "same" }));
const sameDocument = (page: Page) => page.evaluate(() => (window as Window & { journeyDocument?: string }).journeyDocument === "same");

test("check-in, the reminder, the customer's own view and check-out, end to end", JS_ONLY, async ({ page, browser, app }) => {
  test.slow(); // a whole journey: a dozen forms, a round sent, two axe walks
  const tag = `${letters(3)}${digits()}`;
  const customer = {
    // 'Aada' sorts before the demo customers: the round's first page of reminded customers lists her.
    name: `Aada ${tag} Selainlainen`,
    phone: `040 ${digits()} ${digits()}${Math.floor(Math.random() * 10)}`,
    email: `aada.${tag.toLowerCase()}.${Date.now().toString(36)}@example.fi`,
  };
  const plate = `S${letters(2)}-${digits()}`;
  const shelf = `P${letters(2)}${digits()}`;

  // 1. The admin signs in through the form and walks to the tyre hotel by its links.
  await login(page);
  await expect(page).toHaveURL(/\/admin\/renkaat$/);
  await hydrated(page);
  await markDocument(page);
  await page.getByRole("navigation", { name: "Ylläpidon välilehdet" }).getByRole("link", { name: "Rengashotelli" }).click();
  await expect(page).toHaveURL(new RegExp(`${HOTEL}$`));
  await page.getByRole("link", { name: "Uusi asiakas" }).click();

  const customerForm = page.getByRole("form", { name: "Uusi asiakas" });
  await customerForm.getByLabel("Nimi").fill(customer.name);
  await customerForm.getByLabel("Puhelin").fill(customer.phone);
  await customerForm.getByLabel("Sähköposti", { exact: true }).fill(customer.email);
  await customerForm.getByLabel("Asiakas haluaa kausimuistutuksen sähköpostiin").check();
  await customerForm.getByRole("button", { name: "Tallenna" }).click();
  await expect(page.getByTestId("toast")).toContainText("Asiakas lisätty");
  await expect(page).toHaveURL(/\/admin\/rengashotelli\/asiakkaat\/\d+$/);
  await expect(page.getByTestId("hotel-customer")).toContainText("Kausimuistutus: kyllä");

  await page.getByRole("link", { name: "Lisää ajoneuvo" }).click();
  const vehicle = page.getByRole("dialog", { name: "Uusi ajoneuvo" });
  await vehicle.getByLabel("Rekisterinumero").fill(plate);
  await vehicle.getByLabel("Merkki ja malli").fill("Volvo V70");
  await vehicle.getByRole("button", { name: "Tallenna" }).click();
  await expect(vehicle).toBeHidden();
  await expect(page.getByTestId("hotel-vehicle").filter({ hasText: plate })).toBeVisible();

  await page.getByRole("link", { name: `Tuo uusi sarja: ${plate}` }).click();
  const setForm = page.getByRole("form", { name: "Tuo sarja varastoon" });
  await setForm.getByLabel("Kausi").selectOption("winter");
  await setForm.getByLabel("Rengaskoko").fill("205/55R16");
  await setForm.getByLabel("Merkki ja malli").fill("Nokian Hakkapeliitta 10");
  await setForm.getByLabel("Varastopaikka (hylly/paikka)").fill(`${shelf}/1`);
  for (const [position, tread] of [
    ["Vasen etu", "3,2"],
    ["Oikea etu", "7,5"],
    ["Vasen taka", "7,4"],
    ["Oikea taka", "7,3"],
  ]) {
    await setForm.getByLabel(`${position}: DOT (vvVV)`).fill("3824");
    await setForm.getByLabel(`${position}: Urasyvyys (mm)`).fill(tread);
  }
  await setForm.getByRole("button", { name: "Tallenna" }).click();
  await expect(page.getByTestId("toast")).toContainText("Sarja tuotu varastoon");
  await expect(page).toHaveURL(/\/admin\/rengashotelli\/sarjat\/\d+$/);
  const setUrl = new URL(page.url()).pathname;
  await expect(page.getByTestId("set-status")).toHaveText(`Varastossa, Paikka ${shelf}/1`);
  await expect(page.getByTestId("set-warnings")).toContainText(WARNING);
  await expect(page.getByTestId("set-warnings")).not.toContainText("Oikea");
  expect(await sameDocument(page), "Remix navigated from the sign-in to the stored set without loading a document").toBe(true);

  // 2. The winter round, from none (one round per season and year: the reminder tests' reset).
  await testRoute(page, { intent: "reset" });
  await page.getByRole("navigation", { name: "Rengashotellin osiot" }).getByRole("link", { name: "Muistutukset" }).click();
  await expect(page).toHaveURL(new RegExp(`${HOTEL}/muistutukset$`));
  const roundForm = page.getByTestId("reminder-round-form");
  await roundForm.getByLabel("Kausi").selectOption("winter");
  await roundForm.getByLabel("Lähetysaika").fill(tomorrowAtNine());
  await roundForm.getByRole("button", { name: "Ajasta kierros" }).click();
  await expect(page.getByTestId("toast")).toContainText("Muistutuskierros ajastettu");
  const roundRow = page.getByTestId("reminder-round-row").filter({ hasText: "Talvirenkaat" });
  await expect(roundRow).toHaveCount(1);
  await expect(roundRow.getByTestId("reminder-round-status")).toHaveText("Ajastettu");
  expect(await sameDocument(page)).toBe(true);
  await roundRow.getByRole("link", { name: /^Näytä: Talvirenkaat/ }).click();
  await expect(page).toHaveURL(new RegExp(`${HOTEL}/muistutukset/\\d+$`));
  const roundId = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByTestId("reminded-empty")).toContainText("Kierros ei ole vielä alkanut");

  // 3. Two days on, the worker's minute starts the round; the pump sends the reminder, once.
  const outbox = path.join(app.dataDir, "outbox");
  const mails = (): ParsedMail[] =>
    (existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith(".eml")) : [])
      .map((name) => parseMail(readFileSync(path.join(outbox, name), "utf8")))
      .filter((mail) => mail.headers.to === customer.email);
  expect(mails()).toHaveLength(0);
  const tick = await testRoute<{ started: number[]; handedOut: number }>(page, { intent: "tick", minutes: String(48 * 60) });
  expect(tick.started).toEqual([roundId]);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("reminder-round-summary").getByTestId("reminder-round-status")).toHaveText("Lähetetty", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  expect(mails()).toHaveLength(1);
  // The minute again: nothing started, nothing handed to the queue, no second mail.
  expect(await testRoute(page, { intent: "tick", minutes: String(48 * 60) })).toEqual({ started: [], handedOut: 0 });
  expect(mails()).toHaveLength(1);

  const reminded = page.getByTestId("reminded-row").filter({ hasText: customer.name });
  await expect(reminded).toHaveCount(1);
  await expect(reminded).toContainText(plate);
  await expect(reminded.getByTestId("reminded-status")).toHaveText("Lähetetty");

  const [mail] = mails();
  expect(mail.subject).toBe("Renkaiden vaihdon aika – renkaasi odottavat Rengashotellissa");
  expect(mail.text).toContain("Hei Aada!");
  expect(mail.text).toContain(`Rekisterinumero: ${plate}`);
  expect(mail.text).toContain("Renkaat: Talvirenkaat, 205/55R16, Nokian Hakkapeliitta 10");
  expect(mail.text).toContain(`! ${WARNING}`);
  const booking = /Varaa renkaanvaihto: (\S+)/.exec(mail.text)?.[1] ?? "";
  expect(booking).toMatch(/^https:\/\//);
  expect(mail.html).toContain(`href="${booking}"`);
  expect(mail.headers["list-unsubscribe"]).toMatch(new RegExp(`^<${app.url}/api/rengashotelli/peru-muistutus\\?token=[\\w-]+>$`));
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const personal = /Oma sivusi: (\S+)/.exec(mail.text)?.[1] ?? "";
  expect(personal).toMatch(new RegExp(`^${app.url}/oma-rengashotelli/[^/\\s]+$`));
  const viewPath = new URL(personal).pathname;

  // 4. The personal link in a browser of no session: her first name, this set, its treads and warning, the booking button.
  const visitorContext = await browser.newContext({ baseURL: app.url });
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(viewPath);
    await hydrated(visitor);
    await expect(visitor.getByRole("heading", { level: 1, name: "Oma rengashotelli" })).toBeVisible();
    await expect(visitor.getByTestId("customer-greeting")).toHaveText("Hei Aada!");
    const set = visitor.getByTestId("customer-set");
    await expect(set).toHaveCount(1);
    await expect(set.getByRole("heading", { level: 2 })).toHaveText(`Talvirenkaat · ${plate}`);
    await expect(set).toContainText("205/55R16, Nokian Hakkapeliitta 10");
    await expect(set.getByRole("row", { name: /^Vasen etu/ }).getByRole("cell").first()).toHaveText("3,2 mm");
    await expect(set.getByRole("row", { name: /^Oikea taka/ }).getByRole("cell").first()).toHaveText("7,3 mm");
    await expect(visitor.getByTestId("customer-set-warnings")).toContainText(WARNING);
    await expect(visitor.getByTestId("customer-book")).toHaveAttribute("href", booking);
    const body = visitor.locator("body");
    for (const hidden of [...DEMO_PLATES, "Selainlainen", customer.email, customer.phone, shelf]) await expect(body).not.toContainText(hidden);
    expect(await seriousViolations(visitor)).toEqual([]);

    // One character changed (the customer id, the expiry, the signature) is the site's 404 page.
    const token = viewPath.split("/")[2];
    const [id, expiry] = token.split(".");
    for (const index of [id.length - 1, id.length + 1, id.length + expiry.length + 2, token.length - 1]) {
      const altered = alterOne(token, index);
      expect(altered).not.toBe(token);
      const answer = await visitor.goto(`/oma-rengashotelli/${altered}`);
      expect(answer?.status(), altered).toBe(404);
      await expect(body).toContainText("Sivua ei löytynyt");
      await expect(visitor.getByTestId("customer-greeting")).toHaveCount(0);
      for (const hidden of [plate, ...DEMO_PLATES]) await expect(body).not.toContainText(hidden);
    }

    // 5. The admin checks the set out in its drawer; the page and history say when and who.
    await page.goto(setUrl);
    await hydrated(page);
    await markDocument(page);
    await page.getByRole("link", { name: "Luovuta", exact: true }).click();
    const checkOut = page.getByRole("dialog", { name: "Luovuta sarja" });
    await expect(checkOut.getByLabel("Aika")).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await checkOut.getByRole("button", { name: "Luovuta" }).click();
    await expect(checkOut).toBeHidden();
    await expect(page.getByTestId("toast")).toContainText("Sarja luovutettu");
    await expect(page.getByTestId("set-status")).toHaveText("Luovutettu");
    await expect(page.getByTestId("hotel-set-page")).toContainText(/Luovutettu \d+\.\d+\.\d{4} klo \d\d\.\d\d \(kaarto-admin\)/);
    const history = page.getByTestId("set-history").getByRole("listitem");
    await expect(history).toHaveText([
      new RegExp(`^Luovutettu \\d+\\.\\d+\\.\\d{4} klo \\d\\d\\.\\d\\d, kaarto-admin, paikka ${shelf}/1$`),
      new RegExp(`^Tuotu varastoon \\d+\\.\\d+\\.\\d{4} klo \\d\\d\\.\\d\\d, kaarto-admin, paikka ${shelf}/1$`),
    ]);
    expect(await sameDocument(page)).toBe(true);

    // The personal link still opens, and says nothing is stored.
    const answer = await visitor.goto(viewPath);
    expect(answer?.status()).toBe(200);
    await hydrated(visitor);
    await expect(visitor.getByTestId("customer-greeting")).toHaveText("Hei Aada!");
    await expect(visitor.getByText("Meillä ei ole tällä hetkellä säilytyksessä renkaitasi.")).toBeVisible();
    await expect(visitor.getByTestId("customer-set")).toHaveCount(0);
    await expect(visitor.getByTestId("customer-set-warnings")).toHaveCount(0);
    await expect(body).not.toContainText(plate);
    expect(await seriousViolations(visitor)).toEqual([]);
  } finally {
    await visitorContext.close();
  }
});
