// The pipeline runs table as a durable job queue. Every change is one short transaction (PGlite has
// a single connection) and is conditional on the run still being where this worker left it, so a
// worker that lost its run to the reaper never overwrites what happened since. Heartbeat, reaping and
// those conditional writes go through task-claimer.ts; the claim is this file's own (leases, fairness:
// why in task-claimer.ts).
import { and, asc, eq, inArray, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RunStatus } from '@cairn/contracts';
import type { Db, Tx } from '../db/client.js';
import { pipelineRuns, warehouseLeases } from '../db/schema/pipelines.js';
import { appendRunLog } from '../modules/pipelines/run-log.js';
import { CANCELING_PREFIX } from '../modules/pipelines/runs.service.js';
import { TaskClaimer, type TaskTableSpec } from './task-claimer.js';

export type RunRow = typeof pipelineRuns.$inferSelect;
const ACTIVE: RunStatus[] = ['InProgress', 'Canceling'];
const CANDIDATES = 5;
/** 'Cancelling, asked by X' (set by the cancel call) becomes 'Cancelled by X'. */
export const cancelledMessage = sql`coalesce(replace(${pipelineRuns.message}, ${CANCELING_PREFIX}, 'Cancelled by '), 'Cancelled')`;

/** Queued runs wait; InProgress and Canceling runs are held and beat heartbeatAt. */
const RUNS: TaskTableSpec<typeof pipelineRuns, RunStatus> = {
  table: pipelineRuns,
  status: pipelineRuns.status,
  owner: pipelineRuns.workerId,
  heartbeat: pipelineRuns.heartbeatAt,
  order: [pipelineRuns.runStart, pipelineRuns.id],
  waiting: ['Queued'],
  held: ACTIVE,
  claimedAs: 'InProgress',
  onClaim: () => ({ startedAt: sql`now()` }),
};

export class RunQueue {
  private readonly runs: TaskClaimer<typeof pipelineRuns, RunStatus>;

  constructor(
    private readonly db: Db,
    readonly workerId: string,
  ) {
    this.runs = new TaskClaimer(db, workerId, RUNS);
  }

  /**
   * Takes the oldest Queued run whose engagement no worker holds, with the engagement's warehouse
   * lease (its primary key refuses a second holder), and marks it InProgress. Runs of one
   * engagement start in the order they were asked for. Fair between tenants: a tenant already
   * running `tenantLimit` runs on this worker goes after every other tenant's startable run, so it
   * cannot hold every slot while others wait; alone in the queue it still gets every slot.
   */
  async claim(options: { tenantLimit?: number } = {}): Promise<RunRow | undefined> {
    return this.db.transaction(async (tx) => {
      const full = options.tenantLimit ? await this.tenantsAtLimit(tx, options.tenantLimit) : [];
      if (full.length) {
        const fair = await this.claimFrom(tx, full);
        if (fair) return fair;
      }
      return this.claimFrom(tx, []);
    });
  }

  /** Tenants with `limit` or more runs active on this worker. */
  private async tenantsAtLimit(tx: Tx, limit: number): Promise<string[]> {
    const rows = await tx
      .select({ tenantId: pipelineRuns.tenantId })
      .from(pipelineRuns)
      .where(this.runs.held())
      .groupBy(pipelineRuns.tenantId)
      .having(sql`count(*) >= ${limit}`);
    return rows.map((r) => r.tenantId);
  }

  /** Claims the oldest startable run of a tenant not in `skipTenants`. */
  private async claimFrom(tx: Tx, skipTenants: string[]): Promise<RunRow | undefined> {
    const earlier = alias(pipelineRuns, 'earlier');
    const candidates = await tx
      .select({ id: pipelineRuns.id, engagementId: pipelineRuns.engagementId })
      .from(pipelineRuns)
      .where(
        and(
          eq(pipelineRuns.status, 'Queued'),
          skipTenants.length ? notInArray(pipelineRuns.tenantId, skipTenants) : undefined,
          notExists(
            tx
              .select({ one: sql`1` })
              .from(warehouseLeases)
              .where(eq(warehouseLeases.engagementId, pipelineRuns.engagementId)),
          ),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(earlier)
              .where(
                and(
                  eq(earlier.engagementId, pipelineRuns.engagementId),
                  eq(earlier.status, 'Queued'),
                  sql`(${earlier.runStart}, ${earlier.id}) < (${pipelineRuns.runStart}, ${pipelineRuns.id})`,
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(pipelineRuns.runStart), asc(pipelineRuns.id))
      .limit(CANDIDATES)
      .for('update', { of: pipelineRuns, skipLocked: true });
    for (const candidate of candidates) {
      const [lease] = await tx
        .insert(warehouseLeases)
        .values({ engagementId: candidate.engagementId, runId: candidate.id, workerId: this.workerId })
        .onConflictDoNothing()
        .returning();
      if (!lease) continue; // another worker took this engagement a moment ago
      const [run] = await tx
        .update(pipelineRuns)
        .set({
          status: 'InProgress',
          startedAt: sql`now()`,
          heartbeatAt: sql`now()`,
          workerId: this.workerId,
        })
        .where(and(eq(pipelineRuns.id, candidate.id), eq(pipelineRuns.status, 'Queued')))
        .returning();
      await appendRunLog(tx, run.id, `Started on worker ${this.workerId}`);
      return run;
    }
    return undefined;
  }

  /** Stamps the heartbeat of this worker's runs; answers their current status (absent: lost). */
  heartbeat(runIds: string[]): Promise<Map<string, RunStatus>> {
    return this.runs.heartbeat(runIds);
  }

  /**
   * Fails every run whose worker stopped beating (crashed, killed, cut off) and frees its lease, so
   * no run stays InProgress and its engagement can run again. Any worker does this.
   */
  async reap(staleSeconds: number): Promise<RunRow[]> {
    return this.db.transaction(async (tx) => {
      const reaped = await this.runs.reapStale(
        staleSeconds,
        {
          status: 'Failed',
          runEnd: sql`now()`,
          message: sql`'The worker ' || coalesce(${pipelineRuns.workerId}, '(unknown)') || ' stopped responding (no heartbeat for ' || ${String(staleSeconds)}::text || ' s); the run was stopped. Start it again to retry.'`,
        },
        tx,
      );
      if (reaped.length)
        await tx.delete(warehouseLeases).where(
          inArray(
            warehouseLeases.runId,
            reaped.map((r) => r.id),
          ),
        );
      for (const run of reaped) await appendRunLog(tx, run.id, run.message ?? 'Failed', { level: 'error' });
      // A lease whose run ended without freeing it (should not happen) would block its engagement forever.
      await tx.delete(warehouseLeases).where(
        notExists(
          tx
            .select({ one: sql`1` })
            .from(pipelineRuns)
            .where(and(eq(pipelineRuns.id, warehouseLeases.runId), inArray(pipelineRuns.status, ACTIVE))),
        ),
      );
      return reaped;
    });
  }

  /** Records how the run ended and frees the engagement; false when the run is no longer ours. */
  async finish(
    runId: string,
    end: { status: RunStatus; message: string | null | SQL; result?: Record<string, unknown> | null },
    logLine: { message: string; level: 'info' | 'warn' | 'error' },
    onlyIf?: RunStatus,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const run = await this.runs.finish(
        runId,
        { status: end.status, message: end.message, result: end.result ?? null, runEnd: sql`now()` },
        { tx, onlyIf },
      );
      if (!run) return false;
      await tx.delete(warehouseLeases).where(eq(warehouseLeases.runId, runId));
      await appendRunLog(tx, runId, logLine.message, { level: logLine.level });
      return true;
    });
  }

  /**
   * Puts a run this worker cannot finish (shutting down) back in the queue for another worker; one
   * whose cancel was asked ends as Cancelled instead.
   */
  async handBack(runId: string): Promise<boolean> {
    if (
      await this.finish(
        runId,
        { status: 'Cancelled', message: cancelledMessage },
        { message: 'Cancelled', level: 'warn' },
        'Canceling',
      )
    )
      return true;
    return this.db.transaction(async (tx) => {
      const run = await this.runs.finish(
        runId,
        { status: 'Queued', startedAt: null, heartbeatAt: null, workerId: null },
        { tx, onlyIf: 'InProgress' },
      );
      if (!run) return false;
      await tx.delete(warehouseLeases).where(eq(warehouseLeases.runId, runId));
      await appendRunLog(
        tx,
        runId,
        `Handed back by worker ${this.workerId}, which is shutting down; the run starts again on the next worker`,
        { level: 'warn' },
      );
      return true;
    });
  }

  async setCommit(runId: string, oid: string) {
    await this.db.update(pipelineRuns).set({ commit: oid }).where(this.runs.held(runId));
  }
}
