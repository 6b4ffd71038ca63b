// The capacities API on the local provider: status, suspend and resume of Power BI Embedded and
// Analysis Services through their transition states, the cost-saving stop on resume, the audit
// events, and the CapacityGate the dashboards ask.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { engagementScope, ROLE_NAMES, type DashboardCapacityStatus } from '@cairn/contracts';
import type { Principal } from '../../../access/principal.js';
import { AutoPause } from '../../../jobs/auto-pause.js';
import { auditLog } from '../../../db/schema/audit.js';
import { dashboardCapacities } from '../../../db/schema/dashboard-capacities.js';
import { costSavingExclusions } from '../../../db/schema/rbac.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../../test/factories.js';
import { CapacityService, COST_SAVING_STOP_FAILED } from './capacities.service.js';
import { signIn, signInWithRole, useTestServer, type SignedInClient } from '../../../test/test-server.js';

describe('dashboard capacities API', () => {
  // Long enough that a transition is still running while the test looks at it.
  const server = useTestServer({ CAIRN_DASHBOARD_CAPACITY_TRANSITION_MS: '60000' });
  let engagementId: string;
  let powerBiOnlyId: string;
  let noDashboardsId: string;
  let writer: SignedInClient;
  let writerId: string;
  let reader: SignedInClient;
  let folderReader: SignedInClient;
  let outsider: SignedInClient;
  let base: string;

  beforeAll(async () => {
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    const features = ['Dashboards_PowerBi', 'Dashboards_AnalysisServices'];
    engagementId = (await buildEngagement(db, tenantId, { features })).id;
    powerBiOnlyId = (await buildEngagement(db, tenantId, { features: ['Dashboards_PowerBi'] })).id;
    noDashboardsId = (await buildEngagement(db, tenantId, { features: ['Storage'] })).id;
    const otherId = (await buildEngagement(db, tenantId, { features })).id;
    const user = (role: string, at: string) => signInWithRole(server, role, at);
    const scope = engagementScope(engagementId);
    const writerUser = await buildUser(db, { roles: [{ role: ROLE_NAMES.superConfigurer, scope }] });
    writerId = writerUser.id;
    writer = await signIn(server, writerUser.email, PASSWORD);
    reader = await user(ROLE_NAMES.consultant, scope);
    folderReader = await user(ROLE_NAMES.folderReader, scope);
    outsider = await user(ROLE_NAMES.superConfigurer, engagementScope(otherId));
    base = `/api/engagements/${engagementId}/dashboards/capacities`;
  }, 60_000);

  const settleNow = (tool: 'PowerBi' | 'AnalysisServices') =>
    server.database.db
      .update(dashboardCapacities)
      .set({ settlesAt: new Date(Date.now() - 1000) })
      .where(and(eq(dashboardCapacities.engagementId, engagementId), eq(dashboardCapacities.tool, tool)));

  it('refuses without a session (401), another engagement (404) and a caller without the permission (403)', async () => {
    for (const [method, path] of [
      ['GET', '/PowerBi'],
      ['POST', '/PowerBi/suspend'],
      ['POST', '/PowerBi/resume'],
    ] as const) {
      expect((await server.app.inject({ method, url: `${base}${path}` })).statusCode).toBe(401);
      expect((await outsider.request(method, `${base}${path}`)).statusCode).toBe(404);
      expect((await folderReader.request(method, `${base}${path}`)).statusCode).toBe(403);
    }
    // Readers see the status but may not turn it off or on.
    expect((await reader.request('POST', `${base}/PowerBi/suspend`)).statusCode).toBe(403);
    expect((await reader.request('POST', `${base}/AnalysisServices/resume`)).statusCode).toBe(403);
  });

  it('answers 400 for an unknown tool and 404 where the engagement has no such pages', async () => {
    const res = await writer.request('GET', `${base}/Tableau`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.[0]?.field ?? res.body).toMatch(/tool/);
    expect(
      (await writer.request('GET', `/api/engagements/not-a-uuid/dashboards/capacities/PowerBi`)).statusCode,
    ).toBe(404);
  });

  it('shows an untouched capacity as active, with the abilities of the caller', async () => {
    const asReader = await reader.request('GET', `${base}/PowerBi`);
    expect(asReader.statusCode).toBe(200);
    expect(asReader.json()).toEqual({
      tool: 'PowerBi',
      state: 'Succeeded',
      display: 'active',
      abilities: { suspend: false, resume: false },
    });
    const asWriter = (
      await writer.request('GET', `${base}/AnalysisServices`)
    ).json() as DashboardCapacityStatus;
    expect(asWriter).toEqual({
      tool: 'AnalysisServices',
      state: 'Online',
      display: 'active',
      abilities: { suspend: true, resume: true },
    });
  });

  it('turns Power BI off through Pausing to Paused, and the gate says paused meanwhile', async () => {
    const gate = server.ctx.services.dashboardCapacities;
    expect(await gate.isPaused(engagementId, 'PowerBi')).toBe(false);
    const res = await writer.request('POST', `${base}/PowerBi/suspend`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'Pausing', display: 'transition' });
    expect((await reader.request('GET', `${base}/PowerBi`)).json()).toMatchObject({ state: 'Pausing' });
    expect(await gate.isPaused(engagementId, 'PowerBi')).toBe(true);
    // Suspending again while it pauses changes nothing.
    expect((await writer.request('POST', `${base}/PowerBi/suspend`)).json()).toMatchObject({
      state: 'Pausing',
    });
    await settleNow('PowerBi');
    expect((await reader.request('GET', `${base}/PowerBi`)).json()).toMatchObject({
      state: 'Paused',
      display: 'other',
    });
    expect(await gate.isPaused(engagementId, 'PowerBi')).toBe(true);
    // Analysis Services is a capacity of its own.
    expect(await gate.isPaused(engagementId, 'AnalysisServices')).toBe(false);
    const [event] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'Dashboards.Capacity.Suspend'));
    expect(event).toMatchObject({ scope: engagementScope(engagementId), outcome: 'success' });
  });

  it('turns it on through Resuming to Succeeded, stopping cost saving for the engagement for an hour first', async () => {
    const before = Date.now();
    const res = await writer.request('POST', `${base}/PowerBi/resume`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'Resuming', display: 'transition' });
    const exclusions = await server.database.db
      .select()
      .from(costSavingExclusions)
      .where(eq(costSavingExclusions.engagementId, engagementId));
    expect(exclusions).toHaveLength(1);
    const until = exclusions[0].until.getTime();
    expect(until).toBeGreaterThanOrEqual(before + 3_600_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 3_600_000 + 1000);
    expect(await server.ctx.services.dashboardCapacities.isPaused(engagementId, 'PowerBi')).toBe(true);
    await settleNow('PowerBi');
    expect((await reader.request('GET', `${base}/PowerBi`)).json()).toMatchObject({
      state: 'Succeeded',
      display: 'active',
    });
    expect(await server.ctx.services.dashboardCapacities.isPaused(engagementId, 'PowerBi')).toBe(false);
  });

  it('suspends Analysis Services to Suspended and resumes it to Online', async () => {
    expect((await writer.request('POST', `${base}/AnalysisServices/suspend`)).json()).toMatchObject({
      state: 'Pausing',
    });
    await settleNow('AnalysisServices');
    expect((await writer.request('GET', `${base}/AnalysisServices`)).json()).toMatchObject({
      state: 'Suspended',
      display: 'other',
    });
    expect((await writer.request('POST', `${base}/AnalysisServices/resume`)).json()).toMatchObject({
      state: 'Resuming',
    });
    await settleNow('AnalysisServices');
    expect((await writer.request('GET', `${base}/AnalysisServices`)).json()).toMatchObject({
      state: 'Online',
    });
  });

  it('answers 404 for Analysis Services without its pages, and for an engagement without dashboards', async () => {
    const admin = await signInWithRole(server, ROLE_NAMES.admin, '/platform');
    const at = (id: string, tool: string) => `/api/engagements/${id}/dashboards/capacities/${tool}`;
    expect((await admin.request('GET', at(powerBiOnlyId, 'PowerBi'))).statusCode).toBe(200);
    expect((await admin.request('GET', at(powerBiOnlyId, 'AnalysisServices'))).statusCode).toBe(404);
    expect((await admin.request('POST', at(noDashboardsId, 'PowerBi') + '/suspend')).statusCode).toBe(404);
    const rows = await server.database.db
      .select()
      .from(dashboardCapacities)
      .where(eq(dashboardCapacities.engagementId, noDashboardsId));
    expect(rows).toEqual([]);
  });

  it("does not resume when cost saving cannot be stopped, with section 8's message", async () => {
    const { access, engagements, audit } = server.ctx.services;
    const resumed: string[] = [];
    const service = new CapacityService(
      access,
      engagements,
      {
        name: 'local',
        state: async () => 'Paused',
        suspend: async () => 'Pausing',
        resume: async (id) => (resumed.push(id), 'Resuming'),
      },
      {
        stopForEngagement: async () => {
          throw new Error('database gone');
        },
      },
      audit,
    );
    const caller: Principal = { type: 'User', id: writerId, email: 'w@example.test', sessionKind: 'browser' };
    await expect(service.resume(engagementId, 'PowerBi', caller)).rejects.toMatchObject({
      status: 500,
      detail: COST_SAVING_STOP_FAILED,
    });
    expect(resumed).toEqual([]);
  });

  it('is turned off by cost saving with its warehouse, unless an exclusion keeps the engagement running', async () => {
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    const features = ['Dashboards_PowerBi', 'Dashboards_AnalysisServices'];
    const idle = (await buildEngagement(db, tenantId, { features })).id;
    const kept = (await buildEngagement(db, tenantId, { features })).id;
    const { costs, costsTenancy, dashboardCapacities } = server.ctx.services;
    await costs.addExclusion({ engagementId: kept }, 1, 'Manual');
    const result = await new AutoPause(db, costsTenancy, undefined, dashboardCapacities).pauseNow();
    expect(result.capacities).toContainEqual({ engagementId: idle, tools: ['PowerBi', 'AnalysisServices'] });
    expect(result.capacities.map((c) => c.engagementId)).not.toContain(kept);
    expect(await dashboardCapacities.isPaused(idle, 'PowerBi')).toBe(true);
    expect(await dashboardCapacities.isPaused(idle, 'AnalysisServices')).toBe(true);
    expect(await dashboardCapacities.isPaused(kept, 'PowerBi')).toBe(false);
    const events = await db.select().from(auditLog).where(eq(auditLog.action, 'Dashboards.Capacity.Suspend'));
    expect(events.filter((e) => e.scope === engagementScope(idle))).toEqual([
      expect.objectContaining({ principalType: 'System' }),
      expect.objectContaining({ principalType: 'System' }),
    ]);
  });
});
