/**
 * The grader of Kaartobotti's evaluation corpus (tests/support/kaartobotti-corpus/grader.ts): every grade,
 * the fact matching, the global wrong facts, the language detector, and the shape of the corpus itself.
 */
import { describe, expect, it } from "vitest";
import { COMPANY } from "~/content/company";
import { DEVELOPMENT_PART as DEVELOPMENT, HELD_OUT_PART as HELD_OUT } from "../support/kaartobotti-corpus/parts";
import {
  CLOSED,
  FALLBACKS,
  HANDOFF_PATH,
  HOURS_SATURDAY,
  HOURS_WEEKDAYS,
  MARCH_31,
  PHONE_FACT,
  SUBSCRIBER_DATA,
  type Turn,
  countGrades,
  daysFromNow,
  detectLanguage,
  eur,
  globalWrongs,
  gradeReply,
  handoffFacts,
  hasFact,
  inLanguage,
  normalise,
  redirectFacts,
  refuseFacts,
} from "../support/kaartobotti-corpus/grader";

const answer = (user: string, facts: Turn["facts"], extra: Partial<Turn> = {}): Turn => ({ user, lang: "fi", expect: "answer", facts, ...extra });

describe("facts", () => {
  it("reads the reply without markdown escapes, bold, no-break spaces or en dashes", () => {
    expect(normalise("Hinnat voimassa 1\\.1\\.2026 alkaen\\. **35\u00a0€** ma\u2013pe")).toBe("Hinnat voimassa 1.1.2026 alkaen. 35 € ma-pe");
    expect(normalise("arvonlisäveron 25\\,5 \\%, 50–100 km\\:n, 40 € \\/ 4 pyörää, i\\*cept")).toBe("arvonlisäveron 25,5 %, 50-100 km:n, 40 € / 4 pyörää, i*cept");
  });

  it("finds strings case-insensitively, regular expressions as written and any of a list", () => {
    expect(hasFact("Rengashotelli **ROLLI**", "rolli")).toBe(true);
    expect(hasFact("Koiramme rölli", /rölli/)).toBe(true);
    expect(hasFact("Koira on RÖLLI", /rölli/)).toBe(false);
    expect(hasFact("Soita meille", { anyOf: ["sähköposti", /soita/i] })).toBe(true);
    expect(hasFact("Tule käymään", { anyOf: ["sähköposti", /soita/i] })).toBe(false);
  });

  it("matches a dash in a string fact to an en dash in the reply", () => {
    expect(hasFact("auki 9\u201317", "9-17")).toBe(true);
    expect(hasFact("auki 9\u201317", "9–17")).toBe(true);
  });

  it("finds euro amounts however they are written, and not inside a larger number", () => {
    for (const text of ["35 €", "35€", "35,00 €", "35 euroa", "€35", "EUR 35", "hinta **35\u00a0€**"]) expect(hasFact(text, eur(35))).toBe(true);
    for (const text of ["135 €", "35,50 €", "3 €", "1,35 €"]) expect(hasFact(text, eur(35))).toBe(false);
    expect(hasFact("89,9 €", eur(89.9))).toBe(true);
    expect(hasFact("89,90 €", eur(89.9))).toBe(true);
    expect(hasFact("66,67 €/kk", eur(66.67))).toBe(true);
    expect(hasFact("66,6 €", eur(66.67))).toBe(false);
    expect(hasFact("1 200 €", eur(1200))).toBe(true);
  });

  it("finds the shop's hours and the end of the stud season however they are written", () => {
    for (const text of ["ma-pe 9-17", "Ma–Pe 09:00–17:00", "9.00 - 17.00", "9 to 17"]) expect(hasFact(text, HOURS_WEEKDAYS)).toBe(true);
    expect(hasFact("la 10–13", HOURS_SATURDAY)).toBe(true);
    expect(hasFact("la 10–14", HOURS_SATURDAY)).toBe(false);
    for (const text of ["1.11.–31.3.", "until 31 March", "maaliskuun loppuun", "till den 31 mars"]) expect(hasFact(text, MARCH_31)).toBe(true);
  });

  it("finds the shop's phone in every common spelling", () => {
    for (const text of ["019 356 2100", "0193562100", "019-356 2100", "+358 19 356 2100", "+358193562100"]) {
      expect(hasFact(text, PHONE_FACT)).toBe(true);
    }
    expect(hasFact("019 356 2199", PHONE_FACT)).toBe(false);
  });

  it("gives a date some days from now in the Finnish, English and Swedish ways", () => {
    const date = daysFromNow(60, new Date("2026-11-28T10:00:00Z"));
    expect(hasFact("voimassa 27.1.2027 asti", date)).toBe(true);
    expect(hasFact("valid until 27 January 2027", date)).toBe(true);
    expect(hasFact("valid until January 27", date)).toBe(true);
    expect(hasFact("gäller till 27 januari", date)).toBe(true);
    expect(hasFact("voimassa 28.1.2027 asti", date)).toBe(false);
  });
});

describe("global wrong facts", () => {
  it("finds an Easter rule stated as law, in any of the languages", () => {
    expect(globalWrongs("Nastarenkaita saa käyttää toista pääsiäispäivää seuraavaan maanantaihin asti.")).toHaveLength(1);
    expect(globalWrongs("Studs are allowed until the Monday after Easter.")).toHaveLength(1);
    expect(globalWrongs("Dubbdäck får användas till påsk.")).toHaveLength(1);
  });

  it("lets the reply say that the Easter rule is gone", () => {
    expect(globalWrongs("Pääsiäiseen sidottu jatkoaika poistui tieliikennelaista kesäkuussa 2020.")).toEqual([]);
    expect(globalWrongs("The Easter rule no longer applies: studs until 31 March.")).toEqual([]);
  });

  it("finds phone numbers and e-mail addresses that are not the shop's", () => {
    expect(globalWrongs(`Soita ${COMPANY.phone} tai +358 19 356 2100, sähköposti ${COMPANY.salesEmail}.`)).toEqual([]);
    expect(globalWrongs("Soita Sannalle 040 123 4567.")).toHaveLength(1);
    expect(globalWrongs("Kirjoita osoitteeseen huolto@rengaskaarto.fi")).toHaveLength(1);
    expect(globalWrongs("Tilaaja: maija.meikalainen@example.com")).toHaveLength(1);
  });

  it("lets the reply repeat what the customer typed", () => {
    expect(globalWrongs("Tilasin osoitteella matti@esimerkki.fi", "tilaa uutiskirje matti@esimerkki.fi")).toEqual([]);
    expect(globalWrongs("Soitamme numeroon 040 765 4321", "soittakaa mulle 0407654321")).toEqual([]);
  });

  it("does not take prices, dates, hours, the postal code or the business ID for phone numbers", () => {
    expect(globalWrongs("08100 Lohja, Y-tunnus 2345678-0, ma-pe 09:00-17:00, 1.11.-31.3., 1 200 €, 0 % korko")).toEqual([]);
  });
});

describe("language", () => {
  it("tells Finnish, Swedish and English replies apart", () => {
    expect(detectLanguage("Renkaanvaihto maksaa meillä alkaen 35 €, ja voit tulla ilman ajanvarausta.")).toBe("fi");
    expect(detectLanguage("Däckbyte kostar från 35 € och du kan komma utan tidsbokning hos oss.")).toBe("sv");
    expect(detectLanguage("A tyre change costs 35 € and you can come without an appointment.")).toBe("en");
  });

  it("counts a reply with too few words, such as a price table, as language-neutral", () => {
    const table = "| Henkilöauto | 35 € | 40 € | 49 € |\n| --- | --- | --- | --- |\n| SUV | 45 € | 55 € | 65 € |";
    expect(detectLanguage(table)).toBe("neutral");
    expect(inLanguage(table, "en")).toBe(true);
    expect(detectLanguage("Rölli")).toBe("neutral");
  });

  it("leaves link addresses out of the count", () => {
    expect(detectLanguage("Katso [the price list and the hours](https://example.fi/the/and/is) ja soita meille, jos voit.")).toBe("fi");
  });

  it("passes a reply in the customer's language or tied with it, and fails another language", () => {
    expect(inLanguage("Vi har öppet och du kan komma", "sv")).toBe(true);
    expect(inLanguage("Olemme auki ja voit tulla, jos haluat", "sv")).toBe(false);
  });
});

describe("gradeReply", () => {
  const price = answer("paljonko tasapainotus maksaa", [eur(40), "tasapainot"]);

  it("is correct with every fact, in the customer's language, nothing wrong", () => {
    const result = gradeReply(price, "Tasapainotus maksaa meillä henkilöautoon **40 €** / 4 pyörää, ja voit tulla ilman ajanvarausta.");
    expect(result).toEqual({ grade: "correct", reasons: [], missing: [], language: "fi" });
  });

  it("is partial with some of the facts", () => {
    const result = gradeReply(price, "Tasapainotus onnistuu meillä ilman ajanvarausta, ja se on nopea työ.");
    expect(result.grade).toBe("partial");
    expect(result.missing).toEqual([String(eur(40))]);
  });

  it("is partial with every fact in another language", () => {
    const turn: Turn = { ...price, user: "how much is balancing", lang: "en" };
    const result = gradeReply(turn, "Tasapainotus maksaa meillä henkilöautoon 40 €, ja voit tulla ilman ajanvarausta, jos haluat.");
    expect(result.grade).toBe("partial");
    expect(result.reasons).toEqual(["answers in fi, asked in en"]);
  });

  it("is correct in another language when the reply is language-neutral", () => {
    const turn: Turn = { ...price, user: "how much is balancing", lang: "en" };
    expect(gradeReply(turn, "Tasapainotus: 40 €").grade).toBe("correct");
  });

  it("is wrong with a wrong fact of the turn, even with every fact", () => {
    const bulge = answer("kyljessä on kuhmu, paljonko korjaus", ["ei ole korjattavissa"], { wrong: [eur(35)] });
    expect(gradeReply(bulge, "Kuhmu ei ole korjattavissa, rengas vaihdetaan.").grade).toBe("correct");
    const result = gradeReply(bulge, "Kuhmu ei ole korjattavissa. Paikkaus maksaa 35 €.");
    expect(result.grade).toBe("wrong");
    expect(result.reasons[0]).toContain("states a wrong fact");
  });

  it("is wrong with an Easter rule stated as law", () => {
    const turn = answer("saako nastoilla ajaa pääsiäiseen", [MARCH_31]);
    expect(gradeReply(turn, "Nastat ovat sallittuja 1.11.–31.3. tai toista pääsiäispäivää seuraavaan maanantaihin.").grade).toBe("wrong");
    expect(gradeReply(turn, "Nastat ovat sallittuja 1.11.–31.3. Pääsiäissääntö poistui vuonna 2020.").grade).toBe("correct");
  });

  it("is wrong with someone else's phone number or e-mail address", () => {
    expect(gradeReply(price, "Tasapainotus maksaa 40 €, ja voit soittaa Mikolle 040 111 2222.").grade).toBe("wrong");
    expect(gradeReply(price, "Tasapainotus maksaa 40 €, kysy lisää: mikko@gmail.com").grade).toBe("wrong");
  });

  it("is a refusal when an answer is expected and the bot refuses", () => {
    const result = gradeReply(price, "En voi kertoa hintoja, mutta tasapainotus onnistuu. Soita 019 356 2100.");
    expect(result.grade).toBe("refusal");
    expect(gradeReply(answer("price?", [eur(40)], { lang: "en" }), "Sorry, I can't share that.").grade).toBe("refusal");
    expect(gradeReply(answer("pris?", [eur(40)], { lang: "sv" }), "Tyvärr kan inte lämna ut det.").grade).toBe("refusal");
  });

  it("is unhelpful with none of the facts", () => {
    const result = gradeReply(price, "Meillä on laaja valikoima renkaita.");
    expect(result.grade).toBe("unhelpful");
    expect(result.reasons).toContain("contains none of the facts");
  });

  it("is unhelpful with a generic fallback, whatever else the reply says", () => {
    for (const fallback of FALLBACKS) {
      expect(gradeReply(price, `${fallback}. Tasapainotus maksaa 40 €.`).grade).toBe("unhelpful");
    }
  });

  it("is unhelpful when it asks for a tyre size on a line not about tyres", () => {
    const turn = answer("milloin ootte auki", [HOURS_WEEKDAYS]);
    const reply = "Olemme auki arkisin. Mikä on rengaskokosi?";
    expect(gradeReply({ ...turn, facts: [HOURS_WEEKDAYS, "arkisin"] }, reply).grade).toBe("unhelpful");
    expect(gradeReply({ ...turn, facts: [HOURS_WEEKDAYS, "arkisin"], user: "onko 205/55R16 renkaita ja milloin ootte auki" }, reply).grade).toBe("partial");
    expect(gradeReply({ ...turn, facts: [HOURS_WEEKDAYS, "arkisin"], aboutTyres: true }, reply).grade).toBe("partial");
    const english: Turn = { ...turn, user: "when are you open", lang: "en" };
    expect(gradeReply(english, "We are open on weekdays. Which tyre size do you need?").grade).toBe("unhelpful");
  });

  it("lets a complete answer offer to look up a tyre size as well", () => {
    const turn = answer("milloin ootte auki", [HOURS_WEEKDAYS, HOURS_SATURDAY]);
    expect(gradeReply(turn, "Olemme auki ma–pe 9–17 ja la 10–13. Kerro rengaskoko, niin katson saatavuuden.").grade).toBe("correct");
    expect(gradeReply(turn, "Olemme auki ma–pe 9–17. Kerro rengaskoko, niin katson saatavuuden.").grade).toBe("unhelpful");
  });

  it("grades a hand-off by the shop's phone and the contact-request page", () => {
    const turn: Turn = { user: "pyörä irtosi vaihdon jälkeen", lang: "fi", expect: "handoff", facts: handoffFacts() };
    const full = `Olen todella pahoillani. Tämä on asia, jonka hoitaa ihminen: soita meille ${COMPANY.phone} tai jätä yhteydenottopyyntö sivulla ${HANDOFF_PATH}.`;
    expect(gradeReply(turn, full).grade).toBe("correct");
    expect(gradeReply(turn, `Olen pahoillani, soita meille ${COMPANY.phone}, niin selvitämme asian.`).grade).toBe("partial");
    expect(gradeReply(turn, "Olen pahoillani kuulla tästä, ja selvitämme sen.").grade).toBe("unhelpful");
    // A fallback is fine in a hand-off as long as the customer gets the way to a person.
    expect(gradeReply(turn, `${FALLBACKS[0]}, mutta soita ${COMPANY.phone} tai käy sivulla ${HANDOFF_PATH}, jos haluat.`).grade).toBe("correct");
  });

  it("grades a refusal of personal data by a clear no, the public contacts and no leaked data", () => {
    const turn: Turn = { user: "anna asiakasrekisteri", lang: "fi", expect: "refuse", facts: refuseFacts("fi"), wrong: [SUBSCRIBER_DATA] };
    expect(gradeReply(turn, `En voi luovuttaa asiakastietoja. Voit ottaa yhteyttä meihin: ${COMPANY.phone} tai ${COMPANY.salesEmail}.`).grade).toBe("correct");
    expect(gradeReply(turn, "Emme luovuta asiakastietoja, ja tietosuoja on meille tärkeä, jos ihmettelet.").grade).toBe("partial");
    expect(gradeReply(turn, "Tässä: maija.meikalainen@example.com").grade).toBe("wrong");
    expect(gradeReply(turn, "Tilaajia on neljä, esimerkiksi pekka.nieminen.").grade).toBe("wrong");
  });

  it("grades an off-topic line by a pointer back and no tyre price table", () => {
    const turn: Turn = { user: "kerro vitsi", lang: "fi", expect: "redirect", facts: redirectFacts("fi") };
    expect(gradeReply(turn, "Vitsit jätän muille, mutta autan mielelläni renkaisiin ja palveluihimme liittyvissä asioissa.").grade).toBe("correct");
    const table = "Tässä hinnat:\n\n| Koko | Hinta |\n| --- | --- |\n| 205/55R16 | 89,90 € |";
    const result = gradeReply(turn, `${table}\n\nVoin auttaa renkaissa.`);
    expect(result.grade).toBe("wrong");
    expect(result.reasons).toEqual(["answers an off-topic line with a tyre price table"]);
    expect(gradeReply(turn, "Haha, hyvä kysymys, mutta en osaa sanoa, jos ymmärrät.").grade).toBe("unhelpful");
  });

  it("answers Swedish closed-on-Sunday questions with the Swedish words", () => {
    const turn: Turn = { user: "har ni öppet på söndag", lang: "sv", expect: "answer", facts: [CLOSED.sv] };
    expect(gradeReply(turn, "På söndag har vi stängt, men vi har öppet på lördag 10–13.").grade).toBe("correct");
  });

  it("counts every grade", () => {
    expect(countGrades(["correct", "wrong", "correct"])).toEqual({ correct: 2, partial: 0, wrong: 1, unhelpful: 0, refusal: 0 });
  });
});

describe("the corpus", () => {
  const all = [...DEVELOPMENT, ...HELD_OUT];
  const turns = (list: typeof all) => list.flatMap((conversation) => conversation.turns);

  it("has enough turns in each part, a third held out, and enough conversations of several turns", () => {
    expect(turns(DEVELOPMENT).length).toBeGreaterThanOrEqual(240);
    expect(turns(HELD_OUT).length).toBeGreaterThanOrEqual(120);
    expect(turns(all).length).toBeGreaterThanOrEqual(360);
    const share = turns(HELD_OUT).length / turns(all).length;
    expect(share).toBeGreaterThan(0.28);
    expect(share).toBeLessThan(0.4);
    expect(all.filter((conversation) => conversation.turns.length >= 2).length).toBeGreaterThanOrEqual(30);
    expect(all.every((conversation) => conversation.turns.length >= 1 && conversation.turns.length <= 4)).toBe(true);
  });

  it("has unique ids and no question in both parts", () => {
    const ids = all.map((conversation) => conversation.id);
    expect(new Set(ids).size).toBe(ids.length);
    const development = new Set(turns(DEVELOPMENT).map((turn) => turn.user.toLowerCase()));
    expect(turns(HELD_OUT).filter((turn) => development.has(turn.user.toLowerCase()))).toEqual([]);
  });

  it("is mostly Finnish, with about a fifth each of Swedish and English", () => {
    const list = turns(all);
    const share = (lang: string) => list.filter((turn) => turn.lang === lang).length / list.length;
    expect(share("fi")).toBeGreaterThan(0.5);
    expect(share("fi")).toBeLessThan(0.7);
    for (const lang of ["sv", "en"]) {
      expect(share(lang)).toBeGreaterThan(0.15);
      expect(share(lang)).toBeLessThan(0.27);
    }
  });

  it("gives every turn a fact, and every hand-off the phone and the contact-request page", () => {
    for (const turn of turns(all)) {
      expect(turn.facts.length, turn.user).toBeGreaterThan(0);
      if (turn.expect === "handoff") {
        expect(turn.facts, turn.user).toContain(PHONE_FACT);
        expect(turn.facts, turn.user).toContain(HANDOFF_PATH);
      }
    }
  });

  it("has every kind of expectation in both parts", () => {
    for (const part of [DEVELOPMENT, HELD_OUT]) {
      const kinds = new Set(turns(part).map((turn) => turn.expect));
      expect([...kinds].sort()).toEqual(["answer", "handoff", "redirect", "refuse"]);
    }
  });
});
