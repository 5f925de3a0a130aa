/**
 * The content cache (decision 0024): the layout's opening hours and the home page's settings and campaigns
 * come from memory while nothing changed – a write behind the app's back is not seen – and an admin change
 * shows on the very next request.
 */
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/client";
import { blogArticles, businessSettings, campaigns, homepageSettings } from "#db/schema";
import { seedDatabase } from "#db/seed";
import { DEFAULT_BUSINESS_HOURS } from "~/features/hours/rules";
import { contentChanged, listeningForContentChanges } from "~/services/content-version.server";
import type { PriceList } from "~/features/price-list/rules";
import { savePriceList } from "~/features/price-list/model.server";
import { createArticle, deleteArticle, updateArticle } from "~/features/blog/model.server";
import { setClockOffsetMinutes } from "~/services/clock.server";
import { loader as articleLoader } from "~/routes/_site.artikkelit.$slug";
import { action as deactivateAction } from "~/routes/admin.kampanjat.$id.poista-kaytosta";
import { action as activateAction } from "~/routes/admin.kampanjat.$id.aktivoi";
import { loader as homeLoader } from "~/routes/_site._index";
import { loader as siteLoader } from "~/routes/_site";
import { loader as priceListLoader } from "~/routes/_site.hinnasto";
import { getRequest } from "../support/requests";
import { adminCookie, post, run } from "../support/tyre-admin";
import { saveBusinessHours } from "~/features/hours/model.server";

type SiteData = { hours: { day: string; close: string }[] | null };
type ArticleData = { contentHtml: string };
type HomeData = { settings: { hero: { title: string } }; campaigns: { _id: number; name: string }[] };

const site = async () => (await run(siteLoader, getRequest("/"))) as SiteData;
const home = async () => (await run(homeLoader, getRequest("/"))) as HomeData;
const saturdayClose = (data: SiteData) => data.hours?.find((day) => day.day === "la")?.close;

let cookie: string;

beforeAll(async () => {
  await seedDatabase(db);
  cookie = await adminCookie("sisalto-admin");
  // On Postgres, starting to listen moves the version once (a change may have been missed before it).
  await listeningForContentChanges();
});

describe("content cache", () => {
  it("serves the opening hours from memory until the content changes, then the admin's new hours at once", async () => {
    await saveBusinessHours(DEFAULT_BUSINESS_HOURS);
    const before = saturdayClose(await site());

    // Written behind the app's back: the cache does not go to the database, so the page does not see it…
    const sneaky = DEFAULT_BUSINESS_HOURS.map((day) => (day.day === "la" ? { ...day, close: "11:00" } : day));
    await db.update(businessSettings).set({ businessHours: sneaky }).where(eq(businessSettings.id, 1));
    expect(saturdayClose(await site())).toBe(before);
    // …until something says the content changed (another process's NOTIFY does the same).
    await contentChanged();
    expect(saturdayClose(await site())).toBe("11:00");

    // What the admin's 'Tallenna' calls: seen on the next request.
    await saveBusinessHours(DEFAULT_BUSINESS_HOURS.map((day) => (day.day === "la" ? { ...day, close: "13:30" } : day)));
    expect(saturdayClose(await site())).toBe("13:30");
    await saveBusinessHours(DEFAULT_BUSINESS_HOURS);
  });

  it("shows a campaign the admin switches off or on on the next home page request", async () => {
    const shown = (await home()).campaigns;
    expect(shown.length).toBeGreaterThan(0);
    const campaign = shown[0];

    await run(deactivateAction, post(`/admin/kampanjat/${campaign._id}/poista-kaytosta`, {}, cookie), { id: String(campaign._id) });
    expect((await home()).campaigns.map((c) => c._id)).not.toContain(campaign._id);

    await run(activateAction, post(`/admin/kampanjat/${campaign._id}/aktivoi`, {}, cookie), { id: String(campaign._id) });
    expect((await home()).campaigns.map((c) => c._id)).toContain(campaign._id);

    // A rename made outside the app waits for the next content change.
    await db.update(campaigns).set({ name: "Muutettu ohi sovelluksen" }).where(eq(campaigns.id, campaign._id));
    expect((await home()).campaigns.find((c) => c._id === campaign._id)?.name).toBe(campaign.name);
    await contentChanged();
    expect((await home()).campaigns.find((c) => c._id === campaign._id)?.name).toBe("Muutettu ohi sovelluksen");
  });

  it("shows a saved price list on the next /hinnasto request", async () => {
    const page = async () => ((await run(priceListLoader, getRequest("/hinnasto"))) as { priceList: PriceList }).priceList;
    const before = await page();
    const changed = { ...before, vatText: "24 % (testi)" };
    await savePriceList(changed);
    expect((await page()).vatText).toBe("24 % (testi)");
    await savePriceList(before);
    expect((await page()).vatText).toBe(before.vatText);
  });

  it("reads the homepage settings again after a change", async () => {
    const title = (await home()).settings.hero.title;
    await db.execute(sql`update ${homepageSettings} set settings = jsonb_set(settings, '{hero,title}', '"Uusi otsikko"') where id = 1`);
    expect((await home()).settings.hero.title).toBe(title);
    await contentChanged();
    expect((await home()).settings.hero.title).toBe("Uusi otsikko");
  });

  it("shows an article from memory, the admin's edit on the next request, and a scheduled article once its time comes", async () => {
    const slug = "valimuisti-artikkeli";
    const input = { title: "Välimuistin artikkeli", content: "Ensimmäinen versio.", keywords: [], slug, description: "", featureImage: null, featureImageAlt: "", publishAt: null };
    const created = await createArticle(input);
    if (!created.ok) throw new Error("article not created");
    const page = async (path = slug) => (await run(articleLoader, getRequest(`/artikkelit/${path}`), { slug: path })) as ArticleData | Response;
    const html = async (path?: string) => {
      const data = await page(path);
      return data instanceof Response ? data.status : data.contentHtml;
    };
    expect(await html()).toContain("Ensimmäinen versio.");

    await db.update(blogArticles).set({ content: "Ohi sovelluksen." }).where(eq(blogArticles.slug, slug));
    expect(await html()).toContain("Ensimmäinen versio.");
    await updateArticle(created.article.id, { ...input, content: "Toinen versio." });
    expect(await html()).toContain("Toinen versio.");

    // Not found is never kept: a scheduled article turns public by time alone, with no write.
    const later = "ajastettu-artikkeli";
    await createArticle({ ...input, title: "Ajastettu", slug: later, publishAt: new Date(Date.now() + 60 * 60_000) });
    expect(await html(later)).toBe(404);
    setClockOffsetMinutes(61);
    try {
      expect(await html(later)).toContain("Ensimmäinen versio.");
    } finally {
      setClockOffsetMinutes(0);
    }

    await deleteArticle(created.article.id);
    expect(await html()).toBe(404);
  });
});
