import { describe, expect, it } from "vitest";
import { discountPercent, formatFinnishDate, formatMonthly, formatPrice, isSaleActive, saleValidityText, toAmount } from "~/lib/price";
import { helsinkiDay } from "~/lib/helsinki-time";

// Intl's fi-FI output separates with no-break spaces and writes minus as U+2212; tests spell them out.
const NBSP = "\u00a0";

describe("toAmount", () => {
  it.each([
    ["89.90", 89.9],
    [89.9, 89.9],
    ["0", 0],
    ["1234.50", 1234.5],
  ])("reads %j as %j", (input, expected) => {
    expect(toAmount(input)).toBe(expected);
  });

  it.each([null, undefined, "", "abc", Number.NaN, Number.POSITIVE_INFINITY])("gives null for %j", (input) => {
    expect(toAmount(input)).toBeNull();
  });
});

describe("formatPrice", () => {
  it.each([
    ["89.90", `89,90${NBSP}€`],
    ["110.9", `110,90${NBSP}€`],
    ["90.00", `90${NBSP}€`],
    [90, `90${NBSP}€`],
    ["7.49", `7,49${NBSP}€`],
    ["0.00", `0${NBSP}€`],
    ["1234.50", `1${NBSP}234,50${NBSP}€`],
    ["12345.67", `12${NBSP}345,67${NBSP}€`],
    [0.005, `0,01${NBSP}€`],
    [19.999, `20${NBSP}€`],
  ])("shows %j as %j (fi-FI: whole euros bare, cents always two digits)", (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });

  it("shows an unreadable amount as zero rather than NaN", () => {
    expect(formatPrice("abc")).toBe(`0${NBSP}€`);
  });
});

describe("formatMonthly", () => {
  it("adds the per-month unit", () => {
    expect(formatMonthly("7.49")).toBe(`7,49${NBSP}€/kk`);
    expect(formatMonthly(10)).toBe(`10${NBSP}€/kk`);
  });
});

describe("discountPercent", () => {
  it.each([
    ["100.00", "80.00", 20],
    ["89.90", "74.90", 17],
    ["129.90", "109.90", 15],
    ["100", "99.60", 0],
    ["100", "99.40", 1],
  ])("from %j to %j is %j %", (price, sale, expected) => {
    expect(discountPercent(price, sale)).toBe(expected);
  });

  it.each([
    ["0", "0"],
    ["100", "100"],
    ["100", "120"],
    ["", "50"],
    ["100", ""],
  ])("is 0 when there is no real discount (%j → %j)", (price, sale) => {
    expect(discountPercent(price, sale)).toBe(0);
  });
});

describe("dates", () => {
  it("formats a date column value as dd.mm.yyyy, the same calendar day", () => {
    expect(formatFinnishDate("2026-12-05")).toBe("05.12.2026");
    expect(formatFinnishDate("2026-01-01")).toBe("01.01.2026");
    expect(formatFinnishDate("2026-12-31")).toBe("31.12.2026");
  });

  it("formats an instant in Helsinki time", () => {
    // 22:30 UTC on 31 December is already New Year's Day in Helsinki (UTC+2).
    expect(formatFinnishDate(new Date("2026-12-31T22:30:00Z"))).toBe("01.01.2027");
    expect(formatFinnishDate("2026-06-30T21:30:00Z")).toBe("01.07.2026");
  });

  it("gives today's Helsinki date as YYYY-MM-DD", () => {
    expect(helsinkiDay(new Date("2026-12-31T21:59:00Z"))).toBe("2026-12-31");
    expect(helsinkiDay(new Date("2026-12-31T22:00:00Z"))).toBe("2027-01-01");
    expect(helsinkiDay()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("isSaleActive", () => {
  const sale = { isActive: true, salePrice: "79.90", endDate: "2026-12-05" };

  it("runs through its end date, inclusive", () => {
    expect(isSaleActive(sale, "2026-12-04")).toBe(true);
    expect(isSaleActive(sale, "2026-12-05")).toBe(true);
    expect(isSaleActive(sale, "2026-12-06")).toBe(false);
  });

  it("runs while stock lasts without an end date", () => {
    expect(isSaleActive({ ...sale, endDate: null }, "2099-01-01")).toBe(true);
  });

  it("needs the switch on and a sale price", () => {
    expect(isSaleActive({ ...sale, isActive: false }, "2026-12-01")).toBe(false);
    expect(isSaleActive({ ...sale, salePrice: null }, "2026-12-01")).toBe(false);
  });
});

describe("saleValidityText", () => {
  it("names the end date or says while stock lasts", () => {
    expect(saleValidityText("2026-12-05")).toBe("Tarjous voimassa 05.12.2026 asti");
    expect(saleValidityText(null)).toBe("Tarjous voimassa niin kauan kuin tavaraa riittää");
  });
});
