/**
 * A tyre's own page and the comparison without JavaScript (tests/e2e/tyre-page.spec.ts tests them with):
 * a card's link, the redirect of an id alone to the canonical address, and the comparison as a plain GET
 * form of checkboxes. Reads the seeded demo catalogue of the shared server, changes nothing.
 */
import type { Element } from "domhandler";
import { describe, expect, inject, it } from "vitest";
import { NoJsBrowser, type NoJsPage, accessibleName } from "../support/nojs-browser";

const { url } = inject("nojsServer");


const SIZE = "205/55R16";
const RESULTS = `/renkaat?search=${encodeURIComponent(SIZE)}`;
const cards = (page: NoJsPage) => page.find('main [data-testid="tyre-card"]').toArray();

/** '1 234,5 €' → 1234.5 */
const euros = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

function sizeSection(page: NoJsPage): Element {
  const [section, ...others] = page.allByRole("region", { name: new RegExp(`^${SIZE}`), within: "main" });
  expect(others).toHaveLength(0);
  return section;
}

/** Ticks the 'Vertaa' boxes of the first `count` cards of the size and presses 'Vertaa valittuja'; the names and the page. */
async function compareFirst(page: NoJsPage, count: number): Promise<{ names: string[]; compared: NoJsPage }> {
  const section = sizeSection(page);
  const boxes = page.$(section).find('[data-testid="tyre-compare-checkbox"]').toArray().slice(0, count);
  expect(boxes).toHaveLength(count);
  const form = page.formOf('main [data-testid="tyre-compare-checkbox"]');
  const names: string[] = [];
  for (const box of boxes) {
    form.check(accessibleName(page.$, box), { exact: true });
    names.push(page.$(box).closest('[data-testid="tyre-card"]').find('[data-testid="tyre-card-link"]').text().trim());
  }
  return { names, compared: await form.submit(/^Vertaa valittuja/) };
}

const compareColumns = (page: NoJsPage, tableName: string) => {
  const table = page.getByRole("table", { name: tableName, exact: true, within: "main" });
  return table.find("thead th, thead [role=columnheader]").toArray().filter((cell) => page.$(cell).attr("scope") !== "row" && page.text(cell) !== "");
};

describe("a tyre's page and the comparison without JavaScript", () => {
  it("a card's link leads to that tyre's page with its price and the quote link", async () => {
    const results = await new NoJsBrowser(url).goto(RESULTS);
    const card = results.$(cards(results)[0]);
    const cardPrice = euros(card.find('[data-testid="tyre-price"]').text());
    const link = card.find('[data-testid="tyre-card-link"]');
    const name = link.text().trim();
    const tyre = await results.follow(link);

    expect(tyre.status).toBe(200);
    expect(tyre.path).toMatch(/^\/renkaat\/205-55r16\/[a-z0-9-]+-\d+$/);
    const id = Number(/-(\d+)$/.exec(tyre.path)![1]);
    expect(tyre.text("main h1")).toContain(name);
    const box = '[data-testid="tyre-price-box"]';
    expect(euros(tyre.find(`${box} [data-testid="tyre-price"]`).text())).toBe(cardPrice);
    expect(tyre.getByRole("link", { name: /^Kysy tarjous \/ varaa renkaat/, within: box }).attr("href")).toBe(`/kysy-tarjous?rengas=${id}`);
  });

  it("an id alone redirects to the canonical address; an unknown tyre is the 404 page", async () => {
    const browser = new NoJsBrowser(url);
    const results = await browser.goto(RESULTS);
    const href = results.$(cards(results)[0]).find('[data-testid="tyre-card-link"]').attr("href")!;
    const id = /-(\d+)$/.exec(href)![1];
    const canonical = await browser.goto(`/renkaat/205-55r16/${id}`);
    expect(canonical.path).toBe(href);
    expect(canonical.status).toBe(200);
    expect(browser.responses.at(-2)?.status).toBeGreaterThanOrEqual(300);
    expect(browser.responses.at(-2)?.status).toBeLessThan(400);

    const missing = await browser.goto("/renkaat/205-55r16/ei-tallaista-rengasta-999999");
    expect(missing.status).toBe(404);
    expect(missing.getByRole("heading", { name: "Sivua ei löytynyt", within: "main" }).length).toBe(1);
  });

  it("three tyres of one size chosen with 'Vertaa' are compared side by side; one can be taken out", async () => {
    const results = await new NoJsBrowser(url).goto(RESULTS);
    const { names, compared } = await compareFirst(results, 3);
    expect(compared.path).toMatch(/^\/renkaat\/vertaa\?koko=205%2F55R16(&id=\d+){3}$/);
    const columns = compareColumns(compared, `Vertailussa 3 rengasta koossa ${SIZE}`);
    expect(columns).toHaveLength(3);
    for (const [index, name] of names.entries()) expect(compared.text(columns[index])).toContain(name);
    expect(compared.find('main [data-testid="compare-messages"]').length).toBe(0);

    // Taking one out keeps the other two.
    const remove = compared.$(columns[0]).find("a[href]").filter((_, link) => /^Poista vertailusta/.test(accessibleName(compared.$, link as Element)));
    expect(remove.length).toBe(1);
    const two = await compared.follow(remove);
    expect(compareColumns(two, `Vertailussa 2 rengasta koossa ${SIZE}`)).toHaveLength(2);
    expect(two.text("main")).not.toContain(`Vertailussa 3 rengasta`);
  });

  it("more than three chosen: a message and the first three", async () => {
    const results = await new NoJsBrowser(url).goto(RESULTS);
    const { names, compared } = await compareFirst(results, 4);
    expect(compared.path).toMatch(/^\/renkaat\/vertaa\?koko=205%2F55R16(&id=\d+){4}$/);
    const statuses = compared.allByRole("status", { within: "main" }).map((status) => compared.text(status));
    expect(statuses.some((text) => text.includes("Voit vertailla enintään kolmea rengasta kerrallaan. Näytetään kolme ensimmäistä valitsemaasi."))).toBe(true);
    const columns = compareColumns(compared, `Vertailussa 3 rengasta koossa ${SIZE}`);
    expect(columns.map((column) => compared.text(column))).toEqual(names.slice(0, 3).map((name) => expect.stringContaining(name)));
  });
});
