// The pipeline run worker: claims Queued runs (run-queue.ts), runs their handler with a signal that
// fires on cancel, time limit or shutdown, keeps their heartbeat, fails runs of dead workers, and
// records how each run ended. Runs in `cairn serve` (unless --no-worker) and in `cairn worker`.
import crypto from 'node:crypto';
import os from 'node:os';
import type { RunsConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { DISK_FULL_DETAIL, HttpProblem, isDiskFull } from '../http/problem.js';
import { appendRunLog, appendRunLogLines } from '../modules/pipelines/run-log.js';
import {
  RunFailure,
  type RunAbortReason,
  type RunContext,
  type RunHandlers,
  type RunOutcome,
} from '../modules/pipelines/run-handlers.js';
import type { RunService } from '../modules/pipelines/runs.service.js';
import { DIAGNOSTIC_PIPELINE, diagnosticWait } from '../modules/pipelines/diagnostic-pipeline.js';
import { cancelledMessage, RunQueue, type RunRow } from './run-queue.js';
import type { RunUsageMeter } from '../modules/costs/usage-meter.js';
import type { WarehousePlacements } from '../warehouse/warehouse-placement.port.js';

export interface WorkerLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface RunWorkerOptions {
  db: Db;
  config: RunsConfig;
  handlers: RunHandlers;
  /** In-process news from the API (a run queued, a cancel asked) so the worker need not wait for a poll. */
  events?: RunService['events'];
  log: WorkerLog;
  /** How long a handler may go on after its signal fired (cancel, time limit) before the run is closed anyway. */
  abandonAfterMs?: number;
  /** Told each run's seconds when it has ended (modules/costs); it also measures the warehouse then. */
  meter?: RunUsageMeter;
  /** Where each engagement's warehouse is (the engagements module); handed to each run (RunContext.warehouse). */
  placements: WarehousePlacements;
  /** Stops what a reaped run left running in its warehouse (its queries, its locks). */
  warehouse?: { cancelRun(runId: string): Promise<void> };
}

interface ActiveRun {
  row: RunRow;
  controller: AbortController;
  /** Set once this worker no longer owns the run (handed back, or failed by a reaper): no more writes. */
  released: boolean;
  /** The handler is done and the outcome is being written (the row may already be finished). */
  ending: boolean;
  done: Promise<void>;
}

type Settled = { ok: RunOutcome } | { error: unknown } | { abandoned: true };

const newWorkerId = () => `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;

export class RunWorker {
  readonly id = newWorkerId();
  private readonly queue: RunQueue;
  private readonly running = new Map<string, ActiveRun>();
  private stopping = false;
  private polling = false;
  private pollAgain = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private beatTimer: NodeJS.Timeout | undefined;
  private readonly onQueued = () => this.wake();
  private readonly onCancel = (runId: string) =>
    this.running.get(runId)?.controller.abort('cancelled' satisfies RunAbortReason);

  constructor(private readonly options: RunWorkerOptions) {
    this.queue = new RunQueue(options.db, this.id);
  }

  start() {
    const { config, handlers, events } = this.options;
    if (config.diagnostics)
      handlers.register(
        DIAGNOSTIC_PIPELINE,
        diagnosticWait(() => this.id),
      );
    events?.on('queued', this.onQueued);
    events?.on('cancel', this.onCancel);
    this.beatTimer = setInterval(() => void this.beat(), config.heartbeatSeconds * 1000);
    void this.beat();
    this.wake();
    this.options.log.info(
      { workerId: this.id, concurrency: config.concurrency, tenantConcurrency: config.tenantConcurrency },
      'run worker started',
    );
    return this;
  }

  /** Polls now (and again right after, when a poll is already under way). */
  private wake() {
    if (this.stopping) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    clearTimeout(this.pollTimer);
    void this.poll();
  }

  private async poll() {
    this.polling = true;
    try {
      do {
        this.pollAgain = false;
        while (!this.stopping && this.running.size < this.options.config.concurrency) {
          const row = await this.queue.claim({ tenantLimit: this.options.config.tenantConcurrency });
          if (!row) break;
          this.execute(row);
        }
      } while (this.pollAgain && !this.stopping);
    } catch (err) {
      this.options.log.error({ err, workerId: this.id }, 'claiming runs failed');
    } finally {
      this.polling = false;
      if (!this.stopping) this.pollTimer = setTimeout(() => this.wake(), this.options.config.pollMs);
    }
  }

  /** Heartbeat of our runs (and the cancels other processes asked for), then the reaper. */
  private async beat() {
    try {
      // Only the runs asked about: one claimed while the heartbeat was on its way is not in the answer.
      const beating = [...this.running.values()];
      const statuses = await this.queue.heartbeat(beating.map((r) => r.row.id));
      for (const active of beating) {
        const status = statuses.get(active.row.id);
        if (status === 'Canceling') active.controller.abort('cancelled' satisfies RunAbortReason);
        if (status === undefined && !active.released && !active.ending && !this.stopping) {
          // A reaper failed it while this worker could not beat (stalled, cut off): stop, write nothing.
          active.released = true;
          this.options.log.warn(
            { runId: active.row.id, workerId: this.id },
            'run was taken away from this worker',
          );
          active.controller.abort('shutdown' satisfies RunAbortReason);
        }
      }
      const reaped = await this.queue.reap(this.options.config.staleSeconds);
      for (const run of reaped) {
        this.options.log.warn(
          { runId: run.id, workerId: run.workerId },
          'failed a run whose worker stopped responding',
        );
        // Its worker is gone but its statements may still run on the warehouse server, holding the
        // locks the rerun needs.
        await this.options.warehouse
          ?.cancelRun(run.id)
          .catch((err: unknown) =>
            this.options.log.error({ err, runId: run.id }, "could not stop a stopped run's queries"),
          );
        await this.options.handlers
          .abandoned(run)
          .catch((err: unknown) =>
            this.options.log.error({ err, runId: run.id }, 'could not clean up after a stopped run'),
          );
      }
      if (reaped.length) this.wake();
    } catch (err) {
      this.options.log.error({ err, workerId: this.id }, 'run heartbeat failed');
    }
  }

  private execute(row: RunRow) {
    const controller = new AbortController();
    const active: ActiveRun = { row, controller, released: false, ending: false, done: Promise.resolve() };
    active.done = this.runToEnd(active).catch((err) =>
      this.options.log.error({ err, runId: row.id }, 'recording the end of a run failed'),
    );
    this.running.set(row.id, active);
    void active.done.finally(() => {
      this.running.delete(row.id);
      this.wake();
    });
  }

  private async runToEnd(active: ActiveRun) {
    const { row, controller } = active;
    const handler = this.options.handlers.get(row.pipelineName);
    if (!handler) {
      const message = `This Cairn has no handler for the pipeline '${row.pipelineName}', so the run cannot start.`;
      await this.queue.finish(row.id, { status: 'Failed', message }, { message, level: 'error' });
      return;
    }
    const limit = setTimeout(
      () => controller.abort('timeout' satisfies RunAbortReason),
      row.timeLimitSeconds * 1000,
    );
    const started = Date.now();
    try {
      const work = Promise.resolve().then(() => handler(this.contextOf(active)));
      const settled = await this.settle(work, controller.signal);
      if (active.released) return;
      active.ending = true;
      await this.record(active, settled);
    } finally {
      clearTimeout(limit);
    }
    await this.meter(row, (Date.now() - started) / 1000);
  }

  /** The run's seconds go to its engagement's costs; metering never fails a run. */
  private async meter(row: RunRow, seconds: number) {
    try {
      await this.options.meter?.runFinished({ engagementId: row.engagementId, seconds });
    } catch (err) {
      this.options.log.warn({ err, runId: row.id }, 'metering a run failed');
    }
  }

  /** The handler's outcome, or 'abandoned' when it goes on too long after its signal fired. */
  private settle(work: Promise<RunOutcome>, signal: AbortSignal): Promise<Settled> {
    const settled = work.then(
      (ok): Settled => ({ ok }),
      (error: unknown): Settled => ({ error }),
    );
    const abandonAfter = this.options.abandonAfterMs ?? 30_000;
    let timer: NodeJS.Timeout | undefined;
    const abandoned = new Promise<Settled>((resolve) => {
      const arm = () => (timer = setTimeout(() => resolve({ abandoned: true }), abandonAfter));
      if (signal.aborted) arm();
      else signal.addEventListener('abort', arm, { once: true });
    });
    return Promise.race([settled, abandoned]).finally(() => clearTimeout(timer));
  }

  private async record(active: ActiveRun, settled: Settled) {
    const { row, controller } = active;
    const reason = controller.signal.aborted ? (controller.signal.reason as RunAbortReason) : undefined;
    const late = 'abandoned' in settled ? ' (the pipeline did not stop in time and was left behind)' : '';
    if (reason === 'cancelled') {
      await this.queue.finish(
        row.id,
        { status: 'Cancelled', message: cancelledMessage },
        { message: `Cancelled${late}`, level: 'warn' },
      );
      return;
    }
    if (reason === 'timeout') {
      const message = `The run passed its time limit of ${row.timeLimitSeconds} s and was stopped${late}.`;
      await this.queue.finish(row.id, { status: 'TimedOut', message }, { message, level: 'error' });
      return;
    }
    if ('ok' in settled) {
      const message = settled.ok.message ?? null;
      await this.queue.finish(
        row.id,
        { status: 'Succeeded', message, result: settled.ok.result ?? null },
        { message: message ? `Succeeded: ${message}` : 'Succeeded', level: 'info' },
      );
      return;
    }
    if (reason === 'shutdown') {
      // Stopped by our shutdown before it finished: another worker runs it from the start.
      active.released = true;
      await this.queue.handBack(row.id);
      return;
    }
    const error = 'error' in settled ? settled.error : undefined;
    let message: string;
    if (error instanceof RunFailure) message = error.message;
    // A refusal a route would answer with (a storage this deployment cannot use) says why, as it is.
    else if (error instanceof HttpProblem && error.status < 500) message = error.detail ?? error.title;
    // A full disk is the administrator's to fix: the run says so, its error (the path) goes to the log.
    else if (isDiskFull(error)) {
      this.options.log.error({ err: error, runId: row.id, pipeline: row.pipelineName }, 'disk full');
      message = DISK_FULL_DETAIL;
    } else {
      const errorId = crypto.randomUUID();
      this.options.log.error(
        { err: error, errorId, runId: row.id, pipeline: row.pipelineName },
        'pipeline run failed',
      );
      message = `Internal error ${errorId}`;
    }
    await this.queue.finish(
      row.id,
      { status: 'Failed', message },
      { message: `Failed: ${message}`, level: 'error' },
    );
  }

  private contextOf(active: ActiveRun): RunContext {
    const { row, controller } = active;
    // Carrying the run's id, so its warehouse connections can be found by a reaper (cancelRun).
    const warehouse = this.options.placements
      .of(row.engagementId)
      .then((placement) => ({ ...placement, runId: row.id }));
    // A run that opens no warehouse never awaits it: its refusal is no unhandled rejection.
    warehouse.catch(() => undefined);
    return {
      warehouse,
      run: {
        id: row.id,
        engagementId: row.engagementId,
        tenantId: String(row.parameters.TenantId ?? ''),
        pipelineName: row.pipelineName,
        layerName: row.layerName,
        parameters: row.parameters,
        startedById: row.startedById,
      },
      signal: controller.signal,
      log: async (message, options) => {
        if (!active.released) await appendRunLog(this.options.db, row.id, message, options);
      },
      logLines: async (lines) => {
        if (!active.released) await appendRunLogLines(this.options.db, row.id, lines);
      },
      setCommit: async (oid) => {
        if (!active.released) await this.queue.setCommit(row.id, oid);
      },
    };
  }

  /**
   * Graceful shutdown: claims nothing more, signals running handlers ('shutdown'), waits up to the
   * grace period, and hands back the runs that did not finish so another worker starts them again.
   */
  async stop() {
    if (this.stopping) return;
    this.stopping = true;
    clearTimeout(this.pollTimer);
    clearInterval(this.beatTimer);
    this.options.events?.off('queued', this.onQueued);
    this.options.events?.off('cancel', this.onCancel);
    while (this.polling) await new Promise((r) => setTimeout(r, 10));
    const runs = [...this.running.values()];
    for (const active of runs) active.controller.abort('shutdown' satisfies RunAbortReason);
    const graceMs = this.options.config.shutdownGraceSeconds * 1000;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(runs.map((r) => r.done)),
      new Promise((r) => (timer = setTimeout(r, graceMs))),
    ]);
    clearTimeout(timer);
    const ending: Promise<void>[] = [];
    for (const active of this.running.values()) {
      if (active.released) continue;
      if (active.ending) {
        ending.push(active.done); // its outcome is being written: let that finish
        continue;
      }
      active.released = true;
      await this.queue
        .handBack(active.row.id)
        .catch((err) => this.options.log.error({ err, runId: active.row.id }, 'handing a run back failed'));
    }
    await Promise.all(ending);
    this.options.log.info({ workerId: this.id }, 'run worker stopped');
  }
}

/** What the worker of this process uses of the app (the app context has it). */
export interface RunWorkerContext {
  database: { db: Db };
  services: {
    config: { runs: RunsConfig };
    runHandlers: RunHandlers;
    runs: { events: RunService['events'] };
    usageMeter: RunUsageMeter;
    warehousePlacements: WarehousePlacements;
    warehouse: { cancelRun(runId: string): Promise<void> };
  };
}

/** The worker of this process, on the app's services. */
export function startRunWorker(
  ctx: RunWorkerContext,
  log: WorkerLog,
  overrides: Partial<Omit<RunWorkerOptions, 'db' | 'handlers' | 'events' | 'log'>> = {},
) {
  const { config, runHandlers, runs, usageMeter, warehousePlacements, warehouse } = ctx.services;
  return new RunWorker({
    db: ctx.database.db,
    config: config.runs,
    handlers: runHandlers,
    events: runs.events,
    log,
    meter: usageMeter,
    placements: warehousePlacements,
    warehouse,
    ...overrides,
  }).start();
}
