/** Every closed set of the spec as a Postgres enum, made from the lists in enum-values.ts. */
import { pgEnum } from "drizzle-orm/pg-core";
import * as values from "./enum-values";

export const vehicleType = pgEnum("vehicle_type", values.VEHICLE_TYPES);
export const tyreSeason = pgEnum("tyre_season", values.TYRE_SEASONS);
export const winterType = pgEnum("winter_type", values.WINTER_TYPES);
export const euLabelClass = pgEnum("eu_label_class", values.EU_LABEL_CLASSES);
export const noiseClass = pgEnum("noise_class", values.NOISE_CLASSES);
export const discountType = pgEnum("discount_type", values.DISCOUNT_TYPES);
export const newsletterStatus = pgEnum("newsletter_status", values.NEWSLETTER_STATUSES);
export const deliveryStatus = pgEnum("delivery_status", values.DELIVERY_STATUSES);
export const imageMime = pgEnum("image_mime", values.IMAGE_MIME_TYPES);
export const imageCategory = pgEnum("image_category", values.IMAGE_CATEGORIES);
export const articleTone = pgEnum("article_tone", values.ARTICLE_TONES);
export const trackingType = pgEnum("tracking_type", values.TRACKING_TYPES);
export const competitorStatus = pgEnum("competitor_status", values.COMPETITOR_STATUSES);
export const messageRole = pgEnum("message_role", values.MESSAGE_ROLES);
export const feedbackSource = pgEnum("feedback_source", values.FEEDBACK_SOURCES);
export const hotelSetStatus = pgEnum("hotel_set_status", values.HOTEL_SET_STATUSES);
export const reminderRoundStatus = pgEnum("reminder_round_status", values.REMINDER_ROUND_STATUSES);
