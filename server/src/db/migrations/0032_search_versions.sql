-- Issue 32: a write empties only the cached searches it changes. Search answers follow 'search:city:<id>' (bumped by
-- a statement that changed properties of that city, before or after), 'search:names' (city, locality, amenity and
-- room type names the cards show) and, for searches with room choices, 'rooms'; no longer the global 'listings'.
INSERT INTO "data_versions" ("name", "version") SELECT 'search:city:' || "id", 0 FROM "cities" ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "data_versions" ("name", "version") VALUES ('search:names', 0) ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_search_city_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" LIKE 'search:city:%';
  ELSE
    INSERT INTO "data_versions" ("name", "version")
    SELECT 'search:city:' || c, 1 FROM (SELECT DISTINCT "city_id" AS c FROM "changed_rows") cities
    ON CONFLICT ("name") DO UPDATE SET "version" = "data_versions"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_insert_bump_search" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_city_versions"();--> statement-breakpoint
CREATE TRIGGER "properties_update_new_bump_search" AFTER UPDATE ON "properties"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_city_versions"();--> statement-breakpoint
-- a property moved to another city changes the searches of the city it left too
CREATE TRIGGER "properties_update_old_bump_search" AFTER UPDATE ON "properties"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_city_versions"();--> statement-breakpoint
CREATE TRIGGER "properties_delete_bump_search" AFTER DELETE ON "properties"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_city_versions"();--> statement-breakpoint
CREATE TRIGGER "properties_truncate_bump_search" AFTER TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_city_versions"();--> statement-breakpoint
CREATE FUNCTION "bump_search_names_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'search:names';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cities_bump_search_names" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cities"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_names_version"();--> statement-breakpoint
CREATE TRIGGER "localities_bump_search_names" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "localities"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_names_version"();
