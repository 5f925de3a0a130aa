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

export const NO_REVIEWS: ReviewSummary = { reviews: [], rating: 0, user_ratings_total: 0 };
