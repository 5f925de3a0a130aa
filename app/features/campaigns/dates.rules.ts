/**
 * When a campaign runs (decision 0018). The admin enters campaigns as Helsinki calendar days; they are
 * stored as instants: the start as 00:00 Helsinki time of the first day, the end as the last
 * millisecond (23:59:59.999) of the last day. A campaign is judged by the Helsinki calendar days of its
 * stored instants, so a campaign saved any other way (the seed, an old row) follows the same rule:
 * it shows on the site from the start of its first day to the end of its last day, Helsinki time, with
 * nothing written when it ends. The public list and the admin's status both use `campaignDayBounds`.
 * No I/O; no Intl (decision 0024), Helsinki's days come from lib/helsinki-time.ts.
 */
import { endOfHelsinkiDay, helsinkiDay, startOfHelsinkiDay } from "~/lib/helsinki-time";

export const CAMPAIGN_TIME_ZONE = "Europe/Helsinki";

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
