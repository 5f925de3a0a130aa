/**
 * The offer-message generator 'Tarjousviestin luonti' in a browser with JavaScript, on the seeded sale
 * products (without JavaScript: tests/nojs/offer-generator.test.ts; the 320 px check runs in both). It
 * runs in the new-newsletter drawer ('Luo tarjousviesti' opens it), whose subject and content it fills.
 */
import type { Locator, Page } from "@playwright/test";
import { escapeMarkdown } from "~/lib/markdown-escape";
import { expect, test } from "./fixtures";
import { JS_ONLY, NO_JS_BROWSER, hydrated, jsEnabled, loginAsAdmin, seriousViolations } from "./helpers";

const PAGE = "/admin/uutiskirjeet/uusi";

async function openGenerator(page: Page) {
  await loginAsAdmin(page, PAGE);
  if (jsEnabled()) await hydrated(page);
  await page.getByRole("button", { name: "Luo tarjousviesti" }).click();
  await expect(page.getByRole("heading", { name: "Tarjousviestin luonti" })).toBeVisible();
}

/** Types a search: the list filters as the visitor types. */
async function search(page: Page, query: string) {
  await page.getByLabel("Hae tuotteita").fill(query);
}

type Row = { row: Locator; name: string; manufacturer: string; size: string };

async function saleRows(page: Page): Promise<Row[]> {
  const rows = page.getByRole("region", { name: "Tarjouksessa olevat tuotteet" }).locator("tbody tr");
  const result: Row[] = [];
  for (const row of await rows.all()) {
    const size = (await row.locator("td").nth(1).innerText()).trim();
    const manufacturer = (await row.locator("label .font-medium").innerText()).trim();
    const label = (await row.locator("label").innerText()).replace(/\s+/g, " ").trim();
    result.push({ row, name: label.replace(`, ${size}`, "").trim(), manufacturer, size });
  }
  return result;
}

test("a search without hits says so", async ({ page }) => {
  await openGenerator(page);
  await search(page, "olematonrengas");
  await expect(page.getByText('Ei hakutuloksia haulla "olematonrengas"')).toBeVisible();
  await expect(page.getByRole("region", { name: "Tarjouksessa olevat tuotteet" })).toBeHidden();

  await search(page, "");
  await expect(page.getByText(/Ei hakutuloksia/)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Tarjouksessa olevat tuotteet" })).toBeVisible();
});

test("two products and a tone fill the subject and content; a product hidden by the search stays chosen", async ({ page }) => {
  await openGenerator(page);
  const rows = await saleRows(page);
  expect(rows.length).toBeGreaterThanOrEqual(2);
  const first = rows[0];
  const second = rows.find((row) => row.manufacturer !== first.manufacturer) ?? rows[1];

  await first.row.getByRole("checkbox").check();
  await search(page, `${second.name} ${second.size}`);
  await expect(second.row).toBeVisible();
  if (second.manufacturer !== first.manufacturer) await expect(first.row).toBeHidden();
  await second.row.getByRole("checkbox").check();
  await expect(page.getByText(/^Valittuna 2 tuotetta/)).toBeVisible();

  await page.getByRole("radio", { name: "Innostava" }).check();
  await page.getByRole("checkbox", { name: "Varastosaldo" }).check();
  await page.getByRole("button", { name: "Luo viesti" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Tarjousviesti luotu 2 tuotteesta" })).toBeVisible();
  const subject = await page.getByLabel("Aihe").inputValue();
  expect(subject.length).toBeGreaterThan(0);
  expect(subject.length).toBeLessThanOrEqual(80);
  // The exciting tone's subject names the products (the first by name, or their count when too long).
  expect(subject).toMatch(/^(Säästä jopa \d+ %!|Huipputarjous!) /);
  expect(subject.includes(first.name) || subject.includes("2 rengasmallia")).toBe(true);

  const content = await page.getByLabel("Sisältö", { exact: true }).inputValue();
  for (const row of [first, second]) expect(content).toContain(`**${escapeMarkdown(row.name)}**`);
  expect(content).toMatch(/varastossa \d+ kpl|varasto lopussa|vain \d+ kpl/);
  const preview = page.getByRole("region", { name: "Esikatselu" });
  await expect(preview).toContainText(first.name);
  await expect(preview).toContainText(second.name);
  await expect(preview.getByRole("link", { name: /Nappaa tarjous nyt!/ })).toBeVisible();
});

test("Enter in the search filters without sending the form", JS_ONLY, async ({ page }) => {
  await openGenerator(page);
  const [row] = await saleRows(page);
  await page.getByLabel("Hae tuotteita").fill(row.name);
  await page.getByLabel("Hae tuotteita").press("Enter");
  await expect(row.row).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  // The search's own 'Hae' is for a browser without JavaScript (the list behind the drawer has one too).
  const form = page.getByRole("form", { name: "Luo uusi uutiskirje" });
  await expect(form.getByRole("button", { name: "Luo viesti" })).toBeVisible();
  await expect(form.getByRole("button", { name: "Hae", exact: true })).toHaveCount(0);
});

test("fits a 320 px screen and axe finds no serious violation", NO_JS_BROWSER, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await openGenerator(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (jsEnabled()) expect(await seriousViolations(page, { include: "main" })).toEqual([]);
});
