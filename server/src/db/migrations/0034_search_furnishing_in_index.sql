-- Issue 32: a search with room choices reads its properties by area alone (the budget applies to the room option), and
-- `furnishing` was not in the area indexes: each such search read every property of its localities from the table
-- (a bitmap heap scan: 700 blocks for two busy localities at 20,000 properties, 4,000 for a city). With it in the
-- indexes those properties are read from the index alone, as the search without room choices always was.
DROP INDEX "properties_locality_rent_idx";--> statement-breakpoint
CREATE INDEX "properties_locality_rent_idx" ON "properties" USING btree ("locality_id","min_rent") INCLUDE ("gender_mask","id","listed","furnishing");--> statement-breakpoint
DROP INDEX "properties_city_rent_idx";--> statement-breakpoint
CREATE INDEX "properties_city_rent_idx" ON "properties" USING btree ("city_id","min_rent") INCLUDE ("gender_mask","id","listed","furnishing");
