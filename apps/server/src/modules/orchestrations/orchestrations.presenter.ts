// The only way orchestration rows become JSON: lease and bookkeeping columns stay inside.
import type { Orchestration, OrchestrationRun, OrchestrationVersion } from '@cairn/contracts';
import type {
  orchestrationRunSteps,
  orchestrationRuns,
  orchestrations,
  orchestrationVersions,
} from '../../db/schema/orchestrations.js';
import { orchestrationAbilities, orchestrationRunAbilities } from './orchestrations.policy.js';

export type OrchestrationRow = typeof orchestrations.$inferSelect;
export type OrchestrationRunRow = typeof orchestrationRuns.$inferSelect;
export type StepRow = typeof orchestrationRunSteps.$inferSelect;
type VersionRow = typeof orchestrationVersions.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentOrchestration(
  row: OrchestrationRow,
  nextRuns: Date[],
  lastRun: OrchestrationRunRow | undefined,
  permissions: ReadonlySet<string>,
  webhookSecretSet: boolean,
): Orchestration {
  return {
    ...row.definition,
    id: row.id,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.updatedByName,
    nextRuns: nextRuns.map((d) => d.toISOString()),
    lastRun: lastRun
      ? {
          id: lastRun.id,
          status: lastRun.status,
          startedAt: lastRun.startedAt.toISOString(),
          endedAt: iso(lastRun.endedAt),
        }
      : null,
    webhookSecretSet,
    abilities: orchestrationAbilities(permissions),
  };
}

export function presentVersion(row: VersionRow): OrchestrationVersion {
  return {
    version: row.version,
    savedAt: row.savedAt.toISOString(),
    savedByName: row.savedByName,
    definition: row.definition,
  };
}

export function presentOrchestrationRun(
  row: OrchestrationRunRow,
  steps: readonly StepRow[],
  permissions: ReadonlySet<string>,
): OrchestrationRun {
  const byName = new Map(steps.map((s) => [s.name, s]));
  return {
    id: row.id,
    orchestrationId: row.orchestrationId,
    orchestrationName: row.definition.name,
    version: row.version,
    status: row.status,
    trigger: row.trigger,
    scheduledFor: iso(row.scheduledFor),
    triggerFiles: row.triggerFiles,
    startedAt: row.startedAt.toISOString(),
    endedAt: iso(row.endedAt),
    startedByName: row.startedByName,
    message: row.message,
    rerunOf: row.rerunOf,
    alertOutcome: row.alertOutcome,
    steps: row.definition.steps.map((step) => {
      const state = byName.get(step.name);
      return {
        name: step.name,
        pipelineName: step.pipelineName,
        dependsOn: step.dependsOn,
        status: state?.status ?? 'Waiting',
        attempt: state?.attempt ?? 0,
        pipelineRunId: state?.pipelineRunId ?? null,
        startedAt: iso(state?.startedAt ?? null),
        endedAt: iso(state?.endedAt ?? null),
        retryAt: iso(state?.retryAt ?? null),
        message: state?.message ?? null,
      };
    }),
    abilities: orchestrationRunAbilities(permissions, row.status),
  };
}
