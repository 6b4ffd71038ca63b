// Runs deployment tasks (modules/deployments) through task-claimer.ts. Any number of workers may run
// this: each claims one enqueued task at a time with FOR UPDATE SKIP LOCKED and beats its heartbeat
// while the provider works, under the runs' lease (config.runs: a beat every
// CAIRN_RUN_HEARTBEAT_SECONDS). Every beat, each worker's reaper fails the tasks whose heartbeat is
// older than 3 beats (their worker died) with 'The worker stopped while this task ran', whatever
// its own task in hand: a dead worker's task ends within 3 beats and one, as its runs do (issue 30;
// it took a fixed 60 s, found by the kill campaign). When a deployment's last task ends, the
// deployment gets its outcome and the tenant's deploymentStatus leaves 1 (0 after success, 2 after
// a failure), so a tenant is never locked forever by a dead worker.
import { eq, sql } from 'drizzle-orm';
import {
  DEPLOYMENT_TASK_STATUS,
  TENANT_DEPLOYMENT_STATUS,
  tenantScope,
  WORKER_STOPPED_MESSAGE,
} from '@cairn/contracts';
import type { Db, Tx } from '../db/client.js';
import { startPolling, type Poller } from './poller.js';
import {
  DEFAULT_TASK_LEASE,
  TaskClaimer,
  taskOwnerId,
  type TaskLease,
  type TaskTableSpec,
} from './task-claimer.js';
import { deployments, deploymentTasks } from '../db/schema/deployments.js';
import { recordAuditEvent } from '../modules/audit/audit.service.js';
import type { DeploymentTenants } from '../modules/deployments/ports.js';
import type { DeploymentProvider } from '../modules/deployments/providers/index.js';

interface Log {
  error(obj: unknown, msg?: string): void;
}

const MAX_MESSAGE = 2000;
const RUNNING = [
  DEPLOYMENT_TASK_STATUS.new,
  DEPLOYMENT_TASK_STATUS.enqueued,
  DEPLOYMENT_TASK_STATUS.inProgress,
];

/** Waiting: new or enqueued; held: in progress, beating heartbeatAt. */
export const DEPLOYMENT_TASKS: TaskTableSpec<typeof deploymentTasks, number> = {
  table: deploymentTasks,
  status: deploymentTasks.status,
  owner: deploymentTasks.claimedBy,
  heartbeat: deploymentTasks.heartbeatAt,
  order: [deploymentTasks.createdAt, deploymentTasks.position, deploymentTasks.id],
  waiting: [DEPLOYMENT_TASK_STATUS.new, DEPLOYMENT_TASK_STATUS.enqueued],
  held: [DEPLOYMENT_TASK_STATUS.inProgress],
  claimedAs: DEPLOYMENT_TASK_STATUS.inProgress,
  onClaim: () => ({ updatedAt: sql`now()` }),
};

export class DeploymentTaskRunner {
  readonly workerId = taskOwnerId('deploy');
  private readonly tasks: TaskClaimer<typeof deploymentTasks, number>;
  private poller: Poller | undefined;
  private reaper: Poller | undefined;
  private readonly stopping = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly provider: DeploymentProvider,
    private readonly lock: Pick<DeploymentTenants['lock'], 'setDeploymentStatus'>,
    private readonly log: Log,
    private readonly lease: TaskLease = DEFAULT_TASK_LEASE,
  ) {
    this.tasks = new TaskClaimer(db, this.workerId, DEPLOYMENT_TASKS);
  }

  /** Runs tasks until none is waiting; answers how many ran. */
  async drain(): Promise<number> {
    let total = 0;
    while (!this.stopping.signal.aborted && (await this.runOnce())) total++;
    return total;
  }

  /** Fails the tasks of dead workers, then claims and runs one waiting task; false when none waited. */
  async runOnce(): Promise<boolean> {
    await this.reapStale();
    const [task] = await this.tasks.claim(1);
    if (!task) return false;
    const outcome = await this.tasks.whileHeld([task.id], () => this.run(task), {
      everyMs: this.lease.heartbeatSeconds * 1000,
      onError: (err) => this.log.error({ err }, 'deployment task heartbeat failed'),
    });
    await this.db.transaction(async (tx) => {
      // Only while still ours: a task reaped as stale meanwhile keeps its failure.
      await this.tasks.finish(
        task.id,
        { status: outcome.status, message: outcome.message.slice(0, MAX_MESSAGE), updatedAt: sql`now()` },
        { tx },
      );
      await this.settle(tx, task.deploymentId);
    });
    return true;
  }

  private run(task: typeof deploymentTasks.$inferSelect) {
    return this.provider.run(task, this.stopping.signal).then(
      (message) => ({ status: DEPLOYMENT_TASK_STATUS.success, message }),
      (err: unknown) => ({
        status: DEPLOYMENT_TASK_STATUS.failed,
        message: err instanceof Error ? err.message : String(err),
      }),
    );
  }

  /**
   * Fails tasks whose worker stopped beating, and settles their deployments in the same transaction:
   * a reaper that stopped between the two would leave a deployment InProgress, its tenant locked, with
   * no task left to settle it (tasks first, then the deployment, as a task's own end does).
   */
  async reapStale() {
    await this.db.transaction(async (tx) => {
      const reaped = await this.tasks.reapStale(
        this.lease.staleSeconds,
        { status: DEPLOYMENT_TASK_STATUS.failed, message: WORKER_STOPPED_MESSAGE, updatedAt: sql`now()` },
        tx,
      );
      for (const deploymentId of new Set(reaped.map((r) => r.deploymentId)))
        await this.settle(tx, deploymentId);
    });
  }

  /** When no task of the deployment runs any more: its outcome, and the tenant unlocked. */
  private async settle(tx: Tx, deploymentId: string) {
    const [deployment] = await tx
      .select()
      .from(deployments)
      .where(eq(deployments.id, deploymentId))
      .for('update');
    if (!deployment || deployment.status !== 'InProgress') return;
    const tasks = await tx
      .select({ status: deploymentTasks.status })
      .from(deploymentTasks)
      .where(eq(deploymentTasks.deploymentId, deploymentId));
    if (tasks.some((t) => (RUNNING as number[]).includes(t.status))) return;
    const failed = tasks.filter((t) => t.status !== DEPLOYMENT_TASK_STATUS.success).length;
    const status = failed ? 'Failed' : 'Succeeded';
    await tx
      .update(deployments)
      .set({ status, finishedAt: sql`now()` })
      .where(eq(deployments.id, deploymentId));
    await this.lock.setDeploymentStatus(
      tx,
      deployment.tenantId,
      failed ? TENANT_DEPLOYMENT_STATUS.failed : TENANT_DEPLOYMENT_STATUS.idle,
    );
    await recordAuditEvent(tx, {
      action: 'Deployment.Finish',
      actor: { type: 'System', label: `Deployment worker (${this.provider.name})` },
      target: deployment.name,
      scope: tenantScope(deployment.tenantId),
      outcome: failed ? 'failure' : 'success',
      status: failed ? 500 : 200,
      detail: { deploymentId, tasks: tasks.length, failed },
    });
  }

  start(pollMs: number) {
    this.poller = startPolling(
      () => this.drain(),
      pollMs,
      (err) => this.log.error({ err }, 'running deployment tasks failed'),
    );
    // Not only before a claim: a worker busy with a long task still reaps every beat.
    this.reaper = startPolling(
      () => this.reapStale(),
      this.lease.heartbeatSeconds * 1000,
      (err) => this.log.error({ err }, 'failing the tasks of stopped workers failed'),
    );
    return this;
  }

  /** Stops claiming; the task in hand is told to stop and is failed or reaped, never left locked. */
  async stop() {
    this.stopping.abort();
    await Promise.all([this.poller?.stop(), this.reaper?.stop()]);
  }
}

/** What the runner uses of the app (the app context has it). */
export interface DeploymentTaskRunnerContext {
  database: { db: Db };
  services: {
    config: { deployments: { pollMs: number }; runs: TaskLease };
    deploymentProvider: DeploymentProvider;
    deploymentTenantLock: Pick<DeploymentTenants['lock'], 'setDeploymentStatus'>;
  };
}

/** The deployment task runner of this process, on the app's services, provider and the runs' lease. */
export function startDeploymentTaskRunner(ctx: DeploymentTaskRunnerContext, log: Log) {
  const { config, deploymentProvider, deploymentTenantLock } = ctx.services;
  const { heartbeatSeconds, staleSeconds } = config.runs;
  return new DeploymentTaskRunner(ctx.database.db, deploymentProvider, deploymentTenantLock, log, {
    heartbeatSeconds,
    staleSeconds,
  }).start(config.deployments.pollMs);
}
