CREATE TABLE "price_list" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"prices" jsonb NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "price_list_singleton" CHECK ("price_list"."id" = 1)
);
