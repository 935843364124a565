-- Issue 29, money part 1: a refundable token paid through a gateway and held until move-in (PRODUCT.md "Money").
--
-- 1. A room option's token is its own field: the seed's "Token amount" one-time fee was an advance counted as an
--    extra fee; it becomes `token_amount` and leaves the fees (the move-in total no longer counts it twice).
ALTER TABLE "room_options" ADD COLUMN "token_amount" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "room_options" ADD CONSTRAINT "room_options_token_amount_check" CHECK ("token_amount" >= 0);--> statement-breakpoint
UPDATE "room_options" SET
  "token_amount" = coalesce((SELECT max(("f"->>'amount')::int) FROM jsonb_array_elements("one_time_fees") "f" WHERE "f"->>'name' = 'Token amount'), 0),
  "one_time_fees" = coalesce((SELECT jsonb_agg("f") FROM jsonb_array_elements("one_time_fees") "f" WHERE "f"->>'name' <> 'Token amount'), '[]'::jsonb)
  WHERE "one_time_fees" @> '[{"name": "Token amount"}]'::jsonb;--> statement-breakpoint
-- the card's move-in total (properties/summary-service.ts computes the same from the cheapest option)
UPDATE "properties" "p" SET "min_rent_move_in" = "c"."total" FROM (
  SELECT DISTINCT ON ("property_id") "property_id",
    "unit_rent" + "maintenance_amount" + "unit_rent" * "security_deposit_months"
      + coalesce((SELECT sum(("f"->>'amount')::int) FROM jsonb_array_elements("one_time_fees") "f"), 0) AS "total"
  FROM "room_options" ORDER BY "property_id", "unit_rent", "id"
) "c" WHERE "c"."property_id" = "p"."id" AND "p"."min_rent_move_in" <> "c"."total";--> statement-breakpoint

-- 2. Booking statuses: nothing reads "confirmed" before the owner accepts. A booking awaiting the owner is
--    `requested`; `moved_out` ends a stay. The token, where it is, and what went back to the tenant ride on the row.
DROP INDEX "bookings_live_tenant_property_idx";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
UPDATE "bookings" SET "status" = 'requested' WHERE "status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check"
  CHECK ("status" IN ('held', 'requested', 'accepted', 'declined', 'expired', 'cancelled', 'moved_in', 'moved_out'));--> statement-breakpoint
UPDATE "audit_log" SET "before" = '"requested"'::jsonb WHERE "entity" = 'booking' AND "before" = '"confirmed"'::jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "token_amount" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "token_status" text NOT NULL DEFAULT 'none'
  CONSTRAINT "bookings_token_status_check" CHECK ("token_status" IN ('none', 'pending', 'held', 'released', 'refunded', 'partly_refunded'));--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_amount" integer NOT NULL DEFAULT 0;--> statement-breakpoint
-- when it became requested (the owner's 48 hours run from here) and the first move-in date set (cancellation
-- terms count the days to the earlier of it and the current one: moving the date out never buys a refund)
ALTER TABLE "bookings" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "first_move_in_date" date;--> statement-breakpoint
UPDATE "bookings" SET "requested_at" = "created_at", "first_move_in_date" = "move_in_date" WHERE "move_in_date" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_tenant_property_idx" ON "bookings" ("tenant_id", "property_id")
  WHERE "status" IN ('held', 'requested', 'accepted', 'moved_in');--> statement-breakpoint
CREATE INDEX "bookings_awaiting_answer_idx" ON "bookings" ("requested_at") WHERE "status" = 'requested' AND "token_status" = 'held';--> statement-breakpoint

-- 3. An owner's payout account: a linked account at the gateway. Only the account number's last four digits
--    are kept (the gateway has the rest); the gateway's activation decides whether bookings ask for the token,
--    so a change bumps the listings version (room options answer the token to pay).
CREATE TABLE "payout_accounts" (
  "operator_id" integer PRIMARY KEY REFERENCES "operators"("id"),
  "legal_name" text NOT NULL,
  "business_type" text NOT NULL,
  "pan" text NOT NULL,
  "account_last4" text NOT NULL,
  "ifsc" text NOT NULL,
  "email" text NOT NULL,
  "gateway_account_id" text,
  "gateway_product_id" text,
  "status" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE TRIGGER "payout_accounts_bump_listings_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payout_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_listings_version"();--> statement-breakpoint

-- what must never change once written (the ledger, payment attempts) refuses it in the database itself
CREATE FUNCTION "refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'rows of % are never changed or deleted: post a reversal instead', TG_TABLE_NAME;
END
$$;--> statement-breakpoint

-- 4. Gateway orders (one per booking: its receipt is the idempotency key) and payment attempts (never deleted;
--    states only move forward). `unknown`: the app asked and got no answer; reconciliation asks again.
CREATE TABLE "payment_orders" (
  "id" serial PRIMARY KEY,
  "booking_id" integer NOT NULL UNIQUE REFERENCES "bookings"("id"),
  "receipt" text NOT NULL UNIQUE,
  "gateway_order_id" text UNIQUE,
  "amount_paise" integer NOT NULL,
  "currency" text NOT NULL DEFAULT 'INR',
  "state" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  "checked_at" timestamp with time zone,
  "claimed_until" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "payment_orders_open_idx" ON "payment_orders" ("created_at") WHERE "state" IN ('unknown', 'created');--> statement-breakpoint
CREATE TABLE "payments" (
  "gateway_payment_id" text PRIMARY KEY,
  "gateway_order_id" text NOT NULL,
  "booking_id" integer NOT NULL REFERENCES "bookings"("id"),
  "amount_paise" integer NOT NULL,
  "method" text,
  "status" text NOT NULL,
  "error_code" text,
  "error_description" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_unknown_idx" ON "payments" ("updated_at") WHERE "status" = 'unknown';--> statement-breakpoint
CREATE TRIGGER "payments_no_delete" BEFORE DELETE ON "payments" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint

-- 5. Webhook events, once per event id: stored before the 2xx, worked on after it (a crash in between leaves
--    the event unprocessed, and the money job takes it up).
CREATE TABLE "webhook_events" (
  "event_id" text PRIMARY KEY,
  "event" text NOT NULL,
  "payload" jsonb NOT NULL,
  "created_at_gateway" timestamp with time zone NOT NULL,
  "received_at" timestamp with time zone NOT NULL DEFAULT now(),
  "processed_at" timestamp with time zone,
  "attempts" integer NOT NULL DEFAULT 0,
  "last_error" text,
  "claimed_until" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "webhook_events_unprocessed_idx" ON "webhook_events" ("received_at") WHERE "processed_at" IS NULL;--> statement-breakpoint

-- 6. What the app must ask the gateway to do with money (transfer on hold, refund, release), in order per
--    booking, each with its idempotency key: a retry never pays twice. Done actions post to the ledger.
CREATE TABLE "money_actions" (
  "id" serial PRIMARY KEY,
  "booking_id" integer NOT NULL REFERENCES "bookings"("id"),
  "kind" text NOT NULL,
  "amount_paise" integer NOT NULL,
  "gateway_payment_id" text NOT NULL,
  "idempotency_key" text NOT NULL UNIQUE,
  "reason" text NOT NULL,
  "state" text NOT NULL DEFAULT 'pending',
  "gateway_ref" text,
  "attempts" integer NOT NULL DEFAULT 0,
  "last_error" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "done_at" timestamp with time zone,
  "claimed_until" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "money_actions_pending_idx" ON "money_actions" ("booking_id", "id") WHERE "state" = 'pending';--> statement-breakpoint

-- 7. The ledger: balanced double entries in paise, never updated or deleted (reversals are new entries). A
--    transaction's id is derived from what moved the money, so posting it twice is refused; a deferred trigger
--    refuses to commit a transaction whose entries do not sum to zero.
CREATE TABLE "ledger_transactions" (
  "id" text PRIMARY KEY,
  "kind" text NOT NULL,
  "booking_id" integer NOT NULL REFERENCES "bookings"("id"),
  "gateway_order_id" text,
  "gateway_payment_id" text,
  "gateway_ref" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "ledger_transactions_booking_idx" ON "ledger_transactions" ("booking_id", "created_at");--> statement-breakpoint
CREATE TABLE "ledger_entries" (
  "id" bigserial PRIMARY KEY,
  "transaction_id" text NOT NULL REFERENCES "ledger_transactions"("id"),
  "account" text NOT NULL,
  "amount_paise" bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" ("transaction_id");--> statement-breakpoint
CREATE FUNCTION "ledger_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum("amount_paise"), 0) FROM "ledger_entries" WHERE "transaction_id" = NEW."transaction_id") <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW."transaction_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_balanced"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_insert_only" BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_insert_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint

-- 8. The console's notifications (a booking became `requested`), one row per operator of the property.
CREATE TABLE "operator_notifications" (
  "id" serial PRIMARY KEY,
  "operator_id" integer NOT NULL REFERENCES "operators"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "title" text NOT NULL,
  "body" text NOT NULL,
  "booking_id" integer REFERENCES "bookings"("id"),
  "property_id" integer REFERENCES "properties"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "operator_notifications_operator_idx" ON "operator_notifications" ("operator_id", "created_at");--> statement-breakpoint

-- 9. The sandbox gateway's own records (development only; production never writes here): orders, payments,
--    refunds, transfers, linked accounts and its settings as JSON documents, so they outlive a restart of the app.
CREATE TABLE "sandbox_gateway_objects" (
  "id" text PRIMARY KEY,
  "kind" text NOT NULL,
  "data" jsonb NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "sandbox_gateway_objects_kind_idx" ON "sandbox_gateway_objects" ("kind", ("data"->>'parent'));
