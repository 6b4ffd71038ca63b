// A page of one folder's objects (workspace.md section 2), paged on the server by paginate(): the
// folder's own index rows, and a virtual folder for each deeper path whose intermediate folder has
// no row of its own. Folders come first whatever the sort; then by name or upload time.
import { and, eq, like, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import {
  createdAtFromName,
  STORAGE_OBJECTS_DEFAULT_SORT,
  type PagedQuery,
  type StorageObject,
  type StorageObjectSortColumn,
} from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/like.js';
import { paginate } from '../../db/paginate.js';
import { storageObjects as s } from '../../db/schema/storage.js';
import { inPurpose, join, type ImportMarks, type Location, type ObjectMark } from './storage-index.js';

/** The union of the folder's rows and its virtual folders, as one table to page, count and sort. */
function folderObjectsTable(db: Db, at: Location, path: readonly string[]) {
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
    .where(and(inPurpose(at), eq(s.parentPath, here)));
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
  return unionAll(direct, virtual).as('folder_objects');
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

type FolderCounts = { folders: number; files: number };

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

/** One page of the folder's objects, and how many folders and files it holds in all. */
export async function folderObjectsPage(
  db: Db,
  at: Location,
  path: readonly string[],
  query: PagedQuery<StorageObjectSortColumn>,
  marks?: ImportMarks,
) {
  const objects = folderObjectsTable(db, at, path);
  const folders = sql<number>`count(*) filter (where ${objects.type} <> 'File')`;
  const files = sql<number>`count(*) filter (where ${objects.type} = 'File')`;
  // Without a search the page statement also counts the folder's folders and files (window counts
  // over the same rows): one pass over a large folder instead of three (issue 29). A search narrows
  // the page, not the counts, so they are then read on their own.
  const search = !!query.search?.trim();
  const page = await paginate(db, query, {
    select: () => db.select().from(objects).$dynamic(),
    ...(search
      ? {}
      : {
          selectWithTotal: (pagedTotal: SQL<number>) =>
            db
              .select({
                ...objects._.selectedFields,
                pagedTotal,
                folders: sql<number>`(${folders} over ())::int`,
                files: sql<number>`(${files} over ())::int`,
              })
              .from(objects)
              .$dynamic(),
        }),
    searchIn: [sql`${objects.displayName}`, sql`${objects.actualName}`],
    groupBefore: [sql`(${objects.type} = 'File')`],
    sortColumns: {
      name: sql`lower(${objects.displayName})`,
      // Objects without a time sort before the rest, as they did in the browser.
      createdAt: sql`coalesce(${objects.createdAt}, 'epoch'::timestamptz)`,
    },
    defaultSort: STORAGE_OBJECTS_DEFAULT_SORT,
    tiebreak: [sql`${objects.displayName}`, sql`${objects.actualName}`, sql`${objects.type}`],
  });
  const first = page.results[0] as Partial<FolderCounts> | undefined;
  const counts: FolderCounts =
    !search && first?.folders !== undefined
      ? { folders: first.folders, files: first.files! }
      : !search && page.meta.totalItems === 0
        ? { folders: 0, files: 0 }
        : (
            await db
              .select({ folders: sql<number>`${folders}::int`, files: sql<number>`${files}::int` })
              .from(objects)
          )[0];
  const rows = page.results as FolderObjectRow[];
  const ids = rows.flatMap((row) => (row.id ? [row.id] : []));
  const markOf = marks && ids.length ? await marks.of(ids) : new Map<string, ObjectMark>();
  return {
    results: rows.map((row) => present(row, path, row.id ? markOf.get(row.id) : undefined)),
    meta: page.meta,
    counts,
  };
}
