import { expect, test } from "./fixtures";
import { E2E_FINANCE_APPLICATION_URL } from "../support/e2e-server";

type Hours = { day: string; open: string; close: string; isClosed: boolean }[];

const SCHEMA_DAYS: Record<string, string> = {
  ma: "Monday",
  ti: "Tuesday",
  ke: "Wednesday",
  to: "Thursday",
  pe: "Friday",
  la: "Saturday",
  su: "Sunday",
};

const ARTICLES = [
  { slug: "milloin-talvirenkaat-alle", title: "Milloin talvirenkaat alle?", subheading: "Mitä laki sanoo?" },
  { slug: "rengaspaineet-ja-turvallisuus", title: "Rengaspaineet ja turvallisuus", subheading: "Miksi rengaspaineilla on väliä?" },
];

test("the price list is a real table with a caption, column and row headers and euro prices", async ({ page }) => {
  await page.goto("/hinnasto");
  const table = page.getByRole("table", { name: /Renkaanvaihto, renkaat valmiiksi vanteilla/ });
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Ajoneuvo" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /17–18″/ })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Henkilöauto" })).toBeVisible();
  await expect(table.getByRole("cell").first()).toHaveText(/^\d+\s€$/);
  for (const name of [/Pyörien tasapainotus/, /Rengas- ja vannekorjaukset/, /Rengashotelli/, /kierrätys|vastaanotto/i]) {
    await expect(page.getByRole("table", { name }).first()).toBeVisible();
  }
  await expect(page.getByText(/arvonlisäveron 25,5 %/).first()).toBeVisible();
});

test("the financing application opens in a new tab without an opener", async ({ page }) => {
  await page.goto("/rahoitus");
  const link = page.getByRole("main").getByRole("link", { name: /Täytä rahoitushakemus/ }).first();
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  await expect(link).toHaveAttribute("href", E2E_FINANCE_APPLICATION_URL);
  await expect(page.getByTestId("site-footer").getByRole("link", { name: /Täytä rahoitushakemus/ })).toHaveAttribute("href", E2E_FINANCE_APPLICATION_URL);
  await expect(page.getByText("0 % korko").first()).toBeVisible();
});

test("the contact page shows the address, the seven days of opening hours from the database and a map", async ({ page, request }) => {
  const { businessHours } = (await (await request.get("/api/business-settings")).json()) as { businessHours: Hours };
  await page.goto("/ota-yhteytta");
  const main = page.getByRole("main");
  await expect(main.getByText("Kaartotie 12")).toBeVisible();
  const rows = page.getByTestId("contact-hours").getByRole("row");
  await expect(rows).toHaveCount(7);
  for (const [index, entry] of businessHours.entries()) {
    await expect(rows.nth(index)).toContainText(entry.isClosed ? "Suljettu" : `${entry.open}–${entry.close}`);
  }
  await expect(rows.first()).toContainText("Maanantai");
  const map = main.locator("iframe");
  await expect(map).toHaveAttribute("src", /openstreetmap\.org\/export\/embed\.html\?bbox=.*&marker=60\.\d+%2C24\.\d+/);
  await expect(map).toHaveAttribute("loading", "lazy");
  await expect(map).toHaveAttribute("title", /Kartta/);
  await expect(main.getByRole("link", { name: /Avaa kartta/ })).toHaveAttribute("href", /openstreetmap\.org/);
});

test("the article index lists the seeded articles and an article renders its markdown", async ({ page }) => {
  await page.goto("/artikkelit");
  const list = page.getByTestId("article-list");
  for (const article of ARTICLES) {
    await expect(list.getByRole("heading", { level: 2, name: article.title })).toBeVisible();
  }
  await expect(list.locator("time").first()).toHaveText(/^\d{1,2}\.\d{1,2}\.\d{4}$/);

  await list.getByRole("link", { name: ARTICLES[0].title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/artikkelit/${ARTICLES[0].slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ARTICLES[0].title);
  await expect(page.getByRole("heading", { level: 2, name: ARTICLES[0].subheading })).toBeVisible();
  await expect(page.getByRole("main").locator("li strong", { hasText: "Nastarenkaita" })).toBeVisible();
  await expect(page).toHaveTitle(`${ARTICLES[0].title} | Rengas-Kaarto`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.getByRole("list", { name: "Avainsanat" })).toContainText("talvirenkaat");
});

test("an unknown article gives the Finnish 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/artikkelit/ei-tallaista-artikkelia");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Sivua ei löytynyt" })).toBeVisible();
  // The 404 shows inside the site layout.
  await expect(page.getByTestId("site-footer")).toBeVisible();
});

test("sitemap.xml lists the pages and every article on absolute URLs", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();
  for (const path of ["/", "/vanteet", "/hinnasto", "/palvelut/korjaustyot", "/tietosuojaseloste"]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  for (const article of ARTICLES) expect(xml).toContain(`<loc>${baseURL}/artikkelit/${article.slug}</loc>`);
  expect(xml).toContain("<lastmod>");
  expect(xml).not.toContain("/admin");
});

test("robots.txt allows crawling except the admin and the API and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /api");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the home page carries TireShop JSON-LD with the opening hours of the database", async ({ page, request }) => {
  const { businessHours } = (await (await request.get("/api/business-settings")).json()) as { businessHours: Hours };
  await page.goto("/");
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const shop = scripts.map((text) => JSON.parse(text)).find((data) => data["@type"] === "TireShop");
  expect(shop).toBeTruthy();
  expect(shop.name).toBe("Rengas-Kaarto Oy");
  expect(shop.address["@type"]).toBe("PostalAddress");
  expect(shop.geo["@type"]).toBe("GeoCoordinates");
  expect(shop.telephone).toMatch(/^\+358/);
  // Every open day appears once with its hours; closed days are left out.
  const specs = shop.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[];
  const published = specs.flatMap((spec) => spec.dayOfWeek.map((day) => `${day} ${spec.opens}-${spec.closes}`)).sort();
  const expected = businessHours
    .filter((entry) => !entry.isClosed)
    .map((entry) => `${SCHEMA_DAYS[entry.day]} ${entry.open}-${entry.close}`)
    .sort();
  expect(published.length).toBeGreaterThan(0);
  expect(published).toEqual(expected);
});
