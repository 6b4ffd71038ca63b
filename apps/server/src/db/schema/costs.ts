// Costs (admin-console.md "Costs", issue 11), owned by modules/costs and jobs/auto-pause.ts.
// Usage is metered as it happens into one row per day, tenant, resource and meter, so the costs page
// sums at most two months of daily rows instead of recomputing anything from the storage index or
// the run history. Levels (bytes stored now) are kept beside it so that a day without uploads still
// gets its storage row from the snapshot job.
import {
  date,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COST_METERS, PAUSE_STATES } from '@cairn/contracts';
import { engagements } from './tenancy.js';
import { idColumn, tenantColumn } from './columns.js';

/** One day's usage of one meter of one resource: bytes stored that day (levels) or seconds used (sums). */
export const meteredUsage = pgTable(
  'metered_usage',
  {
    id: idColumn(),
    /** UTC day. */
    day: date({ mode: 'string' }).notNull(),
    tenantId: tenantColumn(),
    /** Null for resources of the tenant itself. */
    engagementId: uuid().references(() => engagements.id, { onDelete: 'cascade' }),
    /** Where the resource lives, e.g. `engagements/Acme 2025/storage/main`; one row set per path. */
    resourcePath: text().notNull(),
    resourceName: text().notNull(),
    /** StorageRoot, Warehouse or Pipelines locally; the Azure type when read from Azure. */
    resourceType: text().notNull(),
    meter: text({ enum: COST_METERS }).notNull(),
    quantity: doublePrecision().notNull().default(0),
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
    tenantId: tenantColumn(),
    engagementId: uuid().references(() => engagements.id, { onDelete: 'cascade' }),
    resourcePath: text().notNull(),
    resourceName: text().notNull(),
    resourceType: text().notNull(),
    meter: text({ enum: COST_METERS }).notNull(),
    quantity: doublePrecision().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'usage_levels_pk', columns: [t.tenantId, t.resourcePath, t.meter] })],
);

/** What auto-pause last did to a pausable resource (locally: recorded, see docs/decisions.md). */
export const pauseStates = pgTable(
  'cost_pause_states',
  {
    tenantId: tenantColumn(),
    /** A tenant resource's id, or `warehouse:<engagementId>`. */
    resourceKey: text().notNull(),
    engagementId: uuid().references(() => engagements.id, { onDelete: 'cascade' }),
    resourceName: text().notNull(),
    resourceType: text().notNull(),
    state: text({ enum: PAUSE_STATES }).notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'cost_pause_states_pk', columns: [t.tenantId, t.resourceKey] })],
);

/** When a scheduled costs job last ran, so that several workers run each slot once. */
export const costJobRuns = pgTable('cost_job_runs', {
  job: text().primaryKey(),
  lastRunAt: timestamp({ withTimezone: true }).notNull(),
});
