/**
 * Swedish and English questions read by the Finnish intent rules: each known phrase adds the Finnish
 * word the rules listen for ('däckbyte' → 'renkaanvaihto', 'opening hours' → 'aukioloajat'), so one set
 * of rules serves all three languages and the answer is then written in the visitor's language. Sizes and
 * numbers stay as typed. Pure; no I/O.
 */
import type { Language } from "./language";

type Entry = [RegExp, string];

// Longer phrases first where a shorter one would also match.
const SWEDISH: Entry[] = [
  [/däckbyte|byta däck|byter däck|byte av däck|skifta däck|hjulbyte|byta hjul/i, "renkaanvaihto"],
  [/på fälgarna|på fälgen|montera|montering/i, "vanteille asennus"],
  [/balanser/i, "tasapainotus"],
  [/däckhotell|förvar|däckförvaring/i, "rengashotelli"],
  [/punktering|laga|lagning|reparer|lappa/i, "korjaus"],
  [/ventil/i, "venttiili"],
  [/gamla däck|återvinn|skrota/i, "vanhat renkaat kierrätys"],
  [/öppet|öppna|öppnar|öppettid|stänger|stängt/i, "aukioloajat"],
  [/\bmåndag/i, "maanantaina"],
  [/\btisdag/i, "tiistaina"],
  [/\bonsdag/i, "keskiviikkona"],
  [/\btorsdag/i, "torstaina"],
  [/\bfredag/i, "perjantaina"],
  [/\blördag/i, "lauantaina"],
  [/\bsöndag/i, "sunnuntaina"],
  [/\bhelg/i, "viikonloppuna"],
  [/\bidag\b|\bi dag\b/i, "tänään"],
  [/imorgon|i morgon/i, "huomenna"],
  [/kampanj|erbjudande|\brea\b|rabatt/i, "kampanja"],
  [/kostar|\bpris|kostnad|hur mycket|vad tar ni/i, "hinta"],
  [/vinterdäck/i, "talvirenkaat"],
  [/sommardäck/i, "kesärenkaat"],
  [/dubbdäck|dubbade|\bdubb/i, "nastarenkaat"],
  [/friktionsdäck|friktion|dubbfri/i, "kitkarenkaat"],
  [/\bdäck/i, "renkaat"],
  [/fälg/i, "vanteet"],
  [/telefon|nummer|e-post|epost|mejl|kontakt/i, "puhelin sähköposti"],
  [/var ligger|adress|hitta till|vägbeskrivning/i, "osoite"],
  [/(?<!\p{L})äger(?!\p{L})|ägare|grundade/iu, "omistaja"],
  [/\bhund/i, "koira"],
  [/personal|anställda|vem jobbar/i, "henkilökunta"],
  [/avbetalning|dela upp betalning|delbetal|finansiering|månadsbetal|per månad|i månaden/i, "rahoitus"],
  [/skåpbil|paketbil/i, "pakettiauto"],
  [/personbil/i, "henkilöauto"],
  [/tidsbokning|boka tid|behöver jag boka/i, "ajanvaraus"],
  [/hur länge|hur lång tid/i, "kauanko kestää"],
  [/när ska|när måste|när får/i, "milloin vaihto"],
  [/tjänster|vad gör ni|vad erbjuder ni/i, "palvelut"],
  [/kedja/i, "ketju"],
  [/tack/i, "kiitos"],
  [/^(hej|hejsan|tjena|god dag)\b/i, "hei"],
];

const ENGLISH: Entry[] = [
  [/tyre change|tire change|change (my |the )?(tyres|tires|wheels)|changing (tyres|tires)|swap (my |the )?(tyres|tires)|seasonal change/i, "renkaanvaihto"],
  [/on (the )?rims|mount|fitting|fit new/i, "vanteille asennus"],
  [/balanc/i, "tasapainotus"],
  [/tyre hotel|tire hotel|storage|store my|storing/i, "rengashotelli"],
  [/puncture|repair|\bfix\b|\bpatch/i, "korjaus"],
  [/valve/i, "venttiili"],
  [/old (tyres|tires)|recycl|dispos/i, "vanhat renkaat kierrätys"],
  [/\bopen\b|opening|\bclose|\bhours\b/i, "aukioloajat"],
  [/monday/i, "maanantaina"],
  [/tuesday/i, "tiistaina"],
  [/wednesday/i, "keskiviikkona"],
  [/thursday/i, "torstaina"],
  [/friday/i, "perjantaina"],
  [/saturday/i, "lauantaina"],
  [/sunday/i, "sunnuntaina"],
  [/weekend/i, "viikonloppuna"],
  [/\btoday\b/i, "tänään"],
  [/tomorrow/i, "huomenna"],
  [/offer|campaign|\bdeal|discount|\bsale\b|promo/i, "kampanja"],
  [/\bprice|\bcost|how much|\bfee\b/i, "hinta"],
  [/winter (tyres|tires)|winter/i, "talvirenkaat"],
  [/summer/i, "kesärenkaat"],
  [/non[- ]studded|studless|friction/i, "kitkarenkaat"],
  [/\bstud/i, "nastarenkaat"],
  [/\btyres?\b|\btires?\b/i, "renkaat"],
  [/\brims?\b|\bwheels?\b|alloys/i, "vanteet"],
  [/phone|number|e-?mail|contact/i, "puhelin sähköposti"],
  [/where (are you|is (your|the) (shop|store|garage))|where's your|address|located|location|directions|find you/i, "osoite"],
  [/\bowns?\b|owner|founded/i, "omistaja"],
  [/\bdog\b/i, "koira"],
  [/staff|employees|who works/i, "henkilökunta"],
  [/instal+ments?|financ|monthly|per month|a month|pay later|pay in parts/i, "rahoitus"],
  [/\bvan\b/i, "pakettiauto"],
  [/\bcar\b/i, "henkilöauto"],
  [/appointment|book a time|booking|walk[- ]in/i, "ajanvaraus"],
  [/how long|take long/i, "kauanko kestää"],
  [/when (should|must|can|do) (i|you)/i, "milloin vaihto"],
  [/services|what do you do|what do you offer/i, "palvelut"],
  [/\bchain\b/i, "ketju"],
  [/thank/i, "kiitos"],
  [/^(hi|hello|hey|good (morning|afternoon|evening))\b/i, "hei"],
];

const ENTRIES: Record<Exclude<Language, "fi">, Entry[]> = { sv: SWEDISH, en: ENGLISH };

/** The line with the Finnish keywords of its Swedish or English phrases added; Finnish as it is. */
export function withFinnishKeywords(line: string, language: Language): string {
  if (language === "fi") return line;
  const added = ENTRIES[language].filter(([pattern]) => pattern.test(line)).map(([, finnish]) => finnish);
  return added.length === 0 ? line : `${line} ${added.join(" ")}`;
}
