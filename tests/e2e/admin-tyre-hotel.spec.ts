/**
 * The tyre hotel's register with JavaScript: a customer, a vehicle and a set checked in (the form's
 * messages in the browser first), found by the search, checked out and in again, deleted; the label's
 * print CSS (only the label is visible in print media, with and without JavaScript); axe on the register
 * and a set page. The same flows without JavaScript: tests/nojs/admin-tyre-hotel.test.ts.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { JS_ONLY, NO_JS_BROWSER, hydrated, jsEnabled, loginAsAdmin, seriousViolations } from "./helpers";

const TAB = "/admin/rengashotelli";
let counter = 0;
/** A plate, shelf and name of this test's own (workers share nothing, projects share the server's data). */
function fresh() {
  counter += 1;
  const letters = "BCDFGHJKLMNPRSTVZ";
  const code = `${letters[Math.floor(Math.random() * 17)]}${letters[Math.floor(Math.random() * 17)]}`;
  const number = String(100 + ((Date.now() + counter * 7) % 900));
  const suffix = test.info().project.name === "js" ? "J" : "E";
  return { plate: `${suffix}${code}-${number}`, shelf: `${suffix}${code}${number}`, name: `Selainasiakas ${code}${number}` };
}

/** A customer with a vehicle and a stored set, made through the forms (they work with and without JavaScript). */
async function storedSet(page: Page, ids = fresh()) {
  await loginAsAdmin(page, `${TAB}/asiakkaat/uusi`);
  if (jsEnabled()) await hydrated(page);
  const customer = page.getByRole("form", { name: "Uusi asiakas" });
  await customer.getByLabel("Nimi").fill(ids.name);
  await customer.getByLabel("Puhelin").fill("040 765 4321");
  await customer.getByRole("button", { name: "Tallenna" }).click();
  await expect(page.getByRole("heading", { level: 2, name: ids.name })).toBeVisible();
  await page.getByRole("link", { name: "Lisää ajoneuvo" }).click();
  const vehicle = page.getByRole("dialog", { name: "Uusi ajoneuvo" });
  await vehicle.getByLabel("Rekisterinumero").fill(ids.plate.toLowerCase());
  await vehicle.getByRole("button", { name: "Tallenna" }).click();
  await expect(page.getByTestId("hotel-vehicle").filter({ hasText: ids.plate })).toBeVisible();
  await page.getByRole("link", { name: `Tuo uusi sarja: ${ids.plate}` }).click();
  if (jsEnabled()) await hydrated(page);
  const set = page.getByRole("form", { name: "Tuo sarja varastoon" });
  await set.getByLabel("Kausi").selectOption("winter");
  await set.getByLabel("Rengaskoko").fill("225/45 R17");
  await set.getByLabel("Merkki ja malli").fill("Nokian Hakkapeliitta R5");
  await set.getByLabel("Varastopaikka (hylly/paikka)").fill(`${ids.shelf}/1`);
  await set.getByLabel("Vasen etu: DOT (vvVV)").fill("2321");
  await set.getByLabel("Vasen etu: Urasyvyys (mm)").fill("3,5");
  await set.getByRole("button", { name: "Tallenna" }).click();
  await expect(page).toHaveURL(/\/admin\/rengashotelli\/sarjat\/\d+$/);
  await expect(page.getByTestId("set-status")).toHaveText(`Varastossa, Paikka ${ids.shelf}/1`);
  return { ...ids, setUrl: new URL(page.url()).pathname };
}

test("checks a set in, finds it, checks it out and in again, and deletes the customer", JS_ONLY, async ({ page }) => {
  const ids = fresh();
  await loginAsAdmin(page);
  await page.getByRole("navigation", { name: "Ylläpidon välilehdet" }).getByRole("link", { name: "Rengashotelli" }).click();
  await expect(page).toHaveURL(new RegExp(`${TAB}$`));
  await hydrated(page);
  await page.getByRole("link", { name: "Uusi asiakas" }).click();

  // The browser checks the form with the action's schema: the message appears before anything is sent.
  const customer = page.getByRole("form", { name: "Uusi asiakas" });
  await customer.getByLabel("Asiakas haluaa kausimuistutuksen sähköpostiin").check();
  await customer.getByLabel("Nimi").fill(ids.name);
  await customer.getByRole("button", { name: "Tallenna" }).click();
  await expect(customer.getByText("Kausimuistutus lähetetään sähköpostiin: anna sähköpostiosoite.")).toBeVisible();
  await expect(customer.getByLabel("Sähköposti", { exact: true })).toBeFocused();
  await customer.getByLabel("Sähköposti", { exact: true }).fill("selain@example.fi");
  await customer.getByRole("button", { name: "Tallenna" }).click();
  await expect(page.getByTestId("toast")).toContainText("Asiakas lisätty");
  await expect(page.getByText("Kausimuistutus: kyllä")).toBeVisible();

  await page.getByRole("link", { name: "Lisää ajoneuvo" }).click();
  const vehicle = page.getByRole("dialog", { name: "Uusi ajoneuvo" });
  await vehicle.getByLabel("Rekisterinumero").fill(`${ids.plate.replace("-", " ")}`);
  await vehicle.getByRole("button", { name: "Tallenna" }).click();
  await expect(vehicle).toBeHidden();
  await page.getByRole("link", { name: `Tuo uusi sarja: ${ids.plate}` }).click();
  await hydrated(page);

  const set = page.getByRole("form", { name: "Tuo sarja varastoon" });
  await set.getByLabel("Kausi").selectOption("winter");
  await set.getByLabel("Rengaskoko").fill("2055516");
  await set.getByLabel("Varastopaikka (hylly/paikka)").fill(ids.shelf);
  await set.getByLabel("Vasen etu: DOT (vvVV)").fill("99");
  await set.getByRole("button", { name: "Tallenna" }).click();
  await expect(set.getByText("Varastopaikka muodossa hylly/paikka (esim. A3/12).")).toBeVisible();
  await expect(set.getByText("DOT: neljä numeroa, viikko ja vuosi (esim. 2321).")).toBeVisible();
  await set.getByLabel("Varastopaikka (hylly/paikka)").fill(`${ids.shelf}/4`);
  await set.getByLabel("Vasen etu: DOT (vvVV)").fill("2321");
  await set.getByLabel("Vasen etu: Urasyvyys (mm)").fill("3,9");
  await set.getByRole("button", { name: "Tallenna" }).click();
  await expect(page.getByTestId("toast")).toContainText("Sarja tuotu varastoon");
  await expect(page.getByTestId("set-warnings")).toContainText("Vasen etu: urasyvyys 3,9 mm, alle suositellun 4 mm");
  const setUrl = new URL(page.url()).pathname;

  // The search: the plate as typed on a phone.
  await page.getByRole("navigation", { name: "Rengashotellin osiot" }).getByRole("link", { name: "Rekisteri" }).click();
  await page.getByLabel("Hae rekisterinumerolla, nimellä tai puhelinnumerolla").fill(ids.plate.replace("-", "").toLowerCase());
  await page.getByRole("button", { name: "Hae", exact: true }).click();
  const row = page.getByTestId("hotel-customer-row").filter({ hasText: ids.name });
  await expect(row).toContainText(`Paikka ${ids.shelf}/4`);
  await expect(row).toContainText("1 huomio");
  await row.getByRole("link", { name: "Talvirenkaat 205/55R16" }).click();
  await expect(page).toHaveURL(new RegExp(`${setUrl}$`));

  // Check-out in the drawer, then check-in again with new readings.
  await page.getByRole("link", { name: "Luovuta", exact: true }).click();
  const checkOut = page.getByRole("dialog", { name: "Luovuta sarja" });
  await expect(checkOut.getByLabel("Aika")).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await checkOut.getByRole("button", { name: "Luovuta" }).click();
  await expect(checkOut).toBeHidden();
  await expect(page.getByTestId("set-status")).toHaveText("Luovutettu");
  await page.getByRole("link", { name: "Tuo takaisin varastoon" }).click();
  const checkIn = page.getByRole("dialog", { name: "Tuo sarja takaisin varastoon" });
  await checkIn.getByLabel("Varastopaikka (hylly/paikka)").fill(`${ids.shelf}/5`);
  await checkIn.getByLabel("Vasen etu: Urasyvyys (mm)").fill("8");
  await checkIn.getByRole("button", { name: "Tuo takaisin varastoon" }).click();
  await expect(checkIn).toBeHidden();
  await expect(page.getByTestId("set-status")).toHaveText(`Varastossa, Paikka ${ids.shelf}/5`);
  await expect(page.getByTestId("set-history").getByRole("listitem")).toHaveCount(3);
  await expect(page.getByTestId("set-warnings")).toHaveCount(0);

  // Delete the customer after the confirmation.
  await page.getByRole("link", { name: ids.name }).click();
  await page.getByRole("link", { name: "Poista asiakas" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Poista asiakas" });
  await expect(confirm).toContainText(`Poistetaanko asiakas ${ids.name}?`);
  await confirm.getByRole("button", { name: "Poista" }).click();
  await expect(page).toHaveURL(new RegExp(`${TAB}$`));
  await expect(page.getByTestId("toast")).toContainText("Asiakas poistettu");
  expect((await page.request.get(setUrl, { maxRedirects: 0 })).status()).toBe(404);
});

test("the label prints alone: only the label is visible in print media", NO_JS_BROWSER, async ({ page }) => {
  const { plate, shelf, setUrl } = await storedSet(page);
  await page.getByRole("link", { name: "Tulosta tarra" }).click();
  await expect(page).toHaveURL(new RegExp(`${setUrl}/tarra$`));
  const label = page.getByTestId("hotel-label");
  await expect(label).toContainText(plate);
  await expect(label).toContainText(`${shelf}/1`);
  await expect(page.getByTestId("hotel-label-qr").locator("svg")).toBeVisible();
  if (jsEnabled()) {
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Tulosta" })).toBeVisible();
    await expect(page.getByTestId("label-no-js")).toHaveCount(0);
  } else {
    await expect(page.getByTestId("label-no-js")).toBeVisible();
  }
  const admin = page.getByRole("heading", { level: 1, name: "Ylläpito" });
  await expect(admin).toBeVisible();

  await page.emulateMedia({ media: "print" });
  await expect(label).toBeVisible();
  await expect(page.getByTestId("hotel-label-qr").locator("svg")).toBeVisible();
  await expect(admin).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Ylläpidon välilehdet" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Takaisin sarjaan" })).toBeHidden();
  const box = await label.boundingBox();
  expect(box?.y).toBeLessThan(40);
  await page.emulateMedia({ media: "screen" });
  await expect(admin).toBeVisible();
});

test("axe finds no serious or critical violation on the register, a set page and its check-out drawer", JS_ONLY, async ({ page }) => {
  test.slow(); // four axe walks
  const { plate, setUrl } = await storedSet(page);
  await page.goto(`${TAB}?q=${encodeURIComponent(plate)}`);
  await hydrated(page);
  await expect(page.getByTestId("hotel-customer-row")).toHaveCount(1);
  expect(await seriousViolations(page, { include: "main" })).toEqual([]);
  await page.goto(TAB);
  await expect(page.getByTestId("hotel-latest-row").first()).toBeVisible();
  expect(await seriousViolations(page, { include: "main" })).toEqual([]);
  await page.goto(setUrl);
  await hydrated(page);
  expect(await seriousViolations(page, { include: "main" })).toEqual([]);
  await page.getByRole("link", { name: "Luovuta", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Luovuta sarja" })).toBeVisible();
  expect(await seriousViolations(page, { include: '[data-testid="admin-drawer"]' })).toEqual([]);
});

test("the register, a customer, a set and its label fit a 320 px phone", NO_JS_BROWSER, async ({ page }) => {
  const { plate, setUrl } = await storedSet(page);
  await page.setViewportSize({ width: 320, height: 640 });
  const customerUrl = await page.getByRole("link", { name: /^Selainasiakas / }).getAttribute("href");
  for (const url of [`${TAB}?q=${encodeURIComponent(plate)}`, TAB, customerUrl!, setUrl, `${setUrl}/tarra`, `${setUrl}/luovutus`, `${TAB}/paikat`, `${TAB}/vaihtolista?kausi=talvi`]) {
    await page.goto(url);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(320);
  }
});
