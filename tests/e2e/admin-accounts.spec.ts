/**
 * Asetukset › Ylläpitäjät with JavaScript: the invitation form (checked while typing, the server's
 * refusal of a taken name on its field with everything typed kept, then the toast and the new row) and
 * disabling after the confirmation dialog. Everything else, and all of it without JavaScript:
 * tests/nojs/admin-accounts.test.ts and tests/nojs/password-reset.test.ts.
 */
import { expect, test } from "./fixtures";
import { ADMIN, hydrated, loginAsAdmin, seriousViolations } from "./helpers";

test("invites an admin through the form and disables the account after confirming", async ({ page }) => {
  const username = `rengasmies-${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  await loginAsAdmin(page, "/admin/asetukset/yllapitajat");
  await hydrated(page);
  await expect(page.getByTestId("admin-account-row").filter({ hasText: ADMIN.username })).toContainText("Sinä");

  await page.getByRole("link", { name: "Kutsu ylläpitäjä" }).click();
  await expect(page).toHaveURL(/\/admin\/asetukset\/yllapitajat\/kutsu$/);
  const form = page.getByRole("dialog", { name: "Kutsu ylläpitäjä" }).getByRole("form", { name: "Kutsu ylläpitäjä" });

  // Checked in the browser: the errors on their fields, the values stay.
  await form.getByLabel("Käyttäjätunnus").fill("ab");
  await form.getByLabel("Sähköpostiosoite").fill("ei-osoite");
  await form.getByRole("button", { name: "Lähetä kutsu" }).click();
  await expect(form.getByText("Käyttäjätunnuksessa on oltava 3–40 merkkiä.")).toBeVisible();
  await expect(form.getByText("Anna kelvollinen sähköpostiosoite.")).toBeVisible();
  await expect(form.getByLabel("Sähköpostiosoite")).toHaveValue("ei-osoite");

  // Refused by the server (the name is taken, in another case): on its field, the address kept.
  await form.getByLabel("Käyttäjätunnus").fill(ADMIN.username.toUpperCase());
  await form.getByLabel("Sähköpostiosoite").fill(email);
  await form.getByRole("button", { name: "Lähetä kutsu" }).click();
  await expect(form.getByText("Käyttäjätunnus on jo käytössä.")).toBeVisible();
  await expect(form.getByLabel("Sähköpostiosoite")).toHaveValue(email);
  await expect(form.getByLabel("Käyttäjätunnus")).toHaveValue(ADMIN.username.toUpperCase());

  await form.getByLabel("Käyttäjätunnus").fill(username);
  await form.getByRole("button", { name: "Lähetä kutsu" }).click();
  await expect(page.getByTestId("toast")).toHaveText(`Kutsu lähetetty osoitteeseen ${email}`);
  await expect(page).toHaveURL(/\/admin\/asetukset\/yllapitajat$/);
  const row = page.getByTestId("admin-account-row").filter({ hasText: username });
  await expect(row.getByTestId("admin-account-status")).toHaveText(/^Kutsuttu \(linkki voimassa .+ asti\)$/);
  await expect(row).toContainText(email);

  await row.getByRole("link", { name: `Poista käytöstä ${username}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Poista ylläpitäjä käytöstä" });
  await expect(dialog).toContainText(`Poistetaanko ylläpitäjä ${username} käytöstä?`);
  await dialog.getByRole("button", { name: "Poista käytöstä" }).click();
  await expect(page.getByTestId("toast")).toHaveText(`Ylläpitäjä ${username} poistettu käytöstä. Hänen kirjautumisensa päättyivät.`);
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId("admin-account-status")).toHaveText("Poistettu käytöstä");
  await expect(row.getByRole("button", { name: `Ota käyttöön ${username}` })).toBeVisible();
});

test("the account, admins, audit log and forgotten-password pages have no serious accessibility violations", async ({ page }) => {
  test.slow(); // four axe walks
  await page.goto("/admin/login/unohtunut");
  await hydrated(page);
  const found: string[] = (await seriousViolations(page)).map((violation) => `/admin/login/unohtunut: ${violation}`);
  await loginAsAdmin(page, "/admin/tili");
  for (const path of ["/admin/tili", "/admin/asetukset/yllapitajat", "/admin/tapahtumaloki"]) {
    if (page.url() !== new URL(path, page.url()).href) await page.goto(path);
    await hydrated(page);
    found.push(...(await seriousViolations(page)).map((violation) => `${path}: ${violation}`));
  }
  expect(found).toEqual([]);
});
