/**
 * The whole data model of the shop. Every closed set of the spec is a Postgres enum and every range a
 * CHECK constraint, so bad data is refused by the database whichever code path writes it.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { BusinessHours } from "../app/lib/business-hours";
import type { HomepageSettings } from "../app/lib/homepage-settings";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** Money in euros with cents; numeric avoids float rounding. Returned as a string by both drivers. */
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

// ---------------------------------------------------------------- enums

export const vehicleType = pgEnum("vehicle_type", ["henkilöauto", "suv", "pakettiauto"]);
export const tyreSeason = pgEnum("tyre_season", ["summer", "winter"]);
export const winterType = pgEnum("winter_type", ["studded", "friction"]);
/** EU tyre label classes of regulation (EU) 2020/740: A–E (the older A–G scale is withdrawn). */
export const euLabelClass = pgEnum("eu_label_class", ["A", "B", "C", "D", "E"]);
export const noiseClass = pgEnum("noise_class", ["A", "B", "C"]);
export const discountType = pgEnum("discount_type", ["percentage", "fixed_amount", "free_shipping"]);
export const newsletterStatus = pgEnum("newsletter_status", ["draft", "scheduled", "sent", "failed"]);
export const deliveryStatus = pgEnum("delivery_status", ["pending", "sent", "failed"]);
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

// ---------------------------------------------------------------- admins and sessions

export const admins = pgTable(
  "admins",
  {
    id: id(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("admins_username_lower_idx").on(sql`lower(${t.username})`)],
);

/** Server-side admin sessions: the cookie holds a random token, the table only its SHA-256. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("admin_sessions_admin_idx").on(t.adminId), index("admin_sessions_expires_idx").on(t.expiresAt)],
);

/** Fixed-window counters shared by every process (login brute force, public form and chat limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------- catalogue

export const manufacturers = pgTable(
  "manufacturers",
  {
    id: id(),
    name: text("name").notNull(),
    country: text("country"),
    logoUrl: text("logo_url"),
    website: text("website"),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("manufacturers_name_lower_idx").on(sql`lower(${t.name})`),
    check("manufacturers_name_not_blank", sql`btrim(${t.name}) <> ''`),
  ],
);

export const tyreSizes = pgTable(
  "tyre_sizes",
  {
    id: id(),
    width: integer("width").notNull(),
    aspect: integer("aspect").notNull(),
    diameter: integer("diameter").notNull(),
    /** '205/55R16', derived by the database so it can never disagree with the parts. */
    fullSize: text("full_size")
      .notNull()
      .generatedAlwaysAs(sql`width::text || '/' || aspect::text || 'R' || diameter::text`),
    /** '2055516': serves the "numbers contained in the size" search rule through a trigram index. */
    digits: text("digits")
      .notNull()
      .generatedAlwaysAs(sql`width::text || aspect::text || diameter::text`),
    vehicleType: vehicleType("vehicle_type").notNull().default("henkilöauto"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("tyre_sizes_full_size_idx").on(t.fullSize),
    index("tyre_sizes_full_size_trgm_idx").using("gin", sql`${t.fullSize} gin_trgm_ops`),
    index("tyre_sizes_digits_trgm_idx").using("gin", sql`${t.digits} gin_trgm_ops`),
    index("tyre_sizes_parts_idx").on(t.width, t.aspect, t.diameter),
    check("tyre_sizes_width_range", sql`${t.width} between 100 and 400`),
    check("tyre_sizes_aspect_range", sql`${t.aspect} between 20 and 100`),
    check("tyre_sizes_diameter_range", sql`${t.diameter} between 10 and 30`),
  ],
);

export const tyreProducts = pgTable(
  "tyre_products",
  {
    id: id(),
    sizeId: integer("size_id")
      .notNull()
      .references(() => tyreSizes.id, { onDelete: "cascade" }),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id, { onDelete: "restrict" }),
    model: text("model").notNull(),
    type: tyreSeason("type").notNull(),
    winterType: winterType("winter_type"),
    price: money("price").notNull().default("0"),
    originalPrice: money("original_price"),
    financingPrice: money("financing_price").notNull().default("0"),
    stock: integer("stock").notNull().default(0),
    // details
    description: text("description").notNull().default(""),
    designedFor: text("designed_for").notNull().default(""),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    fuelEfficiency: euLabelClass("fuel_efficiency"),
    wetGrip: euLabelClass("wet_grip"),
    noiseLevel: smallint("noise_level"),
    noiseClass: noiseClass("noise_class"),
    ratingDryGrip: smallint("rating_dry_grip"),
    ratingWetGrip: smallint("rating_wet_grip"),
    ratingSnowGrip: smallint("rating_snow_grip"),
    ratingIceGrip: smallint("rating_ice_grip"),
    ratingComfort: smallint("rating_comfort"),
    ratingDurability: smallint("rating_durability"),
    // images
    thumbnail: text("thumbnail"),
    pattern: text("pattern"),
    gallery: text("gallery").array().notNull().default(sql`'{}'::text[]`),
    // sale
    saleIsActive: boolean("sale_is_active").notNull().default(false),
    salePrice: money("sale_price"),
    saleName: text("sale_name"),
    saleDescription: text("sale_description"),
    /** null while a sale is active means "as long as stock lasts". */
    saleEndDate: date("sale_end_date"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("tyre_products_size_idx").on(t.sizeId),
    index("tyre_products_manufacturer_idx").on(t.manufacturerId),
    index("tyre_products_on_sale_idx").on(t.saleIsActive).where(sql`${t.saleIsActive}`),
    unique("tyre_products_size_manufacturer_model_key").on(t.sizeId, t.manufacturerId, t.model),
    check("tyre_products_model_not_blank", sql`btrim(${t.model}) <> ''`),
    check(
      "tyre_products_winter_type_matches_season",
      sql`(${t.type} = 'summer' and ${t.winterType} is null) or (${t.type} = 'winter' and ${t.winterType} is not null)`,
    ),
    check("tyre_products_price_non_negative", sql`${t.price} >= 0 and ${t.financingPrice} >= 0`),
    check("tyre_products_original_price_non_negative", sql`${t.originalPrice} is null or ${t.originalPrice} >= 0`),
    check("tyre_products_stock_non_negative", sql`${t.stock} >= 0`),
    check("tyre_products_noise_level_range", sql`${t.noiseLevel} is null or ${t.noiseLevel} between 60 and 80`),
    check(
      "tyre_products_ratings_range",
      sql`coalesce(${t.ratingDryGrip}, 1) between 1 and 5 and coalesce(${t.ratingWetGrip}, 1) between 1 and 5
        and coalesce(${t.ratingSnowGrip}, 1) between 1 and 5 and coalesce(${t.ratingIceGrip}, 1) between 1 and 5
        and coalesce(${t.ratingComfort}, 1) between 1 and 5 and coalesce(${t.ratingDurability}, 1) between 1 and 5`,
    ),
    check(
      "tyre_products_sale_price_valid",
      sql`${t.salePrice} is null or (${t.salePrice} >= 0 and ${t.salePrice} <= ${t.price})`,
    ),
    check("tyre_products_active_sale_has_price", sql`not ${t.saleIsActive} or ${t.salePrice} is not null`),
  ],
);

/**
 * A single row whose version the database itself bumps on every write to the catalogue tables
 * (statement triggers in migration 0002), so caches of catalogue reads know when to refresh whichever
 * code path, process or import wrote.
 */
export const catalogueVersion = pgTable(
  "catalogue_version",
  {
    id: integer("id").primaryKey().default(1),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("catalogue_version_single_row", sql`${t.id} = 1`)],
);

// ---------------------------------------------------------------- images

export const images = pgTable(
  "images",
  {
    id: id(),
    filename: text("filename").notNull(),
    mime: imageMime("mime").notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull().default(""),
    category: imageCategory("category").notNull().default("general"),
    createdAt: createdAt(),
  },
  (t) => [
    index("images_category_created_idx").on(t.category, t.createdAt),
    index("images_created_idx").on(t.createdAt),
    check("images_size_limit", sql`${t.size} > 0 and ${t.size} <= 5242880`),
    check("images_dimensions_positive", sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

// ---------------------------------------------------------------- content

/** Singleton documents (id is always 1), validated by the zod schemas the admin forms use. */
export const homepageSettings = pgTable(
  "homepage_settings",
  {
    id: integer("id").primaryKey().default(1),
    settings: jsonb("settings").$type<HomepageSettings>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("homepage_settings_singleton", sql`${t.id} = 1`)],
);

export const businessSettings = pgTable(
  "business_settings",
  {
    id: integer("id").primaryKey().default(1),
    businessHours: jsonb("business_hours").$type<BusinessHours>().notNull(),
    isModifiedFromDefault: boolean("is_modified_from_default").notNull().default(false),
    lastModifiedDate: timestamp("last_modified_date", { withTimezone: true }),
  },
  (t) => [check("business_settings_singleton", sql`${t.id} = 1`)],
);

export const campaigns = pgTable(
  "campaigns",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    imageUrl: text("image_url"),
    startDate: timestamp("start_date", { withTimezone: true }).notNull(),
    endDate: timestamp("end_date", { withTimezone: true }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    discountType: discountType("discount_type"),
    discountValue: numeric("discount_value", { precision: 10, scale: 2 }),
    discountCode: text("discount_code"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("campaigns_active_end_idx").on(t.isActive, t.endDate),
    check("campaigns_dates_ordered", sql`${t.endDate} >= ${t.startDate}`),
    check("campaigns_discount_non_negative", sql`${t.discountValue} is null or ${t.discountValue} >= 0`),
  ],
);

export const blogArticles = pgTable(
  "blog_articles",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    content: text("content").notNull(),
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    tone: articleTone("tone"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_articles_slug_idx").on(t.slug),
    index("blog_articles_created_idx").on(t.createdAt),
    check("blog_articles_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

// ---------------------------------------------------------------- newsletters

export const subscribers = pgTable(
  "subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    isSubscribed: boolean("is_subscribed").notNull().default(true),
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      // gen_random_uuid() draws from the strong random source: 244 random bits per token.
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("subscribers_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("subscribers_unsubscribe_token_idx").on(t.unsubscribeToken),
    check("subscribers_email_has_at", sql`position('@' in ${t.email}) > 1`),
  ],
);

export const newsletters = pgTable(
  "newsletters",
  {
    id: id(),
    subject: varchar("subject", { length: 80 }).notNull(),
    content: text("content").notNull(),
    heroImage: text("hero_image"),
    sendDate: timestamp("send_date", { withTimezone: true }),
    status: newsletterStatus("status").notNull().default("draft"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("newsletters_due_idx").on(t.sendDate).where(sql`${t.status} = 'scheduled'`),
    check("newsletters_subject_not_blank", sql`btrim(${t.subject}) <> ''`),
  ],
);

/** One row per newsletter and subscriber: the unique key makes a retried or duplicated job a no-op. */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: id(),
    newsletterId: integer("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => subscribers.id, { onDelete: "cascade" }),
    status: deliveryStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("newsletter_deliveries_newsletter_subscriber_key").on(t.newsletterId, t.subscriberId),
    index("newsletter_deliveries_subscriber_idx").on(t.subscriberId),
  ],
);

// ---------------------------------------------------------------- competitors

export const competitors = pgTable(
  "competitors",
  {
    id: id(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    selector: text("selector"),
    productName: text("product_name").notNull(),
    trackingType: trackingType("tracking_type").notNull().default("full_page"),
    notifyPriceIncrease: boolean("notify_price_increase").notNull().default(false),
    notifyPriceDecrease: boolean("notify_price_decrease").notNull().default(false),
    emailRecipients: text("email_recipients").array().notNull().default(sql`'{}'::text[]`),
    crawlTimeoutMs: integer("crawl_timeout_ms").notNull().default(15000),
    retryAttempts: integer("retry_attempts").notNull().default(3),
    status: competitorStatus("status").notNull().default("active"),
    lastError: text("last_error"),
    lastChecked: timestamp("last_checked", { withTimezone: true }),
    currentPrice: money("current_price"),
    previousPrice: money("previous_price"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("competitors_timeout_range", sql`${t.crawlTimeoutMs} between 5000 and 30000`),
    check("competitors_retry_range", sql`${t.retryAttempts} between 1 and 5`),
    check("competitors_url_http", sql`${t.url} ~ '^https?://'`),
  ],
);

/** Every check of a competitor: the price found and the page text, for price history and diffs. */
export const competitorSnapshots = pgTable(
  "competitor_snapshots",
  {
    id: id(),
    competitorId: integer("competitor_id")
      .notNull()
      .references(() => competitors.id, { onDelete: "cascade" }),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
    price: money("price"),
    content: text("content"),
    contentHash: text("content_hash"),
    contentChanged: boolean("content_changed").notNull().default(false),
  },
  (t) => [index("competitor_snapshots_competitor_checked_idx").on(t.competitorId, t.checkedAt)],
);

// ---------------------------------------------------------------- chatbot

export const conversations = pgTable(
  "conversations",
  {
    id: id(),
    /** 'conv_<timestamp>_<random>' or 'faq_<timestamp>_<random>' as generated by the browser. */
    conversationId: text("conversation_id").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    userIp: text("user_ip"),
  },
  (t) => [
    unique("conversations_conversation_id_key").on(t.conversationId),
    index("conversations_started_idx").on(t.startedAt),
    check("conversations_id_format", sql`${t.conversationId} ~ '^(conv|faq)_[A-Za-z0-9_]{1,100}$'`),
  ],
);

export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: id(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    role: messageRole("role").notNull(),
    content: text("content").notNull(),
    toolCalls: jsonb("tool_calls").$type<{ name: string; arguments: string }[]>(),
    createdAt: createdAt(),
  },
  (t) => [index("conversation_messages_conversation_idx").on(t.conversationId, t.createdAt)],
);

export const feedback = pgTable(
  "feedback",
  {
    id: id(),
    createdAt: createdAt(),
    rating: smallint("rating"),
    comment: text("comment").notNull().default(""),
    source: feedbackSource("source").notNull(),
    conversationId: text("conversation_id").references(() => conversations.conversationId, { onDelete: "set null" }),
  },
  (t) => [
    index("feedback_created_idx").on(t.createdAt),
    check("feedback_rating_range", sql`${t.rating} is null or ${t.rating} between 0 and 10`),
  ],
);

// ---------------------------------------------------------------- reviews

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
