/**
 * The tyre tab as a daily tool without JavaScript (tests/e2e/admin-tyres-daily.spec.ts tests it with): a
 * typed size, a search of words in any order, the stock saved from the table (an error opens the stock
 * form with the value kept), the edit drawer's folded details, page numbers and 'Siirry sivulle'.
 */
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type NoJsBrowser, type NoJsPage, loggedInBrowser } from "../support/nojs-browser";

const { url } = inject("nojsServer");
const unique = () => Math.random().toString(36).slice(2, 8);
const toast = (page: NoJsPage) => page.text('[data-testid="toast"] p');
const productRow = (page: NoJsPage, model: string) => page.find('[data-testid="product-row"]').filter((_, row) => page.$(row).text().includes(model));
const DRAWER_FORM = '[data-testid="admin-drawer"] form[method="post"]';

/** A size of its own (398/33R23: the browser spec uses 397) with one product, its size typed as text. */
async function sizeWithProduct(browser: NoJsBrowser, model: string): Promise<string> {
  const fullSize = "398/33R23";
  let page = await browser.goto(`/admin/renkaat?haku=${encodeURIComponent(fullSize)}`);
  if (page.find('[data-testid="size-card"]').length === 0) {
    page = await browser.goto("/admin/renkaat/koot/uusi");
    page = await page.form("Luo rengaskoko").fill("Leveys (mm)", "398").fill("Profiili (%)", "33").fill("Halkaisija (tuumaa)", "23").submit("Luo rengaskoko");
    expect(toast(page)).toBe("Uusi rengaskoko luotu onnistuneesti");
  }
  page = await browser.goto("/admin/renkaat/tuotteet/uusi");
  page = await page
    .form("Lisää rengastuote")
    .fill("Rengaskoko", "398 33 23")
    .fill(/^Valmistaja$/, "Päiväkäyttö")
    .fill(/^Malli$/, model)
    .fill(/^Hinta \(€\)$/, "139")
    .submit("Lisää rengastuote");
  expect(toast(page)).toContain("Rengastuote lisätty onnistuneesti");
  return fullSize;
}

describe("the tyre tab as a daily tool without JavaScript", () => {
  let browser: NoJsBrowser;
  beforeAll(async () => {
    browser = await loggedInBrowser(url);
  });

  it("searches words in any order, saves the stock from the table, and the financing follows the price", async () => {
    const model = `Arki ${unique()}`;
    const fullSize = await sizeWithProduct(browser, model);
    const [width] = fullSize.split("/");

    let page!: NoJsPage;
    for (const words of [`${model} päiväkäyttö`, `${width} 33 23 ${model.split(" ")[1]}`, `päiväkäyttö ${fullSize} arki`]) {
      page = await browser.goto("/admin/renkaat");
      page = await page.form("Hae renkaita").fill("Hae renkaita", words).submit("Hae");
      expect(page.path).toMatch(/^\/admin\/renkaat\?/);
      expect(productRow(page, model).length, words).toBe(1);
    }

    // Stock in the table: a refused value opens the stock form with the value and the message.
    const stockLabel = `Varastosaldo: Päiväkäyttö ${model}`;
    const stockForm = (shown: NoJsPage) => shown.formOf(`form[action*="/tuotteet/${productRow(shown, model).attr("data-product-id")}/varasto"]`);
    expect(stockForm(page).value(stockLabel)).toBe("0");
    page = await stockForm(page).fill(stockLabel, "-3").submit(/^Tallenna saldo/);
    expect(page.text('[data-testid="admin-drawer"]')).toContain("Varastosaldon täytyy olla kokonaisluku 0 tai enemmän");
    expect(page.formOf(DRAWER_FORM).value("Varastosaldo (kpl)")).toBe("-3");
    page = await page.click("Peruuta", { exact: true });
    expect(page.find('[data-testid="admin-drawer"]').length).toBe(0);

    page = await stockForm(page).fill(stockLabel, "7").submit(/^Tallenna saldo/);
    expect(toast(page)).toBe(`Varastosaldo päivitetty: Päiväkäyttö ${model} 7 kpl`);
    expect(stockForm(page).value(stockLabel)).toBe("7");

    // The edit drawer: price first, the details folded in a <details> that opens without script.
    page = await page.click(`Muokkaa Päiväkäyttö ${model}`, { exact: true });
    const edit = page.formOf(DRAWER_FORM);
    expect(edit.value(/^Hinta \(€\)$/)).toBe("139.00");
    expect(() => edit.field(/^Kuvaus$/)).toThrow(/hidden/);
    page.expand("Kuvaus ja ominaisuudet");
    expect(edit.field(/^Kuvaus$/).length).toBe(1);
    page = await edit.fill(/^Hinta \(€\)$/, "144").submit("Tallenna");
    expect(toast(page)).toBe("Rengastuote päivitetty onnistuneesti");
    expect(productRow(page, model).text().replace(/\s+/g, " ")).toContain("12 €/kk");
  });

  it("page numbers and 'Siirry sivulle' keep the filters", async () => {
    let page = await browser.goto("/admin/renkaat?rajaus=1&kesa=1");
    const numbers = 'nav[aria-label="Sivunumerot"]';
    const pageCount = Number(page.text('[data-testid="tyre-page"]').split("/")[1]);
    expect(pageCount).toBeGreaterThanOrEqual(2);
    page = await page.click("Sivu 2", { exact: true, within: numbers });
    expect(page.path).toMatch(/rajaus=1&kesa=1&sivu=2/);
    const jump = page.form("Siirry", { exact: true });
    expect(jump.value("Siirry sivulle")).toBe("2");
    page = await jump.fill("Siirry sivulle", String(pageCount)).submit("Siirry", { exact: true });
    expect(page.path).toMatch(new RegExp(`rajaus=1&kesa=1.*sivu=${pageCount}`));
    expect(page.text('[data-testid="tyre-page"]')).toBe(`Sivu ${pageCount} / ${pageCount}`);
    const filters = page.form("Hae renkaita");
    expect(filters.value("Kesärenkaat")).toBe("on");
    expect(filters.value("Nastarenkaat")).toBe("");
  });
});
