/**
 * The /renkaat filters without JavaScript (issue 28): one GET form, the season in view and the rest
 * folded into 'Rajaa hakua' and its groups (<details>, opened as a visitor clicks them), sent with
 * 'Näytä renkaat'. Each option shows how
 * many tyres choosing it lists, and lists exactly that many; the address holds the choices, so opening
 * it again gives the same view; broken parameters give the page with the defaults. With JavaScript:
 * tests/e2e/tyre-search.spec.ts ('filters'); the SQL and every count against known data:
 * tests/integration/tyre-filters.test.ts. Reads the seeded demo catalogue of the shared server.
 */
import { describe, expect, inject, it } from "vitest";
import { NoJsBrowser, type NoJsForm, type NoJsPage, accessibleName } from "../support/nojs-browser";

const { url } = inject("nojsServer");
const browser = () => new NoJsBrowser(url);

const GROUPS = [/^Merkki/, /^Hinta \/ kpl/, /^EU-rengasmerkintä/, /^Ominaisuudet/];
const cards = (page: NoJsPage) => page.find('main [data-testid="tyre-card"]');
const summaries = (page: NoJsPage) => page.find('main [data-testid="tyre-size-summary"]').toArray();
/** '1 234,5 €' → 1234.5 */
const euros = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

/** The filter form with 'Rajaa hakua' and every group in it opened, as a visitor clicks them open. */
function filters(page: NoJsPage): NoJsForm {
  page.expand(/^Rajaa hakua/);
  for (const group of GROUPS) if (page.find("main details > summary").toArray().some((summary) => group.test(page.text(summary)))) page.expand(group);
  return page.form("Rajaa renkaita");
}

/** The number in an option's label: 'Nokian Tyres (4)' → 4. */
function countIn(label: string): number {
  const match = /\((\d+)\)$/.exec(label);
  expect(match, label).not.toBeNull();
  return Number(match![1]);
}

/** How many tyres the page lists: its cards, or with several sizes the sum of the sizes' 'Näytä N rengasta'. */
function tyresListed(page: NoJsPage): number {
  expect(page.text("main")).not.toContain("Seuraava sivu");
  if (cards(page).length > 0) return cards(page).length;
  return summaries(page)
    .map((summary) => /Näytä (\d+) renga/.exec(page.text(summary))?.[1])
    .reduce((sum, count) => sum + Number(count ?? 0), 0);
}

/** How many elements of main say exactly `text` (the innermost ones). */
const exactly = (page: NoJsPage, text: string) =>
  page
    .find("main *")
    .toArray()
    .filter((element) => page.text(element) === text && !page.$(element).children().toArray().some((child) => page.text(child) === text)).length;

type Option = { label: string; choose: (form: NoJsForm) => NoJsForm; count: (page: NoJsPage, form: NoJsForm) => number; param: RegExp };

/** Every option the form offers on `page`: seasons, brands, the EU classes and the switches. */
function optionsOf(page: NoJsPage): Option[] {
  const form = filters(page);
  const labelOf = (label: string) => accessibleName(page.$, form.field(label)[0]);
  const checkable = (label: string, param: RegExp): Option => ({
    label,
    choose: (f) => f.check(label),
    count: (p, f) => countIn(accessibleName(p.$, f.field(label)[0])),
    param,
  });
  const options: Option[] = [
    checkable("Kaikki", /^(?!.*[?&]type=)/),
    checkable("Kesärenkaat", /[?&]type=summer(&|$)/),
    checkable("Talvirenkaat", /[?&]type=winter(&|$)/),
    checkable("Nastarenkaat", /[?&]type=winter&winterType=studded/),
    checkable("Kitkarenkaat", /[?&]type=winter&winterType=friction/),
    checkable("XL (vahvistettu)", /[?&]xl=1/),
    checkable("Run flat", /[?&]runFlat=1/),
    checkable("Vain varastossa olevat", /[?&]inStock=1/),
  ];
  for (const brand of page.find('main input[name="brand"]').toArray()) {
    const name = accessibleName(page.$, brand).replace(/\s*\(\d+\)$/, "");
    options.push(checkable(name, new RegExp(`[?&]brand=${page.$(brand).attr("value")}`)));
  }
  for (const [select, param] of [["Polttoainetehokkuus", "fuel"], ["Pito märällä tiellä", "wet"], ["Meluluokka", "noise"]] as const) {
    for (const option of form.field(select).find("option").toArray()) {
      const value = page.$(option).attr("value");
      if (!value) continue;
      options.push({
        label: `${select}: ${page.text(option)}`,
        choose: (f) => f.select(select, value),
        count: (p, f) => countIn(p.text(f.field(select).find(`option[value="${value}"]`)[0])),
        param: new RegExp(`[?&]${param}=${value}`),
      });
    }
  }
  expect(labelOf("Talvirenkaat")).toMatch(/^Talvirenkaat \(\d+\)$/);
  return options;
}

describe("the tyre filters without JavaScript", () => {
  it.each(["/renkaat?search=205%2F55R16", "/renkaat?search=17", "/renkaat?search=16&type=winter", "/renkaat?search=205&inStock=1"])(
    "on %s, each option lists as many tyres as its count says, under an address with its parameter",
    async (start) => {
      const first = await browser().goto(start);
      expect(first.status).toBe(200);
      const options = optionsOf(first);
      expect(options.length).toBeGreaterThan(12);
      let narrowed = 0;
      for (const option of options) {
        const page = await browser().goto(start);
        const form = filters(page);
        const count = option.count(page, form);
        const result = await option.choose(form).submit("Näytä renkaat");
        expect(result.status, option.label).toBe(200);
        expect(result.path, option.label).toMatch(option.param);
        // The form's empty fields and the default order are not in the address.
        expect(result.path, option.label).not.toMatch(/=(&|$)|sort=price-asc/);
        expect({ option: option.label, listed: tyresListed(result) }).toEqual({ option: option.label, listed: count });
        if (count === 0) expect(result.text("main")).toContain("Rajauksillasi ei löytynyt renkaita");
        if (count > 0 && count < tyresListed(first)) narrowed += 1;
      }
      expect(narrowed).toBeGreaterThan(0);
    },
  );

  it("each filter narrows a size's tyres as it says: season, winter type, stock, price", async () => {
    const all = await browser().goto("/renkaat?search=205%2F55R16");
    const total = cards(all).length;
    expect(total).toBeGreaterThan(2);

    const winter = await filters(all).check("Talvirenkaat").submit("Näytä renkaat");
    expect(winter.path).toBe("/renkaat?search=205%2F55R16&type=winter");
    expect(exactly(winter, "Talvirengas")).toBe(cards(winter).length);
    expect(exactly(winter, "Kesärengas")).toBe(0);

    const studded = await filters(winter).check("Nastarenkaat").submit("Näytä renkaat");
    expect(studded.path).toBe("/renkaat?search=205%2F55R16&type=winter&winterType=studded");
    expect(studded.text("main h1")).toBe("Nastarenkaat koossa 205/55R16");
    expect(cards(studded).length).toBeGreaterThan(0);
    expect(exactly(studded, "Nastarengas")).toBe(cards(studded).length);

    const inStock = await filters(await browser().goto("/renkaat?search=16")).check("Vain varastossa olevat").submit("Näytä renkaat");
    expect(inStock.path).toBe("/renkaat?search=16&inStock=1");
    const size = await inStock.follow(inStock.$(summaries(inStock)[0]).find("a[href]").first());
    expect(size.path).toMatch(/^\/renkaat\?search=\d{3}%2F\d{2}R16&inStock=1$/);
    expect(cards(size).length).toBeGreaterThan(0);
    expect(exactly(size, "Loppu varastosta")).toBe(0);

    const prices = cards(all).find('[data-testid="tyre-price"]').toArray().map((price) => euros(all.text(price))).sort((a, b) => a - b);
    const [low, high] = [prices[1], prices[prices.length - 1]];
    const priced = await filters(await browser().goto("/renkaat?search=205%2F55R16")).fill("Vähintään (€)", String(low)).fill("Enintään (€)", String(high)).submit("Näytä renkaat");
    expect(priced.path).toBe(`/renkaat?search=205%2F55R16&minPrice=${low}&maxPrice=${high}`);
    const shown = cards(priced).find('[data-testid="tyre-price"]').toArray().map((price) => euros(priced.text(price)));
    expect(shown.length).toBe(prices.filter((price) => price >= low && price <= high).length);
    for (const price of shown) expect(price).toBeGreaterThanOrEqual(low);
  });

  it("keeps the choices in the address: opening it again, paging and a size's link give the same view", async () => {
    const start = await browser().goto("/renkaat?type=winter");
    const chosen = await filters(start).check("Vain varastossa olevat").select("Polttoainetehokkuus", "D").submit("Näytä renkaat");
    expect(chosen.path).toBe("/renkaat?type=winter&fuel=D&inStock=1");
    expect(chosen.text("main summary")).toMatch(/^Rajaa hakua, valittuja rajauksia 2/); // the season is not folded away

    const again = await browser().goto(chosen.path);
    expect(again.text("main")).toBe(chosen.text("main"));
    const form = filters(again);
    expect(form.value("Talvirenkaat")).toBe("on");
    expect(form.value("Vain varastossa olevat")).toBe("on");
    expect(form.value("Polttoainetehokkuus")).toBe("D");
    expect(form.value("Kesärenkaat")).toBe("");

    // A size's 'Näytä N rengasta' keeps the filters, and lists N tyres.
    const summary = summaries(again)[0];
    const link = again.$(summary).find("a[href]").first();
    const listedThere = Number(/Näytä (\d+) renga/.exec(again.text(link[0]))?.[1]);
    const size = await again.follow(link);
    expect(size.path).toMatch(/^\/renkaat\?search=\d{3}%2F\d{2}R\d{2}&type=winter&fuel=D&inStock=1$/);
    expect(cards(size).length).toBe(listedThere);

    // 'Tyhjennä rajaukset' keeps the size and drops the filters.
    const cleared = await size.click("Tyhjennä rajaukset", { within: "main" });
    expect(cleared.path).toMatch(/^\/renkaat\?search=\d{3}%2F\d{2}R\d{2}$/);
    expect(cards(cleared).length).toBeGreaterThanOrEqual(listedThere);
  });

  it("pages keep the filters", async () => {
    const first = await browser().goto("/renkaat?inStock=1");
    const second = await first.click("Seuraava sivu →", { within: "main" });
    expect(second.path).toBe("/renkaat?inStock=1&page=2");
    expect(filters(second).value("Vain varastossa olevat")).toBe("on");
  });

  it("names a partial size's listing by the sizes it lists, in the heading and the title", async () => {
    const partial = await browser().goto("/renkaat?search=225&type=winter");
    expect(partial.text("main h1")).toBe("Talvirenkaat: koot, joissa on 225");
    expect(partial.title()).toMatch(/^Talvirenkaat: koot, joissa on 225 \|/);
    const complete = await browser().goto("/renkaat?search=205%2F55R16&type=winter");
    expect(complete.text("main h1")).toBe("Talvirenkaat koossa 205/55R16");
    expect(complete.title()).toMatch(/^Talvirenkaat koossa 205\/55R16 \|/);
    expect((await browser().goto("/renkaat?search=225%2F45")).text("main h1")).toBe("Renkaat: koot, joissa on 225/45");
  });

  it.each([
    "brand=abc&brand=-1&brand=99999999999999999999&brand=1.5",
    "minPrice=1e308&maxPrice=-5",
    "minPrice=99999999999&maxPrice=0x10",
    "fuel=E&wet=a&noise=%E4",
    "xl=true&runFlat=yes&inStock=0",
    "type=spring&winterType=snow",
    "__proto__=1&constructor=x&toString=1&__proto__%5Bpolluted%5D=1",
    "page=1e400&sort=cheap&page=2",
    "type=winter&type=summer&type=%zz",
    "fuel=%zz&brand=%&wet=%E0%A4",
  ])("reads broken parameters (%s) as the defaults: the page, 200", async (query) => {
    const plain = await browser().goto("/renkaat?search=205%2F55R16");
    const page = await browser().goto(`/renkaat?search=205%2F55R16&${query}`);
    expect(page.status).toBe(200);
    expect(page.text("main h1")).toMatch(/koossa 205\/55R16$/);
    expect(cards(page).length).toBeGreaterThan(0);
    if (!query.startsWith("type=winter")) {
      expect(cards(page).length).toBe(cards(plain).length);
      // No filter counted as chosen.
      expect(page.text("main summary")).not.toMatch(/\d/);
    }
  });

  it("refuses a NUL byte in a filter as the server refuses it anywhere in the address: a 400, not a 500", async () => {
    for (const query of ["fuel=%00", "brand=1%00", "minPrice=%00"]) {
      const page = await browser().goto(`/renkaat?search=205%2F55R16&${query}`);
      expect(page.status, query).toBe(400);
    }
  });
});
