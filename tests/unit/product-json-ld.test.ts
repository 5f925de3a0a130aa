/**
 * The structured data of the product photos' pages (decision 0035): the tyre's Product checked against a
 * small hand-written JSON schema of what search engines need for a product result (name, absolute image
 * URLs, an offer with price, currency and availability, the brand), and the BreadcrumbLists of the tyre
 * page (Renkaat › size › tyre) and an article (Artikkelit › article). The schema is validated with zod's
 * JSON-schema reader; the broken cases below prove it really refuses what it should.
 */
import { describe, expect, it } from "vitest";
import { type core, z } from "zod";
import { buildArticleBreadcrumbJsonLd, buildBreadcrumbJsonLd } from "~/features/site/structured-data.rules";
import { type TyrePageSource, buildTyreBreadcrumbJsonLd, buildTyreProductJsonLd } from "~/features/tyres/tyre-page.rules";

const ORIGIN = "https://www.rengaskaarto.fi";

/** What a Product result needs (Google's required and recommended fields for a merchant listing, trimmed to ours). */
const PRODUCT_SCHEMA: core.JSONSchema.JSONSchema = {
  type: "object",
  required: ["@context", "@type", "name", "image", "brand", "offers"],
  properties: {
    "@context": { const: "https://schema.org" },
    "@type": { const: "Product" },
    name: { type: "string", minLength: 1 },
    image: { type: "array", minItems: 1, items: { type: "string", pattern: "^https://[^/]+/" } },
    brand: {
      type: "object",
      required: ["@type", "name"],
      properties: { "@type": { const: "Brand" }, name: { type: "string", minLength: 1 } },
    },
    offers: {
      type: "object",
      required: ["@type", "price", "priceCurrency", "availability"],
      properties: {
        "@type": { const: "Offer" },
        price: { type: "string", pattern: "^\\d+\\.\\d{2}$" },
        priceCurrency: { const: "EUR" },
        availability: { enum: ["https://schema.org/InStock", "https://schema.org/OutOfStock"] },
        url: { type: "string", pattern: "^https://" },
      },
    },
  },
};

const productSchema = z.fromJSONSchema(PRODUCT_SCHEMA);
const problems = (data: unknown) => {
  const result = productSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

const tyre: TyrePageSource = {
  id: 41,
  fullSize: "205/55R16",
  brand: "Nokian Tyres",
  model: "Hakkapeliitta R5",
  season: "winter",
  winterType: "friction",
  description: "Kitkarengas pohjoisen talviin.",
  currentPrice: "129.9",
  sale: { active: false, saleEndDate: null },
  stock: 12,
  euLabel: { fuelEfficiency: "C", wetGrip: "B", noiseLevel: 71, noiseClass: "B" },
  images: ["/api/images/7", "/api/images/8", "https://cdn.example.com/r5.jpg"],
  gtin: null,
};

describe("Product JSON-LD with photos", () => {
  it("passes the product schema: name, absolute images, brand, the offer's price, currency and availability", () => {
    const data = buildTyreProductJsonLd({ tyre, origin: ORIGIN });
    expect(problems(data)).toEqual([]);
    expect(data.image).toEqual([`${ORIGIN}/api/images/7`, `${ORIGIN}/api/images/8`, "https://cdn.example.com/r5.jpg"]);
    expect(data.offers).toMatchObject({ price: "129.90", priceCurrency: "EUR", availability: "https://schema.org/InStock" });
    expect(problems(buildTyreProductJsonLd({ tyre: { ...tyre, stock: 0 }, origin: ORIGIN }))).toEqual([]);
  });

  it("the schema refuses a product without a photo, with a relative image, a bad price or currency, or no brand", () => {
    const good = buildTyreProductJsonLd({ tyre, origin: ORIGIN });
    expect(problems(buildTyreProductJsonLd({ tyre: { ...tyre, images: [] }, origin: ORIGIN }))).toContain("image");
    // Without the site's origin the addresses stay relative: not a valid product image.
    expect(problems(buildTyreProductJsonLd({ tyre, origin: "" })).some((path) => path.startsWith("image"))).toBe(true);
    expect(problems({ ...good, offers: { ...good.offers, price: "129,90" } })).toContain("offers.price");
    expect(problems({ ...good, offers: { ...good.offers, priceCurrency: "SEK" } })).toContain("offers.priceCurrency");
    expect(problems({ ...good, offers: { ...good.offers, availability: "varastossa" } })).toContain("offers.availability");
    const { brand: _brand, ...withoutBrand } = good;
    expect(problems(withoutBrand)).toContain("brand");
  });
});

describe("BreadcrumbList JSON-LD", () => {
  it("gives the tyre page's trail: Renkaat › the size's results › the tyre, positions from 1, absolute URLs", () => {
    expect(buildTyreBreadcrumbJsonLd({ tyre, origin: ORIGIN })).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Renkaat", item: `${ORIGIN}/renkaat` },
        { "@type": "ListItem", position: 2, name: "205/55R16", item: `${ORIGIN}/renkaat?search=205%2F55R16` },
        { "@type": "ListItem", position: 3, name: "Nokian Tyres Hakkapeliitta R5", item: `${ORIGIN}/renkaat/205-55r16/nokian-tyres-hakkapeliitta-r5-41` },
      ],
    });
  });

  it("gives an article's trail: Artikkelit › the article", () => {
    const data = buildArticleBreadcrumbJsonLd({ article: { title: "Milloin talvirenkaat alle?", slug: "milloin-talvirenkaat" }, origin: ORIGIN });
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Artikkelit", item: `${ORIGIN}/artikkelit` },
      { "@type": "ListItem", position: 2, name: "Milloin talvirenkaat alle?", item: `${ORIGIN}/artikkelit/milloin-talvirenkaat` },
    ]);
  });

  it("keeps an absolute step's URL as it is", () => {
    const data = buildBreadcrumbJsonLd({ origin: ORIGIN, steps: [{ name: "Muualla", path: "https://example.com/x" }] });
    expect(data.itemListElement[0].item).toBe("https://example.com/x");
  });
});
