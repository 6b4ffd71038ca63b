CREATE TABLE "cost_job_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metered_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"tenant_id" uuid NOT NULL,
	"engagement_id" uuid,
	"resource_path" text NOT NULL,
	"resource_name" text NOT NULL,
	"resource_type" text NOT NULL,
	"meter" text NOT NULL,
	"quantity" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_pause_states" (
	"tenant_id" uuid NOT NULL,
	"resource_key" text NOT NULL,
	"engagement_id" uuid,
	"resource_name" text NOT NULL,
	"resource_type" text NOT NULL,
	"state" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_pause_states_pk" PRIMARY KEY("tenant_id","resource_key")
);
--> statement-breakpoint
CREATE TABLE "usage_levels" (
	"tenant_id" uuid NOT NULL,
	"engagement_id" uuid,
	"resource_path" text NOT NULL,
	"resource_name" text NOT NULL,
	"resource_type" text NOT NULL,
	"meter" text NOT NULL,
	"quantity" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_levels_pk" PRIMARY KEY("tenant_id","resource_path","meter")
);
--> statement-breakpoint
ALTER TABLE "metered_usage" ADD CONSTRAINT "metered_usage_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metered_usage" ADD CONSTRAINT "metered_usage_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_pause_states" ADD CONSTRAINT "cost_pause_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_pause_states" ADD CONSTRAINT "cost_pause_states_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_levels" ADD CONSTRAINT "usage_levels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_levels" ADD CONSTRAINT "usage_levels_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "metered_usage_day_idx" ON "metered_usage" USING btree ("tenant_id","resource_path","meter","day");--> statement-breakpoint
CREATE INDEX "metered_usage_tenant_day_idx" ON "metered_usage" USING btree ("tenant_id","day");