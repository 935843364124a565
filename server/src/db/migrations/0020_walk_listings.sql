-- Issue 30: a listing tells the truth. The seed's property contacts were real-looking Delhi mobiles
-- (98100 xxxxx): a sample contact now has no number at all, and says it is a sample. Only the seed ever
-- wrote a contact before this migration (the console could not), so every contact there is a sample.
ALTER TABLE "properties" ADD COLUMN "contact_is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "properties" SET "contact_is_sample" = true, "contact_phone" = NULL WHERE "contact_name" IS NOT NULL OR "contact_phone" IS NOT NULL;
--> statement-breakpoint
-- A rating and its count come from real stays only: the seed's sample reviews stay listed, labelled, but
-- rated nothing (they drove stars, Compare's "Best" and home rails before).
UPDATE "properties" p SET "rating_avg" = r."avg", "rating_count" = r."n"
FROM (
  SELECT q."id", (SELECT round(avg(v."rating")::numeric, 1)::real FROM "reviews" v WHERE v."property_id" = q."id" AND NOT v."is_sample") AS "avg",
    (SELECT count(*)::int FROM "reviews" v WHERE v."property_id" = q."id" AND NOT v."is_sample") AS "n"
  FROM "properties" q
) r
WHERE r."id" = p."id" AND (p."rating_count" IS DISTINCT FROM r."n" OR p."rating_avg" IS DISTINCT FROM r."avg");
