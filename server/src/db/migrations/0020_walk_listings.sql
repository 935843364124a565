-- Issue 30: a listing tells the truth. The seed's property contacts were real-looking Delhi mobiles
-- (98100 xxxxx): a sample contact now has no number at all, and says it is a sample. Only the seed ever
-- wrote a contact before this migration (the console could not), so every contact there is a sample.
ALTER TABLE "properties" ADD COLUMN "contact_is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "properties" SET "contact_is_sample" = true, "contact_phone" = NULL WHERE "contact_name" IS NOT NULL OR "contact_phone" IS NOT NULL;
