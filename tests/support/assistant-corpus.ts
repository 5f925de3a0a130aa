/**
 * Questions customers really send a tyre shop's chat, typos and colloquial forms included, each with
 * the facts its answer must contain and the ones it must not. Written from the customer's side (what
 * they ask, what a good answer tells them), not from the bot's rules. The seeded demo data answers
 * them: the default price list and opening hours, the demo catalogue and its campaigns.
 * Run by tests/integration/assistant-corpus.test.ts.
 */
import { COMPANY } from "~/content/company";
import { NETWORK, SHOP_DOG } from "~/content/shop-facts";

/** A string is looked for case-insensitively; a RegExp as it is. */
export type Fact = string | RegExp;

export type CorpusCase = {
  question: string;
  /** Earlier turns, alternating user / assistant, before the question. */
  history?: string[];
  must: Fact[];
  mustNot?: Fact[];
};

const PHONE = COMPANY.phone;
const UNKNOWN = "En valitettavasti osaa vastata";
const SIZE_ANSWER = "Koossa **205/55R16**";
const CONFIRM = "tarkoitatko rengaskokoa **205/55R16**";
const WEEK = "Aukioloajat tällä viikolla";
const CHANGE_PRICES = "Renkaanvaihto, renkaat valmiiksi vanteilla";
const FITTING_PRICES = "Renkaiden vaihto vanteille (rengastyö";
const HOTEL_PRICES = "Rengashotelli, säilytys";
const BALANCING_PRICES = "**Tasapainotus**:";
const REPAIR_PRICES = "**Korjaustyöt**:";
const DISPOSAL_PRICES = "**Renkaiden kierrätys**:";
const SERVICE_PRICE_LIST = [CHANGE_PRICES, HOTEL_PRICES, BALANCING_PRICES];
// A tyre's line names its winter type first, then its marking: '(nastarengas, 91T)'.
const STUDDED = "(nastarengas,";
const FRICTION = "(kitkarengas,";
const SUMMER = "**Kesärenkaat**";
const WINTER = "**Talvirenkaat**";
const CAMPAIGN_1 = "Talvirenkaiden asennus kaupan päälle";
const CAMPAIGN_2 = "Rengashotelli -20 % ensimmäinen kausi";
const PAST_CAMPAIGN = "Kesärenkaiden kevätale";
const SATURDAY = "10:00–13:00";
const WEEKDAY_HOURS = "09:00–17:00";
const SAFETY = "varoituskolmio";

/** Facts no answer may contain: numerals with the plural partitive, the old object form. */
export const NEVER: Fact[] = [
  /\b(?:[02-9]|\d{2,}) (?:kesä|talvi|nasta|kitka)?renkaita\b/i,
  /\b1 (?:kesä|talvi|nasta|kitka)?rengasta\b/i,
  "tarkoitatko rengaskoko **",
  /\b(?:[02-9]|\d{2,}) tuotteita\b/i,
  /\b(?:[02-9]|\d{2,}) merkkejä\b/i,
];

const sizes = (question: string, extra: Partial<CorpusCase> = {}): CorpusCase => ({
  question,
  must: [SIZE_ANSWER, "/kpl", ...(extra.must ?? [])],
  mustNot: [UNKNOWN, CHANGE_PRICES, ...(extra.mustNot ?? [])],
});

const confirm = (question: string): CorpusCase => ({ question, must: [CONFIRM, "kyllä"], mustNot: [UNKNOWN, CHANGE_PRICES] });

export const CORPUS: CorpusCase[] = [
  // Sizes in the five forms, inside sentences.
  sizes("Onko teillä renkaita kokoa 205/55R16?"),
  sizes("Kysyisin hinnasta: 205/55R16", { must: [SUMMER, WINTER, FRICTION, STUDDED] }),
  sizes("Kysyisin hinnasta: 205/55 R16", { must: [SUMMER, WINTER] }),
  sizes("paljonko maksaa 205/55R16 renkaat"),
  sizes("onks teil 205/55r16 kokoo"),
  sizes("205/55R16"),
  sizes("Tarviin 4 kpl 205/55 R16 kesärenkaat, paljon maksaa?", { must: [SUMMER], mustNot: [WINTER] }),
  sizes("rekisteriotteessa lukee 205/55 R16 91V, mitä löytyy?"),
  sizes("Löytyykö 2055516 talvirenkaita?", { must: [WINTER], mustNot: [SUMMER] }),
  sizes("hinta 2055516"),
  sizes("onko 205-55-16 kitkoja", { must: [FRICTION], mustNot: [STUDDED, SUMMER] }),
  sizes("Mitä maksaa 205/55/16 nastarenkaat?", { must: [STUDDED], mustNot: [FRICTION, SUMMER] }),
  sizes("205/55/16 kesärenkaat hinnat kiitos", { must: [SUMMER], mustNot: [WINTER] }),
  sizes("Moi! Onko teillä 205/55R16 kesärenkaita varastossa?", { must: [SUMMER, "varastossa"], mustNot: [WINTER] }),
  sizes("Tarvitsen nastarenkaat kokoon 205/55R16", { must: [STUDDED], mustNot: [FRICTION, SUMMER] }),
  sizes("205/55R16 nastattomat talvirenkaat?", { must: [FRICTION], mustNot: [STUDDED, SUMMER] }),
  sizes("onko 205/55R16 kokoa nastoilla", { must: [STUDDED], mustNot: [FRICTION] }),
  sizes("Haluaisin kitkarenkaat 205/55R16 autooni", { must: [FRICTION], mustNot: [STUDDED, SUMMER] }),
  sizes("Olisko 205/55r16 talvikumeja ilman nastoja?", { must: [FRICTION], mustNot: [STUDDED, SUMMER] }),
  sizes("Kysyisin hinnasta nastarenkaille, koko 205/55R16", { must: [STUDDED], mustNot: [FRICTION] }),
  sizes("Paljonko maksaa talvirenkaat 205/55R16 asennettuna?", { must: [WINTER] }),
  sizes("mikä on halvin kesärengas 205/55R16", { must: [SUMMER] }),
  sizes("Voisitteko kertoa 205/55R16 talvirenkaiden hinnat, kiitos.", { must: [WINTER], mustNot: [SUMMER] }),
  sizes("Onko tarjouksessa 205/55R16 renkaita?"),
  // Spaces are read as the size search reads them; three numbers joined some other way are confirmed.
  sizes("onko 205 55 16 renkaita"),
  sizes("Tarttis talvirenkaat 205 55 16", { must: [WINTER], mustNot: [SUMMER] }),
  sizes("löytyykö 205 55 r16 kesärenkaita", { must: [SUMMER], mustNot: [WINTER] }),
  confirm("205.55.16 hinta?"),
  confirm("onko 205x55x16 renkaita"),
  {
    question: "kyllä",
    history: ["onko 205.55.16 talvirenkaita", "Varmistan vielä: tarkoitatko rengaskokoa **205/55R16** (talvirenkaat)? Vastaa kyllä tai peruuta."],
    must: [SIZE_ANSWER, WINTER],
    mustNot: [SUMMER, UNKNOWN],
  },
  {
    question: "joo",
    history: ["205.55.16 nastarenkaat", "Varmistan vielä: tarkoitatko rengaskokoa **205/55R16** (nastarenkaat)? Vastaa kyllä tai peruuta."],
    must: [SIZE_ANSWER, STUDDED],
    mustNot: [FRICTION, SUMMER],
  },
  {
    question: "peruuta",
    history: ["205.55.16", "Varmistan vielä: tarkoitatko rengaskokoa **205/55R16**? Vastaa kyllä tai peruuta."],
    must: ["peruutettu"],
    mustNot: [SIZE_ANSWER],
  },
  { question: "Onko teillä 999/99R99 renkaita?", must: ["ei valitettavasti löydy"], mustNot: [UNKNOWN] },
  { question: "Onko 195/65R15 talvirenkaita?", must: ["Koossa **195/65R15**"], mustNot: [UNKNOWN, "Koossa **205/55R16**"] },
  { question: "225/45R17 kesärenkaat hinta", must: ["Koossa **225/45R17**", SUMMER], mustNot: [WINTER] },

  // A model's price.
  { question: "paljonko maksaa hakkapeliitta 10 205/55R16", must: [SIZE_ANSWER, "Hakkapeliitta 10p"], mustNot: [CHANGE_PRICES, "Primacy", "Hakkapeliitta R5"] },
  { question: "Paljonko maksaa Hakkapeliitta 10?", must: ["Hakkapeliitta 10p", "/kpl", "205/55R16"], mustNot: [CHANGE_PRICES, UNKNOWN] },
  { question: "mitä maksaa nokian hakkapeliitta r5", must: ["Hakkapeliitta R5", "/kpl"], mustNot: [CHANGE_PRICES, "Hakkapeliitta 10p"] },
  { question: "Michelin X-Ice North 4 hinta?", must: ["X-Ice North 4", "/kpl"], mustNot: [CHANGE_PRICES, UNKNOWN] },
  { question: "paljonko primacy 4 maksaa", must: ["Primacy 4+", "/kpl"], mustNot: [CHANGE_PRICES] },
  { question: "Onko teillä Continental IceContact 3 nastarenkaita ja mitä ne maksaa?", must: ["IceContact 3", "/kpl"], mustNot: [CHANGE_PRICES] },
  { question: "Mitä hakkapeliitat maksaa?", must: ["Hakkapeliitta", "/kpl"], mustNot: [CHANGE_PRICES, UNKNOWN] },
  { question: "hinta pirelli cinturato p7 205/55R16", must: [SIZE_ANSWER], mustNot: [CHANGE_PRICES] },
  { question: "Goodyear UltraGrip Arctic 2 hinta", must: ["UltraGrip Arctic 2", "/kpl"], mustNot: [CHANGE_PRICES] },
  { question: "mitä maksaa Hakka Green 3 kesärengas", must: ["Hakka Green 3", "/kpl"], mustNot: [CHANGE_PRICES, "Hakkapeliitta"] },

  // Brands.
  { question: "Mitä merkkejä teillä on?", must: ["Michelin", "Nokian Tyres", "Continental", "merkkiä"], mustNot: [UNKNOWN, CHANGE_PRICES] },
  { question: "mitä rengasmerkkejä myytte", must: ["Michelin", "Pirelli", "Hankook"], mustNot: [UNKNOWN] },
  { question: "onko michelinia", must: ["Michelin", "Kyllä", "Primacy 4+"], mustNot: [UNKNOWN, "Hakkapeliitta"] },
  { question: "Myyttekö Nokian renkaita?", must: ["Nokian Tyres", "Kyllä", "Hakkapeliitta"], mustNot: [UNKNOWN] },
  { question: "onks teil nokialta talvirenkaita", must: ["Nokian Tyres", "Hakkapeliitta"], mustNot: [UNKNOWN, "Hakka Green"] },
  { question: "Onko Pirellin kesärenkaita?", must: ["Pirelli", "Cinturato P7"], mustNot: [UNKNOWN, "Ice Zero"] },
  { question: "Saako teiltä Bridgestonea?", must: ["Bridgestone", "Turanza 6"], mustNot: [UNKNOWN] },
  { question: "Onko teillä Yokohaman renkaita?", must: ["Yokohama", "ei ole", PHONE], mustNot: [UNKNOWN, "Kyllä, **Yokohama"] },
  { question: "myyttekö BFGoodrich renkaita", must: ["BFGoodrich", "ei ole", PHONE], mustNot: [UNKNOWN] },
  { question: "Minkä valmistajan renkaita teillä on?", must: ["Michelin", "Goodyear"], mustNot: [UNKNOWN] },
  { question: "Onko Continentalin nastarenkaita?", must: ["Continental", "IceContact 3"], mustNot: [UNKNOWN, "PremiumContact"] },
  { question: "hankook talvirenkaat?", must: ["Hankook", "Winter i*Pike"], mustNot: [UNKNOWN, "Ventus"] },

  // Offers and campaigns.
  { question: "Onko tarjouksia?", must: [CAMPAIGN_1, CAMPAIGN_2, "tarjous"], mustNot: [UNKNOWN, PAST_CAMPAIGN, CHANGE_PRICES] },
  { question: "kampanjat", must: [CAMPAIGN_1, CAMPAIGN_2], mustNot: [UNKNOWN, PAST_CAMPAIGN] },
  { question: "Onko teillä nyt jotain kampanjoita menossa?", must: [CAMPAIGN_1], mustNot: [UNKNOWN, PAST_CAMPAIGN] },
  // Discount codes are not public (decision 0034): the campaigns are told without them.
  { question: "onks mitään alennuksia", must: [CAMPAIGN_1], mustNot: [UNKNOWN, "ASENNUS40"] },
  { question: "Mitä tarjouksia teillä on talvirenkaista?", must: ["Talvirenkaat tarjouksessa", CAMPAIGN_1], mustNot: [UNKNOWN, "Kesärenkaat tarjouksessa"] },
  { question: "Onko kesärenkaita alennuksessa?", must: ["Kesärenkaat tarjouksessa"], mustNot: [UNKNOWN, "Talvirenkaat tarjouksessa"] },
  { question: "onko ale", must: [CAMPAIGN_1], mustNot: [UNKNOWN] },
  { question: "Mikä alennuskoodi rengashotelliin?", must: [CAMPAIGN_2], mustNot: [UNKNOWN, "HOTELLI20"] },
  { question: "tarjoukset renkaista", must: ["tarjous", "/kpl"], mustNot: [UNKNOWN, CHANGE_PRICES] },
  { question: "Onko teillä black friday -tarjouksia?", must: [CAMPAIGN_1], mustNot: [UNKNOWN] },
  { question: "Mitä kampanjoita on voimassa?", must: [CAMPAIGN_1, "voimassa"], mustNot: [UNKNOWN, PAST_CAMPAIGN] },
  { question: "saako renkaista alennusta jos ostaa neljä", must: [CAMPAIGN_1], mustNot: [UNKNOWN] },

  // Opening hours.
  { question: "Milloin olette auki?", must: [WEEK, SATURDAY, WEEKDAY_HOURS], mustNot: [UNKNOWN] },
  { question: "Oletteko auki lauantaina?", must: ["Lauantaina", SATURDAY], mustNot: [WEEK, WEEKDAY_HOURS, UNKNOWN] },
  { question: "onko auki lauantaisin", must: [SATURDAY], mustNot: [WEEK, WEEKDAY_HOURS] },
  { question: "Ootteko sunnuntaina auki?", must: ["Sunnuntaina", "suljettuna"], mustNot: [WEEK, UNKNOWN] },
  { question: "Mihin aikaan aukeatte maanantaina?", must: ["Maanantaina", WEEKDAY_HOURS], mustNot: [WEEK, SATURDAY] },
  { question: "aukioloajat", must: [WEEK], mustNot: [UNKNOWN] },
  { question: "Mihin asti olette auki perjantaina?", must: ["Perjantaina", WEEKDAY_HOURS], mustNot: [WEEK, SATURDAY] },
  { question: "Oletteko auki viikonloppuna?", must: ["Lauantaina", SATURDAY, "Sunnuntaina", "suljettuna"], mustNot: [WEEK, WEEKDAY_HOURS] },
  { question: "Monelta suljette tänään?", must: ["Tänään"], mustNot: [UNKNOWN, WEEK] },
  { question: "Ootteko huomenna auki", must: ["olemme"], mustNot: [UNKNOWN, WEEK] },
  { question: "aukiolo ajat?", must: [WEEK], mustNot: [UNKNOWN] },
  { question: "Milloin teillä on auki arkisin?", must: ["Maanantaina", "Perjantaina", WEEKDAY_HOURS], mustNot: [SATURDAY, UNKNOWN] },
  { question: "Onko keskiviikkona auki?", must: ["Keskiviikkona", WEEKDAY_HOURS], mustNot: [WEEK, SATURDAY] },
  { question: "Voiko lauantaina tulla vaihtamaan renkaat?", must: [SATURDAY], mustNot: [UNKNOWN, WEEKDAY_HOURS] },
  { question: "oletteko kiinni sunnuntaisin", must: ["suljettuna"], mustNot: [UNKNOWN, WEEK] },
  { question: "Koska ootte auki torstaina", must: ["Torstaina", WEEKDAY_HOURS], mustNot: [WEEK] },

  // Service prices.
  { question: "Paljonko renkaanvaihto maksaa?", must: [CHANGE_PRICES, "€"], mustNot: [UNKNOWN, HOTEL_PRICES] },
  { question: "mitä maksaa renkaanvaihto", must: [CHANGE_PRICES], mustNot: [UNKNOWN, HOTEL_PRICES] },
  { question: "paljonko maksaa renkaiden vaihto", must: [CHANGE_PRICES], mustNot: [UNKNOWN] },
  { question: "renkaanvaihdon hinta?", must: [CHANGE_PRICES], mustNot: [UNKNOWN] },
  { question: "Mitä kustantaa renkaiden alle laitto?", must: [CHANGE_PRICES], mustNot: [UNKNOWN] },
  { question: "paljo maksaa rengasvaihto 17 tuumaisiin", must: [CHANGE_PRICES], mustNot: [UNKNOWN] },
  { question: "Paljonko rengashotelli maksaa?", must: [HOTEL_PRICES], mustNot: [UNKNOWN, CHANGE_PRICES] },
  { question: "rengas hotellin hinta", must: [HOTEL_PRICES], mustNot: [UNKNOWN] },
  { question: "Voiko renkaat jättää teille säilytykseen?", must: [HOTEL_PRICES], mustNot: [UNKNOWN] },
  { question: "Paljonko tasapainotus maksaa?", must: [BALANCING_PRICES], mustNot: [UNKNOWN, HOTEL_PRICES] },
  { question: "tasapainoitus hinta", must: [BALANCING_PRICES], mustNot: [UNKNOWN] },
  { question: "Paljonko maksaa renkaan paikkaus?", must: [REPAIR_PRICES], mustNot: [UNKNOWN, SAFETY] },
  { question: "Rengas tyhjenee hitaasti, voitteko korjata?", must: [REPAIR_PRICES], mustNot: [UNKNOWN] },
  { question: "mitä maksaa venttiilin vaihto", must: [REPAIR_PRICES], mustNot: [UNKNOWN] },
  { question: "Otatteko vanhat renkaat vastaan?", must: [DISPOSAL_PRICES], mustNot: [UNKNOWN] },
  { question: "Paljonko renkaiden kierrätys maksaa?", must: [DISPOSAL_PRICES], mustNot: [UNKNOWN] },
  { question: "Mitä maksaa renkaiden vaihto vanteille?", must: [FITTING_PRICES], mustNot: [UNKNOWN] },
  { question: "paljonko maksaa uusien renkaiden asennus", must: [FITTING_PRICES], mustNot: [UNKNOWN] },
  { question: "Hinnasto?", must: SERVICE_PRICE_LIST, mustNot: [UNKNOWN] },
  { question: "mitkä on teidän hinnat", must: SERVICE_PRICE_LIST, mustNot: [UNKNOWN] },
  { question: "Paljonko TPMS-anturin vaihto maksaa?", must: [REPAIR_PRICES], mustNot: [UNKNOWN] },
  { question: "renkaanvaihto hinta 4 rengasta", must: [CHANGE_PRICES], mustNot: [UNKNOWN] },

  // Practical.
  { question: "Mistä tiedän oikean rengaskoon?", must: ["kyljestä", "rekisteriotteesta"], mustNot: [UNKNOWN] },
  { question: "mistä näkee rengaskoon", must: ["kyljestä"], mustNot: [UNKNOWN] },
  { question: "En tiedä mikä koko autooni käy", must: ["kyljestä"], mustNot: [UNKNOWN] },
  { question: "Milloin renkaat kannattaa vaihtaa?", must: ["1.11.", "31.3."], mustNot: [UNKNOWN] },
  { question: "milloin nastarenkaat saa laittaa alle", must: ["Nastarenkaat", "1.11."], mustNot: [UNKNOWN, SIZE_ANSWER] },
  { question: "Mistä lähtien saa ajaa nastoilla?", must: ["1.11."], mustNot: [UNKNOWN] },
  { question: "koska pitää kesärenkaat vaihtaa alle", must: ["kesärenkaat"], mustNot: [UNKNOWN] },
  { question: "Kauanko renkaanvaihto kestää?", must: ["20–30 minuuttia"], mustNot: [UNKNOWN] },
  { question: "kauanko vaihdossa menee", must: ["20–30 minuuttia"], mustNot: [UNKNOWN] },
  { question: "Kuinka pitkään tasapainotus kestää?", must: ["alle tunnin"], mustNot: [UNKNOWN] },
  { question: "Tarvitseeko renkaanvaihtoon varata ajan?", must: ["Ajanvarausta ei tarvita"], mustNot: [UNKNOWN] },
  { question: "voiko tulla ilman ajanvarausta", must: ["Ajanvarausta ei tarvita"], mustNot: [UNKNOWN] },
  { question: "Miten varaan ajan?", must: ["ajanvaraus", PHONE], mustNot: [UNKNOWN] },
  { question: "onko teillä jonoa", must: ["Ajanvarausta ei tarvita"], mustNot: [UNKNOWN] },
  { question: "Voiko tulla suoraan paikalle?", must: ["Ajanvarausta ei tarvita"], mustNot: [UNKNOWN] },
  { question: "Pitääkö varata aika?", must: ["Ajanvarausta ei tarvita"], mustNot: [UNKNOWN] },

  // Staff and the dog.
  { question: "Työskenteleekö Kari teillä?", must: ["Kari", "työskentelee"], mustNot: [UNKNOWN] },
  { question: "Onko Sanna töissä?", must: ["Sanna"], mustNot: [UNKNOWN] },
  { question: "Kuka teillä työskentelee?", must: ["Kari Kaarto", "Sanna Kaarto", "Mikko Laine", "Jere Virtanen"], mustNot: [UNKNOWN] },
  { question: "ketkä siellä on töissä", must: ["Kari Kaarto", "Jere Virtanen"], mustNot: [UNKNOWN] },
  { question: "Työskenteleekö Pekka teillä?", must: ["En tunnista nimeä", PHONE], mustNot: [UNKNOWN, "ei työskentele"] },
  { question: "Onko teillä koira?", must: [SHOP_DOG.name, SHOP_DOG.breed], mustNot: [UNKNOWN] },
  { question: "Mikä teidän koiran nimi on?", must: [SHOP_DOG.name], mustNot: [UNKNOWN] },
  { question: "onko rölli paikalla tänään", must: [SHOP_DOG.name], mustNot: [UNKNOWN] },
  { question: "Saako koiran tuoda mukaan liikkeeseen?", must: [SHOP_DOG.name], mustNot: [UNKNOWN] },
  { question: "kuka on mikko", must: ["Mikko Laine"], mustNot: [UNKNOWN] },
  { question: "Kuka omistaa liikkeen?", must: ["Kari Kaarto"], mustNot: [UNKNOWN] },
  { question: "Onko Jere vielä töissä teillä?", must: ["Jere"], mustNot: [UNKNOWN] },

  // Contact, location, financing, network.
  { question: "Mikä on puhelinnumero?", must: [PHONE], mustNot: [UNKNOWN] },
  { question: "Missä te olette?", must: [COMPANY.street], mustNot: [UNKNOWN] },
  { question: "osoite?", must: [COMPANY.street, COMPANY.town], mustNot: [UNKNOWN] },
  { question: "Mikä teidän sähköposti on", must: [COMPANY.salesEmail], mustNot: [UNKNOWN] },
  { question: "miten teille pääsee, missä päin lohjaa olette", must: [COMPANY.street], mustNot: [UNKNOWN] },
  { question: "Voiko renkaat maksaa erissä?", must: ["0 % korko", "/rahoitus"], mustNot: [UNKNOWN] },
  { question: "onko rahoitusta", must: ["0 % korko"], mustNot: [UNKNOWN] },
  { question: "Saako osamaksulla?", must: ["0 % korko"], mustNot: [UNKNOWN] },
  { question: "Mikä on Point S?", must: [NETWORK.name, "ketju"], mustNot: [UNKNOWN] },
  { question: "kuulutteko johonkin ketjuun", must: [NETWORK.name], mustNot: [UNKNOWN] },
  { question: "Onko teillä Point S:n omia renkaita?", must: ["Point S", "Summerstar"], mustNot: [UNKNOWN] },

  // Services and tyres without a size.
  { question: "Mitä palveluita tarjoatte?", must: ["Rengashotelli", "Tasapainotus", "Vanteet"], mustNot: [UNKNOWN] },
  { question: "myyttekö vanteita", must: ["Vanteet"], mustNot: [UNKNOWN] },
  { question: "mitä kaikkea teette", must: ["Renkaanvaihto", "Rengashotelli"], mustNot: [UNKNOWN] },
  { question: "Onko teillä talvirenkaita?", must: ["talvirenkaita", "205/55R16"], mustNot: [UNKNOWN, CHANGE_PRICES] },
  { question: "Paljonko maksaa nastarenkaat?", must: ["rengaskoko", "205/55R16"], mustNot: [UNKNOWN, CHANGE_PRICES] },
  { question: "Kysyisin hinnasta kesärenkaille", must: ["rengaskoko"], mustNot: [UNKNOWN, CHANGE_PRICES] },
  { question: "tarttisin uudet renkaat", must: ["rengaskoko"], mustNot: [UNKNOWN, CHANGE_PRICES] },
  { question: "Onko kitkarenkaita", must: ["kitkarenkaita"], mustNot: [UNKNOWN, "nastarenkaita"] },
  { question: "Onko nastattomia talvirenkaita?", must: ["kitkarenkaita"], mustNot: [UNKNOWN, "nastarenkaita"] },
  { question: "mitä maksaa uudet talvirenkaat", must: ["rengaskoko", "talvirenkaiden"], mustNot: [UNKNOWN, CHANGE_PRICES] },

  // The road: safety before prices.
  { question: "rengas puhkesi moottoritiellä", must: [SAFETY, "112", PHONE], mustNot: [UNKNOWN, REPAIR_PRICES] },
  { question: "Apua, rengas puhkesi kesken matkan!", must: [SAFETY, PHONE], mustNot: [REPAIR_PRICES] },
  { question: "mulla hajosi rengas tiellä, mitä teen", must: [SAFETY, PHONE], mustNot: [REPAIR_PRICES] },
  { question: "Rengas räjähti ajaessa kehä kolmosella", must: [SAFETY, "112"], mustNot: [REPAIR_PRICES] },
  { question: "puhjennut rengas, seison tienvarressa", must: [SAFETY, PHONE], mustNot: [REPAIR_PRICES] },
  { question: "Jäin tien varteen tyhjän renkaan kanssa", must: [SAFETY, PHONE], mustNot: [REPAIR_PRICES] },

  // English.
  { question: "Do you speak English?", must: ["I answer in English", PHONE], mustNot: [UNKNOWN] },
  { question: "What are your opening hours?", must: ["Opening hours this week", "Saturday", SATURDAY, "Sunday: closed"], mustNot: [UNKNOWN, WEEK] },
  { question: "How much does a tyre change cost?", must: ["Tyre change, tyres already on rims", /Car: \*\*35\s€\*\* \(up to 16″\)/], mustNot: [UNKNOWN, "Finnish only"] },
  { question: "Hello, do you have winter tyres?", must: [PHONE, "205/55R16"], mustNot: [UNKNOWN] },
  { question: "Do you have 205/55R16 winter tires?", must: [SIZE_ANSWER, "Finnish", PHONE], mustNot: [UNKNOWN] },
  { question: "Where is your shop?", must: [COMPANY.street, PHONE], mustNot: [UNKNOWN] },
  { question: "I need new tires for my car", must: [PHONE], mustNot: [UNKNOWN] },
  { question: "Are you open on Sunday?", must: ["On Sunday we are **closed**"], mustNot: [UNKNOWN] },
  { question: "Har ni öppet på lördag?", must: ["På lördag har vi öppet", SATURDAY], mustNot: [UNKNOWN] },

  // Small talk.
  { question: "Hei", must: ["Kaartobotti"], mustNot: [UNKNOWN] },
  { question: "moi!", must: ["Kaartobotti"], mustNot: [UNKNOWN] },
  { question: "Kiitos avusta!", must: ["Ole hyvä"], mustNot: [UNKNOWN] },
  { question: "kiitti", must: ["Ole hyvä"], mustNot: [UNKNOWN] },
  { question: "Mikä on Suomen pääkaupunki?", must: [UNKNOWN, PHONE], mustNot: [CHANGE_PRICES] },

  // More as they come in, written before running them.
  { question: "Paljonko maksaa 4 uutta kesärengasta 195/65R15 ja vaihto?", must: ["Koossa **195/65R15**", "/kpl"], mustNot: [UNKNOWN, WINTER] },
  { question: "Onks teillä 215/60 R16 nastoja?", must: ["215/60R16"], mustNot: [UNKNOWN, FRICTION, SUMMER] },
  { question: "mä tarviin renkaat 225/45-17", must: ["225/45R17"], mustNot: [UNKNOWN] },
  { question: "paljonko on renkaiden säilytys per kausi", must: [HOTEL_PRICES], mustNot: [UNKNOWN] },
  { question: "voinko jättää kesärenkaat teille talveksi", must: [HOTEL_PRICES], mustNot: [UNKNOWN] },
  { question: "onko teillä auki jouluaattona", must: [WEEK, PHONE], mustNot: [UNKNOWN] },
  { question: "Mihin aikaan sulkeudutte lauantaisin?", must: [SATURDAY], mustNot: [WEEKDAY_HOURS, UNKNOWN] },
  { question: "Saako teiltä pakettiauton renkaita?", must: ["rengaskoko"], mustNot: [UNKNOWN, CHANGE_PRICES] },
  { question: "Paljonko maksaa SUV:n renkaanvaihto?", must: [CHANGE_PRICES, "SUV"], mustNot: [UNKNOWN] },
  { question: "Kauan kestää renkaiden vaihto vanteille", must: ["noin tunti"], mustNot: [UNKNOWN] },
  { question: "onko teillä lahjakortteja", must: [PHONE], mustNot: [CHANGE_PRICES] },
  { question: "Tarviin talvirenkaat golffiin", must: ["rengaskoko", "talvirenkaita"], mustNot: [UNKNOWN, CHANGE_PRICES] },
  { question: "Mikä on halvin talvirengas?", must: ["rengaskoko"], mustNot: [UNKNOWN, CHANGE_PRICES] },
  { question: "Onko nokian hakkapeliitta 10p:tä 205/55R16 kokoa", must: [SIZE_ANSWER, "Hakkapeliitta 10p"], mustNot: [UNKNOWN, "Primacy"] },
  { question: "Onko Röllillä tänään vapaapäivä?", must: [SHOP_DOG.name], mustNot: [UNKNOWN] },
  { question: "Mikä rotu teidän koira on?", must: [SHOP_DOG.breed], mustNot: [UNKNOWN] },
  { question: "Saako teiltä kitkarenkaita Michelinilta?", must: ["Michelin", "X-Ice Snow"], mustNot: [UNKNOWN, "X-Ice North"] },
  { question: "Onko ensi viikolla tarjouksia?", must: [CAMPAIGN_1], mustNot: [UNKNOWN] },
  { question: "Rengas meni puhki parkkipaikalla, voitteko korjata", must: [REPAIR_PRICES], mustNot: [UNKNOWN] },
  { question: "Moottoritiellä rengas tyhjeni, mitä teen?", must: [SAFETY, PHONE], mustNot: [REPAIR_PRICES] },
  { question: "What does a tyre hotel cost?", must: ["Tyre hotel, storage for one season", /Car: \*\*59\s€\*\*/], mustNot: [UNKNOWN, "Finnish only"] },
  { question: "Can I book a time for a tyre change?", must: [PHONE], mustNot: [UNKNOWN] },
  { question: "Voinko maksaa kortilla?", must: [PHONE], mustNot: [CHANGE_PRICES] },
  { question: "mitä teillä maksaa rengashotelli suv:lle", must: [HOTEL_PRICES], mustNot: [UNKNOWN] },
  { question: "Oletteko auki pyhäpäivinä?", must: [WEEK], mustNot: [UNKNOWN] },
  { question: "Montako nastarengasta teillä on kokoa 205/55R16?", must: [SIZE_ANSWER, STUDDED], mustNot: [FRICTION, SUMMER] },
  { question: "Mikä on Sannan rooli?", must: ["Sanna", "asiakaspalvelu"], mustNot: [UNKNOWN] },
];
