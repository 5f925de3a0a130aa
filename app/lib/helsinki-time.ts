/**
 * Helsinki wall-clock time for `<input type="datetime-local">` fields: the admin types Finnish time,
 * whatever zone the server or browser runs in (scheduled articles and newsletters).
 */
import { isCalendarDay } from "./campaign-dates";
import { helsinkiIsoDay, helsinkiWallClock, twoDigits } from "./helsinki-clock";

/** The Helsinki wall time of an instant as 'YYYY-MM-DDTHH:mm' (the value of an `<input type="datetime-local">`). */
export function toHelsinkiWallTime(instant: Date | string): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  const clock = helsinkiWallClock(date);
  return `${helsinkiIsoDay(date)}T${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
}

const WALL_TIME_PATTERN = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const ISO_INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant of a Helsinki wall time 'YYYY-MM-DDTHH:mm' (seconds allowed). Finland is UTC+2 in winter
 * and UTC+3 in summer. A time the clocks skip in March (03:00–03:59) is read an hour later, as the
 * clocks show it; a time that occurs twice in October is the first one (both as browsers and
 * Temporal's 'compatible' rule do). An ISO timestamp with 'Z' or an offset (a JSON client) is taken as
 * is. Null for anything else or a day that does not exist; years 2000–2999.
 */
export function parseHelsinkiWallTime(text: string): Date | null {
  const value = text.trim();
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
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    if (toHelsinkiWallTime(candidate) === wanted) return candidate;
  }
  // In the skipped hour: the winter offset, which the clocks read an hour later.
  return new Date(asUtc - 2 * 3_600_000);
}
