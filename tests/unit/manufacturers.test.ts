import { describe, expect, it } from "vitest";
import {
  FALLBACK_MANUFACTURERS,
  MANUFACTURER_TEXTS as T,
  isHttpUrl,
  manufacturerFormSchema,
  tabUrl,
  websiteHost,
} from "~/features/manufacturers/rules";
import { parseDatabaseId } from "~/lib/database-id";

describe("the built-in manufacturer list", () => {
  it("has the spec's 19 tyre brands, each once, none blank", () => {
    expect(FALLBACK_MANUFACTURERS).toHaveLength(19);
    expect(new Set(FALLBACK_MANUFACTURERS.map((name) => name.toLowerCase())).size).toBe(19);
    expect(FALLBACK_MANUFACTURERS.every((name) => name.trim() === name && name !== "")).toBe(true);
    expect(FALLBACK_MANUFACTURERS).toEqual(expect.arrayContaining(["Nokian Tyres", "Michelin", "Continental", "Point S"]));
  });
});

describe("the manufacturer form", () => {
  const parse = (value: Record<string, unknown>) => manufacturerFormSchema.safeParse(value);

  it("requires a name and trims it", () => {
    for (const name of [undefined, "", "   "]) {
      const result = parse({ name });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ["name"], message: "Valmistajan nimi on pakollinen" });
    }
    expect(parse({ name: "  Nokian Tyres " }).data).toEqual({
      name: "Nokian Tyres",
      country: null,
      logoUrl: null,
      website: null,
      description: "",
    });
  });

  it("accepts http(s) addresses for the logo and website only", () => {
    expect(parse({ name: "X", logoUrl: "https://x.fi/logo.svg", website: " http://x.fi " }).data).toMatchObject({
      logoUrl: "https://x.fi/logo.svg",
      website: "http://x.fi",
    });
    for (const bad of ["x.fi", "javascript:alert(1)", "ftp://x.fi", "https://"]) {
      const result = parse({ name: "X", website: bad });
      expect(result.error?.issues[0]).toMatchObject({ path: ["website"], message: T.invalidUrl });
    }
    expect(isHttpUrl("https://www.michelin.fi")).toBe(true);
    expect(websiteHost("https://www.michelin.fi/renkaat")).toBe("www.michelin.fi");
    expect(websiteHost("ei osoite")).toBe("ei osoite");
  });

  it("limits lengths with a Finnish message", () => {
    expect(parse({ name: "x".repeat(101) }).error?.issues[0].message).toBe("Enintään 100 merkkiä");
  });
});

describe("texts and helpers", () => {
  it("has the spec's messages", () => {
    expect(T.created).toBe("Valmistaja luotu onnistuneesti");
    expect(T.updated).toBe("Valmistaja päivitetty onnistuneesti");
    expect(T.deleted).toBe("Valmistaja poistettu onnistuneesti");
    expect(T.saveFailed).toBe("Virhe käsiteltäessä valmistajaa");
    expect(T.deleteFailed).toBe("Virhe poistaessa valmistajaa");
    expect(T.empty).toBe("Ei valmistajia lisätty");
    expect(T.count(14)).toBe("Valmistajia: 14");
    expect(T.duplicate("Nokian")).toBe('Valmistaja "Nokian" on jo olemassa.');
    expect(T.hasProducts(3)).toBe("Valmistajaa ei voi poistaa: sillä on 3 rengastuotetta.");
    expect(T.hasProducts(1)).toBe("Valmistajaa ei voi poistaa: sillä on 1 rengastuote.");
  });

  it("reads route ids strictly and keeps the tab's query on the way back", () => {
    expect(parseDatabaseId("12")).toBe(12);
    for (const bad of [undefined, "", "0", "-1", "1.5", "abc", "9999999999"]) expect(parseDatabaseId(bad)).toBeNull();
    expect(tabUrl("http://x/admin/renkaat/valmistajat/uusi?haku=nokian&index&_routes=a")).toBe("/admin/renkaat/valmistajat?haku=nokian");
    expect(tabUrl("http://x/admin/renkaat/valmistajat/1/poista")).toBe("/admin/renkaat/valmistajat");
  });
});
