import type { ReviewSummary } from "~/services/google-places.server";

export type { Review, ReviewSummary } from "~/services/google-places.server";

export const NO_REVIEWS: ReviewSummary = { reviews: [], rating: 0, user_ratings_total: 0 };
