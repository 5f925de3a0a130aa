/**
 * 'Oma tili' with JavaScript: the password change validated while typing, its pending state and toast, and
 * the two-factor set-up (QR code, code accepted, recovery codes). Everything else, and all of it without
 * JavaScript: tests/nojs/admin-account.test.ts. A server of its own: the test admin's password changes.
 */
import { generateTOTP } from "@epic-web/totp";
import type { AppServer } from "../support/app-server";
import { startE2eServer } from "../support/e2e-server";
import { expect, test as base } from "./fixtures";
import { ADMIN, JS_ONLY, hydrated, login } from "./helpers";

const test = base.extend<object, { app: AppServer }>({
  app: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const app = await startE2eServer();
      await provide(app);
      await app.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
});

const NEW_PASSWORD = "Nastarengas-Syksy-4410";

test("changes the password and sets up two-factor authentication", JS_ONLY, async ({ page }) => {
  await login(page);
  await expect(page).toHaveURL(/\/admin\/renkaat$/);
  await page.getByRole("link", { name: ADMIN.username, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/tili$/);
  await hydrated(page);

  const form = page.getByRole("form", { name: "Vaihda salasana" });
  await form.getByLabel("Nykyinen salasana").fill(ADMIN.password);
  await form.getByLabel("Uusi salasana", { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel("Uusi salasana uudelleen").fill(`${NEW_PASSWORD}x`);
  await form.getByLabel("Uusi salasana uudelleen").blur();
  await expect(form.getByText("Salasanat eivät täsmää.")).toBeVisible();
  await form.getByLabel("Uusi salasana uudelleen").fill(NEW_PASSWORD);
  await expect(form.getByText("Salasanat eivät täsmää.")).toHaveCount(0);

  // The post is held until the pending state has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/tili\?/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await form.getByRole("button", { name: "Vaihda salasana" }).click();
  await expect(form.getByRole("button", { name: "Vaihdetaan..." })).toBeDisabled();
  release();
  await expect(page.getByTestId("toast")).toHaveText(/Salasana vaihdettu\. Muut kirjautumiset kirjattiin ulos\./);
  await expect(form.getByLabel("Nykyinen salasana")).toHaveValue("");
  await page.unrouteAll();

  // Two-factor set-up: scan (read the secret), type the code, get the recovery codes.
  await page.getByRole("link", { name: "Ota käyttöön" }).click();
  await expect(page).toHaveURL(/\/admin\/tili\/kaksivaiheinen$/);
  await hydrated(page);
  const qr = page.getByRole("img", { name: "QR-koodi todennussovellukseen" });
  await expect(qr).toBeVisible();
  await expect(qr.locator("svg")).toBeVisible();
  const secret = ((await page.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" });
  await page.getByLabel("Vahvistuskoodi").fill(otp);
  await page.getByRole("button", { name: "Ota käyttöön" }).click();
  await expect(page.getByTestId("two-factor-enabled")).toBeVisible();
  await expect(page.getByTestId("recovery-code")).toHaveCount(10);
  await expect(page.getByRole("button", { name: "Tulosta" })).toBeVisible();

  await page.getByRole("link", { name: "Takaisin omaan tiliin" }).click();
  await expect(page.getByTestId("two-factor-on")).toHaveText("Kaksivaiheinen tunnistautuminen on käytössä.");
});
