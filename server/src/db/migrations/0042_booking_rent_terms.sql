-- Issue 33: the rent terms a tenant saw are the terms they are billed by. A booking records the property's rent day
-- (null: the move-in day of each month) and late fee (null: none) when the room is taken, as it records the
-- cancellation terms; the dues read the booking's, so a change the owner makes later applies to later bookings only.
ALTER TABLE "bookings" ADD COLUMN "rent_day" smallint
  CONSTRAINT "bookings_rent_day_check" CHECK ("rent_day" BETWEEN 1 AND 28);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_fee" jsonb;--> statement-breakpoint
-- bookings made before this read the property's terms as they stand (the console could not set them yet)
UPDATE "bookings" AS b SET "rent_day" = p."rent_day", "late_fee" = p."late_fee"
  FROM "properties" AS p WHERE p."id" = b."property_id" AND (p."rent_day" IS NOT NULL OR p."late_fee" IS NOT NULL);
