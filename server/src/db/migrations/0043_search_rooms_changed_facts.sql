-- Issue 32, "a write must not empty every cached search": a booking takes a room (available_rooms 3 -> 2) and
-- changes no search answer, yet every update of room_options bumped 'search:rooms:...' (0033), so with a booking
-- every 200 ms each cached search with room choices of that city was built again. An update now bumps them only
-- where it changed a fact search reads from a room option (search-sql.ts: whether a room is left, the rent, sharing,
-- food, AC, bathroom, available from, and the card's deposit months, maintenance and fees) or moved the option.
-- Inserts and deletes bump as before.
DROP TRIGGER "room_options_update_bump_search" ON "room_options";--> statement-breakpoint
DROP TRIGGER "room_options_update_old_bump_search" ON "room_options";--> statement-breakpoint
CREATE FUNCTION "bump_search_rooms_versions_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "data_versions" ("name", "version")
  SELECT n, 1 FROM (
    WITH "changed" AS (
      SELECT o."property_id" AS "old_property", n."property_id" AS "new_property"
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE (o."property_id", o."available_rooms" > 0, o."unit_rent", o."sharing", o."food_included", o."ac", o."attached_bathroom",
             o."available_from", o."security_deposit_months", o."maintenance_amount", o."one_time_fees")
        IS DISTINCT FROM
            (n."property_id", n."available_rooms" > 0, n."unit_rent", n."sharing", n."food_included", n."ac", n."attached_bathroom",
             n."available_from", n."security_deposit_months", n."maintenance_amount", n."one_time_fees")
    ), "touched" AS (
      SELECT "old_property" AS "property_id" FROM "changed" UNION SELECT "new_property" FROM "changed"
    )
    SELECT DISTINCT 'search:rooms:city:' || p."city_id" AS n FROM "touched" t JOIN "properties" p ON p."id" = t."property_id"
    UNION SELECT DISTINCT 'search:rooms:locality:' || p."locality_id" FROM "touched" t JOIN "properties" p ON p."id" = t."property_id"
  ) names
  ON CONFLICT ("name") DO UPDATE SET "version" = "data_versions"."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "room_options_update_bump_search" AFTER UPDATE ON "room_options"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_rooms_versions_on_update"();
