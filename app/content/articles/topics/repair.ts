/** The offline writer's topic: korjaukset. */
import { type Topic, TYRE_WORD, bullets, paragraphs, plain, serviceList, servicePrice, tableNote, vatLine } from "../common";
import { tyreAgeSection, serviceRow } from "../sections";

export const repairTopic: Topic = {
  id: "repair",
  subject: "Rengaskorjaukset",
  about: "mitkä rengasvauriot voi korjata",
  stems: [
    /^korjau/,
    /^korjaa/,
    /^korjat/,
    /^paikkau/,
    /^paika(ta|tt)/,
    /^rengasrik/,
    /^rengaskorj/,
    /^puhje/,
    /^puhkea/,
    /^puhkes/,
    /^venttiil/,
    /^tpms/,
    /^rengaspaineantur/,
    /^rengasvauri/,
    /^naula/,
    /^vanteenoikai/,
  ],
  pairs: [[/^(rikko|rikon|rikk|vauri|reikä|reiä)/, TYRE_WORD]],
  title: (ctx) =>
    ctx.v(
      "Rengasrikko? Näin rengas korjataan turvallisesti",
      "Naula renkaassa? Näin rengas korjataan",
      "Rengasrikko ja sen korjaus: mikä on korjattavissa ja mikä ei",
    ),
  intro: (ctx) =>
    ctx.v(
      "Naula renkaassa tai hiljalleen tyhjenevä pyörä on harmillinen, mutta usein korjattavissa. Tässä artikkelissa kerromme, miten rengas korjataan oikein, milloin korjaus ei ole turvallinen ja mitä korjaukset maksavat.",
      "Pihalla odottaa tyhjä rengas ja kulutuspinnassa kiiltää naula? Ei hätää, useimmiten rengas on korjattavissa. Kerromme, miten korjaus tehdään, milloin rengas pitää vaihtaa ja paljonko lasku on.",
      "Suurin osa rengasrikoista syntyy kulutuspintaan osuvasta naulasta tai ruuvista. Tällainen reikä on usein korjattavissa, mutta kaikki vauriot eivät ole. Tässä artikkelissa selitetään, miten rengas korjataan oikein ja miksi joitakin vaurioita ei voi korjata.",
    ),
  sections: [
    (ctx) => {
      const patch = serviceRow(ctx, "repairs", /paikkau/i);
      return {
        id: "repair-patch",
        heading: "Näin rengasrikko paikataan",
        body: paragraphs(
          "Rengas irrotetaan vanteelta, ja sen sisäpuolelle kiinnitetään vulkanoituva paikka. Näin korjaus on pysyvä ja ilmatiivis, toisin kuin ulkopuolelta työnnettävä tulppa, joka on vain hätäkorjaus.",
          "Paikkauksen jälkeen pyörä tasapainotetaan, ja samalla renkaan sisäpinta tarkistetaan, ettei renkaalla ole ajettu tyhjänä.",
          patch ? `${plain(patch.label)} maksaa meillä **${servicePrice(patch)}**.` : null,
        ),
      };
    },
    (ctx) => ({
      id: "repair-limits",
      heading: "Milloin rengasta ei voi korjata?",
      body: paragraphs(
        "Kaikki vauriot eivät ole korjattavissa. Rengas on vaihdettava, jos siinä on",
        bullets([
          "vaurio kyljessä tai kulutuspinnan reunassa",
          "halkeamia tai kuhmuja",
          "sisäpinnan vaurioita tyhjänä ajon jäljiltä",
          "liian suuri reikä",
        ]),
        ctx.v(
          "Turvallisuudesta ei kannata tinkiä: kerromme Teille aina suoraan, onko korjaus järkevä.",
          "Turvallisuudesta ei kannata tinkiä: kerromme sinulle aina suoraan, onko korjaus järkevä.",
          "Kyljen rakenne joustaa jokaisella pyörähdyksellä, eikä paikka pysy siinä luotettavasti. Siksi kylkivaurio tarkoittaa aina uutta rengasta.",
        ),
      ),
    }),
    (ctx) => {
      const list = serviceList(ctx.facts.prices, "repairs");
      if (list === "") return null;
      const note = tableNote(ctx.facts.prices, "repairs");
      return {
        id: "repair-prices",
        heading: "Korjausten hinnat",
        body: paragraphs(list, note, vatLine(ctx.facts.prices)),
      };
    },
    () => ({
      id: "repair-other",
      heading: "Muut rengas- ja vannetyöt",
      body: bullets([
        "**Venttiilien vaihto:** kumiventtiili haurastuu vuosien mittaan ja voi alkaa vuotaa, joten venttiilit vaihdetaan uusiin aina uusien renkaiden asennuksessa.",
        "**Vuotavan vanteen tiivistys:** jos rengas tyhjenee hitaasti ilman reikää, vika on usein vanteen ja renkaan välisessä tiivistyksessä. Vanteen laippa puhdistetaan ja tiivistetään.",
        "**TPMS-anturit:** rikkoutuneet tai paristoltaan tyhjentyneet rengaspaineanturit vaihdetaan ja uudet anturit ohjelmoidaan autolle.",
        "**Vanteen oikaisu:** reunakiveen kolhiintuneen teräsvanteen voi usein oikaista, mutta haljennut vanne on vaihdettava.",
      ]),
    }),
    (ctx) => ({
      id: "repair-roadside",
      heading: "Mitä tehdä, kun rengas tyhjenee?",
      body: paragraphs(
        ctx.v(
          "Tyhjällä renkaalla ei pidä jatkaa ajoa, sillä se vaurioittaa renkaan nopeasti korjauskelvottomaksi. Vaihtakaa vararengas alle tai käyttäkää auton paikkaussarjaa ja ajakaa rauhallisesti lähimpään rengasliikkeeseen.",
          "Älä jatka ajoa tyhjällä renkaalla, sillä se vaurioittaa renkaan nopeasti korjauskelvottomaksi. Vaihda vararengas alle tai käytä auton paikkaussarjaa ja aja rauhallisesti lähimpään rengasliikkeeseen.",
          "Tyhjällä renkaalla ajaminen rikkoo renkaan rungon nopeasti, jolloin pienikin reikä muuttuu korjauskelvottomaksi. Siksi vararengas vaihdetaan alle tai käytetään auton paikkaussarjaa, ja korjaamolle ajetaan rauhallisesti.",
        ),
        "Paikkaussarjan tiiviste on väliaikainen ratkaisu. Rengas kannattaa tuoda korjattavaksi heti, ja renkaasta kerrotaan korjaamolla, että siinä on käytetty tiivistettä.",
      ),
    }),
    (ctx) => {
      const tpms = ctx.facts.prices.repairs.rows.filter((row) => /tpms/i.test(row.label));
      return {
        id: "repair-tpms",
        heading: "Rengaspaineanturit",
        body: paragraphs(
          "Rengaspaineiden valvontajärjestelmä (TPMS) on ollut pakollinen uusissa henkilöautoissa EU:ssa marraskuusta 2014 alkaen. Vanteen sisällä oleva anturi mittaa paineen ja ilmoittaa painehäviöstä kojelautaan.",
          "Anturin paristo kestää tyypillisesti useita vuosia, mutta kun se tyhjenee, koko anturi vaihdetaan. Uusi anturi ohjelmoidaan ja opetetaan autolle, jotta järjestelmä tunnistaa sen.",
          tpms.length > 0 ? bullets(tpms.map((row) => `${plain(row.label)}: **${servicePrice(row)}**`)) : null,
        ),
      };
    },
    tyreAgeSection,
  ],
  faq: (ctx) => {
    const free = ctx.facts.prices.repairs.rows.filter((row) => row.price === 0).map((row) => plain(row.label));
    return [
      {
        question: "Voiko renkaan paikata tulpalla?",
        answer: "Tulppa on hätäkorjaus. Pysyvä korjaus tehdään sisäpuolisella paikalla, kun rengas on irrotettu vanteelta.",
      },
      ...(free.length > 0 ? [{ question: "Onko korjauksissa jotain maksutonta?", answer: `Kyllä: ${free.join(", ")} ei maksa mitään.` }] : []),
    ];
  },
  checklist: () => [
    "reiän paikka: kulutuspinta vai kylki",
    "onko renkaalla ajettu tyhjänä",
    "rengaspaineet korjauksen jälkeen",
    "rengaspaineanturin toiminta",
    "vararenkaan kunto ja paine",
  ],
  goodToKnow: () =>
    "Rengaspaineanturi (TPMS) varoittaa painehäviöstä, mutta ei korvaa säännöllistä tarkistusta. Hidas vuoto voi jäädä huomaamatta, kunnes paine on jo selvästi liian matala.",
  summary: "kulutuspinnan reikä korjataan pysyvästi sisäpuolisella paikalla, mutta kylkivaurio tarkoittaa uutta rengasta",
};
