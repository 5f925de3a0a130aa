import { describe, expect, it } from "vitest";
import { BRANDS, NETWORK_BRAND, brandLogo } from "~/content/brands";

describe("BRANDS", () => {
  it("lists the 14 logos with unique slugs, the network last", () => {
    expect(BRANDS).toHaveLength(14);
    expect(new Set(BRANDS.map((b) => b.slug)).size).toBe(14);
    expect(BRANDS.at(-1)).toBe(NETWORK_BRAND);
    for (const entry of BRANDS) expect(entry.logo).toBe(`/images/brands/${entry.slug}.svg`);
  });
});

describe("brandLogo", () => {
  it.each([
    ["Nokian Tyres", "/images/brands/nokian.svg"],
    ["NOKIAN TYRES", "/images/brands/nokian.svg"],
    ["nokian", "/images/brands/nokian.svg"],
    ["  Michelin  ", "/images/brands/michelin.svg"],
    ["bridgestone", "/images/brands/bridgestone.svg"],
    ["Toyo Tires", "/images/brands/toyo.svg"],
    ["DUNLOP", "/images/brands/dunlop.svg"],
  ])("finds %j by case-insensitive name", (name, logo) => {
    expect(brandLogo(name)).toBe(logo);
  });

  it.each(["Point S", "PointS", "POINT-S", "pointS Finland", "Point S Suomi", "Rengas point-s"])(
    "maps %j to the network logo",
    (name) => {
      expect(brandLogo(name)).toBe(NETWORK_BRAND.logo);
    },
  );

  it.each(["", "   ", "Tuntematon Merkki", "Nokia", null, undefined])("gives null for %j", (name) => {
    expect(brandLogo(name)).toBeNull();
  });

  it("finds every listed brand by its own name", () => {
    for (const entry of BRANDS) expect(brandLogo(entry.name)).toBe(entry.logo);
  });
});
