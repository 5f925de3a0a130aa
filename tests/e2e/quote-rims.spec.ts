/**
 * 'Kysy tarjous / varaa renkaat' and rims (issue 14, decision 0022), with JavaScript: a visitor asks
 * about a seeded tyre (a refused submit first keeps what was typed), the shop's mail lands in the outbox,
 * the admin finds the request under 'Tarjouspyynnöt', marks it handled and back, and deletes it after a
 * confirmation; the admin creates a rim, it appears on /vanteet (and in its filters), the visitor asks
 * about it, the admin deletes it after the confirmation. Both pages fit a 320 px screen, with JavaScript
 * on and off. The flows without JavaScript: tests/nojs/quote-rims.test.ts.
 */
import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { JS_ONLY, NO_JS_BROWSER, hydrated, jsEnabled, loginAsAdmin, seriousViolations } from "./helpers";
import { type ParsedMail, parseMail } from "../support/smtp-sink";

const unique = () => `${test.info().project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.beforeEach(async ({ context }) => {
  // Every test is its own client address, so the request form's rate limit of one test never hits another.
  const octet = () => 1 + Math.floor(Math.random() * 250);
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `192.0.${octet()}.${octet()}` });
});

async function visit(page: Page, url: string) {
  await page.goto(url);
  if (jsEnabled()) await hydrated(page);
}

/** The shop's mails in the server's outbox whose text mentions `marker`. */
function shopMailsAbout(dataDir: string, marker: string): ParsedMail[] {
  const dir = path.join(dataDir, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => parseMail(readFileSync(path.join(dir, name), "utf8")))
    .filter((mail) => mail.headers.to === "myynti@rengaskaarto.fi" && mail.text.includes(marker));
}

/**
 * Nothing in the page's main content reaches beyond the screen. (The header's own overflow at 320 px is
 * issue 14's phone-layout part, measured on every page by its own test.)
 */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => {
    const main = document.querySelector("main")!;
    const right = Math.max(...[...main.querySelectorAll("*")].map((element) => element.getBoundingClientRect().right));
    return Math.max(main.scrollWidth - main.clientWidth, Math.ceil(right) - window.innerWidth);
  });
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a visitor asks for a seeded tyre; the shop gets the mail and the admin handles the request", async ({ page, app }) => {
  test.slow();
  const sales = (await (await page.request.get("/api/tires/sales")).json()) as { _id: number; manufacturer: string; model: string; size: string }[];
  expect(sales.length).toBeGreaterThan(0);
  const tyre = sales[0];
  const name = `Asiakas ${unique()}`;

  await visit(page, `/kysy-tarjous?rengas=${tyre._id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Kysy tarjous / varaa renkaat" })).toBeVisible();
  const summary = page.getByTestId("quote-product");
  await expect(summary.getByTestId("quote-product-name")).toHaveText(`${tyre.manufacturer} ${tyre.model}`);
  await expect(summary).toContainText(tyre.size);
  await expect(summary).toContainText("/ kpl");

  // Neither phone nor e-mail, a bad quantity: refused, with everything typed still there.
  await page.getByLabel("Nimi").fill(name);
  await page.getByLabel("Kappalemäärä").fill("9");
  await page.getByLabel("Haluan myös asennuksen").check();
  await page.getByLabel("Viesti (vapaaehtoinen)").fill("Talvirenkaat Octaviaan, nouto lauantaina.");
  await page.getByRole("button", { name: "Lähetä tarjouspyyntö" }).click();
  const errors = page.getByTestId("quote-errors");
  await expect(errors).toContainText("Tarkista lomakkeen tiedot.");
  await expect(errors).toContainText("Anna puhelinnumero tai sähköpostiosoite.");
  await expect(page.getByLabel("Nimi")).toHaveValue(name);
  await expect(page.getByLabel("Haluan myös asennuksen")).toBeChecked();
  await expect(page.getByLabel("Viesti (vapaaehtoinen)")).toHaveValue("Talvirenkaat Octaviaan, nouto lauantaina.");
  const quantity = page.getByLabel("Kappalemäärä");
  await expect(quantity).toHaveAttribute("aria-invalid", "true");
  await expect(quantity).toHaveAccessibleDescription(/1–8 kpl.*Kappalemäärän pitää olla kokonaisluku 1–8\./);
  await expect(page.getByLabel("Puhelinnumero")).toHaveAccessibleDescription(/Anna puhelinnumero tai sähköpostiosoite/);
  await expect(page.getByTestId("quote-product")).toBeVisible(); // still about the same tyre

  await quantity.fill("4");
  await page.getByLabel("Puhelinnumero").fill("040 123 4567");
  await page.getByRole("button", { name: "Lähetä tarjouspyyntö" }).click();
  await expect(page).toHaveURL(/\/kysy-tarjous\?kiitos=1$/);
  await expect(page.getByTestId("quote-success")).toContainText("Kiitos tarjouspyynnöstäsi!");

  await expect.poll(() => shopMailsAbout(app.dataDir, name).length).toBe(1);
  const [mail] = shopMailsAbout(app.dataDir, name);
  expect(mail.text).toContain(`Tuote: ${tyre.manufacturer} ${tyre.model}, ${tyre.size}`);
  expect(mail.text).toContain("Kappalemäärä: 4");
  expect(mail.text).toContain("Asennus: kyllä");

  // The admin's list: new, newest first; handled and back.
  await loginAsAdmin(page);
  await page.getByRole("navigation", { name: "Ylläpidon välilehdet" }).getByRole("link", { name: "Tarjouspyynnöt" }).click();
  await expect(page).toHaveURL(/\/admin\/tarjouspyynnot$/);
  await hydrated(page);
  const card = page.getByTestId("quote-request").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId("quote-request").first()).toContainText(name);
  await expect(card.getByTestId("quote-request-product")).toContainText(`${tyre.manufacturer} ${tyre.model}`);
  await expect(card).toContainText("040 123 4567");
  await card.getByRole("button", { name: `Merkitse käsitellyksi: ${name}` }).click();
  await expect(page.getByTestId("toast")).toHaveText(/Tarjouspyyntö merkitty käsitellyksi/);
  await expect(page.getByTestId("quote-request").filter({ hasText: name })).toHaveCount(0);

  await page.getByTestId("quote-tab-handled").click();
  await expect(page).toHaveURL(/tila=kasitellyt/);
  const handled = page.getByTestId("quote-request").filter({ hasText: name });
  await expect(handled).toContainText("Käsitelty");
  await handled.getByRole("button", { name: `Palauta uudeksi: ${name}` }).click();
  await expect(page.getByTestId("toast")).toHaveText(/Tarjouspyyntö palautettu uusiin/);
  await expect(page.getByTestId("quote-request").filter({ hasText: name })).toHaveCount(0);
  await page.getByTestId("quote-tab-new").click();
  const again = page.getByTestId("quote-request").filter({ hasText: name });
  await expect(again).toHaveCount(1);

  // Deleting asks first: 'Peruuta' keeps the request, 'Poista pysyvästi' removes it for good.
  const confirm = page.getByRole("alertdialog", { name: "Poista tarjouspyyntö" });
  await again.getByRole("link", { name: `Poista: ${name}` }).click();
  await expect(confirm).toContainText(`Poistetaanko tarjouspyyntö: ${name}?`);
  await confirm.getByRole("link", { name: "Peruuta" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(again).toHaveCount(1);
  await again.getByRole("link", { name: `Poista: ${name}` }).click();
  await confirm.getByRole("button", { name: "Poista pysyvästi" }).click();
  await expect(page.getByTestId("toast")).toHaveText(/Tarjouspyyntö poistettu/);
  await expect(page).toHaveURL(/\/admin\/tarjouspyynnot$/);
  await expect(again).toHaveCount(0);
  await page.getByTestId("quote-tab-handled").click();
  await expect(page).toHaveURL(/tila=kasitellyt/);
  await expect(page.getByTestId("quote-request").filter({ hasText: name })).toHaveCount(0);
});

test("the admin creates a rim, it is listed on /vanteet, a visitor asks for it, the admin deletes it", async ({ page, app }) => {
  test.slow();
  const brand = `Testivanne ${unique()}`;
  await loginAsAdmin(page);
  await page.getByRole("navigation", { name: "Ylläpidon välilehdet" }).getByRole("link", { name: "Vanteet" }).click();
  await expect(page).toHaveURL(/\/admin\/vanteet$/);
  await hydrated(page);
  await page.getByRole("link", { name: "Lisää vanne" }).click();
  const form = page.getByRole("dialog", { name: "Lisää uusi vanne" });

  // A refused form keeps what was typed.
  await form.getByLabel("Merkki").fill(brand);
  await form.getByLabel("Malli").fill("Sport");
  await form.getByLabel("Halkaisija (tuumaa)").fill("23");
  await form.getByLabel("Leveys (tuumaa, esim. 7,5)").fill("8,5");
  await form.getByLabel("Pulttijaon halkaisija (mm, esim. 112)").fill("120");
  await form.getByLabel("Offset ET (mm)").fill("35");
  await form.getByLabel("Hinta (€ / kpl)").fill("abc");
  await form.getByRole("button", { name: "Tallenna" }).click();
  await expect(form.getByText("Hinta: luku 0–100000.")).toBeVisible();
  await expect(form.getByLabel("Merkki")).toHaveValue(brand);
  await expect(form.getByLabel("Hinta (€ / kpl)")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Hinta (€ / kpl)").fill("249,90");
  await form.getByLabel("Varastosaldo (vapaaehtoinen)").fill("4");
  await form.getByRole("button", { name: "Tallenna" }).click();
  await expect(page.getByTestId("toast")).toHaveText(/Vanne lisätty onnistuneesti/);
  const adminRow = page.getByTestId("rim-row").filter({ hasText: brand });
  await expect(adminRow).toContainText("23×8,5J");
  await expect(adminRow).toContainText("5×120");

  // On the public page, found with the filters (a plain GET form).
  await visit(page, "/vanteet");
  await expect(page.getByRole("heading", { level: 1, name: "Vanteet" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kevytmetalli- vai teräsvanteet?" })).toBeVisible(); // the fitment content stays
  await page.getByLabel("Halkaisija").selectOption("23");
  await page.getByLabel("Pulttijako").selectOption("5x120");
  await page.getByRole("button", { name: "Näytä vanteet" }).click();
  await expect(page).toHaveURL(/halkaisija=23&pulttijako=5x120/);
  const cards = page.getByTestId("rim-card");
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`${brand} Sport`);
  await expect(cards.first()).toContainText("ET 35");
  await expect(cards.first()).toContainText("Varastossa 4 kpl");

  await cards.first().getByRole("link", { name: `Kysy tarjous: ${brand} Sport` }).click();
  await expect(page).toHaveURL(/\/kysy-tarjous\?vanne=\d+$/);
  await hydrated(page);
  await expect(page.getByTestId("quote-product-name")).toHaveText(`${brand} Sport`);
  const quoteForm = page.getByTestId("quote-form");
  await quoteForm.getByLabel("Nimi").fill(`Vannekysyjä ${brand}`);
  await quoteForm.getByLabel("Sähköpostiosoite").fill("vannekysyja@example.fi");
  await quoteForm.getByRole("button", { name: "Lähetä tarjouspyyntö" }).click();
  await expect(page.getByTestId("quote-success")).toBeVisible();
  await expect.poll(() => shopMailsAbout(app.dataDir, `Vannekysyjä ${brand}`).length).toBe(1);
  expect(shopMailsAbout(app.dataDir, `Vannekysyjä ${brand}`)[0].text).toContain(`Tuote: ${brand} Sport, 23×8,5J, 5×120, ET 35`);

  // Deleted after the confirmation; gone from the site, an empty filter result says so.
  await page.goto("/admin/vanteet");
  await hydrated(page);
  await page.getByTestId("rim-row").filter({ hasText: brand }).getByRole("link", { name: `Poista: ${brand} Sport` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Poista vanne" });
  await expect(confirm).toContainText(`Poistetaanko vanne ”${brand} Sport”?`);
  await confirm.getByRole("button", { name: "Poista vanne" }).click();
  await expect(page.getByTestId("toast")).toHaveText(/Vanne poistettu/);
  await expect(page.getByTestId("rim-row").filter({ hasText: brand })).toHaveCount(0);
  await visit(page, "/vanteet?halkaisija=23&pulttijako=5x120");
  await expect(page.getByTestId("rims-public-empty")).toBeVisible();
});

test("an unknown product shows the form without one; both pages fit a 320 px screen", NO_JS_BROWSER, async ({ page }) => {
  await visit(page, "/kysy-tarjous?rengas=99999999");
  await expect(page.getByTestId("quote-form")).toBeVisible();
  await expect(page.getByTestId("quote-product")).toHaveCount(0);

  await page.setViewportSize({ width: 320, height: 720 });
  for (const url of ["/vanteet", "/kysy-tarjous", "/vanteet?halkaisija=17"]) {
    await visit(page, url);
    await expectNoSidewaysScroll(page);
  }
  await expect(page.getByTestId("rim-card").first()).toBeVisible(); // the seeded demo rims
});

test("axe finds no serious or critical violation on /vanteet and the request form with errors", JS_ONLY, async ({ page }) => {
  test.slow(); // axe on a busy machine
  await visit(page, "/vanteet");
  expect(await seriousViolations(page, { include: "main" })).toEqual([]);
  await visit(page, "/kysy-tarjous");
  await page.getByTestId("quote-form").getByRole("button", { name: "Lähetä tarjouspyyntö" }).click();
  await expect(page.getByTestId("quote-errors")).toBeVisible();
  expect(await seriousViolations(page, { include: "main" })).toEqual([]);
});
