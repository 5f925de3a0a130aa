/**
 * Sections of the offline writer that suit any topic: when to visit, how a visit goes, why this shop,
 * the price list in brief, tyre pressures and recycling. They come after the topics' own sections and
 * fill a long article without repeating anything.
 */
import {
  type Section,
  type SectionBuilder,
  type WriterContext,
  address,
  brandsText,
  bullets,
  euros,
  firstRowFrom,
  hoursList,
  lowerFirst,
  paragraphs,
  plain,
  servicePrice,
  steps,
} from "./common";
import { type ServicePriceRow, lowestRimPrice } from "~/features/price-list/rules";

export function visitSection(ctx: WriterContext): Section {
  const { company } = ctx.facts;
  const booking = `[ajanvarauksesta](${company.bookingUrl})`;
  return {
    id: "visit",
    heading: ctx.v("Milloin meille kannattaa tulla?", "Milloin meille?", "Aukioloajat ja ajanvaraus"),
    body: paragraphs(
      ctx.facts.hours.length > 0
        ? ctx.v(`Palvelemme osoitteessa ${address(ctx.facts)}:`, `Olemme auki osoitteessa ${address(ctx.facts)}:`, `Liike osoitteessa ${address(ctx.facts)} on avoinna:`)
        : null,
      ctx.facts.hours.length > 0 ? hoursList(ctx.facts) : null,
      ctx.v(
        `Renkaanvaihto ja uusien renkaiden asennus onnistuvat ilman ajanvarausta. Jos haluatte varman ajan etenkin sesonkiaikana, voitte varata sen ${booking} tai soittamalla numeroon **${company.phone}**.`,
        `Renkaanvaihto ja uusien renkaiden asennus onnistuvat ilman ajanvarausta. Jos haluat varman ajan etenkin sesonkiaikana, varaa se ${booking} tai soita numeroon **${company.phone}**.`,
        `Renkaanvaihto ja uusien renkaiden asennus onnistuvat ilman ajanvarausta. Sesonkiaikana varattu aika säästää jonotukselta: ajan voi varata ${booking} tai numerosta **${company.phone}**.`,
      ),
    ),
  };
}

export function howSection(ctx: WriterContext): Section {
  const months = ctx.facts.financing.months;
  return {
    id: "how-visit",
    heading: "Näin käynti sujuu",
    body: steps([
      [
        "Saapuminen",
        ctx.v(
          "Tulkaa paikalle aukioloaikoina tai varatkaa aika etukäteen.",
          "Tule paikalle aukioloaikoina tai varaa aika etukäteen.",
          "Liikkeeseen voi tulla aukioloaikoina ilman ajanvarausta tai varatulla ajalla.",
        ),
      ],
      [
        "Tarpeen kartoitus",
        ctx.v(
          "Kertokaa, mitä autonne tarvitsee: vaihdon, uudet renkaat, tasapainotuksen tai korjauksen.",
          "Kerro, mitä autosi tarvitsee: vaihdon, uudet renkaat, tasapainotuksen tai korjauksen.",
          "Ensin sovitaan, mitä autolle tehdään: vaihto, uudet renkaat, tasapainotus tai korjaus.",
        ),
      ],
      ["Työ ja tarkastus", "Työn yhteydessä tarkistetaan renkaiden urasyvyys ja kunto sekä säädetään rengaspaineet."],
      ["Maksu", `Suuremmat ostokset, kuten uudet renkaat asennuksineen, voi maksaa myös ${months} kuukauden erissä ilman korkoa ja kuluja.`],
    ]),
  };
}

export function whySection(ctx: WriterContext): Section {
  const { company } = ctx.facts;
  const brands = brandsText(ctx.facts, 10);
  const change = firstRowFrom(ctx.facts.prices, "tyreChange");
  return {
    id: "why-us",
    heading: ctx.v(`Miksi ${company.shortName}?`, `Miksi ${company.shortName}?`, "Tietoa liikkeestä"),
    body: paragraphs(
      `${company.name} on ${company.townAt} toimiva perheyritys ja ${company.network} -ketjun jäsenliike. Ketjun kautta saamme yhteishankintojen hinnat ja valtakunnallisen rengastakuun, mutta palvelu on perheyrityksen omaa.`,
      bullets([
        change ? `renkaanvaihto ilman ajanvarausta, alkaen ${euros(change.cents)}` : "renkaanvaihto ilman ajanvarausta",
        "rengashotelli, tasapainotus ja rengaskorjaukset saman katon alla",
        ...(brands ? [`valikoimassa muun muassa ${brands}`] : []),
        `rahoitus 0 % korolla ${ctx.facts.financing.months} kuukauden maksuajalla`,
      ]),
    ),
  };
}

/** The cheapest paid row of a service table as 'alkaen **12 € / kpl**', or null. */
function serviceFrom(rows: ServicePriceRow[]): string | null {
  const paid = rows.filter((row) => row.price > 0);
  if (paid.length === 0) return null;
  const cheapest = paid.reduce((best, row) => (row.price < best.price ? row : best));
  return `alkaen **${servicePrice({ ...cheapest, from: false })}**`;
}

export const servicesOverviewSection: SectionBuilder = (ctx) => {
  const { prices } = ctx.facts;
  const rim = (cents: number | null, unit: string) => (cents === null ? null : `alkaen **${euros(cents)}** / ${unit}`);
  const lines: [string, string | null][] = [
    ["Renkaanvaihto", rim(lowestRimPrice(prices.tyreChange), "4 pyörää")],
    ["Renkaiden vaihto vanteille tasapainotuksineen", rim(lowestRimPrice(prices.tyreFitting), "4 rengasta")],
    ["Rengashotelli", rim(lowestRimPrice(prices.tyreHotel), "kausi")],
    ["Tasapainotus", serviceFrom(prices.balancing.rows)],
    ["Rengas- ja vannekorjaukset", serviceFrom(prices.repairs.rows)],
  ];
  const items = lines.filter(([, price]) => price !== null).map(([label, price]) => `${label}: ${price}`);
  if (items.length === 0) return null;
  return {
    id: "services-overview",
    heading: "Palvelumme ja hinnat lyhyesti",
    body: paragraphs(
      ctx.v(
        `${ctx.facts.company.shortName} hoitaa kaikki rengastyöt saman katon alla. Aloitushinnat:`,
        `Meiltä saat kaikki rengastyöt saman katon alta. Aloitushinnat:`,
        "Rengasliikkeen tavallisimmat palvelut ja niiden aloitushinnat:",
      ),
      bullets(items),
      "Tarkat hinnat auton tyypin ja vannekoon mukaan löytyvät [hinnastosta](/hinnasto).",
    ),
  };
};

export const pressureSection: SectionBuilder = (ctx) => {
  if (ctx.topics.includes("winter")) return null;
  return {
    id: "pressure",
    heading: "Rengaspaineet kuntoon",
    body: paragraphs(
      "Oikea rengaspaine pienentää polttoaineen kulutusta, pidentää renkaiden ikää ja lyhentää jarrutusmatkaa. Liian matala paine kuluttaa renkaan reunoja ja lämmittää rengasta, liian korkea heikentää pitoa.",
      ctx.v(
        "Suosittelemme tarkistamaan paineet kerran kuukaudessa ja ennen pitkää matkaa. Auton valmistajan suosittelemat paineet löytyvät yleensä kuljettajan ovenpielestä, tankkausluukun sisäpuolelta tai käyttöohjekirjasta. Täydellä kuormalla käytetään täyden kuorman paineita.",
        "Tarkista paineet kerran kuukaudessa ja ennen pitkää matkaa. Auton valmistajan suosittelemat paineet löydät yleensä kuljettajan ovenpielestä, tankkausluukun sisäpuolelta tai käyttöohjekirjasta. Täydellä kuormalla käytä täyden kuorman paineita.",
        "Paineet tarkistetaan kerran kuukaudessa ja ennen pitkää matkaa kylmistä renkaista. Auton valmistajan suosittelemat paineet löytyvät yleensä kuljettajan ovenpielestä, tankkausluukun sisäpuolelta tai käyttöohjekirjasta, ja täydellä kuormalla käytetään täyden kuorman paineita.",
      ),
    ),
  };
};

export const disposalSection: SectionBuilder = (ctx) => {
  const { rows, note } = ctx.facts.prices.disposal;
  if (rows.length === 0) return null;
  return {
    id: "disposal",
    heading: "Vanhat renkaat kierrätykseen",
    body: paragraphs(
      "Loppuun ajetut renkaat kierrätetään: niistä tehdään muun muassa maanrakennusmateriaalia ja kumirouhetta.",
      bullets(rows.map((row) => `${lowerFirst(plain(row.label))}: **${servicePrice(row)}**`)),
      note.trim() === "" ? null : plain(note),
    ),
  };
};



export const calendarSection: SectionBuilder = (ctx) => {
  if (ctx.topics.includes("winter") || ctx.topics.includes("summer")) return null;
  return {
    id: "calendar",
    heading: "Rengasvuosi lyhyesti",
    body: [
      "| Aika | Mitä tehdä |",
      "| --- | --- |",
      "| Syys–lokakuu | talvirenkaiden urasyvyys ja kunto tarkistetaan, uudet renkaat hankitaan ajoissa |",
      "| 1.11.–31.3. | talvirenkaat käytössä, kun sää tai keli sitä edellyttää; nastat sallittuja |",
      "| Huhti–toukokuu | kesärenkaat alle, kun yöpakkaset ovat ohi |",
      "| Kesä | rengaspaineet tarkistetaan ennen lomamatkoja |",
    ].join("\n"),
  };
};
