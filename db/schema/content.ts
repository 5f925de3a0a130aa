/** Homepage and business settings, the price list, campaigns and blog articles (with their old slugs). */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { BusinessHours } from "../../app/features/hours/rules";
import type { HomepageSettings } from "../../app/features/homepage/schema";
import type { PriceList } from "../../app/features/price-list/rules";
import { id, createdAt, updatedAt } from "./columns";
import { articleTone, discountType } from "./enums";

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

/**
 * The service price list (one document, id 1), validated by priceListSchema on every read and write.
 * No row means the default prices (app/features/price-list/rules.ts).
 */
export const priceList = pgTable(
  "price_list",
  {
    id: integer("id").primaryKey().default(1),
    prices: jsonb("prices").$type<PriceList>().notNull(),
    /** When an admin last saved the list; null for the seeded defaults. */
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [check("price_list_singleton", sql`${t.id} = 1`)],
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

/**
 * Blog articles (decision 0021). An article is public from `published_at` on: a later one is scheduled,
 * and every public query filters on `published_at <= now` (the server clock), so no job publishes it.
 */
export const blogArticles = pgTable(
  "blog_articles",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    content: text("content").notNull(),
    keywords: text("keywords").array().notNull().default(sql`'{}'::text[]`),
    tone: articleTone("tone"),
    /** The meta description; '' means the excerpt of the content (its first paragraph). */
    description: text("description").notNull().default(""),
    /** An image address of the library ('/api/images/12') or an http(s) URL. */
    featureImage: text("feature_image"),
    featureImageAlt: text("feature_image_alt").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_articles_slug_idx").on(t.slug),
    index("blog_articles_created_idx").on(t.createdAt),
    index("blog_articles_published_idx").on(t.publishedAt),
    check("blog_articles_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * The slugs an article had before: `/artikkelit/<old_slug>` answers 301 to the article's current slug.
 * A slug taken again by an article (new or renamed) loses its row, so a live article always wins.
 */
export const blogSlugRedirects = pgTable(
  "blog_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => blogArticles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("blog_slug_redirects_article_idx").on(t.articleId),
    check("blog_slug_redirects_slug_format", sql`${t.oldSlug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);
