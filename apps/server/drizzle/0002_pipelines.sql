CREATE TABLE "pipeline_run_log" (
	"run_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"level" text DEFAULT 'info' NOT NULL,
	"step" text,
	"message" text NOT NULL,
	"detail" jsonb,
	CONSTRAINT "pipeline_run_log_run_id_seq_pk" PRIMARY KEY("run_id","seq")
);
--> statement-breakpoint
CREATE TABLE "pipeline_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"pipeline_name" text NOT NULL,
	"layer_name" text NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'Queued' NOT NULL,
	"message" text,
	"run_start" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"run_end" timestamp with time zone,
	"started_by_id" uuid,
	"started_by_type" text,
	"started_by_name" text,
	"rerun_of" uuid,
	"commit" text,
	"result" jsonb,
	"time_limit_seconds" integer NOT NULL,
	"worker_id" text,
	"heartbeat_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pipelines" (
	"engagement_id" uuid NOT NULL,
	"name" text NOT NULL,
	"layer" text NOT NULL,
	"short_name" text NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pipelines_engagement_id_name_pk" PRIMARY KEY("engagement_id","name")
);
--> statement-breakpoint
CREATE TABLE "warehouse_leases" (
	"engagement_id" uuid PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"worker_id" text NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storage_objects" ADD COLUMN "import_settings" jsonb;--> statement-breakpoint
ALTER TABLE "storage_objects" ADD COLUMN "queue_state" text;--> statement-breakpoint
ALTER TABLE "pipeline_run_log" ADD CONSTRAINT "pipeline_run_log_run_id_pipeline_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."pipeline_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_runs" ADD CONSTRAINT "pipeline_runs_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipelines" ADD CONSTRAINT "pipelines_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_leases" ADD CONSTRAINT "warehouse_leases_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_leases" ADD CONSTRAINT "warehouse_leases_run_id_pipeline_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."pipeline_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pipeline_runs_engagement_idx" ON "pipeline_runs" USING btree ("engagement_id","run_start");--> statement-breakpoint
CREATE INDEX "pipeline_runs_status_idx" ON "pipeline_runs" USING btree ("status","run_start");