/** Competitor price tracking. */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { tyreProducts } from "./catalogue";
import { id, createdAt, updatedAt, money } from "./columns";
import { competitorStatus, trackingType } from "./enums";

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
    /** How the latest price was found: selector, json-ld, microdata, meta or heuristic. */
    priceMethod: text("price_method"),
    /** When a check last found a different price (price tracker) or page text (full page). */
    lastChangedAt: timestamp("last_changed_at", { withTimezone: true }),
    /** Set while a check runs ('Tarkista nyt' or the daily run), so the table can show it busy. */
    checkStartedAt: timestamp("check_started_at", { withTimezone: true }),
    /** Our own product this tracker follows, to set our price beside theirs. */
    productId: integer("product_id").references(() => tyreProducts.id, { onDelete: "set null" }),
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
    priceMethod: text("price_method"),
  },
  (t) => [index("competitor_snapshots_competitor_checked_idx").on(t.competitorId, t.checkedAt)],
);
