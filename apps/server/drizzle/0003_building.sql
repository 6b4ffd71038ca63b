CREATE TABLE "node_builds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"layer" text NOT NULL,
	"node" text NOT NULL,
	"branch" text NOT NULL,
	"status" text NOT NULL,
	"row_count" integer,
	"message" text,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"branch" text NOT NULL,
	"node" text NOT NULL,
	"test" text NOT NULL,
	"category_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"passed" boolean NOT NULL,
	"failing_row_count" integer,
	"columns" jsonb,
	"failing_rows" jsonb,
	"message" text,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "node_builds" ADD CONSTRAINT "node_builds_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "node_builds" ADD CONSTRAINT "node_builds_run_id_pipeline_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."pipeline_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_run_id_pipeline_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."pipeline_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "node_builds_node_idx" ON "node_builds" USING btree ("engagement_id","layer","node","built_at");--> statement-breakpoint
CREATE INDEX "test_results_run_idx" ON "test_results" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "test_results_test_idx" ON "test_results" USING btree ("engagement_id","node","test","ran_at");