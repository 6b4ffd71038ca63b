// The local capacities of an engagement's dashboards (issue 14, modules/dashboards/capacities): one
// row per engagement and tool once it was first turned off or on. A transition (Pausing, Resuming)
// settles at `settlesAt` into `settledState`; no row means the capacity runs.
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { DASHBOARD_CAPACITY_TOOLS } from '@cairn/contracts';
import { engagementColumn, nowColumn, timestampColumn } from './columns.js';

export const dashboardCapacities = pgTable(
  'dashboard_capacities',
  {
    engagementId: engagementColumn(),
    tool: text({ enum: DASHBOARD_CAPACITY_TOOLS }).notNull(),
    /** Pausing or Resuming while in transition, else the settled state. */
    state: text().notNull(),
    /** Where the transition ends: Paused / Suspended, or Succeeded / Online. */
    settledState: text().notNull(),
    settlesAt: timestampColumn().notNull(),
    changedAt: nowColumn(),
  },
  (t) => [primaryKey({ columns: [t.engagementId, t.tool] })],
);
