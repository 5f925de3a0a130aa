/**
 * What a buyer chooses by, without JavaScript (issue 28): the sidewall marking ('91H', '94T XL') on the
 * cards, the tyre page (with what it means in kg and km/h) and the comparison; the set of four and the
 * fitted price from the shop's own price list; the delivery time where fewer than a set are in stock.
 * Reads the seeded demo catalogue of the shared server (every 205/55R16 tyre has load index 91; the
 * price list's fitting for a car on 16″ rims is 79 €), changes nothing.
 */
import { describe, expect, inject, it } from "vitest";
import { NoJsBrowser, type NoJsPage, accessibleName } from "../support/nojs-browser";

const { url } = inject("nojsServer");

const RESULTS = `/renkaat?search=${encodeURIComponent("205/55R16")}`;
const FITTING_CAR_16 = 79;

/** '1 234,50 €' → 1234.5 */
const euros = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));
const cards = (page: NoJsPage) => page.find('main [data-testid="tyre-card"]').toArray();
const within = (page: NoJsPage, card: Parameters<NoJsPage["$"]>[0], testId: string) => page.$(card).find(`[data-testid="${testId}"]`);

describe("choosing a tyre without JavaScript", () => {
  it("each card shows its marking, the price of four and the price fitted by the shop", async () => {
    const results = await new NoJsBrowser(url).goto(RESULTS);
    expect(cards(results).length).toBeGreaterThan(2);
    for (const card of cards(results)) {
      const price = euros(within(results, card, "tyre-price").text());
      // Summer H, studded T, friction R; the size's standard index 91.
      expect(within(results, card, "tyre-markings").text()).toMatch(/^Kuormitus- ja nopeusluokka 91[HTR]$/);
      expect(euros(within(results, card, "tyre-set-price").text())).toBeCloseTo(4 * price, 2);
      expect(euros(within(results, card, "tyre-fitted-price").text())).toBeCloseTo(4 * price + FITTING_CAR_16, 2);
      // Prices are written with two decimals when they have cents.
      expect(within(results, card, "tyre-price").text()).toMatch(/^\d[\d\s]*(,\d\d)?\s€$/);
    }
  });

  it("a winter tyre of a 17-inch size carries XL with its higher index, on the card and in the comparison's words", async () => {
    // The demo seeds winter tyres of 17″ and up as XL, three above the size's standard index (225/45R17: 91).
    const results = await new NoJsBrowser(url).goto(`/renkaat?search=${encodeURIComponent("225/45R17")}&type=winter`);
    const markings = cards(results).map((card) => within(results, card, "tyre-markings").text().replace("Kuormitus- ja nopeusluokka ", ""));
    expect(markings.length).toBeGreaterThan(0);
    for (const marking of markings) expect(marking).toMatch(/^94[TR] XL$/);
  });

  it("a card with fewer than four in stock says when the rest arrives; a full set in stock says nothing of delivery", async () => {
    const browser = new NoJsBrowser(url);
    const sizes = (await browser.goto("/renkaat")).find('main [data-testid="tyre-size-summary"] a[href^="/renkaat?search="]').toArray();
    let short: { page: NoJsPage; card: (typeof sizes)[number] } | undefined;
    for (const link of sizes) {
      const page = await browser.goto(link.attribs.href);
      const card = cards(page).find((candidate) => /Loppu varastosta/.test(page.text(candidate)));
      if (card) {
        short = { page, card };
        for (const stocked of cards(page).filter((candidate) => /Varastossa ([4-9]|\d{2,}) kpl/.test(page.text(candidate)))) {
          expect(within(page, stocked, "tyre-delivery").length).toBe(0);
        }
        break;
      }
    }
    expect(short, "the demo catalogue has tyres out of stock").toBeDefined();
    expect(within(short!.page, short!.card, "tyre-delivery").text()).toBe("Toimitus 3–7 arkipäivää");
  });

  it("the tyre page names the marking, explains it in kg and km/h, and gives the fitted price", async () => {
    const results = await new NoJsBrowser(url).goto(RESULTS);
    const card = cards(results)[0];
    const marking = within(results, card, "tyre-markings").text().replace("Kuormitus- ja nopeusluokka ", "");
    const tyre = await results.follow(within(results, card, "tyre-card-link"));
    expect(tyre.text('[data-testid="tyre-page-markings"]')).toBe(marking);
    const explanations = tyre.text('[data-testid="tyre-marking-explanations"]');
    expect(explanations).toContain("Kantavuusindeksi 91: enintään 615 kg renkaalle.");
    expect(explanations).toMatch(/Nopeusluokka [HTR]: enintään (210|190|170) km\/h\./);
    const box = '[data-testid="tyre-price-box"]';
    const set = euros(tyre.text(`${box} [data-testid="tyre-set-price"]`));
    expect(euros(tyre.text(`${box} [data-testid="tyre-fitted-price"]`))).toBeCloseTo(set + FITTING_CAR_16, 2);
    expect(tyre.getByRole("link", { name: "rengastyö hinnaston mukaan", within: box }).attr("href")).toBe("/hinnasto#rengastyo");
  });

  it("the comparison has a row for the marking with its kg and km/h", async () => {
    const results = await new NoJsBrowser(url).goto(RESULTS);
    const form = results.formOf('main [data-testid="tyre-compare-checkbox"]');
    for (const box of results.find('main [data-testid="tyre-compare-checkbox"]').toArray().slice(0, 2)) {
      form.check(accessibleName(results.$, box), { exact: true });
    }
    const compared = await form.submit(/^Vertaa valittuja/);
    const row = compared.getByRole("rowheader", { name: "Kuormitus- ja nopeusluokka", exact: true, within: "main" }).closest("tr");
    const cells = row.find("td").toArray().map((cell) => compared.text(cell));
    expect(cells).toHaveLength(2);
    for (const cell of cells) expect(cell).toMatch(/^91[HTR]\s*615 kg, (210|190|170) km\/h$/);
    // The tyres' photos head their columns as small variants (a tyre without one shows none).
    const thumbnails = compared.find('main [data-testid="compare-thumbnail"]').toArray();
    expect(thumbnails.length).toBeGreaterThan(0);
    for (const image of thumbnails) expect(image.attribs.srcset).toMatch(/^\/api\/images\/\d+\?w=160 160w$/);
  });
});
