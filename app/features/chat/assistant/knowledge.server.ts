/**
 * Kaartobotti's reference texts: the services with their starting prices and the price tables as
 * markdown, both read fresh from the price list the admin edits (Asetukset → Hinnasto), and the practical
 * answers to the home page's FAQ. The tools hand these to the model and the offline assistant alike, so
 * both tell the same story, and a saved price is what the next answer quotes.
 */
import { COMPANY } from "~/content/company";
import { FINANCING } from "~/content/financing";
import { escapeMarkdown } from "~/lib/markdown-escape";
import {
  PRICE_TABLES,
  type PriceList,
  RIM_SIZE_COLUMNS,
  type RimTableKey,
  type ServicePriceRow,
  type ServiceTableKey,
  formatCents,
  lowestRimPrice,
  lowestServicePrice,
} from "~/features/price-list/rules";
import { getPriceList } from "~/features/price-list/model.server";
import { getEnv } from "~/services/env.server";
import type { Language } from "./language";
import { PRICE_WORDS, translatePriceText } from "./price-list-translations";

export const PRICE_SERVICES = ["renkaanvaihto", "rengastyo", "rengashotelli", "tasapainotus", "korjaukset", "kierratys"] as const;
export type PriceService = (typeof PRICE_SERVICES)[number];

export const PRACTICAL_TOPICS = ["ajanvaraus", "kesto", "rengaskoko", "vaihtoaika"] as const;
export type PracticalTopic = (typeof PRACTICAL_TOPICS)[number];

// Labels, units and notes are typed by the admin: escaped, so they read as text and never as markup.
const text = (value: string) => escapeMarkdown(value);

function rimTableMarkdown(list: PriceList, key: RimTableKey, language: Language): string {
  const { caption, unit } = PRICE_TABLES[key];
  const { rows, note } = list[key];
  const t = (value: string) => text(translatePriceText(value, language));
  const lines = rows.map(
    (row) =>
      `- ${t(row.label)}: ${row.prices.map((price, index) => `**${formatCents(price)}** (${translatePriceText(RIM_SIZE_COLUMNS[index], language)})`).join(", ")}`,
  );
  // The blank line ends the list: without it markdown reads the note as part of the last item.
  return [`**${translatePriceText(caption, language)}** (${translatePriceText(unit, language)}):`, ...lines, ...(note ? ["", `_${t(note)}_`] : [])].join("\n");
}

/** 'alk. 79 € / kpl' or 'maksuton', with the admin's unit escaped. */
function servicePriceText(row: ServicePriceRow, language: Language): string {
  const words = PRICE_WORDS[language];
  if (row.price === 0) return words.free;
  const unit = row.unit ? ` ${text(translatePriceText(row.unit, language))}` : "";
  return `${row.from ? `${words.from} ` : ""}${formatCents(row.price)}${unit}`;
}

function serviceTableMarkdown(list: PriceList, key: ServiceTableKey, title: string, language: Language): string {
  const { rows, note } = list[key];
  const t = (value: string) => text(translatePriceText(value, language));
  return [
    `**${translatePriceText(title, language)}**:`,
    ...rows.map((row) => `- ${t(row.label)}: **${servicePriceText(row, language)}**`),
    ...(note ? ["", `_${t(note)}_`] : []),
  ].join("\n");
}

const PRICE_SECTIONS: Record<PriceService, (list: PriceList, language: Language) => string> = {
  renkaanvaihto: (list, language) => rimTableMarkdown(list, "tyreChange", language),
  rengastyo: (list, language) => rimTableMarkdown(list, "tyreFitting", language),
  rengashotelli: (list, language) => rimTableMarkdown(list, "tyreHotel", language),
  tasapainotus: (list, language) => serviceTableMarkdown(list, "balancing", "Tasapainotus", language),
  korjaukset: (list, language) => serviceTableMarkdown(list, "repairs", "Korjaustyöt", language),
  kierratys: (list, language) => serviceTableMarkdown(list, "disposal", "Renkaiden kierrätys", language),
};

const CAMPAIGN_PRICE_WORDS: Record<Language, (percent: string) => string> = {
  fi: (percent) => `Kampanjan hinnat (−${percent} %)`,
  sv: (percent) => `Kampanjpriser (−${percent} %)`,
  en: (percent) => `Campaign prices (−${percent} %)`,
};

/**
 * A rim-size price table with a campaign's percentage off each price ('65 € − 20 % = 52 €'), or
 * undefined for a service whose prices are not by rim size.
 */
export async function discountedPricesMarkdown(service: PriceService, percent: number, language: Language = "fi"): Promise<string | undefined> {
  const key = ({ renkaanvaihto: "tyreChange", rengastyo: "tyreFitting", rengashotelli: "tyreHotel" } as const)[service as "renkaanvaihto"];
  if (!key) return undefined;
  const list = await getPriceList();
  const { caption, unit } = PRICE_TABLES[key];
  const off = (cents: number) => Math.round((cents * (100 - percent)) / 100);
  const lines = list[key].rows.map(
    (row) =>
      `- ${text(translatePriceText(row.label, language))}: ${row.prices
        .map((price, index) => `${formatCents(price)} → **${formatCents(off(price))}** (${translatePriceText(RIM_SIZE_COLUMNS[index], language)})`)
        .join(", ")}`,
  );
  const shown = String(percent).replace(".", ",");
  return [`**${translatePriceText(caption, language)}** – ${CAMPAIGN_PRICE_WORDS[language](shown)} (${translatePriceText(unit, language)}):`, ...lines].join("\n");
}

/** One section of the price list, or all of them, as markdown with the VAT note and a link; in Finnish unless asked. */
export async function pricesMarkdown(service?: PriceService, language: Language = "fi"): Promise<string> {
  const list = await getPriceList();
  const words = PRICE_WORDS[language];
  const sections = (service ? [service] : PRICE_SERVICES).map((key) => PRICE_SECTIONS[key](list, language));
  return [
    ...sections,
    `${words.vat(text(list.vatText))} ${text(translatePriceText(list.validText, language))} ${words.whole}: [Hinnasto](/hinnasto)`,
  ].join("\n\n");
}

/** ', alkaen **35 €** / 4 pyörää', or nothing when the table has no price above zero. */
const startingAt = (cents: number | null, unit = "") => (cents === null ? "" : `, alkaen **${formatCents(cents)}**${unit ? ` / ${unit}` : ""}`);

/** The services' starting prices in Swedish or English (', från **35 €** / 4 hjul'), for simple-in-language.ts. */
export async function serviceStartingPrices(language: Exclude<Language, "fi">) {
  const list = await getPriceList();
  const from = language === "sv" ? "från" : "from";
  const at = (cents: number | null, unit = "") => (cents === null ? "" : `, ${from} **${formatCents(cents)}**${unit ? ` / ${translatePriceText(unit, language)}` : ""}`);
  return {
    change: at(lowestRimPrice(list.tyreChange), "4 pyörää"),
    fitting: at(lowestRimPrice(list.tyreFitting), "4 rengasta"),
    hotel: at(lowestRimPrice(list.tyreHotel)),
    balancing: at(lowestServicePrice(list.balancing)),
    repairs: at(lowestServicePrice(list.repairs)),
  };
}

export async function servicesMarkdown(): Promise<string> {
  const list = await getPriceList();
  return [
    `${COMPANY.name} (${COMPANY.street}, ${COMPANY.town}) on perheyritys, jossa renkaanvaihto onnistuu ilman ajanvarausta. Palvelumme:`,
    "",
    "- **Kesä- ja talvirenkaat** (myös nasta- ja kitkarenkaat) henkilö-, SUV- ja pakettiautoihin: [Renkaat](/renkaat)",
    `- **Renkaanvaihto** ilman ajanvarausta${startingAt(lowestRimPrice(list.tyreChange), "4 pyörää")}`,
    `- **Renkaiden vaihto vanteille** tasapainotuksineen${startingAt(lowestRimPrice(list.tyreFitting), "4 rengasta")}`,
    `- **Rengashotelli**: kausisäilytys pestyinä ja tarkastettuina${startingAt(lowestRimPrice(list.tyreHotel), "kausi")}: [Rengashotelli](/rengashotelli)`,
    "- **Vanteet**: kevytmetalli-, teräs- ja erikoisvanteet sovitettuina: [Vanteet](/vanteet)",
    `- **Tasapainotus**${startingAt(lowestServicePrice(list.balancing))}: [Tasapainotus](/palvelut/tasapainoitus)`,
    `- **Rengaskorjaukset** (paikkaus, venttiilit, TPMS-anturit)${startingAt(lowestServicePrice(list.repairs))}: [Korjaustyöt](/palvelut/korjaustyot)`,
    `- **Rahoitus**: 0 % korko, ei kuluja ${FINANCING.months} kuukauteen: [Rahoitus](/rahoitus)`,
    "",
    "Hinnat löydät [Hinnastosta](/hinnasto).",
  ].join("\n");
}

/** The booking page as configured (BOOKING_URL), the one the site's own links use. */
const bookingUrl = () => getEnv().shopLinks.booking;

// Practical answers. The duration and season wording follow the site's own pages (price list,
// balancing, Hyvä tietää); content to confirm with the shop like app/content/shop-facts.ts.
const PRACTICAL: Record<PracticalTopic, () => string> = {
  ajanvaraus: () =>
    [
      "**Ajanvarausta ei tarvita.** Renkaanvaihto ja uusien renkaiden asennus onnistuvat ilman ajanvarausta aukioloaikoina – tule vain paikalle.",
      "",
      `Jos haluat varman ajan etenkin sesonkiaikana, voit varata sen [ajanvarauksesta](${bookingUrl()}) tai soittamalla numeroon **${COMPANY.phone}**.`,
    ].join("\n"),
  kesto: () =>
    [
      "Renkaanvaihto kestää tavallisesti **noin 20–30 minuuttia**, kun renkaat ovat valmiiksi vanteilla.",
      "",
      "- Renkaiden vaihto vanteille tasapainotuksineen: noin tunti",
      "- Tasapainotus: tyypillisesti alle tunnin",
      "",
      `Sesonkiaikana (syksyn ensilumet ja kevät) jonoa voi olla – silloin [ajanvaraus](${bookingUrl()}) säästää aikaa.`,
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
      "**Nastarenkaat:** käyttö on sallittu **1.11.–31.3.** ja muulloinkin, jos sää tai keli sitä edellyttää (esimerkiksi lokakuun ensilumilla tai huhtikuun takatalvella).",
      "",
      "Käytännössä talvirenkaat kannattaa vaihtaa alle, kun yöpakkaset alkavat, ja kesärenkaat, kun kelit ovat keväällä vakiintuneet. Lisää: [Hyvä tietää](/hyva-tietaa#rengaskaudet).",
    ].join("\n"),
};

export function practicalMarkdown(topic: PracticalTopic): string {
  return PRACTICAL[topic]();
}
