import { parseWithZod } from "@conform-to/zod/v4";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "~/features/markdown/components/Markdown";
import {
  DEFAULT_OFFER_OPTIONS,
  OFFER_INTENTS,
  OFFER_LIMITS,
  OFFER_TEXTS,
  OFFER_TONES,
  type OfferOptions,
  type OfferProduct,
  filterOfferProducts,
  fitSubject,
  offerRequest,
  writeOfferMessage,
} from "~/features/newsletters/offer.rules";
import { offerStepSchema } from "~/features/newsletters/schema";

const NBSP = "\u00a0";
const SHOP = { name: "Rengas-Kaarto Oy", url: "https://www.rengaskaarto.fi/renkaat", phone: "019 356 2100" };

const product = (overrides: Partial<OfferProduct> = {}): OfferProduct => ({
  id: 1,
  manufacturer: "Nokian",
  model: "Hakkapeliitta 10",
  size: "205/55R16",
  category: "winter",
  originalPrice: 120,
  salePrice: 99,
  endDate: "2026-12-05",
  stock: 8,
  ...overrides,
});

const NOKIAN = product();
const MICHELIN = product({ id: 2, manufacturer: "Michelin", model: "Primacy 4+", size: "195/65R15", category: "summer", originalPrice: 89.9, salePrice: 79.5, endDate: null, stock: 2 });
const options = (overrides: Partial<OfferOptions> = {}): OfferOptions => ({ ...DEFAULT_OFFER_OPTIONS, ...overrides });

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

/**
 * The generator's fields as the newsletter action reads them: 'Hae' takes them as they are, 'Luo viesti'
 * also needs a product (its message is the product field's error).
 */
function parseOfferForm(data: FormData) {
  const read = parseWithZod(data, { schema: offerStepSchema(OFFER_INTENTS.search) });
  if (read.status !== "success") throw new Error("the search step refuses nothing");
  const fields = { ...offerRequest(read.value), query: read.value.offerQuery };
  const generate = parseWithZod(data, { schema: offerStepSchema(OFFER_INTENTS.generate) });
  if (generate.status === "success") return { ok: true as const, ...fields };
  return { ok: false as const, error: generate.error?.offerProduct?.[0], ...fields };
}

describe("texts", () => {
  it("name the real count of products", () => {
    expect(OFFER_TEXTS.success(1)).toBe("Tarjousviesti luotu 1 tuotteesta");
    expect(OFFER_TEXTS.success(3)).toBe("Tarjousviesti luotu 3 tuotteesta");
    expect(OFFER_TEXTS.selectedCount(1)).toBe("Valittuna 1 tuote");
    expect(OFFER_TEXTS.selectedCount(2)).toBe("Valittuna 2 tuotetta");
    expect(OFFER_TEXTS.noResults("xyz")).toBe('Ei hakutuloksia haulla "xyz"');
  });
});

describe("the generator's fields (offerStepSchema)", () => {
  it("reads the chosen products, tone, options and search", () => {
    const result = parseOfferForm(
      form([
        ["offerProduct", "12"],
        ["offerProduct", "7"],
        ["offerProduct", "12"],
        ["offerTone", "urgent"],
        ["offerIncludeEndDate", "on"],
        ["offerQuery", "  nokian   hakka "],
      ]),
    );
    expect(result).toEqual({
      ok: true,
      productIds: [12, 7],
      options: { tone: "urgent", includeEndDate: true, includeStock: false },
      query: "nokian hakka",
    });
  });

  it("asks for at least one product, keeping the other choices", () => {
    const result = parseOfferForm(form([["offerTone", "casual"], ["offerIncludeStock", "on"]]));
    expect(result).toEqual({
      ok: false,
      error: "Valitse vähintään yksi tuote viestiin",
      productIds: [],
      options: { tone: "casual", includeEndDate: false, includeStock: true },
      query: "",
    });
  });

  it("drops ids that are not positive database integers", () => {
    const junk = ["0", "-3", "1.5", "1e3", "abc", "", " 4", "0x10", "2147483648", "99999999999999999999", "5\u0000", "٣"];
    const result = parseOfferForm(form([...junk.map((id): [string, string] => ["offerProduct", id]), ["offerProduct", "2147483647"]]));
    expect(result).toMatchObject({ ok: true, productIds: [2147483647] });
    expect(parseOfferForm(form(junk.map((id) => ["offerProduct", id])))).toMatchObject({ ok: false, error: OFFER_TEXTS.selectAtLeastOne });
  });

  it("refuses more than 200 products without reading them all into the result", () => {
    const many = Array.from({ length: 2_000 }, (_, index): [string, string] => ["offerProduct", String(index + 1)]);
    const result = parseOfferForm(form(many));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toBe("Valitse viestiin enintään 200 tuotetta");
    // Reading stops one past the limit, enough to refuse.
    expect(result.productIds).toHaveLength(OFFER_LIMITS.maxProducts + 1);
    // 200 distinct ids repeated many times are fine.
    const repeated = parseOfferForm(form(Array.from({ length: 2_000 }, (_, index): [string, string] => ["offerProduct", String((index % 200) + 1)])));
    expect(repeated).toMatchObject({ ok: true, productIds: expect.any(Array) });
    expect(repeated.productIds).toHaveLength(200);
  });

  it("falls back to the formal tone and reads checkboxes strictly", () => {
    for (const tone of ["", "URGENT", "shouting", "urgent\u0000", "__proto__"]) {
      expect(parseOfferForm(form([["offerProduct", "1"], ["offerTone", tone]])).options.tone).toBe("formal");
    }
    expect(parseOfferForm(form([["offerProduct", "1"]])).options).toEqual({ tone: "formal", includeEndDate: false, includeStock: false });
    const odd = parseOfferForm(form([["offerProduct", "1"], ["offerIncludeEndDate", "true"], ["offerIncludeStock", "off"]]));
    expect(odd.options).toMatchObject({ includeEndDate: false, includeStock: false });
    for (const tone of OFFER_TONES) expect(parseOfferForm(form([["offerProduct", "1"], ["offerTone", tone]])).options.tone).toBe(tone);
  });

  it("bounds the search text and removes control characters", () => {
    const long = parseOfferForm(form([["offerQuery", "ä".repeat(5000)]]));
    expect(long.query).toBe("ä".repeat(100));
    expect(parseOfferForm(form([["offerQuery", "nok\u0000ian\n\t205"]])).query).toBe("nok ian 205");
  });
});

describe("filterOfferProducts", () => {
  const products = [NOKIAN, MICHELIN];
  it("matches manufacturer, model and size case-insensitively, every word", () => {
    expect(filterOfferProducts(products, "")).toEqual(products);
    expect(filterOfferProducts(products, "NOKIAN")).toEqual([NOKIAN]);
    expect(filterOfferProducts(products, "primacy")).toEqual([MICHELIN]);
    expect(filterOfferProducts(products, "195/65")).toEqual([MICHELIN]);
    expect(filterOfferProducts(products, "hakkapeliitta 205")).toEqual([NOKIAN]);
    expect(filterOfferProducts(products, "hakkapeliitta 195")).toEqual([]);
    expect(filterOfferProducts([product({ model: "Ääni" })], "ää")).toHaveLength(1);
  });
});

describe("writeOfferMessage", () => {
  it("writes every tone differently, from the real products and prices", () => {
    const messages = OFFER_TONES.map((tone) => writeOfferMessage([NOKIAN, MICHELIN], options({ tone }), SHOP));
    const firstLines = messages.map((message) => message.content.split("\n")[0]);
    const lastLines = messages.map((message) => message.content.split("\n\n").at(-1));
    expect(new Set(firstLines).size).toBe(4);
    expect(new Set(lastLines).size).toBe(4);
    expect(new Set(messages.map((message) => message.subject)).size).toBe(4);
    for (const { subject, content } of messages) {
      expect(subject).toContain("Nokian Hakkapeliitta 10 ja Michelin Primacy 4+");
      expect(content).toContain("**Nokian Hakkapeliitta 10**, 205\\/55R16, talvirengas");
      expect(content).toContain("**Michelin Primacy 4\\+**, 195\\/65R15, kesärengas");
      expect(content).toContain(`~~120${NBSP}€~~ **99${NBSP}€** (-18 %)`);
      expect(content).toContain(`~~89,90${NBSP}€~~ **79,50${NBSP}€** (-12 %)`);
      expect(content).toContain("(https://www.rengaskaarto.fi/renkaat)");
      expect(content).toContain("019 356 2100");
      expect(content).toContain("Rengas\\-Kaarto Oy");
      expect(content).not.toMatch(/<[a-z]/i);
    }
    expect(messages[0].content.startsWith("Hyvä asiakas,")).toBe(true);
    expect(messages[2].subject).toBe("Säästä jopa 18 %! Nokian Hakkapeliitta 10 ja Michelin Primacy 4+");
  });

  it("is deterministic", () => {
    const choice = options({ tone: "exciting", includeStock: true });
    expect(writeOfferMessage([NOKIAN, MICHELIN], choice, SHOP)).toEqual(writeOfferMessage([NOKIAN, MICHELIN], choice, SHOP));
  });

  it("tells the end date and the stock only when asked", () => {
    const neither = writeOfferMessage([NOKIAN, MICHELIN], options({ tone: "urgent", includeEndDate: false, includeStock: false }), SHOP);
    expect(neither.content).not.toContain("05.12.2026");
    expect(neither.subject).not.toContain("05.12.2026");
    expect(neither.content).not.toContain("niin kauan kuin varastoa riittää");
    expect(neither.content).not.toMatch(/kpl|varastossa/);

    const both = writeOfferMessage([NOKIAN, MICHELIN], options({ tone: "formal", includeEndDate: true, includeStock: true }), SHOP);
    expect(both.content).toContain("voimassa 05.12.2026 asti");
    expect(both.content).toContain("voimassa niin kauan kuin varastoa riittää");
    expect(both.content).toContain("varastossa 8 kpl");
    expect(both.content).toContain("varastossa 2 kpl");

    const urgent = writeOfferMessage([NOKIAN, MICHELIN], options({ tone: "urgent", includeEndDate: true, includeStock: true }), SHOP);
    expect(urgent.content).toContain("Ensimmäinen tarjous päättyy 05.12.2026.");
    expect(urgent.content).toContain("vain 2 kpl jäljellä");
    const urgentOne = writeOfferMessage([NOKIAN], options({ tone: "urgent", includeEndDate: true }), SHOP);
    expect(urgentOne.subject).toBe("Toimi nopeasti: Nokian Hakkapeliitta 10 – tarjous päättyy 05.12.2026");
    const soldOut = writeOfferMessage([product({ stock: 0 })], options({ includeStock: true }), SHOP);
    expect(soldOut.content).toContain("varasto lopussa, kysy saatavuutta");
  });

  it("escapes markdown in product names so they cannot become links, images or HTML", () => {
    const evil = product({ manufacturer: "[Klikkaa](javascript:alert(1))", model: "*Malli* <img src=x onerror=alert(1)>\n# Otsikko" });
    const { subject, content } = writeOfferMessage([evil], options(), SHOP);
    const html = renderToStaticMarkup(createElement(Markdown, { children: content }));
    expect(html).toContain("<strong class=\"font-semibold\">[Klikkaa](javascript:alert(1)) *Malli* &lt;img src=x onerror=alert(1)&gt; # Otsikko</strong>");
    expect(html).not.toMatch(/<img|<h1|javascript:alert\(1\)"/);
    // The only link is the call to action.
    expect(html.match(/<a /g)).toHaveLength(1);
    // The subject is plain text: flattened to one line, not escaped.
    expect(subject).not.toContain("\n");
    expect(subject.length).toBeLessThanOrEqual(80);
  });

  it("keeps the subject within 80 characters with many long names, in every tone", () => {
    const longName = "Erittäin Pitkänimisen Valmistajan Rengastehdas Osakeyhtiö";
    const many = Array.from({ length: 200 }, (_, index) =>
      product({ id: index + 1, manufacturer: longName, model: `Talvimestari Premium Ultra ${index} ${"X".repeat(40)}` }),
    );
    for (const tone of OFFER_TONES) {
      for (const list of [many, many.slice(0, 1), many.slice(0, 2), many.slice(0, 3)]) {
        const { subject, content } = writeOfferMessage(list, options({ tone, includeStock: true }), SHOP);
        expect(subject.length).toBeLessThanOrEqual(80);
        expect(subject.length).toBeGreaterThan(10);
        expect(content.length).toBeLessThanOrEqual(OFFER_LIMITS.contentMax);
      }
    }
    expect(writeOfferMessage(many, options({ tone: "casual" }), SHOP).subject).toBe("Nyt edullisemmin: 200 rengasmallia");
    expect(writeOfferMessage(many.slice(0, 1), options({ tone: "formal" }), SHOP).subject).toBe("Tarjouksessa nyt: rengastarjous");
  });

  it("names one product and three products in the right form", () => {
    expect(writeOfferMessage([NOKIAN], options({ tone: "casual" }), SHOP).subject).toBe("Nyt edullisemmin: Nokian Hakkapeliitta 10");
    const three = [NOKIAN, MICHELIN, product({ id: 3, manufacturer: "Continental", model: "VikingContact 8" })];
    expect(writeOfferMessage(three, options({ tone: "formal" }), SHOP).subject).toBe("Tarjouksessa nyt: Nokian Hakkapeliitta 10 ja 2 muuta rengasta");
  });
});

describe("fitSubject", () => {
  it("cuts at a word boundary with an ellipsis and never splits a character", () => {
    expect(fitSubject("Lyhyt aihe")).toBe("Lyhyt aihe");
    const cut = fitSubject(`${"sana ".repeat(30)}loppu`);
    expect(cut.length).toBeLessThanOrEqual(80);
    expect(cut.endsWith("sana…")).toBe(true);
    const emoji = fitSubject("🚗".repeat(100));
    expect(emoji.length).toBeLessThanOrEqual(80);
    expect(Array.from(emoji)).toHaveLength(40);
    expect(emoji.endsWith("…")).toBe(true);
    expect(fitSubject("  rivi\nrivi\u0000  ")).toBe("rivi rivi");
  });
});
