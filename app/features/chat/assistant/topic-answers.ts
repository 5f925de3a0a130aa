/**
 * Questions about the law and the newsletter that the site answers in so many words, answered in the
 * visitor's language (issue 27): legal and recommended tread depths, the winter-tyre and studded-tyre
 * periods (no Easter rule: it left the Road Traffic Act in 2020), and subscribing to, leaving and the
 * privacy of the newsletter. Every sentence restates /hyva-tietaa, the newsletter form or
 * /peruuta-uutiskirje, and links there. Read on the folded line (ä → a), in Finnish, Swedish and English.
 * Pure; no I/O.
 */
import { foldFinnish } from "~/lib/finnish-words";
import type { Language } from "./language";
import { loadIndexKg, parseServiceDescription, speedRatingKmh } from "~/lib/tyre-markings";
import { type GuideTopic, guideTopicOf } from "./guide-topics";
import { guideText } from "./guide-answers";

export type Topic = "treadDepth" | "winterLaw" | "tyreAge" | "markings" | "newsletterLeave" | "newsletterPrivacy" | "newsletterJoin" | GuideTopic;
type LawTopic = Exclude<Topic, GuideTopic>;

const folded = (line: string) => foldFinnish(line.normalize("NFC").toLowerCase());

const TREAD = /urasyvyy|\buraa?\b|\burat\b|\burien\b|\burissa\b|\burista\b|monsterdjup|\bmonster\b|tread ?depth|\btread\b/;
const LAW_WORDS = /compulsory|mandatory|obligatorisk\w*|pakollis\w*|\blai?n?\b|\blaissa\b|\blaki|laillis|laillinen|laiton|sallit|\bsaa(ko)?\b|\bsaako\b|\bpakko|pitaa olla|\boltava|kaytettava|kaytetaan|raja|vahimm|minimi|\blag(en|lig\w*)?\b|\bsako\w*|\bsakot\b|\bfined?\b|\bboter\b|tillat|\bmaste\b|\bkravs|minsta|\blaw\b|\blegal|allowed|\bmust\b|required|minimum|\bcan (i|we|you)\b|\bneed\b|\bbehover\b|\btarvi\w*|\bkeep\b|\bf[aå]r (man|jag)\b|\bkan (man|jag|vi)\b|\bkelpaa|\briittaa|\benough\b|\bracker/;
/** Booking a time is the booking answer's, not the law's ('Måste man boka tid för att byta till vinterdäck?'). */
const BOOKING = /\bboka\b|tidsbok|ajanvara|\bvarat(a|aan)\b|varaa aika|appointment|\bbook\b/;
const WINTER = /talvirenka|talvirenkk|talvikum|nastarenka|nastat\b|nastoja|nastoilla|vinterdack|dubbdack|dubbar|winter tyres?|winter tires?|studded|\bstuds\b/;
const WHEN = /\btammikuu|\bhelmikuu|\btoukokuu|\bkesakuu|\bheinakuu|\belokuu|\bsyyskuu|\bjoulukuu|\bmay\b|\bjune|\bjuly|\baugust|\bseptember|\bmaj\b|\bjuni\b|\bjuli\b|\baugusti|\bmars\b|\bfebruari|\bjanuari|\bdecember|lahtien|\bdecember|\bjanuary|\bfebruary|\balkaen\b|from when|fran nar|\boctober|\bnovember|\balready\b|\byet\b|\boktober|\bredan\b|\bjo\b|\bjoko\b|\bmilloin|\bmillon\b|\bmilloi\b|vilket datum|\bwhat date|\bwhich date|\bmista paivasta|\bmihin asti|\basti\b|\bpaasiai|\bhuhtiku|\bmaaliskuu|\blokakuu|\bmarraskuu|\bnar\b|\btill\b|pask|\bapril|\bmarch|\bwhen\b|\bspring\b|\bkevaa\w*|\bkevat\w*|\bvaren\b|\bpa varen\b|\buntil\b|\beaster|\bkesarenkailla .*(marras|joulu)/;
const SUMMER_TYRES_LATE =
  /kesarenka\w*.{0,80}\b(sako\w*|sakot|sakon)\b|summer (tyres?|tires?).{0,40}\bfined?\b|\bfined?\b.{0,40}summer (tyres?|tires?)|sommardack.{0,40}\bboter\b|kesarenkailla .*(ajaa|saa)|sommardack .*(kora|far)|(kora|far) .{0,25}sommardack|summer (tyres?|tires?) .*(drive|allowed|still|legal)|(drive|driving|legal|allowed) .{0,25}summer (tyres?|tires?)/;
const AGE = /hur gaml|how old can|kuinka vanhoja|montako vuotta|monta vuotta|how many years|how long do (tyres|tires) last|hur manga ar|hur lange haller|\d+ (years?|vuotta|ar) (old|vanha|vanhat|vanhoja|gamla)|kuinka vanha|\bika\b|\bian\b|\bikaa\b|liian vanh|valmistusaj|valmistusvu|valmistet|\bmina vuonna|what year|vilket ar|kuinka vanh\w* renka|vanhoilla renkailla|\bdot\b|how old|\bage\b|too old|manufactur|hur gammal|\balder\b|for gamla|tillverk/;
const PERSON_AGE = /maste (man|jag|du) vara|pitaa (olla|olla vahintaan)|taytyy olla|do (i|you|we) (have|need) to be|must (i|you|one|we) be|have to be|ikaraja|age limit|aldersgrans|\bvuotia(s|ana|aan)\b|years? old to\b|\bar gammal for\b/;
const TYRE_WORD = /renka|rengas|renk|kumi|dack|tyre|tire|\bdot\b/;
const NEWSLETTER = /uutiskirje|nyhetsbrev|newsletter|\b(tarjouk\w*|offers|deals|erbjudand\w*)\b.{0,30}\b(meili\w*|sahkopost\w*|e-?mail|inbox|e-?post\w*|mejl\w*)\b/;
const LEAVE = /liikaa|loppumaan|stop getting|peru|lopet|poist|irti|eroa|sluta|avsluta|avregistr|avbest|unsubscribe|cancel|\bstop\b|opt out|too many|\bsag(a|er)? (jag |man |vi )?upp\b|vill (int|inte|ej) ha|en (halua|haluu|tahdo)|\bei (enaa|enää)\b|don'?t want|no longer want|get rid of/;
const MARKING_WORDS = /kantavuusindeks|kantavuusluok|kuormitusindeks|kuormitusluok|nopeusluok|nopeusindeks|nopeusmerkin|load ?index|speed ?(rating|index|symbol)|belastningsindex|lastindex|hastighetsindex|hastighetsklass/;
const MEANING =
  /tarkoitt|tarkott|tarkotu|merkitse|mika on|mita on|mita .* on|\bmeans?\b|\bmeaning\b|betyder|vad ar|max(imum)? speed|top speed|how fast|huippunopeu|maksiminopeu|kuinka kovaa|hur fort|hogsta hastighet|how much (weight|load)|paljonko kantaa/;
const EU_LABEL_CLASSES = /markapit|eu-?tarr|rengastarr|vierintavastu|wet grip|rolling resistance|vatgrepp|rullmotst|rengasmerkin|eu-?merkin|tyre label|tire label|dackmarkning/;
/** A load index named by its number alone: 'load index 94', 'kantavuusindeksi 91'. */
const LOAD_INDEX_NUMBER = /(?:load ?index|kantavuusindeksi|kuormitusindeksi|lastindex|belastningsindex)\D{0,12}(\d{2,3})(?!\d)/i;
/** '91H', '104/102T', '94 V' in a line (the speed symbol may be lower-case). */
const MARKING_CODE = /(?<![\d/])(\d{2,3}(?:\/\d{2,3})?\s?[lmnpqrstuhvwy])(?![a-z\d])/i;
const PRIVACY = /eteenpain|kolmans|luovut|myytte|myyda|jaatte|saljer|delar|tredje|third|sell|share|pass on/;

/** The topic of a line, or undefined; a line with a tyre size is the catalogue's, never a topic. */
export function topicOf(line: string): Topic | undefined {
  const text = folded(line);
  if (NEWSLETTER.test(text)) {
    if (PRIVACY.test(text)) return "newsletterPrivacy";
    if (LEAVE.test(text)) return "newsletterLeave";
    return "newsletterJoin";
  }
  // 'Tillverkade 2018 men 6 mm kvar – finns det en åldersgräns?': the age is the question, the tread a detail.
  if (AGE.test(text) && TYRE_WORD.test(text) && /\b(19|20)\d\d\b|tillverkade|valmistettu|manufactured/.test(text)) return "tyreAge";
  if (TREAD.test(text) && (LAW_WORDS.test(text) || /\d\s?(mm|millia|millin|millimet\w*)\b/.test(text))) return "treadDepth";
  // 'Do you check tread depth for free?': the answer says the shop measures it free of charge at every change.
  if (TREAD.test(text) && /\bfree\b|ilmai\w*|maksut\w*|veloituksetta|gratis|kostnadsfri\w*|\bcheck\b|\bmeasure|mittaa\w*|mittaatte\w*|\bmater\b|\bmata\b|kolla/.test(text)) return "treadDepth";
  // 'Mina vinterdäck har 4 mm kvar': millimetres left on a tyre are its tread.
  if (/\d\s?mm\b|\d\s?millia\b|millimet\w*/.test(text) && /\bkvar\b|\bleft\b|jaljel\w*|jalel\w*|\bjaa\b/.test(text) && TYRE_WORD.test(text)) return "treadDepth";
  if (((WINTER.test(text) && WHEN.test(text) && LAW_WORDS.test(text)) || SUMMER_TYRES_LATE.test(text)) && !BOOKING.test(text)) return "winterLaw";
  if (WINTER.test(text) && /\b(paasiai|pask|easter)/.test(text)) return "winterLaw";
  // Winter tyres kept on in summer: what the law says of studs and friction tyres out of season.
  if (!/sailyt|sailo|hotel|storage|stored|forvar|maksa|hinta|hinnat|paljonko|price|cost|kostar|pris/.test(text) && (WINTER.test(text) || /\bkitkarenka|\bkitkoilla|friction tyres?|friktionsdack/.test(text)) && /\bkesalla|\bkesaisin|\bkesaksi|koko kesan|kesan yli|in (the )?summer|(all|over|through|throughout|during) (the )?summer|\bpa sommaren|\bi sommar|hela sommaren|over sommaren/.test(text)) return "winterLaw";
  // 'Hur gammal måste man vara för att få ansöka?' asks a person's age (the financing's 18), not a tyre's.
  if (AGE.test(text) && !PERSON_AGE.test(text) && (TYRE_WORD.test(text) || dotCode(line))) return "tyreAge";
  // The EU label's classes ('märkäpito E ja toisessa C') are the label's, not a van tyre's C.
  if (EU_LABEL_CLASSES.test(text)) {
    const guide = guideTopicOf(line);
    if (guide) return guide;
  }
  if (MARKING_WORDS.test(text) || (MEANING.test(text) && (markingCode(line) || /\bxl\b|run ?flat|\bc-?merkin|\bc:(et|n|s)?(?!\p{L})|(?<![\p{L}\d])c(?![\p{L}\d:])|\bc-?(marking|markering\w*|markning\w*)|\bthe c\b/u.test(text)))) return "markings";
  return guideTopicOf(line);
}

const GOOD_TO_KNOW = { fi: "[Hyvä tietää renkaista](/hyva-tietaa)", sv: "[Bra att veta om däck](/hyva-tietaa) (på finska)", en: "[Good to know about tyres](/hyva-tietaa) (in Finnish)" };

const ANSWERS: Record<LawTopic, Record<Language, string[]>> = {
  treadDepth: {
    fi: [
      "**Lain vähimmäisurasyvyys** on kesärenkailla **1,6 mm** ja talvirenkailla **3 mm** (silloin, kun talvirenkaita on käytettävä).",
      "Pito heikkenee selvästi jo ennen lain rajaa, joten suosittelemme talvirenkaiden vaihtoa viimeistään **5 mm**:n ja kesärenkaiden **4 mm**:n urasyvyydessä. Mittaamme urasyvyyden maksutta jokaisen renkaanvaihdon yhteydessä.",
      `Lisää: ${GOOD_TO_KNOW.fi}`,
    ],
    sv: [
      "**Lagens minsta mönsterdjup** är **1,6 mm** för sommardäck och **3 mm** för vinterdäck (när vinterdäck måste användas).",
      "Greppet försämras tydligt redan före lagens gräns, så vi rekommenderar att byta vinterdäck senast vid **5 mm** och sommardäck vid **4 mm** mönsterdjup. Vi mäter mönsterdjupet kostnadsfritt vid varje däckbyte.",
      `Mer: ${GOOD_TO_KNOW.sv}`,
    ],
    en: [
      "**The legal minimum tread depth** is **1.6 mm** for summer tyres and **3 mm** for winter tyres (when winter tyres are required).",
      "Grip falls clearly before the legal limit, so we recommend replacing winter tyres at **5 mm** and summer tyres at **4 mm** at the latest. We measure the tread depth free of charge at every tyre change.",
      `More: ${GOOD_TO_KNOW.en}`,
    ],
  },
  winterLaw: {
    fi: [
      "**Talvirenkaat:** tieliikennelain mukaan henkilö- ja pakettiautoissa on käytettävä talvirenkaita **1.11.–31.3.**, kun sää tai keli sitä edellyttää. Kiinteää vaihtopäivää ei ole: jos tiellä on jäätä, lunta tai sohjoa, kesärenkailla ei saa ajaa.",
      "**Nastarenkaat** saa käyttää **1.11.–31.3.** ja muulloinkin, jos sää tai keli sitä edellyttää, esimerkiksi lokakuun ensilumilla tai huhtikuun takatalvella. Pääsiäiseen sidottu jatkoaika poistui laista kesäkuussa 2020. Nastarenkaat asennetaan aina kaikkiin neljään pyörään. Kitkarenkaiden käyttöä ei ole rajoitettu, mutta kesällä ne kuluvat nopeasti eivätkä pidä yhtä hyvin kuin kesärenkaat.",
      `Lisää: ${GOOD_TO_KNOW.fi}`,
    ],
    sv: [
      "**Vinterdäck:** enligt vägtrafiklagen ska person- och paketbilar ha vinterdäck **1.11–31.3** när vädret eller väglaget kräver det. Det finns inget fast bytesdatum: om det är is, snö eller slask på vägen får man inte köra med sommardäck.",
      "**Dubbdäck** får användas **1.11–31.3** och även annars om vädret eller väglaget kräver det, till exempel vid första snön i oktober eller ett bakslag i april. Den förlängning som var knuten till påsken togs bort ur lagen i juni 2020. Dubbdäck monteras alltid på alla fyra hjulen. Friktionsdäck har ingen begränsad användningstid, men på sommaren slits de snabbt och greppar inte lika bra som sommardäck.",
      `Mer: ${GOOD_TO_KNOW.sv}`,
    ],
    en: [
      "**Winter tyres:** under the Finnish Road Traffic Act, cars and vans must have winter tyres from **1 November to 31 March** when the weather or road conditions require it. There is no fixed changeover date: with ice, snow or slush on the road you may not drive on summer tyres.",
      "**Studded tyres** may be used from **1 November to 31 March**, and at other times too when the weather or road conditions require it, for example the first snow in October or a cold spell in April. The extension tied to Easter was removed from the law in June 2020. Studded tyres are always fitted on all four wheels. The use of friction tyres is not restricted, but in summer they wear quickly and do not grip as well as summer tyres.",
      `More: ${GOOD_TO_KNOW.en}`,
    ],
  },
  tyreAge: {
    fi: [
      "Renkaan valmistusajan näet renkaan kyljen **DOT-merkinnän** neljästä viimeisestä numerosta: esimerkiksi **2324** tarkoittaa viikkoa 23 vuonna 2024.",
      "Kumi kovettuu vuosien myötä, vaikka urasyvyyttä olisi vielä jäljellä, ja talvirenkaan pito jäällä heikkenee. Suosittelemme tarkastuttamaan yli **kuusi vuotta** vanhat renkaat ja vaihtamaan renkaat viimeistään **kymmenen vuoden** iässä.",
      `Lisää: ${GOOD_TO_KNOW.fi}`,
    ],
    sv: [
      "Däckets tillverkningstid ser du av de fyra sista siffrorna i **DOT-märkningen** på däckets sida: till exempel **2324** betyder vecka 23 år 2024.",
      "Gummit hårdnar med åren även om mönsterdjupet räcker, och vinterdäckets grepp på is försämras. Vi rekommenderar att låta granska däck som är över **sex år** gamla och att byta dem senast vid **tio års** ålder.",
      `Mer: ${GOOD_TO_KNOW.sv}`,
    ],
    en: [
      "A tyre's date of manufacture is in the last four digits of the **DOT code** on its sidewall: for example **2324** means week 23 of 2024.",
      "Rubber hardens over the years even when there is tread left, and a winter tyre loses grip on ice. We recommend having tyres over **six years** old inspected and replacing tyres at **ten years** at the latest.",
      `More: ${GOOD_TO_KNOW.en}`,
    ],
  },
  newsletterJoin: {
    fi: [
      "Uutiskirjeen voit tilata **sivuston alaosan lomakkeella** sähköpostiosoitteellasi (lomake tulee myös esiin ensimmäisellä käynnillä). Kerromme siinä uutuuksista, tarjouksista ja rengasvinkeistä.",
      "Tilauksen voi peruuttaa milloin tahansa, emmekä luovuta sähköpostiosoitettasi kolmansille osapuolille.",
    ],
    sv: [
      "Du kan prenumerera på nyhetsbrevet med **formuläret längst ner på webbplatsen** med din e-postadress (det visas också vid första besöket). Vi berättar om nyheter, erbjudanden och däcktips.",
      "Du kan avsluta prenumerationen när som helst, och din e-postadress ges aldrig vidare till tredje part.",
    ],
    en: [
      "You can subscribe to the newsletter with **the form at the bottom of the website**, using your e-mail address (it also appears on your first visit). It brings news, offers and tyre tips.",
      "You can unsubscribe at any time, and we never pass your e-mail address on to third parties.",
    ],
  },
  markings: {
    fi: [
      "Renkaan koon perässä on **kuormitus- ja nopeusluokka**, esimerkiksi **91H**: luku on kantavuusindeksi (91 = enintään 615 kg renkaalle) ja kirjain nopeusluokka (H = enintään 210 km/h, T = 190 km/h, V = 240 km/h).",
      "**XL** (Extra Load) on vahvistettu rakenne, joka kantaa enemmän kuin koon tavallinen rengas, **C** pakettiautojen vahvistettu rengas ja **Run Flat** rengas, jolla pääsee rikkoutuneenakin lyhyen matkan (yleensä noin 80 km enintään 80 km/h).",
      "Jokaisen renkaan sivulla on sen merkinnät selityksineen: [Renkaat](/renkaat)",
    ],
    sv: [
      "Efter däckets dimension står **last- och hastighetsindex**, till exempel **91H**: talet är lastindex (91 = högst 615 kg per däck) och bokstaven hastighetsklass (H = högst 210 km/h, T = 190 km/h, V = 240 km/h).",
      "**XL** (Extra Load) är en förstärkt konstruktion som bär mer än ett vanligt däck i samma dimension, **C** ett förstärkt däck för skåpbilar och **Run Flat** ett däck som går att köra en kort sträcka även punkterat (vanligen cirka 80 km i högst 80 km/h).",
      "Varje däcks sida visar dess märkningar med förklaringar: [Renkaat](/renkaat) (på finska)",
    ],
    en: [
      "After the tyre size comes the **load index and speed rating**, for example **91H**: the number is the load index (91 = at most 615 kg per tyre) and the letter the speed rating (H = at most 210 km/h, T = 190 km/h, V = 240 km/h).",
      "**XL** (Extra Load) is a reinforced build that carries more than a standard tyre of the size, **C** a reinforced van tyre and **Run Flat** a tyre you can drive a short distance on even when punctured (usually about 80 km at up to 80 km/h).",
      "Every tyre's page shows its markings with explanations: [Tyres](/renkaat) (in Finnish)",
    ],
  },
  newsletterLeave: {
    fi: [
      "Uutiskirjeen tilauksen voi peruuttaa milloin tahansa: jokaisen kirjeen lopussa on **henkilökohtainen peruutuslinkki**, ja peruutus tulee voimaan heti, kun vahvistat sen.",
      "Jos linkkiä ei ole tallessa, pyydä uusi peruutuslinkki sähköpostiisi sivulla [Peruuta uutiskirje](/peruuta-uutiskirje).",
    ],
    sv: [
      "Du kan avsluta nyhetsbrevet när som helst: i slutet av varje brev finns en **personlig avregistreringslänk**, och avregistreringen gäller genast när du bekräftar den.",
      "Har du inte länken kvar kan du beställa en ny länk till din e-post på sidan [Peruuta uutiskirje](/peruuta-uutiskirje) (på finska).",
    ],
    en: [
      "You can unsubscribe at any time: every newsletter ends with a **personal unsubscribe link**, and the unsubscription takes effect as soon as you confirm it.",
      "If you no longer have the link, ask for a new one by e-mail on the page [Peruuta uutiskirje](/peruuta-uutiskirje) (in Finnish).",
    ],
  },
  newsletterPrivacy: {
    fi: [
      "**Emme luovuta sähköpostiosoitettasi kolmansille osapuolille**, ja tilauksen voi peruuttaa milloin tahansa.",
      "Lisää: [Tietosuojaseloste](/tietosuojaseloste)",
    ],
    sv: [
      "**Din e-postadress ges aldrig vidare till tredje part**, och du kan avsluta prenumerationen när som helst.",
      "Mer: [Tietosuojaseloste](/tietosuojaseloste) (på finska)",
    ],
    en: [
      "**We never pass your e-mail address on to third parties**, and you can unsubscribe at any time.",
      "More: [Privacy notice](/tietosuojaseloste) (in Finnish)",
    ],
  },
};

/** A DOT date code the visitor typed ('1919', 'DOT 2324'): week 01–53 and a two-digit year, or null. */
export function dotCode(line: string): { week: number; year: number } | null {
  const match = /(?<![\d.,/])(\d{2})(\d{2})(?!\d|[.,/]\d)/.exec(line);
  if (!match) return null;
  const week = Number(match[1]);
  return week >= 1 && week <= 53 ? { week, year: 2000 + Number(match[2]) } : null;
}

const DOT_READING: Record<Language, (code: string, week: number, year: number, age: number) => string> = {
  fi: (code, week, year, age) => `Merkintä **${code}** tarkoittaa viikkoa ${week} vuonna ${year}: renkaat ovat noin **${age} vuotta** vanhat.`,
  sv: (code, week, year, age) => `Märkningen **${code}** betyder vecka ${week} år ${year}: däcken är ungefär **${age} år** gamla.`,
  en: (code, week, year, age) => `The code **${code}** means week ${week} of ${year}: the tyres are about **${age} years** old.`,
};

/** A load index and speed symbol the visitor typed ('94T', '104/102 r'), read; null when there is none. */
function markingCode(line: string) {
  const match = MARKING_CODE.exec(line.slice(0, 500));
  const parsed = match ? parseServiceDescription(match[1]) : null;
  return parsed && parsed.loadIndex !== null && parsed.speedRating !== null ? { ...parsed, typed: match![1].replace(/\s/g, "").toUpperCase() } : null;
}

const MARKING_READING: Record<Language, (code: string, index: string, kg: number, symbol: string, kmh: number) => string> = {
  fi: (code, index, kg, symbol, kmh) => `Merkintä **${code}**: kantavuusindeksi ${index} = enintään **${kg} kg** renkaalle, nopeusluokka ${symbol} = enintään **${kmh} km/h**.`,
  sv: (code, index, kg, symbol, kmh) => `Märkningen **${code}**: lastindex ${index} = högst **${kg} kg** per däck, hastighetsklass ${symbol} = högst **${kmh} km/h**.`,
  en: (code, index, kg, symbol, kmh) => `The marking **${code}**: load index ${index} = at most **${kg} kg** per tyre, speed rating ${symbol} = at most **${kmh} km/h**.`,
};

const LOAD_READING: Record<Language, (index: string, kg: number) => string> = {
  fi: (index, kg) => `Kantavuusindeksi **${index}** tarkoittaa, että rengas kantaa enintään **${kg} kg**.`,
  sv: (index, kg) => `Lastindex **${index}** betyder att däcket bär högst **${kg} kg**.`,
  en: (index, kg) => `Load index **${index}** means the tyre carries at most **${kg} kg**.`,
};

/** The marking the line asks about, read out in kg and km/h first; the general explanation after it. */
function markingsText(language: Language, line: string): string {
  const paragraphs = ANSWERS.markings[language];
  const code = markingCode(line);
  const kg = code?.loadIndex ? loadIndexKg(code.loadIndex) : null;
  const kmh = speedRatingKmh(code?.speedRating);
  if (!code || kg === null || kmh === null) {
    // 'entä se 94?' after the markings: a number alone in a short follow-up is a load index.
    const index = LOAD_INDEX_NUMBER.exec(line.slice(0, 500))?.[1] ?? (line.trim().split(/\s+/).length <= 4 ? /^\D*?(?<!\d)(\d{2,3})(?!\d)\D*$/.exec(line)?.[1] : undefined);
    const indexKg = index ? loadIndexKg(Number(index)) : null;
    return [...(index && indexKg !== null ? [LOAD_READING[language](index, indexKg)] : []), ...paragraphs].join("\n\n");
  }
  const index = code.loadIndexDual === null ? String(code.loadIndex) : `${code.loadIndex}/${code.loadIndexDual}`;
  return [MARKING_READING[language](code.typed, index, kg, code.speedRating!, kmh), ...paragraphs].join("\n\n");
}

/** The topic's answer; for the tyre's age, a DOT code in the line is read out with the age it gives. */
export function topicText(topic: Topic, language: Language, line = "", now: Date = new Date()): string {
  if (topic === "markings") return markingsText(language, line);
  if (!(topic in ANSWERS)) return guideText(topic as GuideTopic, language);
  const paragraphs = ANSWERS[topic as LawTopic][language];
  const code = topic === "tyreAge" ? dotCode(line) : null;
  if (!code || code.year > now.getUTCFullYear()) return paragraphs.join("\n\n");
  const typed = `${String(code.week).padStart(2, "0")}${String(code.year % 100).padStart(2, "0")}`;
  return [DOT_READING[language](typed, code.week, code.year, now.getUTCFullYear() - code.year), ...paragraphs].join("\n\n");
}
