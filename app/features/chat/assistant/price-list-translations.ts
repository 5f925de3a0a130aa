/**
 * The price list in Swedish and English for Kaartobotti's answers (issue 27): the fixed captions and
 * column names, and the default list's own labels, units and notes. A label, unit or note the admin has
 * written differently is shown as written (in Finnish): only the texts known here are translated. Pure.
 */
import type { Language } from "./language";

type OtherLanguage = Exclude<Language, "fi">;

/** Finnish text → [Swedish, English]. */
const TEXTS: Record<string, [string, string]> = {
  // Captions and units of the tables (PRICE_TABLES) and the rim-size columns.
  "Renkaanvaihto, renkaat valmiiksi vanteilla": ["Däckbyte, däcken redan på fälgar", "Tyre change, tyres already on rims"],
  "Renkaiden vaihto vanteille (rengastyö ja tasapainotus)": ["Byte av däck på fälgar (däckarbete och balansering)", "Fitting tyres on rims (tyre work and balancing)"],
  "Rengashotelli, säilytys yhden kauden ajan": ["Däckhotell, förvaring under en säsong", "Tyre hotel, storage for one season"],
  "4 pyörää": ["4 hjul", "4 wheels"],
  "4 rengasta": ["4 däck", "4 tyres"],
  "4 pyörää / kausi": ["4 hjul / säsong", "4 wheels / season"],
  Tasapainotus: ["Balansering", "Balancing"],
  Korjaustyöt: ["Reparationer", "Repairs"],
  "Renkaiden kierrätys": ["Återvinning av däck", "Tyre recycling"],
  "enintään 16″": ["högst 16″", "up to 16″"],
  "17–18″": ["17–18″", "17–18″"],
  "19″ tai suurempi": ["19″ eller större", "19″ or larger"],
  // The default list's labels.
  Henkilöauto: ["Personbil", "Car"],
  "SUV ja maastoauto": ["SUV och terrängbil", "SUV and off-road car"],
  Pakettiauto: ["Paketbil", "Van"],
  "Tasapainotus, henkilöauto": ["Balansering, personbil", "Balancing, car"],
  "Tasapainotus, SUV, maasto- ja pakettiauto": ["Balansering, SUV, terräng- och paketbil", "Balancing, SUV, off-road car and van"],
  "Yksittäisen pyörän tasapainotus": ["Balansering av ett hjul", "Balancing a single wheel"],
  "Tasapainotus renkaanvaihdon yhteydessä": ["Balansering i samband med däckbyte", "Balancing with a tyre change"],
  "Rengasrikon paikkaus (sisäpuolinen paikka)": ["Lagning av punktering (invändig lapp)", "Puncture repair (inside patch)"],
  "Kumiventtiilin vaihto": ["Byte av gummiventil", "Rubber valve replacement"],
  "Vuotavan vanteen tiivistys": ["Tätning av läckande fälg", "Sealing a leaking rim"],
  "TPMS-anturin vaihto, sis. anturin ja ohjelmoinnin": ["Byte av TPMS-sensor, inkl. sensor och programmering", "TPMS sensor replacement, incl. the sensor and programming"],
  "TPMS-anturien ohjelmointi ja opetus autolle": ["Programmering av TPMS-sensorer för bilen", "Programming TPMS sensors for the car"],
  "Teräsvanteen oikaisu": ["Riktning av stålfälg", "Straightening a steel rim"],
  "Pulttien jälkikiristys": ["Efterdragning av hjulbultar", "Re-torquing the wheel bolts"],
  "Vanhojen renkaiden vastaanotto kierrätykseen (ilman vanteita)": ["Mottagning av gamla däck för återvinning (utan fälgar)", "Old tyres taken for recycling (without rims)"],
  "Renkaan irrotus vanteelta kierrätystä varten": ["Demontering av däck från fälgen för återvinning", "Removing a tyre from its rim for recycling"],
  "Vanteiden vastaanotto metallinkierrätykseen": ["Mottagning av fälgar för metallåtervinning", "Rims taken for metal recycling"],
  // The default list's units.
  "/ 4 pyörää": ["/ 4 hjul", "/ 4 wheels"],
  "/ kpl": ["/ st", "/ each"],
  "/ rengas": ["/ däck", "/ tyre"],
  "/ pyörä": ["/ hjul", "/ wheel"],
  "/ vanne": ["/ fälg", "/ rim"],
  // The default list's notes and validity.
  "Hintaan sisältyvät pyörien vaihto, rengaspaineiden säätö, pulttien kiristys momenttiavaimella ja urasyvyyden tarkistus.": [
    "I priset ingår hjulbyte, justering av däcktrycket, åtdragning av bultarna med momentnyckel och kontroll av mönsterdjupet.",
    "The price includes changing the wheels, adjusting tyre pressures, tightening the bolts with a torque wrench and checking the tread depth.",
  ],
  "Sisältää vanhojen renkaiden irrotuksen, uusien asennuksen, uudet kumiventtiilit ja tasapainotuksen. Run flat -renkaat +20 € / sarja.": [
    "Omfattar demontering av de gamla däcken, montering av de nya, nya gummiventiler och balansering. Run flat-däck +20 € / sats.",
    "Includes removing the old tyres, fitting the new ones, new rubber valves and balancing. Run-flat tyres +20 € / set.",
  ],
  "Kausihintaan sisältyvät renkaiden pesu, kuntotarkastus, urasyvyyden mittaus ja säilytys kuivassa varastossa. Renkaanvaihto hinnaston mukaan.": [
    "I säsongspriset ingår tvätt av däcken, kontroll av skicket, mätning av mönsterdjupet och förvaring i ett torrt lager. Däckbyte enligt prislistan.",
    "The season's price includes washing the tyres, a condition check, measuring the tread depth and storage in a dry warehouse. Tyre change as per the price list.",
  ],
  "Pulttien jälkikiristys 50–100 km:n ajon jälkeen on aina maksuton.": [
    "Efterdragning av bultarna efter 50–100 km körning är alltid kostnadsfri.",
    "Re-torquing the bolts after 50–100 km of driving is always free.",
  ],
  "Uusien renkaiden hintaan sisältyy Suomen Rengaskierrätyksen kierrätysmaksu, joten vanhat renkaat otetaan vastaan maksutta.": [
    "I priset för nya däck ingår återvinningsavgiften till Suomen Rengaskierrätys, så gamla däck tas emot kostnadsfritt.",
    "The price of new tyres includes the Finnish tyre recycling fee, so old tyres are taken free of charge.",
  ],
  "Hinnat voimassa 1.1.2026 alkaen toistaiseksi.": ["Priserna gäller från 1.1.2026 tills vidare.", "Prices valid from 1 Jan 2026 until further notice."],
};

const INDEX: Record<OtherLanguage, 0 | 1> = { sv: 0, en: 1 };

/** The text in the language when it is one of the known ones; otherwise as written. */
export function translatePriceText(text: string, language: Language): string {
  if (language === "fi") return text;
  return TEXTS[text]?.[INDEX[language]] ?? text;
}

/** The words around the prices. */
export const PRICE_WORDS: Record<Language, { from: string; free: string; vat: (vat: string) => string; whole: string }> = {
  fi: { from: "alk.", free: "maksuton", vat: (vat) => `Hinnat sisältävät arvonlisäveron ${vat}.`, whole: "Koko hinnasto" },
  sv: { from: "från", free: "kostnadsfritt", vat: (vat) => `Priserna inkluderar mervärdesskatt ${vat}.`, whole: "Hela prislistan (på finska)" },
  en: { from: "from", free: "free", vat: (vat) => `Prices include VAT ${vat}.`, whole: "Full price list (in Finnish)" },
};
