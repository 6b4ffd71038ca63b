CREATE TABLE "published_branches" (
	"engagement_id" uuid PRIMARY KEY NOT NULL,
	"branch" text NOT NULL,
	"commit" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid,
	"published_by_name" text
);
--> statement-breakpoint
ALTER TABLE "published_branches" ADD CONSTRAINT "published_branches_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;