/** The know-how questions Kaartobotti answers from the site's pages (guide-topics.ts, guide-answers.ts). */
import { describe, expect, it } from "vitest";
import { guideTopicOf } from "~/features/chat/assistant/guide-topics";
import { guideText } from "~/features/chat/assistant/guide-answers";
import { topicOf, topicText } from "~/features/chat/assistant/topic-answers";
import { financingText } from "~/features/chat/assistant/financing-answer";
import { practicalInLanguage } from "~/features/chat/assistant/practical-answers";
import { SIMPLE_IN_LANGUAGE, askSizeInLanguage, servicesInLanguage } from "~/features/chat/assistant/simple-in-language";
import { withFinnishKeywords } from "~/features/chat/assistant/translate-keywords";

describe("guide topics", () => {
  it("reads each topic in Finnish, Swedish and English, typed without ä/ö too", () => {
    const cases: [string, ReturnType<typeof guideTopicOf>][] = [
      ["nastat vai kitkat? ajan paljon maanteitä aamuisin", "studs"],
      ["nastarenkaat vai kitkarenkaat, kumpi parempi jos ajelen lahinna kaupungissa", "studs"],
      ["studded or non studded for mostly city driving?", "studs"],
      ["Dubbdäck eller friktionsdäck om jag mest kör i stan?", "studs"],
      ["can i put studs only on the front?", "studs"],
      ["voiko pistää kaks vanhaa nastarengasta ja kaks uutta kitkaa samaan autoon", "studs"],
      ["naula renkaassa, voiko sen paikata?", "repairability"],
      ["riittääkö tulppa renkaaseen vai pitääkö paikata sisältä", "repairability"],
      ["Jag har en spik i däcket, kan ni laga det?", "repairability"],
      ["ratti tärisee satasen vauhdissa, mistä vois johtua", "balancing"],
      ["the car vibrates at 100 km/h, what could cause it", "balancing"],
      ["naarmuttaako tasapainotuspainot mun uusia alumiinivanteita", "balancing"],
      ["entä alumiinivanne jossa on halkeama?", "rimDamage"],
      ["ajoin reunakiveen ja teräsvanne vääntyi, voiko sen oikaista", "rimDamage"],
      ["mikä se ET luku vanteissa on", "rimFit"],
      ["Vad betyder ET på fälgen?", "rimFit"],
      ["Var hittar jag rätt däcktryck för min bil?", "pressure"],
      ["mista naen oikeat rengaspaineet", "pressure"],
      ["miks nastarenkaissa ei oo sitä eu-rengasmerkintää", "euLabel"],
      ["Hur vet ni vilka hjul som är mina i däckhotellet?", "hotel"],
      ["mitä rengashotelliin kuuluu", "hotel"],
      // Information ('tietoa') about storage is the hotel's, not one's personal data.
      ["haluan tietoa rengashotellista, kauanko säilytys kestää", "hotel"],
      ["tallennetaanko tää keskustelu jonnekin", "privacy"],
      ["do you sell my data to advertisers?", "privacy"],
      ["Hur länge sparas det jag skriver här i chatten?", "privacy"],
      ["jos te käsittelette mun tietoja väärin, mihin voin valittaa", "privacy"],
      ["kauanko teidän firma on ollut olemassa", "history"],
      ["how long have you been in business", "history"],
      ["miten annan palautetta tästä botista", "botFeedback"],
      ["Vad är TPMS?", "tpms"],
      ["mikä on rengaspaineanturi", "tpms"],
    ];
    for (const [line, topic] of cases) expect(guideTopicOf(line), line).toBe(topic);
  });

  it("leaves catalogue, price and look-alike lines to the other rules", () => {
    for (const line of [
      "onko teillä nastarenkaita",
      "onko teillä vain nastarenkaita",
      "paljonko maksaa kitkarenkaat 205/55R16",
      "nastarenkaat tarjouksessa?",
      "rengas tyhjenee hiljaa vaikka reikää ei löydy, mitä teen",
      "paljonko paikkaus maksaa",
      "tpms anturi hajos, paljonko uuden vaihto maksaa",
      "ostin itse uudet rengaspaineanturit, paljonko maksaa ohjelmointi",
      "voinko pyytää et ne poistetaan",
      "mistä löydän renkaan tiedot",
      "Fälgar 16 tum med bultmönster 5x112, vad har ni?",
      "paljonko rengashotelli maksaa",
      "en oo ennen ollu teidän rengashotellissa, saako ekasta kaudesta jotain alennusta",
      "haluan antaa palautetta asentajasta",
      "tasapainotus hinta henkilöautoon",
      // 'förvaring' folds to 'forvaring', which holds the stem of 'värinä': not a vibration.
      "Vad kostar förvaring av däck för en SUV med 18 tums fälgar?",
      "tpms anturi hajos, paljonko uuden vaihto maksaa",
    ]) {
      expect(guideTopicOf(line), line).toBeUndefined();
    }
  });

  it("answers in the visitor's language with what the pages state", () => {
    expect(guideText("studs", "fi")).toMatch(/kaikkiin neljään/);
    expect(guideText("studs", "en")).toMatch(/all four wheels/);
    expect(guideText("studs", "sv")).toMatch(/friktion/i);
    expect(guideText("repairability", "fi")).toMatch(/6 mm.*väliaikainen hätäkorjaus/s);
    expect(guideText("balancing", "fi")).toMatch(/tarrapainoja.*alle tunnin/s);
    expect(guideText("rimFit", "fi")).toContain("lokasuojan");
    expect(guideText("pressure", "sv")).toMatch(/dörrstolpe/);
    expect(guideText("euLabel", "fi")).toContain("Nastarenkaat eivät kuulu");
    expect(guideText("hotel", "sv")).toContain("registreringsnummer");
    expect(guideText("privacy", "fi")).toMatch(/12 kuukauden.*EU:n ja ETA:n ulkopuolella.*myynti@rengaskaarto\.fi.*Tietosuojavaltuutetun/s);
    expect(guideText("privacy", "en")).toContain("outside the EU and the EEA");
    expect(guideText("privacy", "en")).toMatch(/do not sell/);
    expect(guideText("history", "fi")).toContain("1990");
    expect(guideText("botFeedback", "fi")).toContain("0–10");
    for (const language of ["fi", "sv", "en"] as const) {
      for (const topic of ["studs", "privacy", "hotel", "rimDamage"] as const) expect(guideText(topic, language), `${topic} ${language}`).toMatch(/\]\(\//);
    }
  });
});

describe("markings, law and financing read more ways", () => {
  it("reads a load index or a speed asked without the usual words", () => {
    expect(topicOf("mitä tarkottaa 91V renkaan kyljessä")).toBe("markings");
    expect(topicText("markings", "en", "what does load index 94 mean")).toContain("670 kg");
    expect(topicText("markings", "en", "my tyre says 88T, what's the max speed")).toContain("190 km/h");
  });

  it("takes a month or 'already' as asking when winter or studded tyres are allowed", () => {
    expect(topicOf("it snowed this morning and it's only mid october. am I allowed to put my studded tyres on already?")).toBe("winterLaw");
    expect(topicOf("Mistä lähtien saa ajaa nastoilla?")).toBe("winterLaw");
    expect(topicOf("is it legal to drive on summer tyres in december")).toBe("winterLaw");
    expect(topicOf("Kan man köra med dubbdäck i oktober om det är halt?")).toBe("winterLaw");
    expect(topicOf("Får man ha dubbdäck i maj?")).toBe("winterLaw");
    expect(topicOf("saako talvirenkailla ajaa kesällä")).toBe("winterLaw");
    expect(topicText("winterLaw", "fi")).toContain("Kitkarenkaiden käyttöä ei ole rajoitettu");
    expect(topicOf("montako vuotta renkaat kestää")).toBe("tyreAge");
    expect(topicOf("my tyres are 7 years old, should I replace them")).toBe("tyreAge");
  });

  it("tells how to apply, and what a late instalment costs when asked", () => {
    expect(financingText("miten teidän rahoitus toimii", "fi")).toMatch(/12 kuukaudessa.*verkkopankkitunnuksilla/s);
    expect(financingText("Hur ansöker man om er finansiering?", "sv")).toContain("nätbank");
    expect(financingText("what happens if I pay an instalment late?", "en")).toMatch(/late-payment interest and reminder fees/);
    expect(financingText("how does your financing work", "en")).not.toMatch(/late-payment/);
  });
});

describe("fixed answers in Swedish and English", () => {
  it("says the practical answers in the visitor's language with the configured booking page", () => {
    const booking = "https://ajanvaraus.example.fi/";
    expect(practicalInLanguage("ajanvaraus", "en", booking)).toMatch(/No appointment is needed.*ajanvaraus\.example\.fi/s);
    expect(practicalInLanguage("kesto", "sv", booking)).toContain("20–30 minuter");
    expect(practicalInLanguage("rengaskoko", "en", booking)).toContain("registration certificate");
    expect(practicalInLanguage("vaihtoaika", "sv", booking)).toMatch(/1\.11–31\.3/);
  });

  it("asks the size, greets and lists the services in the visitor's language", () => {
    expect(askSizeInLanguage("en", "winter", false)).toMatch(/winter tyres in your size.*205\/55R16/s);
    expect(askSizeInLanguage("sv", "any", true)).toContain("Priserna beror på dimensionen");
    expect(SIMPLE_IN_LANGUAGE.roadside.en).toContain("112");
    expect(SIMPLE_IN_LANGUAGE.network.sv).toContain("Point S");
    const from = { change: ", from **35 €** / 4 wheels", fitting: "", hotel: "", balancing: "", repairs: "" };
    expect(servicesInLanguage("en", from)).toMatch(/\*\*Tyre change\*\* without an appointment, from \*\*35 €\*\*/);
  });

  it("reads 'what do you offer' as the services and 'any offers' as the campaigns", () => {
    expect(withFinnishKeywords("what services do you offer", "en")).not.toContain("kampanja");
    expect(withFinnishKeywords("any offers on right now?", "en")).toContain("kampanja");
    expect(withFinnishKeywords("is the spring sale still on", "en")).toContain("kevätale");
    expect(withFinnishKeywords("Where do I find my tyre size?", "en")).toContain("rengaskoko");
  });
});

describe("the topics of batches 12 and 13's misses, in other words", () => {
  it("reads tread asked as legal or free, pressure in the cold, a plug's lasting, Swedish unsubscribing and a reminder asked as 'let me know'", () => {
    const cases: [string, string | undefined][] = [
      ["onko 2 milliä jäljellä laillinen kesärenkaissa", "treadDepth"],
      ["mittaatteko urasyvyyden ilmaiseksi?", "treadDepth"],
      ["can you check my tread, is it free?", "treadDepth"],
      ["hur säger jag upp nyhetsbrevet?", "newsletterLeave"],
      ["kestääkö paikkaussarjan tulppa pidempään?", "repairability"],
      ["my tyres seem half flat when it's this cold", "pressure"],
      ["mittaanko paineet ennen ajoa vai jälkeen", "pressure"],
      ["trycket i däcken är lågt när det är kallt, är det normalt?", "pressure"],
      ["will you let me know when to collect my stored tyres?", "hotelReminder"],
      ["montako rengasta vertailuun voi valita?", "compare"],
      ["mitä eu-tarran kirjaimet tarkoittaa", "euLabel"],
      ["mina sommardäck är tillverkade 2017, finns det en åldersgräns?", "tyreAge"],
      ["tarvitaanko toisiin vanteisiin omat rengaspaineanturit?", "tpms"],
      ["mitä maksaa kesärenkaiden säilytys talven yli?", undefined],
      // Storage over the summer is the tyre hotel's price, not the law on winter tyres in summer.
      ["mitä talvirenkaiden säilytys maksaa kesän yli?", undefined],
      ["vad kostar en ny däcktrycksgivare?", undefined],
      ["my alloy rim is bent, can you fix it?", "rimDamage"],
      ["mina däck förvaras hos er, måste jag boka tid för bytet?", undefined],
      ["hur gammal måste man vara för att få finansiering för däcken?", undefined],
      ["can I compare four tyres on your site?", "compare"],
      // Not a repair question: 'last week' is not 'will it last'.
      ["I bought tyres last week, what pressure should they have?", "pressure"],
    ];
    for (const [line, topic] of cases) expect(topicOf(line), line).toBe(topic);
  });
});
