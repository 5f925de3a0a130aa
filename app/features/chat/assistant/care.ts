/**
 * Lines the assistant must not answer from its tables, read before any intent (issue 27):
 * - `refuse`: personal data of staff or customers, the customer register, attempts to rewrite the bot's
 *   instructions, and abuse: a clear refusal with the shop's public contacts;
 * - `handoff`: complaints, refunds, damage, work the shop's pages do not offer: an apology, the phone and
 *   a contact request with the conversation attached (a person decides);
 * - `wantsPerson`: the visitor asks for a person ('voinko puhua ihmisen kanssa'): the phone and the request;
 * - `askPerson`: what only a person can say (returns, warranty terms, insurance, who is at work today):
 *   the phone and the contact request, without an apology;
 * - `ownHotelSet`: whether the visitor's own set is in the tyre hotel: never from the register to an
 *   anonymous chat; the personal link in the season reminder, or the phone;
 * - `unrepairable`: bulges, cuts and sidewall damage, which no repair makes safe: never a repair price;
 * - `offTopic`: weather, jokes, politics, sport: a polite pointer back to what the bot knows.
 * Patterns are word stems in Finnish, Swedish and English (typed without ä/ö too). Pure; no I/O.
 */
import { STAFF } from "~/content/shop-facts";
import { foldFinnish } from "~/lib/finnish-words";

export type CareKind = "refuse" | "abuse" | "handoff" | "askPerson" | "wantsPerson" | "ownHotelSet" | "unrepairable" | "offTopic";

/** The line lowercased with ä/ö/å folded, so one pattern covers 'kotiosoite' and 'kotiosoitteen'. */
const folded = (line: string) => foldFinnish(line.normalize("NFC").toLowerCase());

// Personal data: someone's home address, own phone, identity number, or who brought which car.
const PERSONAL_DATA = [
  /\bkoti ?osoit|missa (\w+ )?asuu|asuinpaik|\bhenkilotunnu|\bhetu\b|oma(a|n)? (puhelin|kannykka|numero)|kannykkanumero|yksityis(numero|puhelin)/,
  /asiakas(rekisteri|tiedot|lista|luettelo)|asiakkaiden (tiedot|nimet|numerot|osoitteet|sahkopostit)|tilaajien (tiedot|sahkopostit|sahkopostiosoit\w*|osoitteet)|tilaaja(lista|rekisteri|luettelo)|(kaikkien|ne|niiden) sahkopostiosoitteet|sahkopostiosoitteet (tanne|tahan|mulle|minulle)/,
  // Whether someone else's tyres or car are at the shop is that customer's business.
  /\b(naapurin|naapurilla|naapurille|naapurilta|naapureiden|naapureitten|naapureilla)\b.{0,40}(renka|rengas|auto|hotelli|aika|varau|varattu)|\b(grann\w*|neighbou?r'?s?) .*(dack|bil|hotel|tyres?|tires?|car)\b/,
  /\bkuka (toi|tuo|oli|omistaa) (auton|sen auton|rekisteri)|\bkenen (auto|auton)\b/,
  // Someone else's tyres, booking or receipt asked for them: 'kaverin … sen kesärenkaat', 'my brother-in-law's
  // appointment', 'kvittot som min granne fick', a plate checked for a customer.
  /\b(kaveri|kaverin|ystava|ystavan|naapuri|veli|veljen|sisko|siskon|aiti|aidin|isa|isan|anoppi|appi|lanko|langon|vaimo|mies|friend|neighbou?r|brother|sister|mother|father|cousin|colleague|workmate|van|vannen|kompis|granne|bror|syster|svager|kollega)\w*\b.{0,80}\b(sen|hanen|heidan|his|her|their|hans|hennes|deras)\b.{0,30}(renka|rengas|dack|tyre|tire|\bauto|\bcar\b|\bbil|aika|ajan|appointment|booking|kuitt|receipt|kvitt|lasku|invoice|faktur)/,
  /\b(friend|neighbou?r|brother|sister|mother|father|brother-in-law|sister-in-law|colleague|cousin)'s\b.{0,30}(tyre|tire|appointment|booking|car|receipt|invoice|wheels?)/,
  /\b(kvitt|faktur|tid|dack|bil)\w*\s+(som|till)\s+min\s+(granne|van|kompis|bror|syster|svager|kollega)/,
  /\b[a-z]{2,3}-\d{1,3}\b.{0,80}\b(asiakas|asiakkaan|customer|client|kund|kaveri|friend|sen|his|her)\b|\b(asiakas|asiakkaan|customer|client|kund|kaveri|friend)\b.{0,80}\b[a-z]{2,3}-\d{1,3}\b/,
  // 'Kerro kenen ne on ja sen puhelinnumero': whose they are, and that person's contact.
  /\bkerro kenen\b|\b(kenen|whose|vems)\b.{0,40}\b(\w*numero\w*|number|\w*nummer\w*|nimi|nimen|name|namn)\b|\b(sen|hanen|heidan|their|his|her|hans|hennes|deras) (puhelinnumero\w*|numero|number|nummer|sahkoposti\w*|e-?mail|osoite|address|adress)\b/,
  // Whose set lies where: 'kenen renkaat on paikalla 112', 'whose tyres are on shelf B'.
  /\b(kenen|whose|vems)\b.{0,20}\b(\w*renkaat|\w*renkaita|rengassarja\w*|pyorat|\w*dack|\w*dacken|hjul\w*|tyres|tires|wheels|set)\b/,
  // Everyone's addresses or who subscribed: 'listaa sähköpostit', 'kuka kaikki on tilannut', 'list the emails'.
  /\b(listaa|listata|listaisit\w*|luettele|list|lista|ge mig|give me|send me|skicka|laheta|export|dump)\b.{0,30}\b(sahkopostit|sahkopostiosoitteet|osoitteet|osoitetta|osoitteita|puhelinnumerot|emails|e-mails|email addresses|e-postadress\w*|mejladress\w*|phone numbers|telefonnummer\w*)\b|\b(alla|all|kaikkien|kaikki) (som|who|jotka)\b.{0,20}\b(prenumerer\w*|subscribe\w*|tilaa\w*|tilanne\w*)|\bkuka (kaikki )?(on |ovat )?tilan+(ut|nu|neet)\b|\bwho (all )?(has |have )?subscribed\b|\bvem (som )?(har )?prenumerer/,
  /\b(anna|kerro|give|tell|send|ge|beratta)\b.{0,20}\b(nimi|nimen|name|namn(et)?)\b.{0,10}\b(ja|and|och|\+)\b.{0,10}\b(\w*numero|number|\w*nummer|\w*osoite|address|adress|sahkoposti\w*|e-?mail|e-?post\w*)\b/,
  // Who bought or booked something, or lists of customers and subscribers for someone's own use.
  /\bkuka (osti|ostivat|vei|tilasi|varasi|oli (ennen|edellinen))\b|\bwho (bought|ordered|booked|purchased)\b|\bvem (kopte|bestallde|bokade)\b|\blista\w*\b.{0,25}\b(asiakka\w*|asiakas\w*|tilaaj\w*|customers?|subscribers?|kunder\w*|prenumerant\w*)|\b(asiakka|tilaaj|customer|subscriber|kund|prenumerant)\w*\b.{0,30}\b(listan?|list|sahkopost\w*|e-?mails?|e-?mail list|e-?postadress\w*)\b|\b(e-?mail|sahkoposti|e-?post)\w*[ -]?list\w*\b.{0,40}\b(subscribers?|customers?|tilaaj\w*|asiakka\w*|kunder|prenumerant\w*)|\b(which|what) (people|persons|households|neighbou?rs)\b.{0,60}\b(newsletter|list|customers?|hotel|subscrib\w*)|\b(ketka|kutka|keita)\b.{0,50}\b(tilaa\w*|uutiskirje\w*|asiakka\w*|hotelli\w*)|\b(vilka|vem) (personer|grannar|kunder)\b.{0,50}\b(nyhetsbrev\w*|prenumer\w*|kund\w*|hotell\w*)/,
  /\b(namn|nimi|nimen|name)\b.{0,5}\b(och|ja|and|\+)\b.{0,5}\b(\w*nummer|\w*numero|phone number|number|\w*osoite|adress|address)\b.{0,60}\b(kund\w*|asiakka\w*|asiakas|customer|owner|agare\w*|omistaja\w*)\b|\b(kund\w*|asiakka\w*|customer|owner|agare\w*|omistaja\w*)\b.{0,60}\b(namn|nimi|nimen|name)\b.{0,5}\b(och|ja|and)\b.{0,5}\b(\w*nummer|\w*numero|number)\b|\b(aiti|aitini|isa|isani|mother|mum|father|dad|mamma|pappa|sisko|siskoni|veli|veljeni)\b.{0,60}\b(nimella|by (her|his) name|pa namn|hyllypaik\w*|shelf|hylla\w*|rekisterinumero\w*|plate|registreringsnummer)|\b(alla|kaikki|every|all the) (kunder|asiakkaat|customers)\b.{0,40}\b(hotell\w*|hotel\w*|registreringsnummer|rekisteri\w*|plates?)\b|\bhem ?adress|\bvar bor\b|personnummer|privat(a)? (telefon|nummer|mobil)|kundregist|kundlista|kunduppgift|prenumeranternas/,
  /\bhome address|\bwhere does \w+ live|personal (phone|number|mobile|address)|private (phone|number|mobile)|social security|customer (list|register|database|data|records)|subscribers'? (emails?|e-mails?|addresses|list)|email addresses of|who brought (car|the car|a car)|owner of (car|the car)/,
  // A registration plate with who or when: whose car it is is the customer's own business.
  /\b[a-z]{2,3}-\d{1,3}\b.*\b(eilen|toi|omist|yesterday|brought|owner|igar|agare)/,
  /\b(kuka|kenen|who|whose|vem|vems)\b.*\b[a-z]{2,3}-\d{1,3}\b|\b[a-z]{2,3}-\d{1,3}\b.*\b(kuka|kenen|who|whose|vem|vems|tuonut)\b/,
  // Another customer: who was in, their name, their car or their stored tyres.
  // 'Vilken kund köpte…', 'kuka asiakas…', 'a list of everyone who has tyres in your hotel'.
  /\b(vilken|which|mika|kuka|what) (kund|customer|asiakas)\b|\blista\w* (pa|over|of|kaikista)\b.{0,30}\b(alla|all|everyone|kaikki\w*|asiakka\w*|kunder\w*|customers)\b|\balla som (har|lagrar|forvarar)\b|\beveryone (who|that) (has|have|stores?|keeps?)\b|\bkaikki (jotka|joilla|ketka)\b.{0,40}\b(hotelli\w*|renka\w*|rengas\w*|sailyt\w*)/,
  // The relative named after the question: '… missä hyllyssä sen renkaat on? Hän on mun sisko.'
  /\b(han|hän|se|she|he|hon|han) (on|is|ar|är) (mun|minun|my|min|mitt)\b.{0,12}\b(sisko|sisar|veli|veljeni|aiti|isa|vaimo|mies|puoliso|tytar|poika|sister|brother|mother|father|wife|husband|daughter|son|syster|bror|mamma|pappa|fru|man|dotter|son)\b/,
  // What another visitor asked or bought: 'mitä edellinen asiakas kysyi sulta', 'what did the last user ask'.
  /\b(edellinen|edellisen|toinen|toisen|muut|muiden) (asiakas|asiakkaan|asiakkaat|kayttaja\w*|kavija\w*)\b.{0,40}\b(kysy\w*|kirjoitt\w*|sano\w*|puhu\w*|osti|tilasi)|\b(previous|last|other|another) (customer|user|visitor|person)s?\b.{0,40}\b(ask\w*|wrote|said|say|type\w*|bought|order\w*)|\b(forra|foregaende|andra|annan) (kund\w*|anvandar\w*|besokar\w*)\b.{0,40}\b(fraga\w*|skrev|sa|kopte)|\b(fragade|skrev|sa|kopte|kysyi|kirjoitti|osti|tilasi)\b.{0,30}\b(forra|foregaende|andra|annan|edellinen|toinen) (kund\w*|anvandar\w*|asiakas|kayttaja)/,
  /\b(name of the customer|customer who|customer's (name|phone|email|number)|the customer (who|that)|asiakkaan (nimi|numero|puhelin|sahkoposti)|asiakas joka|kunden som|kundens (namn|nummer|telefon)|vems bil|whose car|kenen auto)/,
];

/** The shop's public contacts asked with a staff word ('the owner's shop phone' is still the shop's). */
const OWN_BUSINESS = /\b(liikkeen|yrityksen|firman|shop's|business|butikens|myymalan)\b/;

/** A member of staff named, or a pronoun for one just named ('his', 'hänen', 'hennes'). */
// 'Kari' in any case, but not the town Karis (Karjaa).
const STAFF_PERSON = /\b(kari(n|lle|lta|lla|a|sta|kin|s?kaan)?\b|sann\w*|mikko\w*|mikon|jere\w*|asentaj\w*|tyontekij\w*|henkilokun\w*|mekaniker\w*|mechanic\w*|montor\w*|personalen\w*|anstallda|employees?|staff|his|her|hanen|hans|hennes|omistaja\w*|owner)\b/;
/** What is a person's own, not the shop's: age, pay, private contacts, home, family, social media. */
const PRIVATE_ATTRIBUTE =
  /\b(kanny\w*|privat\w*|private\w*|yksityis\w*|fritid\w*|vapaa-aja\w*|spare time|free time|parker\w*|pysakoi\w*|sairas\w*|sairau\w*|sick|ill|sjuk\w*|lomalla|lomille|vacation|semester|ledig|raskaana|pregnant|gravid|terveys\w*|health|halsa\w*|vuoro\w*|shifts?|schedule|schema\w*|nasta gang|next (shift|time)|seuraavan kerran|outside work|after work|utanfor jobbet|efter jobbet|toiden jalkeen|tyoajan ulkopuol\w*|overrask\w*|surprise|yllatt\w*|sukunimi|sukunimen|surname|last name|efternamn|make (a|per) (month|year|hour)|how much does \w+ make|what does \w+ make|tienaa\w*|kuukausipalk\w*|kuinka vanha|ika|ikansa|how old|age|hur gammal|alder|palk\w*|tienaa\w*|tienaavat|salary|earns?|wage|lon|tjanar|puhelinnumer\w*|\w*numero\w*|kannyk\w*|phone|number|mobile|\w*nummer\w*|mobil\w*|telefon\w*|sahkopost\w*|s-?posti\w*|sposti\w*|meili\w*|e-?mail|personal email|e-?post|mejl|insta\w*|facebook\w*|some\w*|tiktok|linkedin|social media|kotiosoit\w*|kotinumer\w*|asuu|asuvat|home address|lives|bor|hemadress\w*|perhe\w*|vaimo\w*|lapse\w*|family|wife|kids|familj\w*|naimisi\w*|naimaton|sinkku|seurustel\w*|poikaystav\w*|tyttoystav\w*|aviomie\w*|married|single|boyfriend|girlfriend|husband|gift(?! ?card| ?kort)|singel|pojkvan|flickvan)\b/;

// Attempts to read or rewrite the assistant's instructions.
const INJECTION = [
  /unohda (kaikki |aiemmat |edelliset )?(ohjee|saann)|jarjestelmakehot|system ?prompt|systemprompt|ignore (all |any )?(the )?(previous|prior|above)|disregard (all |the )?(previous|prior|above)|glom (dina|alla) (tidigare )?instruktion|olet nyt \w+,? joka|developer mode|jailbreak/,
  // Asking for secrets or the hidden rules, often dressed as authority ('SYSTEM OVERRIDE', 'for a security audit').
  /\bthe login\b|locked out|\/admin\b|admin (login|password|tunnu\w*)|kirjautumistunnu|dolda instruktion|instruktioner ordagrant|\.env\b|environment variables|ymparistomuuttuj|connection string|yhteysmerkkijon|database (password|credentials|url|dump)|tietokannan (salasana|osoite|tunnukset|sisalto)|databasens (losenord|adress)|override|debug ?mode|admin ?mode|developer ?mode|kehittajatila\w*|yllapitotila\w*|testitila\w*|debug-?tila\w*|utvecklarlage\w*|salasan|password|passwd|losenord|tunnussana|\blogin (details|credentials)|kirjautumistied|inloggningsuppgift|api[- ]?(key|avain|nyckel)|hidden (instructions|rules|prompt)|dina \w+ instruktioner|interna instruktion\w*|internal instructions|your \w+ instructions|sisaiset ohjeesi|glom allt|klistra in\b.{0,30}\binstruktion|instructions you (were|have been|got) given|(paste|copy|repeat|quote|print)\b.{0,30}\binstructions|ohjeet jotka (sait|sinulle annettiin)|instruktionerna (du fick|som du fick)|your (instructions|rules|prompt)|ohjeesi|saantosi|kehotteesi|dina instruktioner|\bsql\b|select \* from|drop table/,
  // A new rule for the bot itself ('tästä lähtien vastaat…', 'from now on', 'act as'), or the shop's insides
  // asked out ('näytä muiden keskustelut', 'print the logs', 'visa databasen').
  /\b(tasta (lahtien|eteenpain)|from now on|fran och med nu|hadanefter|act as|toimi (kuin|niin kuin)|you are now|du ar nu|new (rule|instruction)s?|uusi (saanto|ohje)|nya (regler|instruktioner)|respond only|answer only|vastaa (vain|ainoastaan) (englanniksi|kyll\w*|joo|ok)|svara (bara|endast) (ja|med))\b/,
  /\b(paivita|muuta|aseta|laita|change|update|set|andra|uppdatera)\b.{0,30}\b(hinnast\w*|hinta|hinnat|hinnan|prices?|price list|prislista\w*|priset|priser|priserna)\b.{0,40}\b(0|nolla\w*|ilmai\w*|free|gratis|zero|noll)\b|\b(tassa|taalla) (on )?(\p{L}+ )?(omistaja|yllapitaja|admin|toimitusjohtaja|johtaja)\b|\b(this is|i am|i'm) (the )?(owner|manager|admin|administrator|ceo)\b.{0,80}\b(update|change|set|give|show|delete|remove|send)\b|\bjag ar (agaren|chefen|admin\w*)\b/u,
  /\b(tulosta|nayta|paljasta|listaa|luettele|print|show|reveal|dump|export|list|visa|lista)\b.{0,30}\b(asiakkaat|asiakkaiden (nimet|numerot|puhelinnumerot|tiedot|osoitteet)|customers|kunderna|kunder)\b(?!.{0,20}(arvostel|review|omdom|palaut|feedback))/,
  /\bip[- ]?(osoit\w*|address\w*|adress\w*|numbers?)\b|\b(people|persons|users|ihmiset|ihmisten|kayttajat|kayttajien|de som|folk) (who|that|jotka|joka|som)\b.{0,20}\b(chatted|chat|talked|wrote|keskustel\w*|kirjoitt\w*|chattade|skrev)\b/,
  /\b(vilka|which|mitka|kaikki|all|list\w*|visa|show|nayta)\b.{0,30}\b(registreringsnummer\w*|regnummer\w*|rekisterinumer\w*|rekkar\w*|license plates?|licence plates?|number plates?|plates)\b/,
  /\b(tulosta|nayta|naytta|paljasta|print|show|reveal|dump|export|visa|skriv ut)\b.{0,40}\b(lokit|logit|logs|tietokan\w*|database|databasen|config\w*|konfiguraat\w*|source code|lahdekoodi\w*|muiden (keskustelu\w*|asiakkai\w*|kayttaj\w*)|other (users|customers|people)'?s?|others'|andras|andra kunders|chat history|keskusteluhistoria\w*|internal|sisais\w*)\b/,
];

// A line posing as the system or the admin ('SYSTEM: …'), or ordering the bot to confirm a price it was just told.
const POSING = /[[(<{]\s*(system\w*|jarjestelma\w*|admin\w*|yllapi\w*|developer|kehittaja\w*|operator)\s*[:\]>)}]|^\s*\[?(system|jarjestelma|admin|administrator|developer|kehittaja|yllapito|assistant)\]?\s*:|^\s*[[(<]\s*(system|jarjestelma|admin|administrator|developer|kehittaja|yllapito|yllapitaja|assistant)\s*[\])>]|\b(vahvista|kuittaa|bekrafta|confirm)\b.{0,40}\b(koodi\w*|code|kod\w*)\b|\b(koodi\w*|code|kod\w*)\b.{0,60}\b(vahvista|kuittaa|bekrafta|confirm)\b|\b(sano|sanoi|lupasi|said|promised|told me|lovade|sa att)\b.{0,40}\b\d{1,3} ?(%|prosent\w*|percent|procent)|\b(vahvista|kuittaa|bekrafta|confirm)\b.{0,40}\b(uusi|uuden|uudet|nya|new)\b.{0,15}\b(hinta|hinnan|hinnat|pris|priset|priser|price|prices)\b/;

// Role play that would make the bot someone with other rules ('leikitään että sä oot…', 'pretend you are…').
const ROLE_PLAY = /\bleikitaan\b|\bleiki (etta|et)\b|\bkuvittele (etta|et) (sa|sina) (oot|olet)|\bpretend (to be|you are|you're)|\brole-?play|\blet'?s play|\blatsas att du|\blat oss latsas|\brollspel/;

// Threats of violence or damage: refused like abuse, whatever the grievance behind them.
const THREAT =
  /\b(revin|rikon|tuhoan|sotken|potkin|hajotan|hajotetaan|hajoitan|tapan|poltan|sytytan|pieksen|hakkaan|turpaan|kostan|kadutte|tulette katumaan|viillan|puhkon)\b|\b(tuun|tulen|ma tuun|ma tulen)\b.{0,20}\b\w*(viiltama|puhkoma|rikkoma|polttama|hakkaama|naarmuttama)\w*|\bi('?ll| will| am going to|'m going to) (slash|key|puncture|scratch)\b|\bi('?ll| will)\b.{0,25}\b(slash|smash|burn|wreck|destroy|kill|hurt|puncture)\b|\b(you('ll| will) regret|i know where you|jag vet var ni|ni kommer att angra|tiedan missa (te|asutte|ootte))|\bi('?ll| will| am going to|'m going to) (smash|break|burn|kill|hurt|wreck|destroy)\b|\bjag (ska|kommer att|tanker) (krossa|sla sonder|branna|doda|sla)\b/;

// Abuse aimed at the shop or the bot. Read after the hand-offs: a complaint with a swear word in it is
// still a complaint a person should hear.
const ABUSE = [
  /\b(paska|paskoja|perkele|vittu|saatana|huijari|huijarei|idiootti|idiootteja|kusipa)|\b(senkin|romu)\b|\b(et|ette) (tieda|osaa)\b.{0,30}\b(mitaan|yhtaan)\b|\byou know nothing\b|\bdu vet ingenting\b|\bfuck|\bshit\b|\bidiots?\b|\bscammers?\b|\bidioter\b|\bskit\b|\bjavla/,
  // Insults aimed at the bot: 'tyhmä botti', 'useless piece of junk', 'värdelösa robot'.
  /\b(te|tama|taa|firma|liike|botti)\b.{0,20}\b(surke\w*|tyhm\w*|hyodyttom\w*|ala-arvoi\w*|kelvoton\w*)|\b(bot|chatbot|robot|assistant)\b.{0,20}\b(useless|stupid|dumb|worthless|pathetic|sucks|rubbish|garbage)\b|\b(tyhma|typera|hyodyton|surkea|aalio|turha) (botti|robotti|kone|chatbot)|\b(botti|robotti) (on|oot|olet) (tyhma|typera|hyodyton|surkea|turha)|\b(useless|stupid|dumb|worthless|pathetic)\b.*\b(bot|chatbot|robot|assistant|machine)|\bpiece of (junk|crap)|\bshut up\b|\bturpa kiinni|\bvardelos|\bdum(ma)? (bot|robot)|\bhall kaften/,
];

// Complaints about work done, refunds, damage: a person handles them.
const HANDOFF = [
  /reklamaat|reklamoi|huonosti (tasapainot\w*|asennet\w*|vaihdet\w*|tehty|tehdyt|kiristet\w*)|kolmas kerta|taas kerran|third time|\b(jai|unohtui|jaanyt|unohtu)\b.{0,30}\b(teille|sinne|teidan|halliin|hallille)|peruutti\w*.{0,40}(tolppaan|seinaan|ojaan|autoon|kiinni)|lommolla|lommoon|odotin .{0,20}tunni|jonotin .{0,20}tunni|joutuu jonottaa|joutui jonottaa\w*|joutu(i|u) odottaa|jouduin (jonottaa|jonottamaan|odottaa|odottamaan)|paasin vuoroon vasta|\bi asked (for|you)\b.{0,80}\bbut\b|\bnot happy at all\b|hukkasitte|hukkasit|hukattiin|kadotitte|kadotettiin|takuuseen|takuun piiriin|takuukorva\w*|valitus|valituks|valittaa|valitan|hyvity|rahat takai?sin|rahani takai?sin|palauttaa (renkaat|ostok)|palautan|palautusoikeu|tyytymat|huono palvelu|huonoa palvelua|vahingoit|naarmu(?!ttaako|ttavatko|untuuko|untuvatko|ttaisiko|ttaako)|kolhit|rikoitte|rikkoivat|irtos|irtoa|lahti irti|loysalla|ette kiristaneet|mita (ootte|olette) (tehny|tehneet)/,
  /klaga|klagomal|reklamation|reklamera|aterbetal|pengarna tillbaka|skadade|skadat|repade|\brepad\b|lossnade|lossnat|missnojd|dalig service|fel belopp|for mycket betalt/,
  // Something the visitor should have had and never got: 'en ole saanut yhtäkään muistutusta', 'never got the receipt'.
  /\b(en ole saanut|en oo saanu\w*|en saanut|ei ole tullut|ei oo tullu\w*|ei tullut|haven'?t (got|gotten|received)|didn'?t (get|receive)|never (got|received)|har inte fatt|fick aldrig|fick inte)\b.{0,40}\b(\w*muistutu\w*|viesti\w*|sahkopost\w*|lasku\w*|kuitti\w*|tarjou\w*|vastau\w*|reminders?|e-?mails?|messages?|invoices?|receipts?|quotes?|repl(y|ies)|paminnels\w*|mejl\w*|faktur\w*|kvitto\w*|offert\w*|svar)\b/,
  // An item on a bill the visitor does not know: 'laskussa luki ympäristömaksu, mikä se on?'.
  /\b(lasku\w*|kuit\w*|faktur\w*|kvitto\w*|invoice|receipt|bill)\b.{0,80}\b(mika (se|tama|toi) on|mita (se|tama) (on|tarkoittaa)|what('s| is) (it|that|this)|vad (ar|betyder) (det|den)|ei puhuta|hinnastossa ei|not (on|in) (the|your) price ?list|inte (i|pa) prislistan)/,
  // A bill charging something twice: 'På fakturan står balansering två gånger'.
  /\b(faktur\w*|lasku\w*|invoice|bill|kvitto\w*|kuitti\w*|kuitissa)\b.{0,80}\b(kahdesti|kaksi kertaa|kahteen kertaan|twice|two times|tva ganger|dubbelt)\b/,
  // A bill that is wrong: a discount missing, the full price, more than the price list.
  /\b(lasku\w*|kuit\w*|faktur\w*|kvitt\w*|invoice|receipt|bill)\b.{0,60}\b(ei nakyny\w*|ei nakynyt|ei ollut alennu\w*|puuttu\w*|koko hinta|koko hinnan|tays\w* hinta|fullt pris|full price|hogre|higher|korkeampi|isompi|more than|mer an|enemman kuin|without the discount|utan rabatt\w*|ilman alennus\w*)|\b(fullt pris|full price|koko hinta|tays\w* hinta)\b.{0,40}\b(kvitt\w*|receipt|kuit\w*|lasku\w*|faktur\w*|invoice)/,
  /\blasku\w*\b.{0,60}\b(vaikka|ei tehty|ei tehdy|ei tehnyt|turhaan|ylimaarai\w*|kahteen kertaan|kahdesti)|\blaskutit\w*\b.{0,40}\b(vaikka|turhaan|liikaa)|\b(billed|charged|invoiced)\b.{0,40}\b(not done|wasn'?t done|never done|didn'?t (do|get))|\bfaktur\w*\b.{0,40}\b(inte (gjordes|gjort)|fel)|overcharg|charged (me )?too much|wrong amount|wrong bill|laskutitte liikaa|ei tasmaa|ei tasmannyt|doesn'?t (add up|match)|stammer inte|veloititte liikaa|vaara summa|vaarin laskutet|virhe laskussa|laskussa (oli )?(virhe|vaara)/,
  /\b(charged|billed|paid|maksoin|laskutettiin|veloitettiin|betalade|debiterades)\b.{0,60}\b(but|mutta|men)\b.{0,50}\b(says|said|list|price|hinnasto\w*|lukee|sanoo|prislista\w*|star)\b|\b(look at|check) my (receipt|bill|invoice)|\bnobody (bothered|explained|told)|\bpaid (a lot |much |way )?more\b|\bmaksoin\b.{0,30}\b(enemman|liikaa|paljon enemman)|\bbetalade\b.{0,30}\b(mer|for mycket)|\berotu\w* takai?sin|\berotuksen\b|\bhyvitys\w*|price difference|difference back|mellanskillnad\w*/,
  /\b(kaks|kaksi|kahdesti|two|twice|tva ganger|dubbelt)\b.{0,30}\b(samasta|for the same|the same|samma)\b|\b(tiliot\w*|bank statement|kontoutdrag\w*)\b.{0,60}\b(kaks|kaksi|kahdesti|two|twice|tva|dubbel\w*)\b/,
  /\b(rude|impolite)\b|\botrevlig|\b(tyly|tylysti|epakohtelia\w*)\b|charged .*twice|twice for the same|veloit\w* (kahdesti|kaksi kertaa)|dubbeldebit|drog .* tva ganger|complain|refund|money back|waited (nearly |almost |over |more than )?(an hour|\w+ hours)|served (first|before me)|vantade .{0,20}timm|\bcharged (me )?for\b.{0,40}\b(only|but|never|didn'?t)\b|\binvoice\b.{0,40}\b(wrong|only|mistake|error)\b|you lost|you have lost|under (the )?warranty|warranty claim|covered by (the )?warranty|garantin (galler|tacker)|ni tappade|ni har tappat|damaged|scratched|\bdented|came off|came loose|fell off|was loose|not happy with|unhappy with|poor service|bad service|you (broke|ruined|dented)|forstort|forstorde/,
];

// 'Myyttekö lumiketjuja?': goods other than tyres, rims and their parts are a person's to answer.
const SELLS = /\b(myyttek\w*|myytteko|onko teilla myynnissa|do you (sell|stock|carry)|saljer ni|har ni till salu)\b/;
const SOLD_HERE = /renka|rengas|renk|kumi|nast|kitka|talvi|kesa|vante|vanne|alumiini|pyor|tpms|anturi|sensor|venttiil|valve|mutter|pult|dack|dubb|vinter|sommar|falg|hjul|tyre|tire|stud|winters?\b|summers?\b|\brims?\b|wheel|lahjakort|gift|presentkort|used|kaytet|begagn|\d{3}\s*[/-]?\s*\d{2}|sahkopost|e-?mail|e-?post|tieto|tiedo|osoit|data|eteenpain|vidare|nyhetsbrev|uutiskirj|newsletter/;

// Vehicles and work the shop's pages do not offer: a person says what is possible (not when the line only
// asks where to park on arrival with one: 'tuun peräkärryn kanssa, onko parkkitilaa?').
const VEHICLES = [
  /perakarry\w*|\bkarryn|asuntovaunu\w*|monkija|mopo|skootteri|\batv\b|kuorma-?au|rekka|traktor|matkailuaut|asuntoaut|moottoripyor|kotiin vaiht|\b(hakea|noutaa|haette|noudatte) (auton|autoni|mun auton|minun auton)|\bpihasta\b|\bpick up (my|the|our) car\b|\bhamta (min bil|bilen)|\b(mun|minun|meidan|kotini|kotimme)\s+(\w+\s+)?piha(an|lle)\b|\b(tulla|tuletteko|tulisitteko|tuleeko)\b.{0,40}\bpiha(an|lle)\b|\b(tuletteko|tulisitteko|joku|asentaja\w*|mekaanik\w*)\b.{0,30}paikan paalle|kotikayn/,
  /slapvagn\w*|husvagn\w*|fyrhjuling|moped|lastbil|husbil|motorcykel|hemma hos|pa plats hos/,
  /\btrailer|\bcaravan|\bquad bike|\bscooter|\btruck|lorry|motorhome|camper|motorcycle|motorbike|tractor|mobile (service|fitting|tyre)|come to (my|our) (home|house|place)|\bat (my|our) (home|house|place|work|driveway)\b/,
];
const PARKING = /pysakoi\w*|parkki\w*|\bparking\b|parkera\w*|parkering\w*/;

// Whose set is in the hotel: a person named by surname and first name ('korhosen liisan talvirenkaat').
const NAMED_OWNER = /\b(?!(toisen|ensimmaisen|kolmannen|jonkun|taman|naapurin|uuden|vanhan|kaiken|viimeisen|edellisen)\b)\p{L}{2,}(sen|nen|lan)\s+\p{L}{2,}n\s+(\p{L}*renkaat|\p{L}*renkaita|auto|auton|pyorat|rengassarja)/u;
const AT_THE_SHOP = /hotelli|sailyt|sailo|teilla|teidan|liikkeessa|hallissa|\bhotel|forvar|hos er/;

/** Another customer named with their tyres or car at the shop: that is their business, not the bot's to tell. */
function namedOwnersSet(text: string): boolean {
  return NAMED_OWNER.test(text) && AT_THE_SHOP.test(text);
}

// A person asked for: 'voinko puhua ihmisen kanssa', 'can I talk to a human', 'kan jag prata med en människa'.
const WANTS_PERSON =
  /\b(ihmi\w*|asiakaspalvelij\w*|esimie\w*|pomo\w*|johtaja\w*|vastaava\w*|tyontekij\w*|jonkun|human|real person|a person|someone real|customer service|manager|boss|supervisor|manniska\w*|en person|kundtjanst\w*|chef\w*|ansvarig\w*)\b.*\b(puhu\w*|jutel\w*|vastaa\w*|talk|speak|chat|prata|tala|yhteyt\w*|contact|reach|numero\w*|number|nummer|puhelimeen|linjalle|on the phone|i telefon)|\b(puhu\w*|jutel\w*|vastaa\w*|talk|speak|chat|prata|tala|yhteyt\w*|contact|reach)\b.*\b(ihmi\w*|asiakaspalvelij\w*|esimie\w*|pomo\w*|johtaja\w*|tyontekij\w*|jonkun|human|real person|a person|someone real|customer service|manager|boss|supervisor|manniska\w*|en person|kundtjanst\w*|chef\w*|ansvarig\w*)\b/;

// When the shop answers a contact request ('jos jätän yhteydenottopyynnön niin koska soitatte'): the person line says it.
const REQUEST_ANSWERED_WHEN =
  /(yhteydenottopyyn\w*|yhteydenotto\w*|contact request|kontaktbegar\w*|pyynnon|pyynto|request).{0,60}\b(koska|milloin|kauanko|kuinka nopeasti|when|how (soon|long|fast|quickly)|nar|hur (snabbt|lange))\b|\b(koska|milloin|kauanko|when|how soon|nar|hur snabbt)\b.{0,40}\b(soitatte|vastaatte|otatte yhteytta|call (me )?back|reply|respond|get back|ringer ni|svarar ni|hor ni av er)\b/;

// A call-back asked for, or a bare 'asiakaspalvelu kiitos' / 'human please'.
const CALL_BACK =
  /\bsoitta(a|isi|is) (mulle|minulle|meille) takaisin\b|\bsoittaa takaisin\b|\bringa (mig )?tillbaka\b|\bring(er)? upp mig\b|\b(joku|jonkun|joku teilta)\b.{0,20}\bsoitta\w*|\bsoittakaa\b|\bsoittaisitteko\b|\bsoitatteko\b|\bcall me( back)?\b|\bring me\b|\bringa upp\b|\bring upp mig\b|\bringa mig\b|^\W*(asiakaspalvelu|ihminen|ihmiselle|human|agent|operator|kundtjanst|en manniska|real person)\W*(kiitos|please|tack|pliis|plz|nyt|now)?\W*$/;

// What the pages do not state and a person must answer: returns, the terms of a warranty, insurance,
// wheel alignment, who is at work today. Not a complaint: no apology, just a person.
const ASK_A_PERSON = [
  // Renting tyres, shipping stored tyres elsewhere, wrapping a present, whether an online booking went through.
  /\b(vuokra\w*|rent|renting|hire|hyra|hyr)\b.{0,30}\b(renka\w*|rengas\w*|sarja\w*|set|tyres|tires|wheels|dack\w*|hjul\w*)\b|\b(kan ni|voitteko|voisitteko|can you|could you)\b.{0,20}\b(skicka|lahettaa|laheta|send|ship|toimittaa|deliver|posta)\b|\b(paketo\w*|gift-?wrap\w*|presentinslag\w*)\b|\b(booked|varasin|bokade|varaus\w*|varauksen)\b.{0,60}\b(confirmation|vahvistu\w*|bekraftelse\w*|is it booked|onko se varattu|menikö|meniko)\b/,
  /\b(lahjakort\w*|gift ?(cards?|vouchers?|certificates?)|presentkort\w*)\b/,
  /\b(voitteko|voisitteko|voiko|can you|could you|kan ni|kunde ni)\b.{0,20}\b(tilata|tilaisitte|order|bestalla)\b|\bringa (mig )?nar\b|\bsoitatteko kun\b|\bcall me when\b/,
  /\b(bokad\w*|bokat|bokning\w*|bokade|varaus\w*|varattu|varasin|varaamani|booked|booking|appointment)\b.{0,150}\b(flytta|andra|avboka|byta|siirt\w*|peru\w*|vaihtaa|vaihtais\w*|vaihdatte\w*|move|cancel|reschedule|postpone)\b|\b(flytta|andra|avboka|siirt\w*|peru\w*|move|cancel|reschedule|postpone)\b.{0,40}\b(bokat|bokning\w*|tiden|varaus\w*|ajan|aikani|booking|appointment)\b/,
  /\b(could|can|would) (someone|somebody|anyone|you guys)\b.{0,40}\b(fit|change|swap|do|look|check)\b|\b(ehtisitte\w*|ehditte\w*|kerkeet\w*|keritte\w*)\b/,
  /\b(in|to) my company'?s name\b|\bre-?issue\b.{0,30}\b(receipt|invoice)\b|\byrityksen nimiin\b|\bfirman nimiin\b|\bpa (mitt|vart) foretag\b/,
  // Collecting one's own set from the hotel: a time is agreed with a person.
  /\b(hake\w*|hakee|hakemaan|nouta\w*|pick up|picking up|collect\w*|hamta\w*)\b.{0,40}\b(hotelli\w*|hotel\w*|sailo\w*|sailyty\w*|forvar\w*|storage)\b|\b(hotelli\w*|hotel\w*|sailo\w*|forvar\w*|storage)\b.{0,40}\b(hake\w*|hakee|nouta\w*|pick up|collect\w*|hamta\w*)\b/,
  // Ending the hotel contract, or someone else collecting one's set: the register and a person.
  /(hotel|sailyt|sailo|forvar|storage)\w*.{0,60}\b(lopett\w*|irtisan\w*|end|terminate|quit|saga upp|avsluta|for good|lopullisesti|pysyvasti)\b|\b(lopett\w*|irtisan\w*|end|terminate|saga upp|avsluta)\b.{0,40}(hotel\w*|sailyt\w*|forvar\w*|storage|sopimu\w*|contract|avtal\w*)/,
  /\b(vaimo|mieheni|puoliso|avopuoliso|kaveri|poika|tytar|wife|husband|partner|son|daughter|friend|fru|sambo|dotter|kompis)\w*\b.{0,30}\b(hake\w*|hakea|nouta\w*|collect|pick up|picks up|hamta\w*)\b|\b(mun|minun) puolesta\b|\bon my behalf\b|\bfor min rakning\b/,
  // Whether the shop's tyres or rims fit a car of a given model year or make: the shop checks it.
  /\b(sopii\w*|sopiva\w*|meneek\w*|menevatko|menisk\w*|menis\w*|mahtu\w*|kayko|kayvatko|passar|passa|fits?|fit on|compatible|yhteensopi\w*)\b.{0,60}\b((19|20)\d\d|vuoden|arsmodell\w*|model year|volvo\w*|volkswagen\w*|vw|passat\w*|golf\w*|toyota\w*|corolla\w*|skoda\w*|octavia\w*|audi\w*|bmw\w*|mercedes\w*|ford\w*|kia\w*|hyundai\w*|nissan\w*|mazda\w*|honda\w*|tesla\w*|peugeot\w*|renault\w*|opel\w*|citroen\w*|subaru\w*|mitsubishi\w*|suzuki\w*|dacia\w*|fiat\w*)\b/,
  /\b((19|20)\d\d|vuoden|arsmodell\w*|model year)\b.{0,60}\b(sopii\w*|sopiva\w*|meneek\w*|menevatko|kayko|kayvatko|passar|fits?|fit on|compatible)\b/,
  // A time asked to be held or booked by the bot: the booking service or a person.
  /\b(put|set|keep)\b.{0,25}\baside\b|\blagga undan\b|\b(laittaa|pistaa|pitaa) .{0,15}(syrjaan|sivuun|varaan)\b|\b(could|can|would|will) you (please )?(hold|reserve|save|book)\b|\b(hold|reserve|save) (a |me a |me )?(spot|slot|time|place)\b|\bbook me\b|\bvaraa (mulle|minulle|meille)\b|\b(varaisitteko|varaisitko|varaatko|varaatteko|voitteko varata|voisitko varata|voitko varata|voisitteko varata)\b|\b(put|pencil|sign) (me|us) (down|in)\b|\bboka (in )?mig\b|\bkan (ni|du) boka\b/,
  // A copy of a receipt, the queue right now: the shop's own records and the day's situation.
  /\b(kuit\w*|receipt|kvitto\w*|kvittot)\b.{0,40}\b(uudestaan|uudelleen|kopio\w*|again|copy|hukkas\w*|kadotin|lost|tappat|ny)\b|\b(hukkasin|kadotin|lost|tappade)\b.{0,30}\b(kuit\w*|receipt|kvitto\w*)|\bkopio\w*\b.{0,20}\b(kuit\w*|lasku\w*)|\bcopy of (my|the|a) (receipt|invoice|bill)|\bkopia (av|pa) (kvitto\w*|faktura\w*)|\bjono\w*\b.{0,30}\b(nyt|tanaan|talla hetkella|keskimaarin)\b|\b(nyt|tanaan)\b.{0,20}\bjono\w*|\b(queue|wait)\b.{0,20}\b(right now|today|at the moment)\b|\b(ko|kon)\b.{0,20}\b(just nu|idag)\b/,
  /\bpalaut(taa|tamaan|us|uksen)\b|\breturn (them|the tyres|unused|a tyre)|\breturnera|\bvakuutu\w*|\binsurance|\bforsakring|\bsuuntau\w*|\balignment|\bhjulinstallning|\b(tanaan|huomenna) toissa|at work today|working today|jobbar .*idag/,
  // Tyres bought elsewhere, ordering what is not in stock, delivery times: the site does not say.
  /(ostanut|ostin|ostettu|ostetut|ostamani|ostan|bought|buy|kopt|koper|tilaan|tilaisin|tilasin|tilatut|ordered|order|bestallt|bestaller)\w*.{0,30}(netista|muualta|verkosta|verkkokaupa\w*|online|internet|elsewhere|somewhere else|pa natet|nagon annanstans)|(netista|muualta|verkkokaupasta|online|elsewhere|pa natet)\w*.{0,20}(ostet|ostam|bought|kopt)/,
  /\btilat\w*\b.{0,40}(ei ole varastossa|ei oo varastossa|ei varastossa|loppu)|\border\b.{0,30}(not in stock|out of stock)|\bbestall\w*.{0,30}(inte i lager|slut)|toimitus\w* kest|kauanko .{0,20}toimitu|delivery time|how long .{0,20}deliver|leveranstid/,
  // When sold-out tyres come in again: no delivery dates are on the site.
  /\bmilloin\b.{0,40}\b(tulee|tulevat|saapuu|saapuvat|saatte|tuutte saamaan)\b.{0,20}\b(lisaa|uusia|uudestaan|takaisin|varastoon)|\btoimitusai\w*|\bwhen\b.{0,40}\b(get|have|receive)\b.{0,20}\b(more|new ones|them (back|in))|\bback in stock|\brestock|\bnar\b.{0,40}\b(kommer|far ni)\b.{0,20}\b(fler|mer|nya|in)\b/,
  // A hotel for tyres without rims: the page asks the customer to ask ('säilytyksestä vanteettomana').
  /(hotel|sailyt|sailo|forvar|storage|store)\w*.{0,60}(ilman vante|vanteeto|vanteettom|without (the )?(rims|wheels)|utan falg)|(ilman vante|vanteeto|vanteettom|without (the )?(rims|wheels)|utan falg)\w*.{0,60}(hotel|sailyt|sailo|forvar|storage|store)/,
  // Haggling over a price: a person decides ('saisko neljästä vähän alennusta jos maksan heti').
  /\b(saisko|saisinko|saanko|saako|voisitteko|voitteko|antaisitteko|tinki\w*|tingata|can i get|could i get|could you (give|do)|kan jag fa|kan ni ge)\b.{0,40}\b(alennu\w*|alea|halvemmalla|paremman hinnan|discount|better price|cheaper|rabatt|billigare)\b.{0,40}\b(jos maksan|jos ostan|jos otan|kateisella|kateisena|heti|jos tilaan|if i pay|if i buy|cash|right away|om jag betalar|om jag koper|kontant)|\b(tinki\w*|tingata|tinkaa|haggle|pruta)\b/,
  // Changing or cancelling a booking: the booking service or a person, never the bot.
  /\b(siirtaa|siirtaisin|siirtamaan|siirto|perua|peruuttaa|perun|peruisin|peruutan)\b.{0,40}\w*(aika|ajan|ajat|varau)\w*|\bvaihtaa\s+(\w+\s+)?(aika|ajan|aikani|varaukse\w*|varaus\w*)\b|\w*(aika|ajan|varau)\w*\b.{0,60}\b(perua|peruttava|peruuttaa|perun|siirtaa|siirrettava|siirtamaan)\b|\b(booked|booking|appointment)\b.{0,60}\b(push|postpone|move|cancel|reschedule)\b|\b(avboka|boka om|flytta (min|var) tid|andra (min|var) tid)\b|\b(cancel|reschedule|move|change)\b.{0,20}\b(my|our|the)\b.{0,10}\b(appointment|booking|slot|time)\b/,
  // Something left at the shop: 'jätin aurinkolasit teidän asiakastilaan', 'I left my keys at your shop'.
  /\b(jatin|unohdin|unohtu\w*)\b.{0,40}\b(teille|teidan|asiakastila\w*|odotustila\w*|hallii\w*|sinne)|\bleft my\b.{0,40}\b(at your|in your|with you)|\bglomde (mina|min|mitt)\b.{0,40}\bhos er/,
  // Matching a competitor's price, buying the customer's old tyres, a special arrangement, a company invoice
  // made out afterwards: a person decides.
  /\b(verkkokaupa\w*|netissa|muualla|toisessa liikkee\w*|elsewhere|online|annanstans|pa natet)\b.{0,60}\b(vahemman|halvemmalla|halvempi|cheaper|less|billigare|mindre)\b|\b(annatteko|saanko|saisinko|can i get|could i get|do you give|kan jag fa|ger ni)\b.{0,15}\b(saman hinnan|samaan hintaan|the same price|samma pris)\b|\bmatch(es)? (\w+ )?(prices?|offers?|that|the|their|this|it)\b|price ?match|\bhintatakuu|\bhalvemmalla (muualla|toisessa|kilpailija\w*)|\bcheaper (elsewhere|somewhere else)|\bmatcha\w*\b|\b(maksaisitte|ostatteko|ostaisitteko|ostaisitko|ostaako te|would you buy|will you buy|do you buy|koper ni|skulle ni kopa)\b|\bjos (sovitaan|sovimme|sopisimme|sovittais\w*)\b|\bsopia (erikseen|etukateen)|\b(by|per) arrangement|\bif we (agree|arrange)|\beftar overenskommelse|\binvoice (made out|to my company|for my company|to the company|in the company'?s name)|\bcompany invoice|\blasku\w* (yrityks\w*|firma\w*|y-tunnuks\w*)|\bfaktura\w* (till|pa) (mitt |vart )?(foretag|firma)/,
  // Used tyres, and business customers' contract prices: the pages do not say.
  /\b(myyttek\w*|ostattek\w*|onko teilla|onks teil\w*|do you (sell|buy|have)|saljer ni|koper ni|har ni)\b.{0,30}\b(kaytet\w*\b.{0,20}\b(\w*renka\w*|\w*rengas\w*|vante\w*|vanne\w*)|used (tyres|tires|rims|wheels|ones|sets?)|begagnade)|\bbegagnade (dack|falgar|hjul)|\b(yritysasiakk\w*|yrityshin\w*|sopimushin\w*|kalustosopim\w*|fleet\w*|taxi company|business (customer|account|contract)|contract price|business pricing|monthly invoic\w*|kuukausilasku\w*|yrityslasku\w*|foretagspris\w*|manadsfaktur\w*|foretagskund\w*|avtalspris\w*)/,
  // Whether something fits one's own car of a given make or year: the shop checks it.
  /\b(sopiiko|sopivatko|sopii ko|meneeko|menevatko|kayko|kaykohan|kayvatko|sopisko|passaako|will (it|they|these|those) fit|do (they|these|those) fit|passar (de|den|dessa))\b.{0,40}\b(autoo\w*|mun|minun|meidan|my|our|min|mitt|var)\b.{0,30}(\b(19|20)\d\d\b|\b[a-z]{3,}(oon|iin|aan|een|uun|yyn|ooni|iini)\b|\b(car|bil)\b)/,
  // Exchanging tyres bought in the wrong size, haggling over a price seen elsewhere or earlier, discounts for a
  // company, a bundle or a quantity, payment terms, a financing application turned down: a person decides.
  /\b(vaihtaa|vaihtais\w*|vaihdatte\w*|vaihtaisitte\w*)\b.{0,20}\b(ne|niita|ne renkaat|ne vanteet)\b.{0,30}\b(toise\w*|oikea\w*|eri)\b|\b(exchange|swap|return) (them|it|the tyres|the tires|the rims)\b.{0,20}\b(for|to)\b|\bbyta (dem|den) mot\b|\b(vaara\w* ko\w*|wrong size|fel (storlek|dimension))\b/,
  /\bjousta\w*|\bhintajoust\w*|\beilise\w* hinna\w*|\byesterday'?s price|\bgardagens pris|\b(yritys|paljous|maara|paketti)alennu\w*|\b(bulk|volume|company|fleet|package) (discount|deal|price)|\bmangdrabatt|\bpaketpris|\bforetagsrabatt|\bmaksua(ika|jalla|jan)\w*|\bpayment terms?\b|\bbetalningstid\w*|\b(hylat\w*|hylattiin|hylkas\w*|ei hyvaksytty|rejected|declined|turned down|avslag\w*|avslogs|fick nej)\b.{0,40}\b(rahoit\w*|hakemu\w*|financ\w*|application|ansokan|finansier\w*)|\b(rahoit\w*|hakemu\w*|financ\w*|application|ansokan|finansier\w*)\b.{0,40}\b(hylat\w*|hylattiin|hylkas\w*|rejected|declined|turned down|avslag\w*|avslogs)/,
  // A quote or request nobody has answered; one's own e-mail or address checked or changed in the shop's records.
  /\b(nobody|no one|noone|kukaan|ingen)\b.{0,30}\b(replied|answered|responded|vastannut|vastannu|vastanu|svarat|called|soittanut|got back)\b|\bei (ole )?(viela |vielakaan )?(vastattu|kuulunut mitaan)\b|\b(har inte|inte) (fatt|hort) (nagot )?svar/,
  /\b(new|uusi|uuden|ny|nytt)\b.{0,5}\b(e-?mail|sahkoposti\w*|s-?posti\w*|osoite\w*|address|puhelinnumero\w*|phone number|e-?post\w*|adress\w*)\b.{0,60}\b(update|paivit\w*|change|muuta\w*|vaihda|uppdatera|andra)\b|\b(update|change|paivit\w*|muuta\w*|vaihda|vaihtaa|uppdatera|andra)\b.{0,30}\b(e-?mail|sahkoposti\w*|s-?posti\w*|osoite\w*|osoitteen|address|puhelinnumero\w*|phone number|e-?post\w*|adress\w*)\b|\b(mun|minun|my|min|mitt)\b.{0,5}\b(sahkoposti\w*|e-?mail|e-?post\w*|osoite|address|numero)\b.{0,40}\b(oikein|oikea|right|correct|ratt)\b/,
  // Getting there by bus or train, shipping tyres to another town, the dog's treats: the pages do not say.
  /\b(bussi\w*|linja-?auto\w*|juna\w*|julkisilla|julkisel\w*|bus|buses|train|public transport|bussen|bussar|taget|kollektivtrafik\w*)\b|\b(do|can|could|will) (u|you) (ship|post|deliver|send)\b|\bshipping\b|\b(lahetatteko|postitatteko|toimitatteko|lahetatko)\s+(ne|niita|\w*renkaat|\w*renkaita|vanteet|vanteita|pyorat|sarjan|paketin|kotiin)\b|\bskickar ni (dack|dacken|hjul|hjulen|falg\w*|dem|den|till)\b|\bfrakt\w*/,
  /\b(koira\w*|rolli\w*|dog|hund\w*)\b.{0,60}\b(herkku\w*|namu\w*|ruoka\w*|ruokavalio\w*|treats?|snacks?|food|diet|godis|mat|foder)\b|\b(herkku\w*|namu\w*|treats?|godis)\b.{0,40}\b(koira\w*|rolli\w*|dog|hund\w*)\b|\b(sille|silla|koiralle)\b.{0,20}\b(herkku\w*|namu\w*|ruoka\w*)/,
  // Fetching something from home, all-season tyres, an exception to the hours, a delivery guaranteed by a date.
  /\b(hakea|noutaa|haette|noudatte|hakisitte|noutaisitte)\b.{0,30}\b(kotoa|kotoani|kotoota|multa|minulta)\b|\bpick (them|it|my \w+) up from (my|our) (home|house|place)\b|\bhamta\b.{0,20}\bhemma\b|\bymparivuoti\w*|\ball[- ]season\w*|\bhelarsdack\w*|\ballvadersdack\w*|\bfour[- ]season\b|\bpoikkeukse\w*|\bpoikkeuksellise\w*|\bexception\w*|\bundantag\w*|\b(can|could) you (guarantee|promise)\b|\b(voitteko|voisitteko|pystyttako|kan ni) (taata|luvata|garantera|lova)\b/,
  // Bringing one's own dog, and the shop's rating on Google: the pages do not say.
  /\b(oma\w*|meidan|mun|our|my|own|var|min|egen|eget)\b.{0,10}\b(koira\w*|dogs?|hund\w*)\b|\bgoogle\w*\b.{0,40}\b(arvostel\w*|arvio\w*|tah(ti|tea|tia|det)\w*|rating\w*|reviews?|stars?|betyg\w*|recension\w*|stjarn\w*)|\b(arvostel\w*|arviot|tahti\w*|tahte\w*|ratings?|reviews?|stars?|betyg|recension\w*|stjarn\w*)\b.{0,40}\bgoogle/,
  // A rim's colour or finish, which the listing does not give: 'saako niitä mustana', 'do they come in black'.
  /\b(vante\w*|vanne\w*|rims?|wheels?|falg\w*)\b.{0,60}\b(mustan\w*|musta\w*|hopea\w*|hopeis\w*|valkoi\w*|kiiltav\w*|mattamust\w*|black|silver|white|gloss\w*|matte|svart\w*|silvr\w*|vit\w*|varissa|colou?rs?|farg\w*|vari(a|t|ssa|na)?)\b/,
  // The bot asked to write a booking down, a delivery promised by a day, a hotel place kept.
  /\b(laittaa|laitatko|laitat|merkitse|merkitsetko|put|add|lagga|skriva)\b.{0,20}\b(kalenteriin|kalenteriisi|calendar|diary|kalendern)\b|\b(saatteko|will they|will it|hinner de|kommer de)\b.{0,40}\b(perjantai\w*|maanantai\w*|tiistai\w*|keskiviik\w*|torstai\w*|lauantai\w*|huomiseksi|tanne|by (monday|tuesday|wednesday|thursday|friday|saturday|tomorrow)|till (mandag|tisdag|onsdag|torsdag|fredag|lordag))\b|\bkeep (a |my )?(place|spot|slot)\b|\bpitaa (paikan|paikkaa)\b|\bhalla (en )?plats\b/,
  // Room today or at a set time: 'hinner ni idag?', 'can u do it today at 4pm?', 'can you fit me in'.
  /\bhinner ni\b|\b(can|could) (you|u) (fit|squeeze) (me|us|it) in\b|\b(can|could|will) (you|u) do (it|that|this|them|mine|my car)\b.{0,30}\b(today|tomorrow|tonight|at \d|by \d|on (monday|tuesday|wednesday|thursday|friday|saturday))\b|\bdo you have (time|room|a slot)\b/,
  // Someone to do the work at a set time: 'kan ni ta min bil i morgon klockan åtta'.
  /\bkan ni (ta|fixa|byta|gora|hinna)\b.{0,40}\b(klockan|kl|\d{1,2}[:.]\d{2}|i morgon|imorgon|innan|pa (mandag|tisdag|onsdag|torsdag|fredag|lordag))\b/,
  /\b(takuu\w*|warranty|garanti\w*)\b.*\b(kuinka|kauanko|vuot\w*|kattaa\w*|korvaa\w*|toimii|maksaa|how long|years?|cover\w*|claim|works?|pays?|hur lange|ar|tacker|fungerar|betalar)\b|\b(kuinka|kauanko|how long|hur lange)\b.*\b(takuu\w*|warranty|garanti\w*)/,
];

// Whether one's own set is in the hotel or ready: the register is never read to an anonymous chat; the
// customer's personal link (in the season reminder) or the phone says (issue 31).
const OWN_HOTEL_SET =
  /\b(onko|onks|onkos|ovatko|onkohan|ovatkohan|are|is|finns|ligger|where|missa|missa on|ar|have you got|do you have|har ni)\b.{0,25}(\b(mun|minun|meidan|my|our|mina|mitt|vara|vart)\b.{0,15}\b(\p{L}*renkaat|rengas|rengassarja|pyorat|\p{L}*dack|\p{L}*dacken|hjul|hjulen|\p{L}*tyres|\p{L}*tires|wheels|set)\b|\b(\p{L}*renkaani|\p{L}*renkaamme|pyorani|rengassarjani)\b).{0,40}(hotel|teilla|teil|sailyt|sailo|valmiina|tallessa|ready|klara|forvar|storage|stored|hos er|with you|still there|viela siella|yha siella|siella viela|you have|kvar)/u;
const OWN_SET_INFO = /\b(mulla|minulla|meilla|mun|minun|my|mina|i have|jag har)\b.{0,30}\b(teidan |your |er |ert )?(hotelli\w*|hotel\w*|sailo\w*|dackhotell\w*|forvar\w*)\b.{0,60}\b(uraa|urasyvyy\w*|tread|kunto|condition|monsterdjup\w*|skick)\b|\b(nake\w*|naen|nahda|tarkist\w*|see|check|se|kolla)\b.{0,40}\b(mitka|which|vilka)\b.{0,30}\b(mulla|minulla|meilla|i have|jag har)\b.{0,30}\b(hotelli\w*|hotel\w*|dackhotell\w*|forvar\w*)|\b(my|mina|mitt|our|vara)\b.{0,30}\b(stored|hotel|forvarade|lagrade)\b.{0,30}\b(tread|condition|monsterdjup\w*|skick)\b|\b(tread|monsterdjup\w*)\b.{0,50}\b(my|mina|our|vara) (stored|hotel|forvarade|lagrade)\b|\b(mun|minun|meidan|my|mina|mitt)\b.{0,20}\b(hotelli|rengashotelli|tyre hotel|tire hotel|dackhotell)\w*.{0,30}\b(tiedot|urasyvyy\w*|kunto|paikka|hylly|details|tread|condition|uppgifter|skick|mønster)/;

// A complaint in other words: the shop's own earlier work named, and something wrong with it since.
// What was measured of one's own tyres when they were stored: 'mitkä urasyvyydet mun kesärenkaista mitattiin'.
const OWN_SET_MEASURED = /\b(mun|minun|meidan|my|mina|mitt)\b.{0,20}\w*(renka|dack|tyres|tires)\w*.{0,30}\b(mitattiin|measured|uppmatt\w*|mattes|mattades)\b|\b(mitattiin|measured|mattes|mattades)\b.{0,30}\b(mun|minun|my|mina)\b.{0,20}\w*(renka|dack|tyres|tires)/;
const EARLIER_WORK = /\b(picked up|collected) (my|the|our) (car|tyres|tires|wheels|set)\b|\bhamtade (bilen|dacken|hjulen)\b|\b(forra gangen|last time|viimeksi|viime kerralla|edellisella kerralla)\b|\bkavin\b.{0,30}\b\w+t(t)?amassa\b|\bhain (auton|autoni|renkaat|pyorat|auto)\b|\bni [a-z]+(ade|de|te)\b|\b(ever )?since you\b|\byou (swapped|replaced|repaired|patched|balanced|fixed|serviced|worked on)\b|\bkavin\b.{0,30}\b(vaihdattama\w*|vaihdattamassa|vaihtamassa|tasapainot\w*|renkaanvaihdossa)|\b(i )?came in\b.{0,30}\b(for|on|last)\b|\bpyysin\b.*\bmutta\b|\bhuomasin vasta|after your|your (tyre |tire )?(change|fitting|balancing|mechanic)|\b(sedan|innan|nar) ni\b|\bni (bytte|balanserade)|\bkavin teill|\bteilla kaydessa|\bteidan (hotellista|hotellissa|vaihdossa|tekema)|(vaihdo|vaihdon|tasapainotukse|tasapainotuksen|asennukse|asennuksen)\w* (jalkeen|yhteydessa)|\b(hain|haimme) renkaat|\b(laitoitte|vaihdoitte|asensitte|teitte|laitettiin|asennettiin|vaihdettiin|tasapainotettiin|tasapainotitte|paikattiin|paikkasitte|korjattiin|korjasitte)\b|\bafter (the|my) (tyre |tire )?(change|fitting|visit|balancing)|\bduring the (tyre |tire )?(change|fitting)|\byou (fitted|changed|put|did|installed|mounted)\b|\befter (dack)?bytet|\bhos er\b.*\b(igen|fortfarande|lyser|fel)|\bni (har|bytte|monterade)\b/;
// The same, read from the grammar rather than from verbs one by one: the shop as the doer in the past
// (Finnish 'te …-itte' and the past passive '…-ttiin', 'you …-ed', Swedish 'ni …-ade'), or the customer's own
// earlier dealing with the shop ('ostin teiltä', 'I bought them from you', 'jag köpte av er').
const SHOP_DID =
  /\b(?!(voitte|pysakoitte|kaytte|kavitte)\b)\p{L}{3,}(?:[aeiouyäö]i|si|oi)tte\b|\b\p{L}{3,}t?tiin\b|\byou(?: guys)? (?:\w+ed|did|put|set|cut|let|bent|told|sold|gave|took|made|forgot|left|broke|lost|said|got|sent|fit)\b|\b(?:your|the) (?:guy|guys|mechanic|staff|man|lad|worker|technician|fitter)s? (?:who|that)?\s?\w+ed\b|\bni (?:\p{L}+(?:ade|de|te|dde)|gjorde|satte|sade|sa|tog|gav|glomde|salde)\b|\b(tog|gjorde|satte|bytte|monterade|glomde|salde|debiterade) ni\b/u;
const OWN_DEALING =
  /\bjag har (\p{L}+(at|t|tt)|varit|fatt|lamnat|kopt|bokat)\b.{0,40}\b(er|era|ert|hos er|dackhotell\w*)\b|\bolen (\p{L}+(nut|nyt|lut|lyt|sut|syt|rut|ryt|tut|tyt))\b.{0,40}\b(teille|teilta|teilla|teidan)\b|\bi('ve| have) (paid|bought|left|booked|stored)\b.{0,40}\b(you|your)\b|\b\p{L}{2,}(?:i|si|oi)n\b.{0,30}\b(teilta|teilla|teille|teidan|tuolta|sielta|siella)\b|\b(teilta|teilla|teille) (\p{L}+ )?\p{L}{2,}(?:i|si|oi)n\b|\bi (?:\w+ed|bought|got|had|left|brought|paid|came|took)\b.{0,40}\b(from you|at your|with you|from your|in your|you guys)\b|\bjag (?:\p{L}+(?:ade|de|te)|kopte|var|fick|lamnade|tog)\b.{0,30}\b(av er|hos er|till er|fran er)\b/u;
const WENT_WRONG = /klonk\w*|\bljud\w*|\bnoise\b|\bsatt lost\b|\blost\b|\bmistake\b|\bvirhe\w*|\bmisstag\w*|\w*valo (on )?(palanut|palaa|paloi|syttyi)|ei (ole )?sammunut|\bei sammu\b|vad har hant|what (has )?happened|mita (on )?tapahtu\w*|\binte finns\b|\bunohti\b|\bkadon\w*|\bhavis\w*|\bhukattu|for mycket|alldeles for|liian (paljon|korkea\w*|matala\w*|kova\w*)|\btoo (much|high|low|hard|tight)\b|way too|vem tar ansvar|who('s| is) responsible|kuka (vastaa|korvaa)|hur kommer det sig|how come|\bwhy did you\b|\bmiksi (te )?(veloit|laskut|otitte|perit|perittiin)|varfor (tog|tar|debiterade) ni|\bshak(e|es|ing)\b|\bpulls? (to|left|right)\b|\bei (ollu|ollut|olleet) (ennen|aiemmin)|\blytyssa|\btyhjana\b|lacker|fortfarande|konstig|surr|\binte fanns|\bfanns inte|tahro|rasvatahr|\bstain|\bgrease|\bdirty\b|\bfunny noise|\bstrange noise|\bweird noise|kolin|kolise|ei ennen|never did that|didn'?t (do that )?before|wasn'?t there before|rattl|clunk|shimm|wobbl|puuttu|vaappu|heittel|vinossa|vetaa (sivulle|vasemmalle|oikealle)|kolhiintu|kolhiin|(teidan|teijan) vika|your fault|ert fel|unbelievable|uskomaton|otroligt|ridiculous|naurettav|\bmissing\b|saknade|saknas|unohtui|\bforgot|glomde|\bvarise|\bvapise|\bvaikka\b|syttyi|\bvalo\b|\blamp|\blight\b|skakar|\brepa\b|\brepor\b|\brepig\w*|scratch|not mine|aren'?t mine|ei (ole |oo )?(mun|minun)|eivat ole (mun|minun)|inte mina|someone else'?s|nagon annans|finger tight|\bloose|loysa|dangerous|vaarallis|battre innan|better before|\blaitettiin\b|\bedelleen|\byha\b|\btaas\b|ei toimi|\bvaar(at|an|a|ia)\b|jonkun toisen|tarise|vuotaa|palaa koko ajan|rikki|lommo|kolhu|ei kiva|pettyny|harmitta|\bstill\b|\bwrong\b|\bdent|\bbroke|\bleak|vibrat|warning light|\blyser\b|\bfel\b|trasig|forstor|buckla/;

// One's own bill, receipt, order or booking named: 'mun laskussa', 'my booking', 'min faktura'.
const OWN_DOCUMENT = /\b(mun|minun|meidan|my|our|min|mitt|mina|vara|var)\b.{0,15}\b(lasku\w*|kuitti\w*|kuitissa|tilaus\w*|tilauksen|varaus\w*|invoice|bill|receipt|order|booking|appointment|faktura\w*|kvitto\w*|kvittot|bestallning\w*|bokning\w*)\b/;

// A purchase, visit or job told in the first person or with the shop as the doer, in the past: the strong
// signals only (the looser frames above are read together with something gone wrong).
const OWN_PURCHASE =
  /\b(ostin|ostimme|maksoin|maksoimme|kavin|kavimme|toin|toimme|jatin|tilasin|varasin|hain|haimme|vaihdatin|vaihdatimme|asennutin|vaihdoitte|asensitte|tasapainotitte|paikkasitte|korjasitte|laskutitte|veloititte)\b|\bi (bought|paid|ordered|booked|picked up|collected|dropped off)\b|\bi had (my|the|our) (tyres|tires|wheels|car)\b|\byou (changed|fitted|swapped|balanced|repaired|charged|billed|installed|mounted|stored)\b|\bjag (kopte|betalade|bestallde|bokade|hamtade|lamnade)\b|\bni (bytte|monterade|balanserade|lagade|debiterade|fakturerade)\b/;

/**
 * True when a line tells of the visitor's own dealing with the shop (an earlier visit, the shop's work, a
 * purchase, their own bill or booking) without a complaint: the general answer comes with a person offered.
 */
export function aboutOwnDealing(line: string): boolean {
  const text = folded(line.slice(0, 1000));
  // The newsletter, or something bought elsewhere ('ostin käytetyt torilta'), is not the shop's case to settle.
  if (/uutiskirj|newsletter|nyhetsbrev|torilta|torista|netista|muualta|kirpparilta|elsewhere|online|second-?hand|pa natet|begagn/.test(text)) return false;
  return OWN_DOCUMENT.test(text) || OWN_PURCHASE.test(text);
}

// Damage no repair makes safe: a bulge or a crack anywhere, and any hole or cut in the sidewall.
const BULGE = /kuhmu|pullistu|pullotu|kupru|halkea|halkes|haljen|repeam|\bbula\b|bubbla|spricka|sprickor|bulge|bubble|\bcracks?\b|\bgash/;
const SIDEWALL = /kylje|kylki|kylkee|sivusein|sivupinn|\bsidan\b|sidovagg|sidewall|side wall|\bside of the (tyre|tire)/;
const HOLE = /reika|reia|naula|ruuvi|viilt|vaurio|rikki|puhki|\bhal\b|spik|snitt|skada|\bhole|\bnail|\bscrew|\bcut\b|damage/;
// A sidewall is a tyre's: the word alone is enough.
const TYRE = /renka|rengas|renkk|kumi|dack|tyre|tire|sidewall|side wall|sidovagg/;

const OFF_TOPIC = [
  /\b(vitsi|vitsin|vitseja|puolue\w*|aanest\w*|hallitu\w*|eduskun\w*|jalkapall\w*|jaakieko\w*|lottonumer\w*|horoskoop\w*|resepti|ruokaohje\w*)\b/,
  /\b(vadret|vader|skamt|vits|partiet|rosta|regeringen|riksdagen|fotboll|recept)\b/,
  /\b(weather|joke|jokes|politics|political|vote for|election|president|government|football|soccer|recipe|horoscope|lottery|poem|poems|song|lyrics|homework|essay)\b/,
  /\b(runo\w*|laulu|laulun|lauluja|laksy\w*|dikt\w*|sang|laxa|laxor)\b/,
  /\b(bitcoin\w*|ethereum|dogecoin|crypto\w*|krypto\w*|katsastu\w*|besiktning\w*|iphone\w*|puhelimen akku\w*|kannykan akku\w*|valuut\w*|exchange rate|vaxelkurs\w*|joulumarkkin\w*|julmarknad\w*|christmas market|konsert\w*|concert|elokuv\w*|movie)\b/,
  /\b(ravintol\w*|restaurants?|restaurang\w*|kahvila\w*|porssisahk\w*|electricity|elpris\w*|osakk\w*|stock market|aktie\w*)\b|\bsahko\w* (maksaa|hinta)|\bsahkon hinta/,
];
// Rain and snow tomorrow are the weather service's, unless the line is about tyres ('sataako lunta, vaihdanko?').
const RAIN = /\b(sataa\w*|sade\w*|poutaa|regnar|regn|snoar|rain\w*|snowing)\b/;
// A forecast asked outright: 'will it snow next week', 'sataako lunta huomenna' (the shop's own word 'Lohja' does not make it the shop's).
const FORECAST = /\b(will it|is it going to|gonna) (snow|rain|freeze)\b|\b(sataako|tuleeko) (lunta|vetta|raekuuroja)\b|\bkommer det att (snoa|regna)\b/;
// 'Sää' is 'saa' folded, which is also the verb 'saa': read on the unfolded line.
const WEATHER = /(?<!\p{L})sää(tä|n|llä)?(?!\p{L})|sääennust|säätiedo/u;
// 'Millainen ilma huomenna?', 'ilma tänään', 'lämpötila': the weather, unless air in a tyre ('ilmaa renkaisiin').
const AIR_WEATHER = /\b(millai\w*|millane\w*|minkalai\w*|mimmone\w*|mika) ilma\b|\bilma(a|t)? (huomenna|tanaan|ylihuomenna|viikonloppuna|ensi viikolla)\b|\blampotila\w*|\bpakka(s|n)\w*\b.{0,40}\b(huomenna|tanaan|ylihuomenna|aamulla|illalla|yolla|ensi yona|viikonloppuna|ensi viikolla)\b|\b(huomenna|ylihuomenna|ensi yona|viikonloppuna)\b.{0,40}\bpakka(s|n)\w*|\bhow cold\b.{0,30}\b(tomorrow|tonight|weekend)|\bhur kallt\b.{0,30}\b(i morgon|imorgon|i natt|helgen)/;

/**
 * Words of the shop's own world in three languages (stems, on the folded line). A line with none of them,
 * read on its own, is not a question the shop answers ('paljonko on 17 kertaa 23', 'fix my python code'),
 * however a price word or a stray passage might match it.
 */
const SHOP_WORDS =
  /palvelu|service|balanc|balans|tjanst|myytte|myyda|\bsell|salj|renka|rengas|renk|kumi|nasta|nastoj|kitka|kitko|vante|vanne|vanteet|pyor|auto|vaihd|vaihto|hotell|sailyt|tasapain|paikk|korja|tpms|anturi|venttiil|hinna|hinta|hinto|kampanj|tarjou|\bale(a|t|ssa|lla|sta|ksi|n)?\b|alennu|asennu|asenna|kaupan paalle|rahoit|tunnus|business id|osamaks|uutiskirj|koira|rolli|kari|sanna|mikko|jere|tyontek|henkilokun|asentaj|point ?s|takuu|lasku|maksu|maksa|mobilepay|kortti|kateis|pysakoi|parkki|varat|varata|\baika|nopeus|kuormit|indeks|puhkea|puhki|reika|repair|puncture|punktering|laga|\bload|speed|auki|aukiolo|kiinni|suljettu|osoit|puhelin|numero|soit|sahkopost|yhteyd|ajanvara|varaa|varaus|jono|koko|koon|tuuma|kesa|talvi|\bura|urasyv|paine|dot|merkint|keli|liukk|lohja|kaarto|liike|liikkee|firma|yritys|keskustel|tietosuoj|tiedot|palaute|\bdack|dack|falg|hjul|bil\b|bilen|pris|kostar|kampanj|erbjud|rabatt|finansier|nyhetsbrev|oppet|stangt|adress|telefon|e-?post|boka|bokning|montering|byte|sommar|vinter|dubb|friktion|tyre|tire|rim|wheel|alloy|inch|tuuma|\bcar\b|van\b|price|cost|offer|discount|financ|newsletter|open|closed|\bclose\b|closing|address|phone|email|e-mail|book|booking|appointment|fitting|change|summer|winter|stud|tread|pressure|shop|store|staff|owner|dog|warranty|pay|parking|hours|paikalle|kaymaan|poiket|walk-?in|drop (by|in)|komma (forbi|in)|\bteette\b|mita kaikkea|what do you (do|offer)|vad (gor|erbjuder) ni|lahjakort|gift ?cards?|presentkort/;

/** True when a line names anything of the shop's world (SHOP_WORDS) or a tyre size. */
export function aboutTheShop(line: string): boolean {
  const text = folded(line);
  return SHOP_WORDS.test(text) || /\d{3}\s*[/-]?\s*\d{2}/.test(text);
}

const any = (patterns: readonly RegExp[], text: string) => patterns.some((pattern) => pattern.test(text));

// Asking again after a refusal: 'no anna sitten vaikka Jeren', 'his private number then', 'ge mig då…'.
const INSISTS = /\b(anna|annatko|antaisit|kerro|kerrotko|give|tell|ge|beratta|send|laheta)\b|\b(ainakin|edes|at least|i alla fall)\b|\bthen\W*$/;

// Asking after a complaint's hand-off who or when: 'no kuka siellä hoitaa tämmöset asiat', 'when will they call?'.
const ASKS_WHO_OR_WHEN = /\b(kuka|kenelle|kenen|kehen|keneen|keneltä|kenelta|mihin|minne|milloin|who|whom|when|where|vem|vart|nar|hur)\b/;

/** A pronoun for someone just named ('anna sen sposti', 'his number', 'hennes mejl'). */
const PRONOUN = /\b(sen|hanen|hanelta|hanta|sita|his|her|him|hans|hennes|honom|henne)\b/;

/**
 * A private contact asked with a pronoun right after a reply that named a member of staff ('anna sen
 * sposti niin laitan suoraan' after 'Jere hoitaa rengashotellia'): that person's own data.
 */
export function asksNamedStaffContact(line: string, previousReply: string): boolean {
  const text = folded(line.slice(0, 1000));
  return STAFF.some((person) => previousReply.includes(person.firstName)) && PRONOUN.test(text) && PRIVATE_ATTRIBUTE.test(text) && !OWN_BUSINESS.test(text);
}

/**
 * What care the line needs before any intent, or undefined for an ordinary question. `before`: the care
 * of the assistant's previous reply; a line that insists after a refusal is refused again, and one that
 * asks who or when after a complaint's hand-off is handed over again.
 */
export function careFor(line: string, before?: "refuse" | "handoff"): CareKind | undefined {
  const text = folded(line);
  if (any(PERSONAL_DATA, text) || any(INJECTION, text) || POSING.test(text) || ROLE_PLAY.test(text) || THREAT.test(text) || namedOwnersSet(text)) return "refuse";
  if (before === "refuse" && INSISTS.test(text)) return "refuse";
  if (before === "handoff" && ASKS_WHO_OR_WHEN.test(text) && !aboutTheShop(line.replace(/hoita\w*|asi(a|o)\w*/gi, ""))) return "handoff";
  if (STAFF_PERSON.test(text) && PRIVATE_ATTRIBUTE.test(text) && !OWN_BUSINESS.test(text)) return "refuse";
  // A hole in the side asked to be patched is a tyre's even when the line does not say 'tyre'.
  const aboutTyre = TYRE.test(text) || /paika|patch|plug|tulpp|\blaga/.test(text);
  if (aboutTyre && (BULGE.test(text) || (SIDEWALL.test(text) && HOLE.test(text)))) return "unrepairable";
  if (any(HANDOFF, text) || ((EARLIER_WORK.test(text) || SHOP_DID.test(text) || OWN_DEALING.test(text)) && WENT_WRONG.test(text))) return "handoff";
  if (any(VEHICLES, text) && !PARKING.test(text)) return "askPerson";
  if (any(ABUSE, text)) return "abuse";
  if (WANTS_PERSON.test(text) || CALL_BACK.test(text) || REQUEST_ANSWERED_WHEN.test(text)) return "wantsPerson";
  if (OWN_HOTEL_SET.test(text) || OWN_SET_INFO.test(text) || OWN_SET_MEASURED.test(text)) return "ownHotelSet";
  if (any(ASK_A_PERSON, text) || (SELLS.test(text) && !SOLD_HERE.test(text))) return "askPerson";
  if ((FORECAST.test(text) && !TYRE.test(text)) || any(OFF_TOPIC, text) || WEATHER.test(line.toLowerCase()) || (AIR_WEATHER.test(text) && !TYRE.test(text)) || (RAIN.test(text) && !aboutTheShop(line))) return "offTopic";
  return undefined;
}

/** A part that only names a role ('<järjestelmä>', 'SYSTEM:', '</user>'): it introduces an injected order. */
const ROLE_TAG = /^\/?\s*(system\w*|jarjestelma\w*|admin\w*|yllapi\w*|developer|kehittaja\w*|operator|kayttaja\w*|user|assistant|avustaja)\s*:?$/;

/**
 * The parts of a line that need no care, when other parts were refused: the line is cut at brackets, line
 * breaks, sentence ends and a 'ps.'; undefined when nothing was refused or nothing else is left.
 */
export function withoutRefusedParts(line: string): string | undefined {
  const parts = line
    .split(/[[\](){}<>]|\n+|(?<=[.!?:])\s+|(?<![\p{L}])(?=(?:ps|p\.s)[.:\s])/iu)
    .map((part) => part.replace(/^p\.?s\.?:?(?=\s|$)/i, "").trim())
    .filter((part) => part.length > 0);
  // A role tag ('<järjestelmä>', 'SYSTEM:') is refused with the part it introduces.
  // A closing tag ('</system>') ends the order: the part after it is the visitor's own again.
  const opensRole = (part: string | undefined) => part !== undefined && ROLE_TAG.test(folded(part)) && !part.trim().startsWith("/");
  const kept = parts.filter((part, index) => careFor(part) === undefined && !ROLE_TAG.test(folded(part)) && !opensRole(parts[index - 1]));
  if (kept.length === parts.length || kept.length === 0) return undefined;
  const question = kept.join(" ");
  return careFor(question) === undefined && aboutTheShop(question) ? question : undefined;
}
