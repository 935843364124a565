ALTER TABLE "properties" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_contact_phone_check" CHECK ("contact_phone" ~ '^[0-9]{10}$');
