import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_HOURS } from "~/features/hours/rules";
import { COMPANY } from "~/content/company";
import { buildTireShopJsonLd, openingHoursSpecification, serializeJsonLd } from "~/features/site/structured-data.rules";

describe("TireShop JSON-LD", () => {
  it("describes the shop with address, geo, contact details and its origin", () => {
    const data = buildTireShopJsonLd({ hours: DEFAULT_BUSINESS_HOURS, origin: "https://www.rengaskaarto.fi" });
    expect(data["@type"]).toBe("TireShop");
    expect(data.name).toBe(COMPANY.name);
    expect(data.url).toBe("https://www.rengaskaarto.fi/");
    expect(data.telephone).toBe("+358193562100");
    expect(data.email).toBe(COMPANY.salesEmail);
    expect(data.address).toMatchObject({
      "@type": "PostalAddress",
      streetAddress: COMPANY.street,
      postalCode: COMPANY.postalCode,
      addressLocality: COMPANY.town,
      addressCountry: "FI",
    });
    expect(data.geo).toEqual({ "@type": "GeoCoordinates", latitude: COMPANY.geo.latitude, longitude: COMPANY.geo.longitude });
    expect(data.priceRange).toBeTruthy();
  });

  it("groups days with equal hours and leaves closed days out", () => {
    expect(openingHoursSpecification(DEFAULT_BUSINESS_HOURS)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "17:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "13:00" },
    ]);
    const allClosed = DEFAULT_BUSINESS_HOURS.map((entry) => ({ ...entry, isClosed: true }));
    expect(openingHoursSpecification(allClosed)).toEqual([]);
    expect(openingHoursSpecification(null)).toEqual([]);
  });

  it("omits the address fields that need an origin when none is known", () => {
    const data = buildTireShopJsonLd({ hours: null, origin: "" });
    expect(data).not.toHaveProperty("url");
    expect(data.openingHoursSpecification).toEqual([]);
  });

  it("serialises so that no value can close the script element", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script>", note: "a & b > c \u2028" });
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(json).not.toContain("&");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>", note: "a & b > c \u2028" });
  });
});
