// The import's two columns of the storage index: a folder's or file's own import settings and a
// file's queue state (migration 0002 added them for the import module). The storage module owns the
// table, so this store lives here and the import module is given it (import.module.ts); files and
// folders themselves — names, bytes, uploads — are the storage services' business.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FileQueueState, ImportSettings } from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { storageObjects } from '../../db/schema/storage.js';

export interface Located {
  engagementId: string;
  purpose: string;
}

export interface IndexedObject {
  id: string;
  type: 'File' | 'Folder';
  name: string;
  displayName: string;
  parentPath: string;
  queueState: FileQueueState | null;
  settings: ImportSettings | null;
}

const join = (segments: readonly string[]) => segments.join('/');
const inPurpose = (at: Located) =>
  and(eq(storageObjects.engagementId, at.engagementId), eq(storageObjects.purpose, at.purpose));
const columns = {
  id: storageObjects.id,
  type: storageObjects.type,
  name: storageObjects.name,
  displayName: storageObjects.displayName,
  parentPath: storageObjects.parentPath,
  queueState: storageObjects.queueState,
  settings: storageObjects.importSettings,
};
/** A file with what a gain file selection needs: its size and when it arrived (its last upload). */
export interface FileFacts {
  id: string;
  name: string;
  parentPath: string;
  size: number;
  arrivedAt: Date;
  queueState: FileQueueState | null;
}

const depth = (o: { parentPath: string }) => (o.parentPath === '' ? 0 : o.parentPath.split('/').length);
const present = (row: { settings: unknown } & Omit<IndexedObject, 'settings'>): IndexedObject => ({
  ...row,
  settings: (row.settings as ImportSettings | null) ?? null,
});

export class ImportFilesStore {
  constructor(private readonly db: Db) {}

  /** The objects named `names` (ignoring case, as the storage index does) in `folder`. */
  async objectsIn(
    at: Located,
    folder: readonly string[],
    names: readonly string[],
  ): Promise<IndexedObject[]> {
    if (!names.length) return [];
    const rows = await this.db
      .select(columns)
      .from(storageObjects)
      .where(
        and(
          inPurpose(at),
          eq(storageObjects.parentPath, join(folder)),
          inArray(
            sql`lower(${storageObjects.name})`,
            names.map((n) => n.toLowerCase()),
          ),
        ),
      );
    return rows.map(present);
  }

  /** The folders on the way to `folder` (outermost first) — those that have a row of their own. */
  async foldersAlong(at: Located, folder: readonly string[]): Promise<IndexedObject[]> {
    if (!folder.length) return [];
    const levels = folder.map((name, i) =>
      and(
        eq(storageObjects.parentPath, join(folder.slice(0, i))),
        sql`lower(${storageObjects.name}) = lower(${name})`,
      ),
    );
    const rows = await this.db
      .select(columns)
      .from(storageObjects)
      .where(and(inPurpose(at), eq(storageObjects.type, 'Folder'), or(...levels)));
    return rows.map(present).sort((a, b) => depth(a) - depth(b));
  }

  async saveSettings(id: string, settings: ImportSettings | null) {
    await this.db
      .update(storageObjects)
      .set({ importSettings: settings, updatedAt: new Date() })
      .where(eq(storageObjects.id, id));
  }

  async setQueueState(ids: readonly string[], state: FileQueueState) {
    if (!ids.length) return;
    await this.db
      .update(storageObjects)
      .set({ queueState: state })
      .where(and(inArray(storageObjects.id, [...ids]), eq(storageObjects.type, 'File')));
  }

  /**
   * Puts files that did not finish (failed, cancelled, not reached) back to Staged — or to Enqueued
   * when their run is handed back to the queue at shutdown and will run again.
   */
  async restageUnfinished(ids: readonly string[], state: 'Staged' | 'Enqueued' = 'Staged') {
    if (!ids.length) return;
    await this.db
      .update(storageObjects)
      .set({ queueState: state })
      .where(
        and(
          inArray(storageObjects.id, [...ids]),
          sql`${storageObjects.queueState} is distinct from 'Finished'`,
        ),
      );
  }

  /**
   * Files of the purpose with their size and arrival (a gain engagement's staging and selection):
   * in one folder and named `names` (ignoring case) when given, only the Staged ones when asked.
   */
  async filesWithFacts(
    at: Located,
    filter: { folder?: readonly string[]; names?: readonly string[]; staged?: boolean } = {},
  ): Promise<FileFacts[]> {
    if (filter.names && !filter.names.length) return [];
    const rows = await this.db
      .select({
        id: storageObjects.id,
        name: storageObjects.name,
        parentPath: storageObjects.parentPath,
        size: storageObjects.size,
        arrivedAt: storageObjects.updatedAt,
        queueState: storageObjects.queueState,
      })
      .from(storageObjects)
      .where(
        and(
          inPurpose(at),
          eq(storageObjects.type, 'File'),
          filter.folder ? eq(storageObjects.parentPath, join(filter.folder)) : undefined,
          filter.names
            ? inArray(
                sql`lower(${storageObjects.name})`,
                filter.names.map((n) => n.toLowerCase()),
              )
            : undefined,
          filter.staged ? eq(storageObjects.queueState, 'Staged') : undefined,
        ),
      )
      .orderBy(storageObjects.updatedAt, storageObjects.name);
    return rows.map((r) => ({ ...r, size: r.size ?? 0 }));
  }
}
