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

type OtherLanguage = "sv" | "en";

const DAY_NAMES: Record<OtherLanguage, Record<Weekday, string>> = {
  sv: { ma: "Måndag", ti: "Tisdag", ke: "Onsdag", to: "Torsdag", pe: "Fredag", la: "Lördag", su: "Söndag" },
  en: { ma: "Monday", ti: "Tuesday", ke: "Wednesday", to: "Thursday", pe: "Friday", la: "Saturday", su: "Sunday" },
};

const HOURS_TEXTS = {
  sv: {
    closed: "stängt",
    today: "i dag",
    week: "Öppettider den här veckan:",
    day: (name: string, entry: BusinessHoursEntry | undefined) =>
      !entry || entry.isClosed ? `På ${name.toLowerCase()} har vi **stängt**.` : `På ${name.toLowerCase()} har vi öppet **${formatHoursRange(entry)}**.`,
    address: `Adress: ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.town}.`,
    unusual: " (avvikande öppettid)",
  },
  en: {
    closed: "closed",
    today: "today",
    week: "Opening hours this week:",
    day: (name: string, entry: BusinessHoursEntry | undefined) =>
      !entry || entry.isClosed ? `On ${name} we are **closed**.` : `On ${name} we are open **${formatHoursRange(entry)}**.`,
    address: `Address: ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.town}.`,
    unusual: " (unusual opening hours)",
  },
} as const;

/** The week, or only the days asked, in Swedish or English; the same hours as the Finnish answers. */
export function hoursInLanguage(hours: BusinessHours, days: readonly Weekday[] | undefined, now: Date, language: OtherLanguage): string {
  const texts = HOURS_TEXTS[language];
  const names = DAY_NAMES[language];
  const today = weekdayInHelsinki(now);
  const byDay = new Map(hours.map((entry) => [entry.day, entry]));
  if (days && days.length > 0) {
    const lines = days.map((day) => `${texts.day(names[day], byDay.get(day))}${isUnusual(byDay.get(day), day) ? texts.unusual : ""}`);
    return [...lines, "", texts.address].join("\n");
  }
  const week = WEEKDAYS.map((day) => {
    const entry = byDay.get(day);
    const text = !entry || entry.isClosed ? texts.closed : formatHoursRange(entry);
    return day === today ? `- **${names[day]} (${texts.today}): ${text}**` : `- ${names[day]}: ${text}`;
  });
  return [texts.week, ...week, "", texts.address].join("\n");
}
