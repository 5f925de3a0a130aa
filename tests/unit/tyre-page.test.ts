import { describe, expect, it } from "vitest";
import { COMPARE_TEXTS, compareHref, parseCompareQuery, planComparison } from "~/features/tyres/compare.rules";
import { resultCountText, summariseSize, tyreListingHref } from "~/features/tyres/listing.rules";
import {
  type TyrePageSource,
  buildTyreProductJsonLd,
  clampText,
  eprelUrl,
  setOfFourPrice,
  sizeFromSegment,
  slugify,
  tyreIdFromSlug,
  tyreMetaDescription,
  tyrePagePath,
  tyreSizeSegment,
  tyreSlug,
} from "~/features/tyres/tyre-page.rules";

const tyre: TyrePageSource = {
  id: 123,
  fullSize: "205/55R16",
  brand: "Nokian",
  model: "Hakkapeliitta 10",
  season: "winter",
  winterType: "studded",
  description: "Nastarengas pohjoisen talviin.",
  currentPrice: "149.90",
  sale: { active: false, saleEndDate: null },
  stock: 8,
  euLabel: { fuelEfficiency: null, wetGrip: null, noiseLevel: null, noiseClass: null },
  images: [],
  gtin: null,
};

describe("tyre page address", () => {
  it("makes the size a path segment and back", () => {
    expect(tyreSizeSegment("205/55R16")).toBe("205-55r16");
    expect(sizeFromSegment("205-55r16")).toBe("205/55R16");
    expect(sizeFromSegment("205-55R16")).toBe("205/55R16");
    expect(sizeFromSegment("205/55r16")).toBeNull();
    expect(sizeFromSegment("vertaa")).toBeNull();
  });

  it("slugs brand and model in plain lowercase ASCII with the id last", () => {
    expect(slugify("Nokian Hakkapeliitta 10 (SUV)")).toBe("nokian-hakkapeliitta-10-suv");
    expect(slugify("Pirelli Scorpion™ Winter – Ö/Ä/Å")).toBe("pirelli-scorpiontm-winter-o-a-a");
    expect(slugify("  ---  ")).toBe("");
    expect(slugify("x".repeat(200))).toHaveLength(80);
    expect(tyreSlug(tyre)).toBe("nokian-hakkapeliitta-10-123");
    expect(tyreSlug({ id: 5, brand: "***", model: "???" })).toBe("5");
    expect(tyrePagePath(tyre)).toBe("/renkaat/205-55r16/nokian-hakkapeliitta-10-123");
  });

  it("reads the id from the end of any slug, and refuses what cannot be an id", () => {
    expect(tyreIdFromSlug("nokian-hakkapeliitta-10-123")).toBe(123);
    expect(tyreIdFromSlug("123")).toBe(123);
    expect(tyreIdFromSlug("old-name-123")).toBe(123);
    expect(tyreIdFromSlug("nokian-hakkapeliitta")).toBeNull();
    expect(tyreIdFromSlug("0")).toBeNull();
    expect(tyreIdFromSlug("99999999999")).toBeNull();
    expect(tyreIdFromSlug("2147483648")).toBeNull();
    expect(tyreIdFromSlug("2147483647")).toBe(2147483647);
    expect(tyreIdFromSlug("abc123")).toBeNull();
    expect(tyreIdFromSlug("12\u0000")).toBeNull();
  });
});

describe("identifiers", () => {
  it("links the EPREL record", () => {
    expect(eprelUrl("512345")).toBe("https://eprel.ec.europa.eu/screen/product/tyres/512345");
  });
});

describe("prices and meta description", () => {
  it("prices four tyres in cents", () => {
    expect(setOfFourPrice("89.90")).toBe("359.60");
    expect(setOfFourPrice("0.1")).toBe("0.40");
    expect(setOfFourPrice("7.49")).toBe("29.96");
  });

  it("clamps text at a word with an ellipsis", () => {
    expect(clampText("lyhyt")).toBe("lyhyt");
    const long = clampText("sana ".repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("sana…")).toBe(true);
  });

  it("describes the tyre within 160 characters", () => {
    // Intl separates the euro sign with a no-break space of its own choosing.
    const text = tyreMetaDescription(tyre).replace(/\s/g, " ");
    expect(text).toContain("Nokian Hakkapeliitta 10 205/55R16, nastarengas");
    expect(text).toContain("149,90 €/kpl");
    expect(text).toContain("4 kpl 599,60 €");
    expect(text).toContain("Varastossa");
    const long = tyreMetaDescription({ ...tyre, model: "Erittäin pitkä mallinimi ".repeat(10), stock: 0 });
    expect(long.length).toBeLessThanOrEqual(160);
    const labelled = tyreMetaDescription({ ...tyre, euLabel: { fuelEfficiency: "C", wetGrip: "B", noiseLevel: 71, noiseClass: "B" } });
    expect(labelled).toContain("EU-merkintä C/B/71 dB");
  });
});

describe("Product JSON-LD", () => {
  const origin = "https://www.rengaskaarto.fi";
  it("has brand, sku, the offer in EUR and availability from stock", () => {
    const data = buildTyreProductJsonLd({ tyre, origin });
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Nokian Hakkapeliitta 10 205/55R16",
      brand: { "@type": "Brand", name: "Nokian" },
      sku: "123",
      url: `${origin}/renkaat/205-55r16/nokian-hakkapeliitta-10-123`,
      offers: {
        "@type": "Offer",
        price: "149.90",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        seller: { "@id": `${origin}/#rengasliike` },
      },
    });
    expect(data).not.toHaveProperty("gtin");
    expect(data).not.toHaveProperty("image");
    expect(data.offers).not.toHaveProperty("priceValidUntil");
  });

  it("says out of stock, gives the sale's end, the gtin and absolute images", () => {
    const data = buildTyreProductJsonLd({
      tyre: {
        ...tyre,
        stock: 0,
        currentPrice: "99",
        sale: { active: true, saleEndDate: "2026-12-31" },
        gtin: "6419440123456",
        images: ["/api/images/4", "https://cdn.example.com/a.jpg"],
      },
      origin,
    });
    expect(data.offers).toMatchObject({ price: "99.00", availability: "https://schema.org/OutOfStock", priceValidUntil: "2026-12-31" });
    expect(data.gtin).toBe("6419440123456");
    expect(data.image).toEqual([`${origin}/api/images/4`, "https://cdn.example.com/a.jpg"]);
  });
});

describe("comparison rules", () => {
  const found = [
    { id: 1, fullSize: "205/55R16" },
    { id: 2, fullSize: "205/55R16" },
    { id: 3, fullSize: "205/55R16" },
    { id: 4, fullSize: "205/55R16" },
    { id: 9, fullSize: "195/65R15" },
  ];
  const query = (text: string) => parseCompareQuery(new URLSearchParams(text));

  it("reads the ids once each in the chosen order and a normalised size", () => {
    expect(query("koko=205-55-16&id=3&id=1&id=3")).toEqual({ ids: [3, 1], size: "205/55R16", unreadable: false });
    expect(query("id=x&id=0&id=99999999999&id=2")).toEqual({ ids: [2], size: null, unreadable: true });
    expect(query("koko=%00&id=1").size).toBeNull();
  });

  it("shows up to three of the size", () => {
    expect(planComparison(query("koko=205/55R16&id=1&id=2"), found)).toEqual({ size: "205/55R16", ids: [1, 2], messages: [] });
    const many = planComparison(query("koko=205/55R16&id=4&id=3&id=2&id=1"), found);
    expect(many.ids).toEqual([4, 3, 2]);
    expect(many.messages).toEqual([COMPARE_TEXTS.tooMany]);
  });

  it("leaves out other sizes and unknown tyres, with a message", () => {
    const mixed = planComparison(query("koko=205/55R16&id=9&id=1&id=2"), found);
    expect(mixed.ids).toEqual([1, 2]);
    expect(mixed.messages).toEqual([COMPARE_TEXTS.otherSizes("205/55R16")]);
    const noSize = planComparison(query("id=9&id=1"), found);
    expect(noSize).toMatchObject({ size: "195/65R15", ids: [9] });
    expect(noSize.messages).toContain(COMPARE_TEXTS.onlyOne);
    expect(planComparison(query("id=77&id=1&id=2"), found).messages).toEqual([COMPARE_TEXTS.missing]);
    expect(planComparison(query(""), found)).toEqual({ size: null, ids: [], messages: [] });
  });

  it("builds its address", () => {
    expect(compareHref("205/55R16", [1, 2])).toBe("/renkaat/vertaa?koko=205%2F55R16&id=1&id=2");
    expect(compareHref(null, [])).toBe("/renkaat/vertaa?");
  });
});

describe("result count", () => {
  const base = { pageSize: 20, sizesShown: 20, tyresShown: 73 };
  it("calls a number the total only when everything is on one page", () => {
    expect(resultCountText({ ...base, page: 1, hasNextPage: false })).toBe("73 rengasta 20 koossa");
    expect(resultCountText({ ...base, page: 1, sizesShown: 1, tyresShown: 1, hasNextPage: false })).toBe("1 rengas 1 koossa");
    expect(resultCountText({ ...base, page: 1, hasNextPage: true })).toBe("Näytetään koot 1–20 (73 rengasta). Lisää kokoja seuraavalla sivulla.");
    expect(resultCountText({ ...base, page: 3, sizesShown: 4, tyresShown: 9, hasNextPage: false })).toBe("Näytetään koot 41–44 (9 rengasta).");
    expect(resultCountText({ ...base, page: 2, sizesShown: 0, tyresShown: 0, hasNextPage: false })).toBe("");
  });
});

describe("a listing of several sizes", () => {
  const tyre = (currentPrice: string, active = false) => ({ currentPrice, sale: { active } });

  it("sums each season up: how many, the lowest price paid now, how many on sale", () => {
    const summary = summariseSize({
      id: 7,
      fullSize: "225/45R17",
      summer: [tyre("119.90"), tyre("89.5", true), tyre("1049.00")],
      winter: [],
    });
    expect(summary).toEqual({
      id: 7,
      fullSize: "225/45R17",
      summer: { count: 3, lowestPrice: "89.5", onSale: 1 },
      winter: null,
    });
  });

  it("links a size to its own listing, keeping the season and the order", () => {
    expect(tyreListingHref({ search: "225/45R17", type: "winter", sort: "price-desc" })).toBe(
      "/renkaat?search=225%2F45R17&type=winter&sort=price-desc",
    );
    expect(tyreListingHref({ search: "", type: null, sort: "price-asc" })).toBe("/renkaat");
    expect(tyreListingHref({ search: "225", type: null, sort: "price-asc" }, 3)).toBe("/renkaat?search=225&page=3");
  });
});
