import { describe, expect, it } from "vitest";
import { NOUNS, countNoun, joinFinnish, nounAfterNumber, pluralGenitive, pluralPartitive } from "~/lib/finnish";
import { foldFinnish, hasWord, hasWordExcept, indexOfPattern, tokenize, words } from "~/lib/finnish-words";

describe("countNoun", () => {
  it("takes the nominative singular after one", () => {
    expect(countNoun(1, "talvirengas")).toBe("1 talvirengas");
    expect(countNoun(1, "kampanja")).toBe("1 kampanja");
    expect(countNoun(1, "koko")).toBe("1 koko");
  });

  it("takes the partitive singular after any other number, zero included", () => {
    expect(countNoun(3, "talvirengas")).toBe("3 talvirengasta");
    expect(countNoun(2, "rengas")).toBe("2 rengasta");
    expect(countNoun(0, "nastarengas")).toBe("0 nastarengasta");
    expect(countNoun(14, "merkki")).toBe("14 merkkiä");
    expect(countNoun(21, "tuote")).toBe("21 tuotetta");
    expect(countNoun(5, "tarjous")).toBe("5 tarjousta");
    expect(countNoun(2, "kitkarengas")).toBe("2 kitkarengasta");
  });

  it("never pairs a number with the plural partitive", () => {
    for (const noun of Object.keys(NOUNS) as (keyof typeof NOUNS)[]) {
      for (const count of [0, 1, 2, 7, 10, 101]) {
        expect(countNoun(count, noun)).not.toContain(NOUNS[noun].pluralPartitive);
      }
    }
  });

  it("gives the word alone for sentences that put the number elsewhere", () => {
    expect(`${countNoun(3, "muu")} ${nounAfterNumber(3, "koko")}`).toBe("3 muuta kokoa");
    expect(`${countNoun(1, "muu")} ${nounAfterNumber(1, "koko")}`).toBe("1 muu koko");
  });
});

describe("plural forms", () => {
  it("has the partitive for 'onko … renkaita' and the genitive for 'renkaiden hinnat'", () => {
    expect(pluralPartitive("talvirengas")).toBe("talvirenkaita");
    expect(pluralPartitive("kitkarengas")).toBe("kitkarenkaita");
    expect(pluralGenitive("talvirengas")).toBe("talvirenkaiden");
    expect(pluralGenitive("rengas")).toBe("renkaiden");
  });

  it("joins names with commas and 'ja'", () => {
    expect(joinFinnish(["Kari"])).toBe("Kari");
    expect(joinFinnish(["Kari", "Sanna"])).toBe("Kari ja Sanna");
    expect(joinFinnish(["Kari", "Sanna", "Mikko"])).toBe("Kari, Sanna ja Mikko");
  });
});

describe("the word matcher", () => {
  it("splits into lowercase words, keeping Finnish letters and digits", () => {
    expect(tokenize("Kysyisin hinnasta: 205/55R16!")).toEqual(["kysyisin", "hinnasta", "205", "55r16"]);
    expect(tokenize("Ääni, ÖLJY ja Åland")).toEqual(["ääni", "öljy", "ja", "åland"]);
    expect(foldFinnish("kesärenkaat öljy åland")).toBe("kesarenkaat oljy aland");
  });

  it("matches a stem only at the start of a word", () => {
    expect(hasWord(words("Kysyisin hinnasta: 205/55R16"), ["nast"])).toBe(false);
    expect(hasWord(words("Onko nastarenkaita?"), ["nast"])).toBe(true);
    expect(hasWord(words("ajatteko nastoilla"), ["nast"])).toBe(true);
  });

  it("matches '*' stems inside compounds and '=' words exactly", () => {
    expect(hasWord(words("talvirenkaat"), ["renka"])).toBe(false);
    expect(hasWord(words("talvirenkaat"), ["*renka"])).toBe(true);
    expect(hasWord(words("onko ale"), ["=ale"])).toBe(true);
    expect(hasWord(words("alennus"), ["=ale"])).toBe(false);
  });

  it("matches consecutive words and ignores ä/ö typed as a/o", () => {
    expect(indexOfPattern(words("paljonko se mitä maksaa"), "mitä maksa")).toBe(2);
    expect(hasWord(words("mita maksaa"), ["mitä maksa"])).toBe(true);
    expect(hasWord(words("kesarenkaat"), ["kesä"])).toBe(true);
    expect(hasWord(words("maksaa mitä"), ["mitä maksa"])).toBe(false);
  });

  it("tells studded from 'nastaton' with an exception list", () => {
    const studded = ["nast"];
    const friction = ["nastaton", "nastatto"];
    expect(hasWordExcept(words("nastattomat talvirenkaat"), studded, friction)).toBe(false);
    expect(hasWordExcept(words("nastarenkaat"), studded, friction)).toBe(true);
  });
});
