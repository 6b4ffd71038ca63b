CREATE TABLE "cairn_dashboard_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dashboard_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_name" text NOT NULL,
	"source" text NOT NULL,
	"definition" jsonb NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by_id" uuid,
	"uploaded_by_name" text,
	CONSTRAINT "cairn_dashboard_versions_dashboard_version" UNIQUE("dashboard_id","version")
);
--> statement-breakpoint
CREATE TABLE "cairn_dashboards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cairn_dashboards_engagement_name" UNIQUE("engagement_id","name")
);
--> statement-breakpoint
ALTER TABLE "cairn_dashboard_versions" ADD CONSTRAINT "cairn_dashboard_versions_dashboard_id_cairn_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."cairn_dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cairn_dashboards" ADD CONSTRAINT "cairn_dashboards_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;