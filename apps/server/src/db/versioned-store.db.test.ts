// The versioned-configuration store on the real database (PGlite, and PostgreSQL in the second
// pass), over the engagement configurations' table: numbering, history, restore as new, and two
// writers of one object at once, queued by the advisory lock or refused by the unique index.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildEngagement, buildTenant } from '../test/factories.js';
import { useTestServer } from '../test/test-server.js';
import type { Tx } from './client.js';
import { engagementConfigurationVersions as versions } from './schema/engagement-configurations.js';
import { versionedStore, VersionConflict, type RestoreRefusal } from './versioned-store.js';

const server = useTestServer();
let engagementId: string;

beforeAll(async () => {
  const tenant = await buildTenant(server.database.db);
  engagementId = (await buildEngagement(server.database.db, tenant.id)).id;
});

const of = (kind: string) => and(eq(versions.engagementId, engagementId), eq(versions.kind, kind));
/** Consecutive versions for concurrent appends (as the configurations). */
const queued = versionedStore({
  table: versions,
  of,
  lockName: (kind) => `store-test:${engagementId}:${kind}`,
});
/** The unique index refuses the second of two writers (as brokers and API connections). */
const checked = versionedStore({ table: versions, of, identity: [versions.engagementId, versions.kind] });
const row = (kind: string, values: Record<string, unknown>, restoredFrom: number | null = null) => ({
  engagementId,
  kind,
  values,
  restoredFrom,
  createdBy: null,
  createdByName: 'test',
});
class Refused extends Error {
  constructor(readonly reason: RestoreRefusal) {
    super(reason);
  }
}
const refuse = (reason: RestoreRefusal) => new Refused(reason);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * Two appends, the second begun while the first's transaction is still open (on PostgreSQL; PGlite
 * runs one transaction at a time, so there the second waits for the first).
 */
function overlapping(append: (tx: Tx, n: number) => Promise<unknown>) {
  const db = server.database.db;
  return Promise.allSettled([
    db.transaction(async (tx) => {
      await append(tx, 1);
      await sleep(200);
    }),
    sleep(50).then(() => db.transaction((tx) => append(tx, 2))),
  ]);
}

describe('versionedStore()', () => {
  it('numbers appends 1, 2, 3 per object and lists the history newest first', async () => {
    const db = server.database.db;
    expect(await queued.latest(db, 'numbering')).toBeUndefined();
    expect(await queued.history(db, 'numbering')).toEqual([]);
    for (const n of [1, 2, 3]) {
      const appended = await queued.append(db, 'numbering', row('numbering', { n }));
      expect(appended.version).toBe(n);
    }
    await queued.append(db, 'other', row('other', { n: 1 }));
    expect((await queued.latest(db, 'numbering'))?.values).toEqual({ n: 3 });
    expect((await queued.history(db, 'numbering')).map((r) => [r.version, r.values])).toEqual([
      [3, { n: 3 }],
      [2, { n: 2 }],
      [1, { n: 1 }],
    ]);
    expect((await queued.at(db, 'numbering', 2))?.values).toEqual({ n: 2 });
    expect(await queued.at(db, 'numbering', 9)).toBeUndefined();
    const newest = await checked.latestOfEach(db, eq(versions.engagementId, engagementId));
    expect(newest.map((r) => [r.kind, r.version])).toEqual([
      ['numbering', 3],
      ['other', 1],
    ]);
  });

  it('restores an earlier version as a new one and refuses the newest, an unknown one and an empty object', async () => {
    const db = server.database.db;
    for (const n of [1, 2]) await queued.append(db, 'restore', row('restore', { n }));
    const restored = await db.transaction((tx) =>
      queued.restoreAsNew(
        tx,
        'restore',
        1,
        (chosen) => row('restore', chosen.values, chosen.version),
        refuse,
      ),
    );
    expect([restored.version, restored.values, restored.restoredFrom]).toEqual([3, { n: 1 }, 1]);
    expect((await queued.history(db, 'restore')).map((r) => r.version)).toEqual([3, 2, 1]);
    const refusal = (kind: string, version: number) =>
      queued
        .restoreAsNew(db, kind, version, (chosen) => row(kind, chosen.values), refuse)
        .then(
          () => 'restored',
          (err: unknown) => (err instanceof Refused ? err.reason : err),
        );
    expect(await refusal('restore', 3)).toBe('newest');
    expect(await refusal('restore', 7)).toBe('missing');
    expect(await refusal('never-saved', 1)).toBe('none');
    expect((await queued.history(db, 'restore')).length).toBe(3);
  });

  it('gives two concurrent appends consecutive versions behind the lock', async () => {
    const db = server.database.db;
    await queued.append(db, 'queued', row('queued', { n: 0 }));
    const outcomes = await overlapping((tx, n) => queued.append(tx, 'queued', row('queued', { n })));
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
    expect((await queued.history(db, 'queued')).map((r) => r.version)).toEqual([3, 2, 1]);
  });

  it('refuses the second of two appends after the same version with one clear conflict', async () => {
    const db = server.database.db;
    await checked.append(db, 'checked', row('checked', { n: 0 }));
    const outcomes = await overlapping((tx, n) =>
      checked.append(tx, 'checked', row('checked', { n }), { after: 1 }),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.filter((o) => o.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0].reason).toBeInstanceOf(VersionConflict);
    expect((await checked.history(db, 'checked')).map((r) => r.version)).toEqual([2, 1]);
  });

  it('throws the caller’s conflict', async () => {
    const db = server.database.db;
    const own = versionedStore({ table: versions, of, conflict: () => new Error('saved meanwhile') });
    await own.append(db, 'own', row('own', {}));
    await expect(own.append(db, 'own', row('own', {}), { after: 0 })).rejects.toThrow('saved meanwhile');
  });
});
