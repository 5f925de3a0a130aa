/**
 * Google Places "Place Details" for the shop's rating and reviews. Called only on the server (the key
 * never reaches a browser) and only by app/features/reviews/model.server.ts, which caches the answer.
 */
import { z } from "zod";

/** A customer review in the spec's shape (Google Places fields). */
export type Review = {
  rating: number;
  text: string;
  author_name: string;
  profile_photo_url: string;
  relative_time_description: string;
  time: number;
};

/** GET /api/reviews answers this; an unavailable service gives no reviews and rating 0. */
export type ReviewSummary = { reviews: Review[]; rating: number; user_ratings_total: number };

export const DEFAULT_PLACES_BASE_URL = "https://maps.googleapis.com";
export const PLACES_TIMEOUT_MS = 5000;

let baseUrl = DEFAULT_PLACES_BASE_URL;

/** Tests point the client at a local fake server; null restores Google. There is no env variable for this. */
export function setPlacesBaseUrl(url: string | null): void {
  baseUrl = url ?? DEFAULT_PLACES_BASE_URL;
}

export class PlacesError extends Error {
  override name = "PlacesError";
}

const reviewSchema = z.object({
  rating: z.number().min(1).max(5),
  text: z.string().default(""),
  author_name: z.string().default(""),
  profile_photo_url: z.string().default(""),
  relative_time_description: z.string().default(""),
  time: z.number().default(0),
});

const answerSchema = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  result: z
    .object({
      rating: z.number().min(0).max(5).optional(),
      user_ratings_total: z.number().int().min(0).optional(),
      reviews: z.array(z.unknown()).optional(),
    })
    .optional(),
});

/** Only https photos are shown; anything else would be mixed content or a tracking vector. */
function safePhoto(url: string): string {
  return /^https:\/\/[^\s"'<>]+$/.test(url) ? url : "";
}

function toReview(value: unknown): Review | null {
  const parsed = reviewSchema.safeParse(value);
  if (!parsed.success) return null;
  const review = parsed.data;
  return { ...review, rating: Math.round(review.rating), profile_photo_url: safePhoto(review.profile_photo_url) };
}

/**
 * The place's rating, total and reviews in Finnish. Throws PlacesError on a timeout, a non-OK HTTP
 * status, a body that is not JSON or an API status other than OK.
 */
export async function fetchPlaceDetails(
  options: { apiKey: string; placeId: string; baseUrl?: string; timeoutMs?: number },
): Promise<ReviewSummary> {
  const url = new URL("/maps/api/place/details/json", options.baseUrl ?? baseUrl);
  url.search = new URLSearchParams({
    place_id: options.placeId,
    fields: "rating,user_ratings_total,reviews",
    language: "fi",
    key: options.apiKey,
  }).toString();

  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? PLACES_TIMEOUT_MS), headers: { Accept: "application/json" } });
  } catch (error) {
    throw new PlacesError(`Place Details request failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new PlacesError(`Place Details answered HTTP ${response.status}`);

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new PlacesError("Place Details answered something other than JSON");
  }
  const answer = answerSchema.safeParse(body);
  if (!answer.success) throw new PlacesError("Place Details answer has an unexpected shape");
  if (answer.data.status !== "OK") {
    // The key is in the URL, never in the message: messages end up in logs.
    throw new PlacesError(`Place Details status ${answer.data.status}${answer.data.error_message ? `: ${answer.data.error_message}` : ""}`);
  }
  const result = answer.data.result ?? {};
  return {
    rating: Math.round((result.rating ?? 0) * 10) / 10,
    user_ratings_total: result.user_ratings_total ?? 0,
    reviews: (result.reviews ?? []).map(toReview).filter((review): review is Review => review !== null),
  };
}
