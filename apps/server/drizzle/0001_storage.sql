CREATE TABLE "storage_configurations" (
	"engagement_id" uuid NOT NULL,
	"storage_purpose" text NOT NULL,
	"display_name" text NOT NULL,
	"implementation" text NOT NULL,
	"configuration" text DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"parent_path" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"display_name" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"blob_key" text,
	"size" bigint,
	"content_type" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storage_configurations" ADD CONSTRAINT "storage_configurations_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_objects" ADD CONSTRAINT "storage_objects_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "storage_configurations_purpose_unique" ON "storage_configurations" USING btree ("engagement_id",lower("storage_purpose"));--> statement-breakpoint
CREATE UNIQUE INDEX "storage_objects_name_unique" ON "storage_objects" USING btree ("engagement_id","purpose","parent_path",lower("name"));--> statement-breakpoint
CREATE INDEX "storage_objects_parent_idx" ON "storage_objects" USING btree ("engagement_id","purpose","parent_path");