-- A photo for a deposit deduction, uploaded from the console (issue 33): its WebP file kept in the database like
-- photo_files, tied to the booking settled (it goes with it). Private: the API serves it to the booking's tenant
-- and the property's operators only.
CREATE TABLE "deduction_photos" (
	"name" text PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
	"content" bytea NOT NULL,
	"uploaded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "deduction_photos_booking_idx" ON "deduction_photos" USING btree ("booking_id");
