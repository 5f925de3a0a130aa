import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReviewStars } from "~/features/reviews/components/ReviewStars";
import { ReviewsSection } from "~/features/reviews/components/ReviewsSection";
import { NO_REVIEWS, type Review } from "~/features/reviews/rules";
import { REVIEW_CACHE_MS, REVIEW_RETRY_MS, getReviewSummary } from "~/features/reviews/model.server";
import { loader as reviewsApiLoader } from "~/routes/api.reviews";
import { PlacesError, fetchPlaceDetails, setPlacesBaseUrl } from "~/services/google-places.server";
import { type FakePlaces, SAMPLE_REVIEWS, okMode, startFakePlaces } from "../support/fake-google-places";

let fake: FakePlaces;
let place = 0;
/** A new place per test: the cache and the failure pause are per place. */
const newConfig = () => ({ apiKey: "test-key", placeId: `place-${++place}` });
const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 15, 8);

beforeAll(async () => {
  fake = await startFakePlaces();
});
afterAll(async () => {
  setPlacesBaseUrl(null);
  await fake.close();
});

describe("Place Details client", () => {
  it("asks for rating, total and reviews in Finnish and keeps only the spec's fields", async () => {
    fake.setMode(okMode());
    const before = fake.requests.length;
    const summary = await fetchPlaceDetails({ apiKey: "k3y", placeId: "ChIJ-abc", baseUrl: fake.url });
    const request = fake.requests[before];
    expect(request.pathname).toBe("/maps/api/place/details/json");
    expect(Object.fromEntries(request.searchParams)).toEqual({
      place_id: "ChIJ-abc",
      fields: "rating,user_ratings_total,reviews",
      language: "fi",
      key: "k3y",
    });
    expect(summary.rating).toBe(4.7);
    expect(summary.user_ratings_total).toBe(123);
    expect(summary.reviews).toHaveLength(2);
    expect(summary.reviews[0]).toEqual({
      rating: 5,
      text: SAMPLE_REVIEWS[0].text,
      author_name: "Maija Meikäläinen",
      profile_photo_url: "https://lh3.googleusercontent.com/a/maija.png",
      relative_time_description: "viikko sitten",
      time: 1_760_000_000,
    });
    expect(summary.reviews[1].profile_photo_url).toBe(""); // not https: not shown
  });

  it.each([
    ["HTTP 500", { kind: "http-500" } as const, /HTTP 500/],
    ["a body that is not JSON", { kind: "non-json" } as const, /other than JSON/],
    ["an API status other than OK", { kind: "status", status: "REQUEST_DENIED", error_message: "The provided API key is invalid." } as const, /REQUEST_DENIED/],
  ])("treats %s as an error", async (_, mode, message) => {
    fake.setMode(mode);
    const attempt = fetchPlaceDetails({ apiKey: "k", placeId: "p", baseUrl: fake.url });
    await expect(attempt).rejects.toBeInstanceOf(PlacesError);
    await expect(attempt).rejects.toThrow(message);
  });

  it("gives up after the timeout", async () => {
    fake.setMode({ kind: "hang", ms: 2000 });
    const started = Date.now();
    await expect(fetchPlaceDetails({ apiKey: "k", placeId: "p", baseUrl: fake.url, timeoutMs: 150 })).rejects.toBeInstanceOf(PlacesError);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it("never puts the key into an error message", async () => {
    fake.setMode({ kind: "status", status: "OVER_QUERY_LIMIT" });
    await expect(fetchPlaceDetails({ apiKey: "secret-key-123", placeId: "p", baseUrl: fake.url })).rejects.not.toThrow(/secret-key-123/);
  });
});

describe("review summary with the cache", () => {
  it("is NO_REVIEWS and asks nothing when the key and place are not configured", async () => {
    const before = fake.requests.length;
    expect(await getReviewSummary({ config: null })).toEqual(NO_REVIEWS);
    expect(fake.requests.length).toBe(before);
  });

  it("fetches once, then serves the stored answer for six hours", async () => {
    fake.setMode(okMode());
    const config = newConfig();
    const before = fake.requests.length;
    const first = await getReviewSummary({ config, now: T0, baseUrl: fake.url });
    expect(first.rating).toBe(4.7);
    expect(fake.requests.length).toBe(before + 1);

    fake.setMode(okMode({ rating: 3.1 })); // would be visible if the API were asked again
    const later = await getReviewSummary({ config, now: T0 + 5 * HOUR, baseUrl: fake.url });
    expect(later).toEqual(first);
    expect(fake.requests.length).toBe(before + 1);
  });

  it("refreshes a stale cache and stores the new answer", async () => {
    fake.setMode(okMode());
    const config = newConfig();
    await getReviewSummary({ config, now: T0, baseUrl: fake.url });
    fake.setMode(okMode({ rating: 4.8, user_ratings_total: 130, reviews: [SAMPLE_REVIEWS[1]] }));
    const before = fake.requests.length;
    const refreshed = await getReviewSummary({ config, now: T0 + REVIEW_CACHE_MS + 1, baseUrl: fake.url });
    expect(fake.requests.length).toBe(before + 1);
    expect(refreshed.rating).toBe(4.8);
    expect(refreshed.user_ratings_total).toBe(130);
    expect(refreshed.reviews.map((r) => r.author_name)).toEqual(["Pekka P."]);
    // The new answer is what the cache now holds.
    fake.setMode({ kind: "http-500" });
    expect(await getReviewSummary({ config, now: T0 + REVIEW_CACHE_MS + 2 * HOUR, baseUrl: fake.url })).toEqual(refreshed);
  });

  it("falls back to the last stored answer, however old, when the API fails", async () => {
    fake.setMode(okMode());
    const config = newConfig();
    const stored = await getReviewSummary({ config, now: T0, baseUrl: fake.url });
    let now = T0 + 48 * HOUR;
    for (const mode of [{ kind: "http-500" }, { kind: "non-json" }, { kind: "status", status: "UNKNOWN_ERROR" }] as const) {
      fake.setMode(mode);
      const before = fake.requests.length;
      expect(await getReviewSummary({ config, now, baseUrl: fake.url })).toEqual(stored);
      expect(fake.requests.length).toBe(before + 1);
      now += REVIEW_RETRY_MS + 1;
    }
  });

  it("gives NO_REVIEWS when the API fails and nothing is stored, and pauses before asking again", async () => {
    fake.setMode({ kind: "http-500" });
    const config = newConfig();
    const before = fake.requests.length;
    expect(await getReviewSummary({ config, now: T0, baseUrl: fake.url })).toEqual(NO_REVIEWS);
    expect(await getReviewSummary({ config, now: T0 + 60_000, baseUrl: fake.url })).toEqual(NO_REVIEWS);
    expect(fake.requests.length).toBe(before + 1);

    fake.setMode(okMode());
    const recovered = await getReviewSummary({ config, now: T0 + REVIEW_RETRY_MS + 1, baseUrl: fake.url });
    expect(recovered.user_ratings_total).toBe(123);
    expect(fake.requests.length).toBe(before + 2);
  });

  it("asks the API once when many page views find the cache stale together", async () => {
    fake.setMode(okMode());
    const config = newConfig();
    const before = fake.requests.length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => getReviewSummary({ config, now: T0, baseUrl: fake.url })));
    expect(fake.requests.length).toBe(before + 1);
    expect(new Set(answers.map((a) => a.rating))).toEqual(new Set([4.7]));
  });
});

describe("GET /api/reviews", () => {
  it("answers { reviews, rating, user_ratings_total } from the configured place", async () => {
    process.env.GOOGLE_PLACES_API_KEY = "env-key";
    process.env.GOOGLE_PLACE_ID = "env-place";
    setPlacesBaseUrl(fake.url);
    fake.setMode(okMode());
    const response = await reviewsApiLoader();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/json/);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(["rating", "reviews", "user_ratings_total"]);
    expect(body.rating).toBe(4.7);
    expect(body.reviews).toHaveLength(2);
    expect(fake.requests.at(-1)?.searchParams.get("key")).toBe("env-key");
  });
});

describe("review components", () => {
  const review = (n: number): Review => ({
    rating: 5 - (n % 2),
    text: `Arvostelu ${n} `.repeat(40),
    author_name: `Asiakas ${n}`,
    profile_photo_url: `https://lh3.googleusercontent.com/a/${n}.png`,
    relative_time_description: `${n} viikkoa sitten`,
    time: 1_760_000_000 - n,
  });

  it("ReviewStars shows 4,7, the count and an accessible label; nothing without ratings", () => {
    const html = renderToStaticMarkup(createElement(ReviewStars, { rating: 4.66, count: 123 }));
    expect(html).toContain('aria-label="Arvio 4,7 / 5, 123 arviota"');
    expect(html).toContain("4,7");
    expect(html).toContain("(123 arviota)");
    expect(html.match(/text-amber-400/g)).toHaveLength(5); // 4.66 rounds to 5 filled stars
    expect(renderToStaticMarkup(createElement(ReviewStars, { rating: 4.2, count: 10 })).match(/text-amber-400/g)).toHaveLength(4);
    expect(renderToStaticMarkup(createElement(ReviewStars, { rating: 0, count: 0 }))).toBe("");
  });

  it("ReviewsSection shows the first four reviews with lazy, referrer-free photos and a link to all", () => {
    const summary = { rating: 4.7, user_ratings_total: 123, reviews: [1, 2, 3, 4, 5, 6].map(review) };
    const html = renderToStaticMarkup(createElement(ReviewsSection, { summary }));
    expect(html.match(/<li/g)).toHaveLength(4);
    expect(html).not.toContain("Asiakas 5");
    expect(html).toContain("4,7");
    expect(html).toContain("3 viikkoa sitten");
    expect(html).toMatch(/referrerPolicy="no-referrer"/i);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain("[-webkit-line-clamp:4]");
    expect(html).toMatch(/<a [^>]*href="https:\/\/www\.google\.com\/search\?q=[^"]+"[^>]*>Lue kaikki arvostelut<\/a>/);
  });

  it("ReviewsSection is hidden without reviews", () => {
    expect(renderToStaticMarkup(createElement(ReviewsSection, { summary: NO_REVIEWS }))).toBe("");
  });
});
