ALTER TABLE "tyre_products" ADD COLUMN "load_index" smallint;--> statement-breakpoint
ALTER TABLE "tyre_products" ADD COLUMN "load_index_dual" smallint;--> statement-breakpoint
ALTER TABLE "tyre_products" ADD COLUMN "speed_rating" text;--> statement-breakpoint
ALTER TABLE "tyre_products" ADD COLUMN "extra_load" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tyre_products" ADD COLUMN "run_flat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tyre_products" ADD COLUMN "commercial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tyre_products" ADD COLUMN "eprel_id" text;--> statement-breakpoint
ALTER TABLE "tyre_products" ADD COLUMN "ean" text;--> statement-breakpoint
ALTER TABLE "tyre_products" ADD COLUMN "delivery_days_min" smallint;--> statement-breakpoint
ALTER TABLE "tyre_products" ADD COLUMN "delivery_days_max" smallint;--> statement-breakpoint
ALTER TABLE "tyre_products" ADD CONSTRAINT "tyre_products_load_index_range" CHECK ("tyre_products"."load_index" is null or "tyre_products"."load_index" between 50 and 150);--> statement-breakpoint
ALTER TABLE "tyre_products" ADD CONSTRAINT "tyre_products_load_index_dual_valid" CHECK ("tyre_products"."load_index_dual" is null or ("tyre_products"."load_index" is not null and "tyre_products"."load_index_dual" between 50 and "tyre_products"."load_index"));--> statement-breakpoint
ALTER TABLE "tyre_products" ADD CONSTRAINT "tyre_products_speed_rating_valid" CHECK ("tyre_products"."speed_rating" is null or "tyre_products"."speed_rating" in ('L','M','N','P','Q','R','S','T','U','H','V','W','Y'));--> statement-breakpoint
ALTER TABLE "tyre_products" ADD CONSTRAINT "tyre_products_eprel_id_digits" CHECK ("tyre_products"."eprel_id" is null or "tyre_products"."eprel_id" ~ '^[0-9]{1,12}$');--> statement-breakpoint
ALTER TABLE "tyre_products" ADD CONSTRAINT "tyre_products_ean_digits" CHECK ("tyre_products"."ean" is null or "tyre_products"."ean" ~ '^([0-9]{8}|[0-9]{12,14})$');--> statement-breakpoint
ALTER TABLE "tyre_products" ADD CONSTRAINT "tyre_products_delivery_days_valid" CHECK (("tyre_products"."delivery_days_min" is null and "tyre_products"."delivery_days_max" is null)
        or ("tyre_products"."delivery_days_min" between 0 and 90 and "tyre_products"."delivery_days_max" between "tyre_products"."delivery_days_min" and 90));--> statement-breakpoint
-- Until now the admin typed the EPREL number and the EAN code as feature lines ('EPREL: 123456',
-- 'EAN: 6419440000000'); they move into their own columns and out of the features.
UPDATE "tyre_products" p SET
  "eprel_id" = (SELECT (regexp_match(f, '^\s*eprel(?:[\s-]*(?:id|tunnus|numero|nro))?\s*[:#=]?\s*([0-9]{1,12})\s*$', 'i'))[1]
                FROM unnest(p."features") AS f WHERE f ~* '^\s*eprel(?:[\s-]*(?:id|tunnus|numero|nro))?\s*[:#=]?\s*[0-9]{1,12}\s*$' LIMIT 1),
  "ean" = (SELECT (regexp_match(f, '^\s*(?:ean|gtin)(?:[\s-]*(?:8|12|13|14|koodi))?\s*[:#=]?\s*([0-9]{8}|[0-9]{12,14})\s*$', 'i'))[1]
           FROM unnest(p."features") AS f WHERE f ~* '^\s*(?:ean|gtin)(?:[\s-]*(?:8|12|13|14|koodi))?\s*[:#=]?\s*([0-9]{8}|[0-9]{12,14})\s*$' LIMIT 1),
  "features" = ARRAY(SELECT f FROM unnest(p."features") WITH ORDINALITY AS u(f, n)
                     WHERE f !~* '^\s*eprel(?:[\s-]*(?:id|tunnus|numero|nro))?\s*[:#=]?\s*[0-9]{1,12}\s*$'
                       AND f !~* '^\s*(?:ean|gtin)(?:[\s-]*(?:8|12|13|14|koodi))?\s*[:#=]?\s*([0-9]{8}|[0-9]{12,14})\s*$'
                     ORDER BY n)
WHERE EXISTS (SELECT 1 FROM unnest(p."features") AS f
              WHERE f ~* '^\s*(?:eprel(?:[\s-]*(?:id|tunnus|numero|nro))?\s*[:#=]?\s*[0-9]{1,12}|(?:ean|gtin)(?:[\s-]*(?:8|12|13|14|koodi))?\s*[:#=]?\s*([0-9]{8}|[0-9]{12,14}))\s*$');
