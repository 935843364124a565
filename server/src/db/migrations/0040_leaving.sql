-- Issue 33, leaving (PRODUCT.md "Money", "Leaving"): the tenant's notice, the deposit's settlement and its refund.
--
-- 1. Notice: once per booking (the unique key); the last day as the notice months recorded with the booking decide.
CREATE TABLE "notices" (
  "id" serial PRIMARY KEY,
  "booking_id" integer NOT NULL UNIQUE REFERENCES "bookings"("id"),
  "given_on" date NOT NULL,
  "notice_months" smallint NOT NULL,
  "last_day" date NOT NULL,
  "reason" text,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint

-- 2. The deposit's settlement: once per booking. `deductions` are `{ amount, reason, photo, due_id }` in whole
--    rupees; deposit = deductions + refund_amount. The refund goes through the gateway (`gateway`: the deposit was
--    paid online) or is paid back by the owner and recorded (`offline`). A settlement the tenant leaves unanswered
--    starts its refund by itself (the money job, the partial index below).
CREATE TABLE "deposit_settlements" (
  "id" serial PRIMARY KEY,
  "booking_id" integer NOT NULL UNIQUE REFERENCES "bookings"("id"),
  "deposit" integer NOT NULL CONSTRAINT "deposit_settlements_deposit_check" CHECK ("deposit" >= 0),
  "deductions" jsonb NOT NULL,
  "refund_amount" integer NOT NULL CONSTRAINT "deposit_settlements_refund_check" CHECK ("refund_amount" >= 0 AND "refund_amount" <= "deposit"),
  "move_out_date" date NOT NULL,
  "refund_due_by" date NOT NULL,
  "status" text NOT NULL DEFAULT 'proposed'
    CONSTRAINT "deposit_settlements_status_check" CHECK ("status" IN ('proposed', 'accepted', 'disputed', 'refunded')),
  "refund_status" text NOT NULL DEFAULT 'not_started'
    CONSTRAINT "deposit_settlements_refund_status_check" CHECK ("refund_status" IN ('not_started', 'pending', 'processed', 'failed')),
  "refund_via" text NOT NULL CONSTRAINT "deposit_settlements_refund_via_check" CHECK ("refund_via" IN ('gateway', 'offline')),
  "gateway_payment_id" text,
  "refund_utr" text,
  "dispute_reason" text,
  "proposed_at" timestamp with time zone NOT NULL,
  "responded_at" timestamp with time zone,
  "refund_started_at" timestamp with time zone,
  "refunded_at" timestamp with time zone,
  "settled_by" integer REFERENCES "operators"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "deposit_settlements_unanswered_idx" ON "deposit_settlements" ("proposed_at") WHERE "status" = 'proposed';
