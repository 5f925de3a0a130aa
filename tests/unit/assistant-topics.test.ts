/** The law and newsletter questions Kaartobotti answers from the site's own words (topic-answers.ts). */
import { describe, expect, it } from "vitest";
import { topicOf, topicText } from "~/features/chat/assistant/topic-answers";

describe("law and newsletter topics", () => {
  it("reads the topic in Finnish, Swedish and English, typed without ä/ö too", () => {
    const cases: [string, ReturnType<typeof topicOf>][] = [
      ["talvirenkaissa on 4 mm uraa jäljellä, kelpaako vielä", "treadDepth"],
      ["minsta tillåtna mönsterdjup för sommardäck?", "treadDepth"],
      ["minimum legal tread depth for summer tyres?", "treadDepth"],
      ["saako nastarenkailla ajaa pääsiäiseen asti", "winterLaw"],
      ["Får man köra med dubbdäck till påsk?", "winterLaw"],
      ["can I keep my studded tyres on in april if it's still snowing?", "winterLaw"],
      ["saako kesärenkailla ajaa viel marraskuussa", "winterLaw"],
      ["miten tilaan uutiskirjeen", "newsletterJoin"],
      ["jag får för många mejl, hur slutar jag få nyhetsbrevet?", "newsletterLeave"],
      ["myyttekö sähköpostiosoitteen eteenpäin jos tilaan uutiskirjeen", "newsletterPrivacy"],
      ["mistä näkee kuinka vanha rengas on", "tyreAge"],
      ["mun renkaissa lukee 1919, onko liian vanhat", "tyreAge"],
      ["hur gammalt är mitt däck? DOT 2318", "tyreAge"],
      // The shop's age is its history, not a tyre's age (guide-topics.ts).
      ["kuinka vanha teidän firma on", "history"],
      // A fine for summer tyres is the winter-tyre law; millimetres left on a tyre are its tread; where the chat goes is privacy.
      ["jos mulla on kesärenkaat alla vielä joulukuussa, voinko saada sakon", "winterLaw"],
      ["Can I get fined for summer tyres in November?", "winterLaw"],
      ["my winter tyres have 3.5 mm left, ok for another season?", "treadDepth"],
      ["are the messages I type here sent to an AI company abroad?", "privacy"],
      ["what does the C stand for after the size on van tyres, what does the C mean", "markings"],
      ["Vad betyder C:et på mina däck?", "markings"],
      ["mitä C tarkoittaa renkaan koon perässä", "markings"],
      ["jag har tre millimeter kvar på sommardäcken, är det lagligt", "treadDepth"],
      ["uutiskirjettä tulee liikaa, miten sen saa loppumaan", "newsletterLeave"],
      ["rengasmerkinnässä märkäpito C, onko se huono?", "euLabel"],
      ["from which date are winter tyres compulsory in Finland?", "winterLaw"],
      ["paljonko maksaa talvirenkaat", undefined],
      ["onko teillä nastarenkaita", undefined],
      ["milloin olette auki", undefined],
    ];
    for (const [line, topic] of cases) expect(topicOf(line), line).toBe(topic);
  });

  it("states the law as it stands, with no Easter rule, in the visitor's language", () => {
    expect(topicText("treadDepth", "fi")).toMatch(/1,6 mm.*3 mm/s);
    expect(topicText("treadDepth", "en")).toMatch(/1\.6 mm.*3 mm/s);
    for (const language of ["fi", "sv", "en"] as const) {
      const law = topicText("winterLaw", language);
      expect(law).toMatch(/1\.11\.?–31\.3|1 November to 31 March/);
      expect(law).toMatch(/2020/);
      expect(law).toContain("/hyva-tietaa");
    }
    expect(topicText("newsletterLeave", "sv")).toContain("/peruuta-uutiskirje");
  });

  it("reads a DOT code out with the age it gives, and states the site's six and ten years", () => {
    const now = new Date("2026-11-28T10:00:00Z");
    const age = topicText("tyreAge", "fi", "mun renkaissa lukee 1919, onko liian vanhat", now);
    expect(age).toContain("Merkintä **1919** tarkoittaa viikkoa 19 vuonna 2019: renkaat ovat noin **7 vuotta** vanhat.");
    expect(age).toContain("**kuusi vuotta**");
    expect(topicText("tyreAge", "en", "DOT 2318?", now)).toContain("week 23 of 2018");
    // A week that does not exist is not a DOT code.
    expect(topicText("tyreAge", "fi", "lukee 7719", now)).not.toContain("Merkintä");
  });

  it("explains load index and speed rating, reading a typed marking out in kg and km/h", () => {
    for (const line of ["mitä 94T tarkoittaa?", "mikä on kantavuusindeksi", "what does XL mean on a tyre", "vad betyder hastighetsindex"]) {
      expect(topicOf(line), line).toBe("markings");
    }
    // A size alone, or a size with a question about stock, is the catalogue's.
    expect(topicOf("onko 205/55R16 talvirenkaita")).toBeUndefined();
    expect(topicOf("mitä maksaa 205 55 R16")).toBeUndefined();
    expect(topicText("markings", "fi", "mitä 94t tarkoittaa")).toMatch(/^Merkintä \*\*94T\*\*: kantavuusindeksi 94 = enintään \*\*670 kg\*\* renkaalle, nopeusluokka T = enintään \*\*190 km\/h\*\*/);
    expect(topicText("markings", "en", "what does 104/102R mean")).toContain("load index 104/102 = at most **900 kg** per tyre");
    expect(topicText("markings", "sv", "vad är lastindex")).toContain("91 = högst 615 kg");
    // A number alone in a short follow-up after the markings is a load index.
    expect(topicText("markings", "en", "and 100?")).toContain("Load index **100** means the tyre carries at most **800 kg**");
    // An index outside the table is not read out as if it were one.
    expect(topicText("markings", "fi", "mitä 12H tarkoittaa")).not.toContain("Merkintä");
  });
});
