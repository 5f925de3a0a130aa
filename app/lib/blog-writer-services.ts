/**
 * The offline writer's service and buying topics: balancing, repairs, reading the tyre size, the EU
 * tyre label and financing. Prices come from the facts only; sections whose facts are missing are left out.
 */
import {
  type Topic,
  type WriterContext,
  TYRE_WORD,
  brandsText,
  bullets,
  euros,
  firstRowFrom,
  lowerFirst,
  paragraphs,
  plain,
  serviceList,
  servicePrice,
  steps,
  tableNote,
  vatLine,
} from "./blog-writer-common";
import { changePricesSection, fittingSection, treadSection, tyreAgeSection, tyreFromText } from "./blog-writer-seasons";
import { lowestServicePrice } from "./price-list";

/** The first row of a service table whose label matches, e.g. the puncture repair. */
function serviceRow(ctx: WriterContext, key: "balancing" | "repairs", pattern: RegExp) {
  return ctx.facts.prices[key].rows.find((row) => pattern.test(row.label)) ?? null;
}

// ---------------------------------------------------------------- tasapainotus

export const balancingTopic: Topic = {
  id: "balancing",
  subject: "Tasapainotus",
  about: "milloin pyörät kannattaa tasapainottaa",
  stems: [/^tasapaino/, /^balansoi/, /^tärin/, /^värin/],
  title: (ctx) =>
    ctx.v(
      "Pyörien tasapainotus: milloin ja miksi se kannattaa",
      "Tärisevätkö pyörät? Tasapainotus auttaa",
      "Mitä tasapainotus tarkoittaa ja miksi pyörät värisevät?",
    ),
  intro: (ctx) =>
    ctx.v(
      "Epätasapainoinen pyörä tärisee, kuluttaa renkaita epätasaisesti ja rasittaa auton jousitusta. Tasapainotus on nopea ja edullinen tapa pitää ajo miellyttävänä ja renkaat kunnossa. Kerromme, milloin tasapainotus on ajankohtainen ja miten se tehdään.",
      "Alkaako ratti täristä moottoritiellä? Todennäköisesti syy on pyörien tasapainossa. Hyvä uutinen: vika korjaantuu yleensä alle tunnissa. Tässä jutussa kerromme, milloin tasapainotus kannattaa tehdä ja mitä se maksaa.",
      "Pyörä ei koskaan ole täysin tasapainossa: renkaan ja vanteen massa jakautuu aina hieman epätasaisesti. Suurella nopeudella pienikin epätasapaino tuntuu värinänä. Tässä artikkelissa selitetään, miten tasapainotus toimii ja milloin sitä tarvitaan.",
    ),
  sections: [
    (ctx) => ({
      id: "balancing-when",
      heading: "Milloin pyörät kannattaa tasapainottaa?",
      body: paragraphs(
        ctx.v("Tasapainotusta suosittelemme erityisesti näissä tilanteissa:", "Tasapainotus kannattaa tehdä ainakin näissä tilanteissa:", "Tasapainotus on tarpeen erityisesti näissä tilanteissa:"),
        bullets([
          "kun uudet renkaat asennetaan vanteille",
          "kun ohjauspyörä tai auto värisee tietyllä nopeudella, tyypillisesti 80–120 km/h",
          "rengasrikon paikkauksen tai renkaan irrotuksen jälkeen",
          "kun tasapainotuspaino on pudonnut vanteesta",
          "kun renkaat ovat kuluneet epätasaisesti tai niillä on ajettu useampi kausi ilman tasapainotusta",
        ]),
      ),
    }),
    (ctx) => {
      const list = serviceList(ctx.facts.prices, "balancing");
      if (list === "") return null;
      const lowest = lowestServicePrice(ctx.facts.prices.balancing);
      return {
        id: "balancing-prices",
        heading: "Mitä tasapainotus maksaa?",
        body: paragraphs(
          lowest === null ? null : `Tasapainotus maksaa ${ctx.facts.company.shopAt} alkaen **${euros(lowest)}**. Hinnat palveluittain:`,
          list,
          "Uusien renkaiden asennukseen vanteille sisältyy aina tasapainotus.",
          vatLine(ctx.facts.prices),
        ),
      };
    },
    () => ({
      id: "balancing-how",
      heading: "Näin tasapainotus tehdään",
      body: paragraphs(
        "Pyörä pyöritetään tasapainotuskoneessa, joka mittaa painon epätasaisen jakautumisen sekä vanteen sisä- että ulkoreunalla. Kone näyttää, mihin kohtaan ja kuinka suuri tasapainotuspaino tarvitaan.",
        "Teräsvanteisiin käytetään lyötäviä painoja ja kevytmetallivanteisiin vanteen sisäpuolelle liimattavia painoja, jotka eivät näy ulospäin. Lopuksi pyörä pyöritetään uudelleen, jotta tulos on varmasti kunnossa. Työ kestää tyypillisesti alle tunnin.",
      ),
    }),
    () => ({
      id: "balancing-benefits",
      heading: "Mitä tasapainotuksesta hyötyy?",
      body: bullets([
        "**Tasainen kuluminen:** tasapainotettu pyörä kuluu tasaisesti, joten renkaat kestävät pidempään.",
        "**Ajomukavuus:** ohjauspyörän ja istuimen värinä poistuu, ja auto tuntuu vakaalta maantienopeuksissa.",
        "**Vähemmän kulumista autolle:** värinä rasittaa pyöränlaakereita, iskunvaimentimia ja ohjauksen niveliä, ja tasapainotus säästää niitä.",
      ]),
    }),
    (ctx) => ({
      id: "balancing-alignment",
      heading: "Tasapainotus vai suuntaus?",
      body: paragraphs(
        "Kaikki oireet eivät johdu tasapainosta. Jos auto vetää sivulle tai renkaat kuluvat vain toisesta reunastaan, syy on usein pyöränkulmissa eli suuntauksessa. Tietyllä nopeudella alkava ja sitten vaimeneva värinä taas viittaa tyypillisesti epätasapainoon.",
        ctx.v(
          "Jos ette ole varma, kummasta on kyse, kertokaa oireista meille: tarkistamme pyörät ja kerromme, mitä ne tarvitsevat.",
          "Jos et ole varma, kummasta on kyse, kerro oireista meille: tarkistamme pyörät ja kerromme, mitä ne tarvitsevat.",
        ),
      ),
    }),
    () => ({
      id: "balancing-signs",
      heading: "Näin epätasapainon tunnistaa",
      body: paragraphs(
        "Epätasapaino tuntuu yleensä tietyllä nopeusalueella, tyypillisesti 80–120 km/h, ja värinä voi vaimeta nopeuden kasvaessa. Hitaassa kaupunkiajossa vikaa ei välttämättä huomaa lainkaan.",
        "Muita merkkejä ovat kulutuspinnan laikuttainen kuluminen ja vanteesta puuttuva tasapainotuspaino, jonka paikan näkee usein puhtaampana kohtana vanteen reunassa.",
      ),
    }),
    fittingSection,
    tyreAgeSection,
  ],
  faq: (ctx) => {
    const withChange = serviceRow(ctx, "balancing", /renkaanvaihdon/i);
    return [
      {
        question: "Kuinka usein pyörät pitää tasapainottaa?",
        answer:
          "Kiinteää väliä ei ole. Tasapainotus tehdään aina uusien renkaiden asennuksen ja paikkauksen yhteydessä sekä silloin, kun värinää ilmenee tai paino on pudonnut.",
      },
      ...(withChange
        ? [{ question: "Voiko tasapainotuksen tehdä renkaanvaihdon yhteydessä?", answer: `Voi. ${plain(withChange.label)}: ${servicePrice(withChange)}.` }]
        : []),
    ];
  },
  checklist: () => [
    "värinä ohjauspyörässä 80–120 km/h nopeudessa",
    "pudonneet tasapainotuspainot",
    "epätasainen kuluminen",
    "tasapainotus aina uusien renkaiden asennuksessa ja paikkauksen jälkeen",
  ],
  goodToKnow: () =>
    "Ohjauspyörässä tuntuva värinä viittaa yleensä etupyörien epätasapainoon, istuimessa ja lattiassa tuntuva värinä takapyöriin.",
  summary: "tasapainotus poistaa värinän ja tasaa renkaiden kulumista, ja se tehdään aina uusien renkaiden asennuksessa",
};

// ---------------------------------------------------------------- korjaukset

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

// ---------------------------------------------------------------- rengaskoko

export const sizeTopic: Topic = {
  id: "size",
  subject: "Rengaskoko",
  about: "miten rengaskoko luetaan renkaan kyljestä",
  stems: [/^rengaskok/, /^rengaskoo/, /^renkaankok/, /^renkaankoo/, /^rengasmit/, /^kuormitusinde/, /^nopeusluok/, /^nopeusmerk/, /^vannekok/, /^vannekoo/],
  pairs: [
    [/^(koko|koon|kokoa|koot|kokoj|koossa|kokoon)/, TYRE_WORD],
    [/^(merkin|kylki|kylje)/, /^(renkaan|renkaiden|renkaat)$/],
  ],
  title: (ctx) =>
    ctx.v(
      "Rengaskoko: näin renkaan kyljen merkinnät luetaan",
      "Rengaskoko – mitä numerot renkaan kyljessä tarkoittavat?",
      "Rengaskoko selitettynä: mitä 205/55R16 91V tarkoittaa?",
    ),
  intro: (ctx) =>
    ctx.v(
      "Oikea rengaskoko on ensimmäinen tieto, jota uusia renkaita hankittaessa tarvitaan. Renkaan kyljen merkinnät näyttävät aluksi salakirjoitukselta, mutta ne on helppo oppia lukemaan. Tässä artikkelissa käymme merkinnät läpi esimerkin 205/55R16 91V avulla.",
      "Uusia renkaita ostaessa ensimmäinen kysymys on aina: mikä rengaskoko? Vastaus löytyy renkaan kyljestä, kunhan tiedät, mitä numerot tarkoittavat. Avataan esimerkki 205/55R16 91V.",
      "Renkaan kylkeen on merkitty renkaan tärkeimmät mitat ja ominaisuudet. Tässä artikkelissa selitetään merkintä 205/55R16 91V osa kerrallaan ja kerrotaan, mistä oman auton oikean rengaskoon löytää.",
    ),
  sections: [
    () => ({
      id: "size-reading",
      heading: "Mitä 205/55R16 91V tarkoittaa?",
      body: paragraphs(
        [
          "| Merkintä | Tarkoittaa |",
          "| --- | --- |",
          "| 205 | renkaan leveys millimetreinä |",
          "| 55 | profiili eli kyljen korkeus prosentteina leveydestä (55 % × 205 mm ≈ 113 mm) |",
          "| R | vyörengas eli radiaalirakenne |",
          "| 16 | vanteen halkaisija tuumina |",
          "| 91 | kuormitusindeksi: enintään 615 kg rengasta kohden |",
          "| V | nopeusluokka: enintään 240 km/h |",
        ].join("\n"),
        "Koon kolme ensimmäistä lukua, leveys, profiili ja vannekoko, ratkaisevat, sopiiko rengas autoon. Kuormitusindeksi ja nopeusluokka kertovat, kuinka paljon painoa ja kuinka suurta nopeutta rengas kestää.",
      ),
    }),
    (ctx) => ({
      id: "size-where",
      heading: "Mistä oikean rengaskoon löytää?",
      body: paragraphs(
        bullets([
          "nykyisten renkaiden kyljestä",
          "auton rekisteriotteesta tai käyttöohjekirjasta",
          "usein myös kuljettajan oven pielen tai tankkausluukun tarrasta",
        ]),
        ctx.v(
          "Kun tiedätte koon, voitte hakea renkaita [Renkaat-sivulta](/renkaat) tai kysyä meiltä suoraan.",
          "Kun tiedät koon, hae renkaita [Renkaat-sivulta](/renkaat) tai kysy meiltä suoraan.",
          "Kun koko on selvillä, renkaita voi hakea [Renkaat-sivulta](/renkaat) koon mukaan.",
        ),
      ),
    }),
    (ctx) => ({
      id: "size-speed",
      heading: "Kuormitusindeksi ja nopeusluokka",
      body: paragraphs(
        "Kuormitusindeksi on numerokoodi, joka kertoo renkaan suurimman sallitun kuorman. Esimerkiksi indeksi 91 tarkoittaa 615 kiloa ja indeksi 94 670 kiloa rengasta kohden.",
        "Nopeusluokka on kirjain. Yleisimmät ovat Q (160 km/h), R (170 km/h), S (180 km/h), T (190 km/h), H (210 km/h), V (240 km/h), W (270 km/h) ja Y (300 km/h).",
        ctx.v(
          "Tarkistamme aina ennen asennusta, että renkaiden kuormitus- ja nopeusluokka sopivat Teidän autoonne.",
          "Tarkistamme aina ennen asennusta, että renkaiden kuormitus- ja nopeusluokka sopivat autoosi.",
          "Renkaan kuormitus- ja nopeusluokan sopivuus autoon tarkistetaan aina ennen asennusta.",
        ),
      ),
    }),
    () => ({
      id: "size-markings",
      heading: "Muut kyljen merkinnät",
      body: bullets([
        "**DOT-koodi:** neljä viimeistä numeroa kertovat valmistusviikon ja -vuoden, esimerkiksi 2324 = viikko 23 vuonna 2024.",
        "**M+S:** valmistajan oma merkintä mudalle ja lumelle; se ei yksin takaa talviominaisuuksia.",
        "**Alppisymboli:** kolmihuippuinen vuori ja lumihiutale kertovat testatusta lumipidosta.",
        "**XL:** vahvistettu rakenne, jonka kuormitusindeksi on saman kokoista tavallista rengasta suurempi.",
        "**Kiertosuuntanuoli:** suuntaa antavat renkaat asennetaan niin, että ne pyörivät nuolen suuntaan.",
      ]),
    }),
    (ctx) => {
      const prices = tyreFromText(ctx, ["summer", "studded", "friction"]);
      const brands = brandsText(ctx.facts);
      if (!prices && !brands) return null;
      return {
        id: "size-prices",
        heading: "Renkaat oikeassa koossa",
        body: paragraphs(
          prices,
          brands ? `Valikoimassamme ovat muun muassa ${brands}.` : null,
          "Saatavuuden näkee [Renkaat-sivulta](/renkaat) koon mukaan.",
        ),
      };
    },
    (ctx) => ({
      id: "size-change",
      heading: "Voiko rengaskokoa vaihtaa?",
      body: paragraphs(
        "Auton rekisteriotteessa tai valmistajan ohjeissa on lueteltu autolle sopivat koot. Kun kokoa vaihdetaan, pyörän ulkohalkaisijan on pysyttävä lähes samana, jotta nopeusmittari ja ajonvakautus toimivat oikein.",
        ctx.v(
          "Autamme mielellämme selvittämään, mitkä koot Teidän autoonne sopivat.",
          "Autamme mielellämme selvittämään, mitkä koot sopivat sinun autoosi.",
          "Sopivat vaihtoehtoiset koot kannattaa aina tarkistaa ennen renkaiden tilaamista.",
        ),
      ),
    }),
    fittingSection,
  ],
  faq: () => [
    {
      question: "Voivatko talvi- ja kesärenkaat olla eri kokoa?",
      answer: "Voivat, jos molemmat koot sopivat autolle. Talvella käytetään usein kapeampaa rengasta pienemmällä vanteella.",
    },
    {
      question: "Mitä XL tarkoittaa?",
      answer: "Extra Load eli vahvistettu rakenne: rengas kestää suuremman kuorman kuin saman kokoinen tavallinen rengas.",
    },
  ],
  checklist: () => ["leveys, profiili ja vannekoko", "kuormitusindeksi", "nopeusluokka", "valmistusviikko ja -vuosi (DOT)", "talvirenkaissa alppisymboli"],
  goodToKnow: () => "Tuuma on 25,4 millimetriä, joten 16 tuuman vanteen halkaisija on noin 406 millimetriä.",
  summary: "rengaskoko luetaan renkaan kyljestä, ja esimerkiksi 205/55R16 91V kertoo leveyden, profiilin, vannekoon, kuormitusindeksin ja nopeusluokan",
};

// ---------------------------------------------------------------- EU-rengasmerkintä

export const euLabelTopic: Topic = {
  id: "euLabel",
  subject: "EU-rengasmerkintä",
  about: "mitä EU-rengasmerkintä kertoo",
  stems: [/^eu-?rengas/, /^rengasmerkin/, /^energiamerkin/, /^rengastarr/, /^vierintävastu/, /^märkäpit/, /^ohitusmelu/, /^vierintämelu/, /^eprel/],
  pairs: [[/^eu$/, /^(merkin|tarra|luoki|rengas|renkaa|renkai)/]],
  title: (ctx) =>
    ctx.v(
      "EU-rengasmerkintä: näin renkaita vertaillaan",
      "EU-rengasmerkintä – näin luet rengastarraa",
      "EU-rengasmerkintä selitettynä: mitä luokat A–E kertovat?",
    ),
  intro: (ctx) =>
    ctx.v(
      "Jokaisessa uudessa henkilö- ja pakettiauton renkaassa on EU:n rengasmerkintä. Se kertoo renkaan polttoainetaloudellisuuden, märkäpidon ja melun yhtenäisellä asteikolla, joten eri merkkien renkaiden vertailu helpottuu. Tässä artikkelissa kerromme, miten merkintää luetaan.",
      "Rengastarra näyttää tutulta kodinkoneista, ja idea onkin sama: yhdellä silmäyksellä näet, miten rengas pärjää. Käydään läpi, mitä tarran kirjaimet ja kuvat tarkoittavat.",
      "EU-rengasmerkintä perustuu asetukseen (EU) 2020/740, ja nykyinen merkintä on ollut käytössä 1.5.2021 alkaen. Tässä artikkelissa selitetään merkinnän osat yksi kerrallaan ja kerrotaan, mitä merkintä ei kerro.",
    ),
  sections: [
    () => ({
      id: "eu-parts",
      heading: "Merkinnän osat",
      body: bullets([
        "**Polttoainetaloudellisuus A–E:** kertoo renkaan vierintävastuksesta. A-luokan rengas kuluttaa vähiten polttoainetta tai sähköä.",
        "**Märkäpito A–E:** kertoo, kuinka lyhyeen rengas pysähtyy märällä asfaltilla. A-luokka jarruttaa lyhyimmin.",
        "**Ulkoinen vierintämelu:** ilmoitetaan desibeleinä ja luokkina A–C, joista A on hiljaisin. Luku kertoo ohi ajavan auton melusta, ei sisämelusta.",
        "**Lumi- ja jääpito:** alppisymboli kertoo hyväksytystä lumipidosta, jääpitosymboli pohjoismaisen kitkarenkaan testatusta pidosta jäällä.",
        "**QR-koodi:** vie EU:n EPREL-tuotetietokantaan, josta löytyy renkaan virallinen tuotetietolehti.",
      ]),
    }),
    (ctx) => ({
      id: "eu-weigh",
      heading: "Mitä luokista kannattaa painottaa?",
      body: paragraphs(
        "Turvallisuuden kannalta märkäpito on merkinnän tärkein luku: parhaan ja heikoimman luokan ero jarrutusmatkassa voi olla useita autonmittoja. Polttoaineluokka näkyy kulutuksessa, ja ero A- ja E-luokan välillä voi olla useita prosentteja.",
        ctx.v(
          "Jos ajatte paljon maanteillä, hiljainen rengas tekee matkasta miellyttävämmän. Autamme mielellämme vertailemaan vaihtoehtoja.",
          "Jos ajat paljon maanteillä, hiljainen rengas tekee matkasta mukavamman. Autamme mielellämme vertailemaan vaihtoehtoja.",
          "Maantieajossa myös melulla on merkitystä, sillä hiljainen rengas vähentää väsymistä pitkillä matkoilla.",
        ),
      ),
    }),
    () => ({
      id: "eu-limits",
      heading: "Mitä merkintä ei kerro?",
      body: paragraphs(
        "Nastarenkaat eivät kuulu EU-rengasmerkinnän piiriin. Merkintä ei myöskään kerro ajomukavuudesta, kulutuskestävyydestä eikä pidosta kuivalla asfaltilla; ne näkyvät parhaiten riippumattomissa rengastesteissä.",
        "Talvirenkaissa jää- ja lumipitosymbolit ovat usein tärkeämpiä kuin polttoaineluokka, sillä Suomen talvessa pito jäällä ratkaisee.",
      ),
    }),
    (ctx) => {
      const brands = brandsText(ctx.facts);
      const prices = tyreFromText(ctx, ["summer", "friction"]);
      if (!brands && !prices) return null;
      return {
        id: "eu-shop",
        heading: "Renkaiden vertailu valikoimassamme",
        body: paragraphs(
          brands ? `Valikoimassamme ovat muun muassa ${brands}.` : null,
          prices,
          ctx.v(
            "Kertokaa, mitä renkailta toivotte, niin vertailemme EU-luokat puolestanne.",
            "Kerro, mitä renkailta toivot, niin vertailemme EU-luokat puolestasi.",
            "Renkaiden EU-luokkia voi vertailla myymälässä yhdessä asiantuntijan kanssa.",
          ),
        ),
      };
    },
    () => ({
      id: "eu-winter",
      heading: "Talvirenkaan merkinnät",
      body: paragraphs(
        "Pohjoismaisessa kitkarenkaassa on yleensä sekä alppisymboli että jääpitosymboli. Keskieurooppalaisessa talvirenkaassa on usein vain alppisymboli, eikä sitä ole testattu jäällä.",
        "M+S-merkintä on valmistajan oma ilmoitus, eikä se yksin takaa, että rengas sopii Suomen talveen.",
      ),
    }),
    (ctx) => ({
      id: "eu-tests",
      heading: "Rengastestit täydentävät merkintää",
      body: paragraphs(
        "Autolehdet ja autoliitot testaavat renkaita joka vuosi sekä kesä- että talviolosuhteissa. Testeissä mitataan muun muassa jarrutusmatkat, ajettavuus, melu ja kulutuskestävyys, eli juuri ne ominaisuudet, joita EU-rengasmerkintä ei kerro.",
        ctx.v(
          "Suosittelemme katsomaan sekä merkinnän että testitulokset, kun vertailette renkaita.",
          "Katso siis sekä merkintä että testitulokset, kun vertailet renkaita.",
          "Paras kuva renkaasta syntyy, kun merkintää ja testituloksia katsotaan yhdessä.",
        ),
      ),
    }),
    fittingSection,
  ],
  faq: () => [
    {
      question: "Onko A-luokan rengas aina paras?",
      answer: "Ei välttämättä. Luokat kertovat vain kolmesta ominaisuudesta, joten ajomukavuus ja kulutuskestävyys kannattaa tarkistaa rengastesteistä.",
    },
    {
      question: "Koskeeko merkintä nastarenkaita?",
      answer: "Ei. Nastarenkaat eivät kuulu EU-rengasmerkinnän piiriin.",
    },
  ],
  checklist: () => ["märkäpitoluokka", "polttoaineluokka", "melu desibeleinä", "talvirenkaissa alppi- ja jääpitosymboli", "riippumattomat rengastestit"],
  goodToKnow: () =>
    "Kolmen desibelin ero tarkoittaa kaksinkertaista äänienergiaa, vaikka korva kuulee eron pienempänä. Siksi muutaman desibelin ero melussa on merkittävä.",
  summary: "EU-rengasmerkinnästä tärkein luku on märkäpito, eikä merkintä koske nastarenkaita",
};

// ---------------------------------------------------------------- rahoitus

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

export const SERVICE_TOPICS: Topic[] = [balancingTopic, repairTopic, sizeTopic, euLabelTopic, financingTopic];

