CREATE TYPE "public"."article_tone" AS ENUM('professional', 'casual', 'educational');--> statement-breakpoint
CREATE TYPE "public"."competitor_status" AS ENUM('active', 'error', 'disabled');--> statement-breakpoint
CREATE TYPE "public"."delivery_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."discount_type" AS ENUM('percentage', 'fixed_amount', 'free_shipping');--> statement-breakpoint
CREATE TYPE "public"."eu_label_class" AS ENUM('A', 'B', 'C', 'D', 'E');--> statement-breakpoint
CREATE TYPE "public"."feedback_source" AS ENUM('feedback_form', 'chat_thumbs');--> statement-breakpoint
CREATE TYPE "public"."image_category" AS ENUM('hero', 'banner-top', 'banner-middle', 'banner-bottom', 'newsletter', 'product', 'general');--> statement-breakpoint
CREATE TYPE "public"."image_mime" AS ENUM('image/jpeg', 'image/png', 'image/webp');--> statement-breakpoint
CREATE TYPE "public"."message_role" AS ENUM('user', 'assistant', 'tool');--> statement-breakpoint
CREATE TYPE "public"."newsletter_status" AS ENUM('draft', 'scheduled', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."noise_class" AS ENUM('A', 'B', 'C');--> statement-breakpoint
CREATE TYPE "public"."tracking_type" AS ENUM('full_page', 'individual_price');--> statement-breakpoint
CREATE TYPE "public"."tyre_season" AS ENUM('summer', 'winter');--> statement-breakpoint
CREATE TYPE "public"."vehicle_type" AS ENUM('henkilöauto', 'suv', 'pakettiauto');--> statement-breakpoint
CREATE TYPE "public"."winter_type" AS ENUM('studded', 'friction');--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blog_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"tone" "article_tone",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_articles_slug_format" CHECK ("blog_articles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "business_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"business_hours" jsonb NOT NULL,
	"is_modified_from_default" boolean DEFAULT false NOT NULL,
	"last_modified_date" timestamp with time zone,
	CONSTRAINT "business_settings_singleton" CHECK ("business_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"discount_type" "discount_type",
	"discount_value" numeric(10, 2),
	"discount_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_dates_ordered" CHECK ("campaigns"."end_date" >= "campaigns"."start_date"),
	CONSTRAINT "campaigns_discount_non_negative" CHECK ("campaigns"."discount_value" is null or "campaigns"."discount_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "competitor_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competitor_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"competitor_id" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"price" numeric(10, 2),
	"content" text,
	"content_hash" text,
	"content_changed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competitors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"url" text NOT NULL,
	"selector" text,
	"product_name" text NOT NULL,
	"tracking_type" "tracking_type" DEFAULT 'full_page' NOT NULL,
	"notify_price_increase" boolean DEFAULT false NOT NULL,
	"notify_price_decrease" boolean DEFAULT false NOT NULL,
	"email_recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"crawl_timeout_ms" integer DEFAULT 15000 NOT NULL,
	"retry_attempts" integer DEFAULT 3 NOT NULL,
	"status" "competitor_status" DEFAULT 'active' NOT NULL,
	"last_error" text,
	"last_checked" timestamp with time zone,
	"current_price" numeric(10, 2),
	"previous_price" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitors_timeout_range" CHECK ("competitors"."crawl_timeout_ms" between 5000 and 30000),
	CONSTRAINT "competitors_retry_range" CHECK ("competitors"."retry_attempts" between 1 and 5),
	CONSTRAINT "competitors_url_http" CHECK ("competitors"."url" ~ '^https?://')
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"role" "message_role" NOT NULL,
	"content" text NOT NULL,
	"tool_calls" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversation_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_ip" text,
	CONSTRAINT "conversations_conversation_id_key" UNIQUE("conversation_id"),
	CONSTRAINT "conversations_id_format" CHECK ("conversations"."conversation_id" ~ '^(conv|faq)_[A-Za-z0-9_]{1,100}$')
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rating" smallint,
	"comment" text DEFAULT '' NOT NULL,
	"source" "feedback_source" NOT NULL,
	"conversation_id" text,
	CONSTRAINT "feedback_rating_range" CHECK ("feedback"."rating" is null or "feedback"."rating" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "homepage_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homepage_settings_singleton" CHECK ("homepage_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"filename" text NOT NULL,
	"mime" "image_mime" NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"category" "image_category" DEFAULT 'general' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_size_limit" CHECK ("images"."size" > 0 and "images"."size" <= 5242880),
	CONSTRAINT "images_dimensions_positive" CHECK ("images"."width" > 0 and "images"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manufacturers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"country" text,
	"logo_url" text,
	"website" text,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manufacturers_name_not_blank" CHECK (btrim("manufacturers"."name") <> '')
);
--> statement-breakpoint
CREATE TABLE "newsletter_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"newsletter_id" integer NOT NULL,
	"subscriber_id" integer NOT NULL,
	"status" "delivery_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_deliveries_newsletter_subscriber_key" UNIQUE("newsletter_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" varchar(80) NOT NULL,
	"content" text NOT NULL,
	"hero_image" text,
	"send_date" timestamp with time zone,
	"status" "newsletter_status" DEFAULT 'draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletters_subject_not_blank" CHECK (btrim("newsletters"."subject") <> '')
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_cache" (
	"place_id" text PRIMARY KEY NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"user_ratings_total" integer NOT NULL,
	"reviews" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_cache_rating_range" CHECK ("review_cache"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"is_subscribed" boolean DEFAULT true NOT NULL,
	"unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "subscribers_email_has_at" CHECK (position('@' in "subscribers"."email") > 1)
);
--> statement-breakpoint
CREATE TABLE "tyre_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tyre_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"size_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"model" text NOT NULL,
	"type" "tyre_season" NOT NULL,
	"winter_type" "winter_type",
	"price" numeric(10, 2) DEFAULT '0' NOT NULL,
	"original_price" numeric(10, 2),
	"financing_price" numeric(10, 2) DEFAULT '0' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"designed_for" text DEFAULT '' NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"fuel_efficiency" "eu_label_class",
	"wet_grip" "eu_label_class",
	"noise_level" smallint,
	"noise_class" "noise_class",
	"rating_dry_grip" smallint,
	"rating_wet_grip" smallint,
	"rating_snow_grip" smallint,
	"rating_ice_grip" smallint,
	"rating_comfort" smallint,
	"rating_durability" smallint,
	"thumbnail" text,
	"pattern" text,
	"gallery" text[] DEFAULT '{}'::text[] NOT NULL,
	"sale_is_active" boolean DEFAULT false NOT NULL,
	"sale_price" numeric(10, 2),
	"sale_name" text,
	"sale_description" text,
	"sale_end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tyre_products_size_manufacturer_model_key" UNIQUE("size_id","manufacturer_id","model"),
	CONSTRAINT "tyre_products_model_not_blank" CHECK (btrim("tyre_products"."model") <> ''),
	CONSTRAINT "tyre_products_winter_type_matches_season" CHECK (("tyre_products"."type" = 'summer' and "tyre_products"."winter_type" is null) or ("tyre_products"."type" = 'winter' and "tyre_products"."winter_type" is not null)),
	CONSTRAINT "tyre_products_price_non_negative" CHECK ("tyre_products"."price" >= 0 and "tyre_products"."financing_price" >= 0),
	CONSTRAINT "tyre_products_original_price_non_negative" CHECK ("tyre_products"."original_price" is null or "tyre_products"."original_price" >= 0),
	CONSTRAINT "tyre_products_stock_non_negative" CHECK ("tyre_products"."stock" >= 0),
	CONSTRAINT "tyre_products_noise_level_range" CHECK ("tyre_products"."noise_level" is null or "tyre_products"."noise_level" between 60 and 80),
	CONSTRAINT "tyre_products_ratings_range" CHECK (coalesce("tyre_products"."rating_dry_grip", 1) between 1 and 5 and coalesce("tyre_products"."rating_wet_grip", 1) between 1 and 5
        and coalesce("tyre_products"."rating_snow_grip", 1) between 1 and 5 and coalesce("tyre_products"."rating_ice_grip", 1) between 1 and 5
        and coalesce("tyre_products"."rating_comfort", 1) between 1 and 5 and coalesce("tyre_products"."rating_durability", 1) between 1 and 5),
	CONSTRAINT "tyre_products_sale_price_valid" CHECK ("tyre_products"."sale_price" is null or ("tyre_products"."sale_price" >= 0 and "tyre_products"."sale_price" <= "tyre_products"."price")),
	CONSTRAINT "tyre_products_active_sale_has_price" CHECK (not "tyre_products"."sale_is_active" or "tyre_products"."sale_price" is not null)
);
--> statement-breakpoint
CREATE TABLE "tyre_sizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tyre_sizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"width" integer NOT NULL,
	"aspect" integer NOT NULL,
	"diameter" integer NOT NULL,
	"full_size" text GENERATED ALWAYS AS (width::text || '/' || aspect::text || 'R' || diameter::text) STORED NOT NULL,
	"digits" text GENERATED ALWAYS AS (width::text || aspect::text || diameter::text) STORED NOT NULL,
	"vehicle_type" "vehicle_type" DEFAULT 'henkilöauto' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tyre_sizes_width_range" CHECK ("tyre_sizes"."width" between 100 and 400),
	CONSTRAINT "tyre_sizes_aspect_range" CHECK ("tyre_sizes"."aspect" between 20 and 100),
	CONSTRAINT "tyre_sizes_diameter_range" CHECK ("tyre_sizes"."diameter" between 10 and 30)
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitor_snapshots" ADD CONSTRAINT "competitor_snapshots_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_conversation_id_conversations_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("conversation_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_products" ADD CONSTRAINT "tyre_products_size_id_tyre_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."tyre_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_products" ADD CONSTRAINT "tyre_products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_idx" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_username_lower_idx" ON "admins" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "blog_articles_slug_idx" ON "blog_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "blog_articles_created_idx" ON "blog_articles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "campaigns_active_end_idx" ON "campaigns" USING btree ("is_active","end_date");--> statement-breakpoint
CREATE INDEX "competitor_snapshots_competitor_checked_idx" ON "competitor_snapshots" USING btree ("competitor_id","checked_at");--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_started_idx" ON "conversations" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "images_category_created_idx" ON "images" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "images_created_idx" ON "images" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_name_lower_idx" ON "manufacturers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "newsletters_due_idx" ON "newsletters" USING btree ("send_date") WHERE "newsletters"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_lower_idx" ON "subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_unsubscribe_token_idx" ON "subscribers" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "tyre_products_size_idx" ON "tyre_products" USING btree ("size_id");--> statement-breakpoint
CREATE INDEX "tyre_products_manufacturer_idx" ON "tyre_products" USING btree ("manufacturer_id");--> statement-breakpoint
CREATE INDEX "tyre_products_on_sale_idx" ON "tyre_products" USING btree ("sale_is_active") WHERE "tyre_products"."sale_is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "tyre_sizes_full_size_idx" ON "tyre_sizes" USING btree ("full_size");--> statement-breakpoint
CREATE INDEX "tyre_sizes_full_size_trgm_idx" ON "tyre_sizes" USING gin ("full_size" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tyre_sizes_digits_trgm_idx" ON "tyre_sizes" USING gin ("digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tyre_sizes_parts_idx" ON "tyre_sizes" USING btree ("width","aspect","diameter");