CREATE TABLE "import_objects" (
	"object_id" uuid PRIMARY KEY NOT NULL,
	"engagement_id" uuid NOT NULL,
	"queue_state" text,
	"settings" jsonb
);
--> statement-breakpoint
ALTER TABLE "import_objects" ADD CONSTRAINT "import_objects_object_id_storage_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."storage_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_objects" ADD CONSTRAINT "import_objects_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_objects_engagement_state_idx" ON "import_objects" USING btree ("engagement_id","queue_state");--> statement-breakpoint
-- The import's state moves out of the storage index into the import module's own table.
INSERT INTO "import_objects" ("object_id", "engagement_id", "queue_state", "settings")
  SELECT "id", "engagement_id", "queue_state", "import_settings" FROM "storage_objects"
  WHERE "queue_state" IS NOT NULL OR "import_settings" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_objects" DROP COLUMN "import_settings";--> statement-breakpoint
ALTER TABLE "storage_objects" DROP COLUMN "queue_state";