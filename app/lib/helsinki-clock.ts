/**
 * Helsinki wall-clock time without Intl (decision 0024: the first Intl object costs a page its ICU
 * set-up). Finland follows the EU rule: summer time (UTC+3) from 01:00 UTC on the last Sunday of March
 * to 01:00 UTC on the last Sunday of October, UTC+2 otherwise. Exact from 1996, when the EU moved the
 * end to October; tests/unit/helsinki-clock.test.ts compares it with Intl's Europe/Helsinki.
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

/** The Helsinki calendar day of an instant, 'YYYY-MM-DD'. */
export function helsinkiIsoDay(instant: Date): string {
  const clock = helsinkiWallClock(instant);
  return `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)}`;
}
