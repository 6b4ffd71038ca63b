CREATE TABLE "data_contract_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"layer" text NOT NULL,
	"node_key" text NOT NULL,
	"node" text NOT NULL,
	"version" integer NOT NULL,
	"columns" jsonb NOT NULL,
	"keys" jsonb NOT NULL,
	"branch" text NOT NULL,
	"commit" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" uuid,
	"recorded_by_name" text,
	CONSTRAINT "data_contract_versions_node_version" UNIQUE("engagement_id","layer","node_key","version")
);
--> statement-breakpoint
ALTER TABLE "data_contract_versions" ADD CONSTRAINT "data_contract_versions_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;