-- Issue 32: a tenant's saved searches (at most 10), and what each matched when last looked at: a property that
-- matches now and did not then is new (newly published, or a room newly available), told at most once a day.
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"seen_ids" integer[] DEFAULT '{}' NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_lead_idx" ON "saved_searches" USING btree ("lead_id","id");--> statement-breakpoint
CREATE INDEX "saved_searches_checked_idx" ON "saved_searches" USING btree ("checked_at");
