-- The operator side (issue 15): operators and their own sessions, property ownership and manager grants,
-- publishing and availability confirmation, booking/visit decisions, handled requests, the audit log and
-- the tenant's notifications as real events.
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" integer REFERENCES "operators"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_phone_number_unique" UNIQUE("phone_number"),
	CONSTRAINT "operators_role_check" CHECK ("role" IN ('admin', 'owner', 'manager'))
);--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"operator_id" integer NOT NULL REFERENCES "operators"("id"),
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_sessions_token_hash_unique" UNIQUE("token_hash")
);--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id");--> statement-breakpoint
-- a sign-in code is for one kind of session: a code asked for the console never signs a tenant in, nor the reverse
ALTER TABLE "otp_challenges" ADD COLUMN "purpose" text DEFAULT 'lead' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_purpose_check" CHECK ("purpose" IN ('lead', 'operator'));--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "owner_operator_id" integer REFERENCES "operators"("id");--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "availability_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "visit_slot_capacity" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_visit_slot_capacity_check" CHECK ("visit_slot_capacity" >= 1);--> statement-breakpoint
UPDATE "properties" p SET "availability_confirmed_at" = (SELECT max(o."availability_confirmed_at") FROM "room_options" o WHERE o."property_id" = p."id");--> statement-breakpoint
CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_operator_id");--> statement-breakpoint
CREATE TABLE "operator_properties" (
	"operator_id" integer NOT NULL REFERENCES "operators"("id") ON DELETE cascade,
	"property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
	"granted_by" integer REFERENCES "operators"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_properties_pk" PRIMARY KEY("operator_id", "property_id")
);--> statement-breakpoint
CREATE INDEX "operator_properties_property_idx" ON "operator_properties" USING btree ("property_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "decided_by" integer REFERENCES "operators"("id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check"
	CHECK ("status" IN ('held', 'confirmed', 'accepted', 'declined', 'expired', 'moved_in', 'cancelled'));--> statement-breakpoint
-- one live booking per tenant and property, through acceptance and the stay
DROP INDEX "bookings_live_tenant_property_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_tenant_property_idx" ON "bookings" USING btree ("tenant_id","property_id")
	WHERE "bookings"."status" in ('held', 'confirmed', 'accepted', 'moved_in');--> statement-breakpoint
CREATE INDEX "bookings_property_idx" ON "bookings" USING btree ("property_id","created_at");--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "decided_by" integer REFERENCES "operators"("id");--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_status_check" CHECK ("status" IN ('requested', 'scheduled', 'declined', 'cancelled'));--> statement-breakpoint
CREATE INDEX "visits_property_slot_idx" ON "visits" USING btree ("property_id","visit_date","visit_slot");--> statement-breakpoint
ALTER TABLE "lead_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_requests" ADD COLUMN "handled_by" integer REFERENCES "operators"("id");--> statement-breakpoint
CREATE INDEX "lead_requests_property_idx" ON "lead_requests" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL REFERENCES "operators"("id"),
	"property_id" integer REFERENCES "properties"("id"),
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "audit_log_property_idx" ON "audit_log" USING btree ("property_id","id");--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL REFERENCES "leads"("id"),
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"booking_id" integer REFERENCES "bookings"("id"),
	"visit_id" integer REFERENCES "visits"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "notifications_lead_idx" ON "notifications" USING btree ("lead_id","created_at");
--> statement-breakpoint
-- Notifications are the lead's real events now, not stored static items
DELETE FROM "content" WHERE "key" = 'NOTIFICATIONS';
