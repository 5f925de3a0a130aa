import { describe, expect, it } from "vitest";
import {
  MAX_SUGGESTIONS,
  alphanumericOnly,
  compareTyreSizes,
  isCanonicalTyreSize,
  isNumericQuery,
  matchTyreSize,
  normaliseTyreSize,
  suggestSizes,
  tyreSizeMatches,
  tyreSizeParts,
} from "~/lib/tyre-size";

describe("normaliseTyreSize", () => {
  it.each([
    // (1) three-two-two digits with dashes, optional r before the rim
    ["205-55-16", "205/55R16"],
    ["205-55-r16", "205/55R16"],
    ["205-55-R16", "205/55R16"],
    // (2) seven plain digits
    ["2055516", "205/55R16"],
    // (3) five digits, r, two digits
    ["20555r16", "205/55R16"],
    ["20555R16", "205/55R16"],
    // (4) three digits / two digits, optional r, two digits
    ["205/5516", "205/55R16"],
    ["205/55r16", "205/55R16"],
    ["205/55R16", "205/55R16"],
    // (5) three parts with slashes
    ["205/55/16", "205/55R16"],
  ])("the form %j becomes %j", (input, expected) => {
    expect(normaliseTyreSize(input)).toBe(expected);
  });

  it.each([
    [" 205/55 R16 ", "205/55R16"],
    ["205 55 16", "205/55R16"],
    ["205\t/\n55r16", "205/55R16"],
    ["2 0 5 5 5 1 6", "205/55R16"],
    ["205 - 55 - r 16", "205/55R16"],
  ])("removes all whitespace first: %j becomes %j", (input, expected) => {
    expect(normaliseTyreSize(input)).toBe(expected);
  });

  it.each([
    ["205", "205"],
    ["205/55", "205/55"],
    ["205/5", "205/5"],
    ["r16", "R16"],
    ["R16", "R16"],
    ["205/55zr16", "205/55zR16"],
    ["205/55R16 91V", "205/55R1691v"],
    ["ABC", "abc"],
    ["rr", "RR"],
    ["Talvirengas", "talviRengas"],
  ])("otherwise lowercases and turns r into R: %j becomes %j", (input, expected) => {
    expect(normaliseTyreSize(input)).toBe(expected);
  });

  it.each([
    ["20555166", "too many digits"],
    ["205555r16", "six digits before r"],
    ["205-55-166", "three-digit rim"],
    ["20-55-16", "two-digit width"],
    ["205/55r1", "one-digit rim"],
    ["205_55_16", "underscores"],
    ["205.55.16", "dots"],
    ["205/55/r16", "slashes with r"],
    ["205-55/16", "mixed separators"],
  ])("leaves other shapes alone except for r: %j (%s)", (input) => {
    expect(normaliseTyreSize(input)).toBe(input.toLowerCase().replace(/r/g, "R"));
  });

  it("gives an empty string for empty or blank input", () => {
    expect(normaliseTyreSize("")).toBe("");
    expect(normaliseTyreSize("   \t")).toBe("");
  });

  it("is idempotent", () => {
    for (const input of ["205-55-16", "2055516", "205/55/16", "abc r", "205/55zr16", "R", ""]) {
      expect(normaliseTyreSize(normaliseTyreSize(input))).toBe(normaliseTyreSize(input));
    }
  });
});

describe("isCanonicalTyreSize and tyreSizeParts", () => {
  it("recognises the catalogue form only", () => {
    expect(isCanonicalTyreSize("205/55R16")).toBe(true);
    expect(isCanonicalTyreSize("205/100R16")).toBe(true);
    expect(isCanonicalTyreSize("205/55r16")).toBe(false);
    expect(isCanonicalTyreSize("205/55R1")).toBe(false);
    expect(isCanonicalTyreSize(" 205/55R16")).toBe(false);
  });

  it.each([
    ["205/55R16", { width: 205, aspect: 55, diameter: 16 }],
    ["205-55-r16", { width: 205, aspect: 55, diameter: 16 }],
    ["2055516", { width: 205, aspect: 55, diameter: 16 }],
    ["205x55x16", { width: 205, aspect: 55, diameter: 16 }],
    ["205/55zr16", { width: 205, aspect: 55, diameter: 16 }],
    ["205/55 R16 91V", { width: 205, aspect: 55, diameter: 16 }],
    ["195/100R15", { width: 195, aspect: 100, diameter: 15 }],
  ])("reads %j as %j", (input, parts) => {
    expect(tyreSizeParts(input)).toEqual(parts);
  });

  it.each(["205", "205/55", "R16", "abc", "205x55", "205////55////16", "x205/55R16", ""])("finds no parts in %j", (input) => {
    expect(tyreSizeParts(input)).toBeNull();
  });
});

describe("helpers", () => {
  it("alphanumericOnly keeps lowercase letters and digits", () => {
    expect(alphanumericOnly("205/55R16")).toBe("20555r16");
    expect(alphanumericOnly("-/ .")).toBe("");
    expect(alphanumericOnly("ÄÖ 12")).toBe("12");
  });

  it("isNumericQuery accepts digits only", () => {
    expect(isNumericQuery("5516")).toBe(true);
    expect(isNumericQuery("")).toBe(false);
    expect(isNumericQuery("55R16")).toBe(false);
    expect(isNumericQuery("55 16")).toBe(false);
  });
});

describe("matchTyreSize", () => {
  const size = "205/55R16";

  it.each([
    ["205/55R16", "exact"],
    ["205-55-16", "exact"],
    ["205-55-r16", "exact"],
    ["2055516", "exact"],
    ["20555r16", "exact"],
    ["205/5516", "exact"],
    ["205/55r16", "exact"],
    ["205/55/16", "exact"],
    [" 205 / 55 R 16 ", "exact"],
  ])("the exact rule accepts %j", (query, rule) => {
    expect(matchTyreSize(query, size)).toBe(rule);
  });

  it.each(["205", "205/", "205/5", "/55", "55R", "R16", "r16", "5R1", "R", "16", "/"])(
    "the substring rule accepts %j (case-insensitive)",
    (query) => {
      expect(matchTyreSize(query, size)).toBe("substring");
    },
  );

  it.each(["20555", "205-55", "205.55", "55-r16", "5-r16", "205_55", "0555r1", "205 55", "55-5r-1"])(
    "the letters-and-digits rule accepts %j",
    (query) => {
      expect(matchTyreSize(query, size)).toBe("alphanumeric");
    },
  );

  it.each(["205x55x16", "205/55zr16", "205/55 R16 91V", "205..55..16", "205/55-16x"])(
    "the width/aspect/rim rule accepts %j",
    (query) => {
      expect(matchTyreSize(query, size)).toBe("parts");
    },
  );

  it.each(["5516", "551", "55516", "05551"])("the digit rule accepts the numeric query %j", (query) => {
    expect(matchTyreSize(query, size)).toBe("digits");
  });

  it.each([
    ["", "empty"],
    ["   ", "blank"],
    ["195/65R15", "another size"],
    ["205/55R17", "another rim"],
    ["205-55-17", "another rim in another form"],
    ["2055517", "another size as digits"],
    ["55R15", "wrong part"],
    ["abc", "letters"],
    ["5517", "digits not in the size"],
    ["205x55x17", "other parts"],
    ["205/55zr17", "other parts with letters"],
    ["1205/55R16", "more than the size"],
    ["%", "a LIKE wildcard"],
  ])("rejects %j (%s)", (query) => {
    expect(matchTyreSize(query, size)).toBeNull();
    expect(tyreSizeMatches(query, size)).toBe(false);
  });

  it("normalises the size side too", () => {
    expect(matchTyreSize("205/55R16", "205-55-16")).toBe("exact");
    expect(matchTyreSize("55r1", "205 / 55 r 16")).toBe("substring");
  });

  it("tells apart rims that share digits with the aspect", () => {
    expect(tyreSizeMatches("5516", "205/55R16")).toBe(true);
    expect(tyreSizeMatches("5516", "215/55R17")).toBe(false);
    expect(tyreSizeMatches("55r16", "225/55R16")).toBe(true);
    expect(tyreSizeMatches("55r16", "205/55R17")).toBe(false);
  });
});

describe("compareTyreSizes", () => {
  it("orders by width, aspect and rim as numbers, then anything else", () => {
    const sizes = ["225/45R17", "195/65R15", "205/100R16", "205/55R16", "zzz", "205/55R15", "abc"];
    expect([...sizes].sort(compareTyreSizes)).toEqual([
      "195/65R15",
      "205/55R15",
      "205/55R16",
      "205/100R16",
      "225/45R17",
      "abc",
      "zzz",
    ]);
  });
});

describe("suggestSizes", () => {
  const catalogue = [
    "205/55R16",
    "195/65R15",
    "205/60R16",
    "205/55R17",
    "205/50R17",
    "205/65R15",
    "205/75R16",
    "205/65R16",
    "205/45R17",
    "205/40R18",
    "215/55R16",
    "225/45R17",
  ];

  it("needs at least two characters", () => {
    expect(suggestSizes("", catalogue)).toEqual([]);
    expect(suggestSizes("2", catalogue)).toEqual([]);
    expect(suggestSizes(" 2 ", catalogue)).toEqual([]);
    expect(suggestSizes("20", catalogue).length).toBeGreaterThan(0);
  });

  it("gives at most eight matching sizes, sorted", () => {
    const suggestions = suggestSizes("205", catalogue);
    expect(suggestions).toHaveLength(MAX_SUGGESTIONS);
    expect(suggestions.map((s) => s.size)).toEqual([
      "205/40R18",
      "205/45R17",
      "205/50R17",
      "205/55R16",
      "205/55R17",
      "205/60R16",
      "205/65R15",
      "205/65R16",
    ]);
  });

  it("drops duplicates, also ones that differ only in how they are written", () => {
    const suggestions = suggestSizes("205/55", ["205/55R16", "205/55R16", "205-55-16", "205/55r17"]);
    expect(suggestions.map((s) => s.size)).toEqual(["205/55R16", "205/55R17"]);
  });

  it("shows the typed text beside each suggestion only when it differs from its normalised form", () => {
    expect(suggestSizes("205-55-16", catalogue)).toEqual([{ size: "205/55R16", typed: "205-55-16" }]);
    expect(suggestSizes("2055516", catalogue)).toEqual([{ size: "205/55R16", typed: "2055516" }]);
    expect(suggestSizes("205/55r16", catalogue)).toEqual([{ size: "205/55R16", typed: "205/55r16" }]);
    expect(suggestSizes("205/55R16", catalogue)).toEqual([{ size: "205/55R16", typed: null }]);
    expect(suggestSizes("  205/55R16  ", catalogue)).toEqual([{ size: "205/55R16", typed: null }]);
    expect(suggestSizes("55R1", catalogue).every((s) => s.typed === null)).toBe(true);
  });

  it("finds nothing for text that is no size", () => {
    expect(suggestSizes("talvirengas", catalogue)).toEqual([]);
    expect(suggestSizes("999", catalogue)).toEqual([]);
  });

  it("ignores empty entries of a broken size list", () => {
    expect(suggestSizes("205/55R16", ["", "  ", "205/55R16"])).toEqual([{ size: "205/55R16", typed: null }]);
  });
});
