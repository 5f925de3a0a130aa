/**
 * The word stems the offline assistant's intent rules (intents.server.ts) listen for, topic by topic,
 * matched on whole words with app/lib/finnish-words.ts. Pure data.
 */

// Word stems of each topic. A stem matches the start of a word; '*' lets it sit inside a compound.
export const INTENT_WORDS = {
  price: ["hint", "hinna", "hinno", "maksa", "maksu", "paljon", "kustan", "euro", "=€", "halpa", "halvi", "halvem", "edullis", "kallis", "kalli"],
  priceList: ["hinnasto", "=hinnat", "hintalista", "hintoja", "hinnoista", "hinnoittel"],
  tyre: ["*renga", "*renka", "*renkk", "*rengs", "nast", "kitka", "*talvirenk", "*kesärenk", "kumi", "*kumit"],
  dog: ["koira", "koiru", "hauva", "rölli", "=rolli", "koiranne"],
  staff: ["henkilökun", "kuka tekee", "kuka teillä tekee", "kuka siellä tekee", "kenen kanssa", "keneltä voin", "kehen voin", "kenelle voin", "kenelle puhu", "kenen puoleen", "henkilöstö", "työntekij", "asentaj", "kuka työskentel", "kuka teillä työskentel", "ketkä", "keitä teillä", "kuka siellä", "kuka hoitaa", "kuka teillä hoitaa", "kuka vastaa", "kuka teillä vastaa", "kuka siellä vastaa", "kuka on vastuussa", "=vastaava", "who handles", "who is in charge", "who runs", "vem ansvarar", "vem sköter", "omistaja", "yrittäjä", "pomo", "osaaja", "kuka teistä", "kuka teillä on", "kuka on paras", "paras tasapainottaja", "johtaja", "omista", "perusti", "perustaja"],
  // The chain's membership brings the nationwide tyre warranty: the network's answer tells it.
  network: ["ketju", "verkosto", "jäsenliik", "point s ketju", "rengasket", "takuu", "*rengastakuu"],
  offers: ["tarjou", "kampanj", "*kampanj", "*alennu", "=ale", "=alet", "alennu", "alennuk", "=alessa", "aleen", "alekoodi", "alennuskoodi", "=koodi", "black friday", "loppuunmyyn", "tarjoushint", "=tarjari", "=alea", "kaupan päälle", "kaupanpäällis", "=etua", "=etuja", "=etu", "etuuks"],
  // A set's price with the fitting ('neljä asennettuna', 'fitted', 'monterade'): the tyre card's 'Asennettuna' price.
  fitted: ["asennettuna", "asennettuina", "asennetut", "asennuksineen", "asennuksen kanssa", "asennus mukaan", "asennus mukana", "asennus päälle", "alle laitettuna", "=fitted", "=installed", "with fitting", "including fitting", "incl fitting", "=monterade", "=monterat", "monterar dem", "montera dem", "på mina fälgar", "on my rims", "med montering", "inklusive montering"],
  // How long a benefit is valid ('kauanko se asennusetu on voimassa', 'how long is the deal valid').
  validity: ["voimass", "=valid", "giltig", "=expires", "=expire", "=päättyy", "loppuu"],
  benefit: ["*etu", "*edun", "*etua", "*edut", "=deal", "=förmån", "=förmånen", "=perk"],
  brands: ["*merkk", "*valmistaj", "=brändit", "brändej", "merkeist"],
  sizeHelp: ["*rengasko", "=koko", "=koon", "=kokoa", "=koot", "=kokoni", "=kokoja", "=kokoinen"],
  sizeHelpAsk: ["oikea", "oikean", "mikä", "mistä", "miten", "kuinka", "mitä", "mite", "mist"],
  sizeHelpFind: ["löyd", "löytä", "tiedä", "selvit", "näke", "katso", "tarkist"],
  when: ["milloin", "koska", "pitäis", "kannattaako", "=jo", "joko", "mihin aikaan vuode", "missä vaihee", "mistä lähtien", "mihin asti", "mihin mennessä", "saako"],
  changeWords: ["*vaiht", "*vaihd", "=alle", "=alla", "=pois", "nast"],
  season: ["nastarengaskau", "talvirengaskau", "rengaskaud", "*rengaskau"],
  duration: ["kauan", "kestää", "kesto", "kuinka pitkään", "aikaa vie", "=kauanko", "kestäk", "kestääk", "nopeasti"],
  booking: ["ajanvara", "varata", "varaan", "varaus", "varaa aika", "varaa aja", "ilman aika", "ilman aja", "=jonot", "=jonoa", "=jono", "jonotta", "suoraan paikalle", "saan paikan", "saada paikan", "varaan paikan", "tulla vaan", "tulla vain", "walk in"],
  hotel: ["*rengashotel", "hotelli", "hotel", "säilyty", "säilytä", "säilö", "talvisäil", "kesäsäil"],
  // A wheel that shakes at speed is a balancing question (the balancing page's own words).
  balancing: ["tasapaino", "*tasapainot", "täris", "tärin", "väris", "värin", "vapis"],
  repair: [
    "korjau", "korjat", "korjaa", "=paikka", "paikkaus", "paikata", "paikat", "rengasrik", "puhje", "puhke", "venttiil", "tpms", "*anturi", "ohjelmoi",
    "rikki", "reikä", "=tyhjä", "tyhjenty", "vuotaa", "vuota", "oikais", "oikaista", "pulti", "pulttie", "pulttej", "jälkikiris", "mutter",
  ],
  disposal: ["kierrät", "hävit", "vanhoja renka", "vanhoja kesärenk", "vanhoja talvirenk", "vanhat kesärenk", "vanhat talvirenk", "otatteko vastaan", "ottaako vastaan", "ottaisitteko vastaan", "vanhat renka", "vanhoista renka", "vanhojen renka", "jätemaksu"],
  fitting: ["vanteille", "vanteelle", "*rengastyö", "asennu", "asenta", "asennet", "vanteelta", "vanteilta", "vanteisiin"],
  change: ["*vaihto", "*vaihdo", "*vaihta", "*vaihde", "vaihda", "*vaihtami", "*vaiho", "*vaihtoja", "renkaanvaih", "rengasvaih", "alle laitto", "*skiftning"],
  // A day named with one of these asks when the shop is open ('voiko lauantaina tulla', 'ootteko huomenna');
  // a day alone in a longer line ('ostin kaks viime viikolla', 'hold a spot at 10 tomorrow') does not.
  visit: ["tulla", "tulen", "=tuun", "tulis", "tulee käymään", "käydä", "käymään", "=käyn", "pääse", "ehti", "palvel", "ootteko", "oletteko", "ootteks", "=ootte", "=olette", "töissä", "paikalla", "vaihtamaan", "vaihdattamaan", "hakemaan", "tuomaan", "=auki", "=komma", "=kommer", "=come", "=coming", "=visit", "=drop", "=pop", "=open", "=öppet"],
  hours: ["auki", "aukiolo", "*aukiolo", "avoinna", "aukea", "aukee", "aukeat", "aukeav", "auetaan", "sulje", "suljet", "sulkeu", "ootteko kiinni", "oletteko kiinni", "onko kiinni", "olette kiinni", "ootte kiinni", "ovat kiinni", "on kiinni", "kiinni lauantai", "kiinni sunnuntai", "kiinni huomenna", "kiinni tänään", "mihin aikaan", "monelta", "moneltako", "moneen", "=aukioloajat", "aukiaolo", "ovet", "mihin asti", "moneen asti", "mihin saakka"],
  rims: ["vanne", "vante", "*vanteet", "*vanteita", "*vanteis", "alumiinivan", "kevytmetalliv", "teräsvan", "=alut", "=alumiinit", "pulttijak"],
  services: ["palvelu", "tarjoat", "tarjoatte", "tarjoamme", "mitä teette", "mitä teillä on", "mitä myytte", "mitä kaikkea", "=vanne", "vante", "*vanteet", "myyttekö", "myytkö"],
  contact: ["puhelin", "numero", "soita", "soitt", "sähköpost", "=sposti", "osoite", "osoit", "missä te olette", "missä olette", "missä te ootte", "missä ootte", "missä te sijaitsette", "sijaitse", "yhteystie", "ajo-ohje", "=ajo ohje", "osot", "pysäköi", "parkki", "parkkee", "parkeer", "y-tunnus", "ytunnus", "=tunnus", "missä päin", "missä liike", "mihin tulla", "kartta", "=email", "maili"],
  // The company's identity for an invoice: its business ID and registered name are in the contact answer.
  companyId: ["y-tunnus", "ytunnus", "=y tunnus", "virallinen nimi", "virallinen nim", "yrityksen nimi", "yrityksen virallinen", "toiminimi", "=alv-numero", "=alv numero"],
  financing: ["rahoitu", "rahoit", "rahotu", "kuukausierä", "kuukausier", "kuukausimaks", "tasaer", "osamaks", "maksuaika", "maksaa erissä", "erämaks", "maksaa osissa", "korko", "=erissä", "=osissa", "lasku"],
  roadsideTrouble: ["tyhj", "puhke", "puhje", "puhjen", "puhkes", "rikkou", "hajos", "räjäht", "tyhjeni", "=laakeri", "tyhjä rengas", "liuku", "kolari", "onnettomuu", "ojaan", "ojassa"],
  roadsidePlace: ["moottorit", "=tiellä", "tienvar", "tien var", "piennar", "pientare", "ajaessa", "ajossa", "kesken matkan", "matkalla", "keskellä tietä", "moottoritiellä", "valtatie", "=kehä", "kehällä", "hätä", "=apua", "=nyt", "jumissa", "jäin", "jäänyt"],
  hotelLeave: ["jätt", "jäte"],
  hotelWhen: ["talveksi", "kesäksi", "säilöön", "säilyt", "kaudeksi"],
  // 'joulukuussa' is December, not Christmas.
  holiday: ["=joulu", "=jouluna", "=joulun", "=joulua", "=jouluksi", "jouluaat", "joulupäiv", "joulunpyh", "joulunaik", "joulunalus", "joululoma", "pyhä", "pitkäperjantai", "tapanin", "tapaninpäiv", "helluntai", "pyhäinpäiv", "*pyhinä", "*pyhänä", "juhannu", "vappu", "pääsiäi", "uudenvuod", "uutenavuo", "itsenäisyysp", "loppiai", "helatorst"],
  // A price for several things bought together: the shop makes a combined quote ('kokonaistarjous').
  discount: ["alennus", "alennu", "=alea", "halvemma", "paljousalen", "kokonaistarjou", "*tarjouksen", "=tarjous", "=tarjousta"],
  together: ["samalla kertaa", "=kerralla", "=yhdessä", "samaan aikaan", "kokonaisuu", "=paketti", "=pakettina", "jos ostan", "jos ostaisin", "jos otan", "jos tilaan"],
  payment: ["kortil", "käteise", "mobilepay", "maksutap", "maksukort", "pankkikort", "luottokort", "laskulla", "klarna"],
  thanks: ["kiitos", "kiitti", "kiitoksia", "=kiitokset", "=kiitti", "=thx"],
  greeting: ["=hei", "=hi", "=hey", "=moi", "=moikka", "=terve", "=hello", "=hola", "=päivää", "=huomenta", "=iltaa", "=morjens", "=moro", "=heippa", "=moikku", "=hyvää"],
} as const;
