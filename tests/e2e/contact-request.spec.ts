/**
 * 'Yhteydenottopyyntö' with JavaScript: the enhanced form sends through Remix (no page load, 'Lähetetään...'
 * while the post is on its way), the shop's mail lands in the outbox and the admin's 'Yhteydenotot' tab
 * lists the request. The page fits a 320 px screen with JavaScript on and off. The flows without
 * JavaScript, the attached conversation and bad input: tests/nojs/contact-request.test.ts.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { JS_ONLY, NO_JS_BROWSER, hydrated, jsEnabled, loginAsAdmin } from "./helpers";
import { parseMail } from "../support/smtp-sink";

const unique = () => `${test.info().project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.beforeEach(async ({ context }) => {
  // Every test is its own client address, so the form's rate limit of one test never hits another.
  const octet = () => 1 + Math.floor(Math.random() * 250);
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `192.0.${octet()}.${octet()}` });
});

function shopMailCount(dataDir: string, marker: string): number {
  const dir = path.join(dataDir, "outbox");
  if (!existsSync(dir)) return 0;
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => parseMail(readFileSync(path.join(dir, name), "utf8")))
    .filter((mail) => mail.headers.to === "myynti@rengaskaarto.fi" && mail.text.includes(marker)).length;
}

test("the enhanced form sends without a page load and the admin's list shows the request", JS_ONLY, async ({ page, app }) => {
  test.slow();
  const name = `Asiakas ${unique()}`;
  await page.goto("/yhteydenotto");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: "Yhteydenottopyyntö" })).toBeVisible();
  const form = page.getByTestId("contact-form");
  // A marker on the window: a full page load would lose it.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));

  // Refused first (no contact): the errors come back without a reload, with what was typed.
  await form.getByRole("textbox", { name: "Nimi", exact: true }).fill(name);
  await form.getByRole("textbox", { name: "Viesti", exact: true }).fill("Tasapainotuksen jälkeen ratti tärisee.");
  await form.getByRole("button", { name: "Lähetä yhteydenottopyyntö" }).click();
  await expect(page.getByTestId("contact-errors")).toContainText("Anna puhelinnumero tai sähköpostiosoite.");
  await expect(form.getByRole("textbox", { name: "Puhelinnumero", exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("textbox", { name: "Puhelinnumero", exact: true })).toHaveAccessibleDescription(/Anna puhelinnumero tai sähköpostiosoite/);
  await expect(form.getByRole("textbox", { name: "Viesti", exact: true })).toHaveValue("Tasapainotuksen jälkeen ratti tärisee.");

  // The post waits a moment on its way, so the pending state shows.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/yhteydenotto\?.*_data=/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await form.getByRole("textbox", { name: "Sähköpostiosoite", exact: true }).fill("asiakas@example.fi");
  await form.getByRole("button", { name: "Lähetä yhteydenottopyyntö" }).click();
  await expect(form.getByRole("button", { name: "Lähetetään..." })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/yhteydenotto\?kiitos=1$/);
  await expect(page.getByTestId("contact-success")).toContainText("Kiitos! Olemme sinuun yhteydessä pian.");
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  await expect.poll(() => shopMailCount(app.dataDir, name)).toBe(1);

  await loginAsAdmin(page);
  await page.getByRole("navigation", { name: "Ylläpidon välilehdet" }).getByRole("link", { name: "Yhteydenotot" }).click();
  await expect(page).toHaveURL(/\/admin\/yhteydenotot$/);
  await hydrated(page);
  const card = page.getByTestId("contact-request").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(page.getByTestId("contact-request").first()).toContainText(name);
  await expect(card).toContainText("asiakas@example.fi");
  await expect(card.getByTestId("contact-request-message")).toHaveText("Tasapainotuksen jälkeen ratti tärisee.");
  await expect(card.getByTestId("contact-request-conversation")).toHaveText("Ei liitettyä keskustelua");
  await card.getByRole("button", { name: `Merkitse käsitellyksi: ${name}` }).click();
  await expect(page.getByTestId("toast")).toHaveText(/Yhteydenottopyyntö merkitty käsitellyksi/);
  await expect(page.getByTestId("contact-request").filter({ hasText: name })).toHaveCount(0);
});

test("the page fits a 320 px screen", NO_JS_BROWSER, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto("/yhteydenotto");
  if (jsEnabled()) await hydrated(page);
  await expect(page.getByTestId("contact-form")).toBeVisible();
  const overflow = await page.evaluate(() => {
    const main = document.querySelector("main")!;
    const right = Math.max(...[...main.querySelectorAll("*")].map((element) => element.getBoundingClientRect().right));
    return Math.max(main.scrollWidth - main.clientWidth, Math.ceil(right) - window.innerWidth);
  });
  expect(overflow).toBeLessThanOrEqual(0);
});
