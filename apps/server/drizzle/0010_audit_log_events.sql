ALTER TABLE "audit_log" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "engagement_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "request_id" text;--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");--> statement-breakpoint
-- Written by hand below this line (drizzle-kit does not model triggers); docs/decisions.md "Audit log".
-- Derived columns are filled by the database, so that every writer's row is complete: outcome from
-- the status, engagement and tenant from the scope, actor from the principal.
CREATE FUNCTION "audit_log_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.outcome IS NULL THEN
    NEW.outcome := CASE
      WHEN NEW.detail->>'outcome' = 'denied' OR NEW.status IN (401, 403) THEN 'denied'
      WHEN NEW.status < 400 THEN 'success'
      ELSE 'failure' END;
  END IF;
  IF NEW.engagement_id IS NULL AND NEW.scope ~* '^/engagements/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(/|$)' THEN
    NEW.engagement_id := substring(NEW.scope from 14 for 36)::uuid;
  END IF;
  IF NEW.tenant_id IS NULL AND NEW.scope ~* '^/tenants/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(/|$)' THEN
    NEW.tenant_id := substring(NEW.scope from 10 for 36)::uuid;
  END IF;
  IF NEW.tenant_id IS NULL AND NEW.engagement_id IS NOT NULL THEN
    NEW.tenant_id := (SELECT "tenant_id" FROM "engagements" WHERE "id" = NEW.engagement_id);
  END IF;
  IF NEW.actor IS NULL AND NEW.principal_id IS NOT NULL THEN
    NEW.actor := CASE NEW.principal_type
      WHEN 'User' THEN (SELECT "email" FROM "users" WHERE "id" = NEW.principal_id)
      WHEN 'Application' THEN (SELECT "name" FROM "applications" WHERE "id" = NEW.principal_id)
    END;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- BEFORE UPDATE too, for the backfill of the rows written before this migration; then INSERT only.
CREATE TRIGGER "audit_log_fill" BEFORE INSERT OR UPDATE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_fill"();
--> statement-breakpoint
UPDATE "audit_log" SET "outcome" = NULL;
--> statement-breakpoint
DROP TRIGGER "audit_log_fill" ON "audit_log";
--> statement-breakpoint
CREATE TRIGGER "audit_log_fill" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_fill"();
--> statement-breakpoint
-- Append-only: UPDATE, DELETE and TRUNCATE raise, whoever runs them. Only a role allowed to ALTER
-- the table (its owner, a superuser) could switch the trigger off. There is no retention purge; one
-- would have to be a SECURITY DEFINER function owned by another role (docs/decisions.md).
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
