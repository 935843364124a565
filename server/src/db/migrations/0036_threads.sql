-- Issue 31: messages without numbers. A thread per booking, visit or enquiry (a tenant and a property) between
-- the tenant and the property's operators; each side's read mark is the last message it read; reports let an
-- admin read a thread, and only then.
CREATE TABLE "message_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"lead_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"booking_id" integer,
	"visit_id" integer,
	"number_shared" boolean DEFAULT false NOT NULL,
	"tenant_read_id" integer DEFAULT 0 NOT NULL,
	"operator_read_id" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_threads_kind_check" CHECK ("kind" in ('booking', 'visit', 'enquiry'))
);--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_booking_idx" ON "message_threads" USING btree ("booking_id") WHERE "kind" = 'booking';--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_visit_idx" ON "message_threads" USING btree ("visit_id") WHERE "kind" = 'visit';--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_enquiry_idx" ON "message_threads" USING btree ("lead_id","property_id") WHERE "kind" = 'enquiry';--> statement-breakpoint
CREATE INDEX "message_threads_lead_idx" ON "message_threads" USING btree ("lead_id","last_message_at");--> statement-breakpoint
CREATE INDEX "message_threads_property_idx" ON "message_threads" USING btree ("property_id","last_message_at");--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"sender" text NOT NULL,
	"operator_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_messages_sender_check" CHECK ("sender" in ('tenant', 'operator'))
);--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thread_messages_thread_idx" ON "thread_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"reporter" text NOT NULL,
	"reporter_lead_id" integer,
	"reporter_operator_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reports_reporter_check" CHECK ("reporter" in ('tenant', 'operator'))
);--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_thread_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."thread_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_message_side_idx" ON "message_reports" USING btree ("message_id","reporter");--> statement-breakpoint
CREATE INDEX "message_reports_thread_idx" ON "message_reports" USING btree ("thread_id");
