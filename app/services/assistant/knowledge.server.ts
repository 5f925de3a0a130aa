/**
 * Kaartobotti's reference texts that are not in the database: the services with their starting prices
 * (from the price tables), the price tables as markdown and the practical answers to the home page's
 * FAQ. The tools hand these to the model and the offline assistant alike, so both tell the same story.
 */
import { COMPANY } from "~/lib/company";
import {
  BALANCING,
  DISPOSAL,
  PRICES_VALID_TEXT,
  type PriceItem,
  REPAIRS,
  RIM_SIZE_COLUMNS,
  type RimSizeTable,
  TYRE_CHANGE,
  TYRE_FITTING,
  TYRE_HOTEL,
  VAT_PERCENT_TEXT,
  formatEuro,
  formatPriceItem,
} from "~/components/site/content/prices";

export const PRICE_SERVICES = ["renkaanvaihto", "rengastyo", "rengashotelli", "tasapainotus", "korjaukset", "kierratys"] as const;
export type PriceService = (typeof PRICE_SERVICES)[number];

export const PRACTICAL_TOPICS = ["ajanvaraus", "kesto", "rengaskoko", "vaihtoaika"] as const;
export type PracticalTopic = (typeof PRACTICAL_TOPICS)[number];

function rimTableMarkdown(table: RimSizeTable): string {
  const rows = table.rows.map(
    (row) =>
      `- ${row.vehicle}: ${row.prices.map((price, index) => `**${formatEuro(price)}** (${RIM_SIZE_COLUMNS[index]})`).join(", ")}`,
  );
  return [`**${table.caption}** (${table.unit}):`, ...rows, ...(table.note ? [`_${table.note}_`] : [])].join("\n");
}

function priceItemText(item: PriceItem): string {
  return item.price === 0 ? "maksuton" : formatPriceItem(item);
}

function priceListMarkdown(title: string, items: PriceItem[]): string {
  return [`**${title}**:`, ...items.map((item) => `- ${item.label}: **${priceItemText(item)}**`)].join("\n");
}

const PRICE_SECTIONS: Record<PriceService, () => string> = {
  renkaanvaihto: () => rimTableMarkdown(TYRE_CHANGE),
  rengastyo: () => rimTableMarkdown(TYRE_FITTING),
  rengashotelli: () => rimTableMarkdown(TYRE_HOTEL),
  tasapainotus: () => priceListMarkdown("Tasapainotus", BALANCING),
  korjaukset: () => priceListMarkdown("Korjaustyöt", REPAIRS),
  kierratys: () => priceListMarkdown("Renkaiden kierrätys", DISPOSAL),
};

/** One section of the price list, or all of them, as markdown with the VAT note and a link. */
export function pricesMarkdown(service?: PriceService): string {
  const sections = service ? [PRICE_SECTIONS[service]()] : PRICE_SERVICES.map((key) => PRICE_SECTIONS[key]());
  return [
    ...sections,
    `Hinnat sisältävät arvonlisäveron ${VAT_PERCENT_TEXT}. ${PRICES_VALID_TEXT} Koko hinnasto: [Hinnasto](/hinnasto)`,
  ].join("\n\n");
}

const lowest = (table: RimSizeTable) => Math.min(...table.rows.flatMap((row) => row.prices));
const lowestItem = (items: PriceItem[]) => Math.min(...items.map((item) => item.price).filter((price) => price > 0));

export function servicesMarkdown(): string {
  return [
    `${COMPANY.name} (${COMPANY.street}, ${COMPANY.town}) on perheyritys, jossa renkaanvaihto onnistuu ilman ajanvarausta. Palvelumme:`,
    "",
    "- **Kesä- ja talvirenkaat** (myös nasta- ja kitkarenkaat) henkilö-, SUV- ja pakettiautoihin: [Renkaat](/renkaat)",
    `- **Renkaanvaihto** ilman ajanvarausta, alkaen **${formatEuro(lowest(TYRE_CHANGE))}** / 4 pyörää`,
    `- **Renkaiden vaihto vanteille** tasapainotuksineen, alkaen **${formatEuro(lowest(TYRE_FITTING))}** / 4 rengasta`,
    `- **Rengashotelli**: kausisäilytys pestyinä ja tarkastettuina, alkaen **${formatEuro(lowest(TYRE_HOTEL))}** / kausi: [Rengashotelli](/rengashotelli)`,
    "- **Vanteet**: kevytmetalli-, teräs- ja erikoisvanteet sovitettuina: [Vanteet](/vanteet)",
    `- **Tasapainotus**, alkaen **${formatEuro(lowestItem(BALANCING))}**: [Tasapainotus](/palvelut/tasapainoitus)`,
    `- **Rengaskorjaukset** (paikkaus, venttiilit, TPMS-anturit), alkaen **${formatEuro(lowestItem(REPAIRS))}**: [Korjaustyöt](/palvelut/korjaustyot)`,
    "- **Rahoitus**: 0 % korko, ei kuluja 12 kuukauteen: [Rahoitus](/rahoitus)",
    "",
    "Hinnat löydät [Hinnastosta](/hinnasto).",
  ].join("\n");
}

// Practical answers. The duration and season wording follow the site's own pages (price list,
// balancing, Hyvä tietää); content to confirm with the shop like app/lib/shop-facts.ts.
const PRACTICAL: Record<PracticalTopic, () => string> = {
  ajanvaraus: () =>
    [
      "**Ajanvarausta ei tarvita.** Renkaanvaihto ja uusien renkaiden asennus onnistuvat ilman ajanvarausta aukioloaikoina – tule vain paikalle.",
      "",
      `Jos haluat varman ajan etenkin sesonkiaikana, voit varata sen [ajanvarauksesta](${COMPANY.bookingUrl}) tai soittamalla numeroon **${COMPANY.phone}**.`,
    ].join("\n"),
  kesto: () =>
    [
      "Renkaanvaihto kestää tavallisesti **noin 20–30 minuuttia**, kun renkaat ovat valmiiksi vanteilla.",
      "",
      "- Renkaiden vaihto vanteille tasapainotuksineen: noin tunti",
      "- Tasapainotus: tyypillisesti alle tunnin",
      "",
      "Sesonkiaikana (syksyn ensilumet ja kevät) jonoa voi olla – silloin [ajanvaraus](" + COMPANY.bookingUrl + ") säästää aikaa.",
    ].join("\n"),
  rengaskoko: () =>
    [
      "Oikea rengaskoko löytyy näistä paikoista:",
      "",
      "- **Nykyisten renkaiden kyljestä**, esimerkiksi **205/55R16 91V**",
      "- auton **rekisteriotteesta** tai käyttöohjekirjasta",
      "- usein myös kuljettajan oven pielen tai tankkausluukun tarrasta",
      "",
      "Koossa 205/55R16 luku 205 on renkaan leveys millimetreinä, 55 profiili eli sivun korkeus prosentteina leveydestä, R tarkoittaa vyörengasta ja 16 vanteen halkaisijaa tuumina.",
      "",
      "Kerro minulle koko (esim. _Onko teillä 205/55R16 talvirenkaita?_), niin tarkistan saatavuuden, tai hae kokoa [Renkaat](/renkaat)-sivulta.",
    ].join("\n"),
  vaihtoaika: () =>
    [
      "**Talvirenkaat:** tieliikennelain mukaan henkilö- ja pakettiautoissa on käytettävä talvirenkaita **1.11.–31.3.**, kun sää tai keli sitä edellyttää. Kiinteää vaihtopäivää ei ole: jäisellä, lumisella tai sohjoisella tiellä kesärenkailla ei saa ajaa.",
      "",
      "**Nastarenkaat:** käyttö on sallittu **1.11.–31.3.** tai toista pääsiäispäivää seuraavaan maanantaihin asti, jos se on myöhemmin – muulloinkin, jos keli sitä edellyttää (esimerkiksi lokakuun ensilumilla).",
      "",
      "Käytännössä talvirenkaat kannattaa vaihtaa alle, kun yöpakkaset alkavat, ja kesärenkaat, kun kelit ovat keväällä vakiintuneet. Lisää: [Hyvä tietää](/hyva-tietaa#rengaskaudet).",
    ].join("\n"),
};

export function practicalMarkdown(topic: PracticalTopic): string {
  return PRACTICAL[topic]();
}
