import { helsinkiWallClock } from "~/lib/helsinki-time";

/** Weekday codes in display order, Monday first as in Finland. */
export const WEEKDAYS = ["ma", "ti", "ke", "to", "pe", "la", "su"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  ma: "Maanantai",
  ti: "Tiistai",
  ke: "Keskiviikko",
  to: "Torstai",
  pe: "Perjantai",
  la: "Lauantai",
  su: "Sunnuntai",
};

export const WEEKDAY_SHORT: Record<Weekday, string> = {
  ma: "Ma",
  ti: "Ti",
  ke: "Ke",
  to: "To",
  pe: "Pe",
  la: "La",
  su: "Su",
};

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One day's hours. The zod schema that validates stored documents is in schema.ts. */
export type BusinessHoursEntry = { day: Weekday; open: string; close: string; isClosed: boolean };
/** Exactly seven entries, one per weekday, in order. */
export type BusinessHours = BusinessHoursEntry[];

export const DEFAULT_BUSINESS_HOURS: BusinessHours = WEEKDAYS.map((day) => {
  if (day === "la") return { day, open: "10:00", close: "13:00", isClosed: false };
  if (day === "su") return { day, open: "10:00", close: "13:00", isClosed: true };
  return { day, open: "09:00", close: "17:00", isClosed: false };
});

/**
 * Normalises what an admin types into a time field: blank or '--:--' gives 09:00,
 * a bare hour gives hh:00, 'h.mm' / 'h,mm' / 'h:mm' gives hh:mm. Anything else is
 * returned trimmed so validation can reject it with a message.
 */
export function normaliseTime(input: string | null | undefined): string {
  const value = (input ?? "").trim();
  if (value === "" || value === "--:--") return "09:00";
  const bareHour = /^(\d{1,2})$/.exec(value);
  if (bareHour) return `${bareHour[1].padStart(2, "0")}:00`;
  const hourMinute = /^(\d{1,2})[.,:](\d{2})$/.exec(value);
  if (hourMinute) return `${hourMinute[1].padStart(2, "0")}:${hourMinute[2]}`;
  return value;
}

export function isValidTime(value: string): boolean {
  return TIME_PATTERN.test(value);
}

function sameHours(a: BusinessHoursEntry, b: BusinessHoursEntry): boolean {
  if (a.isClosed || b.isClosed) return a.isClosed === b.isClosed;
  return a.open === b.open && a.close === b.close;
}

export function hoursEqual(a: BusinessHours, b: BusinessHours): boolean {
  return a.length === b.length && a.every((entry, index) => {
    const other = b[index];
    return entry.day === other.day && sameHours(entry, other);
  });
}

export function isDefaultHours(hours: BusinessHours): boolean {
  return hoursEqual(hours, DEFAULT_BUSINESS_HOURS);
}

export function formatHoursRange(entry: BusinessHoursEntry): string {
  return entry.isClosed ? "Suljettu" : `${entry.open}–${entry.close}`;
}

export type HoursLine = { label: string; text: string };

/**
 * The footer's summary: ma–pe as one line when all five weekdays are equal, otherwise one line
 * per weekday; then la and su only when they are open.
 */
export function groupHoursForFooter(hours: BusinessHours | null | undefined): HoursLine[] {
  if (!hours || hours.length === 0) return [];
  const byDay = new Map(hours.map((entry) => [entry.day, entry]));
  const weekdays = (["ma", "ti", "ke", "to", "pe"] as const)
    .map((day) => byDay.get(day))
    .filter((entry): entry is BusinessHoursEntry => entry !== undefined);
  const lines: HoursLine[] = [];
  const [first] = weekdays;
  if (first && weekdays.length === 5 && weekdays.every((entry) => sameHours(entry, first))) {
    lines.push({ label: "Ma–Pe", text: formatHoursRange(first) });
  } else {
    for (const entry of weekdays) lines.push({ label: WEEKDAY_SHORT[entry.day], text: formatHoursRange(entry) });
  }
  for (const day of ["la", "su"] as const) {
    const entry = byDay.get(day);
    if (entry && !entry.isClosed) lines.push({ label: WEEKDAY_SHORT[day], text: formatHoursRange(entry) });
  }
  return lines;
}

/** Weekday codes by Date.getDay's number, Sunday first. */
const WEEKDAY_BY_NUMBER: readonly Weekday[] = ["su", "ma", "ti", "ke", "to", "pe", "la"];

/** Weekday code of a date in the shop's time zone (Europe/Helsinki); no Intl (decision 0024). */
export function weekdayInHelsinki(date: Date): Weekday {
  return WEEKDAY_BY_NUMBER[helsinkiWallClock(date).weekday];
}
