/**
 * Helsinki time, the one module for it: wall-clock time of an instant, calendar days, and the
 * `<input type="datetime-local">` and `<input type="date">` values the admin types in Finnish time
 * whatever zone the server or browser runs in. No Intl (decision 0024: the first Intl object costs a
 * page its ICU set-up). Finland follows the EU rule: summer time (UTC+3) from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October, UTC+2 otherwise. Exact from 1996, when
 * the EU moved the end to October; tests/unit/helsinki-clock.test.ts compares it with Intl's
 * Europe/Helsinki.
 */

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based), when the EU's clocks change. */
function lastSundayChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Helsinki's offset from UTC at an instant, in hours: 3 in summer time, 2 otherwise. */
export function helsinkiOffsetHours(instant: Date): 2 | 3 {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  return time >= lastSundayChange(year, 2) && time < lastSundayChange(year, 9) ? 3 : 2;
}

export type HelsinkiWallClock = {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday, as Date.getDay */
  weekday: number;
};

/** The Helsinki calendar day, time and weekday of an instant. */
export function helsinkiWallClock(instant: Date): HelsinkiWallClock {
  // As Intl's format does: an invalid date is an error, not 'NaN.NaN.NaN'.
  if (Number.isNaN(instant.getTime())) throw new RangeError("Invalid time value");
  const shifted = new Date(instant.getTime() + helsinkiOffsetHours(instant) * HOUR_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
}

export const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The Helsinki calendar day of an instant (now by default), 'YYYY-MM-DD': the value of an `<input type="date">`. */
export function helsinkiDay(instant: Date = new Date()): string {
  const clock = helsinkiWallClock(instant);
  return `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)}`;
}

// ---------------------------------------------------------------- calendar days

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (not 2026-02-30), years 2000–2999. */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 2000 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day after a calendar day, 'YYYY-MM-DD' (month and year ends, leap days). */
export function nextDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * 00:00 Helsinki time of a calendar day. Finland moves its clocks at 03:00/04:00, never at midnight, so
 * midnight always exists once: it is 22:00 UTC the day before in winter (UTC+2), 21:00 UTC in summer.
 * Null for anything that is not a calendar day.
 */
export function startOfHelsinkiDay(day: string): Date | null {
  if (!isCalendarDay(day)) return null;
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  for (const offsetHours of [2, 3]) {
    const candidate = new Date(midnightUtc - offsetHours * HOUR_MS);
    const clock = helsinkiWallClock(candidate);
    if (helsinkiDay(candidate) === day && clock.hour === 0 && clock.minute === 0) return candidate;
  }
  return null; // unreachable while Finland keeps its rules
}

/** The last millisecond of a calendar day in Helsinki (23:59:59.999). */
export function endOfHelsinkiDay(day: string): Date | null {
  if (!isCalendarDay(day)) return null;
  const next = startOfHelsinkiDay(nextDay(day));
  return next ? new Date(next.getTime() - 1) : null;
}

/**
 * A day as the admin or a JSON client gives it: 'YYYY-MM-DD', or a full ISO timestamp (e.g. what
 * `toISOString()` of a browser date gives), read as its Helsinki calendar day. "" when neither.
 */
export function toCalendarDay(value: string): string {
  const trimmed = value.trim();
  if (DAY_PATTERN.test(trimmed)) return isCalendarDay(trimmed) ? trimmed : "";
  if (!ISO_INSTANT_PATTERN.test(trimmed)) return "";
  const parsed = new Date(trimmed);
  if (Number.isNaN(parsed.getTime())) return "";
  const day = helsinkiDay(parsed);
  return isCalendarDay(day) ? day : "";
}

// ---------------------------------------------------------------- datetime-local

/** The Helsinki wall time of an instant as 'YYYY-MM-DDTHH:mm' (the value of an `<input type="datetime-local">`). */
export function toHelsinkiWallTime(instant: Date | string): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  const clock = helsinkiWallClock(date);
  return `${helsinkiDay(date)}T${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
}

const WALL_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const STRICT_WALL_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The instant of a Helsinki wall time 'YYYY-MM-DDTHH:mm' (seconds allowed): the one parser of a
 * `datetime-local` value (scheduled articles and newsletters). Finland is UTC+2 in winter and UTC+3 in
 * summer. A time the clocks skip in March (03:00–03:59) is read an hour later, as the clocks show it; a
 * time that occurs twice in October is the first one (both as browsers and Temporal's 'compatible' rule
 * do). An ISO timestamp with 'Z' or an offset (a JSON client) is taken as is. Null for anything else or
 * a day that does not exist; years 2000–2999.
 *
 * `strict` (newsletters' send time): only what the input itself sends, 'YYYY-MM-DDTHH:mm', and a time
 * the clocks skip is null, so a send is never moved an hour without the admin seeing it.
 */
export function parseHelsinkiWallTime(text: string, { strict = false }: { strict?: boolean } = {}): Date | null {
  const value = strict ? text : text.trim();
  if (strict && !STRICT_WALL_TIME_PATTERN.test(value)) return null;
  if (ISO_INSTANT_PATTERN.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) || !isCalendarDay(toHelsinkiWallTime(instant).slice(0, 10)) ? null : instant;
  }
  const match = WALL_TIME_PATTERN.exec(value);
  if (!match) return null;
  const [, day, hourText, minuteText, secondText] = match;
  const [hour, minute, second] = [Number(hourText), Number(minuteText), Number(secondText ?? 0)];
  if (!isCalendarDay(day) || hour > 23 || minute > 59 || second > 59) return null;
  const asUtc = Date.parse(`${day}T${hourText}:${minuteText}:00Z`) + second * 1000;
  const wanted = `${day}T${hourText}:${minuteText}`;
  for (const offsetHours of [3, 2]) {
    const candidate = new Date(asUtc - offsetHours * HOUR_MS);
    if (toHelsinkiWallTime(candidate) === wanted) return candidate;
  }
  // In the skipped hour: the winter offset, which the clocks read an hour later.
  return strict ? null : new Date(asUtc - 2 * HOUR_MS);
}
