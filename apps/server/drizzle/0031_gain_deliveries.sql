ALTER TABLE "gain_batches" ADD COLUMN "delivery_state" text;--> statement-breakpoint
ALTER TABLE "gain_batches" ADD COLUMN "delivery_target" text;--> statement-breakpoint
ALTER TABLE "gain_batches" ADD COLUMN "delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gain_batches" ADD COLUMN "delivery_answer" text;--> statement-breakpoint
ALTER TABLE "gain_batches" ADD COLUMN "delivery_attempts" integer;