CREATE TABLE "gain_promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"process_type" text NOT NULL,
	"source_version" integer NOT NULL,
	"status" integer NOT NULL,
	"status_message" text,
	"comment" text,
	"promoted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_by_id" uuid,
	"created_by" text,
	"revert_of" uuid
);
--> statement-breakpoint
CREATE TABLE "gain_requirements_statuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"requirements_status" integer NOT NULL,
	"message" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "gain_promotions" ADD CONSTRAINT "gain_promotions_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gain_requirements_statuses" ADD CONSTRAINT "gain_requirements_statuses_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gain_promotions_engagement_idx" ON "gain_promotions" USING btree ("engagement_id","process_type","promoted_at");--> statement-breakpoint
CREATE INDEX "gain_requirements_statuses_engagement_idx" ON "gain_requirements_statuses" USING btree ("engagement_id","updated_at");