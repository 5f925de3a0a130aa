/**
 * A save after the session ended (decision 0027): the login page says so, and after logging in the admin
 * is back on the form with what was typed. Without JavaScript: tests/nojs/admin-session-expiry.test.ts.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ADMIN, loginAsAdmin } from "./helpers";

const unique = () => Math.random().toString(36).slice(2, 8);
const dialog = (page: Page) => page.getByTestId("admin-drawer");

async function expireAndLogBackIn(page: Page, save: () => Promise<void>) {
  await page.context().clearCookies({ name: /admin_session/ });
  await save();
  await expect(page).toHaveURL(/\/admin\/login\?.*vanhentunut=1/);
  await expect(page.getByTestId("session-expired")).toHaveText("Kirjautuminen vanhentunut. Kirjaudu sisään uudelleen.");
  await expect(page.getByTestId("form-kept")).toBeVisible();
  await page.getByLabel("Käyttäjätunnus").fill(ADMIN.username);
  await page.getByLabel("Salasana").fill(ADMIN.password);
  await page.getByRole("button", { name: "Kirjaudu sisään" }).click();
  await expect(page.getByTestId("restored-form")).toContainText("Lomakkeelle palautettiin tallentamattomat muutoksesi");
}

test("the tyre product form comes back with the typed edits", async ({ page }) => {
  await loginAsAdmin(page, "/admin/renkaat/tuotteet/uusi");
  const model = `Palautuva ${unique()}`;
  await dialog(page).getByLabel("Malli", { exact: true }).fill(model);
  await dialog(page).getByLabel("Hinta (€)", { exact: true }).fill("123.45");
  await dialog(page).getByLabel("Kuvaus", { exact: true }).fill("Kirjoitettu ennen uloskirjautumista");
  await expireAndLogBackIn(page, () => dialog(page).getByRole("button", { name: "Lisää rengastuote" }).click());
  await expect(page).toHaveURL(/\/admin\/renkaat\/tuotteet\/uusi/);
  await expect(dialog(page).getByLabel("Malli", { exact: true })).toHaveValue(model);
  await expect(dialog(page).getByLabel("Hinta (€)", { exact: true })).toHaveValue("123.45");
  await expect(dialog(page).getByLabel("Kuvaus", { exact: true })).toHaveValue("Kirjoitettu ennen uloskirjautumista");
  // Once: a reload shows the empty form.
  await page.reload();
  await expect(dialog(page).getByLabel("Malli", { exact: true })).toHaveValue("");
});

test("a new campaign comes back with the typed edits", async ({ page }) => {
  await loginAsAdmin(page, "/admin/kampanjat/uusi");
  const name = `Kampanja ${unique()}`;
  await dialog(page).getByLabel("Nimi", { exact: true }).fill(name);
  await dialog(page).getByLabel("Kuvaus", { exact: true }).fill("Talvirenkaat -15 %");
  await expireAndLogBackIn(page, () => dialog(page).getByRole("button", { name: "Tallenna" }).click());
  await expect(page).toHaveURL(/\/admin\/kampanjat\/uusi/);
  await expect(dialog(page).getByLabel("Nimi", { exact: true })).toHaveValue(name);
  await expect(dialog(page).getByLabel("Kuvaus", { exact: true })).toHaveValue("Talvirenkaat -15 %");
});
