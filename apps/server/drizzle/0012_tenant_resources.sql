CREATE TABLE "tenant_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"resource_type" text NOT NULL,
	"tag" text NOT NULL,
	"configuration" text DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_resources" ADD CONSTRAINT "tenant_resources_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_resources_tenant_name_idx" ON "tenant_resources" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "tenant_resources_tenant_idx" ON "tenant_resources" USING btree ("tenant_id");