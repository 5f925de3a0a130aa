/** The offline assistant's reading of questions: whole words, seasons, days, brands and models. */
import { describe, expect, it } from "vitest";
import { words } from "~/lib/finnish-words";
import type { CatalogueVocabulary } from "~/features/chat/assistant/catalogue.server";
import { detectIntent } from "~/features/chat/assistant/intents.server";
import { askedDays, brandIn, modelsIn, seasonWish } from "~/features/chat/assistant/keywords.server";
import { conversationLanguage, lineLanguage } from "~/features/chat/assistant/language";
import { findLooseSize, findWrittenSize } from "~/features/chat/assistant/sizes.server";

const VOCABULARY: CatalogueVocabulary = {
  brands: ["Michelin", "Nokian Tyres", "Hankook", "Continental"],
  models: [
    { brand: "Nokian Tyres", model: "Hakkapeliitta 10p" },
    { brand: "Nokian Tyres", model: "Hakkapeliitta 10 SUV" },
    { brand: "Nokian Tyres", model: "Hakkapeliitta R5" },
    { brand: "Nokian Tyres", model: "Hakka Green 3" },
    { brand: "Michelin", model: "X-Ice North 4" },
    { brand: "Michelin", model: "X-Ice Snow" },
    { brand: "Hankook", model: "Ventus Prime 4" },
  ],
};

const ask = (question: string) => detectIntent([{ role: "user", content: question }], VOCABULARY, new Date("2026-11-24T10:00:00Z"));

describe("seasons from words", () => {
  it("does not read 'hinnasta' as studded", () => {
    expect(seasonWish(words("Kysyisin hinnasta: 205/55R16"))).toEqual({});
    expect(ask("Kysyisin hinnasta: 205/55R16")).toEqual({ kind: "availability", size: "205/55R16" });
  });

  it("reads studded, friction (also 'nastaton') and the seasons in their inflections", () => {
    expect(seasonWish(words("nastoilla"))).toEqual({ season: "winter", winterType: "studded" });
    expect(seasonWish(words("nastarenkaat"))).toEqual({ season: "winter", winterType: "studded" });
    expect(seasonWish(words("nastattomat talvirenkaat"))).toEqual({ season: "winter", winterType: "friction" });
    expect(seasonWish(words("talvikumit ilman nastoja"))).toEqual({ season: "winter", winterType: "friction" });
    expect(seasonWish(words("kitkoja"))).toEqual({ season: "winter", winterType: "friction" });
    expect(seasonWish(words("kesarenkaita"))).toEqual({ season: "summer" });
    expect(seasonWish(words("talvirenkaita"))).toEqual({ season: "winter" });
    // Both kinds named to compare: every winter tyre.
    expect(seasonWish(words("nastat vai kitkat, kumpi on halvempi"))).toEqual({ season: "winter" });
  });
});

describe("sizes inside sentences", () => {
  it("reads every form the size normaliser reads, also split by spaces and with the van letters", () => {
    const forms = ["koko 205/55R16 kiitos", "koko 205/55 R16?", "2055516", "205-55-16", "(205/55/16)", "onko 205 55 16", "205 55 r16", "205 / 55 R 16", "205 55 16c", "halvin kesärengas 205/55-16"];
    for (const text of forms) expect(findWrittenSize(text), text).toBe("205/55R16");
  });

  it("asks back three numbers joined some other way, and ignores phone numbers and prices", () => {
    for (const text of ["onko 205.55.16", "205x55x16 talvirenkaat"]) {
      expect(findWrittenSize(text), text).toBeNull();
      expect(findLooseSize(text), text).toBe("205/55R16");
    }
    expect(findWrittenSize("soitin 019 356 2100")).toBeNull();
    expect(findLooseSize("soitin 019 356 2100")).toBeNull();
    expect(findLooseSize("maksoi 199,55 16 kuukautta")).toBeNull();
  });
});

describe("days, languages, brands and models", () => {
  const tuesday = new Date("2026-11-24T10:00:00Z");
  it("reads weekdays in their forms", () => {
    expect(askedDays(words("Oletteko auki lauantaina?"), tuesday)).toEqual(["la"]);
    expect(askedDays(words("viikonloppuna"), tuesday)).toEqual(["la", "su"]);
    expect(askedDays(words("huomenna"), tuesday)).toEqual(["ke"]);
    expect(ask("Oletteko auki lauantaina?")).toEqual({ kind: "hours", days: ["la"] });
  });

  it("tells Finnish, Swedish and English apart, and a bare line keeps the conversation's language", () => {
    expect(lineLanguage("Do you speak English?")).toBe("en");
    expect(lineLanguage("What are your opening hours?")).toBe("en");
    expect(lineLanguage("Har ni öppet på lördag?")).toBe("sv");
    expect(lineLanguage("Vad kostar däckbyte?")).toBe("sv");
    expect(lineLanguage("Onko teillä talvirenkaita?")).toBe("fi");
    expect(lineLanguage("onks teil 205/55r16")).toBe("fi");
    expect(lineLanguage("205/55R16")).toBeUndefined();
    expect(conversationLanguage(["Har ni vinterdäck?", "205/55R16"])).toBe("sv");
    expect(conversationLanguage(["ok"])).toBe("fi");
  });

  it("finds brands in inflected forms, and brands the shop does not sell", () => {
    expect(brandIn(words("onko michelinia"), VOCABULARY)).toEqual({ brand: "Michelin", sold: true });
    expect(brandIn(words("onks nokialta"), VOCABULARY)).toEqual({ brand: "Nokian Tyres", sold: true });
    expect(brandIn(words("Continentalin nastat"), VOCABULARY)).toEqual({ brand: "Continental", sold: true });
    expect(brandIn(words("yokohaman renkaat"), VOCABULARY)).toEqual({ brand: "Yokohama", sold: false });
    expect(brandIn(words("onko hinnasta tietoa"), VOCABULARY)).toBeUndefined();
  });

  it("reads a manufacturer the admin named like an object's own key (found by the action fuzz)", () => {
    const odd: CatalogueVocabulary = { brands: ["constructor", "toString", "__proto__", "hasOwnProperty"], models: [] };
    expect(brandIn(words("onko constructor renkaita"), odd)).toEqual({ brand: "constructor", sold: true });
    expect(brandIn(words("tostring"), odd)).toEqual({ brand: "toString", sold: true });
    expect(brandIn(words("hinta?"), odd)).toBeUndefined();
  });

  it("finds the model asked, not its look-alikes", () => {
    expect(modelsIn(words("paljonko maksaa hakkapeliitta 10"), VOCABULARY).map((entry) => entry.model)).toEqual(["Hakkapeliitta 10p"]);
    expect(modelsIn(words("x-ice north 4 hinta"), VOCABULARY).map((entry) => entry.model)).toEqual(["X-Ice North 4"]);
    expect(modelsIn(words("venttiilin vaihto"), VOCABULARY)).toEqual([]);
    expect(modelsIn(words("hakka green"), VOCABULARY).map((entry) => entry.model)).toEqual(["Hakka Green 3"]);
  });

  it("answers a model's price with the products, with a size the size's products of that model", () => {
    expect(ask("paljonko maksaa hakkapeliitta 10 205/55R16")).toMatchObject({
      kind: "availability",
      size: "205/55R16",
      products: ["Nokian Tyres Hakkapeliitta 10p"],
    });
    expect(ask("Paljonko maksaa Hakkapeliitta 10?")).toMatchObject({ kind: "modelPrices" });
  });

  it("puts safety first for a puncture on the road, and repairs otherwise", () => {
    expect(ask("rengas puhkesi moottoritiellä")).toEqual({ kind: "roadside" });
    expect(ask("Paljonko maksaa renkaan paikkaus?")).toEqual({ kind: "prices", service: "korjaukset" });
  });

  it("reads offers and brand questions", () => {
    expect(ask("onko tarjouksia")).toEqual({ kind: "offers" });
    expect(ask("kampanjat")).toEqual({ kind: "offers" });
    expect(ask("mitä merkkejä teillä on")).toEqual({ kind: "brands" });
  });
});
