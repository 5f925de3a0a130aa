import { and, asc, desc, eq, gte, lte } from "drizzle-orm";
import { db } from "#db/client";
import { campaigns } from "#db/schema";
import { campaignDayBounds } from "~/features/campaigns/dates.rules";
import type { CampaignInput } from "~/features/campaigns/rules";
import { contentChanged } from "~/services/content-version.server";
import { describeChange, noteChange, recordName, updateAudited } from "~/services/audit.server";

/** A campaign as the public site sees it (GET /api/campaigns/active). */
export type PublicCampaign = {
  _id: number;
  name: string;
  description: string;
  imageUrl: string | null;
  endDate: string;
};

export type Campaign = typeof campaigns.$inferSelect;

/**
 * The SQL of `isCampaignRunning` (app/features/campaigns/dates.rules.ts): switched on, its first Helsinki day come
 * and its last not over. One rule for the public list and the admin's status.
 */
function runningAt(now: Date) {
  const { dayStart, dayEnd } = campaignDayBounds(now);
  return and(eq(campaigns.isActive, true), lte(campaigns.startDate, dayEnd), gte(campaigns.endDate, dayStart));
}

/** Campaigns switched on and running at `now`, the one ending first on top. */
export async function listActiveCampaigns(now: Date = new Date()): Promise<PublicCampaign[]> {
  const rows = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      description: campaigns.description,
      imageUrl: campaigns.imageUrl,
      endDate: campaigns.endDate,
    })
    .from(campaigns)
    .where(runningAt(now))
    .orderBy(asc(campaigns.endDate), asc(campaigns.id));
  return rows.map(({ id, endDate, ...rest }) => ({ _id: id, ...rest, endDate: endDate.toISOString() }));
}

/** The running campaigns with every field, for the admin's 'Aktiiviset kampanjat'. */
export function listRunningCampaigns(now: Date = new Date()): Promise<Campaign[]> {
  return db.select().from(campaigns).where(runningAt(now)).orderBy(asc(campaigns.endDate), asc(campaigns.id));
}

/** Every campaign for the admin table: the latest start first. */
export function listCampaigns(): Promise<Campaign[]> {
  return db.select().from(campaigns).orderBy(desc(campaigns.startDate), desc(campaigns.id));
}

export async function getCampaign(id: number): Promise<Campaign | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row ?? null;
}

/** A new campaign is switched on: it shows on the site from its first day. */
export async function createCampaign(input: CampaignInput): Promise<Campaign> {
  const [row] = await db.insert(campaigns).values({ ...input, isActive: true }).returning();
  noteChange(recordName(campaigns, row.id), null, row);
  describeChange("create", `Lisäsi kampanjan ${row.name}`, recordName(campaigns, row.id));
  await contentChanged();
  return row;
}

export async function updateCampaign(id: number, input: CampaignInput): Promise<Campaign | null> {
  const [row] = await updateAudited(campaigns, eq(campaigns.id, id), { ...input, updatedAt: new Date() });
  if (row) describeChange("update", `Muutti kampanjaa ${row.name}`, recordName(campaigns, id));
  await contentChanged();
  return row ?? null;
}

/** Activate (reactivate) or deactivate; the campaign as it is now, or null when there is none. */
export async function setCampaignActive(id: number, isActive: boolean): Promise<Campaign | null> {
  const [row] = await updateAudited(campaigns, eq(campaigns.id, id), { isActive, updatedAt: new Date() });
  if (row) describeChange(isActive ? "publish" : "update", `${isActive ? "Otti käyttöön" : "Poisti käytöstä"} kampanjan ${row.name}`, recordName(campaigns, id));
  await contentChanged();
  return row ?? null;
}

export async function deleteCampaign(id: number): Promise<boolean> {
  const deleted = await db.delete(campaigns).where(eq(campaigns.id, id)).returning();
  if (deleted[0]) {
    noteChange(recordName(campaigns, id), deleted[0], null);
    describeChange("delete", `Poisti kampanjan ${deleted[0].name}`, recordName(campaigns, id));
  }
  await contentChanged();
  return deleted.length > 0;
}
