/**
 * The tyre tab as a daily tool (issue 15, decision 0027): a search of words in any order, the stock edited
 * in the size table, page numbers and 'Siirry sivulle', the product drawer's sticky actions and folded
 * details, the typed size field, and size tables as cards on a phone (that one also without JavaScript:
 * it is CSS). The other flows without JavaScript: tests/nojs/admin-tyres-daily.test.ts.
 */
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { JS_ONLY, NO_JS_BROWSER, loginAsAdmin } from "./helpers";

test.describe.configure({ mode: "serial" });

const unique = () => Math.random().toString(36).slice(2, 8);
const toast = (page: Page) => page.getByTestId("toast").locator("p");
const dialog = (page: Page) => page.getByTestId("admin-drawer");

/** A size of its own (397/33R23; the no-JS test uses 398/33R23) with one product. */
async function sizeWithProduct(page: Page, model: string) {
  const width = "397";
  const fullSize = `${width}/33R23`;
  await page.goto(`/admin/renkaat?haku=${encodeURIComponent(fullSize)}`);
  if ((await page.getByTestId("size-card").count()) === 0) {
    await page.goto("/admin/renkaat/koot/uusi");
    await page.getByLabel("Leveys (mm)").fill(width);
    await page.getByLabel("Profiili (%)").fill("33");
    await page.getByLabel("Halkaisija (tuumaa)").fill("23");
    await page.getByRole("button", { name: "Luo rengaskoko" }).click();
    await expect(toast(page)).toHaveText("Uusi rengaskoko luotu onnistuneesti");
  }
  await page.goto("/admin/renkaat/tuotteet/uusi");
  const form = dialog(page);
  await form.getByLabel("Rengaskoko").fill(`${width} 33 23`);
  await form.getByLabel("Rengaskoko").press("Enter"); // the one match
  await form.getByLabel("Valmistaja", { exact: true }).fill("Päiväkäyttö");
  await form.getByLabel("Malli", { exact: true }).fill(model);
  await form.getByLabel("Hinta (€)", { exact: true }).fill("139");
  await form.getByRole("button", { name: "Lisää rengastuote" }).click();
  await expect(toast(page)).toContainText("Rengastuote lisätty onnistuneesti");
  return fullSize;
}

test("search in any order, stock saved from the table, financing follows the price", async ({ page }) => {
  await loginAsAdmin(page);
  const model = `Arki ${unique()}`;
  const fullSize = await sizeWithProduct(page, model);
  const [width] = fullSize.split("/");

  // Words in any order across manufacturer, model and size.
  for (const words of [`${model} päiväkäyttö`, `${width} 33 23 ${model.split(" ")[1]}`, `päiväkäyttö ${fullSize} arki`]) {
    await page.goto("/admin/renkaat");
    await page.getByRole("searchbox", { name: "Hae renkaita" }).fill(words);
    await page.getByRole("button", { name: "Hae", exact: true }).click();
    await expect(page.getByTestId("product-row").filter({ hasText: model }), words).toHaveCount(1);
  }

  // Stock in the table, saved in place.
  const row = page.getByTestId("product-row").filter({ hasText: model });
  const stock = row.getByLabel(`Varastosaldo: Päiväkäyttö ${model}`);
  await expect(stock).toHaveValue("0");
  await stock.fill("-3");
  await row.getByRole("button", { name: /^Tallenna saldo/ }).click();
  await expect(row.getByRole("alert")).toHaveText("Varastosaldon täytyy olla kokonaisluku 0 tai enemmän");
  const again = page.getByTestId("product-row").filter({ hasText: model });
  await again.getByLabel(`Varastosaldo: Päiväkäyttö ${model}`).fill("7");
  await again.getByRole("button", { name: /^Tallenna saldo/ }).click();
  await expect(toast(page)).toHaveText(`Varastosaldo päivitetty: Päiväkäyttö ${model} 7 kpl`);
  await expect(page.getByTestId("product-row").filter({ hasText: model }).getByLabel(`Varastosaldo: Päiväkäyttö ${model}`)).toHaveValue("7");

  // The edit drawer: price first, the details folded, Save always in view; a new price moves the financing.
  await page.getByTestId("product-row").filter({ hasText: model }).getByRole("link", { name: /^Muokkaa / }).click();
  const edit = dialog(page);
  await expect(edit.getByLabel("Hinta (€)", { exact: true })).toBeVisible();
  await expect(edit.getByLabel("Kuvaus", { exact: true })).toBeHidden();
  await expect(edit.getByTestId("form-actions").getByRole("button", { name: "Tallenna" })).toBeInViewport();
  await edit.locator("summary", { hasText: "Kuvaus ja ominaisuudet" }).click();
  await expect(edit.getByLabel("Kuvaus", { exact: true })).toBeVisible();
  await edit.getByLabel("Hinta (€)", { exact: true }).fill("144");
  await edit.getByRole("button", { name: "Tallenna" }).click();
  await expect(toast(page)).toHaveText("Rengastuote päivitetty onnistuneesti");
  await expect(page.getByTestId("product-row").filter({ hasText: model })).toContainText("12 €/kk");
});

test("page numbers and 'Siirry sivulle' keep the filters", async ({ page }) => {
  await loginAsAdmin(page, "/admin/renkaat?rajaus=1&kesa=1");
  const numbers = page.getByRole("navigation", { name: "Sivunumerot" });
  await expect(numbers.getByText("1", { exact: true })).toBeVisible();
  const pageCount = Number((await page.getByTestId("tyre-page").textContent())?.split("/")[1]);
  // The demo catalogue has several pages of summer sizes (10 a page): a second page is always there.
  expect(pageCount).toBeGreaterThanOrEqual(2);
  await numbers.getByRole("link", { name: "Sivu 2" }).click();
  await expect(page).toHaveURL(/rajaus=1&kesa=1&sivu=2/);
  // Wait for page 2 to render: the jump field starts from the current page.
  await expect(page.getByLabel("Siirry sivulle")).toHaveValue("2");
  await page.getByLabel("Siirry sivulle").fill(String(pageCount));
  await page.getByRole("button", { name: "Siirry", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`rajaus=1&kesa=1.*sivu=${pageCount}`));
  await expect(page.getByTestId("tyre-page")).toHaveText(`Sivu ${pageCount} / ${pageCount}`);
  await expect(page.getByLabel("Kesärenkaat")).toBeChecked();
  await expect(page.getByLabel("Nastarenkaat")).not.toBeChecked();
});

test("the size field filters the sizes as a combobox", JS_ONLY, async ({ page }) => {
  await loginAsAdmin(page, "/admin/renkaat/tuotteet/uusi");
  const size = dialog(page).getByRole("combobox", { name: "Rengaskoko" });
  await size.fill("205 55");
  const options = dialog(page).getByRole("listbox", { name: "Rengaskoot" }).getByRole("option");
  await expect(options.first()).toContainText("205/55R");
  await size.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await size.press("Enter");
  await expect(size).toHaveValue(/^205\/55R\d\d$/);
  await expect(dialog(page).getByRole("listbox")).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  test("the size tables are cards: nothing scrolls sideways", NO_JS_BROWSER, async ({ page }) => {
    await loginAsAdmin(page, "/admin/renkaat");
    await expect(page.getByTestId("size-card").first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const table = page.getByTestId("size-table").first();
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
    await expect(page.getByRole("button", { name: "Kirjaudu ulos" })).toHaveCount(1);
  });
});

test("an unknown admin address shows the admin's own 404", async ({ page }) => {
  await loginAsAdmin(page);
  const response = await page.goto("/admin/renkaat/ei-tallaista");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Ylläpidon sivua ei löytynyt" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Ylläpidon välilehdet" })).toBeVisible();
});
