import { formatFinnishNumber } from "./finnish-number";
import { helsinkiWallClock, twoDigits } from "./helsinki-time";

// Plain JavaScript, not Intl: these run while public pages hydrate (decision 0024); the output is the
// fi-FI/Europe/Helsinki one of Intl (tests/unit/helsinki-clock.test.ts compares them).

const toInstant = (value: string | Date) => (typeof value === "string" ? new Date(value) : value);

/** '21.11.2026 klo 14.05' style timestamp in the shop's time zone. */
export function formatDateTime(value: string | Date): string {
  const clock = helsinkiWallClock(toInstant(value));
  return `${clock.day}.${clock.month}.${clock.year} klo ${twoDigits(clock.hour)}.${twoDigits(clock.minute)}`;
}

/** A date in the Finnish format, e.g. '21.11.2026'. */
export function formatDate(value: string | Date): string {
  const clock = helsinkiWallClock(toInstant(value));
  return `${clock.day}.${clock.month}.${clock.year}`;
}

/** '05.03.2026 14:05': fixed two-digit parts in the shop's time zone (Intl's fi-FI drops the zeros and says 'klo'). */
export function formatDateTimeNumeric(value: string | Date): string {
  const clock = helsinkiWallClock(toInstant(value));
  return `${twoDigits(clock.day)}.${twoDigits(clock.month)}.${clock.year} ${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;
}

/** A calendar day 'YYYY-MM-DD' (already in Helsinki time) as '05.03.2026'; no time zone conversion. */
export function formatCalendarDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDay;
}

/** A number with a fixed count of decimals and the Finnish decimal comma, e.g. 7.5 → '7,5'. */
export function formatDecimal(value: number, decimals = 1): string {
  return formatFinnishNumber(value, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
