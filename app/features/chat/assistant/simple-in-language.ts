/**
 * The short fixed answers (fixed-answers.server.ts and the size question of offline.server.ts), the
 * services and the tyre chain, in Swedish and English, saying what the Finnish ones say. Prices come in
 * from the price list; the chain's text is restated from app/content/shop-facts.ts. Pure.
 */
import { COMPANY } from "~/content/company";
import { FINANCING } from "~/content/financing";
import type { Language } from "./language";

type OtherLanguage = Exclude<Language, "fi">;

const phone = `**${COMPANY.phone}**`;

export const SIMPLE_IN_LANGUAGE: Record<"greeting" | "thanks" | "cancel" | "payment" | "roadside" | "network", Record<OtherLanguage, string>> = {
  greeting: {
    sv: "Hej! Jag är Kaartobotti. Jag kan hjälpa till med till exempel däck i din dimension (berätta dimensionen, t.ex. **205/55R16**), öppettider, priser, kampanjer och våra tjänster.",
    en: "Hello! I'm Kaartobotti. I can help you for example with tyres in your size (tell me the size, e.g. **205/55R16**), opening hours, prices, offers and our services.",
  },
  thanks: {
    sv: "Varsågod! Fråga gärna om du undrar något mer – eller kom förbi, däckbyte görs utan tidsbokning.",
    en: "You're welcome! Just ask if anything else comes to mind – or drop by, tyre changes are done without an appointment.",
  },
  cancel: {
    sv: "Okej, avbrutet. Hur kan jag annars hjälpa till? Du kan skriva däckdimensionen till exempel som **205/55R16**.",
    en: "OK, cancelled. How else can I help? You can type the tyre size for example as **205/55R16**.",
  },
  payment: {
    sv: `Om betalningssätten kan jag inte säga något säkert – fråga på ${phone} eller via [kontaktsidan](/ota-yhteytta). För däck och fälgar finns också **finansiering** (0 % ränta, inga kostnader under ${FINANCING.months} månader): [Rahoitus](/rahoitus) (på finska)`,
    en: `I can't tell you the payment methods for certain – please ask on ${phone} or through the [contact page](/ota-yhteytta). For tyres and rims there is also **financing** (0 % interest, no costs for ${FINANCING.months} months): [Rahoitus](/rahoitus) (in Finnish)`,
  },
  roadside: {
    sv: [
      "**Säkerheten först:**",
      "",
      "- Sakta ner och stanna på ett säkert ställe, på motorvägen så långt från körfältet som möjligt (rastplats eller vägren). Sätt på **varningsblinkers**.",
      "- Ta på dig en **reflexväst** innan du kliver ur, och flytta passagerarna i säkerhet bakom räcket.",
      "- Ställ ut **varningstriangeln** cirka 100–150 meter bakom bilen (längre bort på motorvägen).",
      "- Byt inte däck på körfältets sida. Ring vägassistans eller ditt försäkringsbolags bärgning – om situationen är farlig eller någon är skadad, ring **112**.",
      "",
      `När du är i säkerhet, ring oss: ${phone}. Vi lagar eller byter däcket, och priserna finns i [prislistan](/hinnasto) (på finska).`,
    ].join("\n"),
    en: [
      "**Safety first:**",
      "",
      "- Slow down and stop in a safe place, on a motorway as far from the traffic lane as possible (a lay-by or the hard shoulder). Switch on the **hazard lights**.",
      "- Put on a **reflective vest** before you get out, and move passengers to safety behind the barrier.",
      "- Place the **warning triangle** about 100–150 metres behind the car (further on a motorway).",
      "- Don't change the tyre on the traffic side. Call roadside assistance or your insurer's towing service – if the situation is dangerous or someone is hurt, call **112**.",
      "",
      `Once you are safe, call us: ${phone}. We repair or replace the tyre, and the prices are in the [price list](/hinnasto) (in Finnish).`,
    ].join("\n"),
  },
  network: {
    sv: `**${COMPANY.network}** är en internationell kedja av självständiga däckbutiker med över 5 000 butiker i över 40 länder och tiotals medlemsbutiker i Finland. Medlemskapet ger våra kunder kedjans gemensamma inköpspriser, kedjans egna däckmärken och en rikstäckande däckgaranti, men servicen förblir familjeföretagets egen.`,
    en: `**${COMPANY.network}** is an international chain of independent tyre shops, with over 5,000 shops in over 40 countries and dozens of member shops in Finland. Membership brings our customers the chain's joint purchase prices, the chain's own tyre brands and a nationwide tyre warranty, while the service stays the family business's own.`,
  },
};

const WANTED: Record<OtherLanguage, Record<"summer" | "winter" | "studded" | "friction" | "any", string>> = {
  sv: { summer: "sommardäck", winter: "vinterdäck", studded: "dubbdäck", friction: "friktionsdäck", any: "däck" },
  en: { summer: "summer tyres", winter: "winter tyres", studded: "studded tyres", friction: "friction tyres", any: "tyres" },
};

/** 'Which size?': asked when a tyre question names no size. */
export function askSizeInLanguage(language: OtherLanguage, wanted: keyof (typeof WANTED)["sv"], price: boolean): string {
  const what = WANTED[language][wanted];
  const first = {
    sv: price
      ? `Priserna beror på dimensionen. Berätta din däckdimension, till exempel **205/55R16**, så berättar jag priserna och tillgången på ${what}.`
      : `Jag kollar gärna om vi har ${what} i rätt dimension. Berätta din däckdimension, till exempel **205/55R16**.`,
    en: price
      ? `Prices depend on the size. Tell me your tyre size, for example **205/55R16**, and I will tell you the prices and availability of ${what}.`
      : `I'm happy to check whether we have ${what} in your size. Tell me the tyre size, for example **205/55R16**.`,
  }[language];
  const where = {
    sv: `Dimensionen ser du på sidan av dina nuvarande däck eller i bilens registreringsbevis. Du kan också bläddra i sortimentet: [Renkaat](/renkaat) (på finska) eller ringa oss på ${phone}.`,
    en: `You can see the size on the sidewall of your current tyres or in the car's registration certificate. You can also browse the range: [Tyres](/renkaat) (in Finnish) or call us on ${phone}.`,
  }[language];
  return [first, "", where].join("\n");
}

/** The services with their starting prices (already formatted, in the order of the Finnish list). */
export function servicesInLanguage(language: OtherLanguage, from: { change: string; fitting: string; hotel: string; balancing: string; repairs: string }): string {
  const lines = {
    sv: [
      `${COMPANY.name} (${COMPANY.street}, Lojo) är ett familjeföretag där däckbyte görs utan tidsbokning. Våra tjänster:`,
      "",
      "- **Sommar- och vinterdäck** (även dubb- och friktionsdäck) för personbilar, SUV:ar och paketbilar: [Renkaat](/renkaat)",
      `- **Däckbyte** utan tidsbokning${from.change}`,
      `- **Byte av däck på fälgar** med balansering${from.fitting}`,
      `- **Däckhotell**: säsongsförvaring, tvättade och kontrollerade${from.hotel}: [Rengashotelli](/rengashotelli)`,
      "- **Fälgar**: lättmetall-, stål- och specialfälgar som passar din bil: [Vanteet](/vanteet)",
      `- **Balansering**${from.balancing}: [Tasapainotus](/palvelut/tasapainoitus)`,
      `- **Däckreparationer** (lagning, ventiler, TPMS-sensorer)${from.repairs}: [Korjaustyöt](/palvelut/korjaustyot)`,
      `- **Finansiering**: 0 % ränta, inga kostnader under ${FINANCING.months} månader: [Rahoitus](/rahoitus)`,
      "",
      "Priserna finns i [prislistan](/hinnasto) (sidorna är på finska).",
    ],
    en: [
      `${COMPANY.name} (${COMPANY.street}, Lohja) is a family business where tyre changes are done without an appointment. Our services:`,
      "",
      "- **Summer and winter tyres** (studded and friction tyres too) for cars, SUVs and vans: [Tyres](/renkaat)",
      `- **Tyre change** without an appointment${from.change}`,
      `- **Fitting tyres on rims** with balancing${from.fitting}`,
      `- **Tyre hotel**: seasonal storage, washed and inspected${from.hotel}: [Tyre hotel](/rengashotelli)`,
      "- **Rims**: alloy, steel and special rims fitted to your car: [Rims](/vanteet)",
      `- **Balancing**${from.balancing}: [Balancing](/palvelut/tasapainoitus)`,
      `- **Tyre repairs** (punctures, valves, TPMS sensors)${from.repairs}: [Repairs](/palvelut/korjaustyot)`,
      `- **Financing**: 0 % interest, no costs for ${FINANCING.months} months: [Financing](/rahoitus)`,
      "",
      "The prices are in the [price list](/hinnasto) (the pages are in Finnish).",
    ],
  }[language];
  return lines.join("\n");
}
