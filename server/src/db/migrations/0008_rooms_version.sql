-- Cached property details and room options (modules/listings) are kept per version, like search answers.
-- 'rooms' follows room_options (bookings change available rooms): only statements that changed a row bump it,
-- so the minute's sweep of lapsed holds and a booking refused for want of rooms keep every cached answer
INSERT INTO "data_versions" ("name", "version") VALUES ('rooms', 0) ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_rooms_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' OR EXISTS (SELECT 1 FROM "changed_rows") THEN
    UPDATE "data_versions" SET "version" = "version" + 1 WHERE "name" = 'rooms';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "room_options_insert_bump_rooms_version" AFTER INSERT ON "room_options"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_rooms_version"();--> statement-breakpoint
CREATE TRIGGER "room_options_update_bump_rooms_version" AFTER UPDATE ON "room_options"
  REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_rooms_version"();--> statement-breakpoint
CREATE TRIGGER "room_options_delete_bump_rooms_version" AFTER DELETE ON "room_options"
  REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_rooms_version"();--> statement-breakpoint
CREATE TRIGGER "room_options_truncate_bump_rooms_version" AFTER TRUNCATE ON "room_options"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_rooms_version"();--> statement-breakpoint
-- what property details and room options show besides properties: photos, amenities and their names,
-- room type names, reviews; written by the seed and the operator side, never by a tenant's call
CREATE TRIGGER "property_photos_bump_listings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_photos"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_listings_version"();--> statement-breakpoint
CREATE TRIGGER "property_features_bump_listings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_features"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_listings_version"();--> statement-breakpoint
CREATE TRIGGER "features_bump_listings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "features"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_listings_version"();--> statement-breakpoint
CREATE TRIGGER "room_types_bump_listings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_listings_version"();--> statement-breakpoint
CREATE TRIGGER "reviews_bump_listings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_listings_version"();
