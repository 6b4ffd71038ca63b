// RBAC tasks through the API on a real database: queued by role assignment changes and the sync
// calls, applied by the task runner with the local provider, and consulted by the read paths.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { engagementScope, ROLE_NAMES, storageScope, type Paged, type RbacTask } from '@cairn/contracts';
import { auditLog } from '../../db/schema/audit.js';
import { costSavingExclusions, rbacResourceGrants, rbacTasks } from '../../db/schema/rbac.js';
import { RbacTaskRunner, startRbacTaskRunner } from '../../jobs/rbac-task-runner.js';
import { buildApplication, buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import {
  requestOk,
  signIn,
  signInWithRole,
  TEST_ORIGIN,
  testServer,
  type SignedInClient,
  type TestServer,
} from '../../test/test-server.js';
import { LocalRbacProvider } from './providers/local.js';

const silent = { error: () => {} };

describe('RBAC tasks API', () => {
  let server: TestServer;
  let runner: RbacTaskRunner;
  let engagementId: string;
  let otherEngagementId: string;
  let manager: SignedInClient;
  let consultant: SignedInClient;
  let outsider: SignedInClient;
  let targetEmail: string;
  let target: SignedInClient;
  let appObjectId: string;

  beforeAll(async () => {
    server = await testServer();
    const db = server.database.db;
    const tenantId = (await buildTenant(db)).id;
    engagementId = (
      await buildEngagement(db, tenantId, { features: ['Storage', 'Pipelines', 'NodeModelGit'] })
    ).id;
    otherEngagementId = (await buildEngagement(db, tenantId)).id;
    const scope = engagementScope(engagementId);
    const user = (role: string, name: string, at = scope) => signInWithRole(server, role, at, name);
    manager = await user(ROLE_NAMES.engagementManager, 'Mia Manager');
    consultant = await user(ROLE_NAMES.consultant, 'Carl Consultant');
    outsider = await user(ROLE_NAMES.engagementManager, 'Olga Outsider', engagementScope(otherEngagementId));
    const targetUser = await buildUser(db, { name: 'Tom Target' });
    targetEmail = targetUser.email;
    target = await signIn(server, targetEmail, PASSWORD);
    appObjectId = (await buildApplication(db)).aadObjectId;
    const { access, rbacTasks: tasks } = server.ctx.services;
    runner = new RbacTaskRunner(db, access, tasks, new LocalRbacProvider(db), silent);
  }, 60_000);
  afterAll(async () => server.close());

  const base = () => `/api/rbac/engagements/${engagementId}`;
  const tasksOf = async (client = manager, query = '') =>
    requestOk<Paged<RbacTask>>(client, 'GET', `${base()}/tasks${query}`);
  const assign = (action: 'Add' | 'Remove', roleName: string, scope = engagementScope(engagementId)) =>
    requestOk(manager, 'POST', '/api/authorization/role-assignments', [
      { principalId: targetEmail, principalType: 'User', roleName, scope, action },
    ]);
  const grantOf = async (resourceType: string) =>
    (
      await server.database.db
        .select({ access: rbacResourceGrants.access })
        .from(rbacResourceGrants)
        .where(
          and(
            eq(rbacResourceGrants.engagementId, engagementId),
            eq(rbacResourceGrants.resourceType, resourceType),
            eq(rbacResourceGrants.principalType, 'User'),
          ),
        )
    ).map((r) => r.access);

  it('refuses callers who are not signed in', async () => {
    const anonymous = (method: 'GET' | 'POST', url: string) =>
      server.app.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN },
        payload: method === 'POST' ? {} : undefined,
      });
    expect((await anonymous('GET', `${base()}/tasks`)).statusCode).toBe(401);
    expect((await anonymous('POST', `${base()}/sync`)).statusCode).toBe(401);
    expect((await anonymous('POST', `/api/rbac/users/${targetEmail}/sync`)).statusCode).toBe(401);
    expect((await anonymous('POST', `/api/rbac/applications/${appObjectId}/sync`)).statusCode).toBe(401);
  });

  it('hides another engagement (404) and refuses callers without the RBAC permissions (403)', async () => {
    expect((await outsider.request('GET', `${base()}/tasks`)).statusCode).toBe(404);
    expect((await outsider.request('POST', `${base()}/sync`)).statusCode).toBe(404);
    expect(
      (
        await outsider.request('POST', `/api/rbac/users/${targetEmail}/sync`, {
          scopedEngagementIds: [engagementId],
        })
      ).statusCode,
    ).toBe(404);
    expect((await consultant.request('GET', `${base()}/tasks`)).statusCode).toBe(403);
    expect((await consultant.request('POST', `${base()}/sync`)).statusCode).toBe(403);
    expect(
      (await consultant.request('POST', `/api/rbac/applications/${appObjectId}/sync`, { engagementId }))
        .statusCode,
    ).toBe(403);
    expect((await tasksOf()).meta.totalItems).toBe(0);
  });

  it('answers bad input with 400 and the field', async () => {
    const page = await manager.request('GET', `${base()}/tasks?pageSize=0`);
    expect(page.statusCode).toBe(400);
    expect(JSON.stringify(page.json())).toContain('pageSize');
    const sort = await manager.request('GET', `${base()}/tasks?sort=secret`);
    expect(sort.statusCode).toBe(400);
    const body = await manager.request('POST', `/api/rbac/users/${targetEmail}/sync`, {
      scopedEngagementIds: 'all',
    });
    expect(body.statusCode).toBe(400);
    expect(JSON.stringify(body.json())).toContain('scopedEngagementIds');
    expect((await tasksOf()).meta.totalItems).toBe(0);
  });

  it('queues a task per engagement resource when a role is given, and the runner applies them', async () => {
    await assign('Add', ROLE_NAMES.consultant);
    const queued = await tasksOf(manager, '?pageSize=100');
    // four storage roots, the warehouse and the node model repository
    expect(queued.meta.totalItems).toBe(6);
    expect(
      queued.results.every(
        (t) =>
          t.taskProcessorStatus === 'New' &&
          t.principalId === targetEmail &&
          t.principalName === 'Tom Target',
      ),
    ).toBe(true);
    expect(queued.results.map((t) => JSON.parse(t.taskSpecs).Resource.ResourceType).sort()).toEqual([
      'NodeModelRepository',
      'StorageRoot',
      'StorageRoot',
      'StorageRoot',
      'StorageRoot',
      'Warehouse',
    ]);

    expect(await runner.drain()).toBe(6);
    const applied = await tasksOf(manager, '?pageSize=100');
    expect(applied.results.map((t) => t.taskProcessorStatus)).toEqual(Array(6).fill('Succeeded'));
    expect(
      applied.results.find((t) => JSON.parse(t.taskSpecs).Resource.ResourceType === 'Warehouse')?.message,
    ).toBe('Read access granted');
    expect(await grantOf('Warehouse')).toEqual(['read']);
    expect(await grantOf('StorageRoot')).toEqual(['none', 'none', 'none', 'none']);
    const audited = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'RbacTask.Apply'));
    expect(audited.map((row) => [row.outcome, row.scope])).toEqual(
      Array(6).fill(['success', engagementScope(engagementId)]),
    );
    const [exclusion] = await server.database.db
      .select()
      .from(costSavingExclusions)
      .where(eq(costSavingExclusions.engagementId, engagementId));
    expect(exclusion.until.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
  });

  it('takes warehouse and node model reads away when the task of a revoked role is applied, and back after a new grant', async () => {
    const tables = `/api/pipelines/engagements/${engagementId}/warehouse/tables`;
    const branches = `/api/nodeModel/engagements/${engagementId}/branches`;
    expect((await target.request('GET', tables)).statusCode).toBe(200);
    expect((await target.request('GET', branches)).statusCode).toBe(200);

    await assign('Remove', ROLE_NAMES.consultant);
    await runner.drain();
    expect(await grantOf('Warehouse')).toEqual(['none']);
    // Given again: the role holds at once — the last applied grant ('none') does not hold it back
    // while its task waits — and the resources follow when the task is applied.
    await assign('Add', ROLE_NAMES.consultant);
    expect(await grantOf('Warehouse')).toEqual(['none']);
    expect((await target.request('GET', tables)).statusCode).toBe(200);
    expect((await target.request('GET', branches)).statusCode).toBe(200);
    await runner.drain();
    expect(await grantOf('Warehouse')).toEqual(['read']);
    expect((await target.request('GET', tables)).statusCode).toBe(200);
    expect((await target.request('GET', branches)).statusCode).toBe(200);
  });

  it('grants a storage root through a folder role and checks it on listing', async () => {
    const folder = `/api/storage/engagements/${engagementId}/main/folder`;
    await runner.drain();
    expect((await target.request('GET', folder)).statusCode).toBe(403);
    // The folder role holds at once (its task still waiting), and still after it is applied.
    await assign('Add', ROLE_NAMES.folderReader, storageScope(engagementId, 'main'));
    expect((await target.request('GET', folder)).statusCode).toBe(200);
    await runner.drain();
    expect(await grantOf('StorageRoot')).toContain('read');
    expect((await target.request('GET', folder)).statusCode).toBe(200);
    await assign('Remove', ROLE_NAMES.folderReader, storageScope(engagementId, 'main'));
    await runner.drain();
    expect((await target.request('GET', folder)).statusCode).toBe(403);
  });

  it('syncs an engagement, a user and an application again', async () => {
    await runner.drain();
    const engagement = await requestOk<{ queued: number; skipped: boolean }>(
      manager,
      'POST',
      `${base()}/sync`,
    );
    expect(engagement.skipped).toBe(false);
    // every holder (manager, consultant, target) times six resources
    expect(engagement.queued).toBe(18);
    // A New task for the same resource is not queued twice.
    expect(
      (
        await requestOk<{ queued: number }>(manager, 'POST', `/api/rbac/users/${targetEmail}/sync`, {
          scopedEngagementIds: [engagementId],
        })
      ).queued,
    ).toBe(0);
    await runner.drain();
    expect(
      (
        await requestOk<{ queued: number }>(manager, 'POST', `/api/rbac/users/${targetEmail}/sync`, {
          scopedEngagementIds: [],
        })
      ).queued,
    ).toBe(6);
    expect(
      (
        await manager.request('POST', `/api/rbac/users/nobody@example.test/sync`, {
          scopedEngagementIds: [engagementId],
        })
      ).statusCode,
    ).toBe(404);
    // Without named engagements nothing tells whether a principal exists or what a caller may not do.
    const unnamed = { scopedEngagementIds: [] };
    expect(await requestOk(manager, 'POST', `/api/rbac/users/nobody@example.test/sync`, unnamed)).toEqual({
      queued: 0,
      skipped: false,
    });
    expect(await requestOk(consultant, 'POST', `/api/rbac/users/${targetEmail}/sync`, unnamed)).toEqual({
      queued: 0,
      skipped: false,
    });
    // An engagement the caller may not apply RBAC in refuses the whole call.
    const mixed = await manager.request('POST', `/api/rbac/users/${targetEmail}/sync`, {
      scopedEngagementIds: [engagementId, otherEngagementId],
    });
    expect(mixed.statusCode).toBe(404);

    await requestOk(manager, 'POST', '/api/authorization/role-assignments', [
      {
        principalId: appObjectId,
        principalType: 'Application',
        roleName: ROLE_NAMES.consultant,
        scope: engagementScope(engagementId),
        action: 'Add',
      },
    ]);
    await runner.drain();
    expect(
      (
        await requestOk<{ queued: number }>(manager, 'POST', `/api/rbac/applications/${appObjectId}/sync`, {
          engagementId,
        })
      ).queued,
    ).toBe(6);
    expect(
      (await requestOk<{ queued: number }>(manager, 'POST', `/api/rbac/applications/${appObjectId}/sync`, {}))
        .queued,
    ).toBe(0);
    const page = await tasksOf(manager, `?search=${appObjectId.slice(0, 8)}&pageSize=5&page=2`);
    expect(page.meta).toEqual({ totalItems: 12, page: 2, pageSize: 5 });
    expect(page.results.every((t) => t.principalType === 'Application')).toBe(true);
  });

  it('lets several runners apply the queue together, each task once', async () => {
    await runner.drain();
    const { queued } = await requestOk<{ queued: number }>(manager, 'POST', `${base()}/sync`);
    const { access, rbacTasks: tasks } = server.ctx.services;
    const other = new RbacTaskRunner(
      server.database.db,
      access,
      tasks,
      new LocalRbacProvider(server.database.db),
      silent,
    );
    const [a, b] = await Promise.all([runner.drain(), other.drain()]);
    expect(a + b).toBe(queued);
    const left = await server.database.db.select().from(rbacTasks).where(eq(rbacTasks.status, 'New'));
    expect(left).toEqual([]);
  });

  it("is applied by the worker's runner within its poll interval", async () => {
    await runner.drain();
    const started = startRbacTaskRunner(server.ctx, silent);
    try {
      await requestOk(manager, 'POST', `${base()}/sync`);
      await vi.waitFor(
        async () => {
          const open = await server.database.db
            .select()
            .from(rbacTasks)
            .where(inArray(rbacTasks.status, ['New', 'InProgress']));
          expect(open).toEqual([]);
        },
        { timeout: 10_000, interval: 200 },
      );
    } finally {
      await started.stop();
    }
  });

  it('marks a task Failed with its message when applying fails', async () => {
    await runner.drain();
    const failing = new RbacTaskRunner(
      server.database.db,
      server.ctx.services.access,
      server.ctx.services.rbacTasks,
      { name: 'local', apply: async () => Promise.reject(new Error('disk full')) },
      silent,
    );
    await requestOk(manager, 'POST', `${base()}/sync`);
    await failing.drain();
    const { results } = await tasksOf(manager, '?sort=-timestamp&pageSize=1');
    expect(results[0]).toMatchObject({ taskProcessorStatus: 'Failed', message: 'disk full' });
    const failures = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'RbacTask.Apply'), eq(auditLog.outcome, 'failure')));
    expect(failures.length).toBeGreaterThan(0);
  });
});

describe('RBAC tasks on AWS', () => {
  let server: TestServer;
  afterAll(async () => server?.close());

  it('queues nothing after role changes and skips the sync calls', async () => {
    server = await testServer({ CAIRN_CLOUD_PROVIDER: 'aws' });
    const db = server.database.db;
    const engagementId = (await buildEngagement(db, (await buildTenant(db)).id)).id;
    const manager = await signInWithRole(server, ROLE_NAMES.engagementManager, engagementScope(engagementId));
    const other = await buildUser(db);
    await requestOk(manager, 'POST', '/api/authorization/role-assignments', [
      {
        principalId: other.email,
        principalType: 'User',
        roleName: ROLE_NAMES.consultant,
        scope: engagementScope(engagementId),
        action: 'Add',
      },
    ]);
    expect(await db.select().from(rbacTasks)).toEqual([]);
    expect(await requestOk(manager, 'POST', `/api/rbac/engagements/${engagementId}/sync`)).toEqual({
      queued: 0,
      skipped: true,
    });
    expect(
      await requestOk(manager, 'POST', `/api/rbac/users/${other.email}/sync`, {
        scopedEngagementIds: [engagementId],
      }),
    ).toEqual({ queued: 0, skipped: true });
  }, 60_000);
});
