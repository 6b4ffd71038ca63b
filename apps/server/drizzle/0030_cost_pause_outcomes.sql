ALTER TABLE "cost_pause_states" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "cost_pause_states" ADD COLUMN "operation_url" text;