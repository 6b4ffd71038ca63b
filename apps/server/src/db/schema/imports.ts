// The import module's tables. Where each imported table came from: folder access follows the data,
// so a table's preview needs read access to its source folder, and a second folder's file of the
// same name cannot silently replace it. And each storage object's part in the import: a file's queue
// state, a folder's or file's own import settings and what a file's last import detected (the
// storage module keeps names and bytes).
import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { FILE_QUEUE_STATES, type ImportDetected } from '@cairn/contracts';
import { engagementColumn, nowColumn } from './columns.js';
import { storageObjects } from './storage.js';

export const importedTables = pgTable(
  'imported_tables',
  {
    engagementId: engagementColumn(),
    /** The table's name in the warehouse's import schema (import.<tableName>). */
    tableName: text().notNull(),
    storagePurpose: text().notNull(),
    /** The source folder's path in its storage purpose, segments joined by '/'; '' for the root. */
    folderPath: text().notNull(),
    fileName: text().notNull(),
    runId: uuid(),
    importedAt: nowColumn(),
  },
  (t) => [primaryKey({ columns: [t.engagementId, t.tableName] })],
);

/**
 * A storage object's import state: the file queue (workspace.md s.4: Staged, Enqueued, Processing,
 * Finished), its own import settings (s.3 "Source or folder import settings") and, for a file, what
 * its last import detected. A row goes with its object; an object without a row has none of them.
 */
export const importObjects = pgTable(
  'import_objects',
  {
    objectId: uuid()
      .primaryKey()
      .references(() => storageObjects.id, { onDelete: 'cascade' }),
    engagementId: engagementColumn(),
    queueState: text({ enum: FILE_QUEUE_STATES }),
    settings: jsonb().$type<Record<string, unknown>>(),
    /** A file's last successful CSV import: what it used for what the settings left open (issue 27). */
    detected: jsonb().$type<ImportDetected>(),
  },
  (t) => [index('import_objects_engagement_state_idx').on(t.engagementId, t.queueState)],
);
