/**
 * The tab 'Kilpailija-analyysi' against this worker's fake competitor site (fixtures.ts): a tracker tested
 * before saving, checked, its price history and the diff of a change; page text with markup shown as text
 * only; a blocked page as status 'Virhe'; edit, disable and delete; our own product's price beside theirs;
 * the pending state of 'Tarkista nyt'; a 320 px screen (also without JavaScript) and axe. Without
 * JavaScript: tests/nojs/admin-competitors.test.ts.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { JS_ONLY, NO_JS_BROWSER, hydrated, jsEnabled, loginAsAdmin, seriousViolations } from "./helpers";
import { type FakeCompetitor, type FakePage, pages } from "../support/fake-competitor";

// Each flow creates a tracker and runs real checks over HTTP: more than the default minute on a loaded
// machine (waiting on state throughout; a passing test never waits for the bound).
test.slow();

const TAB = "/admin/kilpailijat";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A product page with its price in JSON-LD and `lines` as paragraphs of its text. */
function productPage(name: string, price: string, lines: string[]): FakePage {
  const jsonLd = JSON.stringify({ "@context": "https://schema.org", "@type": "Product", name, offers: { "@type": "Offer", price, priceCurrency: "EUR" } });
  return pages.html(
    `<!doctype html><html lang="fi"><head><meta charset="utf-8"><title>${name}</title><script type="application/ld+json">${jsonLd}</script></head>` +
      `<body><main><h1>${name}</h1><p>Hinta ${price.replace(".", ",")} €</p>${lines.map((line) => `<p>${line}</p>`).join("")}</main></body></html>`,
  );
}

async function openTab(page: Page) {
  await loginAsAdmin(page, TAB);
  // The 320 px test runs without JavaScript too (NO_JS_BROWSER): nothing hydrates there.
  if (jsEnabled()) await hydrated(page);
}

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });
const row = (page: Page, name: string) => page.getByTestId("competitor-row").filter({ hasText: name });
const prices = (page: Page, name: string) => page.getByTestId("competitor-prices").filter({ hasText: name });
const toast = (page: Page) => page.getByTestId("toast");

type TrackerFields = { name: string; url: string; productName: string; selector?: string; timeout?: string; retries?: string; productIndex?: number };

async function fillForm(form: Locator, fields: TrackerFields) {
  await form.getByLabel("Kilpailijan nimi").fill(fields.name);
  await form.getByLabel("Tuotesivun osoite").fill(fields.url);
  await form.getByLabel("Tuotteen nimi", { exact: true }).fill(fields.productName);
  if (fields.selector !== undefined) await form.getByLabel("CSS-valitsin (valinnainen)").fill(fields.selector);
  if (fields.timeout !== undefined) await form.getByLabel("Aikakatkaisu (ms)").fill(fields.timeout);
  if (fields.retries !== undefined) await form.getByLabel("Uudelleenyritykset").fill(fields.retries);
}

/** Creates a tracker through the form and waits until its row is on the tab. */
async function createTracker(page: Page, fields: TrackerFields) {
  await page.getByRole("link", { name: "Lisää seuranta" }).click();
  const form = dialog(page, "Lisää kilpailijan seuranta");
  await fillForm(form, fields);
  await form.getByRole("button", { name: "Tallenna" }).click();
  await expect(toast(page)).toContainText("Seuranta lisätty");
  await expect(row(page, fields.name)).toHaveCount(1);
}

/**
 * 'Tarkista nyt', then waits until the row shows a check newer than the one it showed before (by its
 * exact time: two checks within a minute show the same text).
 */
async function checkNow(page: Page, name: string) {
  const cell = row(page, name).getByTestId("last-checked");
  const before = (await cell.getAttribute("data-checked-at")) ?? "";
  await row(page, name).getByRole("button", { name: `Tarkista nyt: ${name}` }).click();
  await expect(cell).toHaveAttribute("data-checked-at", /\d/);
  await expect(cell).not.toHaveAttribute("data-checked-at", before);
  await expect(row(page, name).getByRole("button", { name: `Tarkista nyt: ${name}` })).toBeEnabled();
}

function trackerFor(site: FakeCompetitor, page: FakePage, tag: string) {
  const path = `/tuote-${tag}`;
  site.setPage(path, page);
  return `${site.url}${path}`;
}

test("tests a page before saving, checks it, draws its price history and shows the change", async ({ page, competitorSite }) => {
  const tag = unique();
  const product = "Michelin Primacy 4 205/55R16";
  const url = trackerFor(competitorSite, productPage(product, "129.90", ["Toimitus 1–3 arkipäivässä", "Varastossa 12 kpl"]), tag);
  const name = `Rengasmaailma ${tag}`;
  await openTab(page);
  await page.getByRole("link", { name: "Lisää seuranta" }).click();
  const form = dialog(page, "Lisää kilpailijan seuranta");
  await expect(form.getByLabel("Koko sivu (suositeltu)")).toBeChecked();
  await expect(form.getByLabel("Aikakatkaisu (ms)")).toHaveValue("15000");
  await expect(form.getByLabel("Uudelleenyritykset")).toHaveValue("3");

  // A required field missing: the message at the top and at the field, and everything typed stays.
  await form.getByLabel("Kilpailijan nimi").fill(name);
  await form.getByLabel("Tuotesivun osoite").fill(url);
  await form.getByLabel("Ilmoita hinnan laskusta").check();
  await form.getByLabel("Ilmoitusten vastaanottajat").fill("hinnat@example.fi");
  await form.getByRole("button", { name: "Tallenna" }).click();
  await expect(form.getByTestId("competitor-form-error")).toHaveText("Täytä kaikki pakolliset kentät");
  const productField = form.getByLabel("Tuotteen nimi", { exact: true });
  await expect(productField).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Täytä kaikki pakolliset kentät")).toHaveCount(2);
  await expect(form.getByLabel("Kilpailijan nimi")).toHaveValue(name);
  await expect(form.getByLabel("Tuotesivun osoite")).toHaveValue(url);
  await expect(form.getByLabel("Ilmoita hinnan laskusta")).toBeChecked();
  await expect(form.getByLabel("Ilmoitusten vastaanottajat")).toHaveValue("hinnat@example.fi");

  // 'Testaa' reads the typed page and shows the price and how it was found, inside the form.
  await productField.fill(product);
  await form.getByRole("button", { name: "Testaa" }).click();
  const result = form.getByTestId("competitor-test");
  await expect(result.getByTestId("competitor-test-price")).toHaveText(/129,90\s€/);
  await expect(result.getByTestId("competitor-test-method")).toHaveText("Tuotetiedot (JSON-LD)");
  await expect(form.getByLabel("Kilpailijan nimi")).toHaveValue(name);
  await expect(productField).toHaveValue(product);
  await expect(form.getByLabel("Ilmoita hinnan laskusta")).toBeChecked();

  await form.getByRole("button", { name: "Tallenna" }).click();
  await expect(toast(page)).toContainText("Seuranta lisätty");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const tracker = row(page, name);
  await expect(tracker.getByTestId("competitor-status")).toHaveText("Aktiivinen");
  await expect(tracker.getByTestId("last-checked")).toHaveText("Ei vielä");
  await expect(tracker.getByTestId("latest-change")).toHaveText("Ei vielä");
  await expect(tracker.getByRole("link", { name: /^Näytä muutokset/ })).toHaveCount(0);

  await checkNow(page, name);
  await expect(toast(page)).toContainText("Tarkistus valmis");
  await expect(tracker.getByTestId("competitor-status")).toHaveText("Aktiivinen");
  await expect(tracker.getByTestId("latest-change")).toHaveText("Ei muutoksia");
  const card = prices(page, name);
  await expect(card.getByTestId("their-price")).toHaveText(/129,90\s€/);
  await expect(card.getByTestId("price-method")).toHaveText("Tuotetiedot (JSON-LD)");
  await expect(card.getByText("Hinta tunnistettu:")).toBeVisible();
  await expect(card.getByRole("img", { name: /hintahistoria, 1 hinta/ })).toBeVisible();

  // The page changes: a new price and other text. The next check finds both.
  competitorSite.setPage(`/tuote-${tag}`, productPage(product, "119.90", ["Toimitus 1–3 arkipäivässä", "Varastossa 3 kpl", "Talvikampanja alkaa"]));
  await checkNow(page, name);
  await expect(card.getByTestId("their-price")).toHaveText(/119,90\s€/);
  await expect(card.getByRole("img", { name: /2 hintaa, alin 119,90\s€, ylin 129,90\s€, viimeisin 119,90\s€/ })).toBeVisible();
  await expect(tracker.getByTestId("latest-change")).not.toHaveText("Ei muutoksia");

  await tracker.getByRole("link", { name: `Näytä muutokset: ${name}` }).click();
  const diff = dialog(page, "Hintamuutos");
  await expect(diff.getByText("Muutos havaittu")).toBeVisible();
  await expect(diff.getByTestId("diff-before").getByTestId("diff-price")).toHaveText(/129,90\s€/);
  await expect(diff.getByTestId("diff-after").getByTestId("diff-price")).toHaveText(/119,90\s€/);
  const lines = diff.getByTestId("diff-lines");
  await expect(lines.locator('[data-kind="removed"]').filter({ hasText: "Varastossa 12 kpl" })).toHaveCount(1);
  await expect(lines.locator('[data-kind="added"]').filter({ hasText: "Varastossa 3 kpl" })).toHaveCount(1);
  await expect(lines.locator('[data-kind="added"]').filter({ hasText: "Talvikampanja alkaa" })).toHaveCount(1);
  await expect(lines.locator('[data-kind="same"]').filter({ hasText: "Toimitus 1–3 arkipäivässä" })).toHaveCount(1);
  await diff.getByRole("link", { name: "Sulje", exact: true }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a page's markup shows in the diff as text, never as elements", async ({ page, competitorSite }) => {
  const tag = unique();
  const product = "Nokian Hakkapeliitta R5 205/55R16";
  const url = trackerFor(competitorSite, productPage(product, "149.00", ["Alkuperäinen kuvaus"]), tag);
  const name = `Merkintä ${tag}`;
  const alerts: string[] = [];
  page.on("dialog", (alert) => {
    alerts.push(alert.message());
    void alert.dismiss();
  });
  await openTab(page);
  await createTracker(page, { name, url, productName: product });
  await checkNow(page, name);

  const markup = ["&lt;img src=x onerror=alert(1)&gt;", "&lt;script&gt;alert(2)&lt;/script&gt;"];
  competitorSite.setPage(`/tuote-${tag}`, productPage(product, "149.00", [...markup, '<img src="x" onerror="alert(3)" alt="">']));
  await checkNow(page, name);
  await row(page, name).getByRole("link", { name: `Näytä muutokset: ${name}` }).click();
  const diff = dialog(page, "Hintamuutos");
  await expect(diff.getByText("Muutos havaittu")).toBeVisible();
  const added = diff.getByTestId("diff-lines").locator('[data-kind="added"]');
  await expect(added.filter({ hasText: "<img src=x onerror=alert(1)>" })).toHaveCount(1);
  await expect(added.filter({ hasText: "<script>alert(2)</script>" })).toHaveCount(1);
  await expect(diff.locator("img, script")).toHaveCount(0);
  expect(alerts).toEqual([]);
});

test("a blocked page is an error with its reason; edit keeps the values, disable and delete", async ({ page, competitorSite }) => {
  const tag = unique();
  const url = trackerFor(competitorSite, pages.html("<!doctype html><html><body>Forbidden</body></html>", 403), tag);
  const name = `Estävä kauppa ${tag}`;
  const fields = { name, url, productName: "Continental PremiumContact 7", selector: ".hinta", timeout: "8000", retries: "2" };
  await openTab(page);
  await createTracker(page, fields);
  await checkNow(page, name);
  const reason = "Sivusto esti haun (HTTP 403): se näyttää torjuvan botit";
  await expect(toast(page)).toContainText(`Virhe tarkistettaessa hintaa: ${reason}`);
  await expect(row(page, name).getByTestId("competitor-status")).toHaveText("Virhe");
  // The table cuts the reason at 50 characters; the whole reason is its title and its accessible text.
  const error = row(page, name).getByTestId("competitor-error");
  await expect(error).toContainText(reason);
  await expect(error.locator(`[title="${reason}"]`)).toHaveCount(1);

  // Edit: every saved value is in the form, with the last error beside the status.
  await row(page, name).getByRole("link", { name: `Muokkaa: ${name}` }).click();
  const edit = dialog(page, "Muokkaa seurantaa");
  await expect(edit.getByTestId("competitor-last-error")).toContainText(reason);
  await expect(edit.getByLabel("Tuotesivun osoite")).toHaveValue(url);
  await expect(edit.getByLabel("Tuotteen nimi", { exact: true })).toHaveValue(fields.productName);
  await expect(edit.getByLabel("CSS-valitsin (valinnainen)")).toHaveValue(".hinta");
  await expect(edit.getByLabel("Aikakatkaisu (ms)")).toHaveValue("8000");
  await expect(edit.getByLabel("Uudelleenyritykset")).toHaveValue("2");
  const renamed = `Estävä kauppa Oy ${tag}`;
  await edit.getByLabel("Kilpailijan nimi").fill(renamed);
  await edit.getByRole("button", { name: "Tallenna" }).click();
  await expect(toast(page)).toContainText("Seuranta päivitetty");
  await expect(row(page, renamed)).toHaveCount(1);
  await expect(row(page, renamed).getByTestId("competitor-status")).toHaveText("Virhe");

  await row(page, renamed).getByRole("link", { name: `Muokkaa: ${renamed}` }).click();
  const again = dialog(page, "Muokkaa seurantaa");
  await expect(again.getByLabel("Kilpailijan nimi")).toHaveValue(renamed);
  await expect(again.getByLabel("CSS-valitsin (valinnainen)")).toHaveValue(".hinta");
  await again.getByLabel("Tila", { exact: true }).selectOption({ label: "Pois käytöstä" });
  await again.getByRole("button", { name: "Tallenna" }).click();
  await expect(row(page, renamed).getByTestId("competitor-status")).toHaveText("Pois käytöstä");

  const editHref = await row(page, renamed).getByRole("link", { name: `Muokkaa: ${renamed}` }).getAttribute("href");
  await row(page, renamed).getByRole("link", { name: `Poista: ${renamed}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Poista seuranta" });
  await expect(confirm).toContainText(`Poistetaanko seuranta ”${renamed}”?`);
  await confirm.getByRole("button", { name: "Poista seuranta" }).click();
  await expect(toast(page)).toContainText("Seuranta poistettu");
  await expect(row(page, renamed)).toHaveCount(0);

  // An old link to the deleted tracker's dialogs says so over the tab.
  await page.goto(editHref!);
  await expect(dialog(page, "Muokkaa seurantaa").getByTestId("competitor-dialog-error")).toHaveText("Seurantaa ei löytynyt");
  await page.goto(editHref!.replace("/muokkaa", "/muutokset"));
  await expect(dialog(page, "Hintamuutos").getByTestId("competitor-dialog-error")).toHaveText("Seurantaa ei löytynyt");

  // A form with more fields than ours has is refused before anything is read from it.
  const padded = Object.fromEntries(Array.from({ length: 25 }, (_, index) => [`kentta${index}`, "x"]));
  const refused = await page.request.post(`${TAB}/uusi`, { form: { ...padded, name, url, productName: "x" }, maxRedirects: 0 });
  expect(refused.status()).toBe(400);
});

test("a tracker linked to our product shows our price beside theirs", async ({ page, competitorSite }) => {
  const tag = unique();
  const name = `Vertailu ${tag}`;
  await openTab(page);
  await page.getByRole("link", { name: "Lisää seuranta" }).click();
  const form = dialog(page, "Lisää kilpailijan seuranta");
  const choice = form.getByLabel("Oma tuote (valinnainen)").locator("option").nth(1);
  const label = (await choice.textContent()) ?? "";
  // 'Michelin Primacy 4 205/55R16 – 89,90 €': our price from the label; theirs is 10 € more.
  const ours = Number(label.split("– ").pop()!.replace(/[^\d,]/g, "").replace(",", "."));
  expect(ours).toBeGreaterThan(0);
  const url = trackerFor(competitorSite, productPage(label, (ours + 10).toFixed(2), ["Vertailtava tuote"]), tag);
  await fillForm(form, { name, url, productName: label.split(" – ")[0] });
  await form.getByLabel("Oma tuote (valinnainen)").selectOption({ label });
  await form.getByRole("button", { name: "Tallenna" }).click();
  await expect(toast(page)).toContainText("Seuranta lisätty");

  await checkNow(page, name);
  const card = prices(page, name);
  await expect(card.getByText("Oma hinta:")).toBeVisible();
  await expect(card.getByTestId("our-price")).toHaveText(label.split("– ").pop()!);
  await expect(card.getByTestId("price-difference")).toContainText(/−10,00\s€/);
  await expect(card.getByTestId("price-difference")).toContainText("Olemme halvempia");
});

test("'Tarkista nyt' shows its row busy while the check runs; Escape closes the form", JS_ONLY, async ({ page, competitorSite }) => {
  const tag = unique();
  const product = "Bridgestone Turanza 6";
  const url = trackerFor(competitorSite, { ...productPage(product, "99.90", ["Hidas sivu"]), delayMs: 1500 }, tag);
  const name = `Hidas kauppa ${tag}`;
  await openTab(page);
  await createTracker(page, { name, url, productName: product });

  await row(page, name).getByRole("button", { name: `Tarkista nyt: ${name}` }).click();
  const busy = row(page, name).getByRole("button", { name: `Tarkistetaan…: ${name}` });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(toast(page)).toContainText("Tarkistus valmis");
  await expect(row(page, name).getByRole("button", { name: `Tarkista nyt: ${name}` })).toBeEnabled();
  await expect(prices(page, name).getByTestId("their-price")).toHaveText(/99,90\s€/);

  await row(page, name).getByRole("link", { name: `Muokkaa: ${name}` }).click();
  const edit = dialog(page, "Muokkaa seurantaa");
  await expect(edit.getByRole("heading", { name: "Muokkaa seurantaa" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`${TAB}$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("fits a 320 px screen: the table scrolls inside its own box", NO_JS_BROWSER, async ({ page, competitorSite }) => {
  const tag = unique();
  const name = `Kapea näyttö ${tag}`;
  // A blocked page: the row then also carries the cut error with its screen-reader text.
  const url = trackerFor(competitorSite, pages.html("<!doctype html><html><body>Ei pääsyä</body></html>", 403), tag);
  await page.setViewportSize({ width: 320, height: 640 });
  await openTab(page);
  await createTracker(page, { name, url, productName: "Pirelli Cinturato P7" });
  await checkNow(page, name);
  await expect(row(page, name).getByTestId("competitor-status")).toHaveText("Virhe");
  const table = page.getByRole("region", { name: "Kilpailija-analyysi" });
  const box = await table.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const remove = row(page, name).getByRole("link", { name: `Poista: ${name}` });
  await remove.scrollIntoViewIfNeeded();
  await expect(remove).toBeInViewport();
});

test("axe finds no serious or critical violation on the tab, the form and the diff", JS_ONLY, async ({ page, competitorSite }) => {
  const tag = unique();
  const product = "Goodyear EfficientGrip Performance 2";
  const name = `Saavutettava ${tag}`;
  const url = trackerFor(competitorSite, productPage(product, "120.00", ["Ensimmäinen versio"]), tag);
  await openTab(page);
  await createTracker(page, { name, url, productName: product });
  await checkNow(page, name);
  competitorSite.setPage(`/tuote-${tag}`, productPage(product, "115.00", ["Toinen versio"]));
  await checkNow(page, name);
  await expect(prices(page, name).getByTestId("price-chart")).toBeVisible();
  expect(await seriousViolations(page, { include: "main" })).toEqual([]);

  await page.getByRole("link", { name: "Lisää seuranta" }).click();
  const form = dialog(page, "Lisää kilpailijan seuranta");
  await form.getByRole("button", { name: "Tallenna" }).click();
  await expect(form.getByTestId("competitor-form-error")).toBeVisible();
  expect(await seriousViolations(page, { include: '[data-testid="admin-drawer"]' })).toEqual([]);

  await page.goto(TAB);
  await row(page, name).getByRole("link", { name: `Näytä muutokset: ${name}` }).click();
  await expect(dialog(page, "Hintamuutos").getByText("Muutos havaittu")).toBeVisible();
  expect(await seriousViolations(page, { include: '[data-testid="admin-drawer"]' })).toEqual([]);
});
