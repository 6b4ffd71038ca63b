-- Runs keep their engagement's tenant (the fair claim counts runs per tenant without reading the
-- engagements table). Existing runs take it from their engagement.
ALTER TABLE "pipeline_runs" ADD COLUMN "tenant_id" uuid;--> statement-breakpoint
UPDATE "pipeline_runs" AS r SET "tenant_id" = e."tenant_id" FROM "engagements" AS e WHERE e."id" = r."engagement_id";--> statement-breakpoint
ALTER TABLE "pipeline_runs" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pipeline_runs" ADD CONSTRAINT "pipeline_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
