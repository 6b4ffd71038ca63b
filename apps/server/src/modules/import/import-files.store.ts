// The import's own state of storage objects (import_objects): a file's place in the file queue
// (workspace.md s.4), a folder's or file's own import settings (s.3) and what a file's last import
// detected (issue 27). Names, folders and sizes
// are the storage index's, looked up through StorageObjectLookup; the state is kept here. Gain
// engagements' staging and import use the same queue (modules/gain).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FileQueueState, ImportDetected, ImportSettings } from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { importObjects } from '../../db/schema/imports.js';
import {
  StorageObjectLookup,
  type FileEntry,
  type IndexedEntry,
  type Located,
} from '../storage/object-lookup.js';

export type { Located } from '../storage/object-lookup.js';

export interface IndexedObject extends IndexedEntry {
  queueState: FileQueueState | null;
  settings: ImportSettings | null;
  detected: ImportDetected | null;
}

/** A file with what a gain file selection needs: its size, arrival and queue state. */
export interface FileFacts extends FileEntry {
  queueState: FileQueueState | null;
}

export class ImportFilesStore {
  private readonly lookup: StorageObjectLookup;

  constructor(private readonly db: Db) {
    this.lookup = new StorageObjectLookup(db);
  }

  /** The import state of each object that has any. */
  private async statesOf(ids: readonly string[]) {
    const rows = ids.length
      ? await this.db
          .select()
          .from(importObjects)
          .where(inArray(importObjects.objectId, [...ids]))
      : [];
    return new Map(rows.map((r) => [r.objectId, r]));
  }

  private async withState(entries: IndexedEntry[]): Promise<IndexedObject[]> {
    const states = await this.statesOf(entries.map((e) => e.id));
    return entries.map((entry) => {
      const state = states.get(entry.id);
      return {
        ...entry,
        queueState: state?.queueState ?? null,
        settings: (state?.settings as ImportSettings | null | undefined) ?? null,
        detected: state?.detected ?? null,
      };
    });
  }

  /** The objects named `names` (ignoring case, as the storage index does) in `folder`. */
  async objectsIn(at: Located, folder: readonly string[], names: readonly string[]) {
    return this.withState(await this.lookup.objectsIn(at, folder, names));
  }

  /** The folders on the way to `folder` (outermost first) — those that have a row of their own. */
  async foldersAlong(at: Located, folder: readonly string[]) {
    return this.withState(await this.lookup.foldersAlong(at, folder));
  }

  async saveSettings(at: Located, id: string, settings: ImportSettings | null) {
    await this.db
      .insert(importObjects)
      .values({ objectId: id, engagementId: at.engagementId, settings })
      .onConflictDoUpdate({ target: importObjects.objectId, set: { settings } });
  }

  /** What a file's import used for what its settings left open, replacing the last import's. */
  async saveDetected(at: Located, id: string, detected: ImportDetected) {
    await this.db
      .insert(importObjects)
      .values({ objectId: id, engagementId: at.engagementId, detected })
      .onConflictDoUpdate({ target: importObjects.objectId, set: { detected } });
  }

  /** Moves files along the queue; a file uploaded into import storage entered it as Staged. */
  async setQueueState(ids: readonly string[], state: FileQueueState) {
    if (!ids.length) return;
    await this.db
      .update(importObjects)
      .set({ queueState: state })
      .where(inArray(importObjects.objectId, [...ids]));
  }

  /**
   * Puts files that did not finish (failed, cancelled, not reached) back to Staged — or to Enqueued
   * when their run is handed back to the queue at shutdown and will run again.
   */
  async restageUnfinished(ids: readonly string[], state: 'Staged' | 'Enqueued' = 'Staged') {
    if (!ids.length) return;
    await this.db
      .update(importObjects)
      .set({ queueState: state })
      .where(
        and(
          inArray(importObjects.objectId, [...ids]),
          sql`${importObjects.queueState} is distinct from 'Finished'`,
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
    const staged = filter.staged
      ? (
          await this.db
            .select({ id: importObjects.objectId })
            .from(importObjects)
            .where(
              and(eq(importObjects.engagementId, at.engagementId), eq(importObjects.queueState, 'Staged')),
            )
        ).map((r) => r.id)
      : undefined;
    const files = await this.lookup.files(at, { folder: filter.folder, names: filter.names, ids: staged });
    const states = await this.statesOf(files.map((f) => f.id));
    return files.map((f) => ({ ...f, queueState: states.get(f.id)?.queueState ?? null }));
  }
}
