-- Issue 33, UPI AutoPay: a booking's monthly mandate at the gateway (a customer and a recurring UPI token with a
-- maximum amount), and one row per due it debits. At most one live mandate (pending or active) per booking. A due
-- has at most one AutoPay row: its pre-debit notice is written with the row, and the debit claims the row by moving
-- its state, so two instances of the money job never notify or debit the same due twice.
CREATE TABLE "autopay_mandates" (
  "id" serial PRIMARY KEY,
  "booking_id" integer NOT NULL REFERENCES "bookings"("id"),
  "status" text NOT NULL CONSTRAINT "autopay_mandates_status_check" CHECK ("status" IN ('pending', 'active', 'cancelled', 'failed')),
  "max_amount" integer NOT NULL,
  "gateway_customer_id" text,
  "gateway_order_id" text UNIQUE,
  "gateway_token_id" text UNIQUE,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "activated_at" timestamp with time zone,
  "cancelled_at" timestamp with time zone,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "autopay_mandates_one_live" ON "autopay_mandates" ("booking_id") WHERE "status" IN ('pending', 'active');
--> statement-breakpoint
CREATE TABLE "autopay_debits" (
  "due_id" integer PRIMARY KEY REFERENCES "rent_dues"("id"),
  "mandate_id" integer NOT NULL REFERENCES "autopay_mandates"("id"),
  "amount" integer NOT NULL,
  "debit_on" date NOT NULL,
  "state" text NOT NULL CONSTRAINT "autopay_debits_state_check"
    CHECK ("state" IN ('notified', 'over_limit', 'debiting', 'captured', 'failed', 'skipped')),
  "notified_at" timestamp with time zone NOT NULL,
  "gateway_payment_id" text,
  "attempted_at" timestamp with time zone,
  "error" text,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "autopay_debits_state_idx" ON "autopay_debits" ("state", "debit_on");
