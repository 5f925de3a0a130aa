/** The offline writer's topic: kesärenkaat. */
import { TYRE_LAW, TYRE_WORD, type Topic, brandsText, paragraphs } from "../common";
import { treadSection, tyreAgeSection, changePricesSection, hotelShortSection, tyreFromText } from "../sections";


export const summerTopic: Topic = {
  id: "summer",
  subject: "Kesärenkaat",
  about: "milloin kesärenkaisiin voi vaihtaa",
  stems: [/^kesäreng/, /^kesärenk/, /^kesäkum/],
  pairs: [[/^kesä/, TYRE_WORD]],
  title: (ctx) =>
    ctx.v(
      "Kesärenkaat: oikea vaihtoajankohta ja turvallinen valinta",
      "Kesärenkaat alle – milloin ja miten?",
      "Kesärenkaat selitettynä: vaihtoajankohta, urasyvyys ja vesiliirto",
    ),
  intro: (ctx) =>
    ctx.v(
      `Kevään kelinvaihdossa moni miettii, milloin kesärenkaisiin voi turvallisesti vaihtaa. Tässä artikkelissa kerromme, mitä laki sanoo, mihin kesärenkaiden kunnossa kannattaa kiinnittää huomiota ja miten vaihto ${ctx.facts.company.shopAt} sujuu.`,
      "Kun tiet kuivuvat ja aurinko lämmittää, mieli tekee vaihtaa kesärenkaat alle. Tässä jutussa kerromme, milloin vaihto kannattaa tehdä, mitä kesärenkaista kannattaa tarkistaa ja miten vaihto hoituu meillä kätevästi.",
      "Kesärengas on tehty lämpimille ja sateisille keleille: kumiseos on kovempi kuin talvirenkaassa, ja kuviointi poistaa vettä tehokkaasti. Tässä artikkelissa selitetään, milloin kesärenkaisiin vaihdetaan, miksi urasyvyys on kesälläkin tärkeä ja mitä renkaan valinnassa kannattaa katsoa.",
    ),
  sections: [
    (ctx) => ({
      id: "summer-when",
      heading: "Milloin kesärenkaat alle?",
      body: paragraphs(
        "Talvirenkaita on käytettävä maaliskuun loppuun asti silloin, kun sää tai keli sitä edellyttää, ja nastarenkaiden käyttöaika päättyy 31.3., ellei keli vaadi niitä pidempään.",
        "Käytännössä kesärenkaisiin kannattaa vaihtaa, kun yöpakkaset ovat ohi ja tiet pysyvät sulina myös aamuisin. Huhtikuun takatalvi on Etelä-Suomessakin tavallinen, joten pelkkä kalenteri ei ratkaise.",
        ctx.v(
          "Jos ajatte aikaisin aamulla tai pohjoiseen, odottakaa vaihdon kanssa, kunnes kelit ovat vakiintuneet.",
          "Jos ajat aikaisin aamuisin tai pohjoiseen, odota vaihdon kanssa, kunnes kelit ovat vakiintuneet.",
        ),
      ),
    }),
    treadSection,
    (ctx) => ({
      id: "summer-aquaplaning",
      heading: "Vesiliirto ja kesärenkaan urat",
      body: paragraphs(
        "Kesärenkaan tärkein tehtävä sateella on poistaa vesi renkaan ja tien välistä. Kun urat madaltuvat, rengas ei ehdi poistaa vettä, ja vesiliirron vaara kasvaa selvästi jo ennen lain vaatimaa 1,6 millimetriä.",
        ctx.v(
          `Siksi suosittelemme uusia kesärenkaita viimeistään ${TYRE_LAW.recommendedSummerMm} mm:n urasyvyydessä. Vesiliirrossa auto ei reagoi ohjaukseen eikä jarrutukseen; silloin kaasu kevennetään ja ohjauspyörä pidetään suorassa.`,
          `Siksi uudet kesärenkaat kannattaa hankkia viimeistään ${TYRE_LAW.recommendedSummerMm} mm:n urasyvyydessä. Jos auto joutuu vesiliirtoon, kevennä kaasua ja pidä ohjauspyörä suorassa.`,
        ),
      ),
    }),
    (ctx) => {
      const prices = tyreFromText(ctx, ["summer"]);
      const brands = brandsText(ctx.facts);
      if (!prices && !brands) return null;
      return {
        id: "summer-choose",
        heading: "Uudet kesärenkaat",
        body: paragraphs(
          "Kesärenkaan valinnassa tärkeimmät tiedot ovat märkäpito ja melu. Molemmat näkyvät renkaan EU-rengasmerkinnästä, jossa A-luokka on paras.",
          prices,
          brands ? `Valikoimassamme ovat muun muassa ${brands}.` : null,
          ctx.v(
            "Renkaat voi katsoa [Renkaat-sivulta](/renkaat) koon mukaan, ja autamme mielellämme valinnassa.",
            "Katso renkaat omassa koossasi [Renkaat-sivulta](/renkaat) tai kysy meiltä suositusta.",
          ),
        ),
      };
    },
    changePricesSection,
    hotelShortSection,
    (ctx) => ({
      id: "summer-check",
      heading: "Kesärenkaiden kunto ennen vaihtoa",
      body: paragraphs(
        "Talven yli varastossa olleet kesärenkaat kannattaa tarkastaa ennen kuin ne asennetaan. Urasyvyyden lisäksi katsotaan kyljet: halkeamat, kuhmut ja viillot ovat merkki siitä, että rengas on vaihdettava.",
        ctx.v(
          "Myös epätasainen kuluminen kertoo jotain: jos renkaan toinen reuna on kulunut selvästi enemmän, syy kannattaa selvittää ennen uusien renkaiden asennusta. Tarkistamme renkaat vaihdon yhteydessä ja kerromme havainnoistamme.",
          "Katso myös, onko kuluminen tasaista: jos renkaan toinen reuna on kulunut selvästi enemmän, syy kannattaa selvittää ennen uusien renkaiden asennusta. Tarkistamme renkaat vaihdon yhteydessä ja kerromme, mitä huomasimme.",
          "Myös kulumiskuvio kertoo paljon: jos renkaan toinen reuna on kulunut selvästi enemmän, syy on usein pyöränkulmissa, ja se kannattaa korjata ennen uusien renkaiden asennusta.",
        ),
      ),
    }),
    (ctx) => {
      if (ctx.topics.includes("hotel")) return null;
      return {
        id: "summer-storage",
        heading: "Talvirenkaiden säilytys kesän yli",
        body: paragraphs(
          "Irrotetut talvirenkaat säilytetään viileässä, kuivassa ja pimeässä. Vanteille asennetut renkaat pinotaan kyljelleen tai ripustetaan, ilman vanteita olevat renkaat säilytetään pystyssä. Auringonvalo, lämpö ja otsoni vanhentavat kumia.",
          "Renkaat kannattaa pestä ennen säilytystä ja merkitä niiden paikat autossa, jotta ne voidaan ensi syksynä asentaa oikein päin.",
        ),
      };
    },
    tyreAgeSection,
  ],
  faq: () => [
    {
      question: "Saako nastarenkailla ajaa huhtikuussa?",
      answer: "Vain jos sää tai keli sitä edellyttää. Nastarenkaiden käyttöaika on 1.11.–31.3.; sen jälkeen niitä saa käyttää, kun keli on talvinen.",
    },
    {
      question: "Voiko kitkarenkailla ajaa kesällä?",
      answer:
        "Laki ei kiellä sitä, mutta emme suosittele: kitkarenkaan pehmeä kumi kuluu helteellä nopeasti, ja jarrutusmatka kuivalla ja märällä asfaltilla on pidempi kuin kesärenkaalla.",
    },
  ],
  checklist: () => [
    `urasyvyys vähintään ${TYRE_LAW.treadSummerMm} mm (suositus ${TYRE_LAW.recommendedSummerMm} mm)`,
    "renkaan kyljet: ei halkeamia eikä kuhmuja",
    "rengaspaineet auton valmistajan ohjeen mukaan",
    "talvirenkaiden pesu ja säilytys",
    "pulttien jälkikiristys vaihdon jälkeen",
  ],
  goodToKnow: () =>
    "EU-rengasmerkinnän märkäpitoluokka A–E kertoo, kuinka lyhyeen rengas pysähtyy märällä asfaltilla. Parhaan ja heikoimman luokan ero voi olla useita autonmittoja, joten kesärenkaassa se on merkinnän tärkein luku.",
  summary: "kesärenkaisiin vaihdetaan, kun yöpakkaset ovat ohi, ja kesärenkaan urasyvyyden suositus on 4 mm",
};
