// Storage configurations per engagement and the index of storage objects. The bytes live in a
// storage driver; this index holds names, display names, metadata and the upload state.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, engagementColumn, nowColumn } from './columns.js';

export const storageConfigurations = pgTable(
  'storage_configurations',
  {
    engagementId: engagementColumn(),
    storagePurpose: text().notNull(),
    displayName: text().notNull(),
    implementation: text().notNull(),
    /** JSON text: StorageAccountName or BucketName, SecondaryBucketName, PathPrefix. */
    configuration: text().notNull().default('{}'),
    position: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('storage_configurations_purpose_unique').on(t.engagementId, sql`lower(${t.storagePurpose})`),
  ],
);

export const storageObjects = pgTable(
  'storage_objects',
  {
    id: idColumn(),
    engagementId: engagementColumn(),
    purpose: text().notNull(),
    /** Slash-separated path of the parent folder, '' at the purpose's root. */
    parentPath: text().notNull(),
    /** The actual (system) name: a folder's derived name, a file's name. */
    name: text().notNull(),
    type: text({ enum: ['File', 'Folder'] }).notNull(),
    displayName: text().notNull(),
    metadata: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Where the bytes are in the driver; a new key per upload, so a replace is one index update. */
    blobKey: text(),
    size: bigint({ mode: 'number' }),
    contentType: text(),
    createdBy: uuid(),
    createdAt: nowColumn(),
    updatedAt: nowColumn(),
  },
  (t) => [
    uniqueIndex('storage_objects_name_unique').on(
      t.engagementId,
      t.purpose,
      t.parentPath,
      sql`lower(${t.name})`,
    ),
    index('storage_objects_parent_idx').on(t.engagementId, t.purpose, t.parentPath),
    // A folder's files in the listing's two orders, so that a page of a large folder reads only its
    // rows (folder-objects.ts filesPage; issue 29).
    index('storage_objects_files_by_name_idx').on(
      t.engagementId,
      t.purpose,
      t.parentPath,
      t.type,
      sql`lower(${t.displayName})`,
      t.displayName,
      t.name,
    ),
    index('storage_objects_files_by_time_idx').on(
      t.engagementId,
      t.purpose,
      t.parentPath,
      t.type,
      t.createdAt,
    ),
  ],
);

/**
 * How many files each folder holds, kept by a statement trigger on storage_objects (migration
 * 0038_storage_folder_files): a folder of 100,000 files says so without counting them at each listing
 * (issue 29). Derived, so no foreign key: a deleted engagement's folders count down to zero with its
 * objects.
 */
export const storageFolderFiles = pgTable(
  'storage_folder_files',
  {
    engagementId: uuid().notNull(),
    purpose: text().notNull(),
    parentPath: text().notNull(),
    files: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.engagementId, t.purpose, t.parentPath] })],
);
