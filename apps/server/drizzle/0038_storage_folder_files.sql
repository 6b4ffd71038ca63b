CREATE TABLE "storage_folder_files" (
	"engagement_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"parent_path" text NOT NULL,
	"files" integer NOT NULL,
	CONSTRAINT "storage_folder_files_engagement_id_purpose_parent_path_pk" PRIMARY KEY("engagement_id","purpose","parent_path")
);
--> statement-breakpoint
-- Written by hand below this line (drizzle-kit does not model triggers). One statement trigger per
-- kind of change, with its transition tables: an insert of 100,000 files updates each folder's count
-- once, not 100,000 times; an update (a move, a folder renamed) takes the old rows off and adds the new.
CREATE FUNCTION "storage_folder_files_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO storage_folder_files AS f (engagement_id, purpose, parent_path, files)
      SELECT engagement_id, purpose, parent_path, count(*)::int FROM new_rows WHERE type = 'File'
        GROUP BY engagement_id, purpose, parent_path
      ON CONFLICT (engagement_id, purpose, parent_path) DO UPDATE SET files = f.files + excluded.files;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE storage_folder_files AS f SET files = f.files - gone.n
      FROM (SELECT engagement_id, purpose, parent_path, count(*)::int AS n FROM old_rows WHERE type = 'File'
              GROUP BY engagement_id, purpose, parent_path) AS gone
      WHERE f.engagement_id = gone.engagement_id AND f.purpose = gone.purpose AND f.parent_path = gone.parent_path;
  ELSE
    INSERT INTO storage_folder_files AS f (engagement_id, purpose, parent_path, files)
      SELECT engagement_id, purpose, parent_path, sum(n)::int FROM (
          SELECT engagement_id, purpose, parent_path, 1 AS n FROM new_rows WHERE type = 'File'
          UNION ALL
          SELECT engagement_id, purpose, parent_path, -1 FROM old_rows WHERE type = 'File'
        ) AS moved
        GROUP BY engagement_id, purpose, parent_path HAVING sum(n) <> 0
      ON CONFLICT (engagement_id, purpose, parent_path) DO UPDATE SET files = f.files + excluded.files;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "storage_folder_files_insert" AFTER INSERT ON "storage_objects"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "storage_folder_files_count"();
--> statement-breakpoint
CREATE TRIGGER "storage_folder_files_delete" AFTER DELETE ON "storage_objects"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "storage_folder_files_count"();
--> statement-breakpoint
CREATE TRIGGER "storage_folder_files_update" AFTER UPDATE ON "storage_objects"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "storage_folder_files_count"();
--> statement-breakpoint
INSERT INTO storage_folder_files (engagement_id, purpose, parent_path, files)
  SELECT engagement_id, purpose, parent_path, count(*)::int FROM storage_objects WHERE type = 'File'
  GROUP BY engagement_id, purpose, parent_path;
