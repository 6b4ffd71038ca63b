DROP INDEX "audit_log_scope_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_idx";--> statement-breakpoint
CREATE INDEX "audit_log_scope_prefix_idx" ON "audit_log" USING btree ("scope" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "audit_log_tenant_idx" ON "audit_log" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_prefix_idx" ON "audit_log" USING btree (lower("action") text_pattern_ops);