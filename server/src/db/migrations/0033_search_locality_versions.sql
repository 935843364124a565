-- Issue 32, "Speed as traffic really is": with a booking or a price change every 200 ms, a city's version (0032) moved
-- several times a second and every cached search of that city (and every search with room choices, on 'rooms') was
-- built again. Search answers now follow what they cover: 'search:locality:<id>' (a statement changed properties of
-- that locality) and, for searches with room choices, 'search:rooms:locality:<id>' (it changed room options of a
-- property there); city-wide searches follow the same versions of their city ('search:city:<id>' as before, and
-- 'search:rooms:city:<id>').
CREATE OR REPLACE FUNCTION "bump_search_city_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" LIKE 'search:city:%' OR "name" LIKE 'search:locality:%';
  ELSE
    INSERT INTO "data_versions" ("name", "version")
    SELECT n, 1 FROM (
      SELECT DISTINCT 'search:city:' || "city_id" AS n FROM "changed_rows"
      UNION SELECT DISTINCT 'search:locality:' || "locality_id" FROM "changed_rows"
    ) names
    ON CONFLICT ("name") DO UPDATE SET "version" = "data_versions"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bump_search_rooms_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" LIKE 'search:rooms:%';
  ELSE
    INSERT INTO "data_versions" ("name", "version")
    SELECT n, 1 FROM (
      SELECT DISTINCT 'search:rooms:city:' || p."city_id" AS n FROM "changed_rows" o JOIN "properties" p ON p."id" = o."property_id"
      UNION SELECT DISTINCT 'search:rooms:locality:' || p."locality_id" FROM "changed_rows" o JOIN "properties" p ON p."id" = o."property_id"
    ) names
    ON CONFLICT ("name") DO UPDATE SET "version" = "data_versions"."version" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "room_options_insert_bump_search" AFTER INSERT ON "room_options"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_rooms_versions"();--> statement-breakpoint
CREATE TRIGGER "room_options_update_bump_search" AFTER UPDATE ON "room_options"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_rooms_versions"();--> statement-breakpoint
-- a room option moved to another property changes the searches where it was too
CREATE TRIGGER "room_options_update_old_bump_search" AFTER UPDATE ON "room_options"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_rooms_versions"();--> statement-breakpoint
CREATE TRIGGER "room_options_delete_bump_search" AFTER DELETE ON "room_options"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_rooms_versions"();--> statement-breakpoint
CREATE TRIGGER "room_options_truncate_bump_search" AFTER TRUNCATE ON "room_options"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_rooms_versions"();
