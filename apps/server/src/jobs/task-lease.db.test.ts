// Deployment and RBAC tasks under the runs' lease (issue 30), on PGlite and on PostgreSQL, through
// the runners a worker starts on a worker's configuration (CAIRN_RUN_HEARTBEAT_SECONDS 0.5: a task
// is stale after 3 beats, 1.5 s; polls of a minute, so only the lease can end a task in time): a
// dead worker's deployment task is failed and its RBAC task applied by another worker within twice
// the stale limit (they took a fixed 60 s and 10 minutes), each once, and a live worker's beat keeps
// its task however long it runs.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { DEPLOYMENT_TASK_STATUS, WORKER_STOPPED_MESSAGE } from '@cairn/contracts';
import { auditLog } from '../db/schema/audit.js';
import { deployments, deploymentTasks } from '../db/schema/deployments.js';
import { rbacResourceGrants, rbacTasks } from '../db/schema/rbac.js';
import { tenants } from '../db/schema/tenancy.js';
import type { DeploymentProvider } from '../modules/deployments/providers/provider.js';
import { buildEngagement, buildTenant, buildUser } from '../test/factories.js';
import { testServer, type TestServer } from '../test/test-server.js';
import { DeploymentTaskRunner, startDeploymentTaskRunner } from './deployment-task-runner.js';
import { startRbacTaskRunner } from './rbac-task-runner.js';

const silent = { error: () => {} };
const STALE_MS = 1500;
/** Twice the stale limit, and the slack of a loaded machine for the wait (not for the figure). */
const DETECTION_LIMIT_MS = 2 * STALE_MS;
const { inProgress, success, failed } = DEPLOYMENT_TASK_STATUS;

describe('deployment and RBAC tasks under the runs’ heartbeat lease', () => {
  let server: TestServer;
  let tenantId: string;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await testServer({
      CAIRN_RUN_HEARTBEAT_SECONDS: '0.5',
      CAIRN_DEPLOYMENT_POLL_MS: '60000',
      CAIRN_RBAC_POLL_MS: '60000',
    });
    tenantId = (await buildTenant(db())).id;
  }, 60_000);
  afterAll(async () => server.close());

  /** A deployment of one storage root, its task as `task` leaves it; the tenant locked while it runs. */
  const deploymentWithTask = async (task: Partial<typeof deploymentTasks.$inferInsert>) => {
    const [deployment] = await db()
      .insert(deployments)
      .values({ tenantId, name: 'lease', provider: 'local' })
      .returning();
    const [row] = await db()
      .insert(deploymentTasks)
      .values({
        deploymentId: deployment.id,
        tenantId,
        resourceName: 'leasestore',
        resourceType: 'StorageAccount',
        name: 'Provision StorageAccount leasestore',
        type: 'ProvisionLocalResourceTask',
        configuration: '{}',
        position: 0,
        ...task,
      })
      .returning();
    await server.ctx.services.deploymentTenantLock.setDeploymentStatus(db(), tenantId, 1);
    return { deploymentId: deployment.id, taskId: row.id };
  };
  const taskRow = async (id: string) =>
    (await db().select().from(deploymentTasks).where(eq(deploymentTasks.id, id)))[0];

  it("fails a dead worker's deployment task within twice the stale limit, and unlocks its tenant", async () => {
    // Claimed by a worker that has just beaten for the last time: it was killed.
    const { deploymentId, taskId } = await deploymentWithTask({
      status: inProgress,
      claimedBy: 'elsewhere:1:deploy-dead',
      heartbeatAt: new Date(),
    });
    const died = Date.now();
    const runner = startDeploymentTaskRunner(server.ctx, silent);
    try {
      const ended = await vi.waitFor(
        async () => {
          const row = await taskRow(taskId);
          expect(row.status).toBe(failed);
          return row;
        },
        { timeout: DETECTION_LIMIT_MS + 5000, interval: 50 },
      );
      expect(Date.now() - died).toBeLessThan(DETECTION_LIMIT_MS + 1000);
      expect(ended.message).toBe(WORKER_STOPPED_MESSAGE);
      const [deployment] = await db().select().from(deployments).where(eq(deployments.id, deploymentId));
      expect(deployment.status).toBe('Failed');
      const [tenant] = await db().select().from(tenants).where(eq(tenants.id, tenantId));
      expect(tenant.deploymentStatus).toBe(2);
    } finally {
      await runner.stop();
    }
  });

  it("keeps a live worker's deployment task however long it runs: its beat renews the lease", async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow: DeploymentProvider = {
      ...server.ctx.services.deploymentProvider,
      run: async () => {
        await released;
        return 'provisioned after a long while';
      },
    };
    const { taskId } = await deploymentWithTask({ status: DEPLOYMENT_TASK_STATUS.enqueued });
    const { deploymentTenantLock } = server.ctx.services;
    const live = new DeploymentTaskRunner(db(), slow, deploymentTenantLock, silent, server.config.runs).start(
      60_000,
    );
    let other: { stop(): Promise<void> } | undefined;
    try {
      await vi.waitFor(async () => expect((await taskRow(taskId)).claimedBy).toBe(live.workerId), {
        timeout: 10_000,
        interval: 20,
      });
      // Another worker, reaping every beat.
      other = startDeploymentTaskRunner(server.ctx, silent);
      // Held past the stale limit and a beat (updatedAt is the claim's time), never reaped.
      await vi.waitFor(
        async () => {
          const row = await taskRow(taskId);
          expect(row.status).toBe(inProgress);
          expect(row.heartbeatAt!.getTime() - row.updatedAt.getTime()).toBeGreaterThan(STALE_MS + 500);
        },
        { timeout: 20_000, interval: 100 },
      );
      release();
      await vi.waitFor(async () => expect((await taskRow(taskId)).status).toBe(success), {
        timeout: 10_000,
        interval: 50,
      });
      expect((await taskRow(taskId)).message).toBe('provisioned after a long while');
    } finally {
      release();
      await Promise.all([live.stop(), other?.stop()]);
    }
  });

  it("hands a dead worker's RBAC task back, applied once by another worker within twice the stale limit", async () => {
    const engagementId = (await buildEngagement(db(), tenantId)).id;
    const principalId = (await buildUser(db(), { name: 'Lea Lease' })).id;
    const [task] = await db()
      .insert(rbacTasks)
      .values({
        engagementId,
        principalType: 'User',
        principalId,
        resourceName: 'warehouse',
        resourceType: 'Warehouse',
        taskSpecs: '{}',
        // Claimed by a worker that has just beaten for the last time: it was killed.
        status: 'InProgress',
        workerId: 'elsewhere:1:rbac-dead',
        updatedAt: sql`now()`,
      })
      .returning();
    const died = Date.now();
    const runner = startRbacTaskRunner(server.ctx, silent);
    try {
      await vi.waitFor(
        async () => {
          const [row] = await db().select().from(rbacTasks).where(eq(rbacTasks.id, task.id));
          expect(row.status).toBe('Succeeded');
        },
        { timeout: DETECTION_LIMIT_MS + 5000, interval: 50 },
      );
      expect(Date.now() - died).toBeLessThan(DETECTION_LIMIT_MS + 1000);
      const grants = await db()
        .select()
        .from(rbacResourceGrants)
        .where(
          and(
            eq(rbacResourceGrants.engagementId, engagementId),
            eq(rbacResourceGrants.principalId, principalId),
          ),
        );
      expect(grants.map((g) => [g.resourceType, g.access])).toEqual([['Warehouse', 'none']]);
      const applied = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'RbacTask.Apply'), sql`${auditLog.detail}->>'taskId' = ${task.id}`));
      expect(applied).toHaveLength(1);
    } finally {
      await runner.stop();
    }
  });
});
