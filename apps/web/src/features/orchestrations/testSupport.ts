// Answers of a fake orchestrations server for the component tests.
import type { Orchestration, OrchestrationRun } from '../../shared/api/orchestrations/types';

export const orchestration = (change: Partial<Orchestration> = {}): Orchestration => ({
  id: 'o-1',
  name: 'Nightly build',
  description: '',
  steps: [
    {
      name: 'model',
      layer: 'model',
      pipelineName: 'RunModel',
      parameters: { Branch: 'main' },
      dependsOn: [],
      retries: 0,
      retryDelaySeconds: 60,
    },
  ],
  schedule: null,
  fileTrigger: null,
  enabled: true,
  overlap: 'skip',
  missed: 'skip',
  timeLimitMinutes: 120,
  alerts: { onFailure: true, onRecovery: true, longerThanMinutes: null, webhookUrl: null },
  version: 3,
  updatedAt: '2026-11-28T10:00:00.000Z',
  updatedByName: 'Casey Configurer',
  nextRuns: [],
  lastRun: null,
  webhookSecretSet: false,
  abilities: { write: true, run: true },
  ...change,
});

type RunStep = OrchestrationRun['steps'][number];

export const runStep = (name: string, change: Partial<RunStep> = {}): RunStep => ({
  name,
  status: 'Succeeded',
  attempt: 1,
  pipelineRunId: `pr-${name}`,
  startedAt: '2026-11-28T10:00:00.000Z',
  endedAt: '2026-11-28T10:01:00.000Z',
  retryAt: null,
  message: null,
  dependsOn: [],
  pipelineName: 'RunModel',
  ...change,
});

export const orchestrationRun = (change: Partial<OrchestrationRun> = {}): OrchestrationRun => ({
  id: 'or-1',
  orchestrationId: 'o-1',
  orchestrationName: 'Nightly build',
  version: 3,
  status: 'Succeeded',
  trigger: 'manual',
  scheduledFor: null,
  triggerFiles: [],
  startedAt: '2026-11-28T10:00:00.000Z',
  endedAt: '2026-11-28T10:05:00.000Z',
  startedByName: 'Casey Configurer',
  message: null,
  rerunOf: null,
  alertOutcome: null,
  steps: [runStep('model')],
  abilities: { cancel: false, rerun: true },
  ...change,
});
