CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_single_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- One bump per statement, whatever wrote: the admin, a CSV import, the seed or psql.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "tyre_sizes_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tyre_sizes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "tyre_products_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tyre_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "manufacturers_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "manufacturers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
