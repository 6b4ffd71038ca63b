CREATE TABLE "application_secrets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hint" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "application_secret_id" uuid;--> statement-breakpoint
ALTER TABLE "application_secrets" ADD CONSTRAINT "application_secrets_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_secrets_application_idx" ON "application_secrets" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_application_secret_id_application_secrets_id_fk" FOREIGN KEY ("application_secret_id") REFERENCES "public"."application_secrets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The single secret of each existing application becomes its first listed secret (hint unknown),
-- expiring after the default period (APPLICATION_SECRET_DEFAULT_EXPIRY_DAYS, 180 days) from now.
INSERT INTO "application_secrets" ("application_id", "description", "hint", "secret_hash", "expires_at")
SELECT "id", 'Secret from before client secrets were listed', '', "secret_hash", now() + interval '180 days'
FROM "applications" WHERE "secret_hash" IS NOT NULL;--> statement-breakpoint
-- Bearer tokens issued before this migration name no secret; they last an hour, clients ask again.
DELETE FROM "sessions" WHERE "kind" = 'bearer';--> statement-breakpoint
ALTER TABLE "applications" DROP COLUMN "secret_hash";