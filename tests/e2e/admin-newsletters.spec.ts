/**
 * The newsletters of the tab 'Uutiskirjeet & Tilaajat' with JavaScript: a draft created and edited, a
 * test send, sending to everyone and to subscribers chosen in the table, a scheduled send delivered by the
 * job runner, the offer generator filling the form, deleting, and what a subscriber does with the mail
 * (the personal link and the one-click POST). Mail lands in the server's outbox. The same flows without
 * JavaScript: tests/nojs/admin-newsletters.test.ts.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ADMIN, JS_ONLY, hydrated, loginAsAdmin } from "./helpers";
import { startE2eServer } from "../support/e2e-server";
import { type ParsedMail, parseMail } from "../support/smtp-sink";

test.describe.configure({ mode: "serial" });
// Each flow creates, sends and waits for the runner through several page loads: more than the default
// minute on a loaded machine (waiting on state throughout; a passing test never waits for the bound).
test.slow();

const TAB = "/admin/uutiskirjeet";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let octets = 0;

async function subscribe(page: Page, emails: string[]) {
  for (const email of emails) {
    octets += 1;
    const answer = await page.request.post("/api/subscribers/subscribe", {
      data: { email },
      headers: { "X-Forwarded-For": `198.18.${Math.floor(octets / 250)}.${octets % 250}` },
    });
    expect(answer.status(), email).toBe(200);
  }
}

/** Every mail the server has written to its outbox for `email`. */
function outboxFor(dataDir: string, email: string): ParsedMail[] {
  const dir = path.join(dataDir, "outbox");
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
  } catch {
    return [];
  }
  return files.map((file) => parseMail(readFileSync(path.join(dir, file), "utf8"))).filter((mail) => mail.headers.to === email);
}

async function openTab(page: Page) {
  await loginAsAdmin(page, TAB);
  await hydrated(page);
}

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const row = (page: Page, subject: string) => page.getByTestId("newsletter-row").filter({ hasText: subject });
const toast = (page: Page) => page.getByTestId("toast");

/**
 * The row's status: the tab refreshes itself while a newsletter it showed as sending is under way
 * (`reload` for a send that started after the page loaded).
 */
async function expectStatus(page: Page, subject: string, status: string, { reload = false } = {}) {
  if (!reload) {
    await expect(row(page, subject).getByTestId("newsletter-status")).toHaveText(status, { timeout: 30_000 });
    return;
  }
  await expect(async () => {
    await page.goto(TAB);
    await expect(row(page, subject).getByTestId("newsletter-status")).toHaveText(status, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

test("creates a draft (nothing typed is lost on an error), edits it and test-sends it", async ({ page, app }) => {
  await openTab(page);
  const subject = `Talvikausi ${unique()}`;
  await page.getByRole("link", { name: "Luo uusi uutiskirje" }).click();
  const form = dialog(page, "Luo uusi uutiskirje");
  await expect(form).toBeVisible();

  // Content missing: the server's message, and the subject is still there.
  await form.getByLabel("Aihe").fill(subject);
  await form.getByRole("button", { name: "Tallenna luonnos" }).click();
  await expect(form.getByText("Sisältö on pakollinen")).toBeVisible();
  await expect(form.getByLabel("Aihe")).toHaveValue(subject);

  await form.getByLabel("Sisältö", { exact: true }).fill("Nyt **talvirenkaat** alle!\n\n- Nopea asennus");
  await expect(form.getByTestId("newsletter-preview").locator("strong")).toHaveText("talvirenkaat");

  // A test send needs an address; then it arrives as the subscribers would get it.
  await form.getByRole("button", { name: "Lähetä testi" }).click();
  await expect(form.getByText("Syötä testisähköpostiosoite")).toBeVisible();
  const tester = `testi.${unique()}@example.fi`;
  await form.getByLabel("Testisähköpostiosoite").fill(tester);
  await form.getByLabel("Testisähköpostiosoite").press("Enter");
  await expect(form.getByTestId("newsletter-notice")).toHaveText(`Testiviesti lähetetty osoitteeseen ${tester}`);
  const [testMail] = outboxFor(app.dataDir, tester);
  expect(testMail.subject).toBe(subject);
  expect(testMail.html).toContain("<strong>talvirenkaat</strong>");
  expect(testMail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

  await form.getByRole("button", { name: "Tallenna luonnos" }).click();
  await expect(toast(page)).toContainText("Uutiskirjeen luonnos tallennettu onnistuneesti!");
  await expect(row(page, subject).getByTestId("newsletter-status")).toHaveText("Luonnos");

  await row(page, subject).getByRole("link", { name: `Muokkaa: ${subject}` }).click();
  const edit = dialog(page, "Muokkaa uutiskirjettä");
  await expect(edit.getByLabel("Aihe")).toHaveValue(subject);
  await edit.getByLabel("Aihe").fill(`${subject} – päivitetty`);
  await edit.getByRole("button", { name: "Päivitä" }).click();
  await expect(toast(page)).toContainText("Uutiskirje päivitetty onnistuneesti!");
  await expect(row(page, `${subject} – päivitetty`)).toHaveCount(1);
});

test("the subject counter turns orange above 50 characters", JS_ONLY, async ({ page }) => {
  await openTab(page);
  await page.getByRole("link", { name: "Luo uusi uutiskirje" }).click();
  const form = dialog(page, "Luo uusi uutiskirje");
  await form.getByLabel("Aihe").fill("x".repeat(50));
  await expect(form.getByTestId("subject-counter")).toHaveText("50/80");
  await expect(form.getByTestId("subject-counter")).not.toHaveClass(/orange/);
  await form.getByLabel("Aihe").fill("x".repeat(51));
  await expect(form.getByTestId("subject-counter")).toHaveText("51/80");
  await expect(form.getByTestId("subject-counter")).toHaveClass(/orange/);
});

test("sends a newsletter to every subscriber once; a sent one cannot be sent again", async ({ page, app }) => {
  const people = [`kaikki.${unique()}@example.fi`, `kaikki2.${unique()}@example.fi`];
  await subscribe(page, people);
  await openTab(page);
  const subject = `Kaikille ${unique()}`;
  await page.getByRole("link", { name: "Luo uusi uutiskirje" }).click();
  const form = dialog(page, "Luo uusi uutiskirje");
  await form.getByLabel("Aihe").fill(subject);
  await form.getByLabel("Sisältö", { exact: true }).fill("Hei kaikille!");
  await form.getByRole("button", { name: "Tallenna luonnos" }).click();
  await expect(toast(page)).toContainText("tallennettu");

  await row(page, subject).getByRole("link", { name: "Lähetä" }).click();
  const send = dialog(page, "Lähetä uutiskirje");
  const active = Number(/(\d+)/.exec((await send.getByTestId("active-count").textContent()) ?? "")?.[1]);
  expect(active).toBeGreaterThanOrEqual(2);
  page.once("dialog", (confirm) => {
    expect(confirm.message()).toBe(`Lähetetäänkö uutiskirje kaikille ${active} tilaajalle?`);
    void confirm.accept();
  });
  await send.getByRole("button", { name: "Lähetä kaikille" }).click();
  await expect(toast(page)).toContainText(`Uutiskirjeen lähetys aloitettu ${active} tilaajalle.`);
  await expectStatus(page, subject, "Lähetetty");
  await expect(row(page, subject).getByTestId("delivery-progress")).toContainText(`Lähetetty ${active} / ${active}`);
  await expect(row(page, subject).getByRole("button", { name: "Lähetä" })).toBeDisabled();

  for (const person of people) {
    const mails = outboxFor(app.dataDir, person).filter((mail) => mail.subject === subject);
    expect(mails).toHaveLength(1);
    expect(mails[0].headers["list-unsubscribe"]).toMatch(/^<http:\/\/localhost:\d+\/api\/subscribers\/one-click-unsubscribe\?token=[0-9a-f]{64}>$/);
  }

  // A replayed send (the old dialog's POST) finds nothing to start.
  const id = /\/uutiskirjeet\/(\d+)\//.exec((await row(page, subject).getByRole("link", { name: /Muokkaa/ }).getAttribute("href")) ?? "")?.[1];
  const replay = await page.request.post(`${TAB}/${id}/laheta`, { form: { intent: "all" }, maxRedirects: 0 });
  expect(replay.status()).toBe(409);
  expect(outboxFor(app.dataDir, people[0]).filter((mail) => mail.subject === subject)).toHaveLength(1);
});

test("stops a send in progress after asking, and says how many were left without it", JS_ONLY, async ({ page }) => {
  // A server of its own that sends one mail a second: the send is still going when the admin stops it.
  const slow = await startE2eServer({ MAIL_RATE_PER_SECOND: "1", MAIL_CONCURRENCY: "1" });
  try {
    const request = page.context().request;
    for (let index = 0; index < 20; index += 1) {
      const answer = await request.post(`${slow.url}/api/subscribers/subscribe`, { data: { email: `keskeytys${index}.${unique()}@example.fi` }, headers: { "X-Forwarded-For": `198.19.7.${index + 1}` } });
      expect(answer.status()).toBe(200);
    }
    expect((await request.post(`${slow.url}/admin/login`, { form: { ...ADMIN, redirectTo: "/admin" }, maxRedirects: 0 })).status()).toBe(302);
    const subject = `Keskeytettävä ${unique()}`;
    expect((await request.post(`${slow.url}${TAB}/uusi`, { form: { intent: "draft", subject, content: "Hups.", sendDate: "2030-01-01T09:00" }, maxRedirects: 0 })).status()).toBe(302);
    const id = /\/uutiskirjeet\/(\d+)\/laheta/.exec(await (await request.get(`${slow.url}${TAB}`)).text())?.[1];
    expect((await request.post(`${slow.url}${TAB}/${id}/laheta`, { form: { intent: "all" }, maxRedirects: 0 })).status()).toBe(302);

    await page.goto(`${slow.url}${TAB}/${id}/laheta`);
    await hydrated(page);
    const send = dialog(page, "Lähetä uutiskirje");
    await send.getByRole("link", { name: "Keskeytä lähetys…" }).click();
    await expect(send.getByRole("alert")).toContainText("Keskeytetäänkö lähetys?");
    await send.getByRole("button", { name: "Keskeytä lähetys" }).click();
    await expect(toast(page)).toContainText(/Lähetys keskeytetty: \d+ tilaajaa jäi ilman uutiskirjettä\./);
    await expectStatus(page, subject, "Epäonnistunut");
  } finally {
    await slow.stop();
  }
});

test("sends to the subscribers chosen in the table, and only to them", async ({ page, app }) => {
  const tag = unique();
  const chosen = [`valittu1.${tag}@example.fi`, `valittu2.${tag}@example.fi`];
  const other = `muu.${tag}@example.fi`;
  await subscribe(page, [...chosen, other]);
  await loginAsAdmin(page, `${TAB}?haku=${tag}`);
  await hydrated(page);
  for (const email of chosen) await page.getByRole("checkbox", { name: `Valitse ${email}` }).check();
  await page.getByRole("button", { name: "Lähetä uutiskirje valituille" }).click();

  const form = dialog(page, "Luo uusi uutiskirje");
  await expect(form.getByText("Lähetetään 2 valitulle tilaajalle.")).toBeVisible();
  const subject = `Valituille ${tag}`;
  await form.getByLabel("Aihe").fill(subject);
  await form.getByRole("button", { name: "Lähetä valituille" }).click();
  await expect(form.getByText("Täytä aihe ja sisältö ennen lähettämistä")).toBeVisible();
  await form.getByLabel("Sisältö", { exact: true }).fill("Vain teille.");
  page.once("dialog", (confirm) => {
    expect(confirm.message()).toBe("Lähetetäänkö uutiskirje 2 valitulle tilaajalle?");
    void confirm.accept();
  });
  await form.getByRole("button", { name: "Lähetä valituille" }).click();
  await expect(toast(page)).toContainText("Uutiskirjeen lähetys aloitettu 2 tilaajalle.");
  await expectStatus(page, subject, "Lähetetty");
  for (const email of chosen) expect(outboxFor(app.dataDir, email).filter((mail) => mail.subject === subject)).toHaveLength(1);
  expect(outboxFor(app.dataDir, other).filter((mail) => mail.subject === subject)).toHaveLength(0);
});

test("the send dialog: a test by its own form, then the subscribers picked from its list", async ({ page, app }) => {
  const tag = unique();
  const picked = `poimittu.${tag}@example.fi`;
  const notPicked = `ohitettu.${tag}@example.fi`;
  await subscribe(page, [picked, notPicked]);
  await openTab(page);
  const subject = `Poiminta ${tag}`;
  await page.getByRole("link", { name: "Luo uusi uutiskirje" }).click();
  const form = dialog(page, "Luo uusi uutiskirje");
  await form.getByLabel("Aihe").fill(subject);
  await form.getByLabel("Sisältö", { exact: true }).fill("Poimituille.");
  await form.getByRole("button", { name: "Tallenna luonnos" }).click();
  await row(page, subject).getByRole("link", { name: "Lähetä" }).click();
  const send = dialog(page, "Lähetä uutiskirje");

  // The test message: Enter in the address sends it.
  await send.getByLabel("Testisähköpostiosoite").press("Enter");
  await expect(send.getByText("Syötä testisähköpostiosoite")).toBeVisible();
  const tester = `modaali.${tag}@example.fi`;
  await send.getByLabel("Testisähköpostiosoite").fill(tester);
  await send.getByLabel("Testisähköpostiosoite").press("Enter");
  await expect(send.getByTestId("test-notice")).toHaveText(`Testiviesti lähetetty osoitteeseen ${tester}`);
  expect(outboxFor(app.dataDir, tester).map((mail) => mail.subject)).toEqual([subject]);

  // Nothing picked: the button waits.
  await expect(send.getByRole("button", { name: "Lähetä 0 valitulle" })).toBeDisabled();
  await send.getByLabel("Hae tilaajia").fill(tag);
  await send.getByRole("button", { name: "Hae", exact: true }).click();
  await expect(send.getByTestId("subscriber-picker").getByRole("checkbox")).toHaveCount(2);
  await send.getByRole("checkbox", { name: picked }).check();
  page.once("dialog", (confirm) => {
    expect(confirm.message()).toBe("Lähetetäänkö uutiskirje 1 valitulle tilaajalle?");
    void confirm.accept();
  });
  await send.getByRole("button", { name: "Lähetä 1 valitulle" }).click();
  await expect(toast(page)).toContainText("Uutiskirjeen lähetys aloitettu 1 tilaajalle.");
  await expectStatus(page, subject, "Lähetetty");
  expect(outboxFor(app.dataDir, picked).filter((mail) => mail.subject === subject)).toHaveLength(1);
  expect(outboxFor(app.dataDir, notPicked).filter((mail) => mail.subject === subject)).toHaveLength(0);
});

test("a scheduled newsletter is sent by the job runner when its time comes", async ({ page, app }) => {
  const person = `ajastus.${unique()}@example.fi`;
  await subscribe(page, [person]);
  await openTab(page);
  const subject = `Ajastettu ${unique()}`;
  await page.getByRole("link", { name: "Luo uusi uutiskirje" }).click();
  const form = dialog(page, "Luo uusi uutiskirje");
  await form.getByLabel("Aihe").fill(subject);
  await form.getByLabel("Sisältö", { exact: true }).fill("Ajastettu viesti.");
  // The suggested time is tomorrow at 9 (Helsinki); a past time is refused for scheduling.
  await expect(form.getByLabel("Lähetysaika")).toHaveValue(/T09:00$/);
  await form.getByLabel("Lähetysaika").fill("2020-01-01T09:00");
  await form.getByRole("button", { name: "Ajasta lähetys" }).click();
  await expect(form.getByText("Ajastetun lähetyksen ajan pitää olla tulevaisuudessa")).toBeVisible();
  await expect(form.getByLabel("Aihe")).toHaveValue(subject);
  const inTwoHours = new Date(Date.now() + 2 * 3600_000).toLocaleString("sv-SE", { timeZone: "Europe/Helsinki" }).slice(0, 16).replace(" ", "T");
  await form.getByLabel("Lähetysaika").fill(inTwoHours);
  await form.getByRole("button", { name: "Ajasta lähetys" }).click();
  await expect(toast(page)).toContainText("Uutiskirjeen lähetys ajastettu!");
  await expect(row(page, subject).getByTestId("newsletter-status")).toHaveText("Ajastettu");

  // Send-date editing is locked once scheduled.
  await row(page, subject).getByRole("link", { name: `Muokkaa: ${subject}` }).click();
  await expect(dialog(page, "Muokkaa uutiskirjettä").getByLabel("Lähetysaika")).toBeDisabled();
  await page.goto(TAB);

  // The scheduler's minute, as the clock will read in three hours.
  const tick = await page.request.post("/e2e/uutiskirjeajastin", { form: { minutes: "180" } });
  expect(tick.status()).toBe(200);
  await expectStatus(page, subject, "Lähetetty", { reload: true });
  expect(outboxFor(app.dataDir, person).filter((mail) => mail.subject === subject)).toHaveLength(1);
});

test("a subscriber leaves through the mail's link, or with the mail client's one-click POST", async ({ page, app }) => {
  const tag = unique();
  const viaLink = `linkki.${tag}@example.fi`;
  const viaOneClick = `yksi.${tag}@example.fi`;
  await subscribe(page, [viaLink, viaOneClick]);
  await openTab(page);
  const subject = `Peruutus ${tag}`;
  await page.getByRole("link", { name: "Luo uusi uutiskirje" }).click();
  const form = dialog(page, "Luo uusi uutiskirje");
  await form.getByLabel("Aihe").fill(subject);
  await form.getByLabel("Sisältö", { exact: true }).fill("Hei!");
  await form.getByRole("button", { name: "Tallenna luonnos" }).click();
  await row(page, subject).getByRole("link", { name: "Lähetä" }).click();
  page.once("dialog", (confirm) => void confirm.accept());
  await dialog(page, "Lähetä uutiskirje").getByRole("button", { name: "Lähetä kaikille" }).click();
  await expectStatus(page, subject, "Lähetetty");

  const [linkMail] = outboxFor(app.dataDir, viaLink).filter((mail) => mail.subject === subject);
  const pageLink = /href="(http:\/\/localhost:\d+\/peruuta-uutiskirje\?token=[0-9a-f]+)"/.exec(linkMail.html ?? "")?.[1];
  expect(pageLink).toBeDefined();
  await page.goto(pageLink!);
  await page.getByRole("button", { name: "Kyllä, peruuta tilaus" }).click();
  await expect(page.getByTestId("unsubscribe-result")).toContainText(viaLink);

  const [oneClickMail] = outboxFor(app.dataDir, viaOneClick).filter((mail) => mail.subject === subject);
  const oneClick = /^<(.+)>$/.exec(oneClickMail.headers["list-unsubscribe"])?.[1];
  const answer = await page.request.post(oneClick!, { form: { "List-Unsubscribe": "One-Click" } });
  expect(answer.status()).toBe(200);

  await loginAsAdmin(page, `${TAB}?haku=${tag}`);
  for (const email of [viaLink, viaOneClick]) {
    await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Tilaus peruttu");
  }
});

test("the offer generator fills subject and content, keeping what was typed", async ({ page }) => {
  await openTab(page);
  await page.getByRole("link", { name: "Luo uusi uutiskirje" }).click();
  const form = dialog(page, "Luo uusi uutiskirje");
  await form.getByLabel("Testisähköpostiosoite").fill("sailyy@example.fi");
  await form.getByRole("button", { name: "Luo tarjousviesti" }).click();
  await expect(form.getByRole("heading", { name: "Tarjousviestin luonti" })).toBeVisible();
  await form.getByRole("button", { name: "Luo viesti" }).click();
  await expect(form.getByRole("alert")).toHaveText("Valitse vähintään yksi tuote viestiin");

  const products = form.getByRole("region", { name: "Tarjouksessa olevat tuotteet" }).getByRole("checkbox");
  await products.nth(0).check();
  await products.nth(1).check();
  await form.getByRole("button", { name: "Luo viesti" }).click();
  await expect(form.getByTestId("newsletter-notice")).toHaveText("Tarjousviesti luotu 2 tuotteesta");
  await expect(form.getByLabel("Aihe")).not.toHaveValue("");
  await expect(form.getByLabel("Sisältö", { exact: true })).toHaveValue(/€/);
  await expect(form.getByLabel("Testisähköpostiosoite")).toHaveValue("sailyy@example.fi");
});

test("deletes a newsletter after confirmation", async ({ page }) => {
  await openTab(page);
  const subject = `Poistettava ${unique()}`;
  await page.getByRole("link", { name: "Luo uusi uutiskirje" }).click();
  const form = dialog(page, "Luo uusi uutiskirje");
  await form.getByLabel("Aihe").fill(subject);
  await form.getByLabel("Sisältö", { exact: true }).fill("x");
  await form.getByRole("button", { name: "Tallenna luonnos" }).click();
  await row(page, subject).getByRole("link", { name: `Poista: ${subject}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Poista uutiskirje" });
  await expect(confirm).toContainText(`Poistetaanko uutiskirje "${subject}"?`);
  await confirm.getByRole("button", { name: "Poista uutiskirje" }).click();
  await expect(toast(page)).toContainText("Uutiskirje poistettu");
  await expect(row(page, subject)).toHaveCount(0);
});
