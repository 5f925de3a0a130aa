CREATE TYPE "public"."hotel_set_status" AS ENUM('stored', 'out');--> statement-breakpoint
CREATE TYPE "public"."reminder_round_status" AS ENUM('scheduled', 'sending', 'sent', 'cancelled');--> statement-breakpoint
CREATE TABLE "hotel_customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hotel_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"reminder_consent" boolean DEFAULT false NOT NULL,
	"unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"notes" text,
	"last_check_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_customers_name_not_blank" CHECK (btrim("hotel_customers"."name") <> ''),
	CONSTRAINT "hotel_customers_lengths" CHECK (length("hotel_customers"."name") <= 100 and coalesce(length("hotel_customers"."phone"), 0) <= 40 and coalesce(length("hotel_customers"."email"), 0) <= 254
        and coalesce(length("hotel_customers"."notes"), 0) <= 2000),
	CONSTRAINT "hotel_customers_email_has_at" CHECK ("hotel_customers"."email" is null or position('@' in "hotel_customers"."email") > 1)
);
--> statement-breakpoint
CREATE TABLE "hotel_reminder_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hotel_reminder_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"season" "tyre_season" NOT NULL,
	"season_key" text NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"status" "reminder_round_status" DEFAULT 'scheduled' NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hotel_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"round_id" integer NOT NULL,
	"set_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" "delivery_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"claim_token" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_reminders_round_set_key" UNIQUE("round_id","set_id")
);
--> statement-breakpoint
CREATE TABLE "hotel_set_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hotel_set_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"set_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text,
	"location" text,
	"tyres" jsonb,
	CONSTRAINT "hotel_set_events_kind_valid" CHECK ("hotel_set_events"."kind" in ('check_in', 'check_out'))
);
--> statement-breakpoint
CREATE TABLE "hotel_set_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hotel_set_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"set_id" integer NOT NULL,
	"mime" "image_mime" NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_set_photos_size_limit" CHECK ("hotel_set_photos"."size" > 0 and "hotel_set_photos"."size" <= 5242880)
);
--> statement-breakpoint
CREATE TABLE "hotel_sets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hotel_sets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vehicle_id" integer NOT NULL,
	"season" "tyre_season" NOT NULL,
	"size" text NOT NULL,
	"brand_model" text,
	"with_rims" boolean DEFAULT false NOT NULL,
	"tyres" jsonb NOT NULL,
	"notes" text,
	"location" text,
	"status" "hotel_set_status" DEFAULT 'stored' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" text,
	"checked_out_at" timestamp with time zone,
	"checked_out_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_sets_stored_has_location" CHECK ("hotel_sets"."status" <> 'stored' or "hotel_sets"."location" is not null),
	CONSTRAINT "hotel_sets_tyres_count" CHECK (jsonb_typeof("hotel_sets"."tyres") = 'array' and jsonb_array_length("hotel_sets"."tyres") between 1 and 6),
	CONSTRAINT "hotel_sets_lengths" CHECK (length("hotel_sets"."size") <= 40 and coalesce(length("hotel_sets"."brand_model"), 0) <= 100 and coalesce(length("hotel_sets"."notes"), 0) <= 2000
        and coalesce(length("hotel_sets"."location"), 0) <= 20)
);
--> statement-breakpoint
CREATE TABLE "hotel_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"retention_months" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_settings_singleton" CHECK ("hotel_settings"."id" = 1),
	CONSTRAINT "hotel_settings_retention_range" CHECK ("hotel_settings"."retention_months" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "hotel_vehicles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hotel_vehicles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"registration" text NOT NULL,
	"make_model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_vehicles_lengths" CHECK (length("hotel_vehicles"."registration") between 2 and 12 and coalesce(length("hotel_vehicles"."make_model"), 0) <= 80)
);
--> statement-breakpoint
ALTER TABLE "hotel_reminders" ADD CONSTRAINT "hotel_reminders_round_id_hotel_reminder_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."hotel_reminder_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reminders" ADD CONSTRAINT "hotel_reminders_set_id_hotel_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."hotel_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_reminders" ADD CONSTRAINT "hotel_reminders_customer_id_hotel_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."hotel_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_set_events" ADD CONSTRAINT "hotel_set_events_set_id_hotel_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."hotel_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_set_photos" ADD CONSTRAINT "hotel_set_photos_set_id_hotel_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."hotel_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_sets" ADD CONSTRAINT "hotel_sets_vehicle_id_hotel_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."hotel_vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_vehicles" ADD CONSTRAINT "hotel_vehicles_customer_id_hotel_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."hotel_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_customers_unsubscribe_token_idx" ON "hotel_customers" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "hotel_customers_name_trgm_idx" ON "hotel_customers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hotel_customers_phone_digits_idx" ON "hotel_customers" USING btree (regexp_replace(coalesce("phone", ''), '[^0-9]', '', 'g'));--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_reminder_rounds_season_key_idx" ON "hotel_reminder_rounds" USING btree ("season_key");--> statement-breakpoint
CREATE INDEX "hotel_reminder_rounds_due_idx" ON "hotel_reminder_rounds" USING btree ("send_at") WHERE "hotel_reminder_rounds"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "hotel_reminders_set_idx" ON "hotel_reminders" USING btree ("set_id");--> statement-breakpoint
CREATE INDEX "hotel_reminders_customer_idx" ON "hotel_reminders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "hotel_reminders_open_idx" ON "hotel_reminders" USING btree ("round_id") WHERE "hotel_reminders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "hotel_set_events_set_idx" ON "hotel_set_events" USING btree ("set_id","at");--> statement-breakpoint
CREATE INDEX "hotel_set_photos_set_idx" ON "hotel_set_photos" USING btree ("set_id");--> statement-breakpoint
CREATE INDEX "hotel_sets_vehicle_idx" ON "hotel_sets" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "hotel_sets_stored_idx" ON "hotel_sets" USING btree ("season") WHERE "hotel_sets"."status" = 'stored';--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_sets_location_idx" ON "hotel_sets" USING btree (upper("location")) WHERE "hotel_sets"."status" = 'stored';--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_vehicles_registration_idx" ON "hotel_vehicles" USING btree ("registration");--> statement-breakpoint
CREATE INDEX "hotel_vehicles_customer_idx" ON "hotel_vehicles" USING btree ("customer_id");--> statement-breakpoint
INSERT INTO "hotel_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
