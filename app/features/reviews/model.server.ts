import { eq } from "drizzle-orm";
import { db } from "#db/client";
import { reviewCache } from "#db/schema";
import { NO_REVIEWS, type ReviewSummary } from "~/features/reviews/rules";
import { getEnv } from "~/services/env.server";
import { fetchPlaceDetails } from "~/services/google-places.server";

/** A page view is served from the cache while the stored answer is younger than this. */
export const REVIEW_CACHE_MS = 6 * 60 * 60 * 1000;
/** After a failed refresh the API is left alone this long (the cache or nothing is served meanwhile). */
export const REVIEW_RETRY_MS = 5 * 60 * 1000;

export type PlacesConfig = { apiKey: string; placeId: string };

type Options = {
  /** Defaults to GOOGLE_PLACES_API_KEY / GOOGLE_PLACE_ID; null means "not configured". */
  config?: PlacesConfig | null;
  now?: number;
  baseUrl?: string;
};

function configFromEnv(): PlacesConfig | null {
  const { GOOGLE_PLACES_API_KEY: apiKey, GOOGLE_PLACE_ID: placeId } = getEnv();
  return apiKey && placeId ? { apiKey, placeId } : null;
}

// Per process: one refresh at a time per place, and a pause after a failure.
const refreshing = new Map<string, Promise<ReviewSummary>>();
const summaryLoads = new Map<string, Promise<ReviewSummary>>();
const lastFailure = new Map<string, number>();

/**
 * The shop's reviews as Google has them: from review_cache when fetched less than 6 hours ago,
 * otherwise fetched again and stored. A failed fetch serves the last stored answer, however old, or
 * no reviews at all: nothing is ever made up.
 */
export async function getReviewSummary(options: Options = {}): Promise<ReviewSummary> {
  const config = options.config === undefined ? configFromEnv() : options.config;
  if (!config) return NO_REVIEWS;
  // Page views arriving together share one read-and-refresh: a view whose read began before another's
  // refresh was stored would otherwise find the cache stale and ask the API again.
  const loading = summaryLoads.get(config.placeId);
  if (loading) return loading;
  const task = loadSummary(config, options).finally(() => summaryLoads.delete(config.placeId));
  summaryLoads.set(config.placeId, task);
  return task;
}

async function loadSummary(config: PlacesConfig, options: Options): Promise<ReviewSummary> {
  const now = options.now ?? Date.now();
  const cached = await readCache(config.placeId);
  if (cached && now - cached.fetchedAt < REVIEW_CACHE_MS) return cached.summary;
  const failedAt = lastFailure.get(config.placeId);
  if (failedAt !== undefined && now - failedAt < REVIEW_RETRY_MS) return cached?.summary ?? NO_REVIEWS;
  try {
    return await refreshReviewCache({ ...options, config, now });
  } catch {
    return cached?.summary ?? NO_REVIEWS;
  }
}

/** Fetches and stores the reviews now (also for the maintenance job). Throws when the API fails. */
export async function refreshReviewCache(options: Options = {}): Promise<ReviewSummary> {
  const config = options.config === undefined ? configFromEnv() : options.config;
  if (!config) return NO_REVIEWS;
  const running = refreshing.get(config.placeId);
  if (running) return running;
  const now = options.now ?? Date.now();
  const task = (async () => {
    try {
      const summary = await fetchPlaceDetails({ ...config, baseUrl: options.baseUrl });
      await writeCache(config.placeId, summary, new Date(now));
      lastFailure.delete(config.placeId);
      return summary;
    } catch (error) {
      lastFailure.set(config.placeId, now);
      console.warn("Failed to load reviews:", error instanceof Error ? error.message : error);
      throw error;
    } finally {
      refreshing.delete(config.placeId);
    }
  })();
  refreshing.set(config.placeId, task);
  return task;
}

async function readCache(placeId: string): Promise<{ summary: ReviewSummary; fetchedAt: number } | null> {
  const [row] = await db.select().from(reviewCache).where(eq(reviewCache.placeId, placeId));
  if (!row) return null;
  return {
    fetchedAt: row.fetchedAt.getTime(),
    summary: { reviews: row.reviews, rating: Number(row.rating), user_ratings_total: row.userRatingsTotal },
  };
}

async function writeCache(placeId: string, summary: ReviewSummary, fetchedAt: Date): Promise<void> {
  const values = {
    rating: summary.rating.toFixed(1),
    userRatingsTotal: summary.user_ratings_total,
    reviews: summary.reviews,
    fetchedAt,
  };
  await db
    .insert(reviewCache)
    .values({ placeId, ...values })
    .onConflictDoUpdate({ target: reviewCache.placeId, set: values });
}
