// The kill campaign's runs that are not pipeline runs (test/worker-kills.ts): a deployment (two
// local tasks, each a git repository a worker provisions in its data directory) and a batch of RBAC
// tasks (three grants of one principal). Each is killed in the worker that holds the task of the
// moment, caught holding it (stopped, then checked still holding, as an orchestrator is), and ends
// when every task has: a dead worker's deployment task failed, its RBAC tasks handed back and
// applied by another worker.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEPLOYMENT_TASK_STATUS, DEPLOYMENT_TASK_TYPES } from '@cairn/contracts';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema/audit.js';
import { deploymentProvisions, deployments, deploymentTasks } from '../db/schema/deployments.js';
import { orchestrationRuns } from '../db/schema/orchestrations.js';
import { rbacResourceGrants, rbacTasks } from '../db/schema/rbac.js';
import { tenants } from '../db/schema/tenancy.js';
import type { WorkerProcess } from './scaled-deployment.js';
import type { KilledRun } from './worker-kills.js';
import { until } from './worker-kills-setup.js';

export const TASK_KINDS = ['deployment', 'rbac'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** Tasks of a deployment, of an RBAC batch: the moments a kill lands in (task 1 running, task 2...). */
const TASKS: Record<TaskKind, number> = { deployment: 2, rbac: 3 };
const DEPLOYMENT_ENDED: number[] = [DEPLOYMENT_TASK_STATUS.success, DEPLOYMENT_TASK_STATUS.failed];

/** What the campaign needs of a task run: who holds the moment's task, and how it ended. */
export interface TaskRun {
  /** The deployment's id, or the batch's first RBAC task's. */
  id: string;
  /** The batch's RBAC tasks (none for a deployment). */
  rbacTaskIds: string[];
  /** The holder of the moment's task: its owner id and a line for the report; ended when it had. */
  moment: () => Promise<{ ended: boolean; owner: string | null; line: string }>;
  /** Once every task ended: how the run ended, and when the killed task ended (ms). */
  ended: () => Promise<{ status: string; message: string | null; endedAt: number } | undefined>;
}

export interface TaskRunPlace {
  db: Db;
  tenantId: string;
  engagementId: string;
  /** The principal the RBAC tasks grant to (a user's id). */
  principalId: string;
}

/** Queues a run of `kind` (the n-th of the campaign) whose kill lands in task `moment` (0-based). */
export async function startTaskRun(
  kind: TaskKind,
  place: TaskRunPlace,
  n: number,
  pick: number,
): Promise<TaskRun> {
  const moment = Math.floor(pick * TASKS[kind]);
  return kind === 'deployment' ? startDeployment(place, n, moment) : startRbacBatch(place, n, moment);
}

async function startDeployment({ db, tenantId }: TaskRunPlace, n: number, moment: number): Promise<TaskRun> {
  const name = `Killed ${n}`;
  const [deployment] = await db.insert(deployments).values({ tenantId, name, provider: 'local' }).returning();
  const names = Array.from({ length: TASKS.deployment }, (_, k) => `killed${n}r${k}`);
  // As the deployments service queues them: the tenant locked until the last task ends.
  await db.transaction(async (tx) => {
    await tx.insert(deploymentTasks).values(
      names.map((resourceName, position) => ({
        deploymentId: deployment.id,
        tenantId,
        resourceName,
        resourceType: 'GitRepository',
        name: `Provision GitRepository ${resourceName}`,
        type: DEPLOYMENT_TASK_TYPES.local,
        configuration: JSON.stringify({ DeploymentName: name, ResourceName: resourceName }),
        position,
      })),
    );
    await tx.update(tenants).set({ deploymentStatus: 1 }).where(eq(tenants.id, tenantId));
  });
  const tasks = () =>
    db
      .select()
      .from(deploymentTasks)
      .where(eq(deploymentTasks.deploymentId, deployment.id))
      .orderBy(deploymentTasks.position);
  return {
    id: deployment.id,
    rbacTaskIds: [],
    moment: async () => {
      const task = (await tasks())[moment];
      const held = task.status === DEPLOYMENT_TASK_STATUS.inProgress;
      return {
        ended: DEPLOYMENT_ENDED.includes(task.status),
        owner: held ? task.claimedBy : null,
        line: `deployment task ${moment + 1} of ${TASKS.deployment} running`,
      };
    },
    ended: async () => {
      const [row] = await db.select().from(deployments).where(eq(deployments.id, deployment.id));
      if (row.status === 'InProgress' || !row.finishedAt) return undefined;
      const current = await tasks();
      const failed = current.find((t) => t.status !== DEPLOYMENT_TASK_STATUS.success);
      // The kill's detection is its task's end (failed by a reaper); the tasks after it take their time.
      return {
        status: row.status,
        message: failed?.message ?? null,
        endedAt: current[moment].updatedAt.getTime(),
      };
    },
  };
}

async function startRbacBatch(
  { db, engagementId, principalId }: TaskRunPlace,
  n: number,
  moment: number,
): Promise<TaskRun> {
  const rows = await db
    .insert(rbacTasks)
    .values(
      Array.from({ length: TASKS.rbac }, (_, k) => ({
        engagementId,
        principalType: 'User' as const,
        principalId,
        resourceName: `killed${n}r${k}`,
        resourceType: 'StorageRoot',
        taskSpecs: '{}',
      })),
    )
    .returning({ id: rbacTasks.id });
  const ids = rows.map((r) => r.id);
  const tasks = () => db.select().from(rbacTasks).where(inArray(rbacTasks.id, ids));
  const ended = (status: string) => status === 'Succeeded' || status === 'Failed';
  return {
    id: ids[0],
    rbacTaskIds: ids,
    moment: async () => {
      const current = await tasks();
      const done = current.filter((t) => ended(t.status)).length;
      const holder = current.find((t) => t.status === 'InProgress')?.workerId ?? null;
      return {
        ended: done > moment,
        owner: done === moment ? holder : null,
        line: `RBAC task ${moment + 1} of ${TASKS.rbac} applying`,
      };
    },
    ended: async () => {
      const current = await tasks();
      if (!current.every((t) => ended(t.status))) return undefined;
      const failed = current.find((t) => t.status === 'Failed');
      return {
        status: failed ? 'Failed' : 'Succeeded',
        message: failed?.message ?? null,
        endedAt: Math.max(...current.map((t) => t.updatedAt.getTime())),
      };
    },
  };
}

/**
 * The worker holding what `read` looks at, caught while it holds it: stopped (SIGSTOP) at once, then
 * still holding it, the kill lands mid-task; otherwise it moved on between the two reads: on again,
 * and the next hold is the moment. Owner ids are host:pid:..., as a run's worker's and an
 * orchestrator's are. Null line: it ended first.
 */
export async function stopHolder(
  workers: Map<string, WorkerProcess>,
  read: () => Promise<{ ended: boolean; owner: string | null; line: string }>,
  timeoutMs: number,
): Promise<{ line: string | null; workerId: string | null; owner: string | null }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const seen = await read();
    if (seen.ended) return { line: null, workerId: null, owner: null };
    const pid = Number(seen.owner?.split(':').at(-2));
    const held = [...workers].find(([, w]) => w.pid === pid);
    if (held) {
      held[1].kill('SIGSTOP');
      const again = await read();
      if (!again.ended && again.owner === seen.owner)
        return { line: `${seen.line} (${seen.owner})`, workerId: held[0], owner: seen.owner };
      held[1].kill('SIGCONT');
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${seen.line}`);
    await new Promise((r) => setTimeout(r, 1));
  }
}

/** What the campaign lends a task run's kill: its workers, how it kills one, how long it waits. */
export interface Killer {
  workers: Map<string, WorkerProcess>;
  kill(workerId: string): Promise<{ killedAt: number; children: number[] }>;
  /** The killed worker's processes still alive once given time to end with it. */
  orphansOf(children: number[]): Promise<number>;
  timeoutMs: number;
}

/** Kills the worker holding `task`'s moment (caught holding it: mid-way by construction); how it ended. */
export async function killTaskRun(kind: TaskKind, task: TaskRun, killer: Killer): Promise<KilledRun> {
  const seen = await stopHolder(killer.workers, task.moment, killer.timeoutMs);
  const killing = seen.workerId ? await killer.kill(seen.workerId) : undefined;
  const ended = await until(`${kind} ${task.id} to end`, task.ended, killer.timeoutMs).catch(() => undefined);
  return {
    kind,
    runId: task.id,
    killedAfter: seen.line,
    status: ended?.status ?? 'still running',
    message: ended?.message ?? null,
    detectionMs: killing && ended ? ended.endedAt - killing.killedAt : null,
    orphans: await killer.orphansOf(killing?.children ?? []),
  };
}

/** Who holds an orchestration run's lease (an orchestrator: host:pid:random), if anyone. */
export async function leaseOwner(db: Db, orchestrationRunId: string) {
  const [run] = await db
    .select({ owner: orchestrationRuns.leaseOwner })
    .from(orchestrationRuns)
    .where(eq(orchestrationRuns.id, orchestrationRunId));
  return run.owner;
}

/**
 * The worker whose orchestrator holds the run's lease, caught while it advances the run (a few ms
 * each 100 ms tick, so looked for every ms) and stopped there.
 */
export const leaseHolder = (
  db: Db,
  workers: Map<string, WorkerProcess>,
  orchestrationRunId: string,
  timeoutMs: number,
) =>
  stopHolder(
    workers,
    async () => {
      const [r] = await db
        .select()
        .from(orchestrationRuns)
        .where(eq(orchestrationRuns.id, orchestrationRunId));
      const ended = ['Succeeded', 'Failed', 'Cancelled', 'TimedOut'].includes(r.status);
      return { ended, owner: r.leaseOwner, line: 'orchestrator advancing' };
    },
    timeoutMs,
  );

/**
 * Task steps applied more than once: a deployment's resource provisioned twice (its provision
 * recorded again: updatedAt moved past createdAt), a deployment finished twice, an RBAC task's grant
 * applied twice (its apply recorded twice) or a task Succeeded with no grant.
 */
export async function tasksAppliedTwice(db: Db, deploymentIds: string[], rbacTaskIds: string[]) {
  const twice: string[] = [];
  if (deploymentIds.length) {
    const tasks = await db
      .select()
      .from(deploymentTasks)
      .where(inArray(deploymentTasks.deploymentId, deploymentIds));
    const provisions = await db
      .select()
      .from(deploymentProvisions)
      .where(
        inArray(
          deploymentProvisions.resourceName,
          tasks.map((t) => t.resourceName),
        ),
      );
    for (const p of provisions)
      if (p.updatedAt.getTime() !== p.createdAt.getTime())
        twice.push(`deployment: ${p.resourceName} provisioned twice`);
    const finishes = await db
      .select({ id: sql<string>`${auditLog.detail}->>'deploymentId'` })
      .from(auditLog)
      .where(eq(auditLog.action, 'Deployment.Finish'));
    for (const id of deploymentIds) {
      const count = finishes.filter((f) => f.id === id).length;
      if (count > 1) twice.push(`deployment ${id}: finished x${count}`);
    }
  }
  if (rbacTaskIds.length) {
    const tasks = await db.select().from(rbacTasks).where(inArray(rbacTasks.id, rbacTaskIds));
    const applies = await db
      .select({ id: sql<string>`${auditLog.detail}->>'taskId'` })
      .from(auditLog)
      .where(eq(auditLog.action, 'RbacTask.Apply'));
    for (const task of tasks) {
      const count = applies.filter((a) => a.id === task.id).length;
      if (count > 1) twice.push(`RBAC task ${task.id}: applied x${count}`);
      if (task.status !== 'Succeeded') continue;
      const grants = await db
        .select()
        .from(rbacResourceGrants)
        .where(
          and(
            eq(rbacResourceGrants.engagementId, task.engagementId),
            eq(rbacResourceGrants.principalId, task.principalId),
            eq(rbacResourceGrants.resourceName, task.resourceName),
          ),
        );
      if (grants.length !== 1) twice.push(`RBAC task ${task.id}: ${grants.length} grants, not 1`);
    }
  }
  return twice;
}

/** Deployments, deployment tasks and RBAC tasks of the campaign still running at its end. */
export async function tasksLeftOpen(db: Db, deploymentIds: string[], rbacTaskIds: string[]) {
  const open: string[] = [];
  if (deploymentIds.length) {
    for (const d of await db.select().from(deployments).where(inArray(deployments.id, deploymentIds)))
      if (d.status === 'InProgress') open.push(`deployment ${d.id} InProgress`);
    const tasks = await db
      .select()
      .from(deploymentTasks)
      .where(inArray(deploymentTasks.deploymentId, deploymentIds));
    for (const t of tasks)
      if (!DEPLOYMENT_ENDED.includes(t.status)) open.push(`deployment task ${t.id} status ${t.status}`);
  }
  if (rbacTaskIds.length)
    for (const t of await db.select().from(rbacTasks).where(inArray(rbacTasks.id, rbacTaskIds)))
      if (t.status === 'New' || t.status === 'InProgress') open.push(`RBAC task ${t.id} ${t.status}`);
  return open;
}
