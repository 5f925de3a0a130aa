/**
 * The tab 'Kampanjat' with JavaScript: a campaign created with an uploaded image after the form's
 * messages, shown in the site's campaign box and modal, edited to free shipping, deactivated, reactivated
 * and deleted, the box following every step; 'Aktiiviset kampanjat' from the site's admin links; an image
 * picked from the library; the empty and error states; the pending states; the JSON calls' guard; a
 * 320 px screen (also without JavaScript: NO_JS_BROWSER) and axe. The flows without JavaScript:
 * tests/nojs/admin-campaigns.test.ts. Every campaign made here is deleted again: other files on this
 * worker's server expect the seeded campaigns only.
 */
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { JS_ONLY, NO_JS_BROWSER, hydrated, jsEnabled, loginAsAdmin, seriousViolations } from "./helpers";

const TAB = "/admin/kampanjat";
const unique = () => `${test.info().project.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const helsinkiToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Helsinki" }).format(new Date());
/** 'YYYY-MM-DD' n days after the Helsinki today. */
function day(n: number): string {
  const [year, month, date] = helsinkiToday().split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + n)).toISOString().slice(0, 10);
}
/** '2026-03-05' as fi-FI shows it: '5.3.2026'. */
function finnish(isoDay: string): string {
  const [year, month, date] = isoDay.split("-").map(Number);
  return `${date}.${month}.${year}`;
}

const png = () => sharp({ create: { width: 80, height: 40, channels: 3, background: "#cc5500" } }).png().toBuffer();

async function openTab(page: Page) {
  await loginAsAdmin(page);
  await page.getByRole("navigation", { name: "Ylläpidon välilehdet" }).getByRole("link", { name: "Kampanjat" }).click();
  await expect(page).toHaveURL(new RegExp(`${TAB}$`));
  await expect(page.getByRole("heading", { level: 2, name: "Kampanjat" })).toBeVisible();
  await hydrated(page);
}

async function gotoTab(page: Page) {
  await page.goto(TAB);
  if (jsEnabled()) await hydrated(page);
}

const drawer = (page: Page, name: string) => page.getByRole("dialog", { name });
const row = (page: Page, name: string) => page.getByTestId("campaign-row").filter({ hasText: name });
const toast = (page: Page) => page.getByTestId("toast");

/** The public home page's campaign box, as a visitor who has not closed it sees it. */
async function campaignBox(page: Page) {
  await page.context().clearCookies({ name: "campaigns_closed" });
  await page.goto("/");
  await hydrated(page);
  return page.getByTestId("campaign-box");
}

async function expectOnSite(page: Page, name: string, shown: boolean) {
  const links = (await campaignBox(page)).getByTestId("campaign-link");
  // The seeded campaigns keep the box there either way.
  await expect(links).not.toHaveCount(0);
  await expect(links.filter({ hasText: name })).toHaveCount(shown ? 1 : 0);
}

async function deleteCampaign(page: Page, name: string) {
  await gotoTab(page);
  await row(page, name).getByRole("link", { name: `Poista: ${name}` }).click();
  await page.getByRole("alertdialog", { name: "Poista kampanja" }).getByRole("button", { name: "Poista kampanja" }).click();
  await expect(toast(page)).toHaveText(/Kampanja poistettu/);
  await expect(row(page, name)).toHaveCount(0);
}

test("creates, edits, deactivates, reactivates and deletes a campaign; the site's campaign box follows", async ({ page }) => {
  test.slow();
  const tag = unique();
  const name = `Talviale ${tag}`;
  await openTab(page);
  await page.getByRole("link", { name: "Luo uusi kampanja" }).click();
  await expect(page).toHaveURL(new RegExp(`${TAB}/uusi$`));
  let form = drawer(page, "Luo uusi kampanja");

  // Nothing filled in: the required fields say so.
  await form.getByRole("button", { name: "Tallenna" }).click();
  await expect(form.getByText("Nimi on pakollinen")).toBeVisible();
  await expect(form.getByText("Alkamispäivä on pakollinen")).toBeVisible();
  await expect(form.getByText("Päättymispäivä on pakollinen")).toBeVisible();
  await expect(form.getByText("Kuva on pakollinen")).toBeVisible();
  await expect(form.getByLabel("Nimi", { exact: true })).toHaveAttribute("aria-invalid", "true");

  // The end before the start and a negative discount: refused, with the typed values and the upload kept.
  await form.getByLabel("Nimi", { exact: true }).fill(name);
  await form.getByLabel("Kuvaus", { exact: true }).fill(`Kaikki talvirenkaat -20 %. ${tag}`);
  await form.getByLabel("Alkamispäivä").fill(day(3));
  await form.getByLabel("Päättymispäivä").fill(day(1));
  await form.getByLabel("Alennuksen tyyppi").selectOption("percentage");
  await form.getByLabel("Alennuksen arvo").fill("-5");
  await form.getByLabel("Alennuskoodi").fill("TALVI20");
  await form.locator('input[name="imageUrl__upload"]').setInputFiles({ name: `kampanja-${tag}.png`, mimeType: "image/png", buffer: await png() });
  await form.getByRole("button", { name: "Tallenna" }).click();
  await expect(form.getByText("Päättymispäivä ei voi olla ennen alkamispäivää")).toBeVisible();
  await expect(form.getByText("Alennuksen arvo ei voi olla negatiivinen")).toBeVisible();
  await expect(form.getByText("Nimi on pakollinen")).toHaveCount(0);
  await expect(form.getByText("Kuva on pakollinen")).toHaveCount(0);
  form = drawer(page, "Luo uusi kampanja");
  await expect(form.getByLabel("Nimi", { exact: true })).toHaveValue(name);
  await expect(form.getByLabel("Alkamispäivä")).toHaveValue(day(3));
  await expect(form.getByLabel("Alennuskoodi")).toHaveValue("TALVI20");
  await expect(form.getByTestId("image-field-current")).toHaveCount(1);

  await form.getByLabel("Alkamispäivä").fill(day(0));
  await form.getByLabel("Päättymispäivä").fill(day(10));
  await form.getByLabel("Alennuksen arvo").fill("20");
  await form.getByRole("button", { name: "Tallenna" }).click();
  await expect(toast(page)).toHaveText(/Kampanja luotu onnistuneesti/);
  await expect(page).toHaveURL(new RegExp(`${TAB}$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(row(page, name)).toHaveCount(1);
  await expect(row(page, name).getByTestId("campaign-status")).toHaveText("Aktiivinen");
  await expect(row(page, name).getByTestId("campaign-start")).toHaveText(finnish(day(0)));
  await expect(row(page, name).getByTestId("campaign-end")).toHaveText(finnish(day(10)));
  await expect(row(page, name)).toContainText("20 % · Koodi TALVI20");

  // On the site: in the box, and its modal has the image, the description and the end day.
  const box = await campaignBox(page);
  await box.getByTestId("campaign-link").filter({ hasText: name }).click();
  const modal = page.getByRole("dialog", { name });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(`Kaikki talvirenkaat -20 %. ${tag}`);
  await expect(modal.getByTestId("campaign-end-date")).toHaveText(`Voimassa ${finnish(day(10))} asti`);
  const image = modal.locator("img");
  await expect(image).toHaveAttribute("src", /\/api\/images\/\d+$/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0))).toBe(80);
  await page.getByTestId("campaign-modal-close").click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The admin's link on the site: what the box shows now, with an edit link.
  await page.getByTestId("admin-active-campaigns").click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/active$/);
  await expect(page.getByRole("heading", { level: 2, name: "Aktiiviset kampanjat" })).toBeVisible();
  const card = page.getByTestId("active-campaign").filter({ hasText: name });
  await expect(card).toContainText(`${finnish(day(0))} – ${finnish(day(10))}`);
  await expect(card).toContainText("20 % · Koodi TALVI20");
  await expect(card.locator("img")).toHaveAttribute("src", /\/api\/images\/\d+$/);
  await expect(page.getByTestId("active-campaign").filter({ hasText: "Kesärenkaiden kevätale" })).toHaveCount(0);

  // Edit from there: a new name, a later end, free shipping (its value hidden).
  await hydrated(page);
  await card.getByRole("link", { name: `Muokkaa: ${name}` }).click();
  form = drawer(page, "Muokkaa kampanjaa");
  await expect(form.getByLabel("Nimi", { exact: true })).toHaveValue(name);
  await expect(form.getByLabel("Alkamispäivä")).toHaveValue(day(0));
  await expect(form.getByLabel("Päättymispäivä")).toHaveValue(day(10));
  await expect(form.getByLabel("Alennuksen arvo")).toHaveValue("20");
  await expect(form.getByTestId("image-field-current")).toHaveCount(1);
  const renamed = `Ilmainen toimitus ${tag}`;
  await form.getByLabel("Nimi", { exact: true }).fill(renamed);
  await form.getByLabel("Päättymispäivä").fill(day(20));
  await form.getByLabel("Alennuksen tyyppi").selectOption("free_shipping");
  await expect(form.getByLabel("Alennuksen arvo")).toBeHidden();
  await form.getByRole("button", { name: "Tallenna" }).click();
  await expect(toast(page)).toHaveText(/Kampanja päivitetty onnistuneesti/);
  await gotoTab(page);
  await expect(row(page, renamed).getByTestId("campaign-end")).toHaveText(finnish(day(20)));
  await expect(row(page, renamed)).toContainText("Ilmainen toimitus · Koodi TALVI20");
  await expect(row(page, name)).toHaveCount(0);
  await row(page, renamed).getByRole("link", { name: `Muokkaa: ${renamed}` }).click();
  form = drawer(page, "Muokkaa kampanjaa");
  await expect(form.getByLabel("Alennuksen tyyppi")).toHaveValue("free_shipping");
  await form.getByRole("link", { name: "Peruuta" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectOnSite(page, renamed, true);
  await expectOnSite(page, name, false);

  // Deactivate: 'Ei aktiivinen', gone from the site.
  await gotoTab(page);
  await row(page, renamed).getByRole("button", { name: `Poista käytöstä: ${renamed}` }).click();
  await expect(toast(page)).toHaveText(/Kampanja poistettu käytöstä/);
  await expect(row(page, renamed).getByTestId("campaign-status")).toHaveText("Ei aktiivinen");
  await expect(row(page, renamed).getByRole("button", { name: `Aktivoi: ${renamed}` })).toBeVisible();
  await expectOnSite(page, renamed, false);

  // Reactivate: back on the site.
  await gotoTab(page);
  await row(page, renamed).getByRole("button", { name: `Aktivoi: ${renamed}` }).click();
  await expect(toast(page)).toHaveText(/Kampanja aktivoitu/);
  await expect(row(page, renamed).getByTestId("campaign-status")).toHaveText("Aktiivinen");
  await expectOnSite(page, renamed, true);

  // Delete, after a confirmation that can be cancelled.
  await gotoTab(page);
  await row(page, renamed).getByRole("link", { name: `Poista: ${renamed}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Poista kampanja" });
  await expect(confirm).toContainText(`Poistetaanko kampanja ”${renamed}”?`);
  await confirm.getByRole("link", { name: "Peruuta" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(row(page, renamed)).toHaveCount(1);
  await deleteCampaign(page, renamed);
  await expectOnSite(page, renamed, false);
});

test("the seeded past campaign is 'Ei aktiivinen' and the running ones 'Aktiivinen'", async ({ page }) => {
  await openTab(page);
  await expect(row(page, "Kesärenkaiden kevätale").getByTestId("campaign-status")).toHaveText("Ei aktiivinen");
  await expect(row(page, "Kesärenkaiden kevätale").getByTestId("campaign-note")).toHaveText("Päättynyt");
  await expect(row(page, "Talvirenkaiden asennus kaupan päälle").getByTestId("campaign-status")).toHaveText("Aktiivinen");
});

test("an image picked from the library is enough for a new campaign", async ({ page }) => {
  const tag = unique();
  const name = `Kirjastokuva ${tag}`;
  const file = `kirjasto-${tag}`;
  // A library image to pick, uploaded as the library does.
  await loginAsAdmin(page, "/admin/kuvat");
  const upload = page.getByRole("form", { name: "Lataa uusi kuva" });
  await upload.getByLabel("Kuvatiedosto").setInputFiles({ name: `${file}.png`, mimeType: "image/png", buffer: await png() });
  await upload.getByLabel("Alt-teksti").fill(`Kirjastokuva ${tag}`);
  await upload.getByRole("button", { name: "Lataa kuva" }).click();
  await expect(toast(page)).toHaveText(/Kuva ladattu onnistuneesti/);

  await page.goto(`${TAB}/uusi`);
  await hydrated(page);
  const form = drawer(page, "Luo uusi kampanja");
  await form.getByLabel("Nimi", { exact: true }).fill(name);
  await form.getByLabel("Alkamispäivä").fill(day(0));
  await form.getByLabel("Päättymispäivä").fill(day(0));
  const field = form.locator("[data-image-field=imageUrl]");
  await field.getByRole("button", { name: "Valitse kirjastosta" }).click();
  const library = page.getByRole("dialog", { name: "Kuvakirjasto" });
  const search = library.getByRole("searchbox", { name: "Hae kuvia" });
  await search.fill(file);
  await search.press("Enter");
  await expect(library.getByTestId("library-choice")).toHaveCount(1);
  await library.getByTestId("library-choice").click();
  await library.getByRole("button", { name: "Valitse" }).click();
  await expect(library).toBeHidden();
  await form.getByRole("button", { name: "Tallenna" }).click();
  await expect(toast(page)).toHaveText(/Kampanja luotu onnistuneesti/);
  // A one-day campaign of today: on the site until the day ends.
  await expect(row(page, name).getByTestId("campaign-end")).toHaveText(finnish(day(0)));
  const box = await campaignBox(page);
  await box.getByTestId("campaign-link").filter({ hasText: name }).click();
  await expect(page.getByRole("dialog", { name }).locator("img")).toHaveAttribute("src", /\/api\/images\/\d+$/);

  await deleteCampaign(page, name);
});

test("the tab's empty state says 'Ei kampanjoita' and its error state offers 'Yritä uudelleen'", async ({ page }) => {
  await loginAsAdmin(page);
  // The tab's own view without campaigns (a test-only page: the shared database keeps its campaigns).
  await page.goto("/e2e/kampanjat");
  await expect(page.getByTestId("campaigns-empty")).toHaveText("Ei kampanjoita");
  await expect(page.getByRole("link", { name: "Luo uusi kampanja" })).toBeVisible();

  const response = await page.goto("/e2e/kampanjat?tila=virhe");
  expect(response?.status()).toBe(500);
  const alert = page.getByTestId("campaigns-error");
  await expect(alert).toContainText("Kampanjoiden lataaminen epäonnistui.");
  await alert.getByRole("link", { name: "Yritä uudelleen" }).click();
  await expect(page).toHaveURL(/\/e2e\/kampanjat$/);
  await expect(page.getByTestId("campaigns-empty")).toHaveText("Ei kampanjoita");
});

test("an unknown campaign's edit dialog says 'Kampanjaa ei löytynyt'", async ({ page }) => {
  await loginAsAdmin(page, `${TAB}/999999/muokkaa`);
  await expect(drawer(page, "Muokkaa kampanjaa").getByTestId("campaign-dialog-error")).toHaveText("Kampanjaa ei löytynyt");
});

test("shows pending states: the form's 'Tallennetaan…', a row's 'Poistetaan käytöstä…' and 'Ladataan…'", JS_ONLY, async ({ page }) => {
  const tag = unique();
  const name = `Odotus ${tag}`;
  await openTab(page);
  await page.getByRole("link", { name: "Luo uusi kampanja" }).click();
  const form = drawer(page, "Luo uusi kampanja");
  await form.getByLabel("Nimi", { exact: true }).fill(name);
  await form.getByLabel("Alkamispäivä").fill(day(0));
  await form.getByLabel("Päättymispäivä").fill(day(2));
  await form.locator('input[name="imageUrl__upload"]').setInputFiles({ name: `odotus-${tag}.png`, mimeType: "image/png", buffer: await png() });

  // Each request is held until the pending state has been seen (released whenever it arrives).
  const hold = async (pattern: string, method?: string) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      pattern,
      async (route) => {
        if (method && route.request().method() !== method) return route.fallback();
        await gate;
        await route.continue();
      },
      { times: 1 },
    );
    return () => release();
  };
  let release = await hold("**/admin/kampanjat/uusi*", "POST");
  await form.getByRole("button", { name: "Tallenna" }).click();
  await expect(form.getByRole("button", { name: "Tallennetaan…" })).toBeDisabled();
  release();
  await expect(toast(page)).toHaveText(/Kampanja luotu onnistuneesti/);

  release = await hold("**/admin/kampanjat/*/poista-kaytosta*", "POST");
  await row(page, name).getByRole("button", { name: `Poista käytöstä: ${name}` }).click();
  await expect(row(page, name).getByRole("button", { name: `Poistetaan käytöstä…: ${name}` })).toBeDisabled();
  release();
  await expect(toast(page)).toHaveText(/Kampanja poistettu käytöstä/);

  // The tab reloading after a change says so while it loads.
  release = await hold("**/admin/kampanjat.data*");
  await row(page, name).getByRole("button", { name: `Aktivoi: ${name}` }).click();
  await expect(page.getByTestId("campaigns-loading")).toHaveText("Ladataan…");
  await expect(page.getByRole("region", { name: "Kampanjat" })).toHaveAttribute("aria-busy", "true");
  release();
  await expect(row(page, name).getByTestId("campaign-status")).toHaveText("Aktiivinen");
  await expect(page.getByTestId("campaigns-loading")).toHaveText("");

  await deleteCampaign(page, name);
});

test("the JSON calls need the admin; /api/campaigns/active stays public", async ({ page, playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const list = await anonymous.get("/api/campaigns");
  expect(list.status()).toBe(401);
  expect(await list.json()).toMatchObject({ error: "Kirjaudu sisään ylläpitäjänä." });
  expect((await anonymous.put("/api/campaigns/1/deactivate", { headers: { Origin: baseURL! } })).status()).toBe(401);
  expect((await anonymous.delete("/api/campaigns/1", { headers: { Origin: baseURL! } })).status()).toBe(401);
  const active = await anonymous.get("/api/campaigns/active");
  expect(active.status()).toBe(200);
  expect(((await active.json()) as unknown[]).length).toBeGreaterThan(0);
  await anonymous.dispose();

  await loginAsAdmin(page);
  const asAdmin = await page.request.get("/api/campaigns");
  expect(asAdmin.status()).toBe(200);
  const body = (await asAdmin.json()) as { success: boolean; campaigns: { name: string }[] };
  expect(body.success).toBe(true);
  expect(body.campaigns.map((campaign) => campaign.name)).toContain("Kesärenkaiden kevätale");
  const one = await page.request.get("/api/campaigns/999999");
  expect(one.status()).toBe(404);
  expect(await one.json()).toEqual({ success: false, error: "Kampanjaa ei löytynyt", message: "Kampanjaa ei löytynyt" });
});

test("fits a 320 px screen: the table scrolls inside its own box", NO_JS_BROWSER, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  // On a phone the tab links are in the tabs' menu (admin-layout.spec.ts opens it): go to the tab directly.
  await loginAsAdmin(page);
  await gotoTab(page);
  const table = page.getByRole("region", { name: "Kampanjat" });
  const box = await table.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const edit = row(page, "Kesärenkaiden kevätale").getByRole("link", { name: "Muokkaa: Kesärenkaiden kevätale" });
  await edit.scrollIntoViewIfNeeded();
  await expect(edit).toBeInViewport();
  await edit.click();
  const form = drawer(page, "Muokkaa kampanjaa");
  await expect(form.getByLabel("Nimi", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("axe finds no serious or critical violation on the tab, the form with errors and 'Aktiiviset kampanjat'", JS_ONLY, async ({ page }) => {
  await openTab(page);
  expect(await seriousViolations(page, { include: "main" })).toEqual([]);
  await page.getByRole("link", { name: "Luo uusi kampanja" }).click();
  const form = drawer(page, "Luo uusi kampanja");
  await form.getByRole("button", { name: "Tallenna" }).click();
  await expect(form.getByText("Kuva on pakollinen")).toBeVisible();
  expect(await seriousViolations(page, { include: '[data-testid="admin-drawer"]' })).toEqual([]);
  await page.goto("/admin/campaigns/active");
  await expect(page.getByTestId("active-campaign")).not.toHaveCount(0);
  expect(await seriousViolations(page, { include: "main" })).toEqual([]);
});
