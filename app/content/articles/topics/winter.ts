/** The offline writer's topic: talvirenkaat. */
import { TYRE_LAW, TYRE_WORD, type Topic, brandsText, paragraphs } from "../common";
import { lawSection, treadSection, tyreAgeSection, changePricesSection, hotelShortSection, tyreFromText } from "../sections";


export const winterTopic: Topic = {
  id: "winter",
  subject: "Talvirenkaat",
  about: "milloin talvirenkaat on vaihdettava alle",
  stems: [/^talvireng/, /^talvirenk/, /^talvikum/],
  pairs: [[/^talv/, TYRE_WORD]],
  title: (ctx) =>
    ctx.v(
      "Talvirenkaat: milloin vaihtaa, mitä laki vaatii ja mitä valita",
      "Talvirenkaat alle – näin pärjäät talven keleillä",
      "Talvirenkaat selitettynä: laki, urasyvyys ja oikea vaihtoajankohta",
    ),
  intro: (ctx) =>
    ctx.v(
      "Suomen talvessa renkaat ratkaisevat, kuinka hyvin auto pitää, kääntyy ja pysähtyy. Tässä artikkelissa kerromme, mitä laki talvirenkaista sanoo, milloin ne kannattaa vaihtaa alle ja miten valitsette juuri Teidän ajoonne sopivat renkaat.",
      "Ensimmäinen yöpakkanen tulee aina vähän yllättäen. Siksi talvirenkaat kannattaa laittaa kuntoon ajoissa. Kerromme tässä, mitä laki vaatii, milloin renkaat kannattaa vaihtaa ja miten löydät omaan ajoosi sopivat talvirenkaat.",
      "Talvirengas eroaa kesärenkaasta kolmella tavalla: kumiseos pysyy pehmeänä pakkasessa, kuviointi on tehty lumelle ja sohjolle, ja pitoa parantavat joko nastat tai tiheä lamellikuviointi. Tässä artikkelissa selitetään, mitä laki talvirenkaista vaatii ja miten oikeat renkaat valitaan.",
    ),
  sections: [
    lawSection,
    (ctx) => ({
      id: "winter-when",
      heading: "Milloin talvirenkaat kannattaa vaihtaa?",
      body: paragraphs(
        "Käytännössä talvirenkaat kannattaa vaihtaa alle, kun yöpakkaset alkavat. Etelä-Suomessa se on yleensä loka–marraskuussa, mutta ensimmäinen liukas aamu voi tulla jo aiemmin.",
        "Kitkarenkaat voi vaihtaa hyvissä ajoin, koska niiden käyttöä ei ole rajattu päivämäärin. Nastarenkaat saa asentaa 1.11. alkaen tai jo aiemmin, jos keli sitä edellyttää.",
        ctx.v(
          "Välttääksenne sesongin ruuhkat suosittelemme vaihtoa jo ennen ensilunta.",
          "Jos haluat välttää ruuhkat, tule vaihtamaan jo ennen ensilunta.",
          "Vaihto ennen ensilunta säästää myös sesongin jonoilta.",
        ),
      ),
    }),
    treadSection,
    (ctx) => {
      if (ctx.topics.includes("studs")) return null;
      const prices = tyreFromText(ctx, ["studded", "friction"]);
      const brands = brandsText(ctx.facts);
      return {
        id: "winter-choose",
        heading: "Nasta- vai kitkarengas?",
        body: paragraphs(
          "Nastarengas pitää parhaiten jäällä, erityisesti märällä jäällä ja liukkailla risteysalueilla. Kitkarengas on hiljaisempi ja toimii hyvin lumella ja sohjossa sekä hyvin hoidetuilla teillä.",
          ctx.v(
            "Valinta riippuu siitä, missä ja kuinka paljon ajatte talvella. Autamme mielellämme valinnassa.",
            "Valinta riippuu siitä, missä ja kuinka paljon ajat talvella. Autamme mielellämme valitsemaan.",
          ),
          prices,
          brands ? `Valikoimassamme ovat muun muassa ${brands}.` : null,
        ),
      };
    },
    (ctx) => ({
      id: "winter-pressure",
      heading: "Rengaspaineet pakkasella",
      body: paragraphs(
        "Rengaspaine laskee noin 0,1 baria jokaista kymmenen asteen lämpötilan laskua kohden. Syksyllä säädetyt paineet voivat siis olla pakkasella selvästi liian matalat.",
        ctx.v(
          "Suosittelemme tarkistamaan paineet vähintään kerran kuukaudessa ja aina ennen pitkää matkaa. Paineet mitataan kylmistä renkaista, ja auton valmistajan suositus löytyy yleensä kuljettajan ovenpielestä tai tankkausluukun sisäpuolelta.",
          "Tarkista paineet vähintään kerran kuukaudessa ja aina ennen pitkää matkaa. Mittaa ne kylmistä renkaista: auton valmistajan suositus löytyy yleensä kuljettajan ovenpielestä tai tankkausluukun sisäpuolelta.",
        ),
      ),
    }),
    tyreAgeSection,
    changePricesSection,
    hotelShortSection,
  ],
  faq: () => [
    {
      question: "Saako kesärenkailla ajaa marraskuussa?",
      answer:
        "Saa, jos keli on kesäinen. Laki velvoittaa käyttämään talvirenkaita 1.11.–31.3. silloin, kun sää tai keli sitä edellyttää. Liukkaalla, lumisella tai sohjoisella kelillä kesärenkailla ei saa ajaa.",
    },
    {
      question: "Voiko nasta- ja kitkarenkaita käyttää sekaisin?",
      answer: "Ei. Samalla akselilla renkaiden on oltava samanlaiset, ja nastarenkaat asennetaan aina kaikkiin pyöriin.",
    },
    {
      question: "Kuinka vanhoilla talvirenkailla voi ajaa?",
      answer: "Yli kuusi vuotta vanhat renkaat kannattaa tarkastuttaa ja kymmenen vuotta vanhat vaihtaa, vaikka uraa olisi jäljellä: kovettunut kumi pitää huonosti jäällä.",
    },
  ],
  checklist: () => [
    `urasyvyys vähintään ${TYRE_LAW.treadWinterMm} mm (suositus ${TYRE_LAW.recommendedWinterMm} mm)`,
    "renkaiden ikä DOT-merkinnästä",
    "rengaspaineet kylmistä renkaista pakkasten alkaessa",
    "nastarenkaissa nastojen kunto",
    "sama rengastyyppi kaikissa pyörissä",
  ],
  goodToKnow: () =>
    "Talvirenkaan kyljen alppisymboli (kolmihuippuinen vuori ja lumihiutale) kertoo hyväksytystä lumipidosta ja jääpitosymboli testatusta pidosta jäällä. Pelkkä M+S-merkintä ei takaa talviominaisuuksia, sillä valmistaja merkitsee sen itse.",
  summary: "talvirenkaita on käytettävä 1.11.–31.3., kun keli sitä edellyttää, ja urien on oltava silloin vähintään 3 mm syviä",
};
