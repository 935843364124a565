-- Issue 33: a due's reminders (3 days before its date, on the day, 3 days after), each sent at most once: one row
-- per due and stage, written in the transaction that tells the tenant, so a second run of the job (here or on
-- another instance) finds it and says nothing.
CREATE TABLE "rent_due_reminders" (
  "due_id" integer NOT NULL REFERENCES "rent_dues"("id"),
  "stage" text NOT NULL CONSTRAINT "rent_due_reminders_stage_check" CHECK ("stage" IN ('before', 'day', 'after')),
  "sent_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "rent_due_reminders_pkey" PRIMARY KEY ("due_id", "stage")
);
