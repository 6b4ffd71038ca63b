// Orchestrations of an engagement (feature Workflow): named, versioned definitions of steps over the
// engagement's pipelines with dependencies, retries, a time limit and a schedule. Every read and
// write is folded into the engagement of the path, so another engagement's id is simply not found.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  orchestrationInputSchema,
  SCHEDULE_PREVIEW_COUNT,
  stepProblems,
  type Orchestration,
  type OrchestrationDefinition,
  type OrchestrationInput,
  type OrchestrationSave,
  type OrchestrationSchedule,
} from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { orchestrationRuns, orchestrations, orchestrationVersions } from '../../db/schema/orchestrations.js';
import { isUuid } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import { badRequest, conflict, forbidden, notFound, type FieldError } from '../../http/problem.js';
import { orchestrationAbilities } from './orchestrations.policy.js';
import { presentOrchestration, presentVersion, type OrchestrationRow } from './orchestrations.presenter.js';
import { nextTime, nextTimes, scheduleProblem } from './schedule.js';
import type { OrchestrationPorts } from './ports.js';

/** Where an orchestration's webhook signing secret is kept in the engagement's secret store. */
export const webhookSecretKey = (orchestrationId: string) => `orchestrations/${orchestrationId}/webhook`;

/** The feature an engagement needs for its orchestrations (features.ts). */
export const WORKFLOW_FEATURE = 'Workflow';

/** A folder path as its segments ('' is the root). */
export const folderSegments = (folder: string) => folder.split('/').filter(Boolean);

/** When the schedule next fires: null without a schedule or when it is off. */
export function nextFireOf(definition: OrchestrationDefinition, from = new Date()): Date | null {
  return definition.enabled && definition.schedule ? nextTime(definition.schedule, from) : null;
}

/** 400 with every problem by its field (steps.<i>.<field>, schedule.cron, schedule.timeZone). */
export function checkDefinition(input: OrchestrationInput): OrchestrationDefinition {
  const definition = orchestrationInputSchema.parse(input);
  const errors: FieldError[] = stepProblems(definition.steps).map((p) => ({
    field: `steps.${p.step}.${p.field}`,
    message: p.message,
    key: p.key,
  }));
  const schedule = definition.schedule && scheduleProblem(definition.schedule);
  if (schedule)
    errors.push({ field: `schedule.${schedule.field}`, message: schedule.message, key: 'invalidSchedule' });
  if (errors.length) throw badRequest(errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
  return definition;
}

/** A webhook is signed: 400 when it has no secret, given now or kept from before. */
function requireSecretForWebhook(
  definition: OrchestrationDefinition,
  given: string | undefined,
  kept: boolean,
) {
  if (definition.alerts.webhookUrl && !given && !kept)
    throw badRequest('A webhook needs a signing secret.', [
      {
        field: 'webhookSecret',
        message: 'Give the secret the webhook is signed with',
        key: 'webhookSecretNeeded',
      },
    ]);
}

export class OrchestrationService {
  constructor(
    private readonly db: Db,
    private readonly ports: OrchestrationPorts,
  ) {}

  /** 409 unless the engagement has the Workflow feature; its tenant otherwise. */
  async requireWorkflow(engagementId: string) {
    const engagement = await this.ports.engagements.get(engagementId);
    if (!engagement.features.includes(WORKFLOW_FEATURE))
      throw conflict(
        'Orchestrations need the Workflow feature: turn it on for this engagement.',
        'workflowOff',
      );
    return engagement;
  }

  async find(engagementId: string, id: string): Promise<OrchestrationRow> {
    if (!isUuid(id)) throw notFound('This orchestration does not exist.');
    const [row] = await this.db
      .select()
      .from(orchestrations)
      .where(
        and(
          eq(orchestrations.id, id),
          eq(orchestrations.engagementId, engagementId),
          eq(orchestrations.deleted, false),
        ),
      );
    if (!row) throw notFound('This orchestration does not exist.');
    return row;
  }

  private async present(
    rows: OrchestrationRow[],
    caller: Principal,
    engagementId: string,
  ): Promise<Orchestration[]> {
    const permissions = await this.ports.access.permissionsAtEngagement(caller, engagementId);
    const ids = rows.map((r) => r.id);
    const secrets = await this.ports.secrets.status(engagementId, ids.map(webhookSecretKey));
    const last = ids.length
      ? await this.db
          .selectDistinctOn([orchestrationRuns.orchestrationId])
          .from(orchestrationRuns)
          .where(inArray(orchestrationRuns.orchestrationId, ids))
          .orderBy(orchestrationRuns.orchestrationId, desc(orchestrationRuns.startedAt))
      : [];
    return rows.map((row) =>
      presentOrchestration(
        row,
        row.definition.enabled && row.definition.schedule
          ? nextTimes(row.definition.schedule, SCHEDULE_PREVIEW_COUNT)
          : [],
        last.find((run) => run.orchestrationId === row.id),
        permissions,
        secrets[webhookSecretKey(row.id)] ?? false,
      ),
    );
  }

  async list(engagementId: string, caller: Principal): Promise<Orchestration[]> {
    await this.requireWorkflow(engagementId);
    const rows = await this.db
      .select()
      .from(orchestrations)
      .where(and(eq(orchestrations.engagementId, engagementId), eq(orchestrations.deleted, false)))
      .orderBy(asc(orchestrations.name));
    return this.present(rows, caller, engagementId);
  }

  async get(engagementId: string, id: string, caller: Principal): Promise<Orchestration> {
    await this.requireWorkflow(engagementId);
    const [presented] = await this.present([await this.find(engagementId, id)], caller, engagementId);
    return presented;
  }

  /**
   * A file trigger's folder must exist and be one the saver may read: 400 otherwise, by field (the
   * same answer whether it is missing or closed to them, so its existence is not told).
   */
  private async checkFileTrigger(
    engagementId: string,
    definition: OrchestrationDefinition,
    caller: Principal,
  ) {
    if (!definition.fileTrigger) return;
    const folder = folderSegments(definition.fileTrigger.folder);
    const readable =
      (await this.ports.importFiles.folderExists(engagementId, folder)) &&
      (await this.ports.access.mayReadImportFolder(caller, engagementId, folder));
    if (!readable)
      throw badRequest(
        `There is no folder ${definition.fileTrigger.folder} in import storage that you may read.`,
        [
          {
            field: 'fileTrigger.folder',
            message: 'No such folder that you may read',
            key: 'folderNotReadable',
          },
        ],
      );
  }

  /** Saving needs Pipelines.Start too: the orchestration starts pipelines on its own. */
  private async requireRun(engagementId: string, caller: Principal) {
    const permissions = await this.ports.access.permissionsAtEngagement(caller, engagementId);
    if (!orchestrationAbilities(permissions).write)
      throw forbidden(
        'Saving an orchestration needs Pipelines.Write and Pipelines.Start: it starts pipelines.',
      );
  }

  private async duplicateName(engagementId: string, name: string, except?: string) {
    const rows = await this.db
      .select({ id: orchestrations.id })
      .from(orchestrations)
      .where(
        and(
          eq(orchestrations.engagementId, engagementId),
          eq(orchestrations.deleted, false),
          sql`lower(${orchestrations.name}) = lower(${name})`,
        ),
      );
    if (rows.some((r) => r.id !== except))
      throw badRequest(`Another orchestration is named ${name}.`, [
        { field: 'name', message: 'This name is taken', key: 'duplicateOrchestrationName' },
      ]);
  }

  async create(engagementId: string, input: OrchestrationSave, caller: Principal): Promise<Orchestration> {
    const { tenantId } = await this.requireWorkflow(engagementId);
    await this.requireRun(engagementId, caller);
    const { webhookSecret, ...rest } = input;
    const definition = checkDefinition(rest);
    requireSecretForWebhook(definition, webhookSecret, false);
    await this.checkFileTrigger(engagementId, definition, caller);
    await this.duplicateName(engagementId, definition.name);
    const savedBy = (await this.ports.runs.startedBy(caller)).name;
    const row = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(orchestrations)
        .values({
          engagementId,
          tenantId,
          name: definition.name,
          definition,
          updatedByName: savedBy,
          nextFireAt: nextFireOf(definition),
          // Files already there start nothing: only those arriving from now on.
          filesSeenUntil: definition.fileTrigger ? new Date() : null,
        })
        .returning();
      await tx
        .insert(orchestrationVersions)
        .values({ orchestrationId: inserted.id, version: 1, definition, savedByName: savedBy });
      if (webhookSecret)
        await this.ports.secrets.set(tx, engagementId, webhookSecretKey(inserted.id), webhookSecret, caller);
      return inserted;
    });
    return (await this.present([row], caller, engagementId))[0];
  }

  /** Saves the next version; 409 when `version` is not the newest (someone saved in between). */
  async update(
    engagementId: string,
    id: string,
    input: OrchestrationSave & { version: number },
    caller: Principal,
  ): Promise<Orchestration> {
    await this.requireWorkflow(engagementId);
    await this.requireRun(engagementId, caller);
    const { version, webhookSecret, ...rest } = input;
    const definition = checkDefinition(rest);
    const current = await this.find(engagementId, id);
    const kept = (await this.ports.secrets.status(engagementId, [webhookSecretKey(id)]))[
      webhookSecretKey(id)
    ];
    requireSecretForWebhook(definition, webhookSecret, !!kept);
    await this.checkFileTrigger(engagementId, definition, caller);
    // A new or changed file trigger starts from now; an unchanged one keeps what it has seen.
    const sameTrigger =
      JSON.stringify(current.definition.fileTrigger) === JSON.stringify(definition.fileTrigger);
    const filesSeenUntil = !definition.fileTrigger ? null : sameTrigger ? current.filesSeenUntil : new Date();
    await this.duplicateName(engagementId, definition.name, id);
    const savedBy = (await this.ports.runs.startedBy(caller)).name;
    const row = await this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(orchestrations)
        .set({
          name: definition.name,
          definition,
          version: version + 1,
          updatedAt: sql`now()`,
          updatedByName: savedBy,
          nextFireAt: nextFireOf(definition),
          filesSeenUntil,
        })
        .where(and(eq(orchestrations.id, current.id), eq(orchestrations.version, version)))
        .returning();
      if (!updated) return undefined;
      await tx
        .insert(orchestrationVersions)
        .values({ orchestrationId: id, version: version + 1, definition, savedByName: savedBy });
      if (webhookSecret)
        await this.ports.secrets.set(tx, engagementId, webhookSecretKey(id), webhookSecret, caller);
      return updated;
    });
    if (!row)
      throw conflict(
        `Version ${current.version} was saved since you opened version ${version}: open it again to see the change.`,
        'staleVersion',
      );
    return (await this.present([row], caller, engagementId))[0];
  }

  /** Removed from the list and its schedule stops; its runs stay in the monitor's history. */
  async remove(engagementId: string, id: string, caller: Principal): Promise<void> {
    await this.requireWorkflow(engagementId);
    await this.requireRun(engagementId, caller);
    const row = await this.find(engagementId, id);
    await this.db
      .update(orchestrations)
      .set({ deleted: true, nextFireAt: null, filesSeenUntil: null })
      .where(eq(orchestrations.id, row.id));
  }

  async versions(engagementId: string, id: string) {
    await this.requireWorkflow(engagementId);
    const row = await this.find(engagementId, id);
    const rows = await this.db
      .select()
      .from(orchestrationVersions)
      .where(eq(orchestrationVersions.orchestrationId, row.id))
      .orderBy(desc(orchestrationVersions.version));
    return rows.map(presentVersion);
  }

  /** The schedule's next times, for the editor while it is typed; 400 saying what is wrong. */
  schedulePreview(schedule: OrchestrationSchedule) {
    const problem = scheduleProblem(schedule);
    if (problem)
      throw badRequest(problem.message, [
        { field: problem.field, message: problem.message, key: 'invalidSchedule' },
      ]);
    return { nextRuns: nextTimes(schedule, SCHEDULE_PREVIEW_COUNT).map((d) => d.toISOString()) };
  }
}
