CREATE TABLE "cost_saving_exclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"engagement_id" uuid,
	"reason" text NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rbac_resource_grants" (
	"engagement_id" uuid NOT NULL,
	"principal_type" text NOT NULL,
	"principal_id" uuid NOT NULL,
	"resource_type" text NOT NULL,
	"resource_name" text NOT NULL,
	"access" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rbac_resource_grants_pk" PRIMARY KEY("engagement_id","principal_type","principal_id","resource_type","resource_name")
);
--> statement-breakpoint
CREATE TABLE "rbac_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"principal_type" text NOT NULL,
	"principal_id" uuid NOT NULL,
	"resource_name" text NOT NULL,
	"resource_type" text NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"message" text,
	"task_specs" text NOT NULL,
	"worker_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cost_saving_exclusions" ADD CONSTRAINT "cost_saving_exclusions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_saving_exclusions" ADD CONSTRAINT "cost_saving_exclusions_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_resource_grants" ADD CONSTRAINT "rbac_resource_grants_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_tasks" ADD CONSTRAINT "rbac_tasks_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_saving_exclusions_engagement_idx" ON "cost_saving_exclusions" USING btree ("engagement_id","until");--> statement-breakpoint
CREATE INDEX "rbac_tasks_status_idx" ON "rbac_tasks" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "rbac_tasks_engagement_idx" ON "rbac_tasks" USING btree ("engagement_id","updated_at");