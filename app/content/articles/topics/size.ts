/** The offline writer's topic: rengaskoko. */
import { type Topic, TYRE_WORD, brandsText, bullets, paragraphs } from "../common";
import { fittingSection, tyreFromText } from "../sections";


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
