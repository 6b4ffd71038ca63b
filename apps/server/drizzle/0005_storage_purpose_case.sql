-- Storage purposes in one spelling (lower case), as the API now normalises them (docs/decisions.md,
-- "Storage purposes in one case"). Configurations are already unique ignoring case.
UPDATE "storage_configurations" SET "storage_purpose" = lower("storage_purpose") WHERE "storage_purpose" <> lower("storage_purpose");--> statement-breakpoint
-- An object written through a second spelling joins the lower-case folder; where both spellings hold
-- one name at one place, the lower-case object (else the newest) wins and the others keep their old
-- spelling (unreachable, but neither lost nor failing the upgrade).
WITH "ranked" AS (
  SELECT "id", row_number() OVER (
    PARTITION BY "engagement_id", lower("purpose"), "parent_path", lower("name")
    ORDER BY ("purpose" = lower("purpose")) DESC, "updated_at" DESC, "id"
  ) AS "n"
  FROM "storage_objects"
)
UPDATE "storage_objects" SET "purpose" = lower("storage_objects"."purpose")
FROM "ranked"
WHERE "ranked"."id" = "storage_objects"."id" AND "ranked"."n" = 1 AND "storage_objects"."purpose" <> lower("storage_objects"."purpose");--> statement-breakpoint
-- Folder scopes: the purpose segment (the fifth) in lower case; a grant held in two spellings is kept once.
CREATE TEMPORARY TABLE "scope_spellings" AS
  SELECT "id",
    substring("scope" FROM '^/engagements/[^/]+/storage/') || lower(split_part("scope", '/', 5)) || coalesce(substring("scope" FROM '^/engagements/[^/]+/storage/[^/]+(/.*)$'), '') AS "normalised"
  FROM "role_assignments"
  WHERE "scope" ~ '^/engagements/[^/]+/storage/[^/]+' AND split_part("scope", '/', 5) <> lower(split_part("scope", '/', 5));--> statement-breakpoint
DELETE FROM "role_assignments" AS "a" USING "scope_spellings" AS "s", "role_assignments" AS "b"
WHERE "a"."id" = "s"."id" AND "b"."id" <> "a"."id" AND "b"."principal_type" = "a"."principal_type" AND "b"."principal_id" = "a"."principal_id"
  AND "b"."role_name" = "a"."role_name"
  AND ("b"."scope" = "s"."normalised" OR ("b"."id" IN (SELECT "id" FROM "scope_spellings" WHERE "normalised" = "s"."normalised") AND "b"."id" < "a"."id"));--> statement-breakpoint
UPDATE "role_assignments" SET "scope" = "s"."normalised" FROM "scope_spellings" AS "s" WHERE "s"."id" = "role_assignments"."id";--> statement-breakpoint
DROP TABLE "scope_spellings";
