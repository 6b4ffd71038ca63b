// The import's part of the storage index (modules/storage/storage-index.ts ImportMarks), kept in the
// import module's own table: a file written (uploaded or replaced) in import storage waits to be
// imported, Staged (s.4 file queue); a folder listing shows each object's queue state and whether it
// has import settings of its own.
import { inArray, sql } from 'drizzle-orm';
import { IMPORT_STORAGE_PURPOSE } from '@cairn/contracts';
import type { Db, Tx } from '../../db/client.js';
import { importObjects } from '../../db/schema/imports.js';
import type { ImportMarks, Location, ObjectMark } from '../storage/storage-index.js';

export class ImportObjectMarks implements ImportMarks {
  constructor(private readonly db: Db) {}

  async fileWritten(tx: Tx, at: Location, objectId: string) {
    if (at.purpose.toLowerCase() !== IMPORT_STORAGE_PURPOSE) return;
    await tx
      .insert(importObjects)
      .values({ objectId, engagementId: at.engagementId, queueState: 'Staged' })
      .onConflictDoUpdate({ target: importObjects.objectId, set: { queueState: 'Staged' } });
  }

  async of(ids: readonly string[]): Promise<Map<string, ObjectMark>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({
        id: importObjects.objectId,
        queueState: importObjects.queueState,
        hasImportSettings: sql<boolean>`${importObjects.settings} is not null`,
      })
      .from(importObjects)
      .where(inArray(importObjects.objectId, [...ids]));
    return new Map(rows.map(({ id, ...mark }) => [id, mark]));
  }
}
