// STUB (owned by the reviews work): replaced by the Google Places backed, cached implementation.
import { NO_REVIEWS, type ReviewSummary } from "~/lib/reviews";

export async function getReviewSummary(): Promise<ReviewSummary> {
  return NO_REVIEWS;
}
