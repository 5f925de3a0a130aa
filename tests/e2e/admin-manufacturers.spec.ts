/**
 * The manufacturers modal of the tyres tab (/admin/renkaat/valmistajat): list with its count, add, edit,
 * delete after confirmation, duplicates and a manufacturer with products that cannot be deleted. Without
 * JavaScript: tests/nojs/admin-manufacturers.test.ts.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { loginAsAdmin } from "./helpers";

test.describe.configure({ mode: "serial" });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const drawer = (page: Page) => page.getByRole("dialog", { name: "Valmistajat" });
const rows = (page: Page) => drawer(page).getByTestId("manufacturer-row");
const toast = (page: Page) => page.getByTestId("toast");
const count = async (page: Page) => Number(/Valmistajia: (\d+)/.exec((await drawer(page).getByTestId("manufacturer-count").textContent()) ?? "")?.[1]);

async function openManufacturers(page: Page) {
  await loginAsAdmin(page, "/admin/renkaat");
  await page.getByRole("link", { name: "Lisää/Poista Valmistajia" }).click();
  await expect(page).toHaveURL(/\/admin\/renkaat\/valmistajat(\?|$)/);
  await expect(drawer(page)).toBeVisible();
}

test("adds, edits and deletes a manufacturer with the spec's messages", async ({ page }) => {
  await openManufacturers(page);
  const before = await count(page);
  expect(before).toBeGreaterThan(0);
  const name = `Testimerkki ${unique()}`;

  await drawer(page).getByRole("link", { name: "Lisää valmistaja" }).click();
  await expect(page).toHaveURL(/\/valmistajat\/uusi/);
  const form = drawer(page).getByRole("form", { name: "Lisää uusi valmistaja" });

  // A blank name is refused (spaces pass the browser's own check; the trimmed value does not).
  await form.getByLabel("Nimi").fill("   ");
  await form.getByLabel("Maa").fill("Suomi");
  await form.getByRole("button", { name: "Tallenna" }).click();
  await expect(form.getByText("Valmistajan nimi on pakollinen")).toBeVisible();
  await expect(form.getByLabel("Maa")).toHaveValue("Suomi");

  // Validated while typing.
  await form.getByLabel("Verkkosivusto (URL)").fill("ei-osoite");
  await form.getByLabel("Verkkosivusto (URL)").blur();
  await expect(form.getByText("Anna osoite muodossa https://…")).toBeVisible();
  await form.getByLabel("Nimi").fill(`  ${name}  `);
  await form.getByLabel("Verkkosivusto (URL)").fill("https://www.testimerkki.fi");
  await form.getByLabel("Logon osoite (URL)").fill("https://www.testimerkki.fi/logo.svg");
  await form.getByLabel("Kuvaus").fill("Kotimainen testimerkki");
  await form.getByRole("button", { name: "Tallenna" }).click();

  await expect(toast(page)).toHaveText(/Valmistaja luotu onnistuneesti/);
  await expect(page).toHaveURL(/\/admin\/renkaat\/valmistajat(\?|$)/);
  await expect(drawer(page).getByTestId("manufacturer-count")).toHaveText(`Valmistajia: ${before + 1}`);
  const row = rows(page).filter({ hasText: name });
  await expect(row).toContainText("Suomi");
  await expect(row.getByRole("link", { name: /www\.testimerkki\.fi/ })).toHaveAttribute("href", "https://www.testimerkki.fi");

  // The same name again, in another case: the server's message, with everything typed kept.
  await drawer(page).getByRole("link", { name: "Lisää valmistaja" }).click();
  await form.getByLabel("Nimi").fill(name.toUpperCase());
  await form.getByLabel("Maa").fill("Ruotsi");
  await form.getByRole("button", { name: "Tallenna" }).click();
  await expect(form.getByRole("alert")).toHaveText(`Valmistaja "${name.toUpperCase()}" on jo olemassa.`);
  await expect(form.getByLabel("Nimi")).toHaveValue(name.toUpperCase());
  await expect(form.getByLabel("Maa")).toHaveValue("Ruotsi");
  await form.getByRole("link", { name: "Peruuta" }).click();

  // Edit: the form starts from the stored values.
  await row.getByRole("link", { name: `Muokkaa ${name}` }).click();
  await expect(page).toHaveURL(/\/valmistajat\/\d+\/muokkaa/);
  const edit = drawer(page).getByRole("form", { name: `Muokkaa valmistajaa: ${name}` });
  await expect(edit.getByLabel("Nimi")).toHaveValue(name);
  await expect(edit.getByLabel("Kuvaus")).toHaveValue("Kotimainen testimerkki");
  const renamed = `${name} Pro`;
  await edit.getByLabel("Nimi").fill(renamed);
  await edit.getByLabel("Maa").fill("");
  await edit.getByRole("button", { name: "Tallenna" }).click();
  await expect(toast(page)).toHaveText(/Valmistaja päivitetty onnistuneesti/);
  const renamedRow = rows(page).filter({ hasText: renamed });
  await expect(renamedRow).toHaveCount(1);
  await expect(renamedRow).not.toContainText("Suomi");

  // Delete after confirmation; cancelling first changes nothing.
  await renamedRow.getByRole("link", { name: `Poista ${renamed}` }).click();
  await expect(page).toHaveURL(/\/valmistajat\/\d+\/poista/);
  const confirm = drawer(page).getByRole("alertdialog", { name: "Poista valmistaja" });
  await expect(confirm).toContainText(`Haluatko varmasti poistaa valmistajan "${renamed}"?`);
  await confirm.getByRole("link", { name: "Peruuta" }).click();
  await expect(drawer(page).getByRole("alertdialog")).toHaveCount(0);
  await expect(renamedRow).toHaveCount(1);

  await renamedRow.getByRole("link", { name: `Poista ${renamed}` }).click();
  await confirm.getByRole("button", { name: `Poista ${renamed}` }).click();
  await expect(toast(page)).toHaveText(/Valmistaja poistettu onnistuneesti/);
  await expect(rows(page).filter({ hasText: renamed })).toHaveCount(0);
  await expect(drawer(page).getByTestId("manufacturer-count")).toHaveText(`Valmistajia: ${before}`);

  // Closing returns to the tab.
  await drawer(page).getByRole("link", { name: "Sulje: Valmistajat" }).press("Enter");
  await expect(page).toHaveURL(/\/admin\/renkaat(\?|$)/);
  await expect(drawer(page)).toHaveCount(0);
});

test("a manufacturer with products cannot be deleted and the confirmation says why", async ({ page }) => {
  await openManufacturers(page);
  const row = rows(page).filter({ hasText: /^Michelin/ });
  const products = Number(/(\d+) tuotetta/.exec((await row.textContent()) ?? "")?.[1]);
  expect(products).toBeGreaterThan(0);
  await row.getByRole("link", { name: "Poista Michelin" }).click();
  const confirm = drawer(page).getByRole("alertdialog", { name: "Poista valmistaja" });
  await expect(confirm).toContainText(`Valmistajaa ei voi poistaa: sillä on ${products} rengastuotetta.`);
  await expect(confirm.getByRole("button")).toHaveCount(0);
  await confirm.getByRole("link", { name: "Takaisin" }).click();
  await expect(rows(page).filter({ hasText: /^Michelin/ })).toHaveCount(1);
});

test("an unknown manufacturer's form says it was not found", async ({ page }) => {
  await loginAsAdmin(page);
  const response = await page.goto("/admin/renkaat/valmistajat/999999/muokkaa");
  expect(response?.status()).toBe(404);
  await expect(drawer(page).getByRole("alert")).toContainText("Valmistajaa ei löytynyt.");
  await expect(drawer(page).getByTestId("manufacturer-count")).toBeVisible();
});
