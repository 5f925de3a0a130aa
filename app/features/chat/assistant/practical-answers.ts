/**
 * The practical answers of knowledge.server.ts (booking, how long a change takes, where the size is, when
 * to change) in Swedish and English, saying what the Finnish ones say. The booking address is the
 * configured one, handed in. Pure.
 */
import { COMPANY } from "~/content/company";
import type { PracticalTopic } from "./knowledge.server";
import type { Language } from "./language";

type OtherLanguage = Exclude<Language, "fi">;

const ANSWERS: Record<PracticalTopic, Record<OtherLanguage, (booking: string) => string[]>> = {
  ajanvaraus: {
    sv: (booking) => [
      "**Du behöver inte boka tid.** Däckbyte och montering av nya däck görs utan tidsbokning under öppettiderna – kom bara förbi.",
      `Vill du ha en säker tid, särskilt under säsongen, kan du boka den [på nätet](${booking}) eller genom att ringa **${COMPANY.phone}**.`,
    ],
    en: (booking) => [
      "**No appointment is needed.** Tyre changes and fitting new tyres are done without booking during opening hours – just come in.",
      `If you want a guaranteed time, especially in the busy season, you can book one [online](${booking}) or by calling **${COMPANY.phone}**.`,
    ],
  },
  kesto: {
    sv: (booking) => [
      "Ett däckbyte tar vanligen **cirka 20–30 minuter** när däcken redan sitter på fälgar.",
      "- Byte av däck på fälgar med balansering: cirka en timme\n- Balansering: vanligen under en timme",
      `Under säsongen (höstens första snö och våren) kan det bli kö – då sparar en [tidsbokning](${booking}) tid.`,
    ],
    en: (booking) => [
      "A tyre change usually takes **about 20–30 minutes** when the tyres are already on rims.",
      "- Fitting tyres on rims with balancing: about an hour\n- Balancing: typically less than an hour",
      `In the busy season (the first snow in autumn, and spring) there may be a queue – then [booking a time](${booking}) saves time.`,
    ],
  },
  rengaskoko: {
    sv: () => [
      "Rätt däckdimension hittar du här:",
      "- **På sidan av dina nuvarande däck**, till exempel **205/55R16 91V**\n- i bilens **registreringsbevis** eller instruktionsbok\n- ofta också på dekalen i förarens dörrstolpe eller i tanklocket",
      "I dimensionen 205/55R16 är 205 däckets bredd i millimeter, 55 profilen, alltså sidans höjd i procent av bredden, R betyder radialdäck och 16 fälgens diameter i tum.",
      "Berätta dimensionen för mig (t.ex. _Har ni 205/55R16 vinterdäck?_), så kollar jag vad vi har.",
    ],
    en: () => [
      "You find the right tyre size here:",
      "- **On the sidewall of your current tyres**, for example **205/55R16 91V**\n- in the car's **registration certificate** or manual\n- often also on the sticker in the driver's door pillar or the fuel filler flap",
      "In the size 205/55R16, 205 is the tyre's width in millimetres, 55 the profile, i.e. the sidewall's height as a percentage of the width, R means a radial tyre and 16 the rim diameter in inches.",
      "Tell me the size (e.g. _Do you have 205/55R16 winter tyres?_) and I will check what we have.",
    ],
  },
  vaihtoaika: {
    sv: () => [
      "**Vinterdäck:** enligt vägtrafiklagen ska person- och paketbilar ha vinterdäck **1.11–31.3** när vädret eller väglaget kräver det. Det finns inget fast bytesdatum: på isig, snöig eller slaskig väg får man inte köra med sommardäck.",
      "**Dubbdäck** får användas **1.11–31.3** och även annars om vädret eller väglaget kräver det (till exempel vid första snön i oktober eller ett bakslag i april).",
      "I praktiken lönar det sig att byta till vinterdäck när nattfrosten börjar, och till sommardäck när vädret har stabiliserats på våren. Mer: [Bra att veta](/hyva-tietaa#rengaskaudet) (på finska).",
    ],
    en: () => [
      "**Winter tyres:** under the Road Traffic Act, cars and vans must have winter tyres from **1 November to 31 March** when the weather or road conditions require it. There is no fixed changeover date: on an icy, snowy or slushy road you may not drive on summer tyres.",
      "**Studded tyres** may be used from **1 November to 31 March**, and at other times too when the weather or road conditions require it (for example the first snow in October or a cold spell in April).",
      "In practice it pays to change to winter tyres when the night frosts begin, and to summer tyres once the spring weather has settled. More: [Good to know](/hyva-tietaa#rengaskaudet) (in Finnish).",
    ],
  },
};

/** The practical answer in Swedish or English. */
export function practicalInLanguage(topic: PracticalTopic, language: OtherLanguage, booking: string): string {
  return ANSWERS[topic][language](booking).join("\n\n");
}
