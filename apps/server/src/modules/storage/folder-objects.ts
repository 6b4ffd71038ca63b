// A page of one folder's objects (workspace.md section 2), paged on the server by paginate(): the
// folder's own index rows, and a virtual folder for each deeper path whose intermediate folder has
// no row of its own. Folders come first whatever the sort; then by name or upload time.
import { and, asc, desc, eq, ilike, like, ne, notExists, or, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import {
  createdAtFromName,
  PAGED_COUNT_LIMIT,
  parseSort,
  STORAGE_OBJECTS_DEFAULT_SORT,
  type PagedQuery,
  type StorageObject,
  type StorageObjectSortColumn,
} from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/like.js';
import { storageFolderFiles, storageObjects as s } from '../../db/schema/storage.js';
import { inPurpose, join, type ImportMarks, type Location, type ObjectMark } from './storage-index.js';

/**
 * The folder's folders: its own folder rows and its virtual folders, as one table to sort. Folders
 * are few; a folder's files (any number) are paged by their own index (filesPage).
 */
function subfoldersTable(db: Db, at: Location, path: readonly string[]) {
  const here = join(path);
  // The first folder name below `here` of a deeper object's parent path.
  const below = here ? sql`substr(${s.parentPath}, ${here.length + 2})` : sql`${s.parentPath}`;
  const virtualName = sql<string>`split_part(${below}, '/', 1)`;
  const known = alias(s, 'known');
  const direct = db
    .select({
      type: sql<StorageObject['type']>`${s.type}`.as('type'),
      displayName: sql<string>`${s.displayName}`.as('display_name'),
      actualName: sql<string>`${s.name}`.as('actual_name'),
      createdAt: sql<Date | null>`${s.createdAt}`.mapWith(s.createdAt).as('created_at'),
      metadata: sql<Record<string, string>>`${s.metadata}`.mapWith(s.metadata).as('metadata'),
      size: sql<number | null>`${s.size}`.mapWith(s.size).as('size'),
      id: sql<string | null>`${s.id}`.as('id'),
    })
    .from(s)
    .where(and(inPurpose(at), eq(s.parentPath, here), eq(s.type, 'Folder')));
  const virtual = db
    .selectDistinct({
      type: sql<StorageObject['type']>`'VirtualFolder'`.as('type'),
      displayName: sql<string>`${virtualName}`.as('display_name'),
      actualName: sql<string>`${virtualName}`.as('actual_name'),
      createdAt: sql<Date | null>`null::timestamptz`.mapWith(s.createdAt).as('created_at'),
      metadata: sql<Record<string, string>>`'{}'::jsonb`.mapWith(s.metadata).as('metadata'),
      size: sql<number | null>`null::bigint`.mapWith(s.size).as('size'),
      id: sql<string | null>`null::uuid`.as('id'),
    })
    .from(s)
    .where(
      and(
        inPurpose(at),
        here ? like(s.parentPath, `${escapeLike(here)}/%`) : ne(s.parentPath, ''),
        notExists(
          db
            .select({ one: sql`1` })
            .from(known)
            .where(
              and(
                eq(known.engagementId, at.engagementId),
                eq(known.purpose, at.purpose),
                eq(known.parentPath, here),
                eq(known.type, 'Folder'),
                sql`lower(${known.name}) = lower(${virtualName})`,
              ),
            ),
        ),
      ),
    );
  return unionAll(direct, virtual).as('subfolders');
}

type FolderObjectRow = {
  type: StorageObject['type'];
  displayName: string;
  actualName: string;
  createdAt: Date | null;
  metadata: Record<string, string>;
  size: number | null;
  id: string | null;
};

function present(row: FolderObjectRow, path: readonly string[], mark?: ObjectMark): StorageObject {
  const createdAt = row.createdAt ?? createdAtFromName(row.actualName);
  return {
    type: row.type,
    displayName: row.displayName,
    actualName: row.actualName,
    fullPath: join([...path, row.actualName]),
    createdAt: createdAt ? createdAt.toISOString() : null,
    metadata: row.metadata,
    size: row.size,
    ...(mark?.queueState ? { queueState: mark.queueState } : {}),
    ...(mark?.hasImportSettings ? { hasImportSettings: true } : {}),
  };
}

const containing = (search: string) => `%${escapeLike(search)}%`;

/** The folder's files matching the search, in the list's order, from the index on that order. */
function filesPage(
  db: Db,
  at: Location,
  path: readonly string[],
  order: { column: StorageObjectSortColumn; direction: 'asc' | 'desc' },
  search: string | undefined,
) {
  const key = order.column === 'name' ? sql`lower(${s.displayName})` : s.createdAt;
  return db
    .select({
      type: s.type,
      displayName: s.displayName,
      actualName: s.name,
      createdAt: s.createdAt,
      metadata: s.metadata,
      size: s.size,
      id: s.id,
    })
    .from(s)
    .where(
      and(
        inPurpose(at),
        eq(s.parentPath, join(path)),
        eq(s.type, 'File'),
        search ? or(ilike(s.displayName, containing(search)), ilike(s.name, containing(search))) : undefined,
      ),
    )
    .orderBy(order.direction === 'desc' ? desc(key) : asc(key), asc(s.displayName), asc(s.name))
    .$dynamic();
}

/**
 * How many of the folder's files match the search: all of them from the folder's count (kept by a
 * trigger, storage_folder_files), the matches of a search counted up to PAGED_COUNT_LIMIT.
 */
async function countFiles(db: Db, at: Location, path: readonly string[], search: string | undefined) {
  if (!search) {
    const [row] = await db
      .select({ files: storageFolderFiles.files })
      .from(storageFolderFiles)
      .where(
        and(
          eq(storageFolderFiles.engagementId, at.engagementId),
          eq(storageFolderFiles.purpose, at.purpose),
          eq(storageFolderFiles.parentPath, join(path)),
        ),
      );
    return { files: row?.files ?? 0, more: false };
  }
  const files = filesPage(db, at, path, { column: 'name', direction: 'asc' }, search)
    .orderBy()
    .limit(PAGED_COUNT_LIMIT + 1);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`(${files}) as files`);
  return { files: Math.min(n, PAGED_COUNT_LIMIT), more: n > PAGED_COUNT_LIMIT };
}

/**
 * One page of the folder's objects, and how many folders and files it holds in all: its folders
 * first (few: sorted whole), then its files from their index, so the first page of a folder of
 * 100,000 files reads ten of them and its count (issue 29). A search matching more than
 * PAGED_COUNT_LIMIT files says "at least" in meta.totalAtLeast.
 */
export async function folderObjectsPage(
  db: Db,
  at: Location,
  path: readonly string[],
  query: PagedQuery<StorageObjectSortColumn>,
  marks?: ImportMarks,
) {
  const search = query.search?.trim() || undefined;
  const parsed = parseSort(query.sort ?? STORAGE_OBJECTS_DEFAULT_SORT);
  const order = {
    column: (parsed.column === 'createdAt' ? 'createdAt' : 'name') as StorageObjectSortColumn,
    direction: parsed.direction,
  };
  const subfolders = subfoldersTable(db, at, path);
  const key =
    order.column === 'name'
      ? sql`lower(${subfolders.displayName})`
      : // Objects without a time sort before the rest, as they did in the browser.
        sql`coalesce(${subfolders.createdAt}, 'epoch'::timestamptz)`;
  const folderRows = (await db
    .select()
    .from(subfolders)
    .where(
      search
        ? or(
            ilike(sql`${subfolders.displayName}`, containing(search)),
            ilike(sql`${subfolders.actualName}`, containing(search)),
          )
        : undefined,
    )
    .orderBy(
      order.direction === 'desc' ? desc(key) : asc(key),
      sql`${subfolders.displayName}`,
      sql`${subfolders.actualName}`,
      sql`${subfolders.type}`,
    )) as FolderObjectRow[];
  const offset = (query.page - 1) * query.pageSize;
  const shownFolders = folderRows.slice(offset, offset + query.pageSize);
  const filesWanted = query.pageSize - shownFolders.length;
  const [files, matchingFiles, allFiles, allFolders] = await Promise.all([
    filesWanted > 0
      ? (filesPage(db, at, path, order, search)
          .limit(filesWanted)
          .offset(Math.max(0, offset - folderRows.length)) as Promise<FolderObjectRow[]>)
      : [],
    countFiles(db, at, path, search),
    search ? countFiles(db, at, path, undefined) : undefined,
    search ? db.select({ n: sql<number>`count(*)::int` }).from(subfolders) : undefined,
  ]);
  const rows = [...shownFolders, ...files];
  const ids = rows.flatMap((row) => (row.id ? [row.id] : []));
  const markOf = marks && ids.length ? await marks.of(ids) : new Map<string, ObjectMark>();
  return {
    results: rows.map((row) => present(row, path, row.id ? markOf.get(row.id) : undefined)),
    meta: {
      totalItems: folderRows.length + matchingFiles.files,
      page: query.page,
      pageSize: query.pageSize,
      ...(matchingFiles.more ? { totalAtLeast: true } : {}),
    },
    // The folder's own counts, whatever the search.
    counts: {
      folders: allFolders ? allFolders[0].n : folderRows.length,
      files: (allFiles ?? matchingFiles).files,
    },
  };
}
