import { expect, test } from "./fixtures";
import { freezeTime, hydrated, loginAsAdmin } from "./helpers";

test.describe.configure({ mode: "serial" });

test("the admin edits the opening hours and the public footer shows them", async ({ page }) => {
  await loginAsAdmin(page, "/admin/asetukset");
  await page.getByRole("region", { name: "Aukioloajat" }).getByRole("link", { name: "Muokkaa" }).click();
  await expect(page).toHaveURL(/\/admin\/asetukset\/aukioloajat$/);

  // Start from the defaults whatever an earlier run left.
  await page.getByRole("button", { name: "Palauta oletusajat" }).click();
  await expect(page.getByLabel("Perjantai sulkeutuu")).toHaveValue("17:00");
  const save = page.getByRole("button", { name: "Tallenna aukioloajat" });
  if (await save.isEnabled()) await save.click();

  // Friday closes at '16.30' (normalised), Sunday opens 12–16 typed as bare hours.
  await page.getByLabel("Perjantai sulkeutuu").fill("16.30");
  await page.getByLabel("Sunnuntai suljettu").uncheck();
  await page.getByLabel("Sunnuntai avautuu").fill("12");
  await page.getByLabel("Sunnuntai sulkeutuu").fill("16");
  await page.getByLabel("Sunnuntai sulkeutuu").blur();
  await expect(page.getByLabel("Sunnuntai avautuu")).toHaveValue("12:00");
  await page.getByRole("button", { name: "Tallenna aukioloajat" }).click();

  await expect(page.getByTestId("toast")).toHaveText(/Aukioloajat päivitetty onnistuneesti/);
  await expect(page.getByLabel("Perjantai sulkeutuu")).toHaveValue("16:30");
  await expect(page.getByLabel("Sunnuntai avautuu")).toHaveValue("12:00");
  await expect(page.getByTestId("hours-modified")).toBeVisible();

  await page.goto("/");
  const footer = page.getByTestId("footer-hours");
  await expect(footer).toContainText("Pe09:00–16:30");
  await expect(footer).toContainText("Ma09:00–17:00");
  await expect(footer).toContainText("Su12:00–16:00");
  await expect(footer).not.toContainText("Ma–Pe");

  const api = await page.request.get("/api/business-settings");
  const body = await api.json();
  expect(body.isModifiedFromDefault).toBe(true);
  expect(body.businessHours[4]).toEqual({ day: "pe", open: "09:00", close: "16:30", isClosed: false });
});

test("an open day without times is refused with a message and nothing typed is lost", async ({ page }) => {
  await loginAsAdmin(page, "/admin/asetukset/aukioloajat");
  await page.getByLabel("Tiistai avautuu").fill("aamu");
  await page.getByLabel("Keskiviikko sulkeutuu").fill("8");
  await page.getByRole("button", { name: "Tallenna aukioloajat" }).click();
  await expect(page.getByText("Anna aika muodossa HH:MM, esim. 09:00")).toBeVisible();
  await expect(page.getByText("Sulkemisajan täytyy olla aukeamisajan jälkeen")).toBeVisible();
  await expect(page.getByLabel("Tiistai avautuu")).toHaveValue("aamu");
});

test("resetting to the defaults and saving brings back ma–pe in the footer", async ({ page }) => {
  await loginAsAdmin(page, "/admin/asetukset/aukioloajat");
  await page.getByRole("button", { name: "Palauta oletusajat" }).click();
  await expect(page.getByLabel("Perjantai sulkeutuu")).toHaveValue("17:00");
  await expect(page.getByLabel("Sunnuntai suljettu")).toBeChecked();
  await page.getByRole("button", { name: "Tallenna aukioloajat" }).click();
  await expect(page.getByTestId("toast")).toHaveText(/Aukioloajat päivitetty onnistuneesti/);
  await expect(page.getByTestId("hours-modified")).toHaveCount(0);

  // Saving again without changes is not offered (without JavaScript the server refuses it: tests/nojs/business-hours.test.ts).
  await expect(page.getByRole("button", { name: "Tallenna aukioloajat" })).toBeDisabled();

  await page.goto("/");
  await expect(page.getByTestId("footer-hours")).toContainText("Ma–Pe09:00–17:00");
  await expect(page.getByTestId("footer-hours")).toContainText("La10:00–13:00");
  await expect(page.getByTestId("footer-hours")).not.toContainText("Su");
});

test("the success toast closes itself after 3 s", async ({ page }) => {
  await loginAsAdmin(page);
  await freezeTime(page);
  await page.goto("/admin/asetukset/aukioloajat");
  await hydrated(page);
  await page.getByLabel("Lauantai sulkeutuu").fill("14:00");
  await page.getByRole("button", { name: "Tallenna aukioloajat" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toHaveText(/Aukioloajat päivitetty onnistuneesti/);
  await page.clock.runFor(2900);
  await expect(toast).toBeVisible();
  await page.clock.runFor(100);
  await expect(toast).toHaveCount(0);
  // The toast is shown once: the next page view has none.
  await page.reload();
  await expect(page.getByTestId("toast")).toHaveCount(0);
});
