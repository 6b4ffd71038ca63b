// The storage index's rows (storage_objects): how an object is found, shown and written. The bytes
// are the drivers'; storage-objects.service.ts puts the two together.
import type { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { createdAtFromName, type FileQueueState, type StorageObject } from '@cairn/contracts';
import type { Db, Tx } from '../../db/client.js';
import { storageObjects } from '../../db/schema/storage.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export type Row = typeof storageObjects.$inferSelect;
export interface Location {
  engagementId: string;
  purpose: string;
}
/** A file part of an upload; its claimed content type is ignored (see content-types.ts). */
export interface IncomingFile {
  filename: string;
  file: Readable;
}

export const join = (segments: readonly string[]) => segments.join('/');
/** Objects of one engagement's storage purpose. */
export const inPurpose = (at: Location) =>
  and(eq(storageObjects.engagementId, at.engagementId), eq(storageObjects.purpose, at.purpose));
/** The object called `name` (ignoring case) in the folder `parent`. */
export const named = (at: Location, parent: readonly string[], name: string) =>
  and(
    inPurpose(at),
    eq(storageObjects.parentPath, join(parent)),
    sql`lower(${storageObjects.name}) = lower(${name})`,
  );

/** What the import keeps of an object (its queue state, its own settings), as lists show it. */
export interface ObjectMark {
  queueState: FileQueueState | null;
  hasImportSettings: boolean;
}

/**
 * The import module's part of the index (modules/import/import-marks.port.ts): a file written in
 * import storage waits to be imported (s.4 file queue), told in the write's transaction; lists show
 * each object's mark.
 */
export interface ImportMarks {
  fileWritten(tx: Tx, at: Location, objectId: string): Promise<void>;
  of(ids: readonly string[]): Promise<Map<string, ObjectMark>>;
}

export function present(row: Row, mark?: ObjectMark): StorageObject {
  const createdAt = row.createdAt ?? createdAtFromName(row.name);
  return {
    type: row.type,
    displayName: row.displayName,
    actualName: row.name,
    fullPath: row.parentPath ? `${row.parentPath}/${row.name}` : row.name,
    createdAt: createdAt ? createdAt.toISOString() : null,
    metadata: row.metadata,
    size: row.size,
    ...(mark?.queueState ? { queueState: mark.queueState } : {}),
    ...(mark?.hasImportSettings ? { hasImportSettings: true } : {}),
  };
}

/**
 * Inserts or replaces the index row; returns the blob key (and size) it replaced, if any. Two first uploads
 * of one name at once: one insert wins, the other retries, finds the row and replaces it whole.
 */
export async function pointIndexAt(
  db: Db,
  at: Location,
  folder: string[],
  name: string,
  blob: { blobKey: string; size: number; contentType: string; userId: string },
  marks?: ImportMarks,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [old] = await tx
          .select({ id: storageObjects.id, blobKey: storageObjects.blobKey, size: storageObjects.size })
          .from(storageObjects)
          .where(named(at, folder, name))
          .for('update');
        const file = {
          blobKey: blob.blobKey,
          size: blob.size,
          contentType: blob.contentType,
          name,
          displayName: name,
          updatedAt: new Date(),
        };
        if (old) {
          await tx.update(storageObjects).set(file).where(eq(storageObjects.id, old.id));
          await marks?.fileWritten(tx, at, old.id);
          return old.blobKey ? { blobKey: old.blobKey, size: old.size ?? 0 } : null;
        }
        const [created] = await tx
          .insert(storageObjects)
          .values({ ...at, ...file, parentPath: join(folder), type: 'File', createdBy: blob.userId })
          .returning({ id: storageObjects.id });
        await marks?.fileWritten(tx, at, created.id);
        return null;
      });
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 2) throw err;
    }
  }
}

export function pathPrefixOf(configuration: string) {
  try {
    const prefix = (JSON.parse(configuration) as { PathPrefix?: unknown }).PathPrefix;
    if (typeof prefix !== 'string' || !prefix.trim()) return '';
    return `${prefix
      .split('/')
      .filter((s) => s && s !== '.' && s !== '..')
      .join('/')}/`;
  } catch {
    return '';
  }
}
