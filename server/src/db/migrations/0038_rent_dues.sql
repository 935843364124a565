-- Issue 33, money part 2 (first slice): monthly dues, paying them, receipts (PRODUCT.md "Rent over the stay").
--
-- 1. What a property publishes about rent: a fixed rent day of the month (null: each tenant's move-in day) and a
--    late fee (null: none; `{ "grace_days": n, "amount": rupees }`, charged once when a due is n days past its date).
ALTER TABLE "properties" ADD COLUMN "rent_day" smallint
  CONSTRAINT "properties_rent_day_check" CHECK ("rent_day" BETWEEN 1 AND 28);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "late_fee" jsonb;--> statement-breakpoint
-- the food a booking chose at a monthly price (0: none, or food already in the rent)
ALTER TABLE "bookings" ADD COLUMN "food_amount" integer NOT NULL DEFAULT 0
  CONSTRAINT "bookings_food_amount_check" CHECK ("food_amount" >= 0);--> statement-breakpoint

-- 2. Dues: one per booking and period (the unique key makes a second run of the job, on any instance, make
--    nothing). Lines `{ kind, label, amount }` in whole rupees add up to `total`. A due is never deleted.
CREATE TABLE "rent_dues" (
  "id" serial PRIMARY KEY,
  "booking_id" integer NOT NULL REFERENCES "bookings"("id"),
  "period_start" date NOT NULL,
  "period_end" date NOT NULL,
  "due_date" date NOT NULL,
  "lines" jsonb NOT NULL,
  "total" integer NOT NULL CONSTRAINT "rent_dues_total_check" CHECK ("total" >= 0),
  "status" text NOT NULL DEFAULT 'open' CONSTRAINT "rent_dues_status_check" CHECK ("status" IN ('open', 'paid')),
  "paid_via" text,
  "utr" text,
  "paid_at" timestamp with time zone,
  "receipt_no" text UNIQUE,
  "gateway_payment_id" text,
  "recorded_by" integer REFERENCES "operators"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "rent_dues_booking_period_key" UNIQUE ("booking_id", "period_start")
);--> statement-breakpoint
CREATE INDEX "rent_dues_open_idx" ON "rent_dues" ("due_date") WHERE "status" = 'open';--> statement-breakpoint
CREATE TRIGGER "rent_dues_no_delete" BEFORE DELETE ON "rent_dues" FOR EACH ROW EXECUTE FUNCTION "refuse_change"();--> statement-breakpoint

-- 3. The operator's meter readings: units used are the difference from the last reading, billed on the next due.
CREATE TABLE "meter_readings" (
  "id" serial PRIMARY KEY,
  "booking_id" integer NOT NULL REFERENCES "bookings"("id"),
  "reading" integer NOT NULL CONSTRAINT "meter_readings_reading_check" CHECK ("reading" >= 0),
  "read_on" date NOT NULL,
  "billed_due_id" integer REFERENCES "rent_dues"("id"),
  "recorded_by" integer REFERENCES "operators"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "meter_readings_booking_day_key" UNIQUE ("booking_id", "read_on")
);--> statement-breakpoint

-- 4. A gateway order pays a booking's token (one per booking, as before) or a due (as many as the due needs:
--    one per amount asked).
ALTER TABLE "payment_orders" ADD COLUMN "due_id" integer REFERENCES "rent_dues"("id");--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_booking_id_key";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_token_idx" ON "payment_orders" ("booking_id") WHERE "due_id" IS NULL;--> statement-breakpoint
CREATE INDEX "payment_orders_due_idx" ON "payment_orders" ("due_id") WHERE "due_id" IS NOT NULL;
