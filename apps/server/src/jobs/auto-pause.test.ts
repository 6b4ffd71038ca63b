// Auto-pause on a real database: pausable resources are paused at their slot unless an exclusion of
// their engagement or tenant runs; a slot runs once however many workers tick.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pauseStates } from '../db/schema/costs.js';
import { tenantResources } from '../db/schema/tenants.js';
import { buildEngagement, buildTenant } from '../test/factories.js';
import { testServer, type TestServer } from '../test/test-server.js';
import { AutoPause, latestSlot } from './auto-pause.js';

describe('auto-pause', () => {
  let server: TestServer;
  let tenantId: string;
  let excluded: string;
  let job: AutoPause;

  beforeAll(async () => {
    server = await testServer();
    const db = server.database.db;
    tenantId = (await buildTenant(db)).id;
    excluded = (await buildEngagement(db, tenantId, { name: 'Excluded' })).id;
    await buildEngagement(db, tenantId, { name: 'Idle' });
    await db.insert(tenantResources).values([
      { tenantId, name: 'nletppbi01', resourceType: 'PowerBIEmbedded', tag: 'bi' },
      { tenantId, name: 'nletpstore01', resourceType: 'StorageAccount', tag: 'storage' },
    ]);
    job = new AutoPause(db, server.ctx.services.costsTenancy);
  }, 60_000);
  afterAll(async () => server.close());

  const states = async () =>
    Object.fromEntries(
      (await server.database.db.select().from(pauseStates).where(eq(pauseStates.tenantId, tenantId))).map(
        (s) => [s.resourceName, s.state],
      ),
    );

  it('finds the latest slot at or before now, across midnight', () => {
    const at = (iso: string) => new Date(iso).toISOString();
    expect(latestSlot(new Date('2026-11-23T20:00:00Z'), ['19:00'])?.toISOString()).toBe(
      at('2026-11-23T19:00:00Z'),
    );
    expect(latestSlot(new Date('2026-11-23T08:00:00Z'), ['19:00'])?.toISOString()).toBe(
      at('2026-11-22T19:00:00Z'),
    );
    expect(latestSlot(new Date('2026-11-23T08:00:00Z'), ['07:30', '19:00'])?.toISOString()).toBe(
      at('2026-11-23T07:30:00Z'),
    );
    expect(latestSlot(new Date(), [])).toBeNull();
  });

  it('pauses what no exclusion keeps running and leaves an excluded engagement alone', async () => {
    await server.ctx.services.costs.addExclusion({ engagementId: excluded }, 1, 'Manual');
    const result = await job.pauseNow();
    const mine = (list: { tenantId: string; resourceName: string }[]) =>
      list
        .filter((c) => c.tenantId === tenantId)
        .map((c) => c.resourceName)
        .sort();
    expect(mine(result.paused)).toEqual(['Idle warehouse', 'nletppbi01']);
    expect(mine(result.kept)).toEqual(['Excluded warehouse']);
    expect(await states()).toEqual({ 'Idle warehouse': 'Paused', nletppbi01: 'Paused' });
  });

  it('leaves the whole tenant running while a tenant exclusion runs', async () => {
    await server.database.db.delete(pauseStates).where(eq(pauseStates.tenantId, tenantId));
    await server.ctx.services.costs.addExclusion({ tenantId }, 1, 'Deployment');
    const result = await job.pauseNow();
    expect(result.paused.filter((c) => c.tenantId === tenantId)).toEqual([]);
    expect(result.kept.filter((c) => c.tenantId === tenantId)).toHaveLength(3);
    expect(await states()).toEqual({});
  });

  it('runs a slot once, however many workers claim it', async () => {
    const slot = new Date('2026-11-23T19:00:00Z');
    const claims = await Promise.all([
      job.claim(slot),
      job.claim(slot),
      new AutoPause(server.database.db, server.ctx.services.costsTenancy).claim(slot),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await job.claim(new Date('2026-11-24T19:00:00Z'))).toBe(true);
    expect(await job.claim(slot)).toBe(false);
  });
});
