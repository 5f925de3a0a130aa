import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { campaigns } from "#db/schema";
import { seedDatabase } from "#db/seed";
import { listActiveCampaigns } from "~/features/campaigns/model.server";
import { loader as homeLoader } from "~/routes/_site._index";
import { loader } from "~/routes/api.campaigns.active";
import { action as closeBox } from "~/routes/kampanjat.sulje";
import { getRequest, postForm } from "../support/requests";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("active campaigns", () => {
  beforeAll(async () => {
    await seedDatabase(db);
  });

  it("lists the two running seeded campaigns, ending soonest first, and not the expired one", async () => {
    const list = await listActiveCampaigns();
    expect(list.map((c) => c.name)).toEqual(["Talvirenkaiden asennus kaupan päälle", "Rengashotelli -20 % ensimmäinen kausi"]);
    expect(list.map((c) => c.name)).not.toContain("Kesärenkaiden kevätale");
  });

  it("leaves out a switched-off campaign and one that has not started yet", async () => {
    const now = new Date();
    const [hidden] = await db
      .insert(campaigns)
      .values({ name: "Pois päältä", startDate: new Date(now.getTime() - DAY_MS), endDate: new Date(now.getTime() + DAY_MS), isActive: false })
      .returning({ id: campaigns.id });
    await db.insert(campaigns).values({
      name: "Tulossa",
      startDate: new Date(now.getTime() + DAY_MS),
      endDate: new Date(now.getTime() + 5 * DAY_MS),
    });
    const names = (await listActiveCampaigns(now)).map((c) => c.name);
    expect(names).not.toContain("Pois päältä");
    expect(names).not.toContain("Tulossa");
    expect(names).toHaveLength(2);

    await db.update(campaigns).set({ isActive: true }).where(eq(campaigns.id, hidden.id));
    expect((await listActiveCampaigns(now)).map((c) => c.name)[0]).toBe("Pois päältä");
    await db.update(campaigns).set({ isActive: false }).where(eq(campaigns.id, hidden.id));
  });

  it("counts a campaign as running at its start and end instant", async () => {
    const list = await listActiveCampaigns();
    const first = list[0];
    expect((await listActiveCampaigns(new Date(first.endDate))).map((c) => c._id)).toContain(first._id);
    expect((await listActiveCampaigns(new Date(new Date(first.endDate).getTime() + 1))).map((c) => c._id)).not.toContain(first._id);
  });

  it("GET /api/campaigns/active answers the public shape as JSON", async () => {
    const response = await loader();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await response.json()) as Record<string, unknown>[];
    expect(body).toHaveLength(2);
    for (const campaign of body) {
      expect(Object.keys(campaign).sort()).toEqual(["_id", "description", "endDate", "imageUrl", "name"]);
      expect(typeof campaign._id).toBe("number");
      expect(new Date(campaign.endDate as string).toISOString()).toBe(campaign.endDate);
    }
    expect(body[0]).toMatchObject({ name: "Talvirenkaiden asennus kaupan päälle", imageUrl: null });
    expect(body[0].description).toMatch(/ASENNUS|asennus/);
  });

  it("POST /kampanjat/sulje remembers the closed box in a cookie and goes back to a local page only", async () => {
    const args = (request: Request) => ({ request, params: {}, context: {} });
    const response = await closeBox(args(postForm("/kampanjat/sulje", { redirectTo: "/?kampanja=1" })));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/?kampanja=1");
    expect(response.headers.get("Set-Cookie")).toMatch(/^campaigns_closed=1; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    const offsite = await closeBox(args(postForm("/kampanjat/sulje", { redirectTo: "https://evil.example/" })));
    expect(offsite.headers.get("Location")).toBe("/");
  });

  it("the home page leaves the campaigns out once the box was closed", async () => {
    const args = (request: Request) => ({ request, params: {}, context: {} });
    expect((await homeLoader(args(getRequest("/")))).campaigns).toHaveLength(2);
    const closed = await homeLoader(args(getRequest("/", { Cookie: "theme=x; campaigns_closed=1" })));
    expect(closed.campaigns).toEqual([]);
    expect(closed.settings.hero.title).toBe("Luotettavaa Rengaspalvelua");
  });
});
