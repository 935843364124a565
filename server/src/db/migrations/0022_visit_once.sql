-- Issue 30: the same tenant asking the same property's same date and slot again gets the visit already asked for.
-- Repeats kept before (both reached the owner) are cancelled, the first one stays; then the rule is an index.
UPDATE "visits" v SET "status" = 'cancelled'
WHERE v."status" IN ('requested', 'scheduled') AND EXISTS (
  SELECT 1 FROM "visits" w
  WHERE w."lead_id" = v."lead_id" AND w."property_id" = v."property_id" AND w."visit_date" = v."visit_date" AND w."visit_slot" = v."visit_slot"
    AND w."status" IN ('requested', 'scheduled') AND w."id" < v."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "visits_open_lead_slot_idx" ON "visits" USING btree ("lead_id", "property_id", "visit_date", "visit_slot")
  WHERE "status" IN ('requested', 'scheduled');
