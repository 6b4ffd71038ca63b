CREATE TABLE "imported_tables" (
	"engagement_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"storage_purpose" text NOT NULL,
	"folder_path" text NOT NULL,
	"file_name" text NOT NULL,
	"run_id" uuid,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_tables_engagement_id_table_name_pk" PRIMARY KEY("engagement_id","table_name")
);
--> statement-breakpoint
ALTER TABLE "node_builds" ADD COLUMN "source_tables" jsonb;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "source_tables" jsonb;--> statement-breakpoint
ALTER TABLE "imported_tables" ADD CONSTRAINT "imported_tables_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;