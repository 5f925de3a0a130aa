/**
 * Which language a visitor writes in: Finnish, Swedish or English, from common words of each (Lohja is
 * bilingual, and tourists and newcomers write in English). A short line with no telling words ('kyllä',
 * 'ok', a bare tyre size) keeps the language the conversation had. Pure; no I/O.
 */
import { tokenize } from "~/lib/finnish-words";

export type Language = "fi" | "sv" | "en";

// Words frequent in one language and rare in the other two. Left out: words shared by two of them
// ('on', 'en', 'i', 'se', 'hi', 'kan'), which count for nothing.
const MARKERS: Record<Language, ReadonlySet<string>> = {
  fi: new Set(
    ("ja ei että tai kun myös onko onks onkos ootte oletteko olette teillä teiltä teille teidän mitä mikä mikä mitä paljonko paljonks " +
      "kuinka miten milloin missä mihin voiko voinko saako saanko pitää tarvii tarvitsen tarvisin haluan kiitos moi hei terve renkaat " +
      "renkaita rengas renkaan vaihto hinta hinnat maksaa maksaako auki entä kyllä joo juu nyt vielä jos niin vai minä mä mulla " +
      "meillä sen sitä siitä niitä niistä ne ovat olla kanssa paljon aika kauanko kenen kuka firma omistaa " +
      "anna annatko sitten vaikka edes ainakin mun tää tän tota oot oo ole miks miksi mistä siellä täällä voisitko voitteko " +
      "onks saisko saako pitäiskö kannattaako teidän ootteko").split(" "),
  ),
  sv: new Set(
    ("och är att det ett på för med har ni vi jag du vad hur när var varför vilken vilka vilket kostar kostnad finns inte också " +
      "kan man mig min mitt era ert er eller men till från hos om mycket någon något några däck däcken däcket fälg fälgar byte " +
      "byta öppet öppna stänger stängt tack hej hejsa gärna ja nej skulle vill behöver bil bilen får idag imorgon lördag söndag " +
      "måndag fredag vinterdäck sommardäck dubbdäck friktionsdäck priset pris ingår lager butiken vem äger firman ligger hund parkera").split(" "),
  ),
  en: new Set(
    ("the and is are you your we our do does did have has how what when where which who why much many can could would should " +
      "please thanks thank tyre tyres tire tires wheel wheels rim rims price prices cost costs open opening hours shop store " +
      "need want my me it they them there this that with for from about any get change changing tomorrow today saturday sunday " +
      "monday friday winter summer studded instead of be will not don't can't i'm hello hi hey yes no a an to if or but than was were " +
      "been got anything something offer offers sale studs set fitted").split(" "),
  ),
};

const LANGUAGES: readonly Language[] = ["fi", "sv", "en"];

/** Letters only Swedish among the three uses. */
const SWEDISH_LETTER = /å/i;

/** The language of one line, or undefined when it has no telling words. */
export function lineLanguage(text: string): Language | undefined {
  const tokens = tokenize(text).filter((word) => !/^\d/.test(word));
  const counts: Record<Language, number> = { fi: 0, sv: 0, en: 0 };
  for (const word of tokens) for (const language of LANGUAGES) if (MARKERS[language].has(word)) counts[language] += 1;
  if (SWEDISH_LETTER.test(text)) counts.sv += 1;
  const best = LANGUAGES.reduce((winner, language) => (counts[language] > counts[winner] ? language : winner), "fi" as Language);
  if (counts[best] === 0) return undefined;
  // A tie keeps Finnish: it is the site's language and the one the shop answers in by default.
  return LANGUAGES.filter((language) => counts[language] === counts[best]).includes("fi") ? "fi" : best;
}

/** The language to answer in: the last line's, else the latest earlier visitor line's, else Finnish. */
export function conversationLanguage(userLines: readonly string[]): Language {
  for (let index = userLines.length - 1; index >= 0; index -= 1) {
    const language = lineLanguage(userLines[index]);
    if (language) return language;
  }
  return "fi";
}
