-- Issue 31 "Reaching people": an event is recorded once, in the transaction of the change that caused it; its
-- deliveries (one per recipient and channel: SMS, WhatsApp, push; in-app rows are written with the event) wait
-- here for the notification worker, which claims them with `for update skip locked` and a lease
-- (`claimed_until`), so it is safe on several instances and a crash half-way is retried when the lease ends.
CREATE TABLE "notify_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"audience" text NOT NULL,
	"urgent" boolean NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text NOT NULL,
	"tag" text NOT NULL,
	"collapse_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_events_audience_check" CHECK ("audience" in ('lead', 'operator'))
);--> statement-breakpoint
CREATE TABLE "notify_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL REFERENCES "notify_events"("id") ON DELETE cascade,
	"recipient_kind" text NOT NULL,
	"recipient_id" integer NOT NULL,
	"channel" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_deliveries_once" UNIQUE ("event_id", "recipient_kind", "recipient_id", "channel"),
	CONSTRAINT "notify_deliveries_recipient_check" CHECK ("recipient_kind" in ('lead', 'operator')),
	CONSTRAINT "notify_deliveries_channel_check" CHECK ("channel" in ('push', 'sms', 'whatsapp')),
	CONSTRAINT "notify_deliveries_state_check" CHECK ("state" in ('pending', 'sent', 'failed', 'skipped'))
);--> statement-breakpoint
-- the worker's claim: pending deliveries by due time
CREATE INDEX "notify_deliveries_due_idx" ON "notify_deliveries" USING btree ("due_at") WHERE "state" = 'pending';--> statement-breakpoint
-- one SMS per thread per hour: the last deliveries of a recipient on a channel
CREATE INDEX "notify_deliveries_recipient_idx" ON "notify_deliveries" USING btree ("recipient_kind", "recipient_id", "channel", "created_at");--> statement-breakpoint
CREATE TABLE "notify_preferences" (
	"recipient_kind" text NOT NULL,
	"recipient_id" integer NOT NULL,
	"push" boolean NOT NULL,
	"sms" boolean NOT NULL,
	"whatsapp" boolean NOT NULL,
	"quiet_hours" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_preferences_pk" PRIMARY KEY ("recipient_kind", "recipient_id"),
	CONSTRAINT "notify_preferences_recipient_check" CHECK ("recipient_kind" in ('lead', 'operator'))
);--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_kind" text NOT NULL,
	"recipient_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE ("endpoint"),
	CONSTRAINT "push_subscriptions_recipient_check" CHECK ("recipient_kind" in ('lead', 'operator'))
);--> statement-breakpoint
CREATE INDEX "push_subscriptions_recipient_idx" ON "push_subscriptions" USING btree ("recipient_kind", "recipient_id");
