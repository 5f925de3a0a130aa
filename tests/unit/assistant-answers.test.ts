/** Kaartobotti's readers of sums and rims, and the financing arithmetic (issue 27). */
import { describe, expect, it } from "vitest";
import { FINANCING } from "~/content/financing";
import { earlierSets, financingText as answer, purchaseSum, singleSetPrice } from "~/features/chat/assistant/financing-answer";
import { rimQueryIn } from "~/features/chat/assistant/rim-query";

describe("financing", () => {
  it("reads a purchase sum however it is written", () => {
    expect(purchaseSum("jos ostan renkaat 1200 eurolla")).toBe(1200);
    expect(purchaseSum("800e ostos osamaksulla")).toBe(800);
    expect(purchaseSum("if i buy for 600 euros")).toBe(600);
    expect(purchaseSum("1 200 € renkaat")).toBe(1200);
    expect(purchaseSum("€450 please")).toBe(450);
    expect(purchaseSum("205/55R16 renkaat")).toBeUndefined();
  });

  it("gives the monthly instalment of a sum, or the minimum it falls short of, in the visitor's language", () => {
    // Prices are written with a no-break space before the euro sign.
    const financingText = (line: string, language: "fi" | "sv" | "en") => answer(line, language).replace(/\u00a0/g, " ");
    expect(financingText("1200 eurolla rahoituksella?", "fi")).toContain("kuukausierä on **100 €**");
    expect(financingText("800e osamaksulla", "fi")).toContain("**66,67 €**");
    expect(financingText("600 euros monthly?", "en")).toContain("the monthly payment is **50 €**");
    expect(financingText("250 euron ostos erissä", "fi")).toContain(`vähimmäissumman **${FINANCING.minimumPurchase} €**`);
    expect(financingText("Kan man dela upp betalningen?", "sv")).toContain("0 % ränta");
  });

  it("takes the price of four from the one tyre the previous reply listed, for 'entä rahoituksella?'", () => {
    const one = "- **Hankook Winter i\\*Pike RS2** (nastarengas) – **146,90\u00a0€**/kpl, 4 kpl 587,60\u00a0€, varastossa 20 kpl";
    expect(singleSetPrice(one)).toBe(587.6);
    expect(answer("entä rahoituksella kuukaudessa?", "fi", singleSetPrice(one)).replace(/\u00a0/g, " ")).toContain("kuukausierä on **48,97 €**");
    // Two tyres listed: which one is meant is not known, so no sum is guessed.
    expect(singleSetPrice(`${one}\n- **Nokian** – **99\u00a0€**/kpl, 4 kpl 396\u00a0€, varastossa 8 kpl`)).toBeUndefined();
    expect(singleSetPrice("In size **205/55R16** we have 1 tyre: - **X** – **90 €** each, set of 4 1 360 €")).toBe(1360);
    // The one set fitted, when the reply gave that price: the fitted set is what is bought.
    expect(singleSetPrice("- **Kumho WinterCraft Ice WI32** – **105,90 €**/kpl, 4 kpl 423,60 €, asennettuna **502,60 €**, varastossa 17 kpl")).toBe(502.6);
    // Several tyres listed: each set's instalment, the fitted price where the reply gave one.
    const two = [
      "Koossa **205/55R16** on valikoimassamme 2 nastarengasta:",
      "- **Kumho WinterCraft Ice WI32** (nastarengas, 91T) – **105,90 €**/kpl, 4 kpl 423,60 €, asennettuna **502,60 €**, varastossa 17 kpl",
      "- **Dunlop SP Winter Ice 03** (nastarengas, 91T) – **112,90 €**/kpl, 4 kpl 451,60 €, asennettuna **530,60 €**, varastossa 17 kpl",
    ].join("\n");
    expect(earlierSets(two)).toEqual([
      { name: "Kumho WinterCraft Ice WI32", sum: 502.6 },
      { name: "Dunlop SP Winter Ice 03", sum: 530.6 },
    ]);
    expect(earlierSets(one)).toEqual([{ name: "Hankook Winter i\\*Pike RS2", sum: 587.6 }]);
    const each = answer("ja jos otan ne rahoituksella?", "fi", singleSetPrice(two), two).replace(/\u00a0/g, " ");
    expect(each).toContain("- **Kumho WinterCraft Ice WI32**: 502,60 € → **41,88 €**");
    expect(each).toContain("- **Dunlop SP Winter Ice 03**: 530,60 € → **44,22 €**");
  });
});

describe("rims", () => {
  it("reads the diameter and the bolt pattern, and never takes a tyre size for either", () => {
    expect(rimQueryIn("17 tuuman alumiinivanteita 5x112 pulttijaolla")).toEqual({ diameter: 17, boltPattern: { count: 5, circle: 112 } });
    expect(rimQueryIn("halvimmat teräsvanteet 15 tuumaa 5/112")).toEqual({ diameter: 15, boltPattern: { count: 5, circle: 112 } });
    expect(rimQueryIn("Har ni fälgar med bultmönster 5x114,3?")).toEqual({ boltPattern: { count: 5, circle: 114.3 } });
    expect(rimQueryIn("4x100 vanteet 16")).toEqual({ diameter: 16, boltPattern: { count: 4, circle: 100 } });
    expect(rimQueryIn('16" rims')).toEqual({ diameter: 16 });
    expect(rimQueryIn("205/55R16 renkaat")).toEqual({});
  });
});

describe("tyre sizes in a sentence", () => {
  it("reads the van and light-truck notations as the plain size, as it reads the other written forms", async () => {
    const { findWrittenSize } = await import("~/features/chat/assistant/sizes.server");
    expect(findWrittenSize("pakettiautoon 205/65R16C nastarenkaat")).toBe("205/65R16");
    expect(findWrittenSize("LT215/75R15 kesärenkaat")).toBe("215/75R15");
    expect(findWrittenSize("195/70 R15C talvirenkaat")).toBe("195/70R15");
    expect(findWrittenSize("2055516")).toBe("205/55R16");
  });
});
