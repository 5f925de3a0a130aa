/** Every closed set of the spec as a Postgres enum. */
import { pgEnum } from "drizzle-orm/pg-core";

export const vehicleType = pgEnum("vehicle_type", ["henkilöauto", "suv", "pakettiauto"]);
export const tyreSeason = pgEnum("tyre_season", ["summer", "winter"]);
export const winterType = pgEnum("winter_type", ["studded", "friction"]);
/** EU tyre label classes of regulation (EU) 2020/740: A–E (the older A–G scale is withdrawn). */
export const euLabelClass = pgEnum("eu_label_class", ["A", "B", "C", "D", "E"]);
export const noiseClass = pgEnum("noise_class", ["A", "B", "C"]);
export const discountType = pgEnum("discount_type", ["percentage", "fixed_amount", "free_shipping"]);
/** `sending` while deliveries are open; the spec's four states are the ones an admin chooses or ends in. */
export const newsletterStatus = pgEnum("newsletter_status", ["draft", "scheduled", "sent", "failed", "sending"]);
/** `skipped`: the subscriber cancelled between the fan-out and the delivery. */
export const deliveryStatus = pgEnum("delivery_status", ["pending", "sent", "failed", "skipped"]);
export const imageMime = pgEnum("image_mime", ["image/jpeg", "image/png", "image/webp"]);
export const imageCategory = pgEnum("image_category", [
  "hero",
  "banner-top",
  "banner-middle",
  "banner-bottom",
  "newsletter",
  "product",
  "general",
]);
export const articleTone = pgEnum("article_tone", ["professional", "casual", "educational"]);
export const trackingType = pgEnum("tracking_type", ["full_page", "individual_price"]);
export const competitorStatus = pgEnum("competitor_status", ["active", "error", "disabled"]);
export const messageRole = pgEnum("message_role", ["user", "assistant", "tool"]);
export const feedbackSource = pgEnum("feedback_source", ["feedback_form", "chat_thumbs"]);
