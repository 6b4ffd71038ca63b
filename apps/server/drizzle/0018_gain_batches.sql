CREATE TABLE "gain_batch_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_row_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_path" text DEFAULT '' NOT NULL,
	"batch" text NOT NULL,
	"is_trigger" boolean DEFAULT false NOT NULL,
	"is_missing" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"storage_object_id" uuid
);
--> statement-breakpoint
CREATE TABLE "gain_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"process_type" text NOT NULL,
	"batch_id" text NOT NULL,
	"run_id" uuid,
	"configuration_version" integer,
	"status" integer NOT NULL,
	"status_message" text,
	"tables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"records_received_from_client_at" timestamp with time zone,
	"num_records_received_from_client" integer,
	"num_valid_records" integer,
	"records_sent_to_gain_at" timestamp with time zone,
	"num_records_sent_to_gain" integer
);
--> statement-breakpoint
CREATE TABLE "gain_staging_state" (
	"engagement_id" uuid NOT NULL,
	"process_type" text NOT NULL,
	"last_selection_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gain_batch_files" ADD CONSTRAINT "gain_batch_files_batch_row_id_gain_batches_id_fk" FOREIGN KEY ("batch_row_id") REFERENCES "public"."gain_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gain_batches" ADD CONSTRAINT "gain_batches_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gain_staging_state" ADD CONSTRAINT "gain_staging_state_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gain_batch_files_batch_idx" ON "gain_batch_files" USING btree ("batch_row_id");--> statement-breakpoint
CREATE INDEX "gain_batches_engagement_idx" ON "gain_batches" USING btree ("engagement_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gain_batches_run_idx" ON "gain_batches" USING btree ("run_id") WHERE "gain_batches"."run_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "gain_staging_state_idx" ON "gain_staging_state" USING btree ("engagement_id","process_type");