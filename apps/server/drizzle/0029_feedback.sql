CREATE TABLE "feedback_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"sender_id" uuid NOT NULL,
	"sender_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"page" text NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"emailed" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "feedback_screenshots" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_screenshots" ADD CONSTRAINT "feedback_screenshots_request_id_feedback_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."feedback_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_requests_created_idx" ON "feedback_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feedback_requests_status_idx" ON "feedback_requests" USING btree ("status");