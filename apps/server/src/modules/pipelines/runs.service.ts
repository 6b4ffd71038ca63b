// Pipeline runs as the API sees them: start, list, detail, cancel, rerun. Executing a run is the
// worker's business (jobs/run-worker.ts); this service only queues it, and tells a worker in this
// process at once (events) so it need not wait for its next poll.
import { EventEmitter } from 'node:events';
import { and, desc, eq, getTableColumns, gte, inArray, sql } from 'drizzle-orm';
import {
  AUDIT_ACTIONS,
  formatSort,
  MAX_RUN_PARAMETERS_BYTES,
  PAGED_COUNT_LIMIT,
  TIMELINE_RUNS,
  type PagedPipelineRuns,
  type PipelineRun,
  type PipelineRunDetail,
  type RunListQuery,
} from '@cairn/contracts';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { paginate, presentPage } from '../../db/paginate.js';
import { pipelineRuns } from '../../db/schema/pipelines.js';
import { badRequest, conflict, notFound } from '../../http/problem.js';
import { isUuid, type AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { PrincipalNames } from '../authorization/principal-directory.js';
import type { EngagementService } from '../engagements/engagements.service.js';
import type { RunHandlers } from './run-handlers.js';
import type { ProfileService } from '../profile/profile.service.js';
import { pipelineLayerOf, type PipelineService } from './pipelines.service.js';
import { appendRunLog, fromRunLogColumn, runLogColumn } from './run-log.js';
import { logVisibleTo } from './run-log-visibility.js';
import { SORT_COLUMNS } from './run-list-columns.js';
import { presentRun, presentRunDetail, type RunRow } from './run-presenter.js';
import { DIAGNOSTIC_PIPELINE } from './diagnostic-pipeline.js';
import { recordRunEvent } from './runs.audit.js';
import { FINISHED_STATUSES, loadPipelinePolicyContext } from './pipelines.policy.js';

/** Message of a Canceling run; the worker turns it into 'Cancelled by <name>' when the run stops. */
export const CANCELING_PREFIX = 'Cancelling, asked by ';
/** Parameters the server fills in; a client's values for them are dropped (any letter case). */
const SERVER_PARAMETERS = /^(engagementid|tenantid)$/i;

export interface StartRunInput {
  pipelineName: string;
  /** A layer of LAYERS, or TestLayer for the testing layer. */
  layer: string;
  parameters?: Record<string, unknown>;
}

export interface RunEvents {
  /** A run was queued: a worker in this process may claim it now. */
  queued: [];
  /** Cancel was asked for a run in progress. */
  cancel: [runId: string];
}

export class RunService {
  readonly events = new EventEmitter<RunEvents>();

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly pipelines: PipelineService,
    private readonly engagements: EngagementService,
    private readonly profiles: ProfileService,
    private readonly handlers: RunHandlers,
    private readonly access: AccessService,
    private readonly names: PrincipalNames,
  ) {}

  /** Origin of run urls when the caller has no request at hand (config, else the listen address). */
  private defaultOrigin() {
    return (
      this.config.publicUrl ??
      `http://${this.config.host === '0.0.0.0' ? 'localhost' : this.config.host}:${this.config.port}`
    );
  }

  /**
   * Queues a run of `pipelineName`. 400 when the pipeline is not one of the layer's or the
   * parameters are too large. EngagementId and TenantId are always the server's.
   */
  async startRun(
    engagementId: string,
    input: StartRunInput,
    principal: Principal | null,
    origin = this.defaultOrigin(),
  ): Promise<PipelineRun> {
    const layer = this.pipelineOf(input);
    const row = await this.queue(
      engagementId,
      { pipelineName: input.pipelineName, layerName: layer, parameters: input.parameters ?? {} },
      principal && (await this.startedBy(principal)),
      principal,
      null,
    );
    return presentRun(row, origin, await this.policyFor(principal, engagementId));
  }

  /**
   * Queues the run of an orchestration's step (modules/orchestrations): started by the orchestration
   * (its name shows as who started it), with the step's own time limit when shorter. Its id.
   */
  /**
   * Queues an orchestration step's run. `recordStep` runs in the transaction that inserts the run, so
   * the step and its run are written together: an orchestrator killed in between would otherwise
   * leave a queued run its step does not name, and the next one would queue the step again.
   */
  async startForOrchestration(
    engagementId: string,
    input: StartRunInput & { orchestrationName: string; timeLimitSeconds?: number },
    recordStep: (tx: Tx, runId: string) => Promise<void>,
  ): Promise<string> {
    const layer = this.pipelineOf(input);
    const row = await this.queue(
      engagementId,
      { pipelineName: input.pipelineName, layerName: layer, parameters: input.parameters ?? {} },
      { type: 'Orchestration', name: input.orchestrationName },
      null,
      null,
      input.timeLimitSeconds,
      recordStep,
    );
    return row.id;
  }

  /** The layer a start-run request names; 400 when it is not a layer or the pipeline not one of it. */
  private pipelineOf(input: StartRunInput) {
    const layer = pipelineLayerOf(input.layer);
    if (!layer)
      throw badRequest(`'${input.layer}' is not a layer.`, [
        { field: 'layer', message: 'Invalid value', key: 'invalidValue' },
      ]);
    const diagnostic = this.config.runs.diagnostics && input.pipelineName === DIAGNOSTIC_PIPELINE;
    if (!diagnostic && !this.pipelines.isPipelineOf(layer, input.pipelineName)) {
      throw badRequest(`'${input.pipelineName}' is not a pipeline of the ${layer} layer.`, [
        { field: 'pipelineName', message: 'Invalid value', key: 'invalidValue' },
      ]);
    }
    return layer;
  }

  private async queue(
    engagementId: string,
    run: { pipelineName: string; layerName: string; parameters: Record<string, unknown> },
    startedBy: { type: 'User' | 'Application' | 'Orchestration'; name: string } | null,
    principal: Principal | null,
    rerunOf: string | null,
    timeLimitSeconds = this.config.runs.timeLimitSeconds,
    alsoInTransaction?: (tx: Tx, runId: string) => Promise<void>,
  ) {
    const { tenantId } = await this.engagements.get(engagementId);
    const own = await this.handlers.prepare(
      run.pipelineName,
      engagementId,
      Object.fromEntries(Object.entries(run.parameters).filter(([key]) => !SERVER_PARAMETERS.test(key))),
    );
    const parameters = { ...own, EngagementId: engagementId, TenantId: tenantId };
    if (Buffer.byteLength(JSON.stringify(parameters)) > MAX_RUN_PARAMETERS_BYTES) {
      throw badRequest('The parameters are too large.', [
        {
          field: 'parameters',
          message: `Please keep the parameters under ${MAX_RUN_PARAMETERS_BYTES / 1024} KiB`,
          key: 'parametersTooLarge',
        },
      ]);
    }
    const row = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(pipelineRuns)
        .values({
          engagementId,
          tenantId,
          pipelineName: run.pipelineName,
          layerName: run.layerName,
          parameters,
          status: 'Queued',
          startedById: principal?.id ?? null,
          startedByType: startedBy?.type ?? null,
          startedByName: startedBy?.name ?? null,
          rerunOf,
          timeLimitSeconds: Math.min(timeLimitSeconds, this.config.runs.timeLimitSeconds),
        })
        .returning();
      const by = startedBy ? ` by ${startedBy.name}` : '';
      await appendRunLog(tx, inserted.id, rerunOf ? `Queued${by} as a rerun of ${rerunOf}` : `Queued${by}`);
      await recordRunEvent(tx, AUDIT_ACTIONS.runStart, inserted, principal, rerunOf ? { rerunOf } : {});
      await alsoInTransaction?.(tx, inserted.id);
      return inserted;
    });
    this.events.emit('queued');
    return row;
  }

  /** What `caller` may do with this engagement's runs (pipelines.policy.ts). */
  private policyFor(caller: Principal | null, engagementId: string) {
    return loadPipelinePolicyContext(this.access, caller, engagementId);
  }

  /** Who started a run, as the monitor shows it: a user's display name or an application's name. */
  async startedBy(principal: Principal): Promise<{ name: string; type: 'User' | 'Application' }> {
    if (principal.type === 'User')
      return { type: 'User', name: (await this.profiles.ensureProfile(principal.id)).displayName };
    return {
      type: 'Application',
      name: (await this.names.applicationName(principal.id)) ?? principal.aadObjectId,
    };
  }

  async list(
    engagementId: string,
    query: RunListQuery,
    origin: string,
    caller: Principal,
  ): Promise<PagedPipelineRuns> {
    const statuses =
      query.status === undefined ? [] : Array.isArray(query.status) ? query.status : [query.status];
    const layer = query.layer === undefined ? undefined : pipelineLayerOf(query.layer);
    if (query.layer !== undefined && !layer)
      throw badRequest(`'${query.layer}' is not a layer.`, [
        { field: 'querystring.layer', message: 'Invalid value', key: 'invalidValue' },
      ]);
    const where = and(
      eq(pipelineRuns.engagementId, engagementId),
      layer ? eq(pipelineRuns.layerName, layer) : undefined,
      gte(pipelineRuns.runStart, sql`now() - make_interval(days => ${query.daysBack})`),
      statuses.length ? inArray(pipelineRuns.status, statuses) : undefined,
    );
    // PostgreSQL puts a missing end (a run not finished) first when descending and last when
    // ascending: the order the monitor wants. Runs equal in the sort stay newest first.
    const page = await paginate(
      this.db,
      {
        page: query.page,
        pageSize: query.pageSize,
        sort: formatSort({ column: query.sortBy, direction: query.direction }),
      },
      {
        select: () => this.db.select().from(pipelineRuns).$dynamic(),
        selectWithTotal: (pagedTotal) =>
          this.db
            .select({ ...getTableColumns(pipelineRuns), pagedTotal })
            .from(pipelineRuns)
            .$dynamic(),
        // Runs grow without bound: the first page stays fast at 100,000 (issue 29).
        countUpTo: PAGED_COUNT_LIMIT,
        where,
        sortColumns: SORT_COLUMNS,
        defaultSort: '-runStart',
        tiebreak: [desc(pipelineRuns.runStart), desc(pipelineRuns.id)],
      },
    );
    const policy = await this.policyFor(caller, engagementId);
    return presentPage(page, (r) => presentRun(r, origin, policy));
  }

  /**
   * When the engagement's warehouse last changed through a run: the newest end of a finished run
   * and how many have finished (dashboards key their cached tile results on it); null before any.
   */
  async lastFinished(engagementId: string): Promise<string | null> {
    const [row] = await this.db
      .select({
        end: sql<string | null>`max(${pipelineRuns.runEnd})::text`,
        count: sql<number>`count(${pipelineRuns.runEnd})::int`,
      })
      .from(pipelineRuns)
      .where(eq(pipelineRuns.engagementId, engagementId));
    return row?.end ? `${row.end}#${row.count}` : null;
  }

  /** The last runs of every layer, newest first (Overview timeline). */
  async last(
    engagementId: string,
    origin: string,
    caller: Principal,
    count = TIMELINE_RUNS,
  ): Promise<PipelineRun[]> {
    const rows = await this.db
      .select()
      .from(pipelineRuns)
      .where(eq(pipelineRuns.engagementId, engagementId))
      .orderBy(desc(pipelineRuns.runStart), desc(pipelineRuns.id))
      .limit(count);
    const policy = await this.policyFor(caller, engagementId);
    return rows.map((r) => presentRun(r, origin, policy));
  }

  private async find(engagementId: string, runId: string): Promise<RunRow> {
    if (!isUuid(runId)) throw notFound('This run does not exist.');
    const [row] = await this.db
      .select()
      .from(pipelineRuns)
      .where(and(eq(pipelineRuns.id, runId), eq(pipelineRuns.engagementId, engagementId)));
    if (!row) throw notFound('This run does not exist.');
    return row;
  }

  /** The run with its log, as far as the caller may read it (run-log-visibility.ts). */
  async detail(
    engagementId: string,
    runId: string,
    origin: string,
    caller: Principal,
  ): Promise<PipelineRunDetail> {
    if (!isUuid(runId)) throw notFound('This run does not exist.');
    const [found] = await this.db
      .select({ row: pipelineRuns, log: runLogColumn(pipelineRuns.id) })
      .from(pipelineRuns)
      .where(and(eq(pipelineRuns.id, runId), eq(pipelineRuns.engagementId, engagementId)));
    if (!found) throw notFound('This run does not exist.');
    const shown = await logVisibleTo(this.access, caller, fromRunLogColumn(found.log));
    return presentRunDetail(found.row, shown, origin, await this.policyFor(caller, engagementId));
  }

  /**
   * A queued run is cancelled at once; a running one goes to Canceling and its worker aborts the
   * handler, which ends it as Cancelled. 409 for a finished run.
   */
  async cancel(
    engagementId: string,
    runId: string,
    principal: Principal,
    origin: string,
  ): Promise<PipelineRun> {
    const changed = await this.cancelAs(
      engagementId,
      runId,
      (await this.startedBy(principal)).name,
      principal,
    );
    return presentRun(changed, origin, await this.policyFor(principal, engagementId));
  }

  /**
   * Cancels the run in `name`'s name (a user's, or an orchestration's when its run is cancelled or
   * passes its time limit); the row as it is then.
   */
  async cancelAs(
    engagementId: string,
    runId: string,
    name: string,
    principal: Principal | null = null,
  ): Promise<RunRow> {
    // A worker may claim the run between our read and our write: each step is a conditional update.
    for (let attempt = 0; attempt < 3; attempt++) {
      const row = await this.find(engagementId, runId);
      if (row.status === 'Canceling') return row;
      if (FINISHED_STATUSES.includes(row.status))
        throw conflict('This run has already finished.', 'runFinished');
      const next = row.status === 'Queued' ? 'Cancelled' : 'Canceling';
      const changed = await this.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(pipelineRuns)
          .set(
            next === 'Cancelled'
              ? {
                  status: 'Cancelled',
                  runEnd: sql`now()`,
                  cancelRequestedAt: sql`now()`,
                  message: `Cancelled by ${name}`,
                }
              : { status: 'Canceling', cancelRequestedAt: sql`now()`, message: `${CANCELING_PREFIX}${name}` },
          )
          .where(and(eq(pipelineRuns.id, row.id), eq(pipelineRuns.status, row.status)))
          .returning();
        if (updated) {
          await appendRunLog(
            tx,
            row.id,
            next === 'Cancelled' ? `Cancelled by ${name} before it started` : `Cancel asked by ${name}`,
          );
          await recordRunEvent(tx, AUDIT_ACTIONS.runCancel, updated, principal, { status: next });
        }
        return updated;
      });
      if (!changed) continue;
      if (next === 'Canceling') this.events.emit('cancel', row.id);
      else await this.handlers.abandoned(changed);
      return changed;
    }
    throw conflict('The run changed while cancelling; try again.', 'runChanged');
  }

  /**
   * A new run of a finished one, linked to it by rerunOf: with the same parameters, or with
   * `parameters` edited from them (the server's own, EngagementId and TenantId, stay the server's).
   */
  async rerun(
    engagementId: string,
    runId: string,
    principal: Principal,
    origin: string,
    parameters?: Record<string, unknown>,
  ): Promise<PipelineRun> {
    const old = await this.find(engagementId, runId);
    if (!FINISHED_STATUSES.includes(old.status))
      throw conflict('Only a finished run can be run again.', 'runNotFinished');
    const row = await this.queue(
      engagementId,
      { pipelineName: old.pipelineName, layerName: old.layerName, parameters: parameters ?? old.parameters },
      await this.startedBy(principal),
      principal,
      old.id,
    );
    return presentRun(row, origin, await this.policyFor(principal, engagementId));
  }
}
