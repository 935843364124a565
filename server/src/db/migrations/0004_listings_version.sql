CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_versions" ("name", "version") VALUES ('listings', 0);--> statement-breakpoint
-- every statement that writes what a search answer shows (properties and their cards, city and locality names)
-- bumps the listings version; readers compare it with the version their cached answers were built at
CREATE FUNCTION "bump_listings_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'listings';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_bump_listings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_listings_version"();--> statement-breakpoint
CREATE TRIGGER "cities_bump_listings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_listings_version"();--> statement-breakpoint
CREATE TRIGGER "localities_bump_listings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "localities"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_listings_version"();
