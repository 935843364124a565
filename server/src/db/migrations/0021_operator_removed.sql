-- Issue 30: an owner removes a manager who leaves. The row stays (the audit log and past decisions name them),
-- marked removed: they sign in no more and every token of theirs answers 401 from the next call.
ALTER TABLE "operators" ADD COLUMN "removed_at" timestamp with time zone;
