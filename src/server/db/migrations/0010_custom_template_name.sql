ALTER TABLE "custom_templates" ADD COLUMN "name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- Existing templates keep the name the operator saw last ('Personale N', numbered newest first
-- within their theme and format), now stored, so deleting one no longer renumbers the others.
UPDATE "custom_templates" AS "t" SET "name" = 'Personale ' || "numbered"."n"
FROM (
	SELECT "id", row_number() OVER (PARTITION BY "user_id", "theme", "format" ORDER BY "created_at" DESC, "id" DESC) AS "n"
	FROM "custom_templates" WHERE "saved" = true
) AS "numbered"
WHERE "t"."id" = "numbered"."id";
