/** The offline writer's topic: rengashotelli. */
import { TYRE_WORD, type Topic, brandsText, euros, firstRowFrom, lowerFirst, paragraphs, rimTable, steps, tableNote, vatLine } from "../common";
import { tyreAgeSection } from "../sections";


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
