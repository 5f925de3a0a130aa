/**
 * The markings on a tyre's sidewall after the size: the service description ('91H', '104/102T': load
 * index and speed symbol) and XL, run-flat and C. Read from what an admin or a CSV types, written the way
 * shops print them, and explained in Finnish (kg and km/h). Pure and small: the cards, the tyre page, the
 * comparison, the CSV and Kaartobotti share it.
 */

/** Load index → the most one tyre carries (kg), per ISO 4223 / ETRTO, for the indexes cars and vans use. */
const LOAD_KG: readonly number[] = [
  // 50–59
  190, 195, 200, 206, 212, 218, 224, 230, 236, 243,
  // 60–69
  250, 257, 265, 272, 280, 290, 300, 307, 315, 325,
  // 70–79
  335, 345, 355, 365, 375, 387, 400, 412, 425, 437,
  // 80–89
  450, 462, 475, 487, 500, 515, 530, 545, 560, 580,
  // 90–99
  600, 615, 630, 650, 670, 690, 710, 730, 750, 775,
  // 100–109
  800, 825, 850, 875, 900, 925, 950, 975, 1000, 1030,
  // 110–119
  1060, 1090, 1120, 1150, 1180, 1215, 1250, 1285, 1320, 1360,
  // 120–129
  1400, 1450, 1500, 1550, 1600, 1650, 1700, 1750, 1800, 1850,
  // 130–139
  1900, 1950, 2000, 2060, 2120, 2180, 2240, 2300, 2360, 2430,
  // 140–150
  2500, 2575, 2650, 2725, 2800, 2900, 3000, 3075, 3150, 3250, 3350,
];
export const MIN_LOAD_INDEX = 50;
export const MAX_LOAD_INDEX = 150;

/** Speed symbol → the highest speed (km/h) the tyre is made for, in the order of the standard. */
export const SPEED_KMH = { L: 120, M: 130, N: 140, P: 150, Q: 160, R: 170, S: 180, T: 190, U: 200, H: 210, V: 240, W: 270, Y: 300 } as const;
export type SpeedRating = keyof typeof SPEED_KMH;
export const SPEED_RATINGS = Object.keys(SPEED_KMH) as SpeedRating[];

export const isSpeedRating = (value: string): value is SpeedRating => Object.hasOwn(SPEED_KMH, value);

export type TyreMarkings = {
  loadIndex: number | null;
  loadIndexDual: number | null;
  speedRating: string | null;
  extraLoad: boolean;
  runFlat: boolean;
  commercial: boolean;
};

/** A product's marking, identifier and delivery fields as the product form and the CSV write them. */
export type ProductMarkingValues = Omit<TyreMarkings, "speedRating"> & {
  speedRating: SpeedRating | null;
  eprelId: string | null;
  ean: string | null;
  deliveryDaysMin: number | null;
  deliveryDaysMax: number | null;
};

export const NO_MARKINGS: TyreMarkings = { loadIndex: null, loadIndexDual: null, speedRating: null, extraLoad: false, runFlat: false, commercial: false };

/** kg for a load index; null outside the table. */
export function loadIndexKg(index: number): number | null {
  if (!Number.isInteger(index) || index < MIN_LOAD_INDEX || index > MAX_LOAD_INDEX) return null;
  return LOAD_KG[index - MIN_LOAD_INDEX] ?? null;
}

/** km/h for a speed symbol; null for anything else. */
export function speedRatingKmh(symbol: string | null | undefined): number | null {
  return symbol && isSpeedRating(symbol) ? SPEED_KMH[symbol] : null;
}

/** '91H', '104/102T', '91' or 'H' alone; '' when neither is known. */
export function serviceDescription(markings: Pick<TyreMarkings, "loadIndex" | "loadIndexDual" | "speedRating">): string {
  const load = markings.loadIndex === null ? "" : `${markings.loadIndex}${markings.loadIndexDual === null ? "" : `/${markings.loadIndexDual}`}`;
  return `${load}${markings.speedRating ?? ""}`;
}

/** The flags as shops print them after the service description: 'XL', 'C', 'Run Flat'. */
export function markingFlags(markings: Pick<TyreMarkings, "extraLoad" | "runFlat" | "commercial">): string[] {
  return [markings.extraLoad ? "XL" : null, markings.commercial ? "C" : null, markings.runFlat ? "Run Flat" : null].filter(
    (flag): flag is string => flag !== null,
  );
}

/** '91H XL', '104/102T C', '' when nothing is known. */
export function formatMarkings(markings: TyreMarkings): string {
  return [serviceDescription(markings), ...markingFlags(markings)].filter(Boolean).join(" ");
}

/** 'Kantavuusindeksi 91: enintään 615 kg renkaalle.'; a dual index adds the twin-wheel figure. */
export function explainLoadIndex(loadIndex: number, dual: number | null = null): string | null {
  const kg = loadIndexKg(loadIndex);
  if (kg === null) return null;
  const dualKg = dual === null ? null : loadIndexKg(dual);
  if (dual !== null && dualKg !== null) {
    return `Kantavuusindeksi ${loadIndex}/${dual}: enintään ${kg} kg renkaalle, paripyöränä ${dualKg} kg renkaalle.`;
  }
  return `Kantavuusindeksi ${loadIndex}: enintään ${kg} kg renkaalle.`;
}

/** 'Nopeusluokka H: enintään 210 km/h.' */
export function explainSpeedRating(symbol: string): string | null {
  const kmh = speedRatingKmh(symbol);
  return kmh === null ? null : `Nopeusluokka ${symbol}: enintään ${kmh} km/h.`;
}

export const FLAG_EXPLANATIONS = {
  extraLoad: "XL (Extra Load): vahvistettu rakenne, joka kantaa enemmän kuin koon tavallinen rengas; käytä suositeltuja XL-paineita.",
  runFlat: "Run Flat: rengas kantaa auton rikkoutuneenakin lyhyen matkan (yleensä noin 80 km enintään 80 km/h).",
  commercial: "C (Commercial): pakettiautojen vahvistettu rengas, jolla on suurempi kantavuus ja korkeampi täyttöpaine.",
} as const;

/** Every sentence the tyre page shows for the markings it has, in the order printed on the tyre. */
export function explainMarkings(markings: TyreMarkings): string[] {
  const lines: string[] = [];
  const load = markings.loadIndex === null ? null : explainLoadIndex(markings.loadIndex, markings.loadIndexDual);
  const speed = markings.speedRating === null ? null : explainSpeedRating(markings.speedRating);
  if (load) lines.push(load);
  if (speed) lines.push(speed);
  if (markings.extraLoad) lines.push(FLAG_EXPLANATIONS.extraLoad);
  if (markings.commercial) lines.push(FLAG_EXPLANATIONS.commercial);
  if (markings.runFlat) lines.push(FLAG_EXPLANATIONS.runFlat);
  return lines;
}

export type ParsedServiceDescription = { loadIndex: number | null; loadIndexDual: number | null; speedRating: SpeedRating | null };

/**
 * Reads a typed service description: '91H', '91 H', '104/102T', '91', 'h' (upper-cased); null when it is
 * not one (an unknown symbol, an index outside 50–150, a dual index above the single one). Bounded: at
 * most 12 characters are looked at.
 */
export function parseServiceDescription(text: string): ParsedServiceDescription | null {
  if (text.length > 20) return null;
  const match = /^\s*(?:(\d{2,3})(?:\s*\/\s*(\d{2,3}))?)?\s*([a-zA-Z])?\s*$/.exec(text);
  if (!match || (!match[1] && !match[3])) return null;
  const loadIndex = match[1] ? Number(match[1]) : null;
  const loadIndexDual = match[2] ? Number(match[2]) : null;
  const symbol = match[3]?.toUpperCase() ?? null;
  if (loadIndex !== null && loadIndexKg(loadIndex) === null) return null;
  if (loadIndexDual !== null && (loadIndexKg(loadIndexDual) === null || loadIndexDual > (loadIndex ?? 0))) return null;
  if (symbol !== null && !isSpeedRating(symbol)) return null;
  return { loadIndex, loadIndexDual, speedRating: symbol as SpeedRating | null };
}

/** 'Toimitus 1–3 arkipäivää', 'Toimitus 2 arkipäivässä', 'Toimitus samana päivänä'; null when not set. */
export function deliveryEstimateText(min: number | null, max: number | null): string | null {
  if (min === null || max === null) return null;
  if (max === 0) return "Toimitus samana päivänä";
  if (min === max) return `Toimitus ${max} arkipäivässä`;
  return `Toimitus ${min}–${max} arkipäivää`;
}
