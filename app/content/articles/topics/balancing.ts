/** The offline writer's topic: tasapainotus. */
import { type Topic, bullets, euros, paragraphs, plain, serviceList, servicePrice, vatLine } from "../common";
import { lowestServicePrice } from "~/features/price-list/rules";
import { tyreAgeSection, fittingSection, serviceRow } from "../sections";

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
