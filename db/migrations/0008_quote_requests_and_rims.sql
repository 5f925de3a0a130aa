CREATE TABLE "quote_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"quantity" smallint DEFAULT 4 NOT NULL,
	"fitting" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"tyre_product_id" integer,
	"rim_id" integer,
	"product_summary" text DEFAULT '' NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "quote_requests_name_not_blank" CHECK (btrim("quote_requests"."name") <> ''),
	CONSTRAINT "quote_requests_contact_given" CHECK ("quote_requests"."phone" is not null or "quote_requests"."email" is not null),
	CONSTRAINT "quote_requests_quantity_range" CHECK ("quote_requests"."quantity" between 1 and 8),
	CONSTRAINT "quote_requests_lengths" CHECK (length("quote_requests"."name") <= 100 and coalesce(length("quote_requests"."phone"), 0) <= 40 and coalesce(length("quote_requests"."email"), 0) <= 254
        and length("quote_requests"."message") <= 2000 and length("quote_requests"."product_summary") <= 500),
	CONSTRAINT "quote_requests_one_product" CHECK ("quote_requests"."tyre_product_id" is null or "quote_requests"."rim_id" is null)
);
--> statement-breakpoint
CREATE TABLE "rims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"diameter" smallint NOT NULL,
	"width" numeric(3, 1) NOT NULL,
	"bolt_count" smallint NOT NULL,
	"bolt_circle" numeric(4, 1) NOT NULL,
	"offset_mm" smallint NOT NULL,
	"centre_bore" numeric(4, 1),
	"price" numeric(10, 2) NOT NULL,
	"stock" integer,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rims_brand_not_blank" CHECK (btrim("rims"."brand") <> ''),
	CONSTRAINT "rims_model_not_blank" CHECK (btrim("rims"."model") <> ''),
	CONSTRAINT "rims_diameter_range" CHECK ("rims"."diameter" between 12 and 24),
	CONSTRAINT "rims_width_range" CHECK ("rims"."width" between 3 and 13),
	CONSTRAINT "rims_bolt_count_range" CHECK ("rims"."bolt_count" between 3 and 10),
	CONSTRAINT "rims_bolt_circle_range" CHECK ("rims"."bolt_circle" between 80 and 210),
	CONSTRAINT "rims_offset_range" CHECK ("rims"."offset_mm" between -80 and 120),
	CONSTRAINT "rims_centre_bore_range" CHECK ("rims"."centre_bore" is null or "rims"."centre_bore" between 40 and 180),
	CONSTRAINT "rims_price_non_negative" CHECK ("rims"."price" >= 0),
	CONSTRAINT "rims_stock_non_negative" CHECK ("rims"."stock" is null or "rims"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_tyre_product_id_tyre_products_id_fk" FOREIGN KEY ("tyre_product_id") REFERENCES "public"."tyre_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_rim_id_rims_id_fk" FOREIGN KEY ("rim_id") REFERENCES "public"."rims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_requests_created_idx" ON "quote_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_new_idx" ON "quote_requests" USING btree ("created_at") WHERE "quote_requests"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "rims_diameter_idx" ON "rims" USING btree ("diameter");--> statement-breakpoint
CREATE INDEX "rims_bolt_pattern_idx" ON "rims" USING btree ("bolt_count","bolt_circle");