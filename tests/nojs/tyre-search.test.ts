/**
 * Tyre search by size on /renkaat without JavaScript (tests/e2e/tyre-search.spec.ts tests it with): the
 * search box is a plain GET form whose answer the server normalises to the catalogue form of the size,
 * the season and the order are a GET form sent with 'Näytä renkaat', the size lists and the pager are
 * links. Reads the seeded demo catalogue of the shared server, changes nothing.
 */
import { describe, expect, inject, it } from "vitest";
import { NoJsBrowser, type NoJsPage } from "../support/nojs-browser";

const { url } = inject("nojsServer");


const SIZE_HEADING = /^\d{3}\/\d{2}R\d{2}/;
const browser = () => new NoJsBrowser(url);
const searchForm = (page: NoJsPage) => page.formOf('main form[role="search"]');
const cards = (page: NoJsPage) => page.find('main [data-testid="tyre-card"]');
const summaries = (page: NoJsPage) => page.find('main [data-testid="tyre-size-summary"]').toArray();
const sizeHeadings = (page: NoJsPage) =>
  page
    .allByRole("heading", { within: "main" })
    .filter((heading) => heading.tagName === "h2")
    .map((heading) => page.text(heading))
    .filter((text) => SIZE_HEADING.test(text));
const h1 = (page: NoJsPage) => page.text("main h1");
/** How many elements of main say exactly `text` (Playwright's getByText with exact: the innermost ones). */
const exactly = (page: NoJsPage, text: string) =>
  page
    .find("main *")
    .toArray()
    .filter((element) => page.text(element) === text && !page.$(element).children().toArray().some((child) => page.text(child) === text)).length;
const prices = (page: NoJsPage, scope = "main") => page.find(`${scope} [data-testid="tyre-price"]`).toArray().map((price) => euros(page.$(price).text()));

/** '1 234,5 €' → 1234.5 */
const euros = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

/** Follows the link `selector` finds inside `scope` (an element of the page). */
function followIn(page: NoJsPage, scope: Parameters<NoJsPage["$"]>[0], name: RegExp): Promise<NoJsPage> {
  const links = page.$(scope).find("a[href]").toArray().filter((link) => name.test(page.text(link)));
  expect(links.length, String(name)).toBe(1);
  return page.follow(links[0]);
}

async function search(typed: string, button?: string): Promise<NoJsPage> {
  const page = await browser().goto("/renkaat");
  return searchForm(page).fill("Hae rengaskoolla", typed).submit(button);
}

const FORMS = ["205/55R16", "205-55-16", "205-55-r16", "2055516", "20555r16", "205/5516", "205/55r16", "205/55/16", " 205 / 55 R 16 "];

describe("tyre search without JavaScript", () => {
  it.each(FORMS)("the form %j lists the tyres of 205/55R16 under the catalogue form's address", async (typed) => {
    const results = await search(typed, "Hae");
    expect(results.path).toBe("/renkaat?search=205%2F55R16");
    expect(h1(results)).toBe("Renkaat koossa 205/55R16");
    const headings = sizeHeadings(results);
    expect(headings).toHaveLength(1);
    expect(headings[0]).toContain("205/55R16");
    expect(headings[0]).toContain("Henkilöauto");
    expect(cards(results).length).toBeGreaterThan(0);
    expect(searchForm(results).value("Hae rengaskoolla")).toBe("205/55R16");
  });

  it("Enter in the box searches too (the form's first button)", async () => {
    const results = await search("195-65-15");
    expect(results.path).toBe("/renkaat?search=195%2F65R15");
    const headings = sizeHeadings(results);
    expect(headings).toHaveLength(1);
    expect(headings[0]).toContain("195/65R15");
  });

  it("a size with a sale, reached from the list of sizes, strikes the normal price through and says how long the offer lasts", async () => {
    const all = await browser().goto("/renkaat");
    const onSaleSize = summaries(all).find((summary) => all.text(summary).includes("Tarjouksia"));
    expect(onSaleSize).toBeDefined();
    const results = await followIn(all, onSaleSize!, /^Näytä \d+ renga/);
    expect(results.path).toMatch(/^\/renkaat\?search=\d{3}%2F\d{2}R\d{2}$/);
    const onSale = cards(results).filter((_, card) => results.$(card).find("del").length > 0).first();
    expect(onSale.length).toBe(1);
    expect(results.text(onSale.find("del")[0])).toMatch(/Normaalihinta\s\d[\d\s,]*\s€/);
    expect(results.text(onSale[0])).toMatch(/Tarjous voimassa (\d{2}\.\d{2}\.\d{4} asti|niin kauan kuin tavaraa riittää)/);
    const sale = euros(onSale.find('[data-testid="tyre-price"]').text());
    const normal = euros(onSale.find("del").text());
    expect(sale).toBeLessThan(normal);
  });

  it("the season filter, sent with 'Näytä renkaat', keeps the size and shows only winter tyres", async () => {
    const summer = await browser().goto("/renkaat?search=205%2F55R16");
    expect(summer.allByRole("heading", { name: /^Kesärenkaat/, within: "main" }).length).toBeGreaterThan(0);
    const winter = await summer.form("Näytä renkaat").check("Talvirenkaat").submit("Näytä renkaat");

    expect(winter.path).toMatch(/[?&]type=winter/);
    expect(winter.path).toMatch(/[?&]search=205%2F55R16/);
    expect(h1(winter)).toBe("Talvirenkaat koossa 205/55R16");
    expect(winter.allByRole("heading", { name: /^Kesärenkaat/, within: "main" })).toHaveLength(0);
    expect(exactly(winter, "Kesärengas")).toBe(0);
    const count = cards(winter).length;
    expect(count).toBeGreaterThan(1);
    expect(exactly(winter, "Talvirengas")).toBe(count);
    expect(exactly(winter, "Nastarengas") + exactly(winter, "Kitkarengas")).toBe(count);
    expect(winter.form("Näytä renkaat").value("Talvirenkaat")).toBe("on");
  });

  it("the footer's season link /renkaat?type=summer lists summer tyres only, and a size chosen from it keeps the season", async () => {
    const summer = await browser().goto("/renkaat?type=summer");
    expect(h1(summer)).toBe("Kesärenkaat");
    expect(summaries(summer).length).toBeGreaterThan(0);
    expect(summaries(summer).filter((summary) => summer.text(summary).includes("Talvirenkaat"))).toHaveLength(0);

    const size = await followIn(summer, summaries(summer)[0], /^Näytä \d+ renga/);
    expect(size.path).toMatch(/\?search=\d{3}%2F\d{2}R\d{2}&type=summer$/);
    const count = cards(size).length;
    expect(count).toBeGreaterThan(0);
    expect(exactly(size, "Kesärengas")).toBe(count);
    expect(exactly(size, "Talvirengas")).toBe(0);
  });

  it("a search matching several sizes lists them with their counts and lowest prices; choosing one lists its tyres", async () => {
    const several = await search("205", "Hae");
    expect(several.path).toBe("/renkaat?search=205");
    expect(several.text("main")).toContain("Hakusi vastaa useaa rengaskokoa.");
    const headings = sizeHeadings(several);
    expect(headings.length).toBeGreaterThan(1);
    for (const heading of headings) expect(heading).toContain("205/");
    expect(cards(several).length).toBe(0);

    const summary = summaries(several).find((element) => several.$(element).find("h2").toArray().some((heading) => /^205\/55R16/.test(several.text(heading))));
    expect(summary).toBeDefined();
    const summerTerm = several.$(summary!).find("dt").filter((_, term) => several.$(term).text().includes("Kesärenkaat"));
    // The count and the price are flex items side by side: a browser's innerText puts a break between them.
    const summerText = summerTerm.next("dd").children().toArray().map((part) => several.text(part)).join(" ");
    const [, summerCount, lowest] = /(\d+) kpl,(?: alkaen)?\s+([\d\s,]+\s€)/.exec(summerText) ?? [];
    expect(Number(summerCount)).toBeGreaterThan(0);

    const size = await followIn(several, summary!, /koossa 205\/55R16$/);
    expect(size.path).toBe("/renkaat?search=205%2F55R16");
    expect(size.getByRole("heading", { name: /^Kesärenkaat/, within: "main" }).text()).toContain(`(${summerCount})`);
    const summerList = size.allByRole("list", { name: /^Kesärenkaat/, within: "main" });
    expect(summerList).toHaveLength(1);
    const summerPrices = size.$(summerList[0]).find('[data-testid="tyre-price"]').toArray().map((price) => euros(size.$(price).text()));
    expect(Math.min(...summerPrices)).toBe(euros(lowest));
  });

  it("the price order, sent with 'Näytä renkaat', can be reversed", async () => {
    const ascendingPage = await browser().goto("/renkaat?search=205%2F55R16&type=winter");
    const ascending = prices(ascendingPage);
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    const descendingPage = await ascendingPage.form("Näytä renkaat").select("Järjestys", "price-desc").submit("Näytä renkaat");
    expect(descendingPage.path).toMatch(/[?&]sort=price-desc/);
    expect(descendingPage.path).toMatch(/[?&]type=winter/);
    expect(prices(descendingPage)).toEqual([...ascending].sort((a, b) => b - a));
  });

  it("a size without tyres shows the empty state with a reset link and the phone number", async () => {
    const empty = await search("999-99-99", "Hae");
    expect(empty.path).toBe("/renkaat?search=999%2F99R99");
    expect(empty.getByRole("heading", { name: "Renkaita ei löytynyt", within: "main" }).length).toBe(1);
    expect(empty.text("main")).toMatch(/Koolla 999\/99R99 ei löytynyt renkaita\./);
    expect(empty.getByRole("link", { name: "019 356 2100", within: "main" }).attr("href")).toBe("tel:+358193562100");
    expect(cards(empty).length).toBe(0);

    const reset = await empty.click("Tyhjennä haku ja rajaukset", { within: "main" });
    expect(reset.path).toBe("/renkaat");
    expect(summaries(reset).length).toBeGreaterThan(0);
    expect(searchForm(reset).value("Hae rengaskoolla")).toBe("");
  });

  it("without a search the listing pages through the catalogue", async () => {
    const first = await browser().goto("/renkaat");
    const firstPage = sizeHeadings(first);
    expect(firstPage.length).toBeGreaterThan(1);
    const second = await first.click("Seuraava sivu →", { within: "main" });
    expect(second.path).toMatch(/[?&]page=2/);
    expect(sizeHeadings(second)[0]).not.toBe(firstPage[0]);
    expect(second.getByRole("link", { name: "← Edellinen sivu", within: "main" }).length).toBe(1);
  });

  it.each(["205/55R16", "205-55-16", "2055516", "20555r16", "205/5516", "205/55/16"])(
    "from the header's search on the home page, %j reaches 205/55R16",
    async (typed) => {
      const home = await browser().goto("/");
      const results = await home.formOf('header form[role="search"]').fill("Hae rengaskoolla", typed).submit("Hae");
      expect(results.path).toBe("/renkaat?search=205%2F55R16");
      expect(sizeHeadings(results)).toHaveLength(1);
      expect(cards(results).length).toBeGreaterThan(0);
    },
  );
});
