-- Search reads property ids from these indexes alone (index-only scans), then loads the page's rows.
-- drizzle-kit cannot express INCLUDE, so they live here.
CREATE INDEX "properties_locality_rent_idx" ON "properties" USING btree ("locality_id","min_rent") INCLUDE ("gender_mask","id");--> statement-breakpoint
CREATE INDEX "properties_city_rent_idx" ON "properties" USING btree ("city_id","min_rent") INCLUDE ("gender_mask","id");
