/**
 * Lines the assistant must not answer from its tables, read before any intent (issue 27):
 * - `refuse`: personal data of staff or customers, the customer register, attempts to rewrite the bot's
 *   instructions, and abuse: a clear refusal with the shop's public contacts;
 * - `handoff`: complaints, refunds, damage, work the shop's pages do not offer: an apology, the phone and
 *   a contact request with the conversation attached (a person decides);
 * - `wantsPerson`: the visitor asks for a person ('voinko puhua ihmisen kanssa'): the phone and the request;
 * - `askPerson`: what only a person can say (returns, warranty terms, insurance, who is at work today):
 *   the phone and the contact request, without an apology;
 * - `unrepairable`: bulges, cuts and sidewall damage, which no repair makes safe: never a repair price;
 * - `offTopic`: weather, jokes, politics, sport: a polite pointer back to what the bot knows.
 * Patterns are word stems in Finnish, Swedish and English (typed without ä/ö too). Pure; no I/O.
 */
import { foldFinnish } from "~/lib/finnish-words";

export type CareKind = "refuse" | "handoff" | "askPerson" | "wantsPerson" | "unrepairable" | "offTopic";

/** The line lowercased with ä/ö/å folded, so one pattern covers 'kotiosoite' and 'kotiosoitteen'. */
const folded = (line: string) => foldFinnish(line.normalize("NFC").toLowerCase());

// Personal data: someone's home address, own phone, identity number, or who brought which car.
const PERSONAL_DATA = [
  /\bkoti ?osoit|missa (\w+ )?asuu|asuinpaik|\bhenkilotunnu|\bhetu\b|oma(a|n)? (puhelin|kannykka|numero)|kannykkanumero|yksityis(numero|puhelin)/,
  /asiakas(rekisteri|tiedot|lista|luettelo)|asiakkaiden (tiedot|nimet|numerot|osoitteet|sahkopostit)|tilaajien (tiedot|sahkopostit|osoitteet)|tilaaja(lista|rekisteri|luettelo)|(kaikkien|ne|niiden) sahkopostiosoitteet|sahkopostiosoitteet (tanne|tahan|mulle|minulle)/,
  // Whether someone else's tyres or car are at the shop is that customer's business.
  /\bnaapuri\w* .*(renka|rengas|auto|hotelli)|\b(grann\w*|neighbou?r'?s?) .*(dack|bil|hotel|tyres?|tires?|car)\b/,
  /\bkuka (toi|tuo|oli|omistaa) (auton|sen auton|rekisteri)|\bkenen (auto|auton)\b/,
  // Everyone's addresses or who subscribed: 'listaa sähköpostit', 'kuka kaikki on tilannut', 'list the emails'.
  /\b(listaa|luettele|list|lista|ge mig|give me|send me)\b.{0,30}\b(sahkopostit|sahkopostiosoitteet|osoitteet|puhelinnumerot|emails|e-mails|email addresses|e-postadresser|mejladresser|phone numbers|telefonnummer)\b|\bkuka (kaikki )?(on |ovat )?tilan+(ut|nu|neet)\b|\bwho (all )?(has |have )?subscribed\b|\bvem (som )?(har )?prenumerer/,
  /\bhem ?adress|\bvar bor\b|personnummer|privat(a)? (telefon|nummer|mobil)|kundregist|kundlista|kunduppgift|prenumeranternas/,
  /\bhome address|\bwhere does \w+ live|personal (phone|number|mobile|address)|private (phone|number|mobile)|social security|customer (list|register|database|data|records)|subscribers'? (emails?|e-mails?|addresses|list)|email addresses of|who brought (car|the car|a car)|owner of (car|the car)/,
  // A registration plate with who or when: whose car it is is the customer's own business.
  /\b[a-z]{2,3}-\d{1,3}\b.*\b(eilen|toi|omist|yesterday|brought|owner|igar|agare)/,
  /\b(kuka|kenen|who|whose|vem|vems)\b.*\b[a-z]{2,3}-\d{1,3}\b|\b[a-z]{2,3}-\d{1,3}\b.*\b(kuka|kenen|who|whose|vem|vems|tuonut)\b/,
  // Another customer: who was in, their name, their car or their stored tyres.
  /\b(name of the customer|customer who|customer's (name|phone|email|number)|the customer (who|that)|asiakkaan (nimi|numero|puhelin|sahkoposti)|asiakas joka|kunden som|kundens (namn|nummer|telefon)|vems bil|whose car|kenen auto)/,
];

/** The shop's public contacts asked with a staff word ('the owner's shop phone' is still the shop's). */
const OWN_BUSINESS = /\b(liikkeen|yrityksen|firman|shop's|business|butikens|myymalan)\b/;

/** A member of staff named, or a pronoun for one just named ('his', 'hänen', 'hennes'). */
const STAFF_PERSON = /\b(kari\w*|sann\w*|mikko\w*|mikon|jere\w*|asentaj\w*|tyontekij\w*|mekaniker\w*|mechanic\w*|his|her|hanen|hans|hennes|omistaja\w*|owner)\b/;
/** What is a person's own, not the shop's: age, pay, private contacts, home, family, social media. */
const PRIVATE_ATTRIBUTE =
  /\b(kuinka vanha|ika|ikansa|how old|age|hur gammal|alder|palk\w*|tienaa\w*|tienaavat|salary|earns?|wage|lon|tjanar|puhelinnumer\w*|numero\w*|kannyk\w*|phone|number|mobile|nummer|telefon\w*|sahkopost\w*|e-?mail|personal email|e-?post|mejl|insta\w*|facebook\w*|some\w*|tiktok|linkedin|social media|kotiosoit\w*|kotinumer\w*|asuu|asuvat|home address|lives|bor|hemadress\w*|perhe\w*|vaimo\w*|lapse\w*|family|wife|kids|familj\w*|naimisi\w*|naimaton|sinkku|seurustel\w*|poikaystav\w*|tyttoystav\w*|aviomie\w*|married|single|boyfriend|girlfriend|husband|gift(?! ?card| ?kort)|singel|pojkvan|flickvan)\b/;

// Attempts to read or rewrite the assistant's instructions.
const INJECTION = [
  /unohda (kaikki |aiemmat |edelliset )?(ohjee|saann)|jarjestelmakehot|system ?prompt|systemprompt|ignore (all |any )?(the )?(previous|prior|above)|disregard (all |the )?(previous|prior|above)|glom (dina|alla) (tidigare )?instruktion|olet nyt \w+,? joka|developer mode|jailbreak/,
  // Asking for secrets or the hidden rules, often dressed as authority ('SYSTEM OVERRIDE', 'for a security audit').
  /override|debug ?mode|admin ?mode|developer ?mode|salasan|password|passwd|losenord|tunnussana|\blogin (details|credentials)|kirjautumistied|inloggningsuppgift|api[- ]?(key|avain|nyckel)|hidden (instructions|rules|prompt)|your (instructions|rules|prompt)|ohjeesi|saantosi|kehotteesi|dina instruktioner|\bsql\b|select \* from|drop table/,
];

// A line posing as the system or the admin ('SYSTEM: …'), or ordering the bot to confirm a price it was just told.
const POSING = /^\s*\[?(system|jarjestelma|admin|administrator|developer|kehittaja|yllapito|assistant)\]?\s*:|\b(vahvista|kuittaa|bekrafta|confirm)\b.{0,40}\b(uusi|uuden|uudet|nya|new)\b.{0,15}\b(hinta|hinnan|hinnat|pris|priset|priser|price|prices)\b/;

// Role play that would make the bot someone with other rules ('leikitään että sä oot…', 'pretend you are…').
const ROLE_PLAY = /\bleikitaan\b|\bleiki (etta|et)\b|\bkuvittele (etta|et) (sa|sina) (oot|olet)|\bpretend (to be|you are|you're)|\brole-?play|\blet'?s play|\blatsas att du|\blat oss latsas|\brollspel/;

// Abuse aimed at the shop or the bot. Read after the hand-offs: a complaint with a swear word in it is
// still a complaint a person should hear.
const ABUSE = [
  /\b(paska|paskoja|perkele|vittu|saatana|huijari|huijarei|idiootti|idiootteja|kusipa)|\bfuck|\bshit\b|\bidiots?\b|\bscammers?\b|\bidioter\b|\bskit\b|\bjavla/,
  // Insults aimed at the bot: 'tyhmä botti', 'useless piece of junk', 'värdelösa robot'.
  /\b(te|tama|taa|firma|liike|botti)\b.{0,20}\b(surke\w*|tyhm\w*|hyodyttom\w*|ala-arvoi\w*|kelvoton\w*)|\b(bot|chatbot|robot|assistant)\b.{0,20}\b(useless|stupid|dumb|worthless|pathetic|sucks|rubbish|garbage)\b|\b(tyhma|typera|hyodyton|surkea|aalio|turha) (botti|robotti|kone|chatbot)|\b(botti|robotti) (on|oot|olet) (tyhma|typera|hyodyton|surkea|turha)|\b(useless|stupid|dumb|worthless|pathetic)\b.*\b(bot|chatbot|robot|assistant|machine)|\bpiece of (junk|crap)|\bshut up\b|\bturpa kiinni|\bvardelos|\bdum(ma)? (bot|robot)|\bhall kaften/,
];

// Complaints about work done, refunds, damage: a person handles them.
const HANDOFF = [
  /reklamaat|reklamoi|valitus|valituks|valittaa|valitan|hyvity|rahat takai?sin|rahani takai?sin|palauttaa (renkaat|ostok)|palautan|palautusoikeu|tyytymat|huono palvelu|huonoa palvelua|vahingoit|naarmu(?!ttaako|ttavatko|untuuko|untuvatko|ttaisiko|ttaako)|kolhit|rikoitte|rikkoivat|irtos|irtoa|lahti irti|loysalla|ette kiristaneet|mita (ootte|olette) (tehny|tehneet)/,
  /klaga|klagomal|reklamation|aterbetal|pengarna tillbaka|skadade|skadat|repade|\brepad\b|lossnade|lossnat|missnojd|dalig service|fel belopp|for mycket betalt/,
  // A bill that is wrong.
  /overcharg|charged (me )?too much|wrong amount|wrong bill|laskutitte liikaa|veloititte liikaa|vaara summa|vaarin laskutet|virhe laskussa|laskussa (oli )?(virhe|vaara)/,
  /\b(rude|impolite)\b|\botrevlig|\b(tyly|tylysti|epakohtelia\w*)\b|charged .*twice|twice for the same|veloit\w* (kahdesti|kaksi kertaa)|dubbeldebit|drog .* tva ganger|complain|refund|money back|damaged|scratched|\bdented|came off|came loose|fell off|was loose|not happy with|unhappy with|poor service|bad service|you (broke|ruined|dented)|forstort|forstorde/,
  // Vehicles and work the shop's pages do not offer: a person says what is possible.
  /kuorma-?au|rekka|traktor|matkailuaut|asuntoaut|moottoripyor|kotiin vaiht|pihaan|pihalle|paikan paalle|kotikayn/,
  /lastbil|husbil|motorcykel|hemma hos|pa plats hos/,
  /\btruck|lorry|motorhome|camper|motorcycle|motorbike|tractor|mobile (service|fitting|tyre)|come to (my|our) (home|house|place)|\bat (my|our) (home|house|place|work|driveway)\b/,
];

// Whose set is in the hotel: a person named by surname and first name ('korhosen liisan talvirenkaat').
const NAMED_OWNER = /\b(?!(toisen|ensimmaisen|kolmannen|jonkun|taman|naapurin|uuden|vanhan|kaiken|viimeisen|edellisen)\b)\p{L}{2,}(sen|nen|lan)\s+\p{L}{2,}n\s+(\p{L}*renkaat|\p{L}*renkaita|auto|auton|pyorat|rengassarja)/u;
const AT_THE_SHOP = /hotelli|sailyt|sailo|teilla|teidan|liikkeessa|hallissa|\bhotel|forvar|hos er/;

/** Another customer named with their tyres or car at the shop: that is their business, not the bot's to tell. */
function namedOwnersSet(text: string): boolean {
  return NAMED_OWNER.test(text) && AT_THE_SHOP.test(text);
}

// A person asked for: 'voinko puhua ihmisen kanssa', 'can I talk to a human', 'kan jag prata med en människa'.
const WANTS_PERSON =
  /\b(ihmi\w*|asiakaspalvelij\w*|human|real person|a person|someone real|customer service|manniska\w*|en person|kundtjanst\w*)\b.*\b(puhu\w*|jutel\w*|vastaa\w*|talk|speak|chat|prata|tala|yhteyt\w*|contact|reach)|\b(puhu\w*|jutel\w*|vastaa\w*|talk|speak|chat|prata|tala|yhteyt\w*|contact|reach)\b.*\b(ihmi\w*|asiakaspalvelij\w*|human|real person|a person|someone real|customer service|manniska\w*|en person|kundtjanst\w*)\b/;

// What the pages do not state and a person must answer: returns, the terms of a warranty, insurance,
// wheel alignment, who is at work today. Not a complaint: no apology, just a person.
const ASK_A_PERSON = [
  /\bpalaut(taa|tamaan|us|uksen)\b|\breturn (them|the tyres|unused|a tyre)|\breturnera|\bvakuutu\w*|\binsurance|\bforsakring|\bsuuntau\w*|\balignment|\bhjulinstallning|\b(tanaan|huomenna) toissa|at work today|working today|jobbar .*idag/,
  // Tyres bought elsewhere, ordering what is not in stock, delivery times: the site does not say.
  /(ostanut|ostin|ostettu|ostetut|ostamani|bought|kopt)\w*.{0,30}(netista|muualta|verkosta|verkkokaupa\w*|online|elsewhere|somewhere else|pa natet|nagon annanstans)|(netista|muualta|verkkokaupasta|online|elsewhere|pa natet)\w*.{0,20}(ostet|ostam|bought|kopt)/,
  /\btilat\w*\b.{0,40}(ei ole varastossa|ei oo varastossa|ei varastossa|loppu)|\border\b.{0,30}(not in stock|out of stock)|\bbestall\w*.{0,30}(inte i lager|slut)|toimitus\w* kest|kauanko .{0,20}toimitu|delivery time|how long .{0,20}deliver|leveranstid/,
  // When sold-out tyres come in again: no delivery dates are on the site.
  /\bmilloin\b.{0,40}\b(tulee|tulevat|saapuu|saapuvat|saatte|tuutte saamaan)\b.{0,20}\b(lisaa|uusia|uudestaan|takaisin|varastoon)|\btoimitusai\w*|\bwhen\b.{0,40}\b(get|have|receive)\b.{0,20}\b(more|new ones|them (back|in))|\bback in stock|\brestock|\bnar\b.{0,40}\b(kommer|far ni)\b.{0,20}\b(fler|mer|nya|in)\b/,
  // Whether one's own set is in the hotel or ready: only the shop's records say.
  /\b(onko|onks|ovatko|onkohan|ovatkohan|are|finns|where|missa|ar)\b.{0,25}(\b(mun|minun|meidan|my|our|mina|vara)\b.{0,15}\b(renkaat|rengas|pyorat|dack|dacken|hjul|hjulen|tyres|tires|wheels)\b|\b(renkaani|renkaamme|pyorani)\b).{0,40}(hotel|teilla|sailyt|sailo|valmiina|ready|klara|forvar|storage|stored|hos er)/,
  // A hotel for tyres without rims: the page asks the customer to ask ('säilytyksestä vanteettomana').
  /(hotel|sailyt|sailo|forvar|storage|store)\w*.{0,60}(ilman vante|vanteeto|vanteettom|without (the )?(rims|wheels)|utan falg)|(ilman vante|vanteeto|vanteettom|without (the )?(rims|wheels)|utan falg)\w*.{0,60}(hotel|sailyt|sailo|forvar|storage|store)/,
  /\b(takuu\w*|warranty|garanti\w*)\b.*\b(kuinka|kauanko|vuot\w*|kattaa\w*|korvaa\w*|how long|years?|cover\w*|claim|hur lange|ar|tacker)\b|\b(kuinka|kauanko|how long|hur lange)\b.*\b(takuu\w*|warranty|garanti\w*)/,
];

// A complaint in other words: the shop's own earlier work named, and something wrong with it since.
const EARLIER_WORK = /\bpyysin\b.*\bmutta\b|\bhuomasin vasta|after your|your (tyre |tire )?(change|fitting|balancing|mechanic)|\b(sedan|innan|nar) ni\b|\bni (bytte|balanserade)|\bkavin teill|\bteilla kaydessa|\bteidan (hotellista|hotellissa|vaihdossa|tekema)|(vaihdo|vaihdon|tasapainotukse|tasapainotuksen|asennukse|asennuksen)\w* (jalkeen|yhteydessa)|\b(hain|haimme) renkaat|\b(laitoitte|vaihdoitte|asensitte|teitte|laitettiin|asennettiin|vaihdettiin|tasapainotettiin|tasapainotitte|paikattiin|paikkasitte|korjattiin|korjasitte)\b|\bafter (the|my) (tyre |tire )?(change|fitting|visit|balancing)|\bduring the (tyre |tire )?(change|fitting)|\byou (fitted|changed|put|did|installed|mounted)\b|\befter (dack)?bytet|\bhos er\b.*\b(igen|fortfarande|lyser|fel)|\bni (har|bytte|monterade)\b/;
const WENT_WRONG = /puuttu|\bmissing\b|saknade|saknas|unohtui|\bforgot|glomde|\bvarise|\bvapise|\bvaikka\b|syttyi|\bvalo\b|\blamp|\blight\b|skakar|\brepa\b|scratch|finger tight|\bloose|loysa|dangerous|vaarallis|battre innan|better before|\blaitettiin\b|\bedelleen|\byha\b|\btaas\b|ei toimi|\bvaar(at|an|a|ia)\b|jonkun toisen|tarise|vuotaa|palaa koko ajan|rikki|lommo|kolhu|ei kiva|pettyny|harmitta|\bstill\b|\bwrong\b|\bdent|\bbroke|\bleak|vibrat|warning light|\blyser\b|\bfel\b|trasig|forstor|buckla/;

// Damage no repair makes safe: a bulge or a crack anywhere, and any hole or cut in the sidewall.
const BULGE = /kuhmu|pullistu|pullotu|kupru|halkea|repeam|\bbula\b|bubbla|spricka|sprickor|bulge|bubble|\bcracks?\b|\bgash/;
const SIDEWALL = /kylje|kylki|kylkee|sivusein|sivupinn|\bsidan\b|sidovagg|sidewall|side wall|\bside of the (tyre|tire)/;
const HOLE = /reika|reia|naula|ruuvi|viilt|vaurio|rikki|puhki|\bhal\b|spik|snitt|skada|\bhole|\bnail|\bscrew|\bcut\b|damage/;
// A sidewall is a tyre's: the word alone is enough.
const TYRE = /renka|rengas|renkk|kumi|dack|tyre|tire|sidewall|side wall|sidovagg/;

const OFF_TOPIC = [
  /\b(vitsi|vitsin|vitseja|puolue\w*|aanest\w*|hallitu\w*|eduskun\w*|jalkapall\w*|jaakieko\w*|lottonumer\w*|horoskoop\w*|resepti|ruokaohje\w*)\b/,
  /\b(vadret|vader|skamt|vits|partiet|rosta|regeringen|riksdagen|fotboll|recept)\b/,
  /\b(weather|joke|jokes|politics|political|vote for|election|president|government|football|soccer|recipe|horoscope|lottery|poem|poems|song|lyrics|homework|essay)\b/,
  /\b(runo\w*|laulu|laulun|lauluja|laksy\w*|dikt\w*|sang|laxa|laxor)\b/,
];
// Rain and snow tomorrow are the weather service's, unless the line is about tyres ('sataako lunta, vaihdanko?').
const RAIN = /\b(sataa\w*|sade\w*|poutaa|regnar|regn|snoar|rain\w*|snowing)\b/;
// 'Sää' is 'saa' folded, which is also the verb 'saa': read on the unfolded line.
const WEATHER = /(?<!\p{L})sää(tä|n|llä)?(?!\p{L})|sääennust|säätiedo/u;
// 'Millainen ilma huomenna?', 'ilma tänään', 'lämpötila': the weather, unless air in a tyre ('ilmaa renkaisiin').
const AIR_WEATHER = /\b(millai\w*|millane\w*|minkalai\w*|mimmone\w*|mika) ilma\b|\bilma(a|t)? (huomenna|tanaan|ylihuomenna|viikonloppuna|ensi viikolla)\b|\blampotila\w*/;

/**
 * Words of the shop's own world in three languages (stems, on the folded line). A line with none of them,
 * read on its own, is not a question the shop answers ('paljonko on 17 kertaa 23', 'fix my python code'),
 * however a price word or a stray passage might match it.
 */
const SHOP_WORDS =
  /palvelu|service|tjanst|myytte|myyda|\bsell|salj|renka|rengas|renk|kumi|nasta|nastoj|kitka|kitko|vante|vanne|vanteet|pyor|auto|vaihd|vaihto|hotell|sailyt|tasapain|paikk|korja|tpms|anturi|venttiil|hinna|hinta|hinto|kampanj|tarjou|\bale\b|alennu|rahoit|tunnus|business id|osamaks|uutiskirj|koira|rolli|kari|sanna|mikko|jere|tyontek|henkilokun|asentaj|point ?s|takuu|lasku|maksu|maksa|mobilepay|kortti|kateis|pysakoi|parkki|varat|varata|\baika|nopeus|kuormit|indeks|puhkea|puhki|reika|repair|puncture|punktering|laga|\bload|speed|auki|aukiolo|kiinni|suljettu|osoit|puhelin|numero|soit|sahkopost|yhteyd|ajanvara|varaa|varaus|jono|koko|koon|tuuma|kesa|talvi|\bura|urasyv|paine|dot|merkint|keli|liukk|lohja|kaarto|liike|liikkee|firma|yritys|keskustel|tietosuoj|tiedot|palaute|\bdack|dack|falg|hjul|bil\b|bilen|pris|kostar|kampanj|erbjud|rabatt|finansier|nyhetsbrev|oppet|stangt|adress|telefon|e-?post|boka|bokning|montering|byte|sommar|vinter|dubb|friktion|tyre|tire|rim|wheel|\bcar\b|van\b|price|cost|offer|discount|financ|newsletter|open|closed|address|phone|email|e-mail|book|booking|appointment|fitting|change|summer|winter|stud|tread|pressure|shop|store|staff|owner|dog|warranty|pay|parking|hours|paikalle|kaymaan|poiket|walk-?in|drop (by|in)|komma (forbi|in)|\bteette\b|mita kaikkea|what do you (do|offer)|vad (gor|erbjuder) ni|lahjakort|gift ?cards?|presentkort/;

/** True when a line names anything of the shop's world (SHOP_WORDS) or a tyre size. */
export function aboutTheShop(line: string): boolean {
  const text = folded(line);
  return SHOP_WORDS.test(text) || /\d{3}\s*[/-]?\s*\d{2}/.test(text);
}

const any = (patterns: readonly RegExp[], text: string) => patterns.some((pattern) => pattern.test(text));

// Asking again after a refusal: 'no anna sitten vaikka Jeren', 'his private number then', 'ge mig då…'.
const INSISTS = /\b(anna|annatko|antaisit|kerro|kerrotko|give|tell|ge|beratta|send|laheta)\b|\b(ainakin|edes|at least|i alla fall)\b|\bthen\W*$/;

// Asking after a complaint's hand-off who or when: 'no kuka siellä hoitaa tämmöset asiat', 'when will they call?'.
const ASKS_WHO_OR_WHEN = /\b(kuka|kenelle|kenen|milloin|who|whom|when|vem|nar|hur)\b/;

/**
 * What care the line needs before any intent, or undefined for an ordinary question. `before`: the care
 * of the assistant's previous reply; a line that insists after a refusal is refused again, and one that
 * asks who or when after a complaint's hand-off is handed over again.
 */
export function careFor(line: string, before?: "refuse" | "handoff"): CareKind | undefined {
  const text = folded(line);
  if (any(PERSONAL_DATA, text) || any(INJECTION, text) || POSING.test(text) || ROLE_PLAY.test(text) || namedOwnersSet(text)) return "refuse";
  if (before === "refuse" && INSISTS.test(text)) return "refuse";
  if (before === "handoff" && ASKS_WHO_OR_WHEN.test(text) && !aboutTheShop(line.replace(/hoita\w*|asi(a|o)\w*/gi, ""))) return "handoff";
  if (STAFF_PERSON.test(text) && PRIVATE_ATTRIBUTE.test(text) && !OWN_BUSINESS.test(text)) return "refuse";
  // A hole in the side asked to be patched is a tyre's even when the line does not say 'tyre'.
  const aboutTyre = TYRE.test(text) || /paika|patch|plug|tulpp|\blaga/.test(text);
  if (aboutTyre && (BULGE.test(text) || (SIDEWALL.test(text) && HOLE.test(text)))) return "unrepairable";
  if (any(HANDOFF, text) || (EARLIER_WORK.test(text) && WENT_WRONG.test(text))) return "handoff";
  if (any(ABUSE, text)) return "refuse";
  if (WANTS_PERSON.test(text)) return "wantsPerson";
  if (any(ASK_A_PERSON, text)) return "askPerson";
  if (any(OFF_TOPIC, text) || WEATHER.test(line.toLowerCase()) || (AIR_WEATHER.test(text) && !TYRE.test(text)) || (RAIN.test(text) && !aboutTheShop(line))) return "offTopic";
  return undefined;
}
