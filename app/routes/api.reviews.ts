import { NO_REVIEWS } from "~/features/reviews/rules";
import { getReviewSummary } from "~/features/reviews/model.server";

/** GET /api/reviews: { reviews, rating, user_ratings_total }; any failure gives no reviews and rating 0. */
export async function loader() {
  const summary = await getReviewSummary().catch((error: unknown) => {
    console.error("Failed to load reviews", error);
    return NO_REVIEWS;
  });
  return Response.json(summary, { headers: { "Cache-Control": "public, max-age=300" } });
}
