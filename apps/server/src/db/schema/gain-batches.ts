// Gain batches (admin-console.md section 3 "Gain batch"; workspace.md section 3 "Batch file",
// "Staging file"), owned by modules/gain/batches. A batch row is written when a gain import run is
// queued (Waiting) and completed by the run's report (Received, Validated, Failed) and the hand-over
// to Gain (SentToGain). The staging state remembers when the last file selection ran, so a staged
// file that arrived after it is a new drop.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, engagementColumn, nowColumn, timestampColumn } from './columns.js';

export const gainBatches = pgTable(
  'gain_batches',
  {
    id: idColumn(),
    engagementId: engagementColumn(),
    /** GainData or FxRate. */
    processType: text().notNull(),
    /** The wildcard content of the batch's versioned files, or the trigger file's name. */
    batchId: text().notNull(),
    /** The gain import run that processes the batch (pipeline_runs.id, owned by modules/pipelines). */
    runId: uuid(),
    configurationVersion: integer(),
    /** Index into GAIN_BATCH_STATUSES. */
    status: integer().notNull(),
    statusMessage: text(),
    /** Warehouse tables (schema.table) the run loaded, for the hand-over to Gain. */
    tables: jsonb().$type<string[]>().notNull().default([]),
    createdAt: nowColumn(),
    recordsReceivedFromClientAt: timestampColumn(),
    numRecordsReceivedFromClient: integer(),
    numValidRecords: integer(),
    recordsSentToGainAt: timestampColumn(),
    numRecordsSentToGain: integer(),
    // The last delivery to the gain card's outbound target (docs/gain.md "Outbound"): Delivered or
    // Failed, where, when, the receiver's answer and how many attempts it took.
    deliveryState: text(),
    deliveryTarget: text(),
    deliveryAt: timestampColumn(),
    deliveryAnswer: text(),
    deliveryAttempts: integer(),
  },
  (t) => [
    index('gain_batches_engagement_idx').on(t.engagementId, t.createdAt),
    uniqueIndex('gain_batches_run_idx')
      .on(t.runId)
      .where(sql`${t.runId} is not null`),
  ],
);

export const gainBatchFiles = pgTable(
  'gain_batch_files',
  {
    id: idColumn(),
    batchRowId: uuid()
      .notNull()
      .references(() => gainBatches.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    /** Path inside import storage ('' when the file is missing). */
    filePath: text().notNull().default(''),
    batch: text().notNull(),
    isTrigger: boolean().notNull().default(false),
    isMissing: boolean().notNull().default(false),
    archived: boolean().notNull().default(false),
    /** The storage index row of the file (storage_objects.id, owned by modules/storage). */
    storageObjectId: uuid(),
  },
  (t) => [index('gain_batch_files_batch_idx').on(t.batchRowId)],
);

/** Per engagement and process type: when the staged files were last selected from. */
export const gainStagingState = pgTable(
  'gain_staging_state',
  {
    engagementId: engagementColumn(),
    processType: text().notNull(),
    lastSelectionAt: timestampColumn().notNull(),
  },
  (t) => [uniqueIndex('gain_staging_state_idx').on(t.engagementId, t.processType)],
);
