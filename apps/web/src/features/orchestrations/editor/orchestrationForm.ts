// The editor's form values and the API's shapes, both ways. The form keeps what a person edits:
// a step's pipeline as one choice ("layer/pipeline"), its parameters as key/value rows of text, the
// schedule as a switch with its cron text and zone beside it; the API keeps what the server checks.
import {
  DEFAULT_ORCHESTRATION_ALERTS,
  DEFAULT_ORCHESTRATION_TIME_LIMIT_MINUTES,
  DEFAULT_RETRY_DELAY_SECONDS,
  type MISSED_RUN_POLICIES,
  type OrchestrationSave,
  type OrchestrationStep,
  type OVERLAP_POLICIES,
} from '@cairn/contracts';
import type { Orchestration } from '../../../shared/api/orchestrations/types';

export interface ParameterRow {
  key: string;
  value: string;
}

export interface StepValues {
  name: string;
  /** `layer/pipelineName` (pipelineChoice). */
  pipeline?: string;
  dependsOn: string[];
  retries: number;
  retryDelaySeconds: number;
  parameters: ParameterRow[];
}

export interface OrchestrationFormValues {
  name: string;
  description: string;
  steps: StepValues[];
  scheduled: boolean;
  cron: string;
  timeZone: string;
  enabled: boolean;
  overlap: (typeof OVERLAP_POLICIES)[number];
  missed: (typeof MISSED_RUN_POLICIES)[number];
  timeLimitMinutes: number;
  alerts: {
    onFailure: boolean;
    onRecovery: boolean;
    longerThanMinutes: number | null;
    webhookUrl: string;
  };
  /** Empty keeps the secret the server has (or none). */
  webhookSecret: string;
  /** Files arriving in an import folder start a run (FileTriggerSection). */
  filesTrigger: boolean;
  fileFolder: string;
  filePattern: string;
}

export const pipelineChoice = (layer: string, pipelineName: string) => `${layer}/${pipelineName}`;

export function splitPipelineChoice(choice: string | undefined): { layer: string; pipelineName: string } {
  const [layer = '', pipelineName = ''] = (choice ?? '').split('/');
  return { layer, pipelineName };
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const newStep = (index: number): StepValues => ({
  name: `step${index + 1}`,
  pipeline: undefined,
  dependsOn: [],
  retries: 0,
  retryDelaySeconds: DEFAULT_RETRY_DELAY_SECONDS,
  parameters: [],
});

export function emptyFormValues(): OrchestrationFormValues {
  return {
    name: '',
    description: '',
    steps: [newStep(0)],
    scheduled: false,
    cron: '0 6 * * *',
    timeZone: browserTimeZone(),
    enabled: true,
    overlap: 'skip',
    missed: 'skip',
    timeLimitMinutes: DEFAULT_ORCHESTRATION_TIME_LIMIT_MINUTES,
    alerts: { ...DEFAULT_ORCHESTRATION_ALERTS, webhookUrl: '' },
    webhookSecret: '',
    filesTrigger: false,
    fileFolder: '',
    filePattern: '*.csv',
  };
}

// Text stays text; a value the form cannot write as text (a list, a number) is shown as JSON.
const parameterText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A value that looks like JSON (a list or an object: ["a","b"]) is sent as what it says. */
export function parameterValue(text: string): unknown {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return text;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return text;
  }
}

export function formValuesOf(orchestration: Orchestration): OrchestrationFormValues {
  return {
    name: orchestration.name,
    description: orchestration.description,
    steps: orchestration.steps.map((step) => ({
      name: step.name,
      pipeline: pipelineChoice(step.layer, step.pipelineName),
      dependsOn: step.dependsOn,
      retries: step.retries,
      retryDelaySeconds: step.retryDelaySeconds,
      parameters: Object.entries(step.parameters).map(([key, value]) => ({
        key,
        value: parameterText(value),
      })),
    })),
    scheduled: orchestration.schedule !== null,
    cron: orchestration.schedule?.cron ?? '0 6 * * *',
    timeZone: orchestration.schedule?.timeZone ?? browserTimeZone(),
    enabled: orchestration.enabled,
    overlap: orchestration.overlap,
    missed: orchestration.missed,
    timeLimitMinutes: orchestration.timeLimitMinutes,
    alerts: { ...orchestration.alerts, webhookUrl: orchestration.alerts.webhookUrl ?? '' },
    webhookSecret: '',
    filesTrigger: orchestration.fileTrigger !== null,
    fileFolder: orchestration.fileTrigger?.folder ?? '',
    filePattern: orchestration.fileTrigger?.pattern ?? '*.csv',
  };
}

/** The steps as the API and stepProblems read them. */
export function stepsOf(steps: readonly StepValues[]): OrchestrationStep[] {
  return steps.map((step) => ({
    name: step.name ?? '',
    ...splitPipelineChoice(step.pipeline),
    dependsOn: step.dependsOn ?? [],
    retries: step.retries ?? 0,
    retryDelaySeconds: step.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
    parameters: Object.fromEntries(
      (step.parameters ?? [])
        .filter((row) => row?.key)
        .map((row) => [row.key, parameterValue(row.value ?? '')]),
    ),
  }));
}

export function saveBodyOf(values: OrchestrationFormValues): OrchestrationSave {
  const webhookUrl = values.alerts.webhookUrl.trim();
  return {
    name: values.name,
    description: values.description ?? '',
    steps: stepsOf(values.steps),
    schedule: values.scheduled ? { cron: values.cron, timeZone: values.timeZone } : null,
    enabled: values.enabled,
    overlap: values.overlap,
    missed: values.missed,
    timeLimitMinutes: values.timeLimitMinutes,
    alerts: {
      onFailure: values.alerts.onFailure,
      onRecovery: values.alerts.onRecovery,
      longerThanMinutes: values.alerts.longerThanMinutes ?? null,
      webhookUrl: webhookUrl || null,
    },
    ...(values.webhookSecret ? { webhookSecret: values.webhookSecret } : {}),
    fileTrigger: values.filesTrigger
      ? {
          folder: (values.fileFolder ?? '').trim().replace(/^\/+|\/+$/g, ''),
          pattern: values.filePattern || '*',
        }
      : null,
  };
}

/**
 * The form field a server problem belongs under: `steps.2.pipelineName` (and `.layer`) under the
 * step's one pipeline choice, `schedule.cron` under the cron text; the rest name the form's own.
 */
export function formFieldOfProblem(field: string): (string | number)[] {
  const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  if (path[0] === 'steps' && (path[2] === 'pipelineName' || path[2] === 'layer'))
    return ['steps', path[1], 'pipeline'];
  if (path[0] === 'schedule') return [path[1] === 'timeZone' ? 'timeZone' : 'cron'];
  if (path[0] === 'fileTrigger') return [path[1] === 'pattern' ? 'filePattern' : 'fileFolder'];
  return path;
}
