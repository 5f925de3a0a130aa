CREATE TABLE "blog_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_slug_redirects_slug_format" CHECK ("blog_slug_redirects"."old_slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "blog_articles" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD COLUMN "feature_image" text;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD COLUMN "feature_image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Articles written before scheduling were public from the moment they were created.
ALTER TABLE "blog_articles" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "blog_articles" SET "published_at" = "created_at";--> statement-breakpoint
ALTER TABLE "blog_articles" ALTER COLUMN "published_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "blog_articles" ALTER COLUMN "published_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_slug_redirects" ADD CONSTRAINT "blog_slug_redirects_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_slug_redirects_article_idx" ON "blog_slug_redirects" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "blog_articles_published_idx" ON "blog_articles" USING btree ("published_at");