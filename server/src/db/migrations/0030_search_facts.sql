-- Issue 32: the facts tenants filter by, as structured data on room options (set in the console; the seed gives
-- realistic values). Food included is read from the option's food charge, so the two never disagree.
ALTER TABLE "room_options" ADD COLUMN "sharing" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_options" ADD COLUMN "ac" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_options" ADD COLUMN "attached_bathroom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_options" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "room_options" ADD COLUMN "food_included" boolean GENERATED ALWAYS AS (("food" ->> 'type') = 'included') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "room_options" ADD CONSTRAINT "room_options_sharing_check" CHECK ("sharing" BETWEEN 1 AND 12);--> statement-breakpoint
-- rows of a database seeded before: beds from the room type (Double 2, Triple 3, else 1); AC and an attached
-- bathroom where the property lists the amenity (features 2 and 13) in its single rooms and flats
UPDATE "room_options" SET "sharing" = CASE "room_type_id" WHEN 2 THEN 2 WHEN 3 THEN 3 ELSE 1 END;--> statement-breakpoint
UPDATE "room_options" o SET
  "ac" = EXISTS (SELECT 1 FROM "property_features" f WHERE f."property_id" = o."property_id" AND f."feature_id" = 2),
  "attached_bathroom" = o."sharing" = 1 AND EXISTS (SELECT 1 FROM "property_features" f WHERE f."property_id" = o."property_id" AND f."feature_id" = 13);--> statement-breakpoint
-- search's cheapest accepted option per property: room options with a room left, by rent, their facts read from the index
CREATE INDEX "room_options_search_idx" ON "room_options" USING btree ("property_id", "unit_rent", "id")
  INCLUDE ("sharing", "ac", "attached_bathroom", "food_included", "available_from") WHERE "available_rooms" > 0;--> statement-breakpoint
CREATE INDEX "properties_newest_idx" ON "properties" USING btree ("created_at" DESC, "id") WHERE "listed";--> statement-breakpoint
CREATE INDEX "properties_rating_idx" ON "properties" USING btree ("rating_avg" DESC NULLS LAST, "rating_count" DESC, "id") WHERE "listed";
