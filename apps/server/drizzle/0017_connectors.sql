CREATE TABLE "api_connection_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"api_name" text NOT NULL,
	"version" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_key_name" text NOT NULL,
	"token_url" text NOT NULL,
	"scope" text NOT NULL,
	"grant_type" text NOT NULL,
	"response_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "broker_copied_files" (
	"engagement_id" uuid NOT NULL,
	"broker_id" text NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"run_id" uuid,
	"copied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "broker_polls" (
	"engagement_id" uuid NOT NULL,
	"broker_key" text NOT NULL,
	"run_id" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "broker_sftp_configurations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"broker_id" text NOT NULL,
	"version" integer NOT NULL,
	"enabled" boolean NOT NULL,
	"host_name" text NOT NULL,
	"user_name" text NOT NULL,
	"password_key_name" text NOT NULL,
	"ssh_key_key_name" text NOT NULL,
	"port" integer NOT NULL,
	"scan_path" text NOT NULL,
	"file_filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "connector_configurations" (
	"engagement_id" uuid NOT NULL,
	"connector" text NOT NULL,
	"environment" text NOT NULL,
	"configuration" text NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "api_connection_configurations" ADD CONSTRAINT "api_connection_configurations_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_copied_files" ADD CONSTRAINT "broker_copied_files_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_polls" ADD CONSTRAINT "broker_polls_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broker_sftp_configurations" ADD CONSTRAINT "broker_sftp_configurations_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connector_configurations" ADD CONSTRAINT "connector_configurations_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_connection_configurations_version_idx" ON "api_connection_configurations" USING btree ("engagement_id","api_name","version");--> statement-breakpoint
CREATE UNIQUE INDEX "broker_copied_files_idx" ON "broker_copied_files" USING btree ("engagement_id",lower("broker_id"),"file_name","size");--> statement-breakpoint
CREATE UNIQUE INDEX "broker_polls_idx" ON "broker_polls" USING btree ("engagement_id","broker_key");--> statement-breakpoint
CREATE INDEX "broker_polls_started_idx" ON "broker_polls" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "broker_sftp_configurations_version_idx" ON "broker_sftp_configurations" USING btree ("engagement_id",lower("broker_id"),"version");--> statement-breakpoint
CREATE UNIQUE INDEX "connector_configurations_idx" ON "connector_configurations" USING btree ("engagement_id","connector","environment");