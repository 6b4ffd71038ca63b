CREATE TABLE "alert_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"failure" boolean DEFAULT false NOT NULL,
	"recovery" boolean DEFAULT false NOT NULL,
	"long_run" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orchestration_run_steps" (
	"run_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'Waiting' NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"pipeline_run_id" uuid,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"message" text,
	CONSTRAINT "orchestration_run_steps_run_id_name_pk" PRIMARY KEY("run_id","name")
);
--> statement-breakpoint
CREATE TABLE "orchestration_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"orchestration_id" uuid NOT NULL,
	"engagement_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"status" text DEFAULT 'Queued' NOT NULL,
	"trigger" text NOT NULL,
	"scheduled_for" timestamp with time zone,
	"trigger_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"started_by_id" uuid,
	"started_by_name" text,
	"message" text,
	"rerun_of" uuid,
	"long_run_alerted_at" timestamp with time zone,
	"alert_outcome" jsonb,
	"lease_owner" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orchestration_versions" (
	"orchestration_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_by_name" text,
	CONSTRAINT "orchestration_versions_orchestration_id_version_pk" PRIMARY KEY("orchestration_id","version")
);
--> statement-breakpoint
CREATE TABLE "orchestrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_name" text,
	"next_fire_at" timestamp with time zone,
	"files_seen_until" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestration_run_steps" ADD CONSTRAINT "orchestration_run_steps_run_id_orchestration_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."orchestration_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestration_runs" ADD CONSTRAINT "orchestration_runs_orchestration_id_orchestrations_id_fk" FOREIGN KEY ("orchestration_id") REFERENCES "public"."orchestrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestration_runs" ADD CONSTRAINT "orchestration_runs_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestration_runs" ADD CONSTRAINT "orchestration_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestration_versions" ADD CONSTRAINT "orchestration_versions_orchestration_id_orchestrations_id_fk" FOREIGN KEY ("orchestration_id") REFERENCES "public"."orchestrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestrations" ADD CONSTRAINT "orchestrations_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orchestrations" ADD CONSTRAINT "orchestrations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orchestration_runs_engagement_idx" ON "orchestration_runs" USING btree ("engagement_id","started_at");--> statement-breakpoint
CREATE INDEX "orchestration_runs_orchestration_idx" ON "orchestration_runs" USING btree ("orchestration_id","started_at");--> statement-breakpoint
CREATE INDEX "orchestration_runs_status_idx" ON "orchestration_runs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orchestrations_engagement_idx" ON "orchestrations" USING btree ("engagement_id","name");--> statement-breakpoint
CREATE INDEX "orchestrations_next_fire_idx" ON "orchestrations" USING btree ("next_fire_at");--> statement-breakpoint
CREATE INDEX "orchestrations_files_seen_idx" ON "orchestrations" USING btree ("files_seen_until");