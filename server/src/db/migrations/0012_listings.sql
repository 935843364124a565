-- The operator side's listings (issue 15). Uploaded photos: both WebP sizes kept in the database, so every
-- instance serves them and a backup carries them; a photo's files go with its property_photos row.
CREATE TABLE "photo_files" (
	"name" text PRIMARY KEY NOT NULL,
	"photo_id" integer NOT NULL REFERENCES "property_photos"("id") ON DELETE cascade,
	"content" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "photo_files_photo_idx" ON "photo_files" USING btree ("photo_id");--> statement-breakpoint
-- whether tenants find the property: published, and its availability confirmed within 60 days (the
-- operator side keeps it; an hourly sweep turns it off when a confirmation grows too old)
ALTER TABLE "properties" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "properties" SET "listed" = "published";--> statement-breakpoint
-- search keeps reading ids from these indexes alone (index-only scans), now with `listed` among them
DROP INDEX "properties_locality_rent_idx";--> statement-breakpoint
CREATE INDEX "properties_locality_rent_idx" ON "properties" USING btree ("locality_id","min_rent") INCLUDE ("gender_mask","id","listed");--> statement-breakpoint
DROP INDEX "properties_city_rent_idx";--> statement-breakpoint
CREATE INDEX "properties_city_rent_idx" ON "properties" USING btree ("city_id","min_rent") INCLUDE ("gender_mask","id","listed");
