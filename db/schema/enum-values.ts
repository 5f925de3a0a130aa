/**
 * Every closed set of the spec, declared once: the Postgres enums (enums.ts) are made from these lists
 * and the features' forms, CSV and rules read them from here. Pure, so the browser's forms may import it;
 * its only imports are the two lists that are shared primitives of app/lib (relative: drizzle-kit loads
 * this file without the app's path aliases). The order of each list is the enum's order in the database.
 */
import { IMAGE_MIME_TYPES } from "../../app/lib/image-files";
import { TYRE_SEASONS, type TyreSeason } from "../../app/lib/tyre-size";

export { IMAGE_MIME_TYPES, TYRE_SEASONS };
export type { TyreSeason };

export const VEHICLE_TYPES = ["henkilöauto", "suv", "pakettiauto"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const WINTER_TYPES = ["studded", "friction"] as const;
export type WinterType = (typeof WINTER_TYPES)[number];
/** EU tyre label classes of regulation (EU) 2020/740: A–E (the older A–G scale is withdrawn). */
export const EU_LABEL_CLASSES = ["A", "B", "C", "D", "E"] as const;
export type EuLabelClass = (typeof EU_LABEL_CLASSES)[number];
export const NOISE_CLASSES = ["A", "B", "C"] as const;
export type NoiseClass = (typeof NOISE_CLASSES)[number];
export const DISCOUNT_TYPES = ["percentage", "fixed_amount", "free_shipping"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
/** `sending` while deliveries are open; the spec's four states are the ones an admin chooses or ends in. */
export const NEWSLETTER_STATUSES = ["draft", "scheduled", "sent", "failed", "sending"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];
/** `skipped`: the subscriber cancelled between the fan-out and the delivery. */
export const DELIVERY_STATUSES = ["pending", "sent", "failed", "skipped"] as const;
export const IMAGE_CATEGORIES = ["hero", "banner-top", "banner-middle", "banner-bottom", "newsletter", "product", "general"] as const;
export type ImageCategory = (typeof IMAGE_CATEGORIES)[number];
export const ARTICLE_TONES = ["professional", "casual", "educational"] as const;
export type ArticleTone = (typeof ARTICLE_TONES)[number];
export const TRACKING_TYPES = ["full_page", "individual_price"] as const;
export type TrackingType = (typeof TRACKING_TYPES)[number];
export const COMPETITOR_STATUSES = ["active", "error", "disabled"] as const;
export type CompetitorStatus = (typeof COMPETITOR_STATUSES)[number];
export const MESSAGE_ROLES = ["user", "assistant", "tool"] as const;
export const FEEDBACK_SOURCES = ["feedback_form", "chat_thumbs"] as const;
export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number];
/** A tyre-hotel set is in storage or out (fitted on the car, or taken away). */
export const HOTEL_SET_STATUSES = ["stored", "out"] as const;
export type HotelSetStatus = (typeof HOTEL_SET_STATUSES)[number];
/** A season reminder round: waiting for its date, sending, done, or stopped by the admin. */
export const REMINDER_ROUND_STATUSES = ["scheduled", "sending", "sent", "cancelled"] as const;
export type ReminderRoundStatus = (typeof REMINDER_ROUND_STATUSES)[number];
