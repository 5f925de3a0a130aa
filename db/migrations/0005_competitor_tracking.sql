ALTER TABLE "competitor_snapshots" ADD COLUMN "price_method" text;--> statement-breakpoint
ALTER TABLE "competitors" ADD COLUMN "price_method" text;--> statement-breakpoint
ALTER TABLE "competitors" ADD COLUMN "last_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competitors" ADD COLUMN "check_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "competitors" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_product_id_tyre_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."tyre_products"("id") ON DELETE set null ON UPDATE no action;