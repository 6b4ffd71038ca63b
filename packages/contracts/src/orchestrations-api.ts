// API shapes of orchestrations (engagement feature Workflow, issue 28; docs/orchestrations.md).
// Routes, under /api/orchestrations/engagements/:engagementId:
//   GET    /orchestrations                       -> Orchestration[]            (Pipelines.Read)
//   POST   /orchestrations       OrchestrationSave -> Orchestration           (Pipelines.Write)
//   GET    /orchestrations/:id                   -> Orchestration             (Pipelines.Read)
//   PUT    /orchestrations/:id   OrchestrationSave & { version } -> Orchestration (Pipelines.Write; 409 when not the newest version)
//   DELETE /orchestrations/:id                   -> 204                       (Pipelines.Write)
//   GET    /orchestrations/:id/versions          -> OrchestrationVersion[]    (Pipelines.Read)
//   GET    /schedule-preview?cron=&timeZone=     -> SchedulePreview           (Pipelines.Read)
//   POST   /orchestrations/:id/runs              -> OrchestrationRun  (Run now; Pipelines.Start)
//   GET    /runs?orchestrationId=&page=&pageSize= -> paged OrchestrationRun    (Pipelines.Read)
//   GET    /runs/:orchestrationRunId                          -> OrchestrationRun          (Pipelines.Read)
//   POST   /runs/:orchestrationRunId/cancel                   -> OrchestrationRun          (Pipelines.Start)
//   POST   /runs/:orchestrationRunId/rerun    { fromFailedStep } -> OrchestrationRun        (Pipelines.Start)
// And the signed-in user's own alert e-mails (profile page):
//   GET    /api/profile/me/alerts                -> AlertPreferences
//   PUT    /api/profile/me/alerts   AlertPreferences -> AlertPreferences
import { z } from 'zod';
import './zod-messages.js';
import { paged } from './api.js';
import { PIPELINE_NAMES, RUN_STATUSES } from './pipelines-api.js';

export const MAX_ORCHESTRATION_STEPS = 50;
export const MAX_ORCHESTRATION_RETRIES = 5;
export const MAX_ORCHESTRATION_TIME_LIMIT_MINUTES = 24 * 60;
export const DEFAULT_ORCHESTRATION_TIME_LIMIT_MINUTES = 120;
export const DEFAULT_RETRY_DELAY_SECONDS = 60;
/** How many coming times of a schedule the editor shows. */
export const SCHEDULE_PREVIEW_COUNT = 5;
/** A step's name: what other steps' dependsOn names it by. */
export const STEP_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

/** Pipelines a step may run: every layer's pipelines (s.7), the test layer's by TestLayer. */
export const ORCHESTRATION_PIPELINES = Object.entries(PIPELINE_NAMES).flatMap(([layer, names]) =>
  names.map((pipelineName) => ({ layer: layer === 'test' ? 'TestLayer' : layer, pipelineName })),
);

export const orchestrationStepSchema = z.object({
  name: z.string().regex(STEP_NAME_PATTERN, 'Use letters, digits, - and _ (start with a letter)'),
  /** A layer of LAYERS, or TestLayer (as a run is started). */
  layer: z.string().min(1).max(50),
  pipelineName: z.string().min(1).max(100),
  /** The run's parameters, as the Run screens send them (Branch, ActiveNodes, ...). */
  parameters: z.record(z.string().max(100), z.unknown()).default({}),
  /** Steps that must succeed before this one starts. */
  dependsOn: z.array(z.string().max(40)).max(MAX_ORCHESTRATION_STEPS).default([]),
  retries: z.number().int().min(0).max(MAX_ORCHESTRATION_RETRIES).default(0),
  /** Wait before the first retry; each next retry waits twice as long. */
  retryDelaySeconds: z.number().int().min(1).max(3600).default(DEFAULT_RETRY_DELAY_SECONDS),
});
export type OrchestrationStep = z.infer<typeof orchestrationStepSchema>;

export const OVERLAP_POLICIES = ['skip', 'queue'] as const;
export const MISSED_RUN_POLICIES = ['skip', 'runOnce'] as const;

export const orchestrationScheduleSchema = z.object({
  /** Five fields (minute hour day month weekday), or six with seconds first. */
  cron: z.string().trim().min(1).max(100),
  /** An IANA time zone (Europe/Amsterdam); the schedule follows its daylight-saving changes. */
  timeZone: z.string().min(1).max(64),
});
export type OrchestrationSchedule = z.infer<typeof orchestrationScheduleSchema>;

/**
 * When an orchestration alerts: which of its endings, and where besides the e-mails of those who
 * chose them on their profile (alertPreferencesSchema): a webhook, signed with the secret.
 */
export const orchestrationAlertsSchema = z.object({
  onFailure: z.boolean().default(true),
  /** A run that succeeded after the run before it failed. */
  onRecovery: z.boolean().default(true),
  /** A run still going after this many minutes (once per run); null: never. */
  longerThanMinutes: z
    .number()
    .int()
    .min(1)
    .max(MAX_ORCHESTRATION_TIME_LIMIT_MINUTES)
    .nullable()
    .default(null),
  /** POSTed a JSON body signed with HMAC-SHA256 (header X-Cairn-Signature); null: no webhook. */
  webhookUrl: z.string().trim().url().max(2000).nullable().default(null),
});
export type OrchestrationAlerts = z.infer<typeof orchestrationAlertsSchema>;
export const DEFAULT_ORCHESTRATION_ALERTS: OrchestrationAlerts = {
  onFailure: true,
  onRecovery: true,
  longerThanMinutes: null,
  webhookUrl: null,
};
export const MIN_WEBHOOK_SECRET_LENGTH = 16;

/**
 * Files arriving in a folder of the engagement's import storage (an upload, or an SFTP broker's
 * drop) start a run; the run's ImportFiles steps without files of their own import the new files.
 */
export const orchestrationFileTriggerSchema = z.object({
  /** The folder's path inside import storage, folder names separated by '/'; '' is the root. */
  folder: z.string().trim().max(1000).default(''),
  /** Which file names count, as a glob ('*.csv', 'payroll_*.xlsx'). */
  pattern: z.string().trim().min(1).max(200).default('*'),
});
export type OrchestrationFileTrigger = z.infer<typeof orchestrationFileTriggerSchema>;

export const orchestrationInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  description: z.string().max(1000).default(''),
  steps: z.array(orchestrationStepSchema).min(1).max(MAX_ORCHESTRATION_STEPS),
  schedule: orchestrationScheduleSchema.nullable().default(null),
  /** Files arriving in an import folder start a run (null: they do not). */
  fileTrigger: orchestrationFileTriggerSchema.nullable().default(null),
  /** The schedule and the file trigger are followed (Run now works either way). */
  enabled: z.boolean().default(true),
  /** A scheduled time while a run is still going: skip it, or queue it to start after. */
  overlap: z.enum(OVERLAP_POLICIES).default('skip'),
  /** Scheduled times passed while no worker ran: skip them, or run once for them. */
  missed: z.enum(MISSED_RUN_POLICIES).default('skip'),
  timeLimitMinutes: z
    .number()
    .int()
    .min(1)
    .max(MAX_ORCHESTRATION_TIME_LIMIT_MINUTES)
    .default(DEFAULT_ORCHESTRATION_TIME_LIMIT_MINUTES),
  alerts: orchestrationAlertsSchema.default(DEFAULT_ORCHESTRATION_ALERTS),
});
export type OrchestrationInput = z.input<typeof orchestrationInputSchema>;
export type OrchestrationDefinition = z.infer<typeof orchestrationInputSchema>;

/** An edit names the version it was made from: a newer save in between answers 409. */
export const orchestrationUpdateSchema = orchestrationInputSchema.extend({
  version: z.number().int().min(1),
});

/** The webhook's signing secret: sent, never answered (kept in the engagement's secret store). */
const webhookSecretField = {
  webhookSecret: z.string().min(MIN_WEBHOOK_SECRET_LENGTH).max(200).optional(),
};
export const orchestrationSaveSchema = orchestrationInputSchema.extend(webhookSecretField);
export const orchestrationSaveUpdateSchema = orchestrationUpdateSchema.extend(webhookSecretField);
export type OrchestrationSave = z.input<typeof orchestrationSaveSchema>;

export const orchestrationAbilitiesSchema = z.object({
  /** Edit and delete (Pipelines.Write). */
  write: z.boolean(),
  /** Run now, cancel, rerun (Pipelines.Start). */
  run: z.boolean(),
});

export const ORCHESTRATION_STEP_STATUSES = [
  'Waiting',
  'Running',
  'Retrying',
  'Succeeded',
  'Failed',
  'Skipped',
  'Cancelled',
] as const;
export type OrchestrationStepStatus = (typeof ORCHESTRATION_STEP_STATUSES)[number];
export const ORCHESTRATION_TRIGGERS = ['manual', 'schedule', 'file', 'rerun'] as const;

export const orchestrationRunSummarySchema = z.object({
  id: z.string(),
  status: z.enum(RUN_STATUSES),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});

export const orchestrationSchema = orchestrationInputSchema.extend({
  id: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
  /** The schedule's next times (ISO, UTC), none when there is no schedule or it is off. */
  nextRuns: z.array(z.string()),
  lastRun: orchestrationRunSummarySchema.nullable(),
  /** A webhook signing secret is kept (never returned). */
  webhookSecretSet: z.boolean(),
  abilities: orchestrationAbilitiesSchema,
});
export type Orchestration = z.infer<typeof orchestrationSchema>;

export const orchestrationVersionSchema = z.object({
  version: z.number().int(),
  savedAt: z.string(),
  savedByName: z.string().nullable(),
  definition: orchestrationInputSchema,
});
export type OrchestrationVersion = z.infer<typeof orchestrationVersionSchema>;

export const schedulePreviewQuerySchema = orchestrationScheduleSchema;
export const schedulePreviewSchema = z.object({ nextRuns: z.array(z.string()) });

export const orchestrationRunStepSchema = z.object({
  name: z.string(),
  status: z.enum(ORCHESTRATION_STEP_STATUSES),
  /** 1 for the first try; more after retries. */
  attempt: z.number().int(),
  pipelineRunId: z.string().nullable(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** When a retry will start (status Retrying). */
  retryAt: z.string().nullable(),
  message: z.string().nullable(),
});
export type OrchestrationRunStep = z.infer<typeof orchestrationRunStepSchema>;

/**
 * What an alert did (shown on the run page in the reader's language): its event, the e-mail to those
 * who chose it, and the webhook's answer. An error is the mail or web server's own words.
 */
export const alertOutcomeSchema = z.object({
  kind: z.enum(['failure', 'recovery', 'longRun']),
  mail: z.discriminatedUnion('state', [
    /** Nobody who may read the engagement's runs chose this alert. */
    z.object({ state: z.literal('nobody') }),
    z.object({ state: z.literal('sent'), recipients: z.number().int() }),
    /** Chosen by `recipients` people, but the administrator configured no e-mail server. */
    z.object({ state: z.literal('noServer'), recipients: z.number().int() }),
    z.object({ state: z.literal('failed'), error: z.string() }),
  ]),
  webhook: z.discriminatedUnion('state', [
    z.object({ state: z.literal('none') }),
    z.object({ state: z.literal('answered'), status: z.number().int() }),
    z.object({ state: z.literal('noSecret') }),
    z.object({ state: z.literal('failed'), error: z.string() }),
  ]),
});
export type AlertOutcome = z.infer<typeof alertOutcomeSchema>;

export const orchestrationRunSchema = z.object({
  id: z.string(),
  orchestrationId: z.string(),
  orchestrationName: z.string(),
  /** The version of the orchestration the run follows. */
  version: z.number().int(),
  status: z.enum(RUN_STATUSES),
  trigger: z.enum(ORCHESTRATION_TRIGGERS),
  /** The scheduled time it ran for (trigger schedule). */
  scheduledFor: z.string().nullable(),
  /** The files whose arrival started it (trigger file): paths inside import storage. */
  triggerFiles: z.array(z.string()),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  startedByName: z.string().nullable(),
  message: z.string().nullable(),
  rerunOf: z.string().nullable(),
  /** What the run's last alert did: who was e-mailed, what the webhook answered; null before any. */
  alertOutcome: alertOutcomeSchema.nullable(),
  /** The steps with their dependencies, in the definition's order. */
  steps: z.array(
    orchestrationRunStepSchema.extend({ dependsOn: z.array(z.string()), pipelineName: z.string() }),
  ),
  abilities: z.object({ cancel: z.boolean(), rerun: z.boolean() }),
});
export type OrchestrationRun = z.infer<typeof orchestrationRunSchema>;

export const orchestrationRunListQuerySchema = z.object({
  orchestrationId: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const pagedOrchestrationRunsSchema = paged(orchestrationRunSchema);

export const orchestrationRerunSchema = z.object({
  /** Keep the steps that succeeded and run the failed, cancelled and skipped ones again. */
  fromFailedStep: z.boolean().default(false),
});

/** Which orchestration alerts the signed-in user receives by e-mail (profile page). */
export const alertPreferencesSchema = z.object({
  /** A run of an orchestration of an engagement the user may read failed or timed out. */
  failure: z.boolean(),
  /** A run succeeded after the run before it failed. */
  recovery: z.boolean(),
  /** A run went on longer than its orchestration allows before alerting. */
  longRun: z.boolean(),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;
export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = {
  failure: false,
  recovery: false,
  longRun: false,
};
