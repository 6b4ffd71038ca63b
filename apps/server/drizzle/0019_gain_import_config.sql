CREATE TABLE "gain_import_configuration_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"process_type" text NOT NULL,
	"version" integer NOT NULL,
	"file_logic_type" text NOT NULL,
	"file_configurations" jsonb NOT NULL,
	"table_configurations" jsonb NOT NULL,
	"sql_query" text,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text
);
--> statement-breakpoint
ALTER TABLE "gain_import_configuration_versions" ADD CONSTRAINT "gain_import_configuration_versions_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gain_import_configuration_versions_uq" ON "gain_import_configuration_versions" USING btree ("engagement_id","process_type","version");--> statement-breakpoint
CREATE INDEX "gain_import_configuration_versions_engagement_idx" ON "gain_import_configuration_versions" USING btree ("engagement_id");