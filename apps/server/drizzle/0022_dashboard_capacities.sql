CREATE TABLE "dashboard_capacities" (
	"engagement_id" uuid NOT NULL,
	"tool" text NOT NULL,
	"state" text NOT NULL,
	"settled_state" text NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_capacities_engagement_id_tool_pk" PRIMARY KEY("engagement_id","tool")
);
--> statement-breakpoint
ALTER TABLE "dashboard_capacities" ADD CONSTRAINT "dashboard_capacities_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;