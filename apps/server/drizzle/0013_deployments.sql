CREATE TABLE "deployment_provisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"resource_name" text NOT NULL,
	"resource_type" text NOT NULL,
	"kind" text NOT NULL,
	"location" text NOT NULL,
	"details" text DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deployment_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deployment_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"resource_id" uuid,
	"resource_name" text NOT NULL,
	"resource_type" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"message" text,
	"configuration" text NOT NULL,
	"template" text,
	"position" integer NOT NULL,
	"claimed_by" text,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deployments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'InProgress' NOT NULL,
	"provider" text NOT NULL,
	"started_by" uuid,
	"started_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "local_vault_secrets" (
	"provision_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ciphertext" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deployment_provisions" ADD CONSTRAINT "deployment_provisions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_tasks" ADD CONSTRAINT "deployment_tasks_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_tasks" ADD CONSTRAINT "deployment_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_vault_secrets" ADD CONSTRAINT "local_vault_secrets_provision_id_deployment_provisions_id_fk" FOREIGN KEY ("provision_id") REFERENCES "public"."deployment_provisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deployment_provisions_resource_idx" ON "deployment_provisions" USING btree ("tenant_id","resource_type","resource_name");--> statement-breakpoint
CREATE INDEX "deployment_tasks_deployment_idx" ON "deployment_tasks" USING btree ("deployment_id","position");--> statement-breakpoint
CREATE INDEX "deployment_tasks_status_idx" ON "deployment_tasks" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "deployments_tenant_idx" ON "deployments" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "local_vault_secrets_name_idx" ON "local_vault_secrets" USING btree ("provision_id","name");