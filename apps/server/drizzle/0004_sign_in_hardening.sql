ALTER TABLE "users" DROP CONSTRAINT "users_oidcSubject_unique";--> statement-breakpoint
-- Sign-ins in flight at the upgrade are dropped: their rows have no browser binding.
DELETE FROM "oidc_requests";--> statement-breakpoint
ALTER TABLE "oidc_requests" ADD COLUMN "browser_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "oidc_requests" ADD COLUMN "address_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "oidc_issuer" text;--> statement-breakpoint
CREATE INDEX "login_failures_window_idx" ON "login_failures" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "oidc_requests_address_idx" ON "oidc_requests" USING btree ("address_key","created_at");--> statement-breakpoint
CREATE INDEX "oidc_requests_created_idx" ON "oidc_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_oidc_subject_idx" ON "users" USING btree ("oidc_subject");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_oidc_identity_unique" UNIQUE("oidc_issuer","oidc_subject");