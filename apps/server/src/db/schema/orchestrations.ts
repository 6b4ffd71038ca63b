// Orchestrations (issue 28, docs/orchestrations.md): a versioned definition per engagement, its runs
// and each run's steps. A step's work is an ordinary pipeline run (pipeline_runs), started by the
// orchestrator when its dependencies have succeeded; the orchestrator is the worker's loop that takes
// each due schedule and each open run under a lease in these rows, so one process acts on each.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { AlertOutcome, OrchestrationDefinition } from '@cairn/contracts';
import { RUN_STATUSES, ORCHESTRATION_STEP_STATUSES, ORCHESTRATION_TRIGGERS } from '@cairn/contracts';
import { users } from './identity.js';
import { engagementColumn, idColumn, nowColumn, tenantColumn, timestampColumn } from './columns.js';

export const orchestrations = pgTable(
  'orchestrations',
  {
    id: idColumn(),
    engagementId: engagementColumn(),
    tenantId: tenantColumn(),
    name: text().notNull(),
    /** The newest version's definition (also kept in orchestration_versions). */
    definition: jsonb().$type<OrchestrationDefinition>().notNull(),
    version: integer().notNull().default(1),
    updatedAt: nowColumn(),
    updatedByName: text(),
    /** The schedule's next time; null without a schedule or when it is off. */
    nextFireAt: timestampColumn(),
    /** With a file trigger: the newest arrival already seen (files up to it start no run). */
    filesSeenUntil: timestampColumn(),
    deleted: boolean().notNull().default(false),
  },
  (t) => [
    index('orchestrations_engagement_idx').on(t.engagementId, t.name),
    index('orchestrations_next_fire_idx').on(t.nextFireAt),
    index('orchestrations_files_seen_idx').on(t.filesSeenUntil),
  ],
);

export const orchestrationVersions = pgTable(
  'orchestration_versions',
  {
    orchestrationId: uuid()
      .notNull()
      .references(() => orchestrations.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    definition: jsonb().$type<OrchestrationDefinition>().notNull(),
    savedAt: nowColumn(),
    savedByName: text(),
  },
  (t) => [primaryKey({ columns: [t.orchestrationId, t.version] })],
);

export const orchestrationRuns = pgTable(
  'orchestration_runs',
  {
    id: idColumn(),
    orchestrationId: uuid()
      .notNull()
      .references(() => orchestrations.id, { onDelete: 'cascade' }),
    engagementId: engagementColumn(),
    tenantId: tenantColumn(),
    version: integer().notNull(),
    /** The definition the run follows, as it was when the run started. */
    definition: jsonb().$type<OrchestrationDefinition>().notNull(),
    status: text({ enum: RUN_STATUSES }).notNull().default('Queued'),
    trigger: text({ enum: ORCHESTRATION_TRIGGERS }).notNull(),
    scheduledFor: timestampColumn(),
    /** The files whose arrival started the run (paths inside import storage). */
    triggerFiles: jsonb().$type<string[]>().notNull().default([]),
    startedAt: nowColumn(),
    endedAt: timestampColumn(),
    startedById: uuid(),
    startedByName: text(),
    message: text(),
    rerunOf: uuid(),
    /** When the "longer than N minutes" alert went out (once per run). */
    longRunAlertedAt: timestampColumn(),
    /** What the last alert of the run did (who was e-mailed, what the webhook answered). */
    alertOutcome: jsonb().$type<AlertOutcome>(),
    /** Which process is advancing the run, and until when (a lease: another takes over after it). */
    leaseOwner: text(),
    leaseUntil: timestampColumn(),
  },
  (t) => [
    index('orchestration_runs_engagement_idx').on(t.engagementId, t.startedAt),
    index('orchestration_runs_orchestration_idx').on(t.orchestrationId, t.startedAt),
    index('orchestration_runs_status_idx').on(t.status),
  ],
);

export const orchestrationRunSteps = pgTable(
  'orchestration_run_steps',
  {
    runId: uuid()
      .notNull()
      .references(() => orchestrationRuns.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: integer().notNull(),
    status: text({ enum: ORCHESTRATION_STEP_STATUSES }).notNull().default('Waiting'),
    attempt: integer().notNull().default(0),
    pipelineRunId: uuid(),
    startedAt: timestampColumn(),
    endedAt: timestampColumn(),
    retryAt: timestampColumn(),
    message: text(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.name] })],
);

/** Which orchestration alerts a user receives by e-mail (their profile page); none without a row. */
export const alertPreferences = pgTable('alert_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  failure: boolean().notNull().default(false),
  recovery: boolean().notNull().default(false),
  longRun: boolean().notNull().default(false),
  updatedAt: nowColumn(),
});
