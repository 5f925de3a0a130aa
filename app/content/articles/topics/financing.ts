/** The offline writer's topic: rahoitus. */
import { type Topic, brandsText, bullets, euros, firstRowFrom, lowerFirst, paragraphs, plain, steps } from "../common";
import { treadSection, changePricesSection, fittingSection } from "../sections";


export const financingTopic: Topic = {
  id: "financing",
  subject: "Rengasrahoitus",
  about: "miten renkaat voi maksaa erissä",
  stems: [/^rahoit/, /^osamaks/, /^maksuaik/, /^erämaks/, /^kuukausierä/, /^korottom/, /^rengasrahoit/],
  pairs: [[/^(erissä|erä)/, /^maks/]],
  title: (ctx) =>
    ctx.v(
      `Rengasrahoitus: uudet renkaat nyt, maksu ${ctx.facts.financing.months} kuukaudessa`,
      "Uudet renkaat nyt, maksat myöhemmin – näin rahoitus toimii",
      "Miten rengasrahoitus toimii? Korot, kulut ja ehdot selitettynä",
    ),
  intro: (ctx) => {
    const months = ctx.facts.financing.months;
    return ctx.v(
      `Turvalliset renkaat eivät voi odottaa palkkapäivää. ${ctx.facts.company.shopAt} renkaat, vanteet ja asennuksen voi maksaa ${months} kuukaudessa ilman korkoa ja kuluja. Tässä artikkelissa kerromme, miten rahoitus toimii ja kuka sitä voi hakea.`,
      `Renkaat loppu, mutta budjetti tiukalla? Ei hätää: renkaat, vanteet ja asennuksen voi maksaa ${months} kuukaudessa ilman korkoa ja kuluja. Näin se toimii.`,
      `Rahoituksella tarkoitetaan tässä osamaksua: ostos maksetaan tasaerissä usean kuukauden aikana. Tässä artikkelissa selitetään, mitä ${ctx.facts.company.shopOf} rahoitus maksaa, kuka sitä voi hakea ja miten kuukausierä lasketaan.`,
    );
  },
  sections: [
    (ctx) => ({
      id: "fin-benefits",
      heading: "Rahoituksen edut",
      body: bullets([
        "**0 % korko:** korkoa ei peritä, kun erät maksetaan ajallaan.",
        `**Ei kuluja ${ctx.facts.financing.months} kuukauteen:** ei avausmaksua, tilinhoitomaksua eikä laskutuslisää.`,
        "**Päätös heti:** hakemus täytetään verkossa muutamassa minuutissa, ja vastaus tulee yleensä välittömästi.",
      ]),
    }),
    (ctx) => {
      const { months, minimumPurchaseCents } = ctx.facts.financing;
      const tyres = ctx.facts.tyres;
      const tyre = tyres ? (tyres.frictionFrom !== null ? { kind: "kitkarengasta", cents: tyres.frictionFrom } : tyres.summerFrom !== null ? { kind: "kesärengasta", cents: tyres.summerFrom } : null) : null;
      const fitting = firstRowFrom(ctx.facts.prices, "tyreFitting");
      if (!tyres || !tyre || !fitting) return null;
      const total = tyre.cents * 4 + fitting.cents;
      const monthly = Math.round(total / months);
      return {
        id: "fin-example",
        heading: "Esimerkki: uudet renkaat ja asennus",
        body: paragraphs(
          bullets([
            `neljä ${tyre.kind} koossa ${plain(tyres.size)}: 4 × ${euros(tyre.cents)} = **${euros(tyre.cents * 4)}**`,
            `renkaiden vaihto vanteille (${lowerFirst(fitting.label)}): **${euros(fitting.cents)}**`,
            `yhteensä **${euros(total)}**`,
          ]),
          `${months} kuukauden maksuajalla kuukausierä on noin **${euros(monthly)}**, eikä korkoa tai kuluja peritä. Takaisin maksetaan yhteensä ostoksen hinta.`,
          total < minimumPurchaseCents ? `Rahoitusta voi käyttää, kun ostoksen arvo on vähintään ${euros(minimumPurchaseCents)}.` : null,
        ),
      };
    },
    (ctx) => ({
      id: "fin-steps",
      heading: "Näin rahoitus toimii",
      body: steps([
        [
          "Tuotteiden valinta",
          ctx.v(
            "Valitkaa renkaat, vanteet ja palvelut myymälässä, puhelimessa tai sähköpostilla.",
            "Valitse renkaat, vanteet ja palvelut myymälässä, puhelimessa tai sähköpostilla.",
            "Renkaat, vanteet ja palvelut valitaan myymälässä, puhelimessa tai sähköpostilla.",
          ),
        ],
        [
          "Hakemus",
          `Rahoitushakemus täytetään [verkossa](${ctx.facts.financing.applicationUrl}), ja hakija tunnistautuu verkkopankkitunnuksilla tai mobiilivarmenteella.`,
        ],
        [
          "Päätös",
          ctx.v(
            "Luottopäätös tulee yleensä heti. Kertokaa päätöksestä meille, niin varaamme tuotteet.",
            "Luottopäätös tulee yleensä heti. Kerro päätöksestä meille, niin varaamme tuotteet.",
            "Luottopäätös tulee yleensä heti, ja sen jälkeen liike varaa tuotteet.",
          ),
        ],
        ["Maksu erissä", `Ostos maksetaan ${ctx.facts.financing.months} tasaerässä ilman korkoa ja kuluja.`],
      ]),
    }),
    (ctx) => ({
      id: "fin-who",
      heading: "Kuka voi hakea?",
      body: paragraphs(
        bullets([
          "vähintään 18-vuotias, joka asuu vakituisesti Suomessa",
          "hakija, jolla ei ole maksuhäiriömerkintöjä",
          "tunnistautuminen verkkopankkitunnuksilla tai mobiilivarmenteella",
          `ostoksen arvo vähintään ${euros(ctx.facts.financing.minimumPurchaseCents)}`,
        ]),
        "Luoton myöntää yhteistyökumppanimme, joka tekee luottopäätöksen ja vastaa luoton ehdoista. Myöhästyneestä erästä luotonantaja voi periä viivästyskorkoa ja muistutuskulut luottoehtojen mukaisesti.",
      ),
    }),
    (ctx) => {
      const brands = brandsText(ctx.facts, 6);
      return {
        id: "fin-what",
        heading: "Mihin rahoitusta voi käyttää?",
        body: paragraphs(
          `Rahoituksen voi käyttää, kun ostoksen arvo on vähintään ${euros(ctx.facts.financing.minimumPurchaseCents)}, esimerkiksi näihin:`,
          bullets(["uudet kesä- tai talvirenkaat", "kevytmetalli- ja teräsvanteet", "renkaiden asennus vanteille ja tasapainotus", "valmiit pyöräsarjat asennettuina"]),
          brands ? `Valikoimassamme ovat muun muassa ${brands}.` : null,
        ),
      };
    },
    (ctx) => ({
      id: "fin-when",
      heading: "Milloin rahoitus on hyvä ratkaisu?",
      body: paragraphs(
        "Renkaat kuluvat vähitellen, mutta uusimisen tarve tulee usein kerralla: urat ovat syksyn tarkastuksessa liian matalat, tai rengasrikko vaurioittaa renkaan korjauskelvottomaksi. Turvallisuudesta ei silloin kannata tinkiä siksi, että hankinta osuu huonoon kohtaan kuukautta.",
        ctx.v(
          "Rahoituksella saatte uudet renkaat heti alle ja voitte jakaa kustannuksen tasaisesti koko vuodelle.",
          "Rahoituksella saat uudet renkaat heti alle ja voit jakaa kustannuksen tasaisesti koko vuodelle.",
          "Rahoitus jakaa kertaluonteisen kustannuksen tasaisiksi kuukausieriksi, joten turvalliset renkaat saa alle heti.",
        ),
      ),
    }),
    (ctx) => {
      const tyres = ctx.facts.tyres;
      const tyre = tyres?.frictionFrom ?? tyres?.summerFrom ?? null;
      const fitting = firstRowFrom(ctx.facts.prices, "tyreFitting");
      const hotel = firstRowFrom(ctx.facts.prices, "tyreHotel");
      if (!tyres || tyre === null || !fitting) return null;
      return {
        id: "fin-budget",
        heading: "Mistä renkaiden kustannus koostuu?",
        body: paragraphs(
          "Renkaiden hinta ei ole ainoa kulu. Kokonaisuuteen kuuluvat myös asennus ja usein säilytys:",
          bullets([
            `renkaat: koossa ${plain(tyres.size)} alkaen ${euros(tyre)} / kpl`,
            `asennus vanteille tasapainotuksineen: alkaen ${euros(fitting.cents)} (${lowerFirst(fitting.label)})`,
            ...(hotel ? [`rengashotelli: alkaen ${euros(hotel.cents)} / kausi`] : []),
          ]),
          ctx.v(
            "Annamme mielellämme tarjouksen koko hankinnasta, jolloin näette kuukausierän etukäteen.",
            "Pyydä meiltä tarjous koko hankinnasta, niin näet kuukausierän etukäteen.",
            "Koko hankinnasta kannattaa pyytää tarjous, jolloin kuukausierän näkee etukäteen.",
          ),
        ),
      };
    },
    changePricesSection,
    fittingSection,
    treadSection,
  ],
  faq: (ctx) => [
    {
      question: "Vaikuttaako rahoitus hintaan?",
      answer: ctx.v(
        "Ei. Maksatte vain ostoksen hinnan, kun erät maksetaan ajallaan.",
        "Ei. Maksat vain ostoksen hinnan, kun erät maksetaan ajallaan.",
        "Ei. Takaisin maksetaan vain ostoksen hinta, kun erät maksetaan ajallaan.",
      ),
    },
    {
      question: "Mitä jos erä myöhästyy?",
      answer: "Luotonantaja voi periä myöhästyneestä erästä viivästyskorkoa ja muistutuskulut luottoehtojen mukaisesti.",
    },
  ],
  checklist: (ctx) => [
    `ostoksen arvo vähintään ${euros(ctx.facts.financing.minimumPurchaseCents)}`,
    "verkkopankkitunnukset tai mobiilivarmenne",
    "auton rengaskoko",
    "erien eräpäivät kalenteriin",
  ],
  goodToKnow: () =>
    "Todellinen vuosikorko kertoo luoton kokonaiskustannuksen vuotta kohden, kun korot ja kulut lasketaan yhteen. Kun korkoa ja kuluja ei ole, todellinen vuosikorko on 0 %.",
  summary: "renkaat ja asennuksen voi maksaa erissä ilman korkoa ja kuluja",
};
