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
--> statement-breakpoint
-- Deposit months live on the room options that charge them; the property keeps their range for cards
-- (the console no longer sets a deposit of the property's own, which could contradict its rooms).
ALTER TABLE "properties" ADD COLUMN "security_deposit_months_max" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "properties" p SET "security_deposit_months" = d."lo", "security_deposit_months_max" = d."hi"
FROM (
  SELECT q."id", coalesce(min(o."security_deposit_months"), 0) AS "lo", coalesce(max(o."security_deposit_months"), 0) AS "hi"
  FROM "properties" q LEFT JOIN "room_options" o ON o."property_id" = q."id" GROUP BY q."id"
) d
WHERE d."id" = p."id" AND (p."security_deposit_months" <> d."lo" OR p."security_deposit_months_max" <> d."hi");
--> statement-breakpoint
-- The seed's "Fully furnished rooms …" highlight beside a Semi Furnished or Unfurnished property: the highlight
-- now says what the furnishing says.
UPDATE "properties" SET "highlights" = (
  SELECT coalesce(jsonb_agg(to_jsonb(CASE
    WHEN h.value <> 'Fully furnished rooms with bed, mattress and wardrobe' THEN h.value
    WHEN "furnishing" = 'Semi Furnished' THEN 'Semi-furnished rooms with a bed and a wardrobe'
    ELSE 'Unfurnished rooms: bring your own furniture' END) ORDER BY h.ordinality), '[]'::jsonb)
  FROM jsonb_array_elements_text("highlights") WITH ORDINALITY AS h(value, ordinality)
)
WHERE "furnishing" <> 'Fully Furnished' AND "highlights" ? 'Fully furnished rooms with bed, mattress and wardrobe';
