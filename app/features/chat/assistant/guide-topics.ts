/**
 * Questions of know-how that the site's pages answer in so many words, beyond the law and the newsletter
 * (topic-answers.ts): studded or friction tyres, whether a puncture can be repaired, balancing and
 * vibration, bent or cracked rims, a rim's ET and bolt pattern, tyre pressures, the EU tyre label, the
 * privacy of the chat and of one's data, the shop's history and giving feedback on the bot. Each is read
 * from the meaning of the line (a subject and what is asked of it), in Finnish, Swedish and English,
 * typed without ä/ö too; the answers (guide-answers.ts) restate the pages. Pure; no I/O.
 */
import { foldFinnish } from "~/lib/finnish-words";
import type { PriceService } from "./knowledge.server";

export type GuideTopic =
  | "studs"
  | "hotel"
  | "hotelReminder"
  | "tpms"
  | "repairability"
  | "balancing"
  | "rimDamage"
  | "rimFit"
  | "pressure"
  | "euLabel"
  | "privacy"
  | "history"
  | "compare"
  | "botFeedback";

/** Topics whose answer always ends with its prices: 'can you repair it?' wants to know what it costs. */
export const ALWAYS_PRICED = new Set<GuideTopic>(["repairability", "rimDamage"]);

/** The price-list section that goes with a topic when the line also asks a price. */
export const GUIDE_SERVICE: Partial<Record<GuideTopic, PriceService>> = {
  repairability: "korjaukset",
  balancing: "tasapainotus",
  rimDamage: "korjaukset",
  hotel: "rengashotelli",
  tpms: "korjaukset",
};

const folded = (line: string) => foldFinnish(line.normalize("NFC").toLowerCase());

// Studded and friction tyres, and what decides between them (or that studs go on all four wheels).
const STUDS = /\bnast|\bstud(s|ded)?\b|\bdubb/;
const FRICTION = /\bkitk|friction|non[- ]?stud|studless|\bdubbfri|friktion/;
const DRIVING = /kaupun|\bstadi|maante|moottorit|aamuis|\bcity\b|\btown\b|highway|motorway|country roads?|\bstan\b|\bstaden\b|landsvag|motorvag/;
// Studs on some wheels only, or mixed with other tyres: 'vain eteen', 'kaks nastaa ja kaks kitkaa', 'only on the front'.
const SOME_WHEELS = /\beteen\b|\betupyor|\btaakse\b|\btakapyor|\bkaks\b|\bkaksi\b|\bkahteen\b|sekaisin|samaan autoon|kaikkiin|\bfront\b|\brear\b|\btwo\b|\bmix|all (four|4)|\bfram\b|\bbak\b|\btva\b|blanda|alla fyra/;
// A line about prices, offers or stock is the catalogue's, not advice.
const CATALOGUE =
  /\bhinn|\bhint|\bmaksa|\bmaksu|\bpaljonko|\btarjou|\bvarast|\bsaatav|onko teill|onks teill|loytyyko|myytte|\bprice|\bcost|\boffer|\bstock|do you (have|sell)|have you got|\bpris|kostar|lager|erbjud|har ni|saljer ni|\d{3}\s*[/-]?\s*\d{2}/;

// A puncture and whether (or how) it can be repaired.
const PUNCTURE = /\bflat\b|rengasrik|naula|ruuvi|\breik|\breia|puhki|puhje|puhke|tulppa|tulpp|\bnail|\bscrew|\bhole|puncture|\bplug|\bspik|skruv|\bhal\b|punkter|\bplugg/;
const CAN_REPAIR = /\bvoi(ko|daanko|tteko|sko)?\b|\bkesta(a|ako|aks|is)?\b|\b(will|would|does|did) (it|that|the plug|a plug) (last|hold)\b|\blast (the|all|until|through|long)\b|\bhall(a|er)\b|kelpaa|pysyv|permanent|\bsafe\b|turvalli|\bsaker|\bsaako\b|onnistu|\bpysty|riitta|\bpitaako|\bcan\b|\bcould\b|possible|enough|\bkan\b|\bgar det|racker|paikat|paikka|korjat|korjaa|\bpatch|repair|\bfix|\blaga/;

// Balancing: a vibration, or how balancing is done (the weights).
// At a word's start: 'förvaring' folds to 'forvaring', which holds 'varin'.
const VIBRATION = /\btaris|\btarin|\bvaris|\bvarin|\bvapis|vibra|\bshak(e|es|ing)\b|wobbl|skakar|skakning|darrar/;
const BALANCING_HOW = /tasapainotuspain|\bpainot\b|balansvikt|\bvikter|wheel weights|balancing weights/;

// A rim that is bent or cracked.
const RIM = /vante|vanne|\brims?\b|\bwheels?\b|falg|\balut?\b|alumiinivan/;
const RIM_DAMAGE = /vaanty|vaantyn|vaantyi|kolhi|halkea|haljen|\bhalki\b|oikai|\bbent\b|\bcrack|\bbuckled|straighten|\bbojd|sprick|sprucken|rikta/;

// A rim's fitting figures asked about: ET (offset), bolt pattern, centre bore.
const RIM_FIGURES = /\bet-?luku|offset|inpressning|pulttijak|\bpcd\b|bolt pattern|bultmonster|keskioreik|centre bore|center bore|navhal/;
const WHAT_IS = /\bmika\b|\bmita\b|tarkoit|tarkot|merkitse|\bwhat\b|\bmeans?\b|\bmeaning\b|\bvad\b|betyder|explain|selita/;

// Tyre pressures: where to find them, how to check them.
const PRESSURE = /rengaspain|\bpaine|\bpaineet|ilmanpain|dacktryck|lufttryck|\btryck(et)?\b|pressure/;
const PRESSURE_ASK = /mista|\bmist\b|\bmissa|\bmika\b|\bmita\b|\bmiten|kuinka|paljonko|oikea|oikeat|\bwhere|\bwhat|\bhow\b|\bright\b|\bcorrect|\bvar\b|\bvad\b|\bhur\b|\bratt\b|hitta|loyd|tarkist|mittaa\w*|mittaan\w*|\bmilloin|\bkoska\b|\bwhen\b|\bnar\b|\bheti\b|\bmeasure|\bmat(a|er)\b|\bnormal\w*|matala|alhai\w*|laske\w*|\blagt\b|sjunk\w*|\blow\b|\bdrop\w*|kylm\w*|pakkas\w*|\bcold\b|\bkall\w*|\bminus\b/;
// Tyres that look flat in the cold: the pressure falls with the temperature.
const COLD_FLAT = /(half[- ]?flat|look\w* (a bit )?flat|\bsoft\b|puolityhj\w*|tyhjan nakois\w*|ser platt\w*|halvplatt\w*).{0,80}(\bcold\b|kylm\w*|pakkas\w*|frost\w*|\bkall\w*|\bminus|morning|aamu\w*|morgon)|(\bcold\b|kylm\w*|pakkas\w*|frost\w*|\bkall\w*).{0,80}(half[- ]?flat|look\w* (a bit )?flat|puolityhj\w*|ser platt\w*|halvplatt\w*)/;

// The EU tyre label.
const EU_LABEL = /markapit\w*|eu-?tarr\w*|rengastarr\w*|vierintavastu\w*|wet grip|vatgrepp\w*|rolling resistance|rullmotst\w*|rengasmerkin|eu-?merkin|\beu\b.{0,20}(merkin|label|mark)|tyre label|tire label|dackmarkning|eu-?mark|energimark/;

// Privacy: what is stored of the visitor, for how long, sold or not, their rights and where to complain.
// One's own data named outright ('mun tiedoilla', 'my data', 'personuppgifter'): a privacy question by itself.
const OWN_DATA =
  /\btietoni|\btietojani|\btiedoistani|\btietoja (minusta|musta)|\btietoja\b.{0,60}\b(minusta|musta)\b|rekisteri\w*.{0,30}\b(minusta|musta)\b|what (do you|data do you) (have|hold|keep) (on|about) me|vad har ni (for uppgifter )?om mig|(mun|minun|omia|omat|mina) tied|(mun|minun|omia|mina|omat) tiet|minusta .{0,30}tiet|musta .{0,30}tiet|henkilotie|tietosuoj|\bgdpr|my data|personal (data|information)|my (information|details)|personuppg|mina uppgifter|dataskydd/;
const DATA = /\btiedot\b|\btietoja\b|\bdata\b|uppgifter/;
const CHAT = /keskustel|\bchat|\bbot|kaartobot|\bviesti|\bkirjoita|\bskriver|\bwrite\b|\btype\b|\bconversation/;
const STORED = /tallenn|tallent|sailyt|sailo|\bsaved?\b|\bstored?\b|\bkept?\b|\bkeep\b|sparas|sparar|lagras|\bloggaa|\blog(ged|s)?\b|retain|how long|kauanko|kuinka kauan|hur lange|poist|delete|\berase|\bremove|radera|ta bort|\bmyyt|\bmyyda|\bsell|saljer|luovut|\bshare|\bdelar|valitt|\bcomplain|klaga/;

// The shop's age: since when it has served.
const HISTORY = /(kuinka|miten) vanha .{0,20}(firma|yritys|liike|kaarto)|how old is (the|your) (shop|company|business)|(kauan|kauanko|kuinka pitkaan|milloin).{0,40}(olemassa|toimin|toiminut|ollut|perustet|aloitti|aloittanut)|perustettu|\bsince when\b|how long have you been|(when|what year) (was|were) .{0,30}(founded|established|started)|hur lange har ni (funnits|varit|hallit)|nar grundades|\bgrundad/;

// What the tyre hotel does with the tyres: washing, inspection, storage, marking.
const HOTEL = /rengashotel|\bhotel|dackhotel|sailytykse|sailytyks|sailyttaa|sailytatte|forvaring/;
const HOTEL_HOW =
  /sisalty|sisaltaa|kuuluu|\bkauanko\b|kuinka kauan|how long|hur lange|\binclud|\bingar|merki|\bmark|tunnist|tiedatte|\bvet ni|know which|which (wheels|tyres|tires) are|vilka hjul|\bpest|\bwash|tvatt|kuiva|\bdry\b|miten .{0,20}toimii|how does|hur fungerar|tarkast|\binspect|kontroller|urasyvyy|\btread\b|monsterdjup|\bsailytetaan|stored|forvaras|indoors?|\binside\b|\boutside\b|sisatilo\w*|sisalla|ulkona|inomhus|utomhus|lampima\w*|heated|\bkept\b|\bdry\b|kuivassa|lukitu\w*|locked/;

// The tyre hotel's season reminder: whether the shop reminds, and how to stop the reminders.
const REMINDER = /muistut|muistuta|\bremind|paminn|paminner|let (me|us) know|\bilmoita\w*|\bmeddela\w*|hor ni av|\bnotif\w*/;
const HOTEL_OR_STORED = /hotel|sailo|sailyt|forvar|\bstored|renkaat teilla|renkaiden vaihdon aika|vaihdon aika|time to change/;
const STOP_IT = /\bpois\b|\bperu|lopet|\bstop|unsubscribe|avsluta|sluta|\bei haluu|en halua|don'?t want/;

// Tyre pressure sensors: what they are.
const TPMS = /\btpms|paineanturi|rengaspaineanturi|painevahti|pressure (sensor|monitoring)|tryckgivare|trycksgivare|tryckvakt|trycksensor/;

// The catalogue's side-by-side comparison: how many tyres it takes, how to use it.
const COMPARE = /\bvertail\w*|\bvertaa\b|\bvertaan\w*|vertailusivu\w*|\bcompar(e|ing|ison)\b|\bjamfor\w*/;
const COMPARE_HOW = /\bmonta\b|\bmontako\b|kuinka (monta|moneen)|enintaan|neljatta|\bnelja\b|viides|\bhow many\b|\bfourth\b|\bfour\b|\bmore than\b|\bat once\b|\bmiten\b|\bhow (do|can) i\b|\bhur (manga|gor)\b|\bfjarde\b|\bfyra\b|won'?t let|ei anna|ei onnistu|sivu\w*|\bpage\b|\bsidan\b|\btick\w*|\bvalita|\bvalit(se|sen)\b|\bmerkit\w*/;

// Feedback about the bot itself.
const FEEDBACK = /palaut|feedback|\brespons|\batersk|\bbetyg|\barvio|arvostel|\brate\b|\brating/;
const BOT = /\bbot|kaartobot|chat|avustaj|assistant/;

/** The guide topic of a line, or undefined. */
export function guideTopicOf(line: string): GuideTopic | undefined {
  const text = folded(line);
  const newsletter = /uutiskirj|nyhetsbrev|newsletter/.test(text);
  if (!newsletter && (OWN_DATA.test(text) || (DATA.test(text) && (STORED.test(text) || CHAT.test(text))))) return "privacy";
  // Where the chat's messages go: 'does this chat get sent to an AI company outside the EU?'.
  if (CHAT.test(text) && /tekoaly\w*|\bai\b|openai|ulkopuol\w*|outside the (eu|eea)|utanfor (eu|ees)|abroad|ulkomail\w*|utomlands|\bsent\b|lahete\w*|skickas|siirr\w*|transfer\w*/.test(text)) return "privacy";
  if (CHAT.test(text) && STORED.test(text) && /tallenn|tallent|sailyt|\bsaved?\b|\bstored?\b|\bkept?\b|\bkeep\b|sparas|lagras/.test(text)) return "privacy";
  if (FEEDBACK.test(text) && BOT.test(text)) return "botFeedback";
  if (HISTORY.test(text)) return "history";
  if (COMPARE.test(text) && COMPARE_HOW.test(text)) return "compare";
  if (EU_LABEL.test(text)) return "euLabel";
  const winterKind = STUDS.test(text) || FRICTION.test(text);
  if (winterKind && !CATALOGUE.test(text) && ((STUDS.test(text) && (FRICTION.test(text) || SOME_WHEELS.test(text))) || DRIVING.test(text))) return "studs";
  if (RIM.test(text) && RIM_DAMAGE.test(text)) return "rimDamage";
  // 'ET' alone is also the colloquial 'että' and the verb 'et': only next to a rim word is it the offset.
  const figures = RIM_FIGURES.test(text) || (/\bet\b/.test(text) && RIM.test(text));
  if (figures && WHAT_IS.test(text) && !/\d\s?x\s?\d/.test(text)) return "rimFit";
  if (VIBRATION.test(text) || BALANCING_HOW.test(text)) return "balancing";
  if (REMINDER.test(text) && (HOTEL_OR_STORED.test(text) || STOP_IT.test(text)) && !/uutiskirj|nyhetsbrev|newsletter/.test(text)) return "hotelReminder";
  // 'Kan jag bara komma in och byta, eller måste jag boka tid?' from a hotel customer asks about booking, not the hotel.
  const booking = /\bboka\w*|tidsbok\w*|ajanvara\w*|varata aika|varaa aika|\bbook(ing)?\b|appointment|walk-?in|drop[- ]?in|komma in|tulla suoraan/.test(text);
  if (HOTEL.test(text) && HOTEL_HOW.test(text) && !booking && !/uutiskirj|alenn|kampanj|tarjou|rabatt|discount|offer/.test(text)) return "hotel";
  if (COLD_FLAT.test(text)) return "pressure";
  if (PUNCTURE.test(text) && CAN_REPAIR.test(text)) return "repairability";
  // Whether a second set of rims needs sensors of its own is the sensors' topic, with their price when asked.
  const ownSensors = /\btarvi\w*|\bneed\w*|\bbehov\w*|\bomat\b|\bown\b|\begna\b|toinen vannesarja|toiseen vannesarjaan|second set|uusiin vanteisiin|new rims|nya falgar/.test(text);
  if (TPMS.test(text) && (ownSensors || (WHAT_IS.test(text) && !/\bhinn|\bhint|\bmaksa|paljonko|\bprice|\bcost|kostar|\bpris/.test(text)))) return "tpms";
  if (PRESSURE.test(text) && PRESSURE_ASK.test(text) && !/tpms|anturi|sensor|givare|tryckvakt/.test(text)) return "pressure";
  return undefined;
}
