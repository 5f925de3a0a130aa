import { describe, expect, it } from "vitest";
import { filterSizeOptions, parseTyreAdminSearch, wholeTyreSize } from "~/features/tyres/admin-search.rules";

describe("parseTyreAdminSearch", () => {
  it("keeps plain words", () => {
    expect(parseTyreAdminSearch(" nokian  hakkapeliitta ")).toEqual({ size: null, words: ["nokian", "hakkapeliitta"] });
    expect(parseTyreAdminSearch("")).toEqual({ size: null, words: [] });
  });

  it("finds a size in the five forms, also split into words, anywhere", () => {
    for (const text of ["205/55R16", "205-55-16", "2055516", "20555r16", "205/55/16", "205 55 16", "205/55 R16", "205 / 55 R 16", "205x55x16"]) {
      expect(parseTyreAdminSearch(`nokian ${text} hakka`), text).toEqual({ size: "205/55R16", words: ["nokian", "hakka"] });
    }
  });

  it("does not read a model's number into the size", () => {
    expect(parseTyreAdminSearch("Hakkapeliitta 10 205 55 16")).toEqual({ size: "205/55R16", words: ["Hakkapeliitta", "10"] });
    expect(wholeTyreSize("1020555")).toBeNull();
    expect(parseTyreAdminSearch("205/55")).toEqual({ size: null, words: ["205/55"] });
  });

  it("drops duplicate words and keeps at most eight", () => {
    expect(parseTyreAdminSearch("a A b").words).toEqual(["a", "b"]);
    expect(parseTyreAdminSearch("a b c d e f g h i j").words).toHaveLength(8);
  });
});

describe("filterSizeOptions", () => {
  const options = ["195/65R15", "205/55R16", "205/55R17", "225/45R17"].map((fullSize, id) => ({ id, fullSize, label: `${fullSize} (${id === 3 ? "SUV" : "Henkilöauto"})` }));
  const sizes = (query: string, limit?: number) => filterSizeOptions(options, query, limit).map((o) => o.fullSize);

  it("matches by the size rules and the label, in order, at most the limit", () => {
    expect(sizes("")).toEqual(["195/65R15", "205/55R16", "205/55R17", "225/45R17"]);
    expect(sizes("", 2)).toEqual(["195/65R15", "205/55R16"]);
    expect(sizes("205 55")).toEqual(["205/55R16", "205/55R17"]);
    expect(sizes("2055516")).toEqual(["205/55R16"]);
    expect(sizes("205 55 16")).toEqual(["205/55R16"]);
    expect(sizes("suv")).toEqual(["225/45R17"]);
    expect(sizes("R17")).toEqual(["205/55R17", "225/45R17"]);
    expect(sizes("xyz")).toEqual([]);
  });
});
