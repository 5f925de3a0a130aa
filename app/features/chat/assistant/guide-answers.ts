/**
 * The answers to the guide topics (guide-topics.ts) in the visitor's language. Every sentence restates a
 * page of the site and links to it: /artikkelit 'Milloin talvirenkaat alle?' and /hyva-tietaa (studs,
 * pressures, the EU label), /palvelut/korjaustyot (punctures, rims), /palvelut/tasapainoitus,
 * /vanteet (ET, bolt pattern, centre bore), /tietosuojaseloste (the chat and one's data), the home
 * page and the staff (since when), and the chat's own feedback link. Prices are not written here: the
 * offline assistant adds the price list's section when the line asks one. Pure; no I/O.
 */
import { COMPANY } from "~/content/company";
import { STAFF } from "~/content/shop-facts";
import { CHAT_TEXTS } from "~/features/chat/rules";
import { COMPARE_MAX } from "~/features/tyres/compare.rules";
import type { GuideTopic } from "./guide-topics";
import type { Language } from "./language";

const email = `**${COMPANY.salesEmail}**`;
const founder = STAFF.find((member) => member.note.includes("perusti")) ?? STAFF[0];

const link = {
  goodToKnow: { fi: "[Hyvä tietää renkaista](/hyva-tietaa)", sv: "[Bra att veta om däck](/hyva-tietaa) (på finska)", en: "[Good to know about tyres](/hyva-tietaa) (in Finnish)" },
  repairs: { fi: "[Korjaustyöt](/palvelut/korjaustyot)", sv: "[Reparationer](/palvelut/korjaustyot) (på finska)", en: "[Repairs](/palvelut/korjaustyot) (in Finnish)" },
  balancing: { fi: "[Tasapainotus](/palvelut/tasapainoitus)", sv: "[Balansering](/palvelut/tasapainoitus) (på finska)", en: "[Balancing](/palvelut/tasapainoitus) (in Finnish)" },
  rims: { fi: "[Vanteet](/vanteet)", sv: "[Fälgar](/vanteet) (på finska)", en: "[Rims](/vanteet) (in Finnish)" },
  hotel: { fi: "[Rengashotelli](/rengashotelli)", sv: "[Däckhotell](/rengashotelli) (på finska)", en: "[Tyre hotel](/rengashotelli) (in Finnish)" },
  privacy: { fi: "[Tietosuojaseloste](/tietosuojaseloste)", sv: "[Dataskyddsbeskrivning](/tietosuojaseloste) (på finska)", en: "[Privacy notice](/tietosuojaseloste) (in Finnish)" },
} as const;

const ANSWERS: Record<GuideTopic, Record<Language, string[]>> = {
  hotelReminder: {
    fi: [
      "Kyllä: **rengashotelliasiakkaana saat ennen kauden vaihtoa muistutuksen sähköpostiisi** – syksyllä talvirenkaista ja keväällä kesärenkaista – kun olet antanut siihen luvan. Viestissä on ajanvarauslinkki ja **henkilökohtainen linkki**, josta näet säilytyksessä olevat renkaasi, niiden urasyvyydet ja suosituksemme.",
      `Muistutukset saa pois viestin lopun peruutuslinkistä yhdellä napsautuksella, tai soita ${COMPANY.phone}. Lisää: ${link.hotel.fi}`,
    ],
    sv: [
      "Ja: **som däckhotellskund får du en påminnelse per e-post före säsongsbytet** – på hösten om vinterdäcken och på våren om sommardäcken – om du har gett ditt samtycke. I meddelandet finns en länk för tidsbokning och en **personlig länk** där du ser dina förvarade däck, deras mönsterdjup och vår rekommendation.",
      `Påminnelserna kan du avsluta med länken i slutet av meddelandet, eller ring ${COMPANY.phone}. Mer: ${link.hotel.sv}`,
    ],
    en: [
      "Yes: **as a tyre hotel customer you get a reminder by email before the season changes** – in the autumn for your winter tyres and in the spring for your summer tyres – if you have agreed to it. The email has a booking link and a **personal link** showing your stored tyres, their tread depths and our recommendation.",
      `You can stop the reminders with the link at the end of the email in one click, or call ${COMPANY.phone}. More: ${link.hotel.en}`,
    ],
  },
  studs: {
    fi: [
      "**Nasta- vai kitkarengas?** Valinta riippuu siitä, missä ja miten ajat:",
      "- **Nastarengas** on paras valinta, jos ajat paljon maanteillä, aikaisin aamulla tai mäkisillä teillä. Nastat pitävät parhaiten peilijäällä.\n- **Kitkarengas** sopii hyvin kaupunkiajoon ja aurattuihin teihin. Se on hiljaisempi ja toimii hyvin lumella ja sohjossa.",
      "**Nastarenkaat asennetaan aina kaikkiin neljään pyörään.** Jos et ole varma, kysy meiltä: kerromme, mikä rengas sopii juuri sinun ajoosi.",
      `Lisää: ${link.goodToKnow.fi}`,
    ],
    sv: [
      "**Dubbdäck eller friktionsdäck?** Det beror på var och hur du kör:",
      "- **Dubbdäck** är det bästa valet om du kör mycket på landsväg, tidigt på morgonen eller på backiga vägar. Dubbarna greppar bäst på blankis.\n- **Friktionsdäck** (dubbfria) passar bra för stadskörning och plogade vägar. De är tystare och fungerar bra på snö och slask.",
      "**Dubbdäck monteras alltid på alla fyra hjulen.** Om du är osäker, fråga oss så berättar vi vilket däck som passar din körning.",
      `Mer: ${link.goodToKnow.sv}`,
    ],
    en: [
      "**Studded or friction (non-studded) tyres?** It depends on where and how you drive:",
      "- **Studded tyres** are the best choice if you drive a lot on highways, early in the morning or on hilly roads. Studs grip best on glare ice.\n- **Friction tyres** suit city driving and ploughed roads well. They are quieter and work well on snow and slush.",
      "**Studded tyres are always fitted on all four wheels.** If you are not sure, ask us and we will tell you which tyre suits your driving.",
      `More: ${link.goodToKnow.en}`,
    ],
  },
  hotel: {
    fi: [
      "Rengashotellissa renkaasi **pestään ja tarkastetaan** (kyljet, kulutuspinta, nastat ja venttiilit), ja jokaisen renkaan urasyvyys mitataan; tulokset saat kirjallisena. Renkaat säilytetään kuivassa, lukitussa varastossa suojassa auringonvalolta ja pakkaselta **seuraavaan kauteen asti**, pyörät merkittyinä rekisterinumerollasi.",
      "Kauden vaihtuessa vaihdamme renkaat alle ja otamme edellisen kauden renkaat säilöön; paineet säädetään ja pultit kiristetään momenttiavaimella jokaisen vaihdon yhteydessä. Kausihintaan sisältyvät pesu, kuntotarkastus, urasyvyyden mittaus ja säilytys, renkaanvaihto hinnaston mukaan. Paikan voi varata renkaanvaihdon yhteydessä, ajanvarauksen kautta tai soittamalla.",
      `Lisää: ${link.hotel.fi}`,
    ],
    sv: [
      "På däckhotellet **tvättas och kontrolleras** dina däck (sidor, slitbana, dubbar och ventiler), och mönsterdjupet mäts på varje däck; resultaten får du skriftligt. Däcken förvaras i ett torrt, låst lager skyddade mot solljus och kyla **fram till nästa säsong**, med hjulen märkta med ditt registreringsnummer.",
      "När säsongen byts monterar vi däcken och tar förra säsongens däck till förvaring; trycket justeras och bultarna dras åt med momentnyckel vid varje byte. I säsongspriset ingår tvätt, kontroll av skicket, mätning av mönsterdjupet och förvaring, däckbytet enligt prislistan. Du kan boka en plats vid däckbytet, via tidsbokningen eller per telefon.",
      `Mer: ${link.hotel.sv}`,
    ],
    en: [
      "At the tyre hotel your tyres are **washed and inspected** (sidewalls, tread, studs and valves), and the tread depth of every tyre is measured; you get the results in writing. The tyres are stored in a dry, locked warehouse, protected from sunlight and frost, **until the next season**, with the wheels marked with your registration number.",
      "When the season changes we fit your tyres and put the previous season's tyres into storage; the pressures are adjusted and the bolts tightened with a torque wrench at every change. The season's price includes washing, the condition check, measuring the tread depth and storage, with the tyre change as per the price list. You can book a place at a tyre change, through the online booking or by phone.",
      `More: ${link.hotel.en}`,
    ],
  },
  repairability: {
    fi: [
      "**Rengasrikon voi paikata, kun:**",
      "- reikä on kulutuspinnan alueella, ei kyljessä eikä olkapäässä\n- reiän halkaisija on enintään 6 mm\n- renkaalla ei ole ajettu pitkää matkaa tyhjänä, eikä sen sisäpinta ole vaurioitunut\n- urasyvyyttä on jäljellä enemmän kuin lain vähimmäisvaatimus.",
      "Paikkaamme renkaan irrottamalla sen vanteelta ja kiinnittämällä **sisäpuolelle vulkanoituvan paikan**: näin korjattu rengas on turvallinen ja kestää koko loppuikänsä. **Pelkkä ulkopuolinen tulppa on vain väliaikainen hätäkorjaus.** Kylkivauriot, halkeamat ja kuhmut eivät ole korjattavissa: silloin rengas on vaihdettava.",
      `Älä aja tyhjällä renkaalla, sillä se vaurioittaa renkaan nopeasti korjauskelvottomaksi. Lisää: ${link.repairs.fi}`,
    ],
    sv: [
      "**En punktering kan lagas när:**",
      "- hålet sitter i slitbanan, inte i sidan eller skuldran\n- hålet är högst 6 mm i diameter\n- däcket inte har körts en längre sträcka utan luft och insidan inte är skadad\n- mönsterdjupet är större än lagens minimikrav.",
      "Vi lagar däcket genom att ta av det från fälgen och fästa en **vulkaniserad lapp på insidan**: ett däck som lagats så är säkert och håller resten av sin livstid. **En plugg bara på utsidan är endast en tillfällig nödlagning.** Skador i sidan, sprickor och bulor går inte att laga: då måste däcket bytas.",
      `Kör inte på ett tomt däck, det skadar däcket snabbt så att det inte går att laga. Mer: ${link.repairs.sv}`,
    ],
    en: [
      "**A puncture can be repaired when:**",
      "- the hole is in the tread area, not in the sidewall or the shoulder\n- the hole is at most 6 mm across\n- the tyre has not been driven far while flat and its inside is not damaged\n- there is more tread left than the legal minimum.",
      "We repair the tyre by taking it off the rim and fitting a **vulcanised patch on the inside**: a tyre repaired this way is safe for the rest of its life. **A plug on the outside alone is only a temporary emergency repair.** Sidewall damage, cracks and bulges cannot be repaired: then the tyre must be replaced.",
      `Don't drive on a flat tyre: it quickly damages the tyre beyond repair. More: ${link.repairs.en}`,
    ],
  },
  balancing: {
    fi: [
      "Kun ohjauspyörä tai auto **värisee tietyllä nopeudella, tyypillisesti 80–120 km/h**, pyörät kannattaa **tasapainottaa**: epätasapainoinen pyörä tärisee, kuluttaa renkaita epätasaisesti ja rasittaa jousitusta. Tasapainotus kannattaa myös, kun uudet renkaat asennetaan vanteille, rengasrikon paikkauksen jälkeen tai kun tasapainotuspaino on pudonnut vanteesta.",
      "Tasapainotamme pyörät tietokoneohjatulla koneella, myös ilman ajanvarausta. Teräsvanteisiin käytämme lyötäviä painoja ja kevytmetallivanteisiin vanteen sisäpuolelle kiinnitettäviä **tarrapainoja**, jotka eivät näy ulospäin eivätkä naarmuta vannetta. Työ kestää tyypillisesti **alle tunnin**.",
      `Lisää: ${link.balancing.fi}`,
    ],
    sv: [
      "När ratten eller bilen **vibrerar vid en viss hastighet, vanligen 80–120 km/h**, lönar det sig att **balansera** hjulen: ett obalanserat hjul skakar, sliter däcken ojämnt och belastar fjädringen. Balansering behövs också när nya däck monteras på fälgar, efter en lagad punktering eller när en balansvikt har lossnat från fälgen.",
      "Vi balanserar hjulen med en datorstyrd maskin, också utan tidsbokning. På stålfälgar använder vi slagvikter och på lättmetallfälgar **klistervikter på fälgens insida**, som inte syns utåt och inte repar fälgen. Arbetet tar vanligen **under en timme**.",
      `Mer: ${link.balancing.sv}`,
    ],
    en: [
      "When the steering wheel or the car **vibrates at a certain speed, typically 80–120 km/h**, the wheels should be **balanced**: an unbalanced wheel shakes, wears the tyres unevenly and strains the suspension. Balancing is also due when new tyres are fitted on rims, after a puncture repair or when a balancing weight has fallen off the rim.",
      "We balance wheels on a computer-controlled machine, also without an appointment. On steel rims we use hammer-on weights and on alloy rims **stick-on weights on the inside of the rim**, which do not show and do not scratch the rim. The work typically takes **less than an hour**.",
      `More: ${link.balancing.en}`,
    ],
  },
  rimDamage: {
    fi: [
      "Reunakivestä kolhiintuneen **teräsvanteen voi usein oikaista**. **Haljenneet tai pahasti vääntyneet kevytmetallivanteet vaihdetaan** turvallisuussyistä: niitä ei oikaista.",
      `Jos korjaus ei ole turvallinen, kerromme sen suoraan ja autamme löytämään korvaavan vanteen. Lisää: ${link.repairs.fi} ja ${link.rims.fi}`,
    ],
    sv: [
      "En **stålfälg** som fått en smäll mot en trottoarkant **kan ofta riktas**. **Spruckna eller svårt böjda lättmetallfälgar byts** av säkerhetsskäl: de riktas inte.",
      `Om en reparation inte är säker säger vi det rakt ut och hjälper dig att hitta en ny fälg. Mer: ${link.repairs.sv}`,
    ],
    en: [
      "A **steel rim** dented on a kerb **can often be straightened**. **Cracked or badly bent alloy rims are replaced** for safety reasons: they are not straightened.",
      `If a repair is not safe, we tell you straight and help you find a replacement rim. More: ${link.repairs.en}`,
    ],
  },
  rimFit: {
    fi: [
      "Tarkistamme aina vanteiden sopivuuden ennen asennusta. Huomioimme ainakin nämä:",
      "- **Offset eli ET-luku** kertoo, kuinka syvällä pyörä on lokasuojan sisällä. Väärä ET voi hangata jousitusta tai koria.\n- **Pulttijako (PCD)**, esimerkiksi 5×112: pulttien määrä ja niiden muodostaman ympyrän halkaisija.\n- **Keskiöreikä**: jos vanteen reikä on napaa suurempi, käytämme keskitysrenkaita, jotta pyörä keskittyy oikein.\n- **Leveys ja halkaisija** sopivat auton rekisteriotteessa tai CoC-todistuksessa mainittuihin kokoihin.",
      `Vanteet mittoineen: ${link.rims.fi}`,
    ],
    sv: [
      "Vi kontrollerar alltid att fälgarna passar före monteringen. Vi ser åtminstone på:",
      "- **Offset eller ET** anger hur djupt hjulet sitter inne i hjulhuset. Fel ET kan göra att hjulet skaver mot fjädringen eller karossen.\n- **Bultmönster (PCD)**, till exempel 5×112: antalet bultar och diametern på cirkeln de bildar.\n- **Navhål**: om fälgens hål är större än navet använder vi centreringsringar så att hjulet centreras rätt.\n- **Bredd och diameter** ska passa de dimensioner som står i bilens registreringsbevis eller CoC-intyg.",
      `Fälgarna med mått: ${link.rims.sv}`,
    ],
    en: [
      "We always check that the rims fit before fitting them. We look at least at these:",
      "- **Offset, or ET**, tells how deep the wheel sits inside the wheel arch. The wrong ET can make the wheel rub against the suspension or the body.\n- **Bolt pattern (PCD)**, for example 5×112: the number of bolts and the diameter of the circle they form.\n- **Centre bore**: if the rim's hole is larger than the hub, we use centring rings so the wheel centres correctly.\n- **Width and diameter** must match the sizes in the car's registration certificate or CoC document.",
      `The rims with their figures: ${link.rims.en}`,
    ],
  },
  pressure: {
    fi: [
      "Auton valmistajan suosittelemat rengaspaineet löytyvät yleensä **kuljettajan ovenpielestä, tankkausluukun sisäpuolelta tai auton käyttöohjekirjasta**. Usein paineille on kaksi arvoa, normaalille ja täydelle kuormalle.",
      "Mittaa paineet kylmistä renkaista, ennen ajoa tai korkeintaan parin kilometrin ajon jälkeen, ja tarkista ne vähintään kerran kuukaudessa ja aina ennen pitkää matkaa. Paine laskee noin 0,1 baria jokaista kymmenen asteen lämpötilan laskua kohden. Tarkistamme rengaspaineet aina renkaanvaihdon yhteydessä.",
      `Lisää: ${link.goodToKnow.fi}`,
    ],
    sv: [
      "Biltillverkarens rekommenderade däcktryck finns oftast **i förarens dörrstolpe, på insidan av tanklocket eller i bilens instruktionsbok**. Ofta finns två värden, för normal och full last.",
      "Mät trycket i kalla däck, före körning eller efter högst ett par kilometer, och kontrollera det minst en gång i månaden och alltid före en lång resa. Trycket sjunker med cirka 0,1 bar för varje tio graders temperaturfall. Vi kontrollerar alltid däcktrycket vid däckbytet.",
      `Mer: ${link.goodToKnow.sv}`,
    ],
    en: [
      "The car maker's recommended tyre pressures are usually on **the driver's door pillar, inside the fuel filler flap or in the car's manual**. Often there are two values, for a normal and a full load.",
      "Measure the pressures when the tyres are cold, before driving or after at most a couple of kilometres, and check them at least once a month and always before a long trip. The pressure drops by about 0.1 bar for every ten degrees the temperature falls. We always check the tyre pressures at a tyre change.",
      `More: ${link.goodToKnow.en}`,
    ],
  },
  tpms: {
    fi: [
      "**Rengaspaineiden valvontajärjestelmä (TPMS)** varoittaa kuljettajaa, kun renkaan paine laskee. Se on ollut pakollinen kaikissa EU:ssa myytävissä uusissa henkilöautoissa marraskuusta 2014 alkaen. Se ei silti korvaa säännöllistä paineiden tarkistusta.",
      "Suorassa järjestelmässä jokaisen vanteen venttiilissä on anturi; epäsuora järjestelmä päättelee painehäviön pyörien pyörimisnopeuksista eikä tarvitse antureita. Jos autossasi on suora järjestelmä, myös toinen vannesarja tarvitsee anturit. Anturin paristo kestää tyypillisesti 5–10 vuotta. Myymme ja asennamme anturit ja ohjelmoimme ne autollesi.",
      `Lisää: ${link.rims.fi}`,
    ],
    sv: [
      "**Systemet för övervakning av däcktrycket (TPMS)** varnar föraren när trycket i ett däck sjunker. Det har varit obligatoriskt i alla nya personbilar som säljs i EU sedan november 2014. Det ersätter ändå inte regelbunden kontroll av trycket.",
      "I ett direkt system sitter en sensor i varje fälgs ventil; ett indirekt system räknar ut tryckförlusten från hjulens rotationshastighet och behöver inga sensorer. Har din bil ett direkt system behöver också den andra fälgsatsen sensorer. Sensorns batteri håller vanligen 5–10 år. Vi säljer och monterar sensorer och programmerar dem för din bil.",
      `Mer: ${link.rims.sv}`,
    ],
    en: [
      "**A tyre pressure monitoring system (TPMS)** warns the driver when a tyre's pressure drops. It has been mandatory in all new cars sold in the EU since November 2014. It still does not replace checking the pressures regularly.",
      "In a direct system every rim's valve has a sensor; an indirect system infers a pressure loss from the wheels' rotation speeds and needs no sensors. If your car has a direct system, a second set of rims needs sensors too. A sensor's battery typically lasts 5–10 years. We sell and fit sensors and program them for your car.",
      `More: ${link.rims.en}`,
    ],
  },
  euLabel: {
    fi: [
      "Jokaisessa uudessa henkilö- ja pakettiauton renkaassa on **EU:n rengasmerkintä** (asetus (EU) 2020/740). Se kertoo polttoainetaloudellisuuden (renkaan vierintävastus: A-luokan rengas kuluttaa vähiten polttoainetta tai sähköä) ja märkäpidon luokilla A–E, joista A on paras, sekä ulkoisen vierintämelun desibeleinä ja luokkina A–C. Alppisymboli kertoo hyväksytystä lumipidosta ja jääpitosymboli jäällä testatusta pohjoismaisesta kitkarenkaasta.",
      "Turvallisuuden kannalta **märkäpito** on merkinnän tärkein luku: parhaan ja heikoimman luokan ero jarrutusmatkassa voi olla useita autonmittoja.",
      "**Nastarenkaat eivät kuulu EU-rengasmerkinnän piiriin.** Merkintä ei myöskään kerro kaikkea: ajomukavuus, kulutuskestävyys ja pito kuivalla näkyvät parhaiten riippumattomissa rengastesteissä.",
      `Lisää: ${link.goodToKnow.fi}`,
    ],
    sv: [
      "Varje nytt däck för person- och paketbilar har **EU:s däckmärkning** (förordning (EU) 2020/740). Den anger bränsleeffektivitet (däckets rullmotstånd: ett däck i klass A förbrukar minst bränsle eller el) och väggrepp på vått underlag i klasserna A–E, där A är bäst, samt externt däckbuller i decibel och klasserna A–C. Alpsymbolen visar godkänt snögrepp och issymbolen ett nordiskt friktionsdäck som testats på is.",
      "För säkerheten är **väggreppet på vått underlag** märkningens viktigaste värde: skillnaden i bromssträcka mellan bästa och sämsta klass kan vara flera billängder.",
      "**Dubbdäck omfattas inte av EU:s däckmärkning.** Märkningen berättar inte heller allt: komfort, slitstyrka och grepp på torrt underlag syns bäst i oberoende däcktester.",
      `Mer: ${link.goodToKnow.sv}`,
    ],
    en: [
      "Every new car and van tyre carries the **EU tyre label** (Regulation (EU) 2020/740). It rates fuel efficiency (the tyre's rolling resistance: a class A tyre uses the least fuel or electricity) and wet grip in classes A–E, A being the best, and external rolling noise in decibels and classes A–C. The alpine symbol shows approved snow grip and the ice symbol a Nordic friction tyre tested on ice.",
      "For safety, **wet grip** is the most important figure on the label: the difference in braking distance between the best and the worst class can be several car lengths.",
      "**Studded tyres are not covered by the EU tyre label.** Nor does the label tell everything: comfort, wear resistance and dry grip show best in independent tyre tests.",
      `More: ${link.goodToKnow.en}`,
    ],
  },
  privacy: {
    fi: [
      "- **Kaartobotin keskustelut** ja niiden IP-osoite tallennetaan palvelun laadun seurantaa ja väärinkäytösten estämistä varten, ja ne **poistetaan 12 kuukauden kuluttua**. Kun tekoälypalvelu on käytössä, viestisi käsittelee puolestamme tekoälypalvelun tarjoaja, joka voi sijaita **EU:n ja ETA:n ulkopuolella**; siirrot perustuvat Euroopan komission vakiosopimuslausekkeisiin. Älä kirjoita chattiin henkilötunnusta, terveystietoja tai muita arkaluonteisia tietoja.\n- Tarjous- ja yhteydenottopyynnöt säilytetään 12 kuukautta pyynnöstä ja botista annettu palaute 24 kuukautta; uutiskirjeen tilaajan osoite, kunnes perut tilauksen.\n- **Emme myy tietojasi emmekä luovuta niitä markkinointiin.**",
      `Voit pyytää kopion sinusta tallennetuista tiedoista, niiden korjaamista tai poistamista: lähetä pyyntö osoitteeseen ${email}, niin vastaamme viimeistään kuukauden kuluessa. Jos katsot, että tietojesi käsittelyssä rikotaan tietosuojalainsäädäntöä, voit tehdä valituksen **Tietosuojavaltuutetun toimistolle** (tietosuoja.fi).`,
      `Lisää: ${link.privacy.fi}`,
    ],
    sv: [
      "- **Konversationerna med Kaartobotti** och deras IP-adress sparas för att följa upp kvaliteten och förhindra missbruk, och de **raderas efter 12 månader**. När AI-tjänsten används behandlas dina meddelanden för vår räkning av AI-tjänstens leverantör, som kan finnas **utanför EU och EES**; överföringarna bygger på Europeiska kommissionens standardavtalsklausuler. Skriv inte personbeteckning, hälsouppgifter eller andra känsliga uppgifter i chatten.\n- Offert- och kontaktbegäranden sparas i 12 månader från begäran och respons om boten i 24 månader; nyhetsbrevets adress tills du avslutar prenumerationen.\n- **Vi säljer inte dina uppgifter och lämnar dem inte vidare för marknadsföring.**",
      `Du kan begära en kopia av uppgifterna om dig, att de rättas eller raderas: skicka din begäran till ${email}, så svarar vi inom en månad. Om du anser att behandlingen bryter mot dataskyddslagstiftningen kan du klaga hos **Dataombudsmannens byrå** (tietosuoja.fi).`,
      `Mer: ${link.privacy.sv}`,
    ],
    en: [
      "- **Kaartobotti's conversations** and their IP address are stored to follow up the service's quality and prevent misuse, and they are **deleted after 12 months**. When the AI service is in use, your messages are processed on our behalf by the AI service's provider, which may be located **outside the EU and the EEA**; the transfers are based on the European Commission's standard contractual clauses. Please don't type your personal identity code, health details or other sensitive data in the chat.\n- Quote and contact requests are kept for 12 months from the request and feedback on the bot for 24 months; a newsletter subscriber's address until you unsubscribe.\n- **We do not sell your data or hand it over for marketing.**",
      `You can ask for a copy of the data stored about you, or for it to be corrected or deleted: send your request to ${email} and we will reply within a month. If you think your data is handled against data protection law, you can complain to the **Office of the Data Protection Ombudsman** (tietosuoja.fi).`,
      `More: ${link.privacy.en}`,
    ],
  },
  history: {
    fi: [
      `${COMPANY.shortName} on lohjalainen perheyritys, joka on palvellut rengasalan ammattilaisena **vuodesta ${founder.since}**: ${founder.name} perusti liikkeen. Kuulumme ${COMPANY.network} -rengasketjuun, mutta palvelu pysyy perheyrityksen omana.`,
    ],
    sv: [`${COMPANY.shortName} är ett familjeföretag i Lojo som har betjänat sina kunder **sedan ${founder.since}**: ${founder.name} grundade butiken. Vi hör till däckkedjan ${COMPANY.network}, men servicen är fortfarande familjeföretagets egen.`],
    en: [`${COMPANY.shortName} is a family business in Lohja that has served its customers **since ${founder.since}**: ${founder.name} founded the shop. We are a member of the ${COMPANY.network} tyre chain, but the service is still the family business's own.`],
  },
  compare: {
    fi: [`Voit vertailla **enintään ${COMPARE_MAX} saman koon rengasta** kerrallaan rinnakkain: merkitse ne hakutuloksista kohdasta **Vertaa**. Vertailu näyttää hinnan, EU-rengasmerkinnän, suorituskyvyn ja varastotilanteen. Jos haluat vertailla useampaa, poista ensin jokin valinta. Lisää: [Vertaa renkaita](/renkaat/vertaa)`],
    sv: [`Du kan jämföra **högst ${COMPARE_MAX} däck i samma dimension** åt gången sida vid sida: markera dem i sökresultaten vid **Vertaa** (jämför). Jämförelsen visar pris, EU-däckmärkning, prestanda och lagersaldo. Vill du jämföra fler, ta först bort något av valen. Mer: [Vertaa renkaita](/renkaat/vertaa) (på finska)`],
    en: [`You can compare **up to ${COMPARE_MAX} tyres of the same size** side by side at a time: tick them in the search results under **Vertaa** (compare). The comparison shows the price, the EU tyre label, performance and stock. To compare others, remove one of your choices first. More: [Vertaa renkaita](/renkaat/vertaa) (in Finnish)`],
  },
  botFeedback: {
    fi: [`Palautetta Kaartobotista voit antaa chatin alla olevasta linkistä **”${CHAT_TEXTS.feedbackLink}”**: siitä avautuu palautelomake, jossa annat arvosanan **asteikolla 0–10** ja halutessasi kommentin. Kiitos, palaute auttaa meitä parantamaan bottia!`],
    sv: [`Du kan ge respons på Kaartobotti via länken under chatten (**”${CHAT_TEXTS.feedbackLink}”**, på finska): där öppnas ett formulär där du ger ett betyg på en skala 0–10 och vid behov en kommentar. Tack, responsen hjälper oss att förbättra boten!`],
    en: [`You can give feedback on Kaartobotti with the link under the chat (**”${CHAT_TEXTS.feedbackLink}”**, in Finnish): it opens a feedback form where you give a rating on a scale of 0–10 and, if you like, a comment. Thank you, feedback helps us improve the bot!`],
  },
};

/** The topic's answer in the visitor's language. */
export function guideText(topic: GuideTopic, language: Language): string {
  return ANSWERS[topic][language].join("\n\n");
}
