// What a pipeline run does is a handler registered per pipeline name: the pipelines engine claims
// the run, gives the handler its context, and records the outcome. Import (ImportFiles), the build
// pipelines and RunTests register their handlers here; the engine knows none of them.
import type { WarehousePlacement } from '../../warehouse/warehouse-placement.port.js';

export interface RunLogOptions {
  level?: 'info' | 'warn' | 'error';
  step?: string;
  detail?: Record<string, unknown>;
}

/** A log line made at `at`, written later with others (RunContext.logLines). */
export interface RunLogLine {
  message: string;
  options?: RunLogOptions;
  at: Date;
}

export interface RunContext {
  run: {
    id: string;
    engagementId: string;
    tenantId: string;
    pipelineName: string;
    layerName: string;
    parameters: Record<string, unknown>;
    startedById: string | null;
  };
  /** Appends a line to the run's step log (kept in the metadata store, shown live on the run page). */
  log(message: string, options?: RunLogOptions): Promise<void>;
  /** Appends several lines at once, in order, each with the time it was made (modules/building/log-behind.ts). */
  logLines(lines: readonly RunLogLine[]): Promise<void>;
  /**
   * Aborted when the run is cancelled, passes its time limit, or the worker shuts down; its
   * `reason` is a RunAbortReason. Long work (warehouse queries) must stop when it fires.
   */
  signal: AbortSignal;
  /** Records the node model commit the run read (build and test runs). */
  setCommit(oid: string): Promise<void>;
  /**
   * Where the engagement's warehouse is, looked up once as the run starts (alongside the handler's
   * own first reads); a run hands it to the warehouse when it opens it. Rejects with a WarehouseError
   * when the engagement's configuration cannot be followed (a run that opens no warehouse never sees it).
   */
  warehouse: Promise<WarehousePlacement>;
}

export type RunAbortReason = 'cancelled' | 'timeout' | 'shutdown';

export interface RunOutcome {
  /** Shown as the run's message. */
  message?: string;
  result?: Record<string, unknown>;
}

/** A failure whose message is meant for the user as it is (it names the file, line, node...). */
export class RunFailure extends Error {}

export type RunHandler = (ctx: RunContext) => Promise<RunOutcome>;

/** A run that ended without its handler seeing the end: cancelled while Queued, or its worker died. */
export interface AbandonedRun {
  id: string;
  engagementId: string;
  pipelineName: string;
  parameters: Record<string, unknown>;
}

export interface RunHandlerOptions {
  /** Undoes what starting the run set up (e.g. files marked Enqueued) when the handler cannot. */
  onAbandoned?: (run: AbandonedRun) => Promise<void>;
  /**
   * Completes a run's parameters when it is queued (e.g. the build runs' Branch: the engagement's
   * published branch), so the run shows, and a rerun repeats, what it will run.
   */
  prepare?: (engagementId: string, parameters: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

export class RunHandlers {
  private readonly handlers = new Map<string, RunHandler>();
  private readonly abandonedHooks = new Map<string, NonNullable<RunHandlerOptions['onAbandoned']>>();
  private readonly prepareHooks = new Map<string, NonNullable<RunHandlerOptions['prepare']>>();

  register(pipelineName: string, handler: RunHandler, options: RunHandlerOptions = {}) {
    this.handlers.set(pipelineName, handler);
    if (options.onAbandoned) this.abandonedHooks.set(pipelineName, options.onAbandoned);
    if (options.prepare) this.prepareHooks.set(pipelineName, options.prepare);
  }

  /** The parameters a run of `pipelineName` is queued with (RunHandlerOptions.prepare). */
  async prepare(pipelineName: string, engagementId: string, parameters: Record<string, unknown>) {
    const hook = this.prepareHooks.get(pipelineName);
    return hook ? hook(engagementId, parameters) : parameters;
  }

  get(pipelineName: string): RunHandler | undefined {
    return this.handlers.get(pipelineName);
  }

  /** Tells the run's pipeline that the run ended without its handler (see AbandonedRun). */
  async abandoned(run: AbandonedRun): Promise<void> {
    await this.abandonedHooks.get(run.pipelineName)?.(run);
  }
}
