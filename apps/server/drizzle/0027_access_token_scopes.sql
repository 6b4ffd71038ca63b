ALTER TABLE "access_tokens" ADD COLUMN "can_write" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "engagement_ids" uuid[];