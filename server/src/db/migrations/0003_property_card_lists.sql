ALTER TABLE "properties" ADD COLUMN "card_photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "card_features" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "card_room_types" jsonb DEFAULT '[]'::jsonb NOT NULL;