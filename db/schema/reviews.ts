/** Cached Google Places answers. */
import { sql } from "drizzle-orm";
import { check, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Google Places answers cached for hours so a page view never waits on the API. */
export const reviewCache = pgTable(
  "review_cache",
  {
    placeId: text("place_id").primaryKey(),
    rating: numeric("rating", { precision: 2, scale: 1 }).notNull(),
    userRatingsTotal: integer("user_ratings_total").notNull(),
    reviews: jsonb("reviews")
      .$type<
        {
          rating: number;
          text: string;
          author_name: string;
          profile_photo_url: string;
          relative_time_description: string;
          time: number;
        }[]
      >()
      .notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("review_cache_rating_range", sql`${t.rating} between 0 and 5`)],
);
