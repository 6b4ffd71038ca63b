CREATE TABLE "engagement_secrets" (
	"engagement_id" uuid NOT NULL,
	"key_name" text NOT NULL,
	"ciphertext" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "engagement_secrets_engagement_id_key_name_pk" PRIMARY KEY("engagement_id","key_name")
);
--> statement-breakpoint
CREATE TABLE "engagement_configuration_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"values" jsonb NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
ALTER TABLE "engagement_secrets" ADD CONSTRAINT "engagement_secrets_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_configuration_versions" ADD CONSTRAINT "engagement_configuration_versions_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "engagement_configuration_versions_uq" ON "engagement_configuration_versions" USING btree ("engagement_id","kind","version");--> statement-breakpoint
CREATE INDEX "engagement_configuration_versions_engagement_idx" ON "engagement_configuration_versions" USING btree ("engagement_id");