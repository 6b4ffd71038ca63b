// A folder's listing pages on the server (issue 25): folders (virtual ones included) before files
// whatever the sort, page 2 holding the next objects, totalItems and the counts over the whole folder,
// the display names along the path, and the sorts the list allows.
import { describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { engagementScope, PAGED_COUNT_LIMIT, ROLE_NAMES, type FolderListing } from '@cairn/contracts';
import { storageFolderFiles, storageObjects } from '../../db/schema/storage.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { uploadFiles } from '../../test/engagement-storage.js';
import { requestOk, signInNewUser, useTestServer } from '../../test/test-server.js';

describe('folder listing, paged', () => {
  const server = useTestServer();

  /** An engagement whose folder Reports holds folders B and a, a virtual folder v and files c, D, e. */
  async function seeded() {
    const db = server.database.db;
    const engagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    const reader = await signInNewUser(server, {
      roles: [{ role: ROLE_NAMES.superUser, scope: engagementScope(engagementId) }],
    });
    const at = { engagementId, purpose: 'main' };
    const object = (parentPath: string, name: string, type: 'File' | 'Folder', minute: number) => ({
      ...at,
      parentPath,
      name,
      type,
      displayName: type === 'Folder' ? name.toUpperCase() : name,
      createdAt: new Date(Date.UTC(2026, 0, 1, 12, minute)),
    });
    await db.insert(storageObjects).values([
      { ...object('', 'f-reports', 'Folder', 0), displayName: 'Reports' },
      object('f-reports', 'f-b', 'Folder', 5),
      object('f-reports', 'f-a', 'Folder', 6),
      object('f-reports', 'c.csv', 'File', 3),
      object('f-reports', 'D.csv', 'File', 1),
      object('f-reports', 'e.csv', 'File', 2),
      // Deeper objects: one below the folder f-a (no virtual folder), one below v (which has no row).
      object('f-reports/f-a', 'inner.csv', 'File', 7),
      object('f-reports/v/deep', 'deeper.csv', 'File', 8),
    ]);
    const list = (query: string) =>
      requestOk<FolderListing>(reader, 'GET', `/api/storage/engagements/${engagementId}/main/folder${query}`);
    return { list, reader, engagementId };
  }

  const names = (listing: FolderListing) => listing.results.map((o) => `${o.type}:${o.actualName}`);

  it('puts folders first, then names; page 2 holds the next objects and totalItems counts them all', async () => {
    const { list } = await seeded();
    const first = await list('?path=f-reports&pageSize=4');
    expect(names(first)).toEqual(['Folder:f-a', 'Folder:f-b', 'VirtualFolder:v', 'File:c.csv']);
    expect(first.meta).toEqual({ totalItems: 6, page: 1, pageSize: 4 });
    expect(first.counts).toEqual({ folders: 3, files: 3 });
    expect(first.displayNames).toEqual(['Reports']);
    expect(first.results[2]).toMatchObject({ displayName: 'v', fullPath: 'f-reports/v', size: null });
    expect(first.results[3]).toMatchObject({ fullPath: 'f-reports/c.csv', metadata: {} });

    const second = await list('?path=f-reports&pageSize=4&page=2');
    expect(names(second)).toEqual(['File:D.csv', 'File:e.csv']);
    expect(second.meta).toEqual({ totalItems: 6, page: 2, pageSize: 4 });
    expect(second.counts).toEqual({ folders: 3, files: 3 });
    // Counted in the page's own statement, or on their own where the page has no row to carry them.
    const past = await list('?path=f-reports&pageSize=4&page=3');
    expect(past.results).toEqual([]);
    expect(past.meta.totalItems).toBe(6);
    expect(past.counts).toEqual({ folders: 3, files: 3 });
    expect((await list('?path=f-reports/f-b')).counts).toEqual({ folders: 0, files: 0 });
  });

  it('sorts by upload time either way with the folders still first, and searches the names', async () => {
    const { list } = await seeded();
    expect(names(await list('?path=f-reports&sort=createdAt'))).toEqual([
      // The virtual folder has no upload time: before the rest, as in the browser before.
      'VirtualFolder:v',
      'Folder:f-b',
      'Folder:f-a',
      'File:D.csv',
      'File:e.csv',
      'File:c.csv',
    ]);
    expect(names(await list('?path=f-reports&sort=-createdAt'))).toEqual([
      'Folder:f-a',
      'Folder:f-b',
      'VirtualFolder:v',
      'File:c.csv',
      'File:e.csv',
      'File:D.csv',
    ]);
    const searched = await list('?path=f-reports&search=.CSV');
    expect(names(searched)).toEqual(['File:c.csv', 'File:D.csv', 'File:e.csv']);
    expect(searched.meta.totalItems).toBe(3);
    // A search narrows the page, not the folder's counts.
    expect(searched.counts).toEqual({ folders: 3, files: 3 });
    expect(names(await list(''))).toEqual(['Folder:f-reports']);
  });

  it('pages a folder of more files than a search counts from their index, saying there are more', async () => {
    const { list, engagementId } = await seeded();
    await server.database.db.insert(storageObjects).values({
      engagementId,
      purpose: 'main',
      parentPath: '',
      name: 'f-big',
      type: 'Folder',
      displayName: 'Big',
    });
    await server.database.db.execute(sql`insert into storage_objects
        (engagement_id, purpose, parent_path, name, type, display_name, created_at)
      select ${engagementId}, 'main', 'f-big', 'file-' || lpad(i::text, 5, '0') || '.csv', 'File',
        'file-' || lpad(i::text, 5, '0') || '.csv', timestamp '2026-01-01' + make_interval(secs => i)
      from generate_series(1, ${PAGED_COUNT_LIMIT + 4}) i`);
    // The folder's own count is exact (kept as files come and go); a search's matches are counted up
    // to the limit and said to be at least that many.
    const first = await list('?path=f-big&pageSize=2');
    expect(names(first)).toEqual(['File:file-00001.csv', 'File:file-00002.csv']);
    expect(first.meta).toEqual({ totalItems: PAGED_COUNT_LIMIT + 4, page: 1, pageSize: 2 });
    expect(first.counts).toEqual({ folders: 0, files: PAGED_COUNT_LIMIT + 4 });
    const searched = await list('?path=f-big&pageSize=2&search=file-');
    expect(searched.meta).toEqual({
      totalItems: PAGED_COUNT_LIMIT,
      page: 1,
      pageSize: 2,
      totalAtLeast: true,
    });
    expect(searched.counts).toEqual({ folders: 0, files: PAGED_COUNT_LIMIT + 4 });
    // Past the counted rows the pages go on; the newest first by upload time.
    const beyond = await list(`?path=f-big&pageSize=2&page=${PAGED_COUNT_LIMIT / 2 + 2}`);
    expect(names(beyond)).toEqual(['File:file-10003.csv', 'File:file-10004.csv']);
    const newest = await list('?path=f-big&pageSize=1&sort=-createdAt');
    expect(names(newest)).toEqual([`File:file-${PAGED_COUNT_LIMIT + 4}.csv`]);
  });

  it('counts a folder’s files as they are added, moved, replaced and deleted, as many as a count of them', async () => {
    const { list, reader, engagementId } = await seeded();
    const db = server.database.db;
    const counted = async (path: string) => (await list(`?path=${path}`)).counts.files;
    const actual = async (path: string) =>
      db.$count(
        storageObjects,
        and(
          eq(storageObjects.engagementId, engagementId),
          eq(storageObjects.parentPath, path),
          eq(storageObjects.type, 'File'),
        ),
      );
    expect(await counted('f-reports')).toBe(3);
    // Through the API an upload and a delete; a move as the gain import makes it (no route moves).
    await uploadFiles(
      reader,
      engagementId,
      'f-reports',
      [{ name: 'added.csv', content: 'a,b\n1,2\n' }],
      'main',
    );
    expect(await counted('f-reports')).toBe(4);
    const at = { engagementId, purpose: 'main' };
    await server.ctx.services.storageObjects.moveFile(
      at,
      ['f-reports', 'added.csv'],
      ['f-reports', 'f-a'],
      'added.csv',
      null,
    );
    expect([await counted('f-reports'), await counted('f-reports/f-a')]).toEqual([3, 2]);
    await uploadFiles(reader, engagementId, 'f-reports', [{ name: 'c.csv', content: 'a\n2\n' }], 'main');
    expect(await counted('f-reports')).toBe(3); // replaced, not added
    const deleted = await reader.request(
      'DELETE',
      `/api/storage/engagements/${engagementId}/main/files?path=f-reports/f-a/inner.csv`,
    );
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await counted('f-reports/f-a')).toBe(1);
    // In SQL: many rows in one statement moved to a folder and back, and deleted.
    await db.execute(sql`update storage_objects set parent_path = 'f-reports/f-b'
      where engagement_id = ${engagementId} and parent_path = 'f-reports' and type = 'File'`);
    for (const path of ['f-reports', 'f-reports/f-a', 'f-reports/f-b'])
      expect(await counted(path), path).toBe(await actual(path));
    await db.execute(
      sql`delete from storage_objects where engagement_id = ${engagementId} and type = 'File'`,
    );
    for (const path of ['f-reports', 'f-reports/f-a', 'f-reports/f-b'])
      expect(await counted(path), path).toBe(0);
    const left = await db
      .select()
      .from(storageFolderFiles)
      .where(and(eq(storageFolderFiles.engagementId, engagementId), ne(storageFolderFiles.files, 0)));
    expect(left).toEqual([]);
  });

  it('refuses a sort the list does not offer and a page size beyond the limit (400)', async () => {
    const { reader, engagementId } = await seeded();
    const base = `/api/storage/engagements/${engagementId}/main/folder?path=f-reports`;
    expect((await reader.request('GET', `${base}&sort=size`)).statusCode).toBe(400);
    expect((await reader.request('GET', `${base}&pageSize=101`)).statusCode).toBe(400);
  });
});
