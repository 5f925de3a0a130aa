/** The offline writer's topic: renkaanvaihto. */
import { TYRE_LAW, TYRE_WORD, type Topic, paragraphs, plain, servicePrice, tableNote } from "../common";
import { changePricesSection, fittingSection, freeRetorque, hotelShortSection, lawSection, treadSection } from "../sections";


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
