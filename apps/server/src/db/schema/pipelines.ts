// Pipelines and their runs. A run is also the durable job the worker claims: the worker takes a
// Queued run with FOR UPDATE SKIP LOCKED, stamps its id and a heartbeat, and a run whose heartbeat
// is older than the window is failed by any other worker (see jobs/).
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { RUN_STATUSES } from '@cairn/contracts';
import { idColumn, engagementColumn, tenantColumn, nowColumn, timestampColumn } from './columns.js';

export const pipelines = pgTable(
  'pipelines',
  {
    engagementId: engagementColumn(),
    name: text().notNull(),
    /** import | model | filtering | labeling | analytical | test */
    layer: text().notNull(),
    shortName: text().notNull(),
    isHidden: boolean().notNull().default(false),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.engagementId, t.name] })],
);

export const pipelineRuns = pgTable(
  'pipeline_runs',
  {
    id: idColumn(),
    engagementId: engagementColumn(),
    /** The engagement's tenant, kept on the run so the fair claim counts runs per tenant by itself. */
    tenantId: tenantColumn(),
    pipelineName: text().notNull(),
    layerName: text().notNull(),
    parameters: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text({ enum: RUN_STATUSES }).notNull().default('Queued'),
    message: text(),
    /** When the run was asked for (the spec's runStart); startedAt is when a worker took it. */
    runStart: nowColumn(),
    startedAt: timestampColumn(),
    runEnd: timestampColumn(),
    startedById: uuid(),
    startedByType: text({ enum: ['User', 'Application', 'Orchestration'] }),
    startedByName: text(),
    rerunOf: uuid(),
    /** The node model commit a build or test run read (issue 6). */
    commit: text(),
    /** What the run produced (row counts, tables, test results summary). */
    result: jsonb().$type<Record<string, unknown>>(),
    timeLimitSeconds: integer().notNull(),
    workerId: text(),
    heartbeatAt: timestampColumn(),
    cancelRequestedAt: timestampColumn(),
  },
  (t) => [
    index('pipeline_runs_engagement_idx').on(t.engagementId, t.runStart),
    index('pipeline_runs_status_idx').on(t.status, t.runStart),
  ],
);

/** The step log of a run: one row per line, in order. */
export const pipelineRunLog = pgTable(
  'pipeline_run_log',
  {
    runId: uuid()
      .notNull()
      .references(() => pipelineRuns.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    at: nowColumn(),
    level: text({ enum: ['info', 'warn', 'error'] })
      .notNull()
      .default('info'),
    step: text(),
    message: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.seq] })],
);

/**
 * One row per engagement whose warehouse a run is writing: the primary key makes two workers
 * unable to hold the same engagement at once, different engagements run in parallel.
 */
export const warehouseLeases = pgTable('warehouse_leases', {
  engagementId: engagementColumn().primaryKey(),
  runId: uuid()
    .notNull()
    .references(() => pipelineRuns.id, { onDelete: 'cascade' }),
  workerId: text().notNull(),
  acquiredAt: nowColumn(),
});
