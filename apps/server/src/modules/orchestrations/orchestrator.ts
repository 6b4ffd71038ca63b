// The orchestrator: fires each due schedule and moves each open run of an orchestration forward
// (docs/orchestrations.md). Every worker runs it (jobs/orchestrator-loop.ts); the database decides
// who acts. A scheduled time is fired by the one process whose compare-and-set of next_fire_at
// succeeds, in the same transaction as the run it inserts; a run is advanced by the one process
// holding its lease (lease_owner, lease_until), which another takes over when it lapses.
import crypto from 'node:crypto';
import os from 'node:os';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { OrchestrationStepStatus, RunStatus } from '@cairn/contracts';
import type { Db, Tx } from '../../db/client.js';
import { orchestrationRunSteps, orchestrationRuns, orchestrations } from '../../db/schema/orchestrations.js';
import { HttpProblem } from '../../http/problem.js';
import { insertRun, openRunOf, type NewRun } from './orchestration-runs.service.js';
import { OPEN_STATUSES } from './orchestrations.policy.js';
import type { OrchestrationRow, OrchestrationRunRow, StepRow } from './orchestrations.presenter.js';
import { nextFireOf, WORKFLOW_FEATURE } from './orchestrations.service.js';
import type { OrchestrationPorts } from './ports.js';
import { fireArrivedFiles, stepParameters } from './file-trigger.js';

/**
 * How long a process holds a run while it advances it, unless told (config.orchestrator): renewed
 * every third of it while the advance goes on, so it lapses only when its process died or stalled,
 * and another takes the run over then. A fixed 30 s left a dead worker's runs stuck for 30 s, ten
 * times the runs' own detection (issue 30, test/worker-kills.ts 'orchestrator').
 */
const LEASE_SECONDS = 30;
/** A scheduled time fired later than this counts as missed (the orchestration's `missed` policy). */
export const MISSED_AFTER_MS = 60_000;
/** A step's pipeline run gets at least this long, even when the orchestration's time is nearly up. */
const MIN_STEP_SECONDS = 60;
const PIPELINE_FINISHED: readonly RunStatus[] = ['Succeeded', 'Failed', 'Cancelled', 'TimedOut'];
const STEP_ENDED: readonly OrchestrationStepStatus[] = ['Succeeded', 'Failed', 'Skipped', 'Cancelled'];

/** What the orchestrator tells of runs (alerts.ts): each run's end, and each tick for long runs. */
export interface RunWatcher {
  runEnded(run: OrchestrationRunRow, status: RunStatus): Promise<void>;
  longRuns(now: Date): Promise<void>;
}

export class Orchestrator {
  readonly id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;

  constructor(
    private readonly db: Db,
    private readonly ports: OrchestrationPorts,
    private readonly watcher?: RunWatcher,
    private readonly lease = { leaseSeconds: LEASE_SECONDS },
  ) {}

  /** One round: due schedules and arrived files, then every open run, then long runs' alerts. */
  async tick(now = new Date()) {
    await this.fireDue(now);
    await fireArrivedFiles(this.db, this.ports);
    await this.advanceOpen(now);
    await this.watcher?.longRuns(now);
  }

  async fireDue(now = new Date()) {
    const due = await this.db
      .select()
      .from(orchestrations)
      .where(and(eq(orchestrations.deleted, false), lte(orchestrations.nextFireAt, now)));
    for (const row of due) await this.fire(row, now);
  }

  /** Fires `row`'s due time once across every process; the run it starts, if any. */
  private async fire(row: OrchestrationRow, now: Date) {
    const scheduled = row.nextFireAt!;
    const definition = row.definition;
    const engagement = await this.ports.engagements.get(row.engagementId).catch(() => null);
    const missed = now.getTime() - scheduled.getTime() > MISSED_AFTER_MS;
    let run: NewRun | undefined;
    // A time is not run while the engagement's Workflow feature is off, nor when it was missed and
    // the orchestration skips missed times; the schedule moves on either way.
    if (engagement?.features.includes(WORKFLOW_FEATURE) && (!missed || definition.missed === 'runOnce')) {
      const busy = await openRunOf(this.db, row.id);
      run = {
        orchestrationId: row.id,
        engagementId: row.engagementId,
        tenantId: row.tenantId,
        version: row.version,
        definition,
        trigger: 'schedule',
        scheduledFor: scheduled,
        skipped:
          busy && definition.overlap === 'skip'
            ? `Skipped: run ${busy.id} of this orchestration was still going`
            : undefined,
      };
    }
    return this.db.transaction(async (tx) => {
      const [taken] = await tx
        .update(orchestrations)
        .set({ nextFireAt: nextFireOf(definition, now) })
        .where(and(eq(orchestrations.id, row.id), eq(orchestrations.nextFireAt, scheduled)))
        .returning({ id: orchestrations.id });
      // Another process fired this time first.
      if (!taken || !run) return undefined;
      return insertRun(tx, run);
    });
  }

  async advanceOpen(now = new Date()) {
    const open = await this.db
      .select({ id: orchestrationRuns.id })
      .from(orchestrationRuns)
      .where(inArray(orchestrationRuns.status, [...OPEN_STATUSES]))
      .orderBy(asc(orchestrationRuns.startedAt));
    for (const { id } of open) await this.advance(id, now);
  }

  /** Moves one run forward under its lease; nothing when another process holds it. */
  async advance(runId: string, now = new Date()) {
    const leaseUntil = sql`now() + make_interval(secs => ${this.lease.leaseSeconds})`;
    const [run] = await this.db
      .update(orchestrationRuns)
      .set({ leaseOwner: this.id, leaseUntil })
      .where(
        and(
          eq(orchestrationRuns.id, runId),
          inArray(orchestrationRuns.status, [...OPEN_STATUSES]),
          or(
            isNull(orchestrationRuns.leaseUntil),
            lt(orchestrationRuns.leaseUntil, sql`now()`),
            eq(orchestrationRuns.leaseOwner, this.id),
          ),
        ),
      )
      .returning();
    if (!run) return;
    let renewing: Promise<unknown> | undefined;
    const renew = setInterval(
      () => {
        renewing ??= this.db
          .update(orchestrationRuns)
          .set({ leaseUntil })
          .where(and(eq(orchestrationRuns.id, runId), eq(orchestrationRuns.leaseOwner, this.id)))
          .catch(() => undefined) // the next renewal tries again; the lease lapses if none gets through
          .finally(() => (renewing = undefined));
      },
      (this.lease.leaseSeconds * 1000) / 3,
    );
    renew.unref();
    try {
      await new RunAdvance(this.db, this.ports, run, now, this.watcher).go();
    } finally {
      clearInterval(renew);
      await renewing;
      await this.db
        .update(orchestrationRuns)
        .set({ leaseOwner: null, leaseUntil: null })
        .where(and(eq(orchestrationRuns.id, runId), eq(orchestrationRuns.leaseOwner, this.id)));
    }
  }
}

/** One advance of one run: follow its steps' pipeline runs, stop or start steps, end the run. */
class RunAdvance {
  private steps = new Map<string, StepRow>();

  constructor(
    private readonly db: Db,
    private readonly ports: OrchestrationPorts,
    private run: OrchestrationRunRow,
    private readonly now: Date,
    private readonly watcher?: RunWatcher,
  ) {}

  private get definition() {
    return this.run.definition;
  }

  async go() {
    if (this.run.status === 'Queued') {
      // Queued behind another run of the same orchestration (overlap 'queue'): wait for it.
      if (await this.anotherRunGoing()) return;
      if (!(await this.setRun({ status: 'InProgress' }, 'Queued'))) return;
    }
    const rows = await this.db
      .select()
      .from(orchestrationRunSteps)
      .where(eq(orchestrationRunSteps.runId, this.run.id));
    this.steps = new Map(rows.map((r) => [r.name, r]));
    await this.followPipelineRuns();
    const overTime =
      this.now.getTime() - this.run.startedAt.getTime() > this.definition.timeLimitMinutes * 60_000;
    if (this.run.status === 'Canceling' || overTime) return this.stop(overTime);
    await this.startReadySteps();
    await this.endWhenDone();
  }

  private async anotherRunGoing() {
    const [other] = await this.db
      .select({ id: orchestrationRuns.id })
      .from(orchestrationRuns)
      .where(
        and(
          eq(orchestrationRuns.orchestrationId, this.run.orchestrationId),
          inArray(orchestrationRuns.status, ['InProgress', 'Canceling']),
        ),
      )
      .limit(1);
    return !!other;
  }

  private async setRun(change: Partial<OrchestrationRunRow>, from: RunStatus | RunStatus[]) {
    const [row] = await this.db
      .update(orchestrationRuns)
      .set(change)
      .where(
        and(
          eq(orchestrationRuns.id, this.run.id),
          inArray(orchestrationRuns.status, Array.isArray(from) ? from : [from]),
        ),
      )
      .returning();
    if (row) this.run = row;
    return row;
  }

  private async setStep(name: string, change: Partial<StepRow>, db: Db | Tx = this.db) {
    const [row] = await db
      .update(orchestrationRunSteps)
      .set(change)
      .where(and(eq(orchestrationRunSteps.runId, this.run.id), eq(orchestrationRunSteps.name, name)))
      .returning();
    this.steps.set(name, row);
  }

  private status(name: string): OrchestrationStepStatus {
    return this.steps.get(name)?.status ?? 'Waiting';
  }

  private async followPipelineRuns() {
    const running = [...this.steps.values()].filter((s) => s.status === 'Running' && s.pipelineRunId);
    const outcomes = await this.ports.runs.outcomes(
      this.run.engagementId,
      running.map((s) => s.pipelineRunId!),
    );
    for (const step of running) {
      const outcome = outcomes.find((o) => o.id === step.pipelineRunId);
      if (!outcome || !PIPELINE_FINISHED.includes(outcome.status)) continue;
      const definition = this.definition.steps.find((s) => s.name === step.name)!;
      const endedAt = outcome.runEnd ?? this.now;
      if (outcome.status === 'Succeeded') {
        await this.setStep(step.name, { status: 'Succeeded', endedAt, message: outcome.message });
      } else if (this.run.status !== 'Canceling' && step.attempt <= definition.retries) {
        const delay = definition.retryDelaySeconds * 2 ** (step.attempt - 1);
        await this.setStep(step.name, {
          status: 'Retrying',
          retryAt: new Date(this.now.getTime() + delay * 1000),
          message: `Attempt ${step.attempt} ended ${outcome.status}${outcome.message ? `: ${outcome.message}` : ''}; trying again in ${delay} s`,
        });
      } else {
        await this.setStep(step.name, {
          status: outcome.status === 'Cancelled' ? 'Cancelled' : 'Failed',
          endedAt,
          message: outcome.message ?? outcome.status,
        });
      }
    }
  }

  /** Cancelled by a user, or past the time limit: stop the running steps, start none, end when they have. */
  private async stop(overTime: boolean) {
    const label = `orchestration ${this.definition.name}`;
    for (const step of this.steps.values()) {
      if (step.status === 'Running' && step.pipelineRunId) {
        const cancelled = await this.ports.runs
          .cancelAs(this.run.engagementId, step.pipelineRunId, label)
          .catch((err: unknown) => {
            // A run that finished meanwhile is followed on the next round.
            if (!(err instanceof HttpProblem && err.status === 409)) throw err;
          });
        // A queued run is cancelled at once; a running one ends when its worker has stopped it.
        if (cancelled?.status === 'Cancelled')
          await this.setStep(step.name, {
            status: 'Cancelled',
            endedAt: this.now,
            message: cancelled.message,
          });
      } else if (!STEP_ENDED.includes(step.status)) {
        await this.setStep(step.name, { status: 'Cancelled', endedAt: this.now, retryAt: null });
      }
    }
    if ([...this.steps.values()].some((s) => s.status === 'Running')) return;
    const status: RunStatus = overTime && this.run.status !== 'Canceling' ? 'TimedOut' : 'Cancelled';
    const message =
      status === 'TimedOut'
        ? `Stopped after its time limit of ${this.definition.timeLimitMinutes} minutes`
        : (this.run.message ?? '').replace(/^Cancelling, asked by /, 'Cancelled by ');
    await this.end(status, message, ['InProgress', 'Canceling']);
  }

  private async startReadySteps() {
    // Repeated until nothing changes: a skipped step may make the steps after it skipped too.
    for (let changed = true; changed;) {
      changed = false;
      for (const step of this.definition.steps) {
        const state = this.status(step.name);
        const due = state === 'Retrying' && (this.steps.get(step.name)?.retryAt ?? this.now) <= this.now;
        if (state === 'Waiting') {
          const blocked = step.dependsOn.find((dep) =>
            ['Failed', 'Skipped', 'Cancelled'].includes(this.status(dep)),
          );
          if (blocked) {
            await this.setStep(step.name, {
              status: 'Skipped',
              endedAt: this.now,
              message: `Not started: ${blocked} did not succeed`,
            });
            changed = true;
            continue;
          }
          if (!step.dependsOn.every((dep) => this.status(dep) === 'Succeeded')) continue;
        } else if (!due) continue;
        await this.startStep(step.name);
        changed = true;
      }
    }
  }

  private async startStep(name: string) {
    const step = this.definition.steps.find((s) => s.name === name)!;
    const state = this.steps.get(name)!;
    const left =
      this.definition.timeLimitMinutes * 60 - (this.now.getTime() - this.run.startedAt.getTime()) / 1000;
    try {
      // The step names its run in the run's own transaction (startForOrchestration).
      await this.ports.runs.startForOrchestration(
        this.run.engagementId,
        {
          pipelineName: step.pipelineName,
          layer: step.layer,
          parameters: stepParameters(step, this.run.triggerFiles),
          orchestrationName: this.definition.name,
          timeLimitSeconds: Math.max(MIN_STEP_SECONDS, Math.floor(left)),
        },
        (tx, pipelineRunId) =>
          this.setStep(
            name,
            {
              status: 'Running',
              attempt: state.attempt + 1,
              pipelineRunId,
              startedAt: state.startedAt ?? this.now,
              retryAt: null,
            },
            tx,
          ),
      );
    } catch (err) {
      // The pipeline could not be started (its parameters, a pipeline gone): the step fails saying why.
      await this.setStep(name, {
        status: 'Failed',
        attempt: state.attempt + 1,
        endedAt: this.now,
        message: err instanceof Error ? err.message : String(err),
      });
    }
  }

  private async endWhenDone() {
    const states = this.definition.steps.map((s) => this.steps.get(s.name));
    if (!states.every((s) => s && STEP_ENDED.includes(s.status))) return;
    const failed = states.find((s) => s!.status === 'Failed');
    if (!failed) return this.end('Succeeded', null, ['InProgress']);
    await this.end('Failed', `Step ${failed!.name} failed: ${failed!.message ?? ''}`.trim(), ['InProgress']);
  }

  private async end(status: RunStatus, message: string | null, from: RunStatus[]) {
    const row = await this.setRun({ status, message, endedAt: this.now }, from);
    if (row) await this.watcher?.runEnded(row, status);
  }
}
