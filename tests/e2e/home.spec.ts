import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { JS_ONLY, NO_JS_BROWSER, hydrated, jsEnabled } from "./helpers";

const SECTION_ORDER = ["hero", "selling-points", "intro", "promises", "services", "faq", "brands", "financing"];
const FAQ = [
  "Paljonko renkaanvaihto maksaa?",
  "Mistä tiedän oikean rengaskoon?",
  "Paljonko rengashotelli maksaa?",
  "Kauanko renkaanvaihto kestää?",
  "Tarvitseeko renkaanvaihtoon varata ajan?",
  "Milloin renkaat kannattaa vaihtaa?",
];
const SERVICE_LINKS = [
  "/renkaat?type=summer",
  "/renkaat?type=winter",
  "/rengashotelli",
  "/vanteet",
  "/palvelut/tasapainoitus",
  "/palvelut/korjaustyot",
];
const WEEKDAYS = ["Maanantai", "Tiistai", "Keskiviikko", "Torstai", "Perjantai", "Lauantai", "Sunnuntai"];

const finnishDate = (date: Date) =>
  new Intl.DateTimeFormat("fi-FI", { timeZone: "Europe/Helsinki", day: "numeric", month: "numeric", year: "numeric" }).format(date);

function helsinkiWeekdayIndex(date: Date): number {
  const name = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "Europe/Helsinki" }).format(date);
  return ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(name);
}

// Consent given and the newsletter popup just shown: neither overlay covers the floating widgets.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: "cookie_consent", value: "denied", url: baseURL! },
    { name: "newsletter_popup_last_shown", value: String(Date.now()), url: baseURL! },
  ]);
});

async function freshHome(page: Page) {
  await page.context().clearCookies({ name: "campaigns_closed" });
  await page.goto("/");
}

test("the home page shows its sections in order with the default texts", async ({ page }) => {
  await freshHome(page);
  const sections = await page.locator("main [data-section]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-section")));
  expect(sections.filter((name) => SECTION_ORDER.includes(name ?? ""))).toEqual(SECTION_ORDER);
  await expect(page.locator("h1")).toHaveCount(1);

  const hero = page.locator('[data-section="hero"]');
  await expect(hero.getByText("Uudet renkaat, ilman ajanvarausta!")).toBeVisible();
  await expect(hero.getByRole("heading", { level: 1, name: "Luotettavaa Rengaspalvelua" })).toBeVisible();
  const book = hero.getByRole("link", { name: "Varaa aika" });
  await expect(book).toHaveAttribute("target", "_blank");
  await expect(book).toHaveAttribute("rel", "noopener noreferrer");
  await expect(hero.getByRole("link", { name: "Ota yhteyttä" })).toHaveAttribute("href", "/ota-yhteytta");
  await expect(hero.getByRole("link", { name: "Kaartobotti" })).toBeVisible();
  await expect(hero.getByRole("link", { name: "Hae rahoitusta" })).toHaveAttribute("href", "/rahoitus");
  await expect(hero.getByRole("search")).toBeVisible();

  for (const point of ["Suomalaista palvelua", "Nopea toimitus", "Luotettava kumppani", "Rahoitus 0 % korolla", "Ammattitaitoinen asennus"]) {
    await expect(page.locator('[data-section="selling-points"]').getByText(point)).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Rengasalan ammattilainen Lohjalla vuodesta 1990" })).toBeVisible();
  for (const promise of ["Aina kilpailukykyiset hinnat", "Asiantuntevaa ja luotettavaa palvelua", "Rahoitus ilman kuluja 12 kk"]) {
    await expect(page.getByRole("heading", { name: promise })).toBeVisible();
  }

  const cards = page.getByTestId("service-card");
  await expect(cards).toHaveCount(6);
  const more = page.locator('[data-section="services"]').getByRole("link", { name: "Lue lisää" });
  await expect(more).toHaveCount(6);
  expect(await more.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(SERVICE_LINKS);
  for (const card of await cards.all()) await expect(card.locator("img")).toHaveCount(2);

  const questions = page.getByTestId("faq-question");
  await expect(questions).toHaveText(FAQ);
  expect(await questions.evaluateAll((links) => links.map((link) => link.getAttribute("data-question")))).toEqual(FAQ);

  const brands = page.locator('[data-section="brands"]');
  await expect(brands.locator('img[src^="/images/brands/"]')).toHaveCount(14);
  await expect(brands.getByRole("link", { name: "Tutustu valikoimaamme" })).toHaveAttribute("href", "/renkaat");

  const financing = page.locator('[data-section="financing"]');
  await expect(financing.getByRole("heading", { name: "Renkaat nyt, maksa myöhemmin" })).toBeVisible();
  await expect(financing.locator("p", { hasText: /12 kuukauden|muutamassa minuutissa/ })).toHaveCount(2);
  await expect(financing.getByText("0 % korko, 0 € avausmaksu")).toBeVisible();
  await expect(financing.getByRole("link", { name: "Hae rahoitusta" })).toHaveAttribute("href", "/rahoitus");
});

test("the footer has the hours, contact facts, map, 14 brand logos and its links", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByTestId("site-footer");
  await expect(footer.locator('img[src^="/images/brands/"]')).toHaveCount(14);
  await expect(footer.getByTestId("footer-hours")).toBeVisible();
  await expect(footer).toContainText("Y-tunnus");
  await expect(footer).toContainText("yli 20 vuoden kokemuksella");
  const map = footer.locator("iframe");
  await expect(map).toHaveAttribute("loading", "lazy");
  await expect(map).toHaveAttribute("title", /Kartta/);
  expect((await map.boundingBox())?.height).toBe(300);
  const hrefs = await footer.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  for (const href of [...SERVICE_LINKS, "/rahoitus", "/ota-yhteytta", "/tietosuojaseloste"]) expect(hrefs).toContain(href);
  const external = footer.locator('a[target="_blank"]');
  expect(await external.evaluateAll((links) => links.every((link) => link.getAttribute("rel") === "noopener noreferrer"))).toBe(true);
  expect(hrefs.some((href) => href?.startsWith("https://ajanvaraus."))).toBe(true);
  expect(hrefs.some((href) => href?.startsWith("https://rahoitus."))).toBe(true);
});

test("the campaign box lists the running campaigns; a campaign opens in a modal that closes again", async ({ page }) => {
  await freshHome(page);
  const box = page.getByTestId("campaign-box");
  const links = box.getByTestId("campaign-link");
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toContainText("Talvirenkaiden asennus kaupan päälle");
  await expect(links.nth(1)).toContainText("Rengashotelli -20 % ensimmäinen kausi");
  await expect(box).not.toContainText("Kesärenkaiden kevätale");

  const campaigns = (await (await page.request.get("/api/campaigns/active")).json()) as { name: string; endDate: string }[];
  await links.nth(0).click();
  const modal = page.getByRole("dialog", { name: campaigns[0].name });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(`Voimassa ${finnishDate(new Date(campaigns[0].endDate))} asti`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("campaign-modal-close")).toBeFocused();
  await page.getByTestId("campaign-modal-close").click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await links.nth(1).click();
  await expect(page.getByRole("dialog", { name: campaigns[1].name })).toBeVisible();
  await page.getByTestId("campaign-modal-backdrop").click({ position: { x: 8, y: 8 } });
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await links.nth(0).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(links.nth(0)).toBeFocused();
});

test("closing the campaign box hides it on the next page view", async ({ page, context }) => {
  await freshHome(page);
  await page.getByTestId("campaign-box-close").click();
  await expect(page.getByTestId("campaign-box")).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === "campaigns_closed")?.value).toBe("1");
  await page.goto("/");
  await expect(page.getByTestId("hours-button")).toBeVisible();
  await expect(page.getByTestId("campaign-box")).toHaveCount(0);
  await context.clearCookies({ name: "campaigns_closed" });
});

test("the opening-hours drawer shows the seven days with today highlighted", async ({ page }) => {
  await page.goto("/");
  const settings = (await (await page.request.get("/api/business-settings")).json()) as { isModifiedFromDefault: boolean };
  const button = page.getByTestId("hours-button");
  await expect(button).toHaveAttribute("data-modified", String(settings.isModifiedFromDefault));
  await button.click();
  const drawer = page.getByRole("dialog", { name: "Aukioloajat" });
  await expect(drawer).toBeVisible();
  const days = drawer.getByTestId("hours-drawer-days").getByRole("listitem");
  await expect(days).toHaveCount(7);
  for (const [index, name] of WEEKDAYS.entries()) await expect(days.nth(index)).toContainText(name);
  const now = new Date();
  await expect(days.nth(helsinkiWeekdayIndex(now))).toHaveAttribute("aria-current", "date");
  await expect(drawer.locator('[aria-current="date"]')).toHaveCount(1);
  await expect(drawer.getByTestId("hours-drawer-date")).toContainText(finnishDate(now));
  await drawer.getByTestId("hours-drawer-close").click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the header dropdowns lead to the tyre hotel and financing pages", NO_JS_BROWSER, async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Päävalikko" });
  const services = nav.locator("summary", { hasText: "Palvelut" });
  if (jsEnabled()) {
    // Escape closing the menu is the script's: before hydration Enter opens the <details> natively and
    // Escape does nothing.
    await hydrated(page);
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();
  }
  await services.click();
  await nav.getByRole("link", { name: "Rengashotelli" }).click();
  await expect(page).toHaveURL(/\/rengashotelli$/);

  await nav.locator("summary", { hasText: "Hyödyllistä" }).click();
  await expect(nav.getByRole("link", { name: "Hyvä tietää" })).toBeVisible();
  await nav.getByRole("link", { name: "Rahoitus" }).click();
  await expect(page).toHaveURL(/\/rahoitus$/);
  if (jsEnabled()) await expect(nav.getByRole("link", { name: "Hyvä tietää" })).toBeHidden();
});

// The shadow is a JavaScript enhancement.
test("the header gets a shadow after scrolling more than 10 px", JS_ONLY, async ({ page }) => {
  await page.goto("/");
  const header = page.getByTestId("site-header");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(header).toBeInViewport();
});

test.describe("on a 375 px wide phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu button opens the full-screen menu; a link navigates and the menu is closed afterwards", NO_JS_BROWSER, async ({ page }) => {
    await page.goto("/");
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Päävalikko" })).toBeHidden();
    await expect(page.locator('[data-section="selling-points"]')).toBeHidden();

    await page.getByTestId("menu-button").click();
    await expect(menu).toBeVisible();
    expect(await menu.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
    await expect(menu.getByRole("link", { name: "Rengashotelli" })).toBeVisible();
    await expect(menu).toContainText("myynti@rengaskaarto.fi");
    if (jsEnabled()) await expect(menu.getByRole("link", { name: "Etusivu", exact: true })).toBeFocused();

    await menu.getByRole("link", { name: "Renkaat", exact: true }).click();
    await expect(page).toHaveURL(/\/renkaat$/);
    await expect(page.getByTestId("mobile-menu")).toBeHidden();
  });

  test("the menu closes with its close button, and with Escape when JavaScript runs", NO_JS_BROWSER, async ({ page }) => {
    await page.goto("/");
    // Interact with the hydrated menu (before hydration it is the no-JS :target menu).
    if (jsEnabled()) await hydrated(page);
    const menu = page.getByTestId("mobile-menu");
    await page.getByTestId("menu-button").click();
    await expect(menu).toBeVisible();
    await page.getByTestId("menu-close").click();
    await expect(menu).toBeHidden();
    if (jsEnabled()) {
      await page.getByTestId("menu-button").click();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.getByTestId("menu-button")).toBeFocused();
    }
  });
});
