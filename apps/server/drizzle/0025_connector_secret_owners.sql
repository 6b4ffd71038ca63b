-- A broker's or API connection's secrets live under its own prefix (broker/<lower name>/<key name>,
-- api-connection/<API name>/<key name>), so a key name in a request reaches nothing else (issue 24).
-- Each object gets a copy of the secret its key names held; Cairn's own secrets (the configuration
-- cards' and the warehouse role's password) are never copied, whatever an object named.
INSERT INTO "engagement_secrets" ("engagement_id", "key_name", "ciphertext", "updated_at", "updated_by")
SELECT DISTINCT s."engagement_id", 'broker/' || lower(b."broker_id") || '/' || s."key_name", s."ciphertext", s."updated_at", s."updated_by"
FROM "engagement_secrets" s
JOIN "broker_sftp_configurations" b ON b."engagement_id" = s."engagement_id"
  AND s."key_name" IN (b."password_key_name", b."ssh_key_key_name")
WHERE s."key_name" NOT IN ('CairnWarehouseRolePassword', 'gain.sftpEncryption_PgpPassphrase', 'nodeModel.nodeModelPlatformConfiguration.NodeModelGitToken')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "engagement_secrets" ("engagement_id", "key_name", "ciphertext", "updated_at", "updated_by")
SELECT DISTINCT s."engagement_id", 'api-connection/' || a."api_name" || '/' || s."key_name", s."ciphertext", s."updated_at", s."updated_by"
FROM "engagement_secrets" s
JOIN "api_connection_configurations" a ON a."engagement_id" = s."engagement_id"
  AND s."key_name" = a."client_secret_key_name"
WHERE s."key_name" NOT IN ('CairnWarehouseRolePassword', 'gain.sftpEncryption_PgpPassphrase', 'nodeModel.nodeModelPlatformConfiguration.NodeModelGitToken')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The shared copies go: only the owners' copies are read from now on.
DELETE FROM "engagement_secrets" s
WHERE s."key_name" NOT IN ('CairnWarehouseRolePassword', 'gain.sftpEncryption_PgpPassphrase', 'nodeModel.nodeModelPlatformConfiguration.NodeModelGitToken')
  AND s."key_name" NOT LIKE 'broker/%'
  AND s."key_name" NOT LIKE 'api-connection/%'
  AND (
    EXISTS (SELECT 1 FROM "broker_sftp_configurations" b WHERE b."engagement_id" = s."engagement_id"
      AND s."key_name" IN (b."password_key_name", b."ssh_key_key_name"))
    OR EXISTS (SELECT 1 FROM "api_connection_configurations" a WHERE a."engagement_id" = s."engagement_id"
      AND s."key_name" = a."client_secret_key_name")
  );
