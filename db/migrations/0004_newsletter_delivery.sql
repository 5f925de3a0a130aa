ALTER TYPE "public"."delivery_status" ADD VALUE 'skipped';--> statement-breakpoint
ALTER TYPE "public"."newsletter_status" ADD VALUE 'sending';--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "claim_token" text;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_open_idx" ON "newsletter_deliveries" USING btree ("newsletter_id") WHERE "newsletter_deliveries"."status" = 'pending';