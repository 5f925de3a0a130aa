/**
 * The demo catalogue seeded into an empty database: real brands and real tyre models, so a visitor
 * browsing the demo sees plausible products. Prices, stock and sales are derived from this in seed.ts.
 */
import type { euLabelClass, vehicleType } from "./schema";
import type { RimInput } from "../app/features/rims/rules";

export type VehicleType = (typeof vehicleType.enumValues)[number];
type EuLabelClass = (typeof euLabelClass.enumValues)[number];
export type SeasonKind = "summer" | "studded" | "friction";

export interface ManufacturerSeed {
  name: string;
  country: string;
  website: string;
  description: string;
  /** Price level relative to the premium brands (1.0). */
  priceTier: number;
}

export const MANUFACTURERS: ManufacturerSeed[] = [
  { name: "Nokian Tyres", country: "Suomi", website: "https://www.nokiantyres.fi", priceTier: 1.05,
    description: "Suomalainen rengasvalmistaja, joka tunnetaan pohjoisen olosuhteisiin kehitetyistä Hakkapeliitoista." },
  { name: "Michelin", country: "Ranska", website: "https://www.michelin.fi", priceTier: 1.08,
    description: "Ranskalainen premium-valmistaja, jonka renkaat tunnetaan pitkästä käyttöiästä." },
  { name: "Continental", country: "Saksa", website: "https://www.continental-tires.com", priceTier: 1.02,
    description: "Saksalainen valmistaja, jonka renkaat menestyvät säännöllisesti rengastesteissä." },
  { name: "Bridgestone", country: "Japani", website: "https://www.bridgestone.com", priceTier: 1.0,
    description: "Maailman suurimpiin kuuluva japanilainen rengasvalmistaja." },
  { name: "Goodyear", country: "Yhdysvallat", website: "https://www.goodyear.com", priceTier: 1.0,
    description: "Yhdysvaltalainen valmistaja, jolla on yli sadan vuoden kokemus renkaista." },
  { name: "Pirelli", country: "Italia", website: "https://www.pirelli.com", priceTier: 1.04,
    description: "Italialainen valmistaja, joka tunnetaan urheilullisista renkaista ja moottoriurheilusta." },
  { name: "Hankook", country: "Etelä-Korea", website: "https://www.hankooktire.com", priceTier: 0.92,
    description: "Eteläkorealainen valmistaja, joka tarjoaa laadukkaita renkaita edulliseen hintaan." },
  { name: "Nexen", country: "Etelä-Korea", website: "https://www.nexentire.com", priceTier: 0.85,
    description: "Eteläkorealainen valmistaja, jonka renkaat ovat hyvä valinta hintatietoiselle." },
  { name: "Kumho", country: "Etelä-Korea", website: "https://www.kumhotire.com", priceTier: 0.85,
    description: "Eteläkorealainen valmistaja, jonka valikoimasta löytyy edullisia arkirenkaita." },
  { name: "Toyo", country: "Japani", website: "https://www.toyotires.com", priceTier: 0.92,
    description: "Japanilainen valmistaja, jonka kitkarenkaat on kehitetty Japanin lumisiin oloihin." },
  { name: "Falken", country: "Japani", website: "https://www.falkentyre.com", priceTier: 0.86,
    description: "Japanilainen Sumitomo-konsernin merkki, joka tarjoaa hyvän hinta-laatusuhteen kesärenkaita." },
  { name: "Vredestein", country: "Alankomaat", website: "https://www.vredestein.com", priceTier: 0.92,
    description: "Hollantilainen valmistaja, jonka renkaissa yhdistyvät italialainen muotoilu ja hyvä pito." },
  { name: "Dunlop", country: "Iso-Britannia", website: "https://www.dunlop.eu", priceTier: 0.94,
    description: "Brittiläistä perua oleva merkki, jonka renkaat tunnetaan tarkasta ajettavuudesta." },
  { name: "Point S", country: "Ranska", website: "https://www.point-s.com", priceTier: 0.85,
    description: "Point S -rengasketjun oma rengasmerkki: luotettava perusrengas edulliseen hintaan." },
];

/** Common sizes in Finland: [width, aspect, diameter]. Each full size appears once. */
export const SIZES: Record<VehicleType, [number, number, number][]> = {
  henkilöauto: [
    [175, 65, 14], [185, 65, 14], [175, 70, 14], [185, 60, 14],
    [185, 65, 15], [195, 65, 15], [185, 60, 15], [195, 60, 15], [205, 65, 15],
    [205, 55, 16], [205, 60, 16], [195, 55, 16], [215, 55, 16], [215, 60, 16], [225, 55, 16],
    [215, 55, 17], [225, 45, 17], [225, 50, 17], [225, 55, 17], [205, 50, 17], [215, 50, 17],
    [235, 45, 18], [225, 40, 18], [225, 45, 18], [245, 40, 18],
    [235, 40, 19],
  ],
  suv: [
    [215, 65, 16], [225, 65, 17], [235, 55, 19], [215, 60, 17], [235, 65, 17], [225, 60, 18], [235, 60, 18],
    [255, 55, 18],
  ],
  pakettiauto: [[195, 75, 16], [205, 75, 16], [215, 75, 16], [225, 70, 15], [215, 70, 15], [205, 65, 16]],
};

/**
 * The load index a standard tyre of each size carries (for vans the single/dual pair of the C tyre), as
 * the manufacturers' size tables give it. Winter tyres of 17″ and up are seeded as XL, three higher.
 */
export const STANDARD_LOAD_INDEX: Record<string, [number] | [number, number]> = {
  "175/65R14": [82], "185/65R14": [86], "175/70R14": [84], "185/60R14": [82],
  "185/65R15": [88], "195/65R15": [91], "185/60R15": [84], "195/60R15": [88], "205/65R15": [94],
  "205/55R16": [91], "205/60R16": [92], "195/55R16": [87], "215/55R16": [93], "215/60R16": [95], "225/55R16": [95],
  "215/55R17": [94], "225/45R17": [91], "225/50R17": [94], "225/55R17": [97], "205/50R17": [89], "215/50R17": [91],
  "235/45R18": [94], "225/40R18": [88], "225/45R18": [91], "245/40R18": [93],
  "235/40R19": [92],
  "215/65R16": [98], "225/65R17": [102], "235/55R19": [101], "215/60R17": [96], "235/65R17": [104], "225/60R18": [100],
  "235/60R18": [103], "255/55R18": [105],
  "195/75R16": [107, 105], "205/75R16": [110, 108], "215/75R16": [113, 111], "225/70R15": [112, 110], "215/70R15": [109, 107],
  "205/65R16": [107, 105],
};

export interface ModelSeed {
  brand: string;
  model: string;
  season: SeasonKind;
  fits: VehicleType[];
  /** Smallest and largest rim diameter the model is sold in. */
  rims: [number, number];
  /** EU label [fuel efficiency, wet grip, noise dB]; null for studded tyres, which the label rules exempt. */
  label: [EuLabelClass, EuLabelClass, number] | null;
  /** [dry, wet, snow, ice, comfort, durability], 1–5; snow and ice are dropped for summer tyres. */
  ratings: [number, number, number, number, number, number];
  description: string;
  features: string[];
}

const CAR: VehicleType[] = ["henkilöauto"];
const CAR_SUV: VehicleType[] = ["henkilöauto", "suv"];
const SUV: VehicleType[] = ["suv"];
const VAN: VehicleType[] = ["pakettiauto"];

export const MODELS: ModelSeed[] = [
  // ------------------------------------------------------------ summer
  { brand: "Nokian Tyres", model: "Hakka Green 3", season: "summer", fits: CAR, rims: [14, 17], label: ["B", "A", 69],
    ratings: [4, 5, 0, 0, 4, 4], description: "Turvallinen kesärengas pohjoismaiseen kesään. Pitää hyvin märällä ja vastustaa vesiliirtoa.",
    features: ["Tehokas vesiliirron esto", "Kulumisen ilmaisin näyttää jäljellä olevan urasyvyyden"] },
  { brand: "Nokian Tyres", model: "Hakka Blue 3", season: "summer", fits: CAR_SUV, rims: [15, 19], label: ["A", "A", 70],
    ratings: [4, 5, 0, 0, 4, 5], description: "Sadekeleihin erikoistunut kesärengas, joka jarruttaa lyhyesti märällä asfaltilla.",
    features: ["Erinomainen märkäpito", "Aramidivahvisteiset kyljet kestävät kolhuja"] },
  { brand: "Nokian Tyres", model: "Hakka Black 2", season: "summer", fits: CAR, rims: [17, 19], label: ["B", "A", 70],
    ratings: [5, 5, 0, 0, 4, 4], description: "Urheilullinen kesärengas tehokkaille henkilöautoille, tarkka ohjaustuntuma suurissakin nopeuksissa.",
    features: ["Terävä ohjausvaste", "Vakaa kaarreajettavuus"] },
  { brand: "Nokian Tyres", model: "Hakka Black 2 SUV", season: "summer", fits: SUV, rims: [17, 19], label: ["B", "A", 71],
    ratings: [5, 4, 0, 0, 4, 4], description: "Tehokkaiden SUV-autojen kesärengas, joka pitää raskaankin auton hallinnassa.",
    features: ["Vahva rakenne raskaille autoille", "Tarkka ohjaustuntuma"] },
  { brand: "Michelin", model: "Primacy 4+", season: "summer", fits: CAR_SUV, rims: [15, 19], label: ["A", "A", 68],
    ratings: [4, 5, 0, 0, 5, 5], description: "Pitkäikäinen ja hiljainen kesärengas, joka säilyttää märkäpitonsa kuluessaankin.",
    features: ["Hyvä märkäpito myös kuluneena", "Pitkä käyttöikä"] },
  { brand: "Michelin", model: "Pilot Sport 5", season: "summer", fits: CAR, rims: [17, 19], label: ["B", "A", 71],
    ratings: [5, 5, 0, 0, 4, 5], description: "Urheilullinen kesärengas, jossa yhdistyvät tarkka ajettavuus ja pitkä kestoikä.",
    features: ["Erinomainen pito kuivalla", "Kestää urheilulliseksi renkaaksi poikkeuksellisen pitkään"] },
  { brand: "Michelin", model: "e.Primacy", season: "summer", fits: CAR, rims: [15, 19], label: ["A", "B", 67],
    ratings: [4, 4, 0, 0, 5, 4], description: "Energiatehokas kesärengas sähkö- ja hybridiautoille sekä vähäistä kulutusta arvostaville.",
    features: ["Pieni vierintävastus pidentää toimintamatkaa", "Hiljainen ajaa"] },
  { brand: "Michelin", model: "Pilot Sport 4 SUV", season: "summer", fits: SUV, rims: [17, 19], label: ["C", "A", 71],
    ratings: [5, 5, 0, 0, 4, 4], description: "Urheilullinen kesärengas suurille ja tehokkaille SUV-autoille.",
    features: ["Tarkka ohjaus raskaallakin autolla", "Lyhyt jarrutusmatka kuivalla ja märällä"] },
  { brand: "Continental", model: "PremiumContact 7", season: "summer", fits: CAR_SUV, rims: [16, 19], label: ["B", "A", 70],
    ratings: [5, 5, 0, 0, 4, 4], description: "Monipuolinen premium-kesärengas, joka mukautuu sekä kuivalle että märälle tielle.",
    features: ["Lyhyet jarrutusmatkat", "Tasapainoinen ja hiljainen"] },
  { brand: "Continental", model: "EcoContact 6", season: "summer", fits: CAR, rims: [14, 19], label: ["A", "A", 69],
    ratings: [4, 4, 0, 0, 4, 5], description: "Vähäisen vierintävastuksen kesärengas, joka säästää polttoainetta ja kestää pitkään.",
    features: ["Pieni polttoaineen kulutus", "Hyvä kulutuskestävyys"] },
  { brand: "Continental", model: "SportContact 7", season: "summer", fits: CAR, rims: [18, 19], label: ["C", "A", 72],
    ratings: [5, 5, 0, 0, 3, 4], description: "Huippusuorituskykyinen kesärengas urheiluautoihin ja tehokkaisiin sedaneihin.",
    features: ["Erittäin tarkka ohjaus", "Pito kestää kovassakin ajossa"] },
  { brand: "Bridgestone", model: "Turanza 6", season: "summer", fits: CAR_SUV, rims: [15, 19], label: ["B", "A", 70],
    ratings: [4, 5, 0, 0, 5, 4], description: "Mukava ja turvallinen matkarengas, jonka märkäpito säilyy koko käyttöiän ajan.",
    features: ["Ajomukavuus pitkillä matkoilla", "Hyvä märkäpito"] },
  { brand: "Bridgestone", model: "Potenza Sport", season: "summer", fits: CAR, rims: [18, 19], label: ["C", "A", 72],
    ratings: [5, 5, 0, 0, 3, 4], description: "Urheilullinen kesärengas, joka palkitsee tarkalla ohjauksella ja vahvalla pidolla.",
    features: ["Jäykkä rakenne tarkkaan ohjaukseen", "Vahva märkäpito"] },
  { brand: "Bridgestone", model: "Alenza 001", season: "summer", fits: SUV, rims: [17, 19], label: ["B", "A", 71],
    ratings: [4, 4, 0, 0, 4, 4], description: "SUV-autojen kesärengas, joka yhdistää mukavuuden ja varman pidon.",
    features: ["Tasainen kuluminen", "Varma pito kaarteissa"] },
  { brand: "Goodyear", model: "EfficientGrip Performance 2", season: "summer", fits: CAR, rims: [15, 19], label: ["A", "A", 69],
    ratings: [4, 4, 0, 0, 4, 5], description: "Kestävä ja taloudellinen kesärengas, jonka pito säilyy hyvänä kulumisen edetessäkin.",
    features: ["Pitkä käyttöikä", "Pieni vierintävastus"] },
  { brand: "Goodyear", model: "Eagle F1 Asymmetric 6", season: "summer", fits: CAR, rims: [17, 19], label: ["C", "A", 71],
    ratings: [5, 5, 0, 0, 4, 4], description: "Urheilullinen kesärengas, joka jarruttaa lyhyesti sekä kuivalla että märällä.",
    features: ["Erinomainen märkäjarrutus", "Tarkka ohjaustuntuma"] },
  { brand: "Goodyear", model: "EfficientGrip 2 SUV", season: "summer", fits: SUV, rims: [16, 19], label: ["B", "A", 70],
    ratings: [4, 4, 0, 0, 4, 5], description: "Kestävä kesärengas SUV-autoille, jotka liikkuvat enimmäkseen päällystetyillä teillä.",
    features: ["Hyvä kulutuskestävyys", "Mukava ajaa"] },
  { brand: "Pirelli", model: "Cinturato P7", season: "summer", fits: CAR, rims: [16, 18], label: ["B", "A", 70],
    ratings: [4, 5, 0, 0, 4, 4], description: "Turvallinen ja taloudellinen kesärengas keskikokoisiin ja suuriin henkilöautoihin.",
    features: ["Hyvä märkäpito", "Hiljainen ajaa"] },
  { brand: "Pirelli", model: "P Zero", season: "summer", fits: CAR, rims: [18, 19], label: ["C", "A", 72],
    ratings: [5, 5, 0, 0, 3, 3], description: "Pirellin urheilullinen lippulaiva tehokkaisiin autoihin.",
    features: ["Huippuluokan kuivapito", "Nopea ohjausvaste"] },
  { brand: "Pirelli", model: "Scorpion", season: "summer", fits: SUV, rims: [17, 19], label: ["B", "A", 71],
    ratings: [4, 4, 0, 0, 4, 4], description: "Monipuolinen kesärengas SUV- ja crossover-autoille.",
    features: ["Vakaa ajettavuus raskaallakin autolla", "Hyvä märkäpito"] },
  { brand: "Hankook", model: "Ventus Prime 4", season: "summer", fits: CAR_SUV, rims: [15, 18], label: ["B", "A", 69],
    ratings: [4, 4, 0, 0, 4, 4], description: "Tasapainoinen kesärengas perheautoon: hyvä märkäpito ja hiljainen ajo edullisesti.",
    features: ["Hyvä hinta-laatusuhde", "Hiljainen ajaa"] },
  { brand: "Hankook", model: "Kinergy Eco 2", season: "summer", fits: CAR, rims: [14, 15], label: ["B", "B", 69],
    ratings: [3, 4, 0, 0, 4, 4], description: "Edullinen ja taloudellinen kesärengas pieniin ja keskikokoisiin autoihin.",
    features: ["Pieni vierintävastus", "Edullinen hinta"] },
  { brand: "Hankook", model: "Ventus S1 evo3", season: "summer", fits: CAR, rims: [17, 19], label: ["C", "A", 71],
    ratings: [5, 4, 0, 0, 3, 4], description: "Urheilullinen kesärengas, joka tarjoaa tarkan ajettavuuden kohtuuhintaan.",
    features: ["Jäykkä kulutuspinta tarkkaan ohjaukseen", "Hyvä kuivapito"] },
  { brand: "Hankook", model: "Vantra LT", season: "summer", fits: VAN, rims: [15, 16], label: ["B", "A", 72],
    ratings: [4, 4, 0, 0, 3, 5], description: "Kestävä kesärengas pakettiautoihin ja kevyeen jakeluliikenteeseen.",
    features: ["Vahvistettu rakenne kuormalle", "Hyvä kulutuskestävyys"] },
  { brand: "Nexen", model: "N'blue HD Plus", season: "summer", fits: CAR, rims: [14, 16], label: ["B", "A", 69],
    ratings: [3, 4, 0, 0, 4, 4], description: "Edullinen kesärengas arkiajoon, hyvä märkäpito hintaansa nähden.",
    features: ["Edullinen hinta", "Hyvä märkäpito"] },
  { brand: "Nexen", model: "N'Fera Sport", season: "summer", fits: CAR, rims: [17, 19], label: ["C", "A", 71],
    ratings: [4, 4, 0, 0, 3, 4], description: "Urheilullinen kesärengas edulliseen hintaan suurille vanteille.",
    features: ["Tarkka ohjaus", "Edullinen hinta"] },
  { brand: "Kumho", model: "Ecowing ES31", season: "summer", fits: CAR, rims: [14, 16], label: ["B", "B", 69],
    ratings: [3, 3, 0, 0, 4, 4], description: "Taloudellinen kesärengas kaupunki- ja pikkuautoihin.",
    features: ["Pieni vierintävastus", "Edullinen hinta"] },
  { brand: "Kumho", model: "Ecsta HS52", season: "summer", fits: CAR, rims: [15, 18], label: ["C", "A", 70],
    ratings: [4, 4, 0, 0, 4, 4], description: "Monipuolinen kesärengas, joka pitää hyvin sekä kuivalla että märällä.",
    features: ["Hyvä märkäpito", "Tasainen kuluminen"] },
  { brand: "Toyo", model: "Proxes Comfort", season: "summer", fits: CAR, rims: [15, 18], label: ["B", "A", 69],
    ratings: [4, 4, 0, 0, 5, 4], description: "Mukavuuteen keskittyvä kesärengas, joka vaimentaa tien epätasaisuuksia.",
    features: ["Hiljainen ja pehmeä", "Hyvä märkäpito"] },
  { brand: "Falken", model: "Ziex ZE310 Ecorun", season: "summer", fits: CAR, rims: [14, 18], label: ["B", "A", 69],
    ratings: [3, 4, 0, 0, 4, 4], description: "Edullinen kesärengas, joka menestyy märkäpidossa kalliimpienkin rinnalla.",
    features: ["Hyvä märkäpito", "Pieni vierintävastus"] },
  { brand: "Falken", model: "Azenis FK520", season: "summer", fits: CAR, rims: [17, 19], label: ["C", "A", 71],
    ratings: [4, 4, 0, 0, 4, 4], description: "Urheilullinen kesärengas tehokkaisiin henkilöautoihin.",
    features: ["Tarkka ohjaus", "Vakaa suurissa nopeuksissa"] },
  { brand: "Vredestein", model: "Ultrac", season: "summer", fits: CAR_SUV, rims: [16, 19], label: ["B", "A", 70],
    ratings: [4, 4, 0, 0, 4, 4], description: "Tasapainoinen kesärengas, joka toimii yhtä hyvin perheautossa kuin SUV:ssa.",
    features: ["Hyvä märkäpito", "Tyylikäs kuviointi"] },
  { brand: "Vredestein", model: "Comtrac 2", season: "summer", fits: VAN, rims: [15, 16], label: ["B", "A", 72],
    ratings: [4, 4, 0, 0, 3, 5], description: "Pakettiautojen kesärengas, joka kestää kuormaa ja kulutusta.",
    features: ["Vahvistettu rakenne", "Pitkä käyttöikä"] },
  { brand: "Dunlop", model: "Sport BluResponse", season: "summer", fits: CAR, rims: [14, 16], label: ["B", "A", 69],
    ratings: [4, 4, 0, 0, 4, 4], description: "Taloudellinen ja turvallinen kesärengas pienempiin henkilöautoihin.",
    features: ["Pieni vierintävastus", "Lyhyt jarrutusmatka märällä"] },
  { brand: "Dunlop", model: "Sport Maxx RT2", season: "summer", fits: CAR, rims: [17, 19], label: ["C", "A", 71],
    ratings: [5, 4, 0, 0, 4, 4], description: "Urheilullinen kesärengas, joka tarjoaa tarkan ohjaustuntuman.",
    features: ["Tarkka ohjaus", "Hyvä kuivapito"] },
  { brand: "Point S", model: "Summerstar 3+", season: "summer", fits: CAR, rims: [14, 17], label: ["C", "B", 70],
    ratings: [3, 3, 0, 0, 4, 4], description: "Point S -ketjun edullinen kesärengas tavalliseen arkiajoon.",
    features: ["Edullinen hinta", "Tasainen kuluminen"] },
  { brand: "Michelin", model: "Agilis 3", season: "summer", fits: VAN, rims: [15, 16], label: ["B", "A", 71],
    ratings: [4, 4, 0, 0, 4, 5], description: "Pitkäikäinen kesärengas pakettiautoihin ja ammattikäyttöön.",
    features: ["Erittäin pitkä käyttöikä", "Kestää kuormaa"] },
  { brand: "Continental", model: "VanContact Eco", season: "summer", fits: VAN, rims: [15, 16], label: ["A", "A", 72],
    ratings: [4, 4, 0, 0, 4, 5], description: "Taloudellinen kesärengas pakettiautoihin, pieni vierintävastus säästää polttoainetta.",
    features: ["Pieni vierintävastus", "Kestää kuormaa"] },
  // ------------------------------------------------------------ studded winter
  { brand: "Nokian Tyres", model: "Hakkapeliitta 10p", season: "studded", fits: CAR, rims: [14, 19], label: null,
    ratings: [4, 4, 5, 5, 4, 4], description: "Nastarengas pohjoisen vaativimpiin oloihin: erinomainen jääpito ja vakaa ajettavuus lumella.",
    features: ["Huippuluokan jääpito", "Kulumisen ilmaisin näyttää urasyvyyden"] },
  { brand: "Nokian Tyres", model: "Hakkapeliitta 10 SUV", season: "studded", fits: SUV, rims: [16, 19], label: null,
    ratings: [4, 4, 5, 5, 4, 4], description: "Hakkapeliitta 10:n SUV-versio, jonka nastoitus on mitoitettu raskaammille autoille.",
    features: ["Vahvistettu rakenne SUV-autoille", "Huippuluokan jääpito"] },
  { brand: "Nokian Tyres", model: "Hakkapeliitta C4", season: "studded", fits: VAN, rims: [15, 16], label: null,
    ratings: [4, 4, 5, 5, 3, 5], description: "Nastarengas pakettiautoihin, joka pitää myös täydessä kuormassa.",
    features: ["Kestävä rakenne hyötykäyttöön", "Varma pito jäällä"] },
  { brand: "Michelin", model: "X-Ice North 4", season: "studded", fits: CAR, rims: [15, 19], label: null,
    ratings: [4, 4, 5, 5, 4, 4], description: "Nastarengas, jonka nastat pysyvät tiukasti paikoillaan koko käyttöiän ajan.",
    features: ["Erinomainen jääpito", "Nastat pysyvät paikoillaan"] },
  { brand: "Michelin", model: "X-Ice North 4 SUV", season: "studded", fits: SUV, rims: [17, 19], label: null,
    ratings: [4, 4, 5, 5, 4, 4], description: "X-Ice North 4:n SUV-versio raskaammille autoille.",
    features: ["Erinomainen jääpito", "Vakaa ajettavuus lumella"] },
  { brand: "Michelin", model: "Agilis X-Ice North", season: "studded", fits: VAN, rims: [15, 16], label: null,
    ratings: [4, 4, 4, 5, 3, 5], description: "Pakettiautojen nastarengas ammattiajoon talvikeleillä.",
    features: ["Kestää kuormaa", "Varma pito jäällä"] },
  { brand: "Continental", model: "IceContact 3", season: "studded", fits: CAR_SUV, rims: [14, 19], label: null,
    ratings: [4, 4, 5, 5, 4, 4], description: "Nastarengas, jonka nastat on liimattu kiinni: pito säilyy tasaisena kulumisen edetessä.",
    features: ["Liimatut nastat", "Hyvä pito myös sohjossa"] },
  { brand: "Continental", model: "VanContact Ice", season: "studded", fits: VAN, rims: [15, 16], label: null,
    ratings: [4, 4, 4, 5, 3, 5], description: "Nastarengas pakettiautoihin ja kevyisiin hyötyajoneuvoihin.",
    features: ["Vahvistettu rakenne", "Varma pito jäällä"] },
  { brand: "Goodyear", model: "UltraGrip Arctic 2", season: "studded", fits: CAR, rims: [15, 19], label: null,
    ratings: [4, 4, 5, 5, 4, 4], description: "Nastarengas, joka pitää hyvin sekä jäällä että lumella.",
    features: ["Hyvä jää- ja lumipito", "Vakaa ajettavuus"] },
  { brand: "Goodyear", model: "UltraGrip Arctic 2 SUV", season: "studded", fits: SUV, rims: [16, 19], label: null,
    ratings: [4, 4, 5, 5, 4, 4], description: "UltraGrip Arctic 2:n SUV-versio raskaammille autoille.",
    features: ["Hyvä jääpito", "Kestävä rakenne"] },
  { brand: "Pirelli", model: "Ice Zero 2", season: "studded", fits: CAR, rims: [16, 19], label: null,
    ratings: [4, 4, 4, 5, 4, 4], description: "Nastarengas, jonka nastat pysyvät paikoillaan myös kovassa käytössä.",
    features: ["Hyvä jääpito", "Tarkka ohjaus sulalla tiellä"] },
  { brand: "Pirelli", model: "Scorpion Ice Zero 2", season: "studded", fits: SUV, rims: [17, 19], label: null,
    ratings: [4, 4, 4, 5, 4, 4], description: "Ice Zero 2:n SUV-versio suurille vanteille.",
    features: ["Vahva rakenne SUV-autoille", "Hyvä jääpito"] },
  { brand: "Hankook", model: "Winter i*Pike RS2", season: "studded", fits: CAR, rims: [14, 18], label: null,
    ratings: [4, 4, 4, 4, 4, 4], description: "Edullinen ja luotettava nastarengas tavalliseen talviajoon.",
    features: ["Hyvä hinta-laatusuhde", "Tasainen pito jäällä"] },
  { brand: "Hankook", model: "Winter i*Pike X", season: "studded", fits: SUV, rims: [16, 19], label: null,
    ratings: [4, 4, 4, 4, 4, 4], description: "Nastarengas SUV-autoihin edulliseen hintaan.",
    features: ["Kestävä rakenne", "Hyvä hinta-laatusuhde"] },
  { brand: "Hankook", model: "Winter i*Pike LV", season: "studded", fits: VAN, rims: [15, 16], label: null,
    ratings: [4, 3, 4, 4, 3, 5], description: "Pakettiautojen nastarengas, joka kestää kovaa ammattikäyttöä.",
    features: ["Vahvistettu rakenne", "Hyvä kulutuskestävyys"] },
  { brand: "Bridgestone", model: "Noranza 001", season: "studded", fits: CAR, rims: [14, 18], label: null,
    ratings: [4, 4, 4, 5, 4, 4], description: "Pohjoisiin olosuhteisiin kehitetty nastarengas, jossa on tiheä nastoitus.",
    features: ["Hyvä jääpito", "Vakaa ajettavuus"] },
  { brand: "Nexen", model: "Winguard WinSpike 3", season: "studded", fits: CAR_SUV, rims: [14, 18], label: null,
    ratings: [3, 3, 4, 4, 3, 4], description: "Edullinen nastarengas hintatietoiselle autoilijalle.",
    features: ["Edullinen hinta", "Kunnollinen jääpito"] },
  { brand: "Kumho", model: "WinterCraft Ice WI32", season: "studded", fits: CAR, rims: [14, 18], label: null,
    ratings: [3, 3, 4, 4, 3, 4], description: "Edullinen nastarengas tavalliseen talviajoon.",
    features: ["Edullinen hinta", "Kunnollinen lumipito"] },
  { brand: "Toyo", model: "Observe Ice-Freezer", season: "studded", fits: CAR, rims: [15, 18], label: null,
    ratings: [4, 3, 4, 4, 4, 4], description: "Japanilainen nastarengas, joka on suunniteltu pohjoismaisiin talviin.",
    features: ["Hyvä jääpito", "Hiljainen nastarenkaaksi"] },
  { brand: "Dunlop", model: "SP Winter Ice 03", season: "studded", fits: CAR, rims: [14, 18], label: null,
    ratings: [4, 4, 4, 4, 4, 4], description: "Nastarengas, joka tarjoaa tasapainoisen pidon jäällä ja lumella.",
    features: ["Tasapainoinen pito", "Vakaa ajettavuus"] },
  // ------------------------------------------------------------ friction (Nordic non-studded) winter
  { brand: "Nokian Tyres", model: "Hakkapeliitta R5", season: "friction", fits: CAR, rims: [14, 19], label: ["C", "E", 69],
    ratings: [4, 3, 5, 4, 5, 4], description: "Pohjoismainen kitkarengas, joka pitää jäällä ja lumella ilman nastoja.",
    features: ["Erinomainen lumipito", "Hiljainen ja mukava"] },
  { brand: "Nokian Tyres", model: "Hakkapeliitta R5 SUV", season: "friction", fits: SUV, rims: [16, 19], label: ["C", "E", 70],
    ratings: [4, 3, 5, 4, 5, 4], description: "Hakkapeliitta R5:n SUV-versio raskaammille autoille.",
    features: ["Erinomainen lumipito", "Vahvistettu rakenne"] },
  { brand: "Nokian Tyres", model: "Hakkapeliitta CR4", season: "friction", fits: VAN, rims: [15, 16], label: ["C", "D", 71],
    ratings: [4, 3, 5, 4, 4, 5], description: "Pakettiautojen kitkarengas, joka kestää kuormaa ja kulutusta.",
    features: ["Kestävä rakenne", "Hyvä lumipito"] },
  { brand: "Michelin", model: "X-Ice Snow", season: "friction", fits: CAR, rims: [15, 19], label: ["C", "E", 68],
    ratings: [4, 3, 5, 4, 5, 5], description: "Pitkäikäinen kitkarengas, jonka pito säilyy hyvänä kulumisen edetessä.",
    features: ["Pitkä käyttöikä", "Hiljainen ajaa"] },
  { brand: "Michelin", model: "X-Ice Snow SUV", season: "friction", fits: SUV, rims: [16, 19], label: ["C", "E", 69],
    ratings: [4, 3, 5, 4, 5, 5], description: "X-Ice Snow'n SUV-versio raskaammille autoille.",
    features: ["Pitkä käyttöikä", "Hyvä lumipito"] },
  { brand: "Continental", model: "VikingContact 7", season: "friction", fits: CAR_SUV, rims: [14, 19], label: ["C", "E", 70],
    ratings: [4, 3, 5, 4, 4, 4], description: "Pohjoismainen kitkarengas, joka pitää hyvin sekä lumella että jäällä.",
    features: ["Hyvä lumipito", "Tarkka ohjaus sulalla tiellä"] },
  { brand: "Continental", model: "VanContact Viking", season: "friction", fits: VAN, rims: [15, 16], label: ["C", "D", 72],
    ratings: [4, 3, 5, 4, 4, 5], description: "Pohjoismainen kitkarengas pakettiautoihin.",
    features: ["Kestää kuormaa", "Hyvä lumipito"] },
  { brand: "Bridgestone", model: "Blizzak Ice", season: "friction", fits: CAR, rims: [14, 18], label: ["C", "E", 69],
    ratings: [4, 3, 5, 5, 4, 4], description: "Jääpitoon erikoistunut kitkarengas pohjoismaisiin talviin.",
    features: ["Erinomainen jääpito", "Hiljainen ajaa"] },
  { brand: "Goodyear", model: "UltraGrip Ice 2+", season: "friction", fits: CAR, rims: [15, 19], label: ["C", "E", 69],
    ratings: [4, 3, 5, 4, 4, 4], description: "Kitkarengas, joka tarjoaa varman pidon jäällä ja lumisohjossa.",
    features: ["Hyvä pito sohjossa", "Mukava ajaa"] },
  { brand: "Pirelli", model: "Ice Zero FR", season: "friction", fits: CAR_SUV, rims: [16, 19], label: ["C", "E", 70],
    ratings: [4, 3, 4, 4, 4, 4], description: "Pohjoismainen kitkarengas, joka tarjoaa hyvän ajettavuuden myös sulalla tiellä.",
    features: ["Vakaa ajettavuus", "Hyvä lumipito"] },
  { brand: "Hankook", model: "Winter i*cept iZ3", season: "friction", fits: CAR_SUV, rims: [14, 19], label: ["C", "E", 69],
    ratings: [4, 3, 4, 4, 4, 4], description: "Edullinen pohjoismainen kitkarengas, jonka pito riittää hyvin arkiajoon.",
    features: ["Hyvä hinta-laatusuhde", "Hiljainen ajaa"] },
  { brand: "Nexen", model: "Winguard Ice Plus", season: "friction", fits: CAR, rims: [14, 17], label: ["D", "E", 70],
    ratings: [3, 3, 4, 3, 4, 4], description: "Edullinen kitkarengas kaupunki- ja taajama-ajoon.",
    features: ["Edullinen hinta", "Hiljainen ajaa"] },
  { brand: "Kumho", model: "WinterCraft Ice WI51", season: "friction", fits: CAR, rims: [14, 18], label: ["D", "E", 70],
    ratings: [3, 3, 4, 3, 4, 4], description: "Edullinen pohjoismainen kitkarengas tavalliseen talviajoon.",
    features: ["Edullinen hinta", "Kunnollinen lumipito"] },
  { brand: "Toyo", model: "Observe GIZ2", season: "friction", fits: CAR, rims: [14, 18], label: ["D", "E", 69],
    ratings: [3, 3, 4, 4, 4, 4], description: "Japanin lumisiin oloihin kehitetty kitkarengas, joka pitää hyvin jäällä.",
    features: ["Hyvä jääpito", "Mukava ajaa"] },
];

/** Demo rims for /vanteet (decision 0022): common sizes and bolt patterns of Finnish cars. */
export const RIMS: Omit<RimInput, "image">[] = [
  { brand: "Rial", model: "Lugano", diameter: 16, width: "6.5", boltCount: 5, boltCircle: "112.0", offset: 46, centreBore: "57.1", price: "139.00", stock: 12 },
  { brand: "Rial", model: "Kodiak", diameter: 17, width: "7.0", boltCount: 5, boltCircle: "114.3", offset: 40, centreBore: "67.1", price: "169.00", stock: 8 },
  { brand: "Alutec", model: "Singa", diameter: 17, width: "7.5", boltCount: 5, boltCircle: "112.0", offset: 45, centreBore: "57.1", price: "179.00", stock: 4 },
  { brand: "Alutec", model: "Grip", diameter: 16, width: "6.5", boltCount: 5, boltCircle: "108.0", offset: 50, centreBore: "63.4", price: "129.00", stock: 16 },
  { brand: "Dezent", model: "TZ", diameter: 18, width: "8.0", boltCount: 5, boltCircle: "112.0", offset: 40, centreBore: "66.6", price: "219.00", stock: null },
  { brand: "Borbet", model: "Y", diameter: 18, width: "8.0", boltCount: 5, boltCircle: "108.0", offset: 45, centreBore: "63.4", price: "239.00", stock: 4 },
  { brand: "KFZ", model: "Teräsvanne 9985", diameter: 15, width: "6.0", boltCount: 5, boltCircle: "112.0", offset: 47, centreBore: "57.1", price: "69.00", stock: 20 },
  { brand: "KFZ", model: "Teräsvanne 7860", diameter: 16, width: "6.5", boltCount: 4, boltCircle: "100.0", offset: 40, centreBore: "60.1", price: "79.00", stock: 0 },
];

/** One stored set of the demo tyre hotel: DOT weeks and tread depths per tyre, front left first. */
export interface HotelSetSeed {
  season: "summer" | "winter";
  size: string;
  brandModel: string;
  withRims: boolean;
  location: string;
  dots: string[];
  treads: number[];
  notes?: string;
  /** Taken out of storage this many days ago (the set is then not stored). */
  checkedOutDaysAgo?: number;
}

export interface HotelCustomerSeed {
  name: string;
  phone: string;
  email: string | null;
  reminderConsent: boolean;
  vehicles: { registration: string; makeModel: string; sets: HotelSetSeed[] }[];
}

/**
 * The demo tyre hotel (Rengashotelli, issue 31): a few customers with their cars and stored sets on shelf
 * K (a shelf of its own, so tests that pick places elsewhere never meet these). Late autumn: most stored
 * sets are summer tyres, a few customers have not swapped to winter tyres yet. Some sets warn: worn summer
 * tyres (under 3 mm), winter tyres under 4 mm, tyres made in 2018 (over six years old); one customer has
 * not consented to reminders, one has no e-mail, one set has been taken out. Addresses under
 * example.com, which never receives mail.
 */
export const HOTEL_CUSTOMERS: HotelCustomerSeed[] = [
  {
    name: "Aino Virtanen",
    phone: "040 123 4501",
    email: "aino.virtanen@example.com",
    reminderConsent: true,
    vehicles: [
      {
        registration: "KTO-101",
        makeModel: "Toyota Corolla",
        sets: [
          { season: "winter", size: "205/55R16", brandModel: "Nokian Hakkapeliitta R5", withRims: true, location: "K1/1", dots: ["1223", "1223", "1223", "1223"], treads: [6.5, 6.5, 7, 7] },
        ],
      },
    ],
  },
  {
    name: "Mikko Korhonen",
    phone: "050 234 5602",
    email: "mikko.korhonen@example.com",
    reminderConsent: true,
    vehicles: [
      {
        registration: "RKO-220",
        makeModel: "Volkswagen Golf",
        sets: [
          {
            season: "summer",
            size: "225/45R17",
            brandModel: "Michelin Pilot Sport 4",
            withRims: false,
            location: "K1/2",
            dots: ["2221", "2221", "2221", "2221"],
            treads: [3.4, 3.2, 2.8, 2.6],
            notes: "Takarenkaat kuluneet, suositeltu uusia.",
          },
        ],
      },
    ],
  },
  {
    name: "Sanna Mäkinen",
    phone: "044 345 6703",
    email: "sanna.makinen@example.com",
    reminderConsent: false,
    vehicles: [
      {
        registration: "MKN-37",
        makeModel: "Škoda Octavia Combi",
        sets: [
          { season: "winter", size: "205/55R16", brandModel: "Continental WinterContact TS 870", withRims: true, location: "K1/3", dots: ["0824", "0824", "0824", "0824"], treads: [7.5, 7.5, 7.4, 7.6] },
        ],
      },
    ],
  },
  {
    name: "Juha Nieminen",
    phone: "045 456 7804",
    email: "juha.nieminen@example.com",
    reminderConsent: true,
    vehicles: [
      {
        registration: "JNI-404",
        makeModel: "Volvo V60",
        sets: [
          { season: "summer", size: "225/50R17", brandModel: "Bridgestone Turanza T005", withRims: false, location: "K2/1", dots: ["3118", "3118", "3118", "3118"], treads: [5.5, 5.6, 5.2, 5.3] },
        ],
      },
      {
        registration: "XYZ-9",
        makeModel: "Ford Transit Custom",
        sets: [
          { season: "summer", size: "215/65R16", brandModel: "Goodyear EfficientGrip Cargo", withRims: true, location: "K2/2", dots: ["4522", "4522", "4522", "4522"], treads: [6, 6, 5.8, 5.9] },
        ],
      },
    ],
  },
  {
    name: "Laura Heikkinen",
    phone: "040 567 8905",
    email: null,
    reminderConsent: false,
    vehicles: [
      {
        registration: "LHK-512",
        makeModel: "Kia Ceed",
        sets: [
          { season: "winter", size: "195/65R15", brandModel: "Hankook Winter i*cept RS3", withRims: false, location: "K2/3", dots: ["1922", "1922", "1922", "1922"], treads: [4.1, 4.3, 3.6, 3.9] },
        ],
      },
    ],
  },
  {
    name: "Pekka Laine",
    phone: "050 678 9006",
    email: "pekka.laine@example.com",
    reminderConsent: true,
    vehicles: [
      {
        registration: "PLA-606",
        makeModel: "Tesla Model 3",
        sets: [
          { season: "summer", size: "235/45R18", brandModel: "Pirelli P Zero", withRims: true, location: "K3/1", dots: ["1024", "1024", "1024", "1024"], treads: [6.8, 6.8, 6.5, 6.5] },
          {
            season: "winter",
            size: "235/45R18",
            brandModel: "Nokian Hakkapeliitta R5",
            withRims: true,
            location: "K3/2",
            dots: ["3723", "3723", "3723", "3723"],
            treads: [3.8, 3.9, 4.2, 4.4],
            notes: "Kitkarenkaat; etupään urasyvyys alle suosituksen.",
            checkedOutDaysAgo: 12,
          },
        ],
      },
    ],
  },
];
