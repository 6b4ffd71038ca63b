// What build and test runs produced, per node and per test: a node's last build is shown on its
// configuration screen, and every test result is kept so a test's trend can be followed.
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { pipelineRuns } from './pipelines.js';
import { idColumn, engagementColumn, nowColumn } from './columns.js';

export const nodeBuilds = pgTable(
  'node_builds',
  {
    id: idColumn(),
    engagementId: engagementColumn(),
    runId: uuid()
      .notNull()
      .references(() => pipelineRuns.id, { onDelete: 'cascade' }),
    layer: text().notNull(),
    node: text().notNull(),
    branch: text().notNull(),
    /** Succeeded, Failed, or Stopped (a node it reads failed). */
    status: text({ enum: ['Succeeded', 'Failed', 'Stopped'] }).notNull(),
    rowCount: integer(),
    message: text(),
    /** The import tables the node's table is made from (import-lineage.ts); null when unknown. */
    sourceTables: jsonb().$type<string[]>(),
    builtAt: nowColumn(),
  },
  (t) => [index('node_builds_node_idx').on(t.engagementId, t.layer, t.node, t.builtAt)],
);

export const testResults = pgTable(
  'test_results',
  {
    id: idColumn(),
    engagementId: engagementColumn(),
    runId: uuid()
      .notNull()
      .references(() => pipelineRuns.id, { onDelete: 'cascade' }),
    branch: text().notNull(),
    node: text().notNull(),
    test: text().notNull(),
    categoryNames: jsonb().$type<string[]>().notNull().default([]),
    passed: boolean().notNull(),
    failingRowCount: integer(),
    /** Column names and the first failing rows (JSON-safe values). */
    columns: jsonb().$type<string[]>(),
    failingRows: jsonb().$type<unknown[][]>(),
    /** Why the test could not run (its query failed), when it could not. */
    message: text(),
    /**
     * The import tables the test's rows come from (through the nodes it reads); its failing rows are
     * shown only to readers of their source folders. Null when unknown (results before issue 9).
     */
    sourceTables: jsonb().$type<string[]>(),
    ranAt: nowColumn(),
  },
  (t) => [
    index('test_results_run_idx').on(t.runId),
    index('test_results_test_idx').on(t.engagementId, t.node, t.test, t.ranAt),
  ],
);
