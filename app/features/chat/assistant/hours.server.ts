/**
 * Opening hours as the bot tells them: the whole week, or only the days asked ('Oletteko auki
 * lauantaina?' gets Saturday), plus today's hours when they differ from the usual ones. The hours come
 * from the database; 'usual' is the site's default week, the same rule that makes the opening-hours
 * button pulse. Printed as they are: businessHoursSchema lets only 'hh:mm' through on read.
 */
import {
  type BusinessHours,
  type BusinessHoursEntry,
  DEFAULT_BUSINESS_HOURS,
  WEEKDAYS,
  WEEKDAY_NAMES,
  type Weekday,
  formatHoursRange,
  weekdayInHelsinki,
} from "~/features/hours/rules";
import { COMPANY } from "~/content/company";
import { WEEKDAY_ESSIVE } from "~/lib/finnish";
import { formatDate } from "~/lib/format";

const ADDRESS = `Osoite: ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.town}.`;

function isUnusual(entry: BusinessHoursEntry | undefined, day: Weekday): boolean {
  const usual = DEFAULT_BUSINESS_HOURS.find((candidate) => candidate.day === day);
  if (!entry || !usual) return false;
  if (entry.isClosed || usual.isClosed) return entry.isClosed !== usual.isClosed;
  return entry.open !== usual.open || entry.close !== usual.close;
}

function openText(entry: BusinessHoursEntry | undefined): string {
  return !entry || entry.isClosed ? "olemme **suljettuna**" : `olemme auki **${formatHoursRange(entry)}**`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The whole week with today highlighted. */
export function weekHoursMarkdown(hours: BusinessHours, now: Date): string {
  const today = weekdayInHelsinki(now);
  const byDay = new Map(hours.map((entry) => [entry.day, entry]));
  const todayText = `Tänään (${WEEKDAY_NAMES[today].toLowerCase()} ${formatDate(now)}) ${openText(byDay.get(today))}.`;
  const week = WEEKDAYS.map((day) => {
    const entry = byDay.get(day);
    const text = entry ? formatHoursRange(entry) : "Suljettu";
    return day === today ? `- **${WEEKDAY_NAMES[day]} (tänään): ${text}**` : `- ${WEEKDAY_NAMES[day]}: ${text}`;
  });
  return [todayText, "", "Aukioloajat tällä viikolla:", ...week, "", ADDRESS].join("\n");
}

/** Only the days asked, each in one sentence; today's hours added when they are not the usual ones. */
export function dayHoursMarkdown(hours: BusinessHours, days: readonly Weekday[], now: Date): string {
  const today = weekdayInHelsinki(now);
  const byDay = new Map(hours.map((entry) => [entry.day, entry]));
  const lines = days.map((day) => {
    const when = day === today ? `Tänään (${WEEKDAY_ESSIVE[day]} ${formatDate(now)})` : capitalise(WEEKDAY_ESSIVE[day]);
    const unusual = isUnusual(byDay.get(day), day) ? " (poikkeava aukioloaika)" : "";
    return `${when} ${openText(byDay.get(day))}${unusual}.`;
  });
  if (!days.includes(today) && isUnusual(byDay.get(today), today)) {
    lines.push("", `Huomaa: tänään (${WEEKDAY_NAMES[today].toLowerCase()} ${formatDate(now)}) ${openText(byDay.get(today))} – poikkeava aukioloaika.`);
  }
  return [...lines, "", `${ADDRESS} Koko viikon ajat: [Ota yhteyttä](/ota-yhteytta).`].join("\n");
}

const ENGLISH_DAYS: Record<Weekday, string> = { ma: "Mon", ti: "Tue", ke: "Wed", to: "Thu", pe: "Fri", la: "Sat", su: "Sun" };

/** 'Mon 09:00–17:00, …, Sun closed' for the English answer. */
export function englishHoursLine(hours: BusinessHours): string {
  const byDay = new Map(hours.map((entry) => [entry.day, entry]));
  return WEEKDAYS.map((day) => {
    const entry = byDay.get(day);
    return `${ENGLISH_DAYS[day]} ${!entry || entry.isClosed ? "closed" : formatHoursRange(entry)}`;
  }).join(", ");
}
