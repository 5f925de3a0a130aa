/**
 * The /renkaat filters' pure rules (app/features/tyres/filters.rules.ts) and the listing's heading and
 * canonical address with them (listing.rules.ts): what the server and the form both rely on.
 */
import { describe, expect, it } from "vitest";
import { activeFilterCount, completeFilters, readPrice, tidyListingQuery } from "~/features/tyres/filters.rules";
import { listingHeading, tyreListingHref } from "~/features/tyres/listing.rules";

describe("listingHeading", () => {
  it.each([
    [{ search: "205/55R16", type: null }, "Renkaat koossa 205/55R16"],
    [{ search: "205/55R16", type: "winter" }, "Talvirenkaat koossa 205/55R16"],
    [{ search: "205/55R16", type: "winter", winterType: "studded" }, "Nastarenkaat koossa 205/55R16"],
    [{ search: "225", type: null }, "Renkaat: koot, joissa on 225"],
    [{ search: "225/45", type: "winter" }, "Talvirenkaat: koot, joissa on 225/45"],
    [{ search: "225/45", type: "summer" }, "Kesärenkaat: koot, joissa on 225/45"],
    [{ search: "", type: "winter", winterType: "friction" }, "Kitkarenkaat"],
    [{ search: "", type: "summer", winterType: "friction" }, "Kesärenkaat"],
    [{ search: "", type: null }, "Renkaat"],
  ] as const)("%j → %s", (filters, heading) => {
    expect(listingHeading(filters)).toBe(heading);
  });
});

describe("tyreListingHref with filters", () => {
  it("writes every filter that is on, in one order, and keeps them on other pages", () => {
    const href = tyreListingHref(
      {
        search: "205/55R16",
        type: "winter",
        winterType: "friction",
        sort: "price-desc",
        brands: [7, 3, 7],
        minPrice: 60,
        maxPrice: 149.5,
        fuel: "B",
        wet: "A",
        noise: "B",
        xl: true,
        runFlat: true,
        inStock: true,
      },
      2,
    );
    expect(href).toBe(
      "/renkaat?search=205%2F55R16&type=winter&winterType=friction&brand=3&brand=7&minPrice=60&maxPrice=149.5&fuel=B&wet=A&noise=B&xl=1&runFlat=1&inStock=1&sort=price-desc&page=2",
    );
  });

  it("leaves out what is off, and a winter type without the winter season", () => {
    expect(tyreListingHref({ search: "", type: null, sort: "price-asc", brands: [], xl: false, fuel: null })).toBe("/renkaat");
    expect(tyreListingHref({ search: "", type: "summer", sort: "price-asc", winterType: "studded" })).toBe("/renkaat?type=summer");
    expect(tyreListingHref({ search: "", type: null, sort: "price-asc", winterType: "studded" })).toBe("/renkaat?type=winter&winterType=studded");
    expect(tyreListingHref({ search: "", type: null, sort: "price-asc", minPrice: 200, maxPrice: 100 })).toBe("/renkaat?minPrice=100&maxPrice=200");
  });

  it("is what parsing it back tidies to: tidy changes nothing in a canonical address", () => {
    const href = tyreListingHref({ search: "225", type: "winter", winterType: "studded", sort: "price-desc", brands: [2], xl: true });
    const query = new URLSearchParams(href.split("?")[1]);
    expect(tidyListingQuery(query).toString()).toBe(query.toString());
  });
});

describe("tidyListingQuery", () => {
  it("drops the empty fields, the default order and page 1, keeping the order and anything unknown", () => {
    const form = new URLSearchParams("search=225&type=&brand=3&brand=1&minPrice=&maxPrice=120&fuel=&wet=&noise=A&sort=price-asc&page=1&gclid=x");
    expect(tidyListingQuery(form).toString()).toBe("search=225&brand=3&brand=1&maxPrice=120&noise=A&gclid=x");
  });

  it("writes the season group's winter types as the winter season and a winter type", () => {
    expect(tidyListingQuery(new URLSearchParams("type=studded&xl=1")).toString()).toBe("type=winter&winterType=studded&xl=1");
  });

  it("is idempotent and keeps broken values for the parser to ignore", () => {
    const broken = new URLSearchParams("type=kevät&page=0&sort=x&brand=abc&__proto__=1");
    expect(tidyListingQuery(broken).toString()).toBe(broken.toString());
    const once = tidyListingQuery(new URLSearchParams("type=friction&sort=price-asc&minPrice="));
    expect(tidyListingQuery(once).toString()).toBe(once.toString());
  });
});

describe("the filters' small rules", () => {
  it("reads a typed price in euros", () => {
    expect(readPrice("89")).toBe(89);
    expect(readPrice("89,50")).toBe(89.5);
    expect(readPrice(" 89.5 ")).toBe(89.5);
    for (const bad of ["", "-1", "1e3", "0x10", "Infinity", "12.345", "1000001", "abc", null, undefined]) expect(readPrice(bad), String(bad)).toBeNull();
  });

  it("counts the active filters: the season once with its winter type, each brand, the price range once", () => {
    expect(activeFilterCount(null, {})).toBe(0);
    expect(activeFilterCount("winter", { winterType: "studded", brands: [1, 2], minPrice: 50, maxPrice: 90, fuel: "B", xl: true, inStock: true })).toBe(7);
  });

  it("completes the filters: unique sorted brands, none when far too many, a reversed range turned round", () => {
    expect(completeFilters({ brands: [3, 1, 3, 0, -2, 1.5] }).brands).toEqual([1, 3]);
    expect(completeFilters({ brands: Array.from({ length: 51 }, (_, index) => index + 1) }).brands).toEqual([]);
    expect(completeFilters({ minPrice: 200, maxPrice: 100 })).toMatchObject({ minPrice: 100, maxPrice: 200 });
  });
});
