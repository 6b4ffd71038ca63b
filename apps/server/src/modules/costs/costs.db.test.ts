// The costs API on a real database: usage metered as uploads, deletes and runs happen, the page's
// rows and totals from the rate card, who reads which rows (tenant, engagement, other tenant), and
// stopping cost saving (validation, abilities, the stored exclusion).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  engagementScope,
  PLATFORM_SCOPE,
  ROLE_NAMES,
  tenantScope,
  type Costs,
  type PipelineRun,
} from '@cairn/contracts';
import { meteredUsage, usageLevels } from '../../db/schema/costs.js';
import { costSavingExclusions } from '../../db/schema/rbac.js';
import { buildEngagement, buildTenant } from '../../test/factories.js';
import { multipartBody } from '../../test/multipart.js';
import { requestOk, signInNewUser, useTestServer, type SignedInClient } from '../../test/test-server.js';
import { memoryLog, scriptedHandler, waitForRun } from '../pipelines/runs.test-helpers.js';
import { startRunWorker } from '../../jobs/run-worker.js';
import { periodOf } from './providers/index.js';
import { utcDay } from './usage-meter.js';

describe('costs API', () => {
  const server = useTestServer({ CAIRN_RUN_POLL_MS: '50', CAIRN_RUN_HEARTBEAT_SECONDS: '0.5' });
  let tenantId: string;
  let otherTenantId: string;
  let engagementA: { id: string; name: string };
  let engagementB: { id: string; name: string };
  let admin: SignedInClient;
  let superUser: SignedInClient;
  let manager: SignedInClient;
  let superConfigurer: SignedInClient;
  let configurer: SignedInClient;
  let outsider: SignedInClient;
  let noRole: SignedInClient;

  beforeAll(async () => {
    const db = server.database.db;
    tenantId = (await buildTenant(db, 'Costs Tenant')).id;
    otherTenantId = (await buildTenant(db, 'Other Tenant')).id;
    engagementA = await buildEngagement(db, tenantId, { name: 'Alpha' });
    engagementB = await buildEngagement(db, tenantId, { name: 'Beta' });
    const other = await buildEngagement(db, otherTenantId, { name: 'Gamma' });
    const user = (name: string, roles: { role: string; scope: string }[]) =>
      signInNewUser(server, { name, roles });
    admin = await user('Ada Admin', [{ role: ROLE_NAMES.admin, scope: PLATFORM_SCOPE }]);
    superUser = await user('Sam Super', [{ role: ROLE_NAMES.superUser, scope: tenantScope(tenantId) }]);
    manager = await user('Meg Manager', [
      { role: ROLE_NAMES.engagementManager, scope: engagementScope(engagementA.id) },
    ]);
    superConfigurer = await user('Sue Super', [
      { role: ROLE_NAMES.superConfigurer, scope: engagementScope(engagementA.id) },
    ]);
    configurer = await user('Cora Configurer', [
      { role: ROLE_NAMES.configurer, scope: engagementScope(engagementA.id) },
    ]);
    outsider = await user('Otto Outsider', [
      { role: ROLE_NAMES.superUser, scope: tenantScope(otherTenantId) },
    ]);
    noRole = await user('Nora Nobody', []);
    void other;
  }, 60_000);

  const costsOf = (client: SignedInClient, tenant?: string) =>
    client.request('GET', tenant ? `/api/costs?tenantId=${tenant}` : '/api/costs');
  const costsOk = async (client: SignedInClient, tenant?: string) => {
    const res = await costsOf(client, tenant);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Costs;
  };
  const today = () => utcDay(new Date());
  const level = async (resourcePath: string) =>
    (
      await server.database.db
        .select({ quantity: usageLevels.quantity })
        .from(usageLevels)
        .where(eq(usageLevels.resourcePath, resourcePath))
    )[0]?.quantity;
  const todayRow = async (resourcePath: string) =>
    (
      await server.database.db
        .select({ quantity: meteredUsage.quantity })
        .from(meteredUsage)
        .where(and(eq(meteredUsage.resourcePath, resourcePath), eq(meteredUsage.day, today())))
    )[0]?.quantity;

  describe('metering as it happens', () => {
    const storagePath = () => `/engagements/${engagementA.id}/storage/main`;
    const base = () => `/api/storage/engagements/${engagementA.id}`;
    const upload = (name: string, bytes: number, folder: string) => {
      const { payload, headers } = multipartBody([{ name, content: Buffer.alloc(bytes, 1) }]);
      return configurer.request(
        'POST',
        `${base()}/main/files?path=${encodeURIComponent(folder)}`,
        payload,
        headers,
      );
    };

    it('adds uploaded bytes, the difference of a replacement and removes deleted bytes', async () => {
      const folder = await requestOk<{ fullPath: string }>(configurer, 'POST', `${base()}/main/folders`, {
        displayName: 'Metered',
      });
      expect((await upload('a.csv', 1000, folder.fullPath)).statusCode).toBe(200);
      expect(await level(storagePath())).toBe(1000);
      expect((await upload('b.csv', 500, folder.fullPath)).statusCode).toBe(200);
      expect((await upload('a.csv', 400, folder.fullPath)).statusCode).toBe(200); // replaces 1000 bytes
      expect(await level(storagePath())).toBe(900);
      expect(await todayRow(storagePath())).toBe(900);
      const del = await configurer.request(
        'DELETE',
        `${base()}/main/files?path=${encodeURIComponent(`${folder.fullPath}/b.csv`)}`,
      );
      expect(del.statusCode, del.body).toBeLessThan(300);
      expect(await level(storagePath())).toBe(400);
      expect(await todayRow(storagePath())).toBe(400);
    });

    it("adds a run's seconds to its engagement's pipeline row when the run ends", async () => {
      const script = scriptedHandler();
      server.ctx.services.runHandlers.register('RunModel', script.handler);
      const worker = startRunWorker(server.ctx, memoryLog().log);
      try {
        const run = await requestOk<PipelineRun>(
          superConfigurer,
          'POST',
          `/api/pipelines/engagements/${engagementA.id}/runs`,
          { pipelineName: 'RunModel', layer: 'model', parameters: {} },
        );
        await waitForRun(superConfigurer, engagementA.id, run.id, ['Succeeded']);
        const path = `/engagements/${engagementA.id}/pipelines`;
        for (let i = 0; i < 50 && (await todayRow(path)) === undefined; i++)
          await new Promise((r) => setTimeout(r, 50));
        expect(await todayRow(path)).toBeGreaterThan(0);
      } finally {
        await worker.stop();
      }
    });
  });

  describe('GET /api/costs', () => {
    beforeAll(async () => {
      // History the page sums: last month and this month of engagement B's pipelines and storage.
      const { lastMonthStart, monthStart } = periodOf(new Date());
      const row = (day: string, meter: 'storage.bytes' | 'pipeline.seconds', quantity: number) => ({
        day,
        tenantId,
        engagementId: engagementB.id,
        resourcePath: `/engagements/${engagementB.id}/${meter === 'storage.bytes' ? 'storage/main' : 'pipelines'}`,
        resourceName: meter === 'storage.bytes' ? 'main storage' : 'pipeline runs',
        resourceType: meter === 'storage.bytes' ? 'StorageRoot' : 'Pipelines',
        meter,
        quantity,
      });
      await server.database.db.insert(meteredUsage).values([
        row(lastMonthStart, 'pipeline.seconds', 36_000), // 10 h: 3.00
        row(monthStart, 'pipeline.seconds', 7_200), // 2 h: 0.60
        row(monthStart, 'storage.bytes', 300e9), // 300 GB-days = 10 GB-months: 0.20
      ]);
    });

    it('answers 401 to anyone not signed in', async () => {
      expect((await server.app.inject({ method: 'GET', url: '/api/costs' })).statusCode).toBe(401);
    });

    it('refuses a caller without Infra.Costs.Reader (403), and another tenant (404)', async () => {
      expect((await costsOf(noRole)).statusCode).toBe(403);
      expect((await costsOf(configurer)).statusCode).toBe(403);
      expect((await costsOf(configurer, tenantId)).statusCode).toBe(403);
      expect((await costsOf(outsider, tenantId)).statusCode).toBe(404);
      expect((await costsOf(superUser, otherTenantId)).statusCode).toBe(404);
      expect((await costsOf(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    });

    it("gives a tenant reader every row priced by the rate card, with totals and 'N/A' where nothing is known", async () => {
      const costs = await costsOk(superUser);
      expect(costs.tenantId).toBe(tenantId);
      expect(costs.tenants).toEqual([{ id: tenantId, name: 'Costs Tenant' }]);
      expect(costs.provider).toBe('local');
      const pipelines = costs.rows.find((r) => r.resourcePath === 'Beta/pipelines')!;
      expect(pipelines.lastMonth).toEqual({ currency: 'EUR', amount: 3 });
      expect(pipelines.monthToDate).toEqual({ currency: 'EUR', amount: 0.6 });
      expect(pipelines.details).toEqual([
        expect.objectContaining({
          meter: 'pipeline.seconds',
          unit: 'hours',
          lastMonthQuantity: 10,
          monthToDateQuantity: 2,
        }),
      ]);
      const storage = costs.rows.find((r) => r.resourcePath === 'Beta/storage/main')!;
      expect(storage.lastMonth).toBe('N/A');
      expect(storage.monthToDate).toEqual({ currency: 'EUR', amount: 0.2 });
      expect(costs.rows.map((r) => r.resourcePath)).toContain('Alpha/storage/main');
      const sum = costs.rows.reduce((s, r) => s + (r.monthToDate === 'N/A' ? 0 : r.monthToDate.amount), 0);
      expect(costs.summary.monthToDate).toEqual({ currency: 'EUR', amount: Math.round(sum * 100) / 100 });
      expect(costs.summary.lastMonth).toEqual({ currency: 'EUR', amount: 3 });
      expect(costs.tenant?.abilities.stopCostSaving).toBe(true);
      expect(costs.engagements.map((e) => e.name)).toEqual(['Alpha', 'Beta']);
    });

    it("gives an engagement reader only its engagement's rows and no tenant-level control", async () => {
      const costs = await costsOk(manager);
      expect(costs.tenants).toEqual([{ id: tenantId, name: 'Costs Tenant' }]);
      expect(costs.rows.length).toBeGreaterThan(0);
      expect(costs.rows.every((r) => r.engagementId === engagementA.id)).toBe(true);
      expect(costs.tenant).toBeNull();
      expect(costs.engagements).toEqual([
        expect.objectContaining({ id: engagementA.id, abilities: { stopCostSaving: false } }),
      ]);
      expect((await costsOk(superConfigurer)).engagements[0].abilities.stopCostSaving).toBe(true);
    });

    it('lets a platform reader choose any tenant', async () => {
      const costs = await costsOk(admin, otherTenantId);
      expect(costs.tenantId).toBe(otherTenantId);
      expect(costs.tenants.map((t) => t.name)).toEqual(
        expect.arrayContaining(['Costs Tenant', 'Other Tenant']),
      );
      expect(costs.rows).toEqual([]);
      expect(costs.summary).toEqual({ lastMonth: 'N/A', monthToDate: 'N/A' });
    });
  });

  describe('stop cost saving', () => {
    const engagementStop = (client: SignedInClient, body: unknown, id = engagementA.id) =>
      client.request('POST', `/api/costs/engagements/${id}/stop-cost-saving`, body);
    const tenantStop = (client: SignedInClient, body: unknown, id = tenantId) =>
      client.request('POST', `/api/costs/tenants/${id}/stop-cost-saving`, body);
    const exclusions = async () =>
      server.database.db
        .select()
        .from(costSavingExclusions)
        .where(eq(costSavingExclusions.engagementId, engagementA.id));

    it('answers 401 when not signed in, 403 without the write permission, 404 for another tenant', async () => {
      const anonymous = await server.app.inject({
        method: 'POST',
        url: `/api/costs/tenants/${tenantId}/stop-cost-saving`,
        payload: { hours: 1, minutes: 0 },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await engagementStop(manager, { hours: 1, minutes: 0 })).statusCode).toBe(403);
      expect((await tenantStop(superConfigurer, { hours: 1, minutes: 0 })).statusCode).toBe(403);
      expect((await tenantStop(outsider, { hours: 1, minutes: 0 })).statusCode).toBe(404);
      expect((await engagementStop(outsider, { hours: 1, minutes: 0 })).statusCode).toBe(404);
      expect(await exclusions()).toEqual([]);
    });

    it.each([
      [{ hours: 11, minutes: 0 }, 'hours', 'Please enter a whole number from 0 to 10'],
      [{ hours: -1, minutes: 0 }, 'hours', 'Please enter a whole number from 0 to 10'],
      [{ hours: 1.5, minutes: 0 }, 'hours', 'Please enter a whole number from 0 to 10'],
      [{ hours: 1, minutes: 61 }, 'minutes', 'Please enter a whole number from 0 to 60'],
      [{ hours: 1 }, 'minutes', 'Please enter a whole number from 0 to 60'],
    ])('refuses %j with 400 under %s, writing nothing', async (body, field, message) => {
      const res = await engagementStop(superConfigurer, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field, message }]);
      expect(await exclusions()).toEqual([]);
    });

    it('stores a stop of 2 h 30 and shows its end on the costs page', async () => {
      const before = Date.now();
      const res = await engagementStop(superConfigurer, { hours: 2, minutes: 30 });
      expect(res.statusCode, res.body).toBe(200);
      const until = Date.parse(res.json().stoppedUntil);
      expect(until - before).toBeGreaterThanOrEqual(150 * 60_000 - 1000);
      expect(until - before).toBeLessThan(150 * 60_000 + 5000);
      const [stored] = await exclusions();
      expect(stored).toMatchObject({ reason: 'Manual' });
      expect(new Date(stored.until).getTime()).toBe(until);
      const costs = await costsOk(superUser);
      expect(costs.engagements.find((e) => e.id === engagementA.id)?.stoppedUntil).toBe(
        new Date(until).toISOString(),
      );
      expect(costs.engagements.find((e) => e.id === engagementB.id)?.stoppedUntil).toBeNull();
    });

    it('stores a tenant stop that keeps every engagement of the tenant running', async () => {
      const res = await tenantStop(superUser, { hours: 0, minutes: 45 });
      expect(res.statusCode, res.body).toBe(200);
      const costs = await costsOk(superUser);
      expect(costs.tenant?.stoppedUntil).toBe(res.json().stoppedUntil);
      expect(costs.engagements.find((e) => e.id === engagementB.id)?.stoppedUntil).toBe(
        res.json().stoppedUntil,
      );
    });

    it('adds the 1-hour exclusion a deployment asks for through the service', async () => {
      const until = await server.ctx.services.costs.addExclusion(
        { tenantId: otherTenantId },
        1,
        'Deployment',
      );
      expect(until.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
      const rows = await server.database.db
        .select()
        .from(costSavingExclusions)
        .where(eq(costSavingExclusions.tenantId, otherTenantId));
      expect(rows).toEqual([expect.objectContaining({ reason: 'Deployment', engagementId: null })]);
    });
  });
});
