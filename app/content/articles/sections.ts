/**
 * Sections several topics of the offline writer share: the law, tread depth, tyre age, the change,
 * fitting and hotel prices. Every price comes from the facts; a section whose facts are missing is left out.
 */
import { type SectionBuilder, TYRE_LAW, type WriterContext, euros, firstRowFrom, lowerFirst, paragraphs, plain, rimTable, tableNote, vatLine } from "./common";
import { lowestRimPrice } from "~/features/price-list/rules";

/** The free rows of the repair list whose label names re-tightening ('Pulttien jälkikiristys'). */
export function freeRetorque(ctx: WriterContext): boolean {
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
export function tyreFromText(ctx: WriterContext, kinds: ("summer" | "studded" | "friction")[]): string | null {
  const tyres = ctx.facts.tyres;
  if (!tyres) return null;
  const names = { summer: "kesärenkaat", studded: "nastarenkaat", friction: "kitkarenkaat" } as const;
  const values = { summer: tyres.summerFrom, studded: tyres.studdedFrom, friction: tyres.frictionFrom };
  const parts = kinds.filter((kind) => values[kind] !== null).map((kind) => `${names[kind]} alkaen **${euros(values[kind]!)}** / kpl`);
  if (parts.length === 0) return null;
  return `Esimerkiksi yleisessä koossa ${plain(tyres.size)} valikoimastamme löytyvät ${parts.join(" ja ")} (normaalihinnat ilman asennusta).`;
}

/** The first row of a service table whose label matches, e.g. the puncture repair. */
export function serviceRow(ctx: WriterContext, key: "balancing" | "repairs", pattern: RegExp) {
  return ctx.facts.prices[key].rows.find((row) => pattern.test(row.label)) ?? null;
}
