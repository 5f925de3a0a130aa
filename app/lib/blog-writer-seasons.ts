/**
 * The offline writer's seasonal topics: tyre change, winter and summer tyres, studded versus friction
 * tyres and the tyre hotel, with the sections they share (the law, tread depth, tyre age, the change
 * and hotel prices). Every price comes from the facts; a section whose facts are missing is left out.
 */
import {
  type SectionBuilder,
  TYRE_LAW,
  TYRE_WORD,
  type Topic,
  type WriterContext,
  brandsText,
  bullets,
  euros,
  firstRowFrom,
  lowerFirst,
  paragraphs,
  plain,
  rimTable,
  servicePrice,
  steps,
  tableNote,
  vatLine,
} from "./blog-writer-common";
import { lowestRimPrice } from "./price-list";

// ---------------------------------------------------------------- shared sections

/** The free rows of the repair list whose label names re-tightening ('Pulttien jälkikiristys'). */
function freeRetorque(ctx: WriterContext): boolean {
  return ctx.facts.prices.repairs.rows.some((row) => row.price === 0 && /jälkikiristy/i.test(row.label));
}

export const lawSection: SectionBuilder = () => ({
  id: "law-winter",
  heading: "Mitä laki sanoo talvirenkaista?",
  body: paragraphs(
    TYRE_LAW.winterTyres,
    TYRE_LAW.studs,
    `Talvirenkaiden kulutuspinnan pääurien on oltava talvirenkaiden käyttöaikana vähintään ${TYRE_LAW.treadWinterMm} mm syviä. ${TYRE_LAW.friction}`,
  ),
});

export const treadSection: SectionBuilder = (ctx) => ({
  id: "tread-depth",
  heading: "Riittääkö urasyvyys?",
  body: paragraphs(
    "Urasyvyys on renkaan turvallisuuden tärkein mittari. Kun urat madaltuvat, rengas ei enää poista vettä ja sohjoa kosketuspinnan alta, ja pito heikkenee selvästi jo ennen lain rajaa.",
    [
      "| Rengas | Laki vaatii vähintään | Suosittelemme vaihtoa |",
      "| --- | ---: | ---: |",
      `| Talvirengas | ${TYRE_LAW.treadWinterMm} mm | alle ${TYRE_LAW.recommendedWinterMm} mm |`,
      `| Kesärengas | ${TYRE_LAW.treadSummerMm} mm | alle ${TYRE_LAW.recommendedSummerMm} mm |`,
    ].join("\n"),
    ctx.v(
      "Mittaamme urasyvyyden maksutta jokaisen renkaanvaihdon yhteydessä ja kerromme Teille, montako kautta renkailla voi vielä ajaa.",
      "Mittaamme urasyvyyden maksutta jokaisen renkaanvaihdon yhteydessä, joten tiedät heti, montako kautta renkailla voi vielä ajaa.",
    ),
  ),
});

export const tyreAgeSection: SectionBuilder = (ctx) => ({
  id: "tyre-age",
  heading: "Renkaan ikä ratkaisee myös",
  body: paragraphs(
    "Renkaan kumi kovettuu vuosien myötä, vaikka urasyvyyttä olisi vielä jäljellä. Erityisesti talvirenkaan pito jäällä ja lumella heikkenee kumin vanhetessa.",
    `Valmistusajan näkee renkaan kyljen DOT-merkinnän neljästä viimeisestä numerosta: esimerkiksi **2324** tarkoittaa viikkoa 23 vuonna 2024. ${ctx.v(
      "Suosittelemme tarkastuttamaan yli kuusi vuotta vanhat renkaat ja vaihtamaan renkaat viimeistään kymmenen vuoden iässä.",
      "Yli kuusi vuotta vanhat renkaat kannattaa tarkastuttaa, ja viimeistään kymmenen vuoden iässä ne on aika vaihtaa.",
    )}`,
  ),
});

export const changePricesSection: SectionBuilder = (ctx) => {
  const from = firstRowFrom(ctx.facts.prices, "tyreChange");
  if (!from) return null;
  return {
    id: "change-prices",
    heading: "Mitä renkaanvaihto maksaa?",
    body: paragraphs(
      `Renkaanvaihto, kun renkaat ovat valmiiksi vanteilla, maksaa ${ctx.facts.company.shopAt} alkaen **${euros(from.cents)}** (${lowerFirst(from.label)}, 4 pyörää). Hinta riippuu auton tyypistä ja vannekoosta:`,
      rimTable(ctx.facts.prices, "tyreChange"),
      vatLine(ctx.facts.prices),
    ),
  };
};

export const hotelShortSection: SectionBuilder = (ctx) => {
  if (ctx.topics.includes("hotel")) return null;
  const from = lowestRimPrice(ctx.facts.prices.tyreHotel);
  if (from === null) return null;
  return {
    id: "hotel-short",
    heading: "Kausirenkaat säilöön rengashotelliin",
    body: paragraphs(
      `Vaihdon yhteydessä irrotetut renkaat voi jättää suoraan rengashotelliimme, jossa ne pestään, tarkastetaan ja säilytetään kauden yli. Säilytys maksaa alkaen **${euros(from)}** kaudelta (4 pyörää).`,
      ctx.v(
        "Näin Teidän ei tarvitse kantaa renkaita varastoon, ja seuraavalla kerralla ne odottavat valmiina. Lisätietoa [rengashotellin sivulla](/rengashotelli).",
        "Sinun ei tarvitse kantaa renkaita varastoon, ja ensi kerralla ne odottavat valmiina. Lue lisää [rengashotellin sivulta](/rengashotelli).",
      ),
    ),
  };
};

export const fittingSection: SectionBuilder = (ctx) => {
  const from = firstRowFrom(ctx.facts.prices, "tyreFitting");
  if (!from) return null;
  const note = tableNote(ctx.facts.prices, "tyreFitting");
  return {
    id: "fitting-prices",
    heading: "Uudet renkaat vanteille",
    body: paragraphs(
      `Kun vanteille vaihdetaan uudet renkaat, kyse on rengastyöstä. Renkaiden vaihto vanteille maksaa alkaen **${euros(from.cents)}** (${lowerFirst(from.label)}, 4 rengasta).${note ? ` ${note}` : ""}`,
      rimTable(ctx.facts.prices, "tyreFitting"),
    ),
  };
};

/** The cheapest tyres of one kind in the catalogue's common size, as a sentence, or null. */
function tyreFromText(ctx: WriterContext, kinds: ("summer" | "studded" | "friction")[]): string | null {
  const tyres = ctx.facts.tyres;
  if (!tyres) return null;
  const names = { summer: "kesärenkaat", studded: "nastarenkaat", friction: "kitkarenkaat" } as const;
  const values = { summer: tyres.summerFrom, studded: tyres.studdedFrom, friction: tyres.frictionFrom };
  const parts = kinds.filter((kind) => values[kind] !== null).map((kind) => `${names[kind]} alkaen **${euros(values[kind]!)}** / kpl`);
  if (parts.length === 0) return null;
  return `Esimerkiksi yleisessä koossa ${plain(tyres.size)} valikoimastamme löytyvät ${parts.join(" ja ")} (normaalihinnat ilman asennusta).`;
}

export { tyreFromText };

// ---------------------------------------------------------------- renkaanvaihto

export const changeTopic: Topic = {
  id: "change",
  subject: "Renkaanvaihto",
  about: "mitä renkaanvaihto maksaa",
  stems: [/^renkaanvaih/, /^renkaanvaihd/, /^renkaidenvaih/, /^rengasvaih/, /^rengastyö/, /^kausivaih/],
  pairs: [[/^(vaihto|vaihdo|vaihta|vaihda|vaihdet|vaihtam|vaihtoa|vaihtoon)/, TYRE_WORD]],
  title: (ctx) =>
    ctx.v(
      `Renkaanvaihto ${ctx.facts.company.townAt}: näin se sujuu ja mitä se maksaa`,
      "Renkaanvaihto ilman stressiä – näin homma hoituu",
      "Renkaanvaihto vaihe vaiheelta: mitä vaihdossa tehdään ja miksi",
    ),
  intro: (ctx) =>
    ctx.v(
      `Renkaanvaihto kuuluu autoilijan vuoteen kahdesti: syksyllä talvirenkaat alle ja keväällä kesärenkaat takaisin. ${ctx.facts.company.shortName} vaihtaa renkaat ${ctx.facts.company.townAt} ilman ajanvarausta aukioloaikoina. Tässä artikkelissa kerromme, mitä vaihtoon sisältyy, kauanko se kestää ja mitä se maksaa, jotta Teidän autonne on valmis kelien muuttuessa.`,
      `Kaksi kertaa vuodessa se taas tulee vastaan: renkaanvaihto. Hyvä uutinen on, että se on nopeasti hoidettu. ${ctx.facts.company.shortName} vaihtaa renkaat ${ctx.facts.company.townAt} ilman ajanvarausta, joten voit tulla suoraan paikalle. Kerromme tässä, mitä vaihtoon kuuluu, kauanko siinä menee ja paljonko se maksaa.`,
      `Renkaanvaihto on auton tärkein kausihuolto, sillä renkaat ovat ainoa kosketus auton ja tien välillä. Tässä artikkelissa käydään läpi, mitä vaihdon yhteydessä tehdään, miksi jokainen vaihe on tärkeä ja mitä vaihto maksaa ${ctx.facts.company.shopAt}.`,
    ),
  sections: [
    (ctx) => {
      const note = tableNote(ctx.facts.prices, "tyreChange");
      return {
        id: "change-included",
        heading: "Mitä renkaanvaihtoon sisältyy?",
        body: paragraphs(
          note
            ? `Renkaanvaihdossa, kun renkaat ovat valmiiksi vanteilla, pyörät vaihdetaan ja niiden kunto tarkistetaan. Hinnastomme mukaan: ${note}`
            : "Renkaanvaihdossa, kun renkaat ovat valmiiksi vanteilla, pyörät vaihdetaan, rengaspaineet säädetään ja pultit kiristetään momenttiavaimella.",
          ctx.v(
            "Tarkistamme samalla renkaiden kunnon ja urasyvyyden, joten tiedätte heti, riittävätkö renkaat vielä seuraavaksi kaudeksi.",
            "Tarkistamme samalla renkaiden kunnon ja urasyvyyden, joten tiedät heti, riittävätkö renkaat vielä seuraavaksi kaudeksi.",
            "Urasyvyyden tarkistus on tärkeä osa vaihtoa: se kertoo, riittävätkö renkaat vielä seuraavaksi kaudeksi.",
          ),
        ),
      };
    },
    changePricesSection,
    (ctx) => ({
      id: "change-duration",
      heading: "Kauanko vaihto kestää?",
      body: paragraphs(
        "Renkaanvaihto kestää tavallisesti noin 20–30 minuuttia, kun renkaat ovat valmiiksi vanteilla. Renkaiden vaihto vanteille tasapainotuksineen vie noin tunnin.",
        ctx.v(
          `Ajanvarausta ei tarvita: voitte tulla suoraan paikalle aukioloaikoina. Sesonkiaikana, syksyn ensilumien ja kevään kelinvaihdon aikaan, jonoa voi olla. Silloin [ajanvaraus](${ctx.facts.company.bookingUrl}) säästää Teidän aikaanne.`,
          `Ajanvarausta ei tarvita: tule vain paikalle aukioloaikoina. Sesonkiaikana, syksyn ensilumien ja kevään kelinvaihdon aikaan, jonoa voi olla. Silloin [ajanvaraus](${ctx.facts.company.bookingUrl}) säästää aikaasi.`,
        ),
      ),
    }),
    lawSection,
    (ctx) => ({
      id: "change-after",
      heading: "Vaihdon jälkeen",
      body: paragraphs(
        `Pyöränpultit on hyvä jälkikiristää 50–100 kilometrin ajon jälkeen, sillä vanne asettuu ajossa tiiviisti napaa vasten.${freeRetorque(ctx) ? " Jälkikiristys on meillä aina maksuton." : ""}`,
        ctx.v(
          "Suosittelemme tarkistamaan rengaspaineet uudelleen parin viikon kuluttua, etenkin syksyllä: paine laskee noin 0,1 baria jokaista kymmenen asteen lämpötilan laskua kohden.",
          "Tarkista rengaspaineet uudelleen parin viikon päästä, varsinkin syksyllä: paine laskee noin 0,1 baria jokaista kymmenen asteen lämpötilan laskua kohden.",
        ),
      ),
    }),
    hotelShortSection,
    fittingSection,
    treadSection,
  ],
  faq: (ctx) => [
    {
      question: "Tarvitseeko renkaanvaihtoon varata aikaa?",
      answer: `Ei tarvitse. Vaihdamme renkaat ilman ajanvarausta aukioloaikoina. Sesonkiaikana [ajanvaraus](${ctx.facts.company.bookingUrl}) säästää jonotukselta.`,
    },
    ...(ctx.facts.prices.disposal.rows.length > 0
      ? [
          {
            question: "Voiko vanhat renkaat jättää kierrätykseen?",
            answer: `Voi. ${ctx.facts.prices.disposal.rows.map((row) => `${plain(row.label)}: ${servicePrice(row)}`).join("; ")}.`,
          },
        ]
      : []),
    {
      question: "Miksi pultit pitää jälkikiristää?",
      answer: "Vanne asettuu ensimmäisten kilometrien aikana napaa vasten, ja pultin kireys voi hieman laskea. Jälkikiristys 50–100 kilometrin jälkeen varmistaa, että pyörä pysyy tiukasti kiinni.",
    },
  ],
  checklist: () => [
    `kausirenkaiden urasyvyys: talvirenkaissa vähintään ${TYRE_LAW.treadWinterMm} mm (suositus ${TYRE_LAW.recommendedWinterMm} mm), kesärenkaissa ${TYRE_LAW.treadSummerMm} mm (suositus ${TYRE_LAW.recommendedSummerMm} mm)`,
    "lukkopulttien avain mukaan, jos autossa on lukkopultit",
    "rengaspaineiden tarkistus parin viikon kuluttua vaihdosta",
    "pulttien jälkikiristys 50–100 kilometrin ajon jälkeen",
    "poistettavien renkaiden säilytys tai kierrätys",
  ],
  goodToKnow: () =>
    "Pyöränpultit kiristetään auton valmistajan ilmoittamaan kiristysmomenttiin. Liian löysä pultti voi irrota ja liian kireä venyä tai vaurioittaa vannetta, siksi pultit kiristetään aina momenttiavaimella eikä pelkällä iskuvääntimellä.",
  summary: "renkaanvaihto hoituu ilman ajanvarausta noin puolessa tunnissa, ja pultit jälkikiristetään 50–100 kilometrin jälkeen",
};

// ---------------------------------------------------------------- talvirenkaat

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

// ---------------------------------------------------------------- kesärenkaat

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

// ---------------------------------------------------------------- nasta vai kitka

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

// ---------------------------------------------------------------- rengashotelli

export const hotelTopic: Topic = {
  id: "hotel",
  subject: "Rengashotelli",
  about: "mitä rengashotelliin sisältyy",
  stems: [/^rengashotel/, /^renkaidensäilyt/, /^rengassäilyt/, /^kausisäilyt/, /^hotelli/],
  pairs: [[/^säily/, TYRE_WORD]],
  title: (ctx) =>
    ctx.v(
      "Rengashotelli: renkaat säilöön ammattilaisille",
      "Rengashotelli – unohda renkaiden raahaaminen",
      "Miten renkaat säilytetään oikein? Rengashotelli selitettynä",
    ),
  intro: (ctx) =>
    ctx.v(
      `Renkaiden säilytys kotona vie tilaa, ja väärin säilytetty rengas vanhenee ennen aikojaan. ${ctx.facts.company.shopOf} rengashotellissa renkaat pestään, tarkastetaan ja säilytetään kauden yli. Tässä artikkelissa kerromme, mitä palveluun sisältyy ja mitä se maksaa.`,
      "Renkaat kellarissa, autotallissa tai parvekkeella? Rengashotellissa ne eivät vie tilaa, eikä niitä tarvitse kantaa kahdesti vuodessa. Tässä jutussa kerromme, miten rengashotelli toimii ja mitä se maksaa.",
      "Rengas vanhenee myös käyttämättömänä: auringonvalo, lämpö ja otsoni kovettavat kumia. Oikea säilytys pidentää renkaiden ikää. Tässä artikkelissa selitetään, miten renkaat kannattaa säilyttää ja miten rengashotelli toimii.",
    ),
  sections: [
    (ctx) => {
      const note = tableNote(ctx.facts.prices, "tyreHotel");
      return {
        id: "hotel-included",
        heading: "Mitä rengashotelliin sisältyy?",
        body: paragraphs(
          note ?? "Rengashotellissa renkaat pestään, niiden kunto tarkastetaan ja ne säilytetään kuivassa varastossa kauden yli.",
          ctx.v(
            "Kerromme mittaustulokset ennen seuraavaa kautta, joten tiedätte hyvissä ajoin, riittävätkö renkaat vielä. Kun kausi vaihtuu, renkaat ovat valmiina ja vaihto sujuu nopeasti.",
            "Kerromme mittaustulokset ennen seuraavaa kautta, joten tiedät hyvissä ajoin, riittävätkö renkaat vielä. Kun kausi vaihtuu, renkaasi ovat valmiina ja vaihto sujuu nopeasti.",
          ),
        ),
      };
    },
    (ctx) => {
      const from = firstRowFrom(ctx.facts.prices, "tyreHotel");
      if (!from) return null;
      const change = firstRowFrom(ctx.facts.prices, "tyreChange");
      return {
        id: "hotel-prices",
        heading: "Rengashotellin hinnat",
        body: paragraphs(
          `Renkaiden säilytys maksaa alkaen **${euros(from.cents)}** kaudelta (${lowerFirst(from.label)}, 4 pyörää). Hinta on kausikohtainen: yksi kausi tarkoittaa kesä- tai talvikautta.`,
          rimTable(ctx.facts.prices, "tyreHotel"),
          change ? `Renkaanvaihto maksaa hinnaston mukaan alkaen **${euros(change.cents)}** (${lowerFirst(change.label)}).` : null,
          vatLine(ctx.facts.prices),
        ),
      };
    },
    (ctx) => ({
      id: "hotel-steps",
      heading: "Näin rengashotelli toimii",
      body: steps([
        [
          "Renkaat hotelliin",
          ctx.v(
            "Tulkaa vaihtamaan renkaat tai varatkaa aika. Irrotetut pyörät siirtyvät suoraan hotelliin.",
            "Tule vaihtamaan renkaat tai varaa aika. Irrotetut pyörät siirtyvät suoraan hotelliin.",
            "Renkaat tuodaan hotelliin renkaanvaihdon yhteydessä, eikä niitä tarvitse kuljettaa erikseen.",
          ),
        ],
        ["Pesu ja tarkastus", "Renkaat ja vanteet pestään, urasyvyydet mitataan ja kunto tarkistetaan."],
        ["Säilytys", "Renkaat odottavat seuraavaa kautta kuivassa ja lukitussa varastossa."],
        ["Seuraava vaihto", "Kauden vaihtuessa renkaat ovat valmiina, ja vaihto sujuu nopeasti."],
      ]),
    }),
    () => ({
      id: "hotel-why",
      heading: "Miksi säilytyksellä on väliä?",
      body: paragraphs(
        "Renkaat säilytetään viileässä, kuivassa ja pimeässä. Auringonvalo, lämmönlähteet, otsoni sekä öljyt ja liuottimet vanhentavat kumia ja voivat aiheuttaa pieniä halkeamia.",
        "Vanteille asennetut renkaat säilytetään pinossa kyljellään tai ripustettuina, ilman vanteita olevat renkaat pystyasennossa. Rengashotellissa tästä huolehtivat ammattilaiset, ja renkaat ovat tallessa myös varkauksilta.",
      ),
    }),
    (ctx) => {
      const fitting = firstRowFrom(ctx.facts.prices, "tyreFitting");
      const brands = brandsText(ctx.facts, 6);
      return {
        id: "hotel-worn",
        heading: "Entä jos renkaat ovat loppuun ajetut?",
        body: paragraphs(
          ctx.v(
            "Jos urasyvyys on lähellä suositusta, kerromme siitä ennen seuraavaa kautta. Voimme tilata uudet renkaat valmiiksi, jolloin ne asennetaan seuraavan vaihdon yhteydessä.",
            "Jos urasyvyys on lähellä suositusta, kerromme siitä ennen seuraavaa kautta. Voimme tilata uudet renkaat valmiiksi, ja ne asennetaan seuraavan vaihdon yhteydessä.",
          ),
          brands ? `Valikoimassamme ovat muun muassa ${brands}.` : null,
          fitting ? `Renkaiden vaihto vanteille maksaa alkaen **${euros(fitting.cents)}** (${lowerFirst(fitting.label)}, 4 rengasta).` : null,
        ),
      };
    },
    () => ({
      id: "hotel-season",
      heading: "Kauden vaihtuessa",
      body: paragraphs(
        "Kun kausi vaihtuu, hotellissa odottavat renkaat haetaan varastosta valmiiksi, ja autosta irrotetut renkaat siirtyvät niiden tilalle. Koska renkaat on jo pesty ja tarkastettu, vaihto on nopea.",
        "Renkaiden paikat autossa merkitään säilytyksen ajaksi. Näin tiedetään, mikä rengas on ollut missäkin, ja kuluneimmat renkaat voidaan tarvittaessa siirtää toiselle akselille kulumisen tasaamiseksi.",
      ),
    }),
    (ctx) => ({
      id: "hotel-booking",
      heading: "Paikan varaaminen",
      body: ctx.v(
        `Paikan rengashotellista voi varata renkaanvaihdon yhteydessä, [ajanvarauksen](${ctx.facts.company.bookingUrl}) kautta tai soittamalla numeroon **${ctx.facts.company.phone}**. Kerromme mielellämme lisää palvelusta.`,
        `Varaa paikka rengashotellista renkaanvaihdon yhteydessä, [ajanvarauksen](${ctx.facts.company.bookingUrl}) kautta tai soittamalla numeroon **${ctx.facts.company.phone}**. Kerromme mielellämme lisää.`,
        `Paikan rengashotellista voi varata renkaanvaihdon yhteydessä, [ajanvarauksen](${ctx.facts.company.bookingUrl}) kautta tai numerosta **${ctx.facts.company.phone}**.`,
      ),
    }),
    tyreAgeSection,
  ],
  faq: () => [
    {
      question: "Milloin renkaat tuodaan rengashotelliin?",
      answer: "Renkaanvaihdon yhteydessä: irrotetut pyörät siirtyvät suoraan hotelliin, eikä niitä tarvitse tuoda erikseen.",
    },
    {
      question: "Mitä hotellikausi tarkoittaa?",
      answer: "Yksi kausi on kesä- tai talvikausi. Hinta maksetaan yhden kauden säilytyksestä, ja renkaanvaihto hinnoitellaan erikseen.",
    },
  ],
  checklist: () => [
    "lukkopulttien avain mukaan vaihtoon",
    "renkaiden paikat merkittyinä (vasen etu, oikea taka…)",
    "urasyvyyden mittaustulos ennen seuraavaa kautta",
    "seuraavan vaihdon ajankohta hyvissä ajoin ennen sesonkia",
  ],
  goodToKnow: () =>
    "Pesu ennen säilytystä ei ole pelkkää kosmetiikkaa. Tiesuola ja jarrupöly syövyttävät vanteita, ja puhtaasta renkaasta vauriot, kuten halkeamat ja kuhmut, huomataan tarkastuksessa.",
  summary: "rengashotellissa renkaat pestään, tarkastetaan ja säilytetään oikein kauden yli",
};

export const SEASON_TOPICS: Topic[] = [changeTopic, winterTopic, summerTopic, studsTopic, hotelTopic];
