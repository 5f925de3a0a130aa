/** The plain-JavaScript fi-FI formats (no Intl on the public pages) against Intl's own output. */
import { describe, expect, it } from "vitest";
import { type FractionDigits, formatFinnishEuros, formatFinnishNumber } from "~/lib/finnish-number";
import { formatCents } from "~/features/price-list/rules";
import { formatPrice } from "~/lib/price";
import { formatRating, formatReviewCount } from "~/features/reviews/components/ReviewStars";

/** Prices with cents, halves, big and tiny numbers, negatives and the zeros. */
function sampleValues(): number[] {
  const values = [0, -0, 1, -1, 0.5, 1.5, 2.5, 0.125, 1.005, 2.005, 999.995, 1234.5, -1234.5, 1234567.891, 1e21, 1.5e22, 1e-7, -0.001, 0.045, 10.045];
  // Every cent amount from 0 to 200 €, then prices up to 100 000 € in uneven steps.
  for (let cents = 0; cents <= 20_000; cents++) values.push(cents / 100);
  for (let cents = 20_000; cents < 10_000_000; cents += 997) values.push(cents / 100, -cents / 100);
  // Thirds, tenths and halves on a thousandth grid: rounding at every digit count.
  for (let thousandths = 0; thousandths < 5_000; thousandths += 7) values.push(thousandths / 1000, thousandths / 3, thousandths * 1.0005);
  return values;
}

const DIGITS: FractionDigits[] = [
  {},
  { minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { minimumFractionDigits: 0, maximumFractionDigits: 1 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 0, maximumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
];

describe("formatFinnishNumber", () => {
  it.each(DIGITS)("matches Intl.NumberFormat('fi-FI', %o) over prices, halves and extremes", (digits) => {
    const intl = new Intl.NumberFormat("fi-FI", digits);
    const differences = sampleValues()
      .map((value) => ({ value, ours: formatFinnishNumber(value, digits), intl: intl.format(value) }))
      .filter((row) => row.ours !== row.intl);
    expect(differences).toEqual([]);
  });

  it("says NaN and infinity as Intl does", () => {
    for (const value of [Number.NaN, Infinity, -Infinity]) expect(formatFinnishNumber(value)).toBe(new Intl.NumberFormat("fi-FI").format(value));
  });

  it("groups with no-break spaces, writes a decimal comma and a real minus sign", () => {
    expect(formatFinnishNumber(-1234567.891, { maximumFractionDigits: 2 })).toBe("\u22121\u00a0234\u00a0567,89");
  });
});

describe("formatFinnishEuros", () => {
  // Always with explicit digits: without them Intl's EUR format has its own default (two decimals).
  it.each(DIGITS.slice(1))("matches Intl's fi-FI EUR currency format with %o", (digits) => {
    const intl = new Intl.NumberFormat("fi-FI", { style: "currency", currency: "EUR", ...digits });
    const differences = sampleValues()
      .map((value) => ({ value, ours: formatFinnishEuros(value, digits), intl: intl.format(value) }))
      .filter((row) => row.ours !== row.intl);
    expect(differences).toEqual([]);
  });
});

describe("the site's number formats", () => {
  it("prices: '89,90 €', '90 €', '1 234,50 €'", () => {
    expect(formatPrice("89.90")).toBe("89,90\u00a0€");
    expect(formatPrice(90)).toBe("90\u00a0€");
    expect(formatPrice("1234.50")).toBe("1\u00a0234,50\u00a0€");
  });

  it("price list cents: '35 €', '12,50 €', '1 234,50 €'", () => {
    expect([3500, 1250, 123450].map(formatCents)).toEqual(["35\u00a0€", "12,50\u00a0€", "1\u00a0234,50\u00a0€"]);
  });

  it("ratings: '4,7' and '1 234 arviota'", () => {
    expect(formatRating(4.66)).toBe("4,7");
    expect(formatRating(5)).toBe("5,0");
    expect(formatReviewCount(1234)).toBe("1\u00a0234 arviota");
    expect(formatReviewCount(1)).toBe("1 arvio");
  });
});
