-- A disputed deposit settlement revised by the owner (issue 33's next step after a dispute): when it was last
-- revised. The revision replaces its deductions and proposes it again; the dispute it answers stays in dispute_reason.
ALTER TABLE "deposit_settlements" ADD COLUMN "revised_at" timestamp with time zone;
