// Costs (admin-console.md "Costs", issue 11), owned by modules/costs and jobs/auto-pause.ts.
// Usage is metered as it happens into one row per day, tenant, resource and meter, so the costs page
// sums at most two months of daily rows instead of recomputing anything from the storage index or
// the run history. Levels (bytes stored now) are kept beside it so that a day without uploads still
// gets its storage row from the snapshot job.
import { date, doublePrecision, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { COST_METERS, PAUSE_STATES } from '@cairn/contracts';
import { idColumn, tenantColumn, nowColumn, timestampColumn, optionalEngagementColumn } from './columns.js';

/** Which resource, meter and quantity: a day's usage and a current level are kept alike. */
const meteredResourceColumns = () => ({
  tenantId: tenantColumn(),
  /** Null for resources of the tenant itself. */
  engagementId: optionalEngagementColumn(),
  /** Where the resource lives, e.g. `engagements/Acme 2025/storage/main`; one row set per path. */
  resourcePath: text().notNull(),
  resourceName: text().notNull(),
  /** StorageRoot, Warehouse or Pipelines locally; the Azure type when read from Azure. */
  resourceType: text().notNull(),
  meter: text({ enum: COST_METERS }).notNull(),
  quantity: doublePrecision().notNull().default(0),
});

/** One day's usage of one meter of one resource: bytes stored that day (levels) or seconds used (sums). */
export const meteredUsage = pgTable(
  'metered_usage',
  {
    id: idColumn(),
    /** UTC day. */
    day: date({ mode: 'string' }).notNull(),
    ...meteredResourceColumns(),
  },
  (t) => [
    uniqueIndex('metered_usage_day_idx').on(t.tenantId, t.resourcePath, t.meter, t.day),
    index('metered_usage_tenant_day_idx').on(t.tenantId, t.day),
  ],
);

/** The current level of a level meter (bytes stored), moved by every upload and delete. */
export const usageLevels = pgTable(
  'usage_levels',
  {
    ...meteredResourceColumns(),
    updatedAt: nowColumn(),
  },
  (t) => [primaryKey({ name: 'usage_levels_pk', columns: [t.tenantId, t.resourcePath, t.meter] })],
);

/**
 * What auto-pause (or stopping cost saving) last did to a pausable resource, as the pause provider
 * reported it (modules/costs/pausing): the provider's message when it failed or cannot pause the
 * resource, and the address of Azure's long-running operation while it is Pausing or Resuming.
 */
export const pauseStates = pgTable(
  'cost_pause_states',
  {
    tenantId: tenantColumn(),
    /** A tenant resource's id, or `warehouse:<engagementId>`. */
    resourceKey: text().notNull(),
    engagementId: optionalEngagementColumn(),
    resourceName: text().notNull(),
    resourceType: text().notNull(),
    state: text({ enum: PAUSE_STATES }).notNull(),
    message: text(),
    /** Azure-AsyncOperation or Location of a pause/resume not yet ended; asked again each tick. */
    operationUrl: text(),
    changedAt: nowColumn(),
  },
  (t) => [primaryKey({ name: 'cost_pause_states_pk', columns: [t.tenantId, t.resourceKey] })],
);

/** When a scheduled costs job last ran, so that several workers run each slot once. */
export const costJobRuns = pgTable('cost_job_runs', {
  job: text().primaryKey(),
  lastRunAt: timestampColumn().notNull(),
});
