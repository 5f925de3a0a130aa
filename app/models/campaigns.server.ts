import { and, asc, eq, gte, lte } from "drizzle-orm";
import { db } from "#db/client";
import { campaigns } from "#db/schema";

/** A campaign as the public site sees it (GET /api/campaigns/active). */
export type PublicCampaign = {
  _id: number;
  name: string;
  description: string;
  imageUrl: string | null;
  endDate: string;
};

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
    .where(and(eq(campaigns.isActive, true), lte(campaigns.startDate, now), gte(campaigns.endDate, now)))
    .orderBy(asc(campaigns.endDate), asc(campaigns.id));
  return rows.map(({ id, endDate, ...rest }) => ({ _id: id, ...rest, endDate: endDate.toISOString() }));
}
