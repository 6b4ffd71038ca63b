// Auto-pause on a real database: pausable resources are paused at their slot unless an exclusion of
// their engagement or tenant runs; a slot runs once however many workers tick; each resource's
// outcome from the pause provider is recorded (one failure stops none of the others), a pause Azure
// accepted is settled on a later tick, and stopping cost saving resumes what was paused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pauseStates } from '../db/schema/costs.js';
import { tenantResources } from '../db/schema/tenants.js';
import { CostPauses, TRANSITION_LIMIT_MS } from '../modules/costs/cost-pauses.js';
import type { PauseProvider } from '../modules/costs/pausing/index.js';
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

  describe('through a provider that answers per resource (as Azure would)', () => {
    let azureTenant: string;
    let now = new Date('2026-11-24T19:00:00Z');
    const settled: string[] = [];
    const provider: PauseProvider = {
      name: 'azure',
      pause: async (r) => {
        if (r.resourceName === 'nletpaas01')
          throw new Error(
            'Resource Manager refused suspend of nletpaas01: Conflict: Another operation is in progress.',
          );
        if (r.resourceType === 'SqlDatabase')
          return {
            state: 'NotPausable',
            message: 'A GeneralPurpose SQL database has no pause operation in Azure.',
          };
        if (r.resourceType === 'PowerBIEmbedded')
          return { state: 'Pausing', operationUrl: `https://arm/op/${r.resourceName}` };
        return { state: 'Paused' };
      },
      resume: async () => ({ state: 'Running' }),
      settle: async (url) => {
        settled.push(url);
        return url.endsWith('nletppbi02') ? { state: 'Paused' } : { state: 'Pausing', operationUrl: url };
      },
    };
    const azureStates = async () =>
      Object.fromEntries(
        (
          await server.database.db.select().from(pauseStates).where(eq(pauseStates.tenantId, azureTenant))
        ).map((s) => [s.resourceName, [s.state, s.message]]),
      );
    let pauses: CostPauses;
    let azureJob: AutoPause;

    beforeAll(async () => {
      const db = server.database.db;
      azureTenant = (await buildTenant(db, 'Azure tenant')).id;
      // Listed by name: the failing server comes first, the others must still be paused.
      await db.insert(tenantResources).values([
        { tenantId: azureTenant, name: 'nletpaas01', resourceType: 'AnalysisServices', tag: 'bi' },
        { tenantId: azureTenant, name: 'nletpdb01', resourceType: 'SqlDatabase', tag: 'sql' },
        { tenantId: azureTenant, name: 'nletppbi02', resourceType: 'PowerBIEmbedded', tag: 'bi' },
        { tenantId: azureTenant, name: 'nletppbi03', resourceType: 'PowerBIEmbedded', tag: 'bi' },
      ]);
      pauses = new CostPauses(db, provider, () => now);
      azureJob = new AutoPause(db, server.ctx.services.costsTenancy, () => now, undefined, pauses);
    });

    it("records each resource's outcome; a failure on one stops none of the others", async () => {
      const result = await azureJob.pauseNow();
      expect(
        result.paused.filter((p) => p.tenantId === azureTenant).map((p) => [p.resourceName, p.state]),
      ).toEqual([
        ['nletpaas01', 'Failed'],
        ['nletpdb01', 'NotPausable'],
        ['nletppbi02', 'Pausing'],
        ['nletppbi03', 'Pausing'],
      ]);
      expect(await azureStates()).toEqual({
        nletpaas01: [
          'Failed',
          'Resource Manager refused suspend of nletpaas01: Conflict: Another operation is in progress.',
        ],
        nletpdb01: ['NotPausable', 'A GeneralPurpose SQL database has no pause operation in Azure.'],
        nletppbi02: ['Pausing', null],
        nletppbi03: ['Pausing', null],
      });
    });

    it('learns the end of an accepted pause on a later tick, and gives up on one that names none in time', async () => {
      expect(await azureJob.tick([])).toBeNull();
      expect(settled).toEqual(['https://arm/op/nletppbi02', 'https://arm/op/nletppbi03']);
      expect((await azureStates()).nletppbi02).toEqual(['Paused', null]);
      expect((await azureStates()).nletppbi03).toEqual(['Pausing', null]);
      now = new Date(now.getTime() + TRANSITION_LIMIT_MS + 1);
      await azureJob.tick([]);
      expect((await azureStates()).nletppbi03).toEqual([
        'Failed',
        'Azure named no end of the pause within two hours.',
      ]);
    });

    it('resumes what is paused when cost saving is stopped, and leaves failed and unpausable resources alone', async () => {
      const resumed = await pauses.resume({ tenantId: azureTenant });
      expect(resumed.map((r) => [r.resourceName, r.state])).toEqual([['nletppbi02', 'Running']]);
      expect((await azureStates()).nletpdb01[0]).toBe('NotPausable');
      expect((await azureStates()).nletpaas01[0]).toBe('Failed');
    });
  });
});
