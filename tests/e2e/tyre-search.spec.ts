/**
 * Tyre search by size on /renkaat with JavaScript: every input form of the spec, the season filter, the
 * price order, the empty state, suggestions and keyboard picking. Without JavaScript (plain GET forms and
 * links): tests/nojs/tyre-search.test.ts.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { JS_ONLY, NO_JS_BROWSER, freezeTime, hydrated } from "./helpers";

const main = (page: Page) => page.getByRole("main");
const searchBox = (page: Page) => main(page).getByRole("search", { name: "Rengashaku" });
const sizeInput = (page: Page) => searchBox(page).getByRole("combobox", { name: "Hae rengaskoolla" });
const searchButton = (page: Page) => searchBox(page).getByRole("button", { name: "Hae" });
const cards = (page: Page) => main(page).getByTestId("tyre-card");
const sizeSummaries = (page: Page) => main(page).getByTestId("tyre-size-summary");
const sizeHeadings = (page: Page) =>
  main(page).getByRole("heading", { level: 2 }).filter({ hasText: /^\d{3}\/\d{2}R\d{2}/ });

/** '1 234,5 €' → 1234.5 */
const euros = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

async function openTyres(page: Page) {
  await page.goto("/renkaat");
  // An empty box cannot be submitted; seeing that also tells the page has hydrated.
  await expect(searchButton(page)).toBeDisabled();
}

const FORMS = [
  ["205/55R16", "the catalogue form"],
  ["205-55-16", "dashes"],
  ["205-55-r16", "dashes and r"],
  ["2055516", "seven digits"],
  ["20555r16", "five digits, r, two digits"],
  ["205/5516", "slash without r"],
  ["205/55r16", "slash and lowercase r"],
  ["205/55/16", "slashes"],
  [" 205 / 55 R 16 ", "spaces"],
] as const;

// With JavaScript the box normalises what was typed itself (normaliseTyreSize, every form in
// tests/unit/tyre-size.test.ts; every form through the server in tests/nojs/tyre-search.test.ts): three
// forms of different shapes show the box goes to the normalised address. One test, a step each.
test("input forms of a size list the tyres of 205/55R16", async ({ page }) => {
  test.slow(); // three searches
  for (const [typed, form] of FORMS.filter(([typed]) => ["205/55R16", "2055516", " 205 / 55 R 16 "].includes(typed))) {
    await test.step(`${JSON.stringify(typed)} (${form})`, async () => {
      await openTyres(page);
      await sizeInput(page).fill(typed);
      await searchButton(page).click();

      await expect(page).toHaveURL(/\/renkaat\?search=205%2F55R16$/);
      await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Renkaat koossa 205/55R16");
      await expect(sizeHeadings(page)).toHaveCount(1);
      await expect(sizeHeadings(page)).toContainText("205/55R16");
      await expect(sizeHeadings(page)).toContainText("Henkilöauto");
      await expect(cards(page).first()).toBeVisible();
      await expect(sizeInput(page)).toHaveValue("205/55R16");
    });
  }
});

test("Enter in the box searches too", async ({ page }) => {
  await openTyres(page);
  await sizeInput(page).fill("195-65-15");
  await sizeInput(page).press("Enter");
  await expect(page).toHaveURL(/\/renkaat\?search=195%2F65R15$/);
  // Against a Postgres-backed server this client navigation has been seen to take just over 5 s (open
  // defect, see the issue note); the result must still arrive.
  await expect(sizeHeadings(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(sizeHeadings(page)).toContainText("195/65R15");
});

test("a tyre card shows brand, model, season, EU label, price, financing and stock", async ({ page }) => {
  await page.goto("/renkaat?search=205%2F55R16&type=summer");
  const card = cards(page).first();
  await expect(card.getByRole("heading", { level: 4 })).not.toBeEmpty();
  await expect(card.getByText("Kesärengas", { exact: true })).toBeVisible();
  await expect(card.getByText("EU-rengasmerkintä")).toBeVisible();
  await expect(card.getByText("Polttoainetehokkuus")).toBeVisible();
  await expect(card.getByText("Pito märällä tiellä")).toBeVisible();
  await expect(card.getByText(/\d+ dB/)).toBeVisible();
  await expect(card.getByTestId("tyre-price")).toHaveText(/^\d[\d\s,]*\s€$/);
  await expect(card.getByText(/€\/kk$/)).toBeVisible();
  await expect(card.getByText(/^(Varastossa \d+ kpl|Loppu varastosta)$/)).toBeVisible();
});

test("sale prices strike the normal price through and say how long the offer lasts", async ({ page }) => {
  await page.goto("/renkaat");
  // The listing of all sizes marks the sizes that have tyres on sale; one of them shows the sale.
  await sizeSummaries(page).filter({ hasText: "Tarjouksia" }).first().getByRole("link", { name: /^Näytä \d+ renga/ }).click();
  await expect(page).toHaveURL(/\/renkaat\?search=\d{3}%2F\d{2}R\d{2}$/);
  const onSale = cards(page).filter({ has: page.locator("del") }).first();
  await expect(onSale).toBeVisible();
  await expect(onSale.locator("del")).toHaveText(/Normaalihinta\s\d[\d\s,]*\s€/);
  await expect(onSale.getByText(/Tarjous voimassa (\d{2}\.\d{2}\.\d{4} asti|niin kauan kuin tavaraa riittää)/)).toBeVisible();
  const sale = euros(await onSale.getByTestId("tyre-price").innerText());
  const normal = euros(await onSale.locator("del").innerText());
  expect(sale).toBeLessThan(normal);
});

test("the season filter keeps the size and shows only winter tyres", async ({ page }) => {
  await page.goto("/renkaat?search=205%2F55R16");
  await expect(main(page).getByRole("heading", { name: /^Kesärenkaat/ })).toBeVisible();
  await main(page).getByRole("radio", { name: "Talvirenkaat" }).check();

  await expect(page).toHaveURL(/[?&]type=winter/);
  await expect(page).toHaveURL(/[?&]search=205%2F55R16/);
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Talvirenkaat koossa 205/55R16");
  await expect(main(page).getByRole("heading", { name: /^Kesärenkaat/ })).toHaveCount(0);
  await expect(main(page).getByText("Kesärengas", { exact: true })).toHaveCount(0);
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(1);
  await expect(main(page).getByText("Talvirengas", { exact: true })).toHaveCount(count);
  await expect(main(page).getByText(/^(Nastarengas|Kitkarengas)$/)).toHaveCount(count);
  await expect(main(page).getByRole("radio", { name: "Talvirenkaat" })).toBeChecked();
});

test("the footer's season links work: /renkaat?type=summer lists summer tyres only", async ({ page }) => {
  await page.goto("/renkaat?type=summer");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("Kesärenkaat");
  await expect(sizeSummaries(page).first()).toBeVisible();
  await expect(sizeSummaries(page).filter({ hasText: "Talvirenkaat" })).toHaveCount(0);
  // A size chosen from the list keeps the season.
  await sizeSummaries(page).first().getByRole("link", { name: /^Näytä \d+ renga/ }).click();
  await expect(page).toHaveURL(/\?search=\d{3}%2F\d{2}R\d{2}&type=summer$/);
  // With JavaScript the address changes a moment before the size's tyres render: wait for them.
  await expect(cards(page).first()).toBeVisible();
  const count = await cards(page).count();
  await expect(main(page).getByText("Kesärengas", { exact: true })).toHaveCount(count);
  await expect(main(page).getByText("Talvirengas", { exact: true })).toHaveCount(0);
});

test("a search matching several sizes lists them with their counts and lowest prices; choosing one lists its tyres", async ({ page }) => {
  await openTyres(page);
  await sizeInput(page).fill("205");
  await searchButton(page).click();
  await expect(page).toHaveURL(/\/renkaat\?search=205$/);
  await expect(main(page).getByText("Hakusi vastaa useaa rengaskokoa.")).toBeVisible();
  const headings = await sizeHeadings(page).allInnerTexts();
  expect(headings.length).toBeGreaterThan(1);
  for (const heading of headings) expect(heading).toContain("205/");
  await expect(cards(page)).toHaveCount(0);

  const summary = sizeSummaries(page).filter({ has: page.getByRole("heading", { name: /^205\/55R16/ }) });
  const summerText = await summary.locator("dt", { hasText: "Kesärenkaat" }).locator("xpath=following-sibling::dd").innerText();
  const [, summerCount, lowest] = /(\d+) kpl,(?: alkaen)?\s+([\d\s,]+\s€)/.exec(summerText) ?? [];
  expect(Number(summerCount)).toBeGreaterThan(0);

  await summary.getByRole("link", { name: /koossa 205\/55R16$/ }).click();
  await expect(page).toHaveURL(/\/renkaat\?search=205%2F55R16$/);
  await expect(main(page).getByRole("heading", { name: /^Kesärenkaat/ })).toContainText(`(${summerCount})`);
  const summerPrices = await main(page)
    .getByRole("list", { name: /^Kesärenkaat/ })
    .getByTestId("tyre-price")
    .allInnerTexts();
  expect(Math.min(...summerPrices.map(euros))).toBe(euros(lowest));
});

test("the price order can be reversed", async ({ page }) => {
  await page.goto("/renkaat?search=205%2F55R16&type=winter");
  const prices = async () => (await cards(page).getByTestId("tyre-price").allInnerTexts()).map(euros);
  const ascending = await prices();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await main(page).getByLabel("Järjestys").selectOption("price-desc");
  await expect(page).toHaveURL(/[?&]sort=price-desc/);
  await expect.poll(prices).toEqual([...ascending].sort((a, b) => b - a));
});

test("a size without tyres shows the empty state with a reset link and the phone number", async ({ page }) => {
  await openTyres(page);
  await sizeInput(page).fill("999-99-99");
  await searchButton(page).click();

  await expect(page).toHaveURL(/\/renkaat\?search=999%2F99R99$/);
  await expect(main(page).getByRole("heading", { name: "Renkaita ei löytynyt" })).toBeVisible();
  await expect(main(page).getByText(/Koolla 999\/99R99 ei löytynyt renkaita\./)).toBeVisible();
  await expect(main(page).getByRole("link", { name: "019 356 2100" })).toHaveAttribute("href", "tel:+358193562100");
  await expect(cards(page)).toHaveCount(0);

  await main(page).getByRole("link", { name: "Tyhjennä haku ja rajaukset" }).click();
  await expect(page).toHaveURL(/\/renkaat$/);
  await expect(sizeSummaries(page).first()).toBeVisible();
  await expect(sizeInput(page)).toHaveValue("");
});

test("without a search the listing pages through the catalogue", async ({ page }) => {
  await page.goto("/renkaat");
  const firstPage = await sizeHeadings(page).allInnerTexts();
  expect(firstPage.length).toBeGreaterThan(1);
  await main(page).getByRole("link", { name: "Seuraava sivu →" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(sizeHeadings(page).first()).not.toHaveText(firstPage[0]);
  await expect(main(page).getByRole("link", { name: "← Edellinen sivu" })).toBeVisible();
});

// Suggestions need JavaScript; without it the box is a plain search form (tests/nojs/tyre-search.test.ts).
test.describe("suggestions (JavaScript)", JS_ONLY, () => {

  test("appear after typing, sorted and at most eight; arrow keys move the highlight and Enter picks", async ({ page }) => {
    await openTyres(page);
    const input = sizeInput(page);
    await input.pressSequentially("205/5");
    const listbox = searchBox(page).getByRole("listbox");
    await expect(listbox).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");

    const options = listbox.getByRole("option");
    const sizes = (await options.allInnerTexts()).map((text) => text.trim());
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes.length).toBeLessThanOrEqual(8);
    expect(sizes).toContain("205/55R16");
    expect(new Set(sizes).size).toBe(sizes.length);
    await expect(options.filter({ hasText: /^205\/5/ })).toHaveCount(sizes.length);
    await expect(input).not.toHaveAttribute("aria-activedescendant");

    await input.press("ArrowDown");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id"))!);
    await input.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
    await input.press("ArrowUp");
    await input.press("ArrowUp");
    await expect(input).not.toHaveAttribute("aria-activedescendant"); // back to none (-1)
    await input.press("ArrowDown");
    await input.press("ArrowDown");

    await input.press("Enter");
    await expect(page).toHaveURL(`/renkaat?search=${encodeURIComponent(sizes[1])}`);
    // The URL changes before the results arrive: wait for the list of that one size.
    await expect(sizeHeadings(page)).toHaveCount(1);
    await expect(sizeHeadings(page)).toContainText(sizes[1]);
  });

  test("show the typed text beside a suggestion when it differs from the normalised size; Escape closes", async ({ page }) => {
    await openTyres(page);
    const input = sizeInput(page);
    await input.fill("205-55-16");
    const option = searchBox(page).getByRole("option");
    await expect(option).toHaveCount(1);
    await expect(option).toContainText("205/55R16");
    await expect(option).toContainText("205-55-16");

    await input.press("Escape");
    await expect(searchBox(page).getByRole("listbox")).toBeHidden();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).toHaveValue("205-55-16");
  });

  test("need at least two characters, wait 300 ms after typing, and a click on one searches it", async ({ page }) => {
    await freezeTime(page);
    await openTyres(page);
    await hydrated(page);
    const input = sizeInput(page);
    await input.fill("2");
    await expect(searchButton(page)).toBeEnabled();
    await page.clock.runFor(1000);
    await expect(searchBox(page).getByRole("listbox")).toBeHidden();

    await input.fill("195/6");
    await page.clock.runFor(299);
    await expect(searchBox(page).getByRole("listbox")).toBeHidden();
    await page.clock.runFor(1);
    await searchBox(page).getByRole("option", { name: /195\/65R15/ }).click();
    await expect(page).toHaveURL(/\/renkaat\?search=195%2F65R15$/);

    await sizeInput(page).fill("");
    await expect(searchButton(page)).toBeDisabled();
  });
});

/** The box a visitor meets first: in the header on wide screens. */
const headerSearch = (page: Page) => page.getByRole("banner").getByRole("search").first();

test("from the header on the home page, size forms reach 205/55R16", async ({ page }) => {
  test.slow(); // two searches
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [typed, form] of FORMS.filter(([typed]) => ["205-55-16", "205/55/16"].includes(typed))) {
    await test.step(`${JSON.stringify(typed)} (${form})`, async () => {
      await page.goto("/");
      const box = headerSearch(page);
      const input = box.getByRole("combobox");
      await expect(box.getByRole("button", { name: "Hae" })).toBeDisabled();
      await input.fill(typed);
      await box.getByRole("button", { name: "Hae" }).click();
      await expect(page).toHaveURL(/\/renkaat\?search=205%2F55R16$/);
      await expect(sizeHeadings(page)).toHaveCount(1);
      await expect(cards(page).first()).toBeVisible();
    });
  }
});

// The filters (issue 28). Without JavaScript: tests/nojs/tyre-search.test.ts (the form and the counts)
// and the 320 px panel below, which the no-JS project runs too.
test.describe("filters", () => {
  test("choosing a filter updates the list without a reload and puts it in the address", JS_ONLY, async ({ page }) => {
    await page.goto("/renkaat?search=205%2F55R16");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const before = await cards(page).count();
    // On a desktop the filters are a bar of buttons, each opening its group.
    await main(page).locator("summary", { hasText: "Ominaisuudet" }).click();
    const inStock = main(page).getByRole("checkbox", { name: /^Vain varastossa olevat \(\d+\)$/ });
    const count = Number(/\((\d+)\)/.exec((await inStock.locator("xpath=..").innerText()) ?? "")?.[1]);
    expect(count).toBeLessThan(before);

    await inStock.check();
    await expect(page).toHaveURL(/\/renkaat\?search=205%2F55R16&inStock=1$/);
    await expect(cards(page)).toHaveCount(count);
    await expect(cards(page).getByText("Loppu varastosta")).toHaveCount(0);
    await expect(main(page).locator("summary", { hasText: "Ominaisuudet" })).toContainText("1");
    await expect(main(page).getByTestId("tyre-filters-pending")).toHaveCount(0);
    // The same document: a reload would have dropped the marker.
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expect(inStock).toBeChecked();
    await expect(inStock).toBeFocused();

    // The back button restores the view before the filter.
    await page.goBack();
    await expect(page).toHaveURL(/\/renkaat\?search=205%2F55R16$/);
    await expect(cards(page)).toHaveCount(before);
    await expect(inStock).not.toBeChecked();
  });

  test("a size's first tyre is on the first screen of a 1366×768 desktop", NO_JS_BROWSER, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto("/renkaat?search=205%2F55R16");
    const first = cards(page).first();
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    expect(box!.y).toBeLessThan(768 - 100); // its top and the start of its content, not just an edge
    // The filters are a compact bar (the season, then a button per group), the search box beside the heading.
    const filters = await main(page).getByRole("form", { name: "Rajaa renkaita" }).boundingBox();
    expect(filters!.height).toBeLessThan(100);
    const heading = await main(page).getByRole("heading", { level: 1 }).boundingBox();
    const search = await searchBox(page).boundingBox();
    expect(search!.y).toBeLessThan(heading!.y + heading!.height);
  });

  test("the panel folds on a phone and, open, fits 320 px", NO_JS_BROWSER, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/renkaat?search=205%2F55R16&type=winter&inStock=1");
    const summary = main(page).locator("summary", { hasText: "Rajaa hakua" });
    const inStock = main(page).getByRole("checkbox", { name: /^Vain varastossa olevat/ });
    await expect(summary).toContainText("1"); // in stock (the season stays in view, outside the panel)
    await expect(main(page).getByRole("radio", { name: /^Talvirenkaat/ })).toBeChecked();
    await expect(inStock).toBeHidden();
    await summary.click();
    await expect(inStock).toBeVisible();
    await expect(inStock).toBeChecked();
    await expect(cards(page).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    // Nothing in the panel sticks out of it either (an element wider than the screen in a clipped box).
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll("main form *")].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5).map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(wide).toEqual([]);
  });
});
