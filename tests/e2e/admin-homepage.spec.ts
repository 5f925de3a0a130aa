/**
 * The homepage content editor (Asetukset → 'Etusivun sisältö') with JavaScript: every hero text and flag
 * followed by the front page, the live preview and 'Esikatsele', the hero image (upload, pick, delete), a
 * banner through its rules (image, enable, link, format, delete), the financing and content sections, the
 * legacy banner's own address, an expired session, and an axe audit of each tab. The same flows without JavaScript: tests/nojs/admin-homepage.test.ts.
 *
 * These tests change the front page's texts, which other spec files check against the defaults: this
 * file overrides the worker's server (`app`), so Playwright runs it in a worker of its own, on a database
 * of its own. Tests here share that database: each starts from the state it needs and uses unique values.
 */
import { type Page } from "@playwright/test";
import sharp from "sharp";
import type { AppServer } from "../support/app-server";
import { startE2eServer } from "../support/e2e-server";
import { expect, test as base } from "./fixtures";
import { JS_ONLY, hydrated, loginAsAdmin, seriousViolations } from "./helpers";

const test = base.extend<object, { app: AppServer }>({
  app: [
    async ({ competitorSite }, provide) => {
      const app = await startE2eServer({ CRAWLER_ALLOWED_HOSTS: competitorSite.host });
      await provide(app);
      await app.stop();
    },
    { scope: "worker", timeout: 180_000 },
  ],
});

test.describe.configure({ mode: "serial" });

const unique = (prefix: string) => `${prefix} ${test.info().project.name} ${Date.now().toString(36)}`;
const pngBuffer = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
const SAVED = "Etusivun sisältö päivitetty onnistuneesti";

async function openTab(page: Page, slug: string) {
  await page.goto(`/admin/asetukset/etusivu/${slug}`);
  await hydrated(page);
}

const saveButton = (page: Page) => page.getByRole("button", { name: "Tallenna muutokset" });

/**
 * Saves and waits for the answer to the POST itself: the toast of an earlier save can still be on screen
 * (3 s), so seeing the text alone would let the test go on while this save is in flight.
 */
async function save(page: Page, toast = SAVED) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/admin/asetukset/etusivu"));
  await saveButton(page).click();
  await answered;
  await expect(page.getByTestId("toast")).toHaveText(toast);
}

const hero = (page: Page) => page.locator('main [data-section="hero"]');

test("the card opens the editor on its first tab; every tab is a link with aria-current", async ({ page }) => {
  await loginAsAdmin(page, "/admin/asetukset");
  const card = page.getByRole("region", { name: "Etusivun sisältö" });
  await card.getByRole("link", { name: "Muokkaa" }).click();
  await expect(page).toHaveURL(/\/admin\/asetukset\/etusivu\/paaosio$/);
  const tabs = page.getByRole("navigation", { name: "Etusivun sisällön osiot" });
  await expect(tabs.getByRole("link")).toHaveText(["Pääosio", "Pääosion kuva", "Yläbanneri", "Keskibanneri", "Alabanneri", "Sisältöosiot", "Rahoitusosio"]);
  await expect(tabs.getByRole("link", { name: "Pääosio", exact: true })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: "Rahoitusosio" }).click();
  await expect(page).toHaveURL(/\/rahoitus$/);
  await expect(tabs.getByRole("link", { name: "Rahoitusosio" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Pääosio", exact: true })).not.toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Painikkeen teksti")).toBeVisible();

  // The legacy banner has an address but no tab button; its panel closes back to the first tab.
  await page.goto("/admin/asetukset/etusivu/vanha-banneri");
  const panel = page.getByRole("region", { name: "Vanha yksittäinen banneri" });
  await expect(panel).toBeVisible();
  await expect(tabs.getByRole("link", { name: /banneri/i })).toHaveCount(3);
  await panel.getByRole("link", { name: /^Sulje/ }).click();
  await expect(page).toHaveURL(/\/paaosio$/);
});

test("every hero text and flag: the preview follows and the front page shows the saved hero", async ({ page }) => {
  await loginAsAdmin(page);
  await openTab(page, "paaosio");
  const form = page.getByRole("form", { name: "Pääosion tekstit", exact: true });
  const texts = {
    Pääotsikko: unique("Pääotsikko"),
    Otsikko: unique("Otsikko"),
    Alaotsikko: unique("Alaotsikko"),
    Ajanvarauspainike: unique("Varaa"),
    Rahoituspainike: unique("Rahoita"),
    Yhteydenottopainike: unique("Soita"),
    "Kaartobotti-painike": unique("Botti"),
    "Renkaiden haku -painike": unique("Haku"),
    "Aukioloajat-painike": unique("Auki"),
  };
  await expect(saveButton(page)).toBeDisabled();
  for (const [label, value] of Object.entries(texts)) await form.getByLabel(label, { exact: true }).fill(value);
  // Every flag on first: an earlier test may have left some off.
  for (const label of ["pääotsikko", "otsikko", "alaotsikko", "ajanvarauspainike", "rahoituspainike", "yhteydenottopainike", "kaartobotti-painike", "aukioloajat-painike"]) {
    await form.getByRole("checkbox", { name: `Näytä ${label}`, exact: true }).check();
  }
  const preview = page.getByTestId("hero-preview");
  await expect(saveButton(page)).toBeEnabled();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(texts.Otsikko);
  await expect(preview).toContainText(texts["Kaartobotti-painike"]);
  await save(page);
  await expect(saveButton(page)).toBeDisabled();
  await expect(form.getByLabel("Otsikko", { exact: true })).toHaveValue(texts.Otsikko);

  await page.goto("/");
  const shown = hero(page);
  await expect(shown.getByRole("heading", { level: 1 })).toHaveText(texts.Otsikko);
  await expect(shown).toContainText(texts.Pääotsikko);
  await expect(shown).toContainText(texts.Alaotsikko);
  await expect(shown.getByRole("link", { name: texts.Ajanvarauspainike })).toBeVisible();
  await expect(shown.getByRole("link", { name: texts.Rahoituspainike })).toHaveAttribute("href", "/rahoitus");
  await expect(shown.getByRole("link", { name: texts.Yhteydenottopainike })).toHaveAttribute("href", "/ota-yhteytta");
  await expect(shown.getByRole("link", { name: texts["Kaartobotti-painike"] })).toBeVisible();
  await expect(shown.getByRole("link", { name: texts["Renkaiden haku -painike"] })).toHaveAttribute("href", "/renkaat");
  await expect(page.getByTestId("hours-button")).toContainText(texts["Aukioloajat-painike"]);

  // Now hide every text and button that has a flag.
  await openTab(page, "paaosio");
  for (const label of ["pääotsikko", "alaotsikko", "ajanvarauspainike", "rahoituspainike", "yhteydenottopainike", "kaartobotti-painike", "aukioloajat-painike"]) {
    await form.getByRole("checkbox", { name: `Näytä ${label}`, exact: true }).uncheck();
  }
  await expect(preview).not.toContainText(texts["Kaartobotti-painike"]);
  await save(page);
  await page.goto("/");
  await expect(shown.getByRole("heading", { level: 1 })).toHaveText(texts.Otsikko);
  for (const hidden of [texts.Pääotsikko, texts.Alaotsikko, texts.Ajanvarauspainike, texts.Rahoituspainike, texts.Yhteydenottopainike, texts["Kaartobotti-painike"]]) {
    await expect(shown).not.toContainText(hidden);
  }
  await expect(shown.getByRole("link", { name: texts["Renkaiden haku -painike"] })).toBeVisible();
  await expect(page.getByTestId("hours-button")).toHaveCount(0);
});

test("a visible text left empty is refused and nothing typed is lost", async ({ page }) => {
  await loginAsAdmin(page);
  await openTab(page, "paaosio");
  const form = page.getByRole("form", { name: "Pääosion tekstit", exact: true });
  const typed = unique("Säilyy");
  await form.getByRole("checkbox", { name: "Näytä otsikko", exact: true }).check();
  await form.getByLabel("Otsikko", { exact: true }).fill("");
  await form.getByLabel("Ajanvarauspainike", { exact: true }).fill(typed);
  await saveButton(page).click();
  await expect(page.getByTestId("editor-error")).toHaveText("Tarkista merkityt kentät.");
  await expect(form.getByText("Kirjoita teksti tai piilota se")).toBeVisible();
  await expect(form.getByLabel("Ajanvarauspainike", { exact: true })).toHaveValue(typed);
  await expect(form.getByLabel("Otsikko", { exact: true })).toHaveAttribute("aria-invalid", "true");
});

test("'Esikatsele' shows the hero from the form without saving it", async ({ page }) => {
  await loginAsAdmin(page);
  await openTab(page, "paaosio");
  const form = page.getByRole("form", { name: "Pääosion tekstit", exact: true });
  const stored = await form.getByLabel("Otsikko", { exact: true }).inputValue();
  const draft = unique("Luonnos");
  await form.getByRole("checkbox", { name: "Näytä otsikko", exact: true }).check();
  await form.getByLabel("Otsikko", { exact: true }).fill(draft);
  await page.getByRole("button", { name: "Esikatsele" }).click();
  const preview = page.getByTestId("hero-preview");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(draft);
  await expect(preview.getByRole("status")).toHaveText("Esikatselu näyttää lähetetyt arvot. Muutokset eivät ole vielä tallessa.");
  await expect(form.getByLabel("Otsikko", { exact: true })).toHaveValue(draft);

  await page.goto("/");
  if (stored) await expect(hero(page)).toContainText(stored);
  await expect(hero(page)).not.toContainText(draft);
});

test("hero image: upload with the form, pick from the library, delete", async ({ page }) => {
  await loginAsAdmin(page);
  await openTab(page, "kuva");
  const form = page.getByRole("form", { name: "Pääosion kuva", exact: true });
  const field = form.locator("[data-image-field=image]");
  const alt = unique("Rengasliike");
  await field.getByLabel(/^Lataa (uusi )?kuva/).setInputFiles({ name: "etusivu.png", mimeType: "image/png", buffer: await pngBuffer(160, 72, "#aa3311") });
  await form.getByLabel("Kuvan alt-teksti").fill(alt);
  await form.getByRole("radio", { name: /Taustakuvana/ }).check();
  await expect(page.getByTestId("hero-preview").locator("img").first()).toHaveAttribute("src", /^blob:/);
  await save(page);
  const uploaded = await field.locator('input[type=hidden][name="image"]').inputValue();
  expect(uploaded).toMatch(/^\/api\/images\/\d+$/);

  await page.goto("/");
  await expect(hero(page).getByRole("img", { name: alt })).toHaveAttribute("src", new RegExp(`${uploaded}$`));

  // Pick another library image (uploaded to the library first), shown below the texts.
  const other = unique("Toinen kuva");
  await openTab(page, "kuva");
  await field.getByLabel(/^Lataa (uusi )?kuva/).setInputFiles({ name: "toinen.png", mimeType: "image/png", buffer: await pngBuffer(160, 72, "#1133aa") });
  await form.getByLabel("Kuvan alt-teksti").fill(other);
  await save(page);
  const second = await field.locator('input[type=hidden][name="image"]').inputValue();
  await field.getByRole("button", { name: "Valitse kirjastosta" }).click();
  const dialog = page.getByRole("dialog", { name: "Kuvakirjasto" });
  await dialog.getByRole("searchbox", { name: "Hae kuvia" }).fill("etusivu");
  await dialog.getByRole("searchbox", { name: "Hae kuvia" }).press("Enter");
  await dialog.getByTestId("library-choice").first().click();
  await dialog.getByRole("button", { name: "Valitse" }).click();
  await expect(dialog).toBeHidden();
  await form.getByLabel("Kuvan alt-teksti").fill(alt);
  await form.getByRole("radio", { name: /Pääosion alla/ }).check();
  await save(page);
  await expect(field.locator('input[type=hidden][name="image"]')).toHaveValue(/^\/api\/images\/\d+$/);
  await expect(field.locator('input[type=hidden][name="image"]')).not.toHaveValue(second);
  await page.goto("/");
  await expect(page.getByTestId("hero-image-bottom").getByRole("img", { name: alt })).toBeVisible();

  await openTab(page, "kuva");
  await page.getByRole("button", { name: "Poista kuva", exact: true }).click();
  await expect(page.getByTestId("toast")).toHaveText("Kuva poistettu");
  await expect(field.getByTestId("image-field-empty")).toBeVisible();
  await page.goto("/");
  await expect(hero(page).locator('img[src="/images/hero.svg"]')).toHaveCount(1);
});

test("a banner: enabling needs an image, an upload turns it on, link, format, delete", async ({ page }) => {
  await loginAsAdmin(page);
  await openTab(page, "ylabanneri");
  // Start without an image, whatever an earlier test left.
  if (await page.getByRole("button", { name: "Poista kuva", exact: true }).isVisible()) {
    await page.getByRole("button", { name: "Poista kuva", exact: true }).click();
    await expect(page.getByTestId("toast")).toHaveText("Bannerin kuva poistettu");
  }
  const form = page.getByRole("form", { name: "Yläbanneri", exact: true });
  const enabled = form.getByRole("checkbox", { name: "Banneri käytössä" });
  const visible = form.getByRole("checkbox", { name: "Näkyy etusivulla" });
  const link = form.getByRole("textbox", { name: "Linkki" });
  await expect(visible).toBeDisabled();
  await expect(link).toBeDisabled();
  await expect(form).toContainText("1500 × 200 px");

  await enabled.click();
  await expect(page.getByRole("alert").filter({ hasText: "Lataa ensin kuva ennen bannerin aktivointia" }).first()).toBeVisible();
  await expect(enabled).not.toBeChecked();

  await openTab(page, "ylabanneri");
  const alt = unique("Talvirenkaat");
  await form.locator("[data-image-field=image]").getByLabel(/^Lataa (uusi )?kuva/).setInputFiles({ name: "banneri.png", mimeType: "image/png", buffer: await pngBuffer(300, 40, "#225522") });
  await form.getByLabel("Kuvan alt-teksti").fill(alt);
  await expect(enabled).toBeChecked();
  await save(page);
  const image = await form.locator('input[type=hidden][name="image"]').inputValue();
  expect(image).toMatch(/^\/api\/images\/\d+$/);
  await expect(page.getByTestId("banner-status")).toHaveText("Yläbanneri näkyy etusivulla.");
  await expect(enabled).toBeChecked();
  await expect(visible).toBeChecked();
  await expect(link).toBeEnabled();

  const target = `https://example.fi/${Date.now().toString(36)}`;
  await link.fill(target);
  await link.blur();
  await expect(page.getByTestId("link-notice")).toHaveText("Linkki tallennettu");
  await expect(saveButton(page)).toBeDisabled();
  await page.goto("/");
  const banner = page.getByTestId("banner-top");
  await expect(banner.getByRole("link")).toHaveAttribute("href", target);
  await expect(banner.getByRole("img", { name: alt })).toHaveAttribute("width", "1500");

  await openTab(page, "ylabanneri");
  await form.getByRole("radio", { name: /Neliö/ }).check();
  await expect(form).toContainText("1080 × 1080 px");
  await save(page);
  await expect(form.getByRole("radio", { name: /Neliö/ })).toBeChecked();
  await expect(form.locator('input[type=hidden][name="image"]')).toHaveValue(image);
  await page.goto("/");
  await expect(banner.getByRole("img", { name: alt })).toHaveAttribute("width", "600");

  // Hidden while enabled: gone from the front page but kept.
  await openTab(page, "ylabanneri");
  await visible.uncheck();
  await save(page);
  await expect(page.getByTestId("banner-status")).toHaveText("Yläbanneri ei näy etusivulla.");
  await page.goto("/");
  await expect(banner).toHaveCount(0);

  await openTab(page, "ylabanneri");
  await page.getByRole("button", { name: "Poista kuva", exact: true }).click();
  await expect(page.getByTestId("toast")).toHaveText("Bannerin kuva poistettu");
  await expect(enabled).not.toBeChecked();
  await expect(link).toBeDisabled();
  await expect(link).toHaveValue("");
  await expect(form.getByRole("radio", { name: /Neliö/ })).toBeChecked();
});

test("the financing and content sections", async ({ page }) => {
  await loginAsAdmin(page);
  await openTab(page, "rahoitus");
  const form = page.getByRole("form", { name: "Rahoitusosio", exact: true });
  const title = unique("Rahoita renkaat");
  const first = unique("Ensimmäinen kappale");
  const second = unique("Toinen kappale");
  const highlight = unique("0 % korko");
  const button = unique("Hae");
  await form.getByRole("checkbox", { name: "Rahoitusosio näkyy etusivulla" }).check();
  await form.getByLabel("Otsikko").fill(title);
  await form.getByLabel("Pääteksti").fill(`${first}\n\n${second}`);
  await form.getByLabel("Korostettu teksti").fill(highlight);
  await form.getByLabel("Painikkeen teksti").fill(button);
  await save(page);

  const intro = unique("Esittely");
  await openTab(page, "osiot");
  const sections = page.getByRole("form", { name: "Sisältöosiot", exact: true });
  await sections.getByLabel("Esittelyosio: otsikko").fill(intro);
  await sections.getByRole("checkbox", { name: "Esittelyosio näkyy etusivulla" }).check();
  await save(page);

  await page.goto("/");
  const financing = page.locator('[data-section="financing"]');
  await expect(financing.getByRole("heading", { name: title })).toBeVisible();
  await expect(financing.locator("p", { hasText: first })).toHaveCount(1);
  await expect(financing.locator("p", { hasText: second })).toHaveCount(1);
  await expect(page.getByTestId("financing-highlight")).toHaveText(highlight);
  await expect(financing.getByRole("link", { name: button })).toHaveAttribute("href", "/rahoitus");
  await expect(page.locator('[data-section="intro"]').getByRole("heading", { name: intro })).toBeVisible();

  await openTab(page, "rahoitus");
  await form.getByRole("checkbox", { name: "Rahoitusosio näkyy etusivulla" }).uncheck();
  await save(page);
  await page.goto("/");
  await expect(page.locator('[data-section="financing"]')).toHaveCount(0);
});

test("a save after the session has ended goes to the login page, which says so", async ({ page }) => {
  await loginAsAdmin(page);
  await openTab(page, "rahoitus");
  await page.getByLabel("Otsikko").fill(unique("Ei tallennu"));
  await page.context().clearCookies({ name: /admin_session/ });
  await saveButton(page).click();
  await expect(page).toHaveURL(/\/admin\/login\?/);
  await expect(page.getByTestId("session-expired")).toHaveText("Kirjautuminen vanhentunut. Kirjaudu sisään uudelleen.");
});

test("the save button is offered only with unsaved changes", JS_ONLY, async ({ page }) => {
  await loginAsAdmin(page);
  await openTab(page, "osiot");
  const sections = page.getByRole("form", { name: "Sisältöosiot", exact: true });
  await expect(saveButton(page)).toBeDisabled();
  const titleField = sections.getByLabel("Palveluosio: otsikko");
  const original = await titleField.inputValue();
  await titleField.fill(`${original} muutos`);
  await expect(saveButton(page)).toBeEnabled();
  await expect(page.getByTestId("unsaved")).toBeVisible();
  await titleField.fill(original);
  await expect(saveButton(page)).toBeDisabled();
});

// The tabs with the hero preview, the image field and the banner form; each audit covers the editor (main).
test("the editor's tabs paaosio, kuva and ylabanneri have no serious accessibility violations", async ({ page }) => {
  test.slow(); // three audits of a page with a live preview take a while on a busy machine
  await loginAsAdmin(page, "/admin/asetukset/etusivu/paaosio");
  const found: string[] = [];
  for (const slug of ["paaosio", "kuva", "ylabanneri"]) {
    await openTab(page, slug);
    found.push(...(await seriousViolations(page, { include: "main" })).map((violation) => `${slug}: ${violation}`));
  }
  expect(found).toEqual([]);
});
