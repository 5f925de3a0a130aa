/**
 * 'Järjestelmä' with JavaScript: a competitor check that failed for real is listed, and 'Yritä uudelleen'
 * runs it again through Remix (toast, the list refreshed); once the page answers the check completes and
 * leaves the list. A server of its own, so the daily run checks only this test's tracker. Without
 * JavaScript, and the view's other parts: tests/nojs/admin-system.test.ts.
 */
import type { AppServer } from "../support/app-server";
import { startE2eServer } from "../support/e2e-server";
import { type FakeCompetitor, pages } from "../support/fake-competitor";
import { expect, test as base } from "./fixtures";
import { JS_ONLY, hydrated, loginAsAdmin } from "./helpers";

const test = base.extend<object, { app: AppServer; competitorSite: FakeCompetitor }>({
  app: [
    async ({ competitorSite }, provide) => {
      const app = await startE2eServer({ CRAWLER_ALLOWED_HOSTS: competitorSite.host });
      await provide(app);
      await app.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
});

test("retries a failed job from the list with JavaScript", JS_ONLY, async ({ page, competitorSite }) => {
  test.slow(); // real checks over HTTP
  const tag = Date.now().toString(36);
  const product = `Nokian Hakkapeliitta R5 ${tag}`;
  competitorSite.setPage(`/tuote-${tag}`, pages.html("<h1>Palvelinvirhe</h1>", 500));

  await loginAsAdmin(page, "/admin/kilpailijat/uusi");
  await hydrated(page);
  const form = page.getByRole("dialog", { name: "Lisää kilpailijan seuranta" });
  await form.getByLabel("Kilpailijan nimi").fill(`Kilpailija ${tag}`);
  await form.getByLabel("Tuotesivun osoite").fill(`${competitorSite.url}/tuote-${tag}`);
  await form.getByLabel("Tuotteen nimi", { exact: true }).fill(product);
  await form.getByLabel("Uudelleenyritykset").fill("1");
  await form.getByRole("button", { name: "Tallenna" }).click();
  await expect(page.getByTestId("toast")).toContainText("Seuranta lisätty");

  // The daily run, as the 08:00 scheduler starts it (test build only).
  expect((await page.request.post("/e2e/taustatyo")).status()).toBe(200);

  const failures = page.getByTestId("system-failure");
  await expect(async () => {
    await page.goto("/admin/jarjestelma");
    await expect(failures).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await hydrated(page);
  await expect(failures.getByTestId("system-failure-error")).toContainText("500");

  competitorSite.setPage(`/tuote-${tag}`, pages.jsonLd({ name: product, price: "119.90" }));
  await failures.getByRole("button", { name: "Yritä uudelleen" }).click();
  await expect(page.getByTestId("toast")).toContainText("Työ ajetaan uudelleen.");
  await expect(page).toHaveURL(/\/admin\/jarjestelma$/);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("system-no-failures")).toHaveText("Ei epäonnistuneita töitä.", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
});
