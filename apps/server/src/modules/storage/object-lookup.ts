// The storage index as other modules look objects up in it (the import's file queue and settings,
// a gain engagement's staging): objects by name in a folder, the folders along a path, files with
// their size and arrival (an orchestration's file trigger asks for the newest). Only names and facts of the index; what another module keeps about an
// object (the import's queue state and settings: modules/import/import-states.ts) is its own.
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { storageObjects } from '../../db/schema/storage.js';

export interface Located {
  engagementId: string;
  purpose: string;
}

export interface IndexedEntry {
  id: string;
  type: 'File' | 'Folder';
  name: string;
  displayName: string;
  parentPath: string;
}

/** A file with what a gain file selection needs: its size and when it arrived (its last upload). */
export interface FileEntry {
  id: string;
  name: string;
  parentPath: string;
  size: number;
  arrivedAt: Date;
}

const join = (segments: readonly string[]) => segments.join('/');
const inPurpose = (at: Located) =>
  and(eq(storageObjects.engagementId, at.engagementId), eq(storageObjects.purpose, at.purpose));
const namedAnyCase = (names: readonly string[]) =>
  inArray(
    sql`lower(${storageObjects.name})`,
    names.map((n) => n.toLowerCase()),
  );
const columns = {
  id: storageObjects.id,
  type: storageObjects.type,
  name: storageObjects.name,
  displayName: storageObjects.displayName,
  parentPath: storageObjects.parentPath,
};
const depth = (o: { parentPath: string }) => (o.parentPath === '' ? 0 : o.parentPath.split('/').length);

export class StorageObjectLookup {
  constructor(private readonly db: Db) {}

  /** The objects named `names` (ignoring case, as the storage index does) in `folder`. */
  async objectsIn(at: Located, folder: readonly string[], names: readonly string[]): Promise<IndexedEntry[]> {
    if (!names.length) return [];
    return this.db
      .select(columns)
      .from(storageObjects)
      .where(and(inPurpose(at), eq(storageObjects.parentPath, join(folder)), namedAnyCase(names)));
  }

  /** The folders on the way to `folder` (outermost first) — those that have a row of their own. */
  async foldersAlong(at: Located, folder: readonly string[]): Promise<IndexedEntry[]> {
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
    return rows.sort((a, b) => depth(a) - depth(b));
  }

  /**
   * Files of the purpose with their size and arrival, oldest arrival first: in one folder, named
   * `names` (ignoring case) and among `ids` when given.
   */
  async files(
    at: Located,
    filter: {
      folder?: readonly string[];
      names?: readonly string[];
      ids?: readonly string[];
      /** Only files that arrived (were last uploaded) after this time. */
      arrivedAfter?: Date;
    } = {},
  ): Promise<FileEntry[]> {
    if ((filter.names && !filter.names.length) || (filter.ids && !filter.ids.length)) return [];
    const rows = await this.db
      .select({
        id: storageObjects.id,
        name: storageObjects.name,
        parentPath: storageObjects.parentPath,
        size: storageObjects.size,
        arrivedAt: storageObjects.updatedAt,
      })
      .from(storageObjects)
      .where(
        and(
          inPurpose(at),
          eq(storageObjects.type, 'File'),
          filter.folder ? eq(storageObjects.parentPath, join(filter.folder)) : undefined,
          filter.names ? namedAnyCase(filter.names) : undefined,
          filter.ids ? inArray(storageObjects.id, [...filter.ids]) : undefined,
          filter.arrivedAfter ? gt(storageObjects.updatedAt, filter.arrivedAfter) : undefined,
        ),
      )
      .orderBy(storageObjects.updatedAt, storageObjects.name);
    return rows.map((r) => ({ ...r, size: r.size ?? 0 }));
  }
}
