/*
 * What every public page reads besides the catalogue – opening hours, homepage settings, running
 * campaigns, the review summary – kept in memory while the content version (services/content-version.server.ts)
 * stays the same, so a page view makes no database round-trip when nothing changed. An entry is also
 * read again after MAX_AGE_MS: the backstop for a write made outside the app (psql) or a notification
 * another process missed. Concurrent callers share one read; a failed read is not kept. Decision 0024.
 */
import { campaignDayBounds } from "~/features/campaigns/dates.rules";
import { type HomepageSettings, defaultHomepageSettings } from "~/features/homepage/schema";
import type { ReviewSummary } from "~/features/reviews/rules";
import { type Article, getArticleBySlug } from "~/features/blog/model.server";
import { type PublicCampaign, listActiveCampaigns } from "~/features/campaigns/model.server";
import { contentVersion } from "~/services/content-version.server";
import type { PriceList } from "~/features/price-list/rules";
import { getPriceList } from "~/features/price-list/model.server";
import { getReviewSummary } from "~/features/reviews/model.server";
import { getHomepageSettings } from "~/features/homepage/model.server";
import { withoutMissingBannerImages } from "~/features/homepage/banner-images.server";
import { type BusinessSettings, getBusinessSettings } from "~/features/hours/model.server";

const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 200; // a handful of keys and the articles being read: a bound, not a tuning knob

type Entry = { value: Promise<unknown>; version: number; storedAt: number };
const entries = new Map<string, Entry>();

/** The result of `read` for `key`, kept while the content version stays the same (and MAX_AGE_MS at most). */
export function cachedContentRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const version = contentVersion();
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.version === version && now - hit.storedAt < MAX_AGE_MS) return hit.value as Promise<T>;
  const value = read();
  const entry: Entry = { value, version, storedAt: now };
  entries.set(key, entry);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return value;
}

function forget(key: string): void {
  entries.delete(key);
}

/** Forgets everything (tests). */
export function clearContentCache(): void {
  entries.clear();
}

export function cachedBusinessSettings(): Promise<BusinessSettings> {
  return cachedContentRead("business-settings", getBusinessSettings);
}

/**
 * The home page's settings as the public sees them: a banner whose stored image is gone is switched off
 * (features/homepage/banner-images.server.ts). Deleting an image moves no content version; the entry's 60 s re-read catches it.
 */
export function cachedHomepageSettings(): Promise<HomepageSettings> {
  return cachedContentRead("homepage-settings", () => getHomepageSettings().then(withoutMissingBannerImages));
}

/** For the public home page: the defaults when the database cannot be read, so the page still renders. */
export async function cachedHomepageSettingsOrDefaults(): Promise<HomepageSettings> {
  try {
    return await cachedHomepageSettings();
  } catch (error) {
    console.error("Failed to load homepage settings", error);
    return defaultHomepageSettings();
  }
}

/** Running campaigns: what runs is decided per Helsinki day (campaigns/dates.rules.ts), so the day is in the key. */
export function cachedActiveCampaigns(now: Date = new Date()): Promise<PublicCampaign[]> {
  const { dayStart } = campaignDayBounds(now);
  return cachedContentRead(`campaigns:${dayStart.toISOString()}`, () => listActiveCampaigns(now));
}

export function cachedPriceList(): Promise<PriceList> {
  return cachedContentRead("price-list", getPriceList);
}

/**
 * A public article by its slug. Only a found one is kept: a scheduled article turns public by time alone,
 * with no write to move the content version. The article writers call contentChanged().
 */
export async function cachedPublicArticle(slug: string): Promise<Article | null> {
  const article = await cachedContentRead(`article:${slug}`, () => getArticleBySlug(slug));
  if (!article) forget(`article:${slug}`);
  return article;
}

/** The Google review summary: refreshed every few hours by design, so the backstop age is precise enough. */
export function cachedReviewSummary(): Promise<ReviewSummary> {
  return cachedContentRead("reviews", () => getReviewSummary());
}
