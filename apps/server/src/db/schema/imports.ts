// Where each imported table came from (the import module's): folder access follows the data, so a
// table's preview needs read access to its source folder, and a second folder's file of the same
// name cannot silently replace it.
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { engagementColumn } from './columns.js';

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
    importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.engagementId, t.tableName] })],
);
