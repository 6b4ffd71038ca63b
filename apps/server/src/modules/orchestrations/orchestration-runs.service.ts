// Runs of an engagement's orchestrations as the API sees them: Run now, the monitor's list, a run
// with its steps, cancel, and rerun (all steps, or from the failed step on). Advancing a run is the
// orchestrator's business (orchestrator.ts); this service queues and asks.
import { EventEmitter } from 'node:events';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrchestrationDefinition, OrchestrationRun, PagedMeta } from '@cairn/contracts';
import type { Db, Tx } from '../../db/client.js';
import { orchestrationRunSteps, orchestrationRuns } from '../../db/schema/orchestrations.js';
import { isUuid } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import { conflict, forbidden, notFound } from '../../http/problem.js';
import { OPEN_STATUSES, orchestrationRunAbilities } from './orchestrations.policy.js';
import {
  presentOrchestrationRun,
  type OrchestrationRunRow,
  type StepRow,
} from './orchestrations.presenter.js';
import type { OrchestrationService } from './orchestrations.service.js';
import type { OrchestrationPorts } from './ports.js';

export interface NewRun {
  orchestrationId: string;
  engagementId: string;
  tenantId: string;
  version: number;
  definition: OrchestrationDefinition;
  trigger: 'manual' | 'schedule' | 'file' | 'rerun';
  scheduledFor?: Date | null;
  triggerFiles?: string[];
  startedById?: string | null;
  startedByName?: string | null;
  rerunOf?: string | null;
  /** Steps carried over from the run this one reruns (kept as they ended there). */
  kept?: readonly StepRow[];
  /** Written as the run's status at once (a scheduled time skipped while another run went on). */
  skipped?: string;
}

/** Inserts a run and its steps (Waiting, or as kept from the run it reruns) in `tx`. */
export async function insertRun(tx: Tx | Db, run: NewRun): Promise<OrchestrationRunRow> {
  const [row] = await tx
    .insert(orchestrationRuns)
    .values({
      orchestrationId: run.orchestrationId,
      engagementId: run.engagementId,
      tenantId: run.tenantId,
      version: run.version,
      definition: run.definition,
      trigger: run.trigger,
      scheduledFor: run.scheduledFor ?? null,
      triggerFiles: run.triggerFiles ?? [],
      startedById: run.startedById ?? null,
      startedByName: run.startedByName ?? null,
      rerunOf: run.rerunOf ?? null,
      ...(run.skipped ? { status: 'Cancelled' as const, endedAt: sql`now()`, message: run.skipped } : {}),
    })
    .returning();
  if (!run.skipped)
    await tx.insert(orchestrationRunSteps).values(
      run.definition.steps.map((step, position) => {
        const kept = run.kept?.find((k) => k.name === step.name && k.status === 'Succeeded');
        return kept
          ? { ...kept, runId: row.id, position, message: `Kept from run ${run.rerunOf}` }
          : { runId: row.id, name: step.name, position };
      }),
    );
  return row;
}

/** A run of the orchestration still going (Queued, InProgress or Canceling), if there is one. */
export async function openRunOf(db: Tx | Db, orchestrationId: string): Promise<{ id: string } | undefined> {
  const [open] = await db
    .select({ id: orchestrationRuns.id })
    .from(orchestrationRuns)
    .where(
      and(
        eq(orchestrationRuns.orchestrationId, orchestrationId),
        inArray(orchestrationRuns.status, [...OPEN_STATUSES]),
      ),
    )
    .limit(1);
  return open;
}

export interface OrchestrationRunEvents {
  /** A run was queued or asked to cancel: an orchestrator in this process may act now. */
  changed: [];
}

export class OrchestrationRunService {
  readonly events = new EventEmitter<OrchestrationRunEvents>();

  constructor(
    private readonly db: Db,
    private readonly ports: OrchestrationPorts,
    private readonly definitions: OrchestrationService,
  ) {}

  private async find(engagementId: string, runId: string) {
    if (!isUuid(runId)) throw notFound('This run does not exist.');
    const [row] = await this.db
      .select()
      .from(orchestrationRuns)
      .where(and(eq(orchestrationRuns.id, runId), eq(orchestrationRuns.engagementId, engagementId)));
    if (!row) throw notFound('This run does not exist.');
    return row;
  }

  private steps(runId: string) {
    return this.db.select().from(orchestrationRunSteps).where(eq(orchestrationRunSteps.runId, runId));
  }

  private async present(row: OrchestrationRunRow, caller: Principal) {
    const permissions = await this.ports.access.permissionsAtEngagement(caller, row.engagementId);
    return presentOrchestrationRun(row, await this.steps(row.id), permissions);
  }

  /** Run now: the newest version, started by the caller. */
  async start(engagementId: string, orchestrationId: string, caller: Principal): Promise<OrchestrationRun> {
    const { tenantId } = await this.definitions.requireWorkflow(engagementId);
    const orchestration = await this.definitions.find(engagementId, orchestrationId);
    // Named before the transaction: the embedded database has one connection, which it holds.
    const { name } = await this.ports.runs.startedBy(caller);
    const row = await this.db.transaction((tx) =>
      insertRun(tx, {
        orchestrationId: orchestration.id,
        engagementId,
        tenantId,
        version: orchestration.version,
        definition: orchestration.definition,
        trigger: 'manual',
        startedById: caller.id,
        startedByName: name,
      }),
    );
    this.events.emit('changed');
    return this.present(row, caller);
  }

  async list(
    engagementId: string,
    query: { orchestrationId?: string; page: number; pageSize: number },
    caller: Principal,
  ): Promise<{ results: OrchestrationRun[]; meta: PagedMeta }> {
    await this.definitions.requireWorkflow(engagementId);
    if (query.orchestrationId !== undefined) await this.definitions.find(engagementId, query.orchestrationId);
    const where = and(
      eq(orchestrationRuns.engagementId, engagementId),
      query.orchestrationId ? eq(orchestrationRuns.orchestrationId, query.orchestrationId) : undefined,
    );
    const [rows, [{ total }]] = await Promise.all([
      this.db
        .select()
        .from(orchestrationRuns)
        .where(where)
        .orderBy(desc(orchestrationRuns.startedAt), desc(orchestrationRuns.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ total: count() }).from(orchestrationRuns).where(where),
    ]);
    const permissions = await this.ports.access.permissionsAtEngagement(caller, engagementId);
    const steps = rows.length
      ? await this.db
          .select()
          .from(orchestrationRunSteps)
          .where(
            inArray(
              orchestrationRunSteps.runId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    return {
      results: rows.map((row) =>
        presentOrchestrationRun(
          row,
          steps.filter((s) => s.runId === row.id),
          permissions,
        ),
      ),
      meta: { totalItems: total, page: query.page, pageSize: query.pageSize },
    };
  }

  async detail(engagementId: string, runId: string, caller: Principal): Promise<OrchestrationRun> {
    await this.definitions.requireWorkflow(engagementId);
    return this.present(await this.find(engagementId, runId), caller);
  }

  /** A queued run ends at once; a running one goes to Canceling and the orchestrator stops its steps. */
  async cancel(engagementId: string, runId: string, caller: Principal): Promise<OrchestrationRun> {
    await this.definitions.requireWorkflow(engagementId);
    const row = await this.find(engagementId, runId);
    const permissions = await this.ports.access.permissionsAtEngagement(caller, engagementId);
    if (!orchestrationRunAbilities(permissions, row.status).cancel) {
      if (row.status === 'Canceling') return this.present(row, caller);
      throw conflict('This run has already finished.', 'runFinished');
    }
    const { name } = await this.ports.runs.startedBy(caller);
    const [changed] = await this.db
      .update(orchestrationRuns)
      .set({ status: 'Canceling', message: `Cancelling, asked by ${name}` })
      .where(
        and(eq(orchestrationRuns.id, row.id), sql`${orchestrationRuns.status} in ('Queued', 'InProgress')`),
      )
      .returning();
    this.events.emit('changed');
    return this.present(changed ?? (await this.find(engagementId, runId)), caller);
  }

  /** A new run of a finished one's version: every step, or only those that did not succeed. */
  async rerun(
    engagementId: string,
    runId: string,
    fromFailedStep: boolean,
    caller: Principal,
  ): Promise<OrchestrationRun> {
    const { tenantId } = await this.definitions.requireWorkflow(engagementId);
    const old = await this.find(engagementId, runId);
    if (OPEN_STATUSES.includes(old.status))
      throw conflict('Only a finished run can be run again.', 'runNotFinished');
    const permissions = await this.ports.access.permissionsAtEngagement(caller, engagementId);
    if (!orchestrationRunAbilities(permissions, old.status).rerun) throw forbidden();
    const kept = fromFailedStep ? await this.steps(old.id) : [];
    const { name } = await this.ports.runs.startedBy(caller);
    const row = await this.db.transaction((tx) =>
      insertRun(tx, {
        orchestrationId: old.orchestrationId,
        engagementId,
        tenantId,
        version: old.version,
        definition: old.definition,
        trigger: 'rerun',
        triggerFiles: old.triggerFiles,
        startedById: caller.id,
        startedByName: name,
        rerunOf: old.id,
        kept,
      }),
    );
    this.events.emit('changed');
    return this.present(row, caller);
  }
}
