/**
 * Pure rules of the tyre hotel ('Rengashotelli'): registration numbers, storage places, DOT weeks, and the
 * condition warnings the register, the reminder mail and the customer's own view all show.
 */
import type { TyreSeason } from "#db/schema/enum-values";
import { helsinkiWallClock } from "~/lib/helsinki-time";

/** Where a tyre sits: four on a car and a spare; a van's twin axle uses the extra two. */
export const TYRE_POSITIONS = [
  { code: "VE", label: "Vasen etu" },
  { code: "OE", label: "Oikea etu" },
  { code: "VT", label: "Vasen taka" },
  { code: "OT", label: "Oikea taka" },
  { code: "VA", label: "Vararengas" },
  { code: "LI", label: "Lisärengas" },
] as const;
export type TyrePosition = (typeof TYRE_POSITIONS)[number]["code"];

/** Below these the register warns (issue 31: winter tyres under 4 mm, summer tyres under 3 mm). */
export const TREAD_RECOMMENDED_MM: Record<TyreSeason, number> = { winter: 4, summer: 3 };
/** Older than this (from the DOT week) the shop recommends new tyres whatever the tread. */
export const AGE_LIMIT_YEARS = 6;

export const SEASON_LABEL: Record<TyreSeason, string> = { summer: "Kesärenkaat", winter: "Talvirenkaat" };

/**
 * A registration number as the register keeps it: upper case, no spaces, a Finnish plate with one hyphen
 * ('abc123', 'ABC 123', 'abc-123' → 'ABC-123'). Other plates (foreign, special) keep their letters, digits
 * and single hyphens. Null when it cannot be one (2–12 characters of A–Z, Å, Ä, Ö, 0–9, '-').
 */
export function normaliseRegistration(input: string): string | null {
  const compact = input.normalize("NFC").trim().toUpperCase().replace(/\s+/g, "");
  const finnish = /^([A-ZÅÄÖ]{1,3})-?(\d{1,3})$/.exec(compact);
  const plate = finnish ? `${finnish[1]}-${finnish[2]}` : compact.replace(/-+/g, "-");
  if (!/^[A-ZÅÄÖ0-9](?:[A-ZÅÄÖ0-9-]{0,10}[A-ZÅÄÖ0-9])?$/.test(plate) || plate.length < 2) return null;
  return plate;
}

/** A storage place 'hylly/paikka' ('a3 / 12' → 'A3/12'); null when it is not two short parts. */
export function normaliseLocation(input: string): string | null {
  const match = /^\s*([A-Za-zÅÄÖåäö0-9-]{1,8})\s*\/\s*([A-Za-zÅÄÖåäö0-9-]{1,8})\s*$/.exec(input.normalize("NFC"));
  return match ? `${match[1].toUpperCase()}/${match[2].toUpperCase()}` : null;
}

/** The shelf of a place ('A3/12' → 'A3'), for the occupancy view. */
export const shelfOf = (location: string) => location.split("/")[0];

/**
 * The DOT week of a tyre: four digits 'WWYY' (week 01–53, year 20YY), as moulded on the sidewall; spaces,
 * a slash or a 'DOT' prefix are allowed. Null when it is not one.
 */
export function parseDot(input: string): { week: number; year: number } | null {
  const digits = input.trim().replace(/^dot\s*/i, "").replace(/[\s/.-]/g, "");
  if (!/^\d{4}$/.test(digits)) return null;
  const week = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (week < 1 || week > 53) return null;
  return { week, year };
}

/** The Monday of ISO week `week` of `year` (UTC). */
function isoWeekMonday(year: number, week: number): Date {
  const fourthOfJanuary = new Date(Date.UTC(year, 0, 4));
  const weekday = (fourthOfJanuary.getUTCDay() + 6) % 7; // Monday 0
  return new Date(Date.UTC(year, 0, 4 - weekday + (week - 1) * 7));
}

/** Whole years from the DOT week to `today` (0 for a tyre made this year or a DOT week in the future). */
export function tyreAgeYears(dot: string, today: Date): number | null {
  const parsed = parseDot(dot);
  if (!parsed) return null;
  const made = isoWeekMonday(parsed.year, parsed.week);
  let years = today.getUTCFullYear() - made.getUTCFullYear();
  const anniversary = new Date(Date.UTC(today.getUTCFullYear(), made.getUTCMonth(), made.getUTCDate()));
  if (today < anniversary) years -= 1;
  return Math.max(0, years);
}

export type StoredTyreReading = { position: string; dot: string | null; treadMm: number | null };

export type ConditionWarning = { kind: "tread" | "age"; position: string; text: string };

const positionLabel = (code: string) => TYRE_POSITIONS.find((position) => position.code === code)?.label ?? code;
const millimetres = (value: number) => `${value.toLocaleString("fi-FI", { maximumFractionDigits: 1 })} mm`;

/**
 * What the shop warns about a set: a tyre's tread under the season's recommendation (winter 4 mm, summer
 * 3 mm), or a tyre older than AGE_LIMIT_YEARS by its DOT week. One warning per tyre and kind.
 */
export function conditionWarnings(set: { season: TyreSeason; tyres: readonly StoredTyreReading[] }, today: Date): ConditionWarning[] {
  const warnings: ConditionWarning[] = [];
  const limit = TREAD_RECOMMENDED_MM[set.season];
  for (const tyre of set.tyres) {
    const where = positionLabel(tyre.position);
    if (tyre.treadMm !== null && tyre.treadMm < limit) {
      warnings.push({ kind: "tread", position: tyre.position, text: `${where}: urasyvyys ${millimetres(tyre.treadMm)}, alle suositellun ${millimetres(limit)}` });
    }
    const age = tyre.dot ? tyreAgeYears(tyre.dot, today) : null;
    if (age !== null && age >= AGE_LIMIT_YEARS) {
      warnings.push({ kind: "age", position: tyre.position, text: `${where}: rengas on ${age} vuotta vanha (DOT ${tyre.dot}), suosittelemme uusia` });
    }
  }
  return warnings;
}

/** The shop's recommendation for a set, one sentence for the reminder and the customer's view. */
export function recommendation(warnings: readonly ConditionWarning[]): string {
  if (warnings.length === 0) return "Renkaat ovat hyvässä kunnossa seuraavalle kaudelle.";
  if (warnings.some((warning) => warning.kind === "tread")) return "Suosittelemme uusia renkaita ennen seuraavaa kautta: urasyvyys on alle suositellun.";
  return "Suosittelemme uusia renkaita: renkaat ovat yli kuusi vuotta vanhoja.";
}

/**
 * One round per season and year: '2026-winter' is the autumn 2026 reminder to fit winter tyres. The year is
 * Helsinki's, so a round sent just after midnight on New Year's Day counts in the new year.
 */
export const seasonKey = (season: TyreSeason, sendAt: Date) => `${helsinkiWallClock(sendAt).year}-${season}`;
