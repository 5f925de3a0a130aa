/**
 * Lines the assistant must not answer from its tables, read before any intent (issue 27):
 * - `refuse`: personal data of staff or customers, the customer register, attempts to rewrite the bot's
 *   instructions, and abuse: a clear refusal with the shop's public contacts;
 * - `handoff`: complaints, refunds, damage, work the shop's pages do not offer: an apology, the phone and
 *   a contact request with the conversation attached (a person decides);
 * - `unrepairable`: bulges, cuts and sidewall damage, which no repair makes safe: never a repair price;
 * - `offTopic`: weather, jokes, politics, sport: a polite pointer back to what the bot knows.
 * Patterns are word stems in Finnish, Swedish and English (typed without ä/ö too). Pure; no I/O.
 */
import { foldFinnish } from "~/lib/finnish-words";

export type CareKind = "refuse" | "handoff" | "unrepairable" | "offTopic";

/** The line lowercased with ä/ö/å folded, so one pattern covers 'kotiosoite' and 'kotiosoitteen'. */
const folded = (line: string) => foldFinnish(line.normalize("NFC").toLowerCase());

// Personal data: someone's home address, own phone, identity number, or who brought which car.
const PERSONAL_DATA = [
  /\bkoti ?osoit|missa (\w+ )?asuu|asuinpaik|\bhenkilotunnu|\bhetu\b|oma(a|n)? (puhelin|kannykka|numero)|kannykkanumero|yksityis(numero|puhelin)/,
  /asiakas(rekisteri|tiedot|lista|luettelo)|asiakkaiden (tiedot|nimet|numerot|osoitteet|sahkopostit)|tilaajien (tiedot|sahkopostit|osoitteet)|tilaaja(lista|rekisteri|luettelo)|(kaikkien|ne|niiden) sahkopostiosoitteet|sahkopostiosoitteet (tanne|tahan|mulle|minulle)/,
  // Whether someone else's tyres or car are at the shop is that customer's business.
  /\bnaapuri\w* .*(renka|rengas|auto|hotelli)|\b(grann\w*|neighbou?r'?s?) .*(dack|bil|hotel|tyres?|tires?|car)\b/,
  /\bkuka (toi|tuo|oli|omistaa) (auton|sen auton|rekisteri)|\bkenen (auto|auton)\b/,
  /\bhem ?adress|\bvar bor\b|personnummer|privat(a)? (telefon|nummer|mobil)|kundregist|kundlista|kunduppgift|prenumeranternas/,
  /\bhome address|\bwhere does \w+ live|personal (phone|number|mobile|address)|private (phone|number|mobile)|social security|customer (list|register|database|data|records)|subscribers'? (emails?|e-mails?|addresses|list)|email addresses of|who brought (car|the car|a car)|owner of (car|the car)/,
  // A registration plate with who or when: whose car it is is the customer's own business.
  /\b[a-z]{2,3}-\d{1,3}\b.*\b(eilen|toi|omist|yesterday|brought|owner|igar|agare)/,
];

// Attempts to read or rewrite the assistant's instructions.
const INJECTION = [
  /unohda (kaikki |aiemmat |edelliset )?(ohjee|saann)|jarjestelmakehot|system ?prompt|systemprompt|ignore (all |any )?(the )?(previous|prior|above)|disregard (all |the )?(previous|prior|above)|glom (dina|alla) (tidigare )?instruktion|olet nyt \w+,? joka|developer mode|jailbreak/,
];

// Abuse aimed at the shop or the bot. Read after the hand-offs: a complaint with a swear word in it is
// still a complaint a person should hear.
const ABUSE = [
  /\b(paska|paskoja|perkele|vittu|saatana|huijari|huijarei|idiootti|idiootteja|kusipa)|\bfuck|\bshit\b|\bidiots?\b|\bscammers?\b|\bidioter\b|\bskit\b|\bjavla/,
];

// Complaints about work done, refunds, damage: a person handles them.
const HANDOFF = [
  /reklamaat|reklamoi|valitus|valituks|valittaa|valitan|hyvity|rahat takai?sin|rahani takai?sin|palauttaa (renkaat|ostok)|palautan|palautusoikeu|tyytymat|huono palvelu|huonoa palvelua|vahingoit|naarmu|kolhit|rikoitte|rikkoivat|irtos|irtoa|lahti irti|loysalla|ette kiristaneet|mita (ootte|olette) (tehny|tehneet)/,
  /klaga|klagomal|reklamation|aterbetal|pengarna tillbaka|skadade|skadat|repade|lossnade|lossnat|missnojd|dalig service/,
  /complain|refund|money back|damaged|scratched|\bdented|came off|came loose|fell off|was loose|not happy with|unhappy with|poor service|bad service|you (broke|ruined|dented)|forstort|forstorde/,
  // Vehicles and work the shop's pages do not offer: a person says what is possible.
  /kuorma-?au|rekka|traktor|matkailuaut|asuntoaut|moottoripyor|kotiin vaiht|pihaan|pihalle|paikan paalle|kotikayn/,
  /lastbil|husbil|motorcykel|hemma hos|pa plats hos/,
  /\btruck|lorry|motorhome|camper|motorcycle|motorbike|tractor|mobile (service|fitting|tyre)|come to (my|our) (home|house|place)/,
];

// A complaint in other words: the shop's own earlier work named, and something wrong with it since.
const EARLIER_WORK = /\bkavin teill|\bteilla kaydessa|\bteidan (hotellista|hotellissa|vaihdossa|tekema)|\b(vaihdo|vaihdon|tasapainotukse|tasapainotuksen|asennukse|asennuksen)\w* (jalkeen|yhteydessa)|\b(hain|haimme) renkaat|\b(laitoitte|vaihdoitte|asensitte|teitte|laitettiin|asennettiin)\b|\bafter (the|my) (tyre |tire )?(change|fitting|visit|balancing)|\bduring the (tyre |tire )?(change|fitting)|\byou (fitted|changed|put|did|installed|mounted)\b|\befter (dack)?bytet|\bhos er\b.*\b(igen|fortfarande|lyser|fel)|\bni (har|bytte|monterade)\b/;
const WENT_WRONG = /\bedelleen|\byha\b|\btaas\b|ei toimi|\bvaar(at|an|a|ia)\b|jonkun toisen|tarise|vuotaa|palaa koko ajan|rikki|lommo|kolhu|ei kiva|pettyny|harmitta|\bstill\b|\bwrong\b|\bdent|\bbroke|\bleak|vibrat|warning light|\blyser\b|\bfel\b|trasig|forstor|buckla/;

// Damage no repair makes safe: a bulge or a crack anywhere, and any hole or cut in the sidewall.
const BULGE = /kuhmu|pullistu|pullotu|kupru|halkea|repeam|\bbula\b|bubbla|spricka|sprickor|bulge|bubble|\bcracks?\b|\bgash/;
const SIDEWALL = /kylje|kylki|kylkee|sivusein|sivupinn|\bsidan\b|sidovagg|sidewall|side wall|\bside of the (tyre|tire)/;
const HOLE = /reika|reia|naula|ruuvi|viilt|vaurio|rikki|puhki|\bhal\b|spik|snitt|skada|\bhole|\bnail|\bscrew|\bcut\b|damage/;
// A sidewall is a tyre's: the word alone is enough.
const TYRE = /renka|rengas|renkk|kumi|dack|tyre|tire|sidewall|side wall|sidovagg/;

const OFF_TOPIC = [
  /\b(vitsi|vitsin|vitseja|puolue\w*|aanest\w*|hallitu\w*|eduskun\w*|jalkapall\w*|jaakieko\w*|lottonumer\w*|horoskoop\w*|resepti|ruokaohje\w*)\b/,
  /\b(vadret|vader|skamt|vits|partiet|rosta|regeringen|riksdagen|fotboll|recept)\b/,
  /\b(weather|joke|jokes|politics|political|vote for|election|president|government|football|soccer|recipe|horoscope|lottery)\b/,
];
// 'Sää' is 'saa' folded, which is also the verb 'saa': read on the unfolded line.
const WEATHER = /(?<!\p{L})sää(tä|n|llä)?(?!\p{L})|sääennust|säätiedo/u;

const any = (patterns: readonly RegExp[], text: string) => patterns.some((pattern) => pattern.test(text));

// Asking again after a refusal: 'no anna sitten vaikka Jeren', 'his private number then', 'ge mig då…'.
const INSISTS = /\b(anna|annatko|antaisit|kerro|kerrotko|give|tell|ge|beratta|send|laheta)\b|\b(ainakin|edes|at least|i alla fall)\b|\bthen\W*$/;

/**
 * What care the line needs before any intent, or undefined for an ordinary question. `refusedBefore`:
 * the assistant's previous reply was a refusal, so a line that insists on the same thing is refused again.
 */
export function careFor(line: string, refusedBefore = false): CareKind | undefined {
  const text = folded(line);
  if (any(PERSONAL_DATA, text) || any(INJECTION, text)) return "refuse";
  if (refusedBefore && INSISTS.test(text)) return "refuse";
  if (TYRE.test(text) && (BULGE.test(text) || (SIDEWALL.test(text) && HOLE.test(text)))) return "unrepairable";
  if (any(HANDOFF, text) || (EARLIER_WORK.test(text) && WENT_WRONG.test(text))) return "handoff";
  if (any(ABUSE, text)) return "refuse";
  if (any(OFF_TOPIC, text) || WEATHER.test(line.toLowerCase())) return "offTopic";
  return undefined;
}
