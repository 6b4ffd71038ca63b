// Applies queued RBAC tasks (modules/rbac). Any number of workers may run this: each claims a batch
// of New tasks with FOR UPDATE SKIP LOCKED (task-claimer.ts), so no task is applied twice at once; the
// access is computed when applied, so tasks of one principal may run in any order, and applying one
// again writes the same grant. A worker beats its batch's updatedAt while it applies it, under the
// runs' lease (config.runs: a beat every CAIRN_RUN_HEARTBEAT_SECONDS); every beat, each worker's
// reaper hands the tasks left InProgress by a worker that died (no beat for 3 beats) back to New and
// applies them at once: done within 3 beats and one, as a dead worker's runs end (issue 30; they
// waited a fixed 10 minutes, found by the kill campaign).
import { sql } from 'drizzle-orm';
import { engagementScope } from '@cairn/contracts';
import type { AccessService } from '../access/access.service.js';
import type { Db } from '../db/client.js';
import { rbacTasks } from '../db/schema/rbac.js';
import { recordAuditEvent } from '../modules/audit/audit.service.js';
import { effectiveAccess } from '../modules/rbac/rbac-resources.js';
import type { RbacTaskService } from '../modules/rbac/rbac-tasks.service.js';
import type { RbacProvider } from '../modules/rbac/providers/index.js';
import { startPolling, type Poller } from './poller.js';
import {
  DEFAULT_TASK_LEASE,
  TaskClaimer,
  taskOwnerId,
  type TaskLease,
  type TaskTableSpec,
} from './task-claimer.js';

interface Log {
  error(obj: unknown, msg?: string): void;
}

const BATCH = 20;
const MAX_MESSAGE = 2000;

type RbacTaskRow = typeof rbacTasks.$inferSelect;
type RbacTaskStatus = RbacTaskRow['status'];

/**
 * Waiting: New; held: InProgress. The table has no heartbeat column: updatedAt is the beat (a held
 * task's last change is its claim or its owner's last beat).
 */
const RBAC_TASKS: TaskTableSpec<typeof rbacTasks, RbacTaskStatus> = {
  table: rbacTasks,
  status: rbacTasks.status,
  owner: rbacTasks.workerId,
  heartbeat: rbacTasks.updatedAt,
  order: [rbacTasks.createdAt, rbacTasks.id],
  waiting: ['New'],
  held: ['InProgress'],
  claimedAs: 'InProgress',
};

export class RbacTaskRunner {
  readonly workerId = taskOwnerId('rbac');
  private readonly tasks: TaskClaimer<typeof rbacTasks, RbacTaskStatus>;
  private poller: Poller | undefined;
  private reaper: Poller | undefined;

  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    private readonly service: RbacTaskService,
    private readonly provider: RbacProvider,
    private readonly log: Log,
    private readonly lease: TaskLease = DEFAULT_TASK_LEASE,
  ) {
    this.tasks = new TaskClaimer(db, this.workerId, RBAC_TASKS);
  }

  /** Claims and applies New tasks until none is left; answers how many were applied. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const applied = await this.runOnce();
      total += applied;
      if (applied < BATCH) return total;
    }
  }

  /** One batch: claim up to BATCH tasks, apply each, record Succeeded or Failed with the message. */
  async runOnce(): Promise<number> {
    await this.reapStale();
    const claimed = await this.tasks.claim(BATCH);
    if (!claimed.length) return 0;
    await this.tasks.whileHeld(
      claimed.map((t) => t.id),
      () => this.applyAll(claimed),
      {
        everyMs: this.lease.heartbeatSeconds * 1000,
        onError: (err) => this.log.error({ err }, 'RBAC task heartbeat failed'),
      },
    );
    return claimed.length;
  }

  /** Hands the tasks of workers that stopped beating back to New; answers how many. */
  async reapStale(): Promise<number> {
    const reaped = await this.tasks.reapStale(this.lease.staleSeconds, {
      status: 'New',
      workerId: null,
      updatedAt: sql`now()`,
    });
    return reaped.length;
  }

  private async applyAll(claimed: RbacTaskRow[]) {
    const engagements = new Set<string>();
    for (const task of claimed) {
      const outcome = await this.applyOne(task).then(
        (message) => ({ status: 'Succeeded' as const, message }),
        (err: unknown) => ({
          status: 'Failed' as const,
          message: err instanceof Error ? err.message : String(err),
        }),
      );
      await this.db.transaction(async (tx) => {
        const mine = await this.tasks.finish(
          task.id,
          { status: outcome.status, message: outcome.message.slice(0, MAX_MESSAGE), updatedAt: sql`now()` },
          { tx },
        );
        // Handed back meanwhile (this worker missed 3 beats): the worker it went to records it.
        if (!mine) return;
        // A grant or revocation reaching a resource is a security event of its own.
        await recordAuditEvent(tx, {
          action: 'RbacTask.Apply',
          actor: {
            type: 'System',
            label: this.provider.name === 'local' ? 'RBAC worker (local)' : 'RBAC worker (azure)',
          },
          target: `${task.principalType} ${task.principalId} on ${task.resourceType} ${task.resourceName}`,
          scope: engagementScope(task.engagementId),
          outcome: outcome.status === 'Succeeded' ? 'success' : 'failure',
          status: outcome.status === 'Succeeded' ? 200 : 500,
          detail: { taskId: task.id, message: outcome.message.slice(0, MAX_MESSAGE) },
        });
      });
      engagements.add(task.engagementId);
    }
    for (const engagementId of engagements) await this.service.excludeFromCostSaving(this.db, engagementId);
  }

  private async applyOne(task: RbacTaskRow) {
    const principal = await this.service.principal(task.principalType, task.principalId);
    if (!principal) throw new Error('The principal no longer exists.');
    const access = await effectiveAccess(this.access, principal, task.engagementId, {
      name: task.resourceName,
      resourceType: resourceTypeOf(task.resourceType),
    });
    return this.provider.apply({ task, principal, access });
  }

  start(pollMs: number) {
    this.poller = startPolling(
      () => this.drain(),
      pollMs,
      (err) => this.log.error({ err }, 'applying RBAC tasks failed'),
    );
    // Not only before a claim: a worker busy with a batch still reaps every beat, and what it hands
    // back is applied now, not at the next poll.
    this.reaper = startPolling(
      async () => {
        if (await this.reapStale()) this.poller?.wake();
      },
      this.lease.heartbeatSeconds * 1000,
      (err) => this.log.error({ err }, 'handing back the RBAC tasks of stopped workers failed'),
    );
    return this;
  }

  async stop() {
    await Promise.all([this.poller?.stop(), this.reaper?.stop()]);
  }
}

function resourceTypeOf(type: string) {
  if (type === 'StorageRoot' || type === 'Warehouse' || type === 'NodeModelRepository') return type;
  throw new Error(`Unknown resource type '${type}'.`);
}

/** What the runner uses of the app (the app context has it). */
export interface RbacTaskRunnerContext {
  database: { db: Db };
  services: {
    config: { rbac: { pollMs: number }; runs: TaskLease };
    access: AccessService;
    rbacTasks: RbacTaskService;
    rbacProvider: RbacProvider;
  };
}

/** The task runner of this process, on the app's services, provider and the runs' lease. */
export function startRbacTaskRunner(ctx: RbacTaskRunnerContext, log: Log) {
  const { config, access, rbacTasks: tasks, rbacProvider } = ctx.services;
  const { heartbeatSeconds, staleSeconds } = config.runs;
  return new RbacTaskRunner(ctx.database.db, access, tasks, rbacProvider, log, {
    heartbeatSeconds,
    staleSeconds,
  }).start(config.rbac.pollMs);
}
