// Broker SFTP configurations, API connections and connectors of an engagement (admin-console.md
// section 3), owned by modules/connectors and the broker poller. Brokers and API connections keep
// every saved version (one row per version: history, restore); the secrets they name live in the
// secret store (secrets.ts), never here.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, engagementColumn, nowColumn, timestampColumn } from './columns.js';

export const brokerSftpConfigurations = pgTable(
  'broker_sftp_configurations',
  {
    id: idColumn(),
    engagementId: engagementColumn(),
    brokerId: text().notNull(),
    version: integer().notNull(),
    enabled: boolean().notNull(),
    hostName: text().notNull(),
    userName: text().notNull(),
    passwordKeyName: text().notNull(),
    sshKeyKeyName: text().notNull(),
    port: integer().notNull(),
    scanPath: text().notNull(),
    fileFilters: jsonb().$type<{ namePattern: string }[]>().notNull(),
    createdAt: nowColumn(),
    /** users.id or applications.id of who saved this version; null for the demo seed. */
    createdBy: uuid(),
  },
  (t) => [
    uniqueIndex('broker_sftp_configurations_version_idx').on(
      t.engagementId,
      sql`lower(${t.brokerId})`,
      t.version,
    ),
  ],
);

export const apiConnectionConfigurations = pgTable(
  'api_connection_configurations',
  {
    id: idColumn(),
    engagementId: engagementColumn(),
    apiName: text().notNull(),
    version: integer().notNull(),
    enabled: boolean().notNull(),
    clientId: text().notNull(),
    clientSecretKeyName: text().notNull(),
    tokenUrl: text().notNull(),
    scope: text().notNull(),
    grantType: text().notNull(),
    responseType: text().notNull(),
    createdAt: nowColumn(),
    createdBy: uuid(),
  },
  (t) => [uniqueIndex('api_connection_configurations_version_idx').on(t.engagementId, t.apiName, t.version)],
);

/** The connectors configuration of an engagement: one row per connector and environment. */
export const connectorConfigurations = pgTable(
  'connector_configurations',
  {
    engagementId: engagementColumn(),
    connector: text().notNull(),
    environment: text().notNull(),
    /** JSON text. */
    configuration: text().notNull(),
    position: integer().notNull(),
    updatedAt: nowColumn(),
    updatedBy: uuid(),
  },
  (t) => [uniqueIndex('connector_configurations_idx').on(t.engagementId, t.connector, t.environment)],
);

/** Files a broker copied into import storage: the next poll skips a file of the same name and size. */
export const brokerCopiedFiles = pgTable(
  'broker_copied_files',
  {
    engagementId: engagementColumn(),
    brokerId: text().notNull(),
    fileName: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    runId: uuid(),
    copiedAt: nowColumn(),
  },
  (t) => [
    uniqueIndex('broker_copied_files_idx').on(t.engagementId, sql`lower(${t.brokerId})`, t.fileName, t.size),
  ],
);

/** The last poll of each broker (the poller starts no second run while one is still going) and its trusted host key. */
export const brokerPolls = pgTable(
  'broker_polls',
  {
    engagementId: engagementColumn(),
    /** Lowercased broker name. */
    brokerKey: text().notNull(),
    runId: uuid(),
    startedAt: nowColumn(),
    finishedAt: timestampColumn(),
    /**
     * The SFTP server's host key as first seen (`SHA256:<base64>`, as OpenSSH shows it): later polls
     * refuse another key until a writer resets the trust. Kept here, not on a broker version, as it
     * is what Cairn learnt of the server, not what a user saved.
     */
    hostKeyFingerprint: text(),
  },
  (t) => [
    uniqueIndex('broker_polls_idx').on(t.engagementId, t.brokerKey),
    index('broker_polls_started_idx').on(t.startedAt),
  ],
);
