/** The offline writer's topic: nasta vai kitka. */
import { type Topic, brandsText, bullets, euros, firstRowFrom, lowerFirst, paragraphs } from "../common";
import { lawSection, treadSection, tyreAgeSection, changePricesSection, tyreFromText } from "../sections";


export const studsTopic: Topic = {
  id: "studs",
  subject: "Nasta- ja kitkarenkaat",
  about: "kumpi sopii paremmin, nasta- vai kitkarengas",
  stems: [/^nastareng/, /^nastarenk/, /^nast[ao]/, /^kitka/, /^nastatto/, /^lamelli/],
  title: (ctx) =>
    ctx.v(
      "Nastarenkaat vai kitkarenkaat? Vertailu ja valintaopas",
      "Nastat vai kitkat – kumpi sopii sinulle?",
      "Nastarengas ja kitkarengas: erot, edut ja lain vaatimukset",
    ),
  intro: (ctx) =>
    ctx.v(
      "Talvirenkaita valittaessa suurin kysymys on yleensä, valitaanko nasta- vai kitkarenkaat. Kumpikin on hyvä valinta oikeaan käyttöön. Tässä artikkelissa vertailemme niiden ominaisuuksia, kerromme lain vaatimukset ja autamme Teitä valitsemaan.",
      "Nastat vai kitkat? Tästä riittää puhetta joka syksy. Yhtä oikeaa vastausta ei ole, on vain omaan ajoon sopiva valinta. Käydään läpi erot, niin valinta helpottuu.",
      "Pohjoismaisia talvirenkaita on kahta päätyyppiä: nastarenkaat, joiden pito jäällä perustuu metallinastoihin, ja kitkarenkaat eli nastattomat talvirenkaat, joiden pito syntyy pehmeästä kumiseoksesta ja tiheästä lamellikuvioinnista. Tässä artikkelissa selitetään, miten ne eroavat toisistaan.",
    ),
  sections: [
    () => ({
      id: "studs-compare",
      heading: "Nastarengas ja kitkarengas rinnakkain",
      body: paragraphs(
        [
          "| Ominaisuus | Nastarengas | Kitkarengas |",
          "| --- | --- | --- |",
          "| Pito jäällä | paras, etenkin märällä jäällä | hyvä, heikompi märällä jäällä |",
          "| Pito lumella ja sohjossa | hyvä | hyvä |",
          "| Ajomelu | kovempi | hiljaisempi |",
          "| Käyttöaika | 1.11.–31.3. ja kelin mukaan | ei päivämäärärajoja |",
          "| Tienpinnan kuluminen | kuluttaa tietä ja lisää katupölyä | ei nastojen aiheuttamaa kulumista |",
        ].join("\n"),
        "Erot ovat suurimmillaan jäällä: nastat purevat jäähän, kun taas kitkarengas hakee pitoa kumin pehmeydestä ja lamellien reunoista. Lumella, sohjossa ja sulalla tiellä hyvät renkaat ovat lähellä toisiaan.",
      ),
    }),
    (ctx) => ({
      id: "studs-who",
      heading: "Kenelle nasta, kenelle kitka?",
      body: paragraphs(
        ctx.v("Nastarengas sopii Teille, jos", "Nastarengas sopii sinulle, jos", "Nastarengas on yleensä parempi valinta, kun"),
        bullets(
          ctx.tone === "educational"
            ? ["ajetaan paljon maanteillä ja haja-asutusalueilla", "liikkeelle lähdetään aikaisin aamulla tai myöhään illalla", "ajetaan usein jäisillä tai huonosti hoidetuilla teillä"]
            : ctx.tone === "professional"
              ? ["ajatte paljon maanteillä ja haja-asutusalueilla", "lähdette liikkeelle aikaisin aamulla tai myöhään illalla", "ajatte usein jäisillä tai huonosti hoidetuilla teillä"]
              : ["ajat paljon maanteillä ja haja-asutusalueilla", "lähdet liikkeelle aikaisin aamulla tai myöhään illalla", "ajat usein jäisillä tai huonosti hoidetuilla teillä"],
        ),
        ctx.v("Kitkarengas sopii Teille, jos", "Kitkarengas sopii sinulle, jos", "Kitkarengas on yleensä parempi valinta, kun"),
        bullets(
          ctx.tone === "educational"
            ? ["ajetaan enimmäkseen kaupungissa hyvin hoidetuilla teillä", "arvostetaan hiljaista ajoa", "renkaat halutaan vaihtaa aikaisin syksyllä ja myöhään keväällä"]
            : ctx.tone === "professional"
              ? ["ajatte enimmäkseen kaupungissa hyvin hoidetuilla teillä", "arvostatte hiljaista ajoa", "haluatte vaihtaa renkaat aikaisin syksyllä ja myöhään keväällä"]
              : ["ajat enimmäkseen kaupungissa hyvin hoidetuilla teillä", "arvostat hiljaista ajoa", "haluat vaihtaa renkaat aikaisin syksyllä ja myöhään keväällä"],
        ),
      ),
    }),
    lawSection,
    (ctx) => {
      const prices = tyreFromText(ctx, ["studded", "friction"]);
      const brands = brandsText(ctx.facts);
      const fitting = firstRowFrom(ctx.facts.prices, "tyreFitting");
      if (!prices && !brands) return null;
      return {
        id: "studs-prices",
        heading: "Nasta- ja kitkarenkaiden hinnat",
        body: paragraphs(
          prices,
          brands ? `Valikoimassamme on nasta- ja kitkarenkaita muun muassa merkeiltä ${brands}.` : null,
          fitting ? `Uusien renkaiden vaihto vanteille tasapainotuksineen maksaa alkaen **${euros(fitting.cents)}** (${lowerFirst(fitting.label)}, 4 rengasta).` : null,
        ),
      };
    },
    (ctx) => ({
      id: "studs-care",
      heading: "Sisäänajo ja kunnossapito",
      body: paragraphs(
        ctx.v(
          "Uudet nastarenkaat kannattaa ajaa sisään rauhallisesti noin 500 ensimmäisen kilometrin ajan ilman kovia kiihdytyksiä ja jarrutuksia, jotta nastat asettuvat paikoilleen. Näin nastat pysyvät renkaassa pidempään.",
          "Aja uudet nastarenkaat sisään rauhallisesti: noin 500 ensimmäistä kilometriä ilman kovia kiihdytyksiä ja jarrutuksia, niin nastat asettuvat paikoilleen ja pysyvät renkaassa pidempään.",
          "Uudet nastarenkaat ajetaan sisään rauhallisesti noin 500 ensimmäisen kilometrin ajan ilman kovia kiihdytyksiä ja jarrutuksia. Silloin nastat asettuvat kunnolla paikoilleen ja pysyvät renkaassa pidempään.",
        ),
        "Kitkarenkaan pito riippuu lamelleista ja kumin pehmeydestä. Vanha kitkarengas menettää pitoaan jäällä, vaikka uraa olisi vielä jäljellä, joten kumin ikä on kitkarenkaassa yhtä tärkeä kuin urasyvyys.",
      ),
    }),
    treadSection,
    tyreAgeSection,
    changePricesSection,
  ],
  faq: (ctx) => [
    {
      question: "Voiko nastarenkaita käyttää vain etupyörissä?",
      answer: "Ei. Nastarenkaat asennetaan aina kaikkiin pyöriin, ja samalla akselilla renkaiden on oltava samanlaiset.",
    },
    {
      question: "Kuuluvatko nastarenkaat EU-rengasmerkinnän piiriin?",
      answer: "Eivät. Nastarenkaiden vertailussa kannattaa käyttää riippumattomia rengastestejä.",
    },
    {
      question: "Sopiiko kitkarengas Etelä-Suomen talveen?",
      answer: ctx.v(
        "Sopii hyvin, jos ajatte enimmäkseen hyvin hoidetuilla teillä. Jäisillä maanteillä nastarengas on varmempi.",
        "Sopii hyvin, jos ajat enimmäkseen hyvin hoidetuilla teillä. Jäisillä maanteillä nastarengas on varmempi.",
        "Sopii hyvin, kun ajetaan enimmäkseen hyvin hoidetuilla teillä. Jäisillä maanteillä nastarengas on varmempi.",
      ),
    },
  ],
  checklist: () => [
    "ajoympäristö: maantie, kaupunki vai haja-asutusalue",
    "talven ajomäärä ja ajoajat",
    "urasyvyys ja kumin ikä",
    "nastarenkaissa nastojen kunto",
    "sama rengastyyppi kaikissa pyörissä",
  ],
  goodToKnow: () =>
    "Kitkarengas ja nastaton talvirengas tarkoittavat samaa. Keskieurooppalainen talvirengas on eri asia: se on suunniteltu sulille ja märille teille, ja sen pito jäällä on selvästi pohjoismaista kitkarengasta heikompi.",
  summary: "nastarengas pitää parhaiten jäällä ja kitkarengas on hiljaisempi, ja nastarenkaat asennetaan aina kaikkiin pyöriin",
};
