/**
 * When a campaign runs (decision 0018). The admin enters campaigns as Helsinki calendar days; they are
 * stored as instants: the start as 00:00 Helsinki time of the first day, the end as the last
 * millisecond (23:59:59.999) of the last day. A campaign is judged by the Helsinki calendar days of its
 * stored instants, so a campaign saved any other way (the seed, an old row) follows the same rule:
 * it shows on the site from the start of its first day to the end of its last day, Helsinki time, with
 * nothing written when it ends. The public list and the admin's status both use `campaignDayBounds`.
 * No I/O; no Intl (decision 0024), the Helsinki clock comes from helsinki-clock.ts.
 */
import { helsinkiIsoDay, helsinkiWallClock } from "./helsinki-clock";

export const CAMPAIGN_TIME_ZONE = "Europe/Helsinki";

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Helsinki calendar day of an instant, 'YYYY-MM-DD' (the value of an `<input type="date">`). */
export function helsinkiDay(instant: Date): string {
  return helsinkiIsoDay(instant);
}

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
    const candidate = new Date(midnightUtc - offsetHours * 3_600_000);
    const clock = helsinkiWallClock(candidate);
    if (helsinkiIsoDay(candidate) === day && clock.hour === 0 && clock.minute === 0) return candidate;
  }
  return null; // unreachable while Finland keeps its rules
}

/** The last millisecond of a calendar day in Helsinki (23:59:59.999): the stored end of a campaign. */
export function endOfHelsinkiDay(day: string): Date | null {
  if (!isCalendarDay(day)) return null;
  const next = startOfHelsinkiDay(nextDay(day));
  return next ? new Date(next.getTime() - 1) : null;
}

/** The first and the last instant of `now`'s Helsinki day. */
export function campaignDayBounds(now: Date): { dayStart: Date; dayEnd: Date } {
  const today = helsinkiDay(now);
  return { dayStart: startOfHelsinkiDay(today)!, dayEnd: endOfHelsinkiDay(today)! };
}

type Dated = { startDate: Date | string; endDate: Date | string };
const time = (value: Date | string) => (typeof value === "string" ? new Date(value) : value).getTime();

/** Its last day is over in Helsinki: the end lies before today's first instant. */
export function hasCampaignEnded(campaign: Pick<Dated, "endDate">, now: Date): boolean {
  return time(campaign.endDate) < campaignDayBounds(now).dayStart.getTime();
}

/** Its first day has come in Helsinki: the start lies before the end of today. */
export function hasCampaignStarted(campaign: Pick<Dated, "startDate">, now: Date): boolean {
  return time(campaign.startDate) <= campaignDayBounds(now).dayEnd.getTime();
}

/** Shown on the public site now: switched on, started and not ended (the SQL of listActiveCampaigns). */
export function isCampaignRunning(campaign: Dated & { isActive: boolean }, now: Date): boolean {
  return campaign.isActive && hasCampaignStarted(campaign, now) && !hasCampaignEnded(campaign, now);
}

export type CampaignStatus = "active" | "inactive";

/** The admin table's status: 'Aktiivinen' when switched on and not ended (a future one counts). */
export function campaignStatus(campaign: Pick<Dated, "endDate"> & { isActive: boolean }, now: Date): CampaignStatus {
  return campaign.isActive && !hasCampaignEnded(campaign, now) ? "active" : "inactive";
}

/**
 * A day as the admin or a JSON client gives it: 'YYYY-MM-DD', or a full ISO timestamp (e.g. what
 * `toISOString()` of a browser date gives), read as its Helsinki calendar day. "" when neither.
 */
export function toCalendarDay(value: string): string {
  const trimmed = value.trim();
  if (DAY_PATTERN.test(trimmed)) return isCalendarDay(trimmed) ? trimmed : "";
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(trimmed)) return "";
  const parsed = new Date(trimmed);
  if (Number.isNaN(parsed.getTime())) return "";
  const day = helsinkiDay(parsed);
  return isCalendarDay(day) ? day : "";
}
