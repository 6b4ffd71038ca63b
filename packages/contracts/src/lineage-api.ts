// The lineage of an engagement's branch (issue 28, docs/building.md "Lineage"): every import table,
// node and test as a graph computed from their SQL, each node with its last build, and for
// straightforward SELECT lists the source columns each column is computed from.
//   GET /api/pipelines/engagements/:engagementId/lineage?branch=   -> Lineage (NodeModel.Git.Read)
import { z } from 'zod';
import './zod-messages.js';
import { nodeBuildSchema } from './building-api.js';

export const lineageColumnSchema = z.object({
  name: z.string(),
  /** The `schema.table` columns it is computed from; empty for a constant. */
  sources: z.array(z.object({ table: z.string().nullable(), column: z.string() })),
});
export type LineageColumn = z.infer<typeof lineageColumnSchema>;

export const lineageNodeSchema = z.object({
  /**
   * `schema.table` for tables and nodes (`model.employee_costs`), `source:<schema.node>/<source>`
   * for a node's sources, `test:<node>/<test>` for tests.
   */
  id: z.string(),
  kind: z.enum(['table', 'node', 'source', 'test']),
  layer: z.string(),
  name: z.string(),
  /** The node a source belongs to, or the test node a test belongs to. */
  node: z.string().nullable(),
  /** The node's last build (the caller reads pipelines); null when never built or not readable. */
  lastBuild: nodeBuildSchema.nullable(),
  /** Column-level lineage of a straightforward SELECT; null when the query is not one. */
  columns: z.array(lineageColumnSchema).nullable(),
});
export type LineageNode = z.infer<typeof lineageNodeSchema>;

export const lineageSchema = z.object({
  branch: z.string(),
  nodes: z.array(lineageNodeSchema),
  /** `from` is read by `to`. */
  edges: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type Lineage = z.infer<typeof lineageSchema>;

export const lineageQuerySchema = z.object({ branch: z.string().min(1).max(200) });

/** Every node and test downstream of `id` (what a change to it touches), nearest first. */
export function downstreamOf(lineage: Pick<Lineage, 'edges'>, id: string): string[] {
  const found: string[] = [];
  const queue = [id];
  while (queue.length) {
    const current = queue.shift()!;
    for (const edge of lineage.edges)
      if (edge.from === current && edge.to !== id && !found.includes(edge.to)) {
        found.push(edge.to);
        queue.push(edge.to);
      }
  }
  return found;
}

/**
 * The data diff of a node (issue 28): its built table (the last build, of the published branch) and
 * what the node's query on `branch` gives now, joined by `key` in the warehouse.
 *   GET /api/pipelines/engagements/:engagementId/diff?layer=&node=&branch=&key=a&key=b&page=
 */
export const DIFF_SAMPLE_PAGE_SIZE = 20;
export const dataDiffQuerySchema = z.object({
  layer: z.enum(['model', 'filtering', 'labeling', 'analytical']),
  node: z.string().min(1).max(100),
  branch: z.string().min(1).max(200),
  key: z.union([z.string().min(1).max(100), z.array(z.string().min(1).max(100)).min(1).max(10)]),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const dataDiffSchema = z.object({
  table: z.string(),
  branch: z.string(),
  key: z.array(z.string()),
  counts: z.object({ added: z.number(), removed: z.number(), changed: z.number(), same: z.number() }),
  /** Of the changed rows, how many changed in each column both sides have. */
  changedColumns: z.array(z.object({ column: z.string(), rows: z.number() })),
  /** Key values that appear more than once on each side: rows are then paired arbitrarily. */
  repeatedKeys: z.object({ table: z.number(), branch: z.number() }),
  /** Columns only one side has. */
  onlyInTable: z.array(z.string()),
  onlyInBranch: z.array(z.string()),
  /** A page of the rows that differ: added, removed, then changed, by key. */
  sample: z.array(
    z.object({
      change: z.enum(['added', 'removed', 'changed']),
      key: z.record(z.string(), z.unknown()),
      /** The table's and the branch's value of each column that changed (all columns when added or removed). */
      columns: z.array(z.object({ column: z.string(), table: z.unknown(), branch: z.unknown() })),
    }),
  ),
  page: z.number(),
  pageSize: z.number(),
});
export type DataDiff = z.infer<typeof dataDiffSchema>;

/**
 * Build impact (issue 28, docs/building.md "Build impact"): before a layer of the published branch is
 * built, each node whose query now gives a column set its built table's readers would miss — a column
 * dropped or retyped that a downstream node, source or test uses (or whose use cannot be traced) —
 * found from the query's actual output in the warehouse, no row computed.
 *   GET /api/pipelines/engagements/:engagementId/build-impact?layer=   -> BuildImpact
 */
export const buildImpactQuerySchema = z.object({
  layer: z.enum(['model', 'filtering', 'labeling', 'analytical']),
});
export const buildImpactSchema = z.object({
  branch: z.string(),
  nodes: z.array(
    z.object({
      node: z.string(),
      changes: z.array(
        z.object({
          change: z.enum(['dropped', 'typeChanged']),
          column: z.string(),
          /** typeChanged: the built table's type and the query's now. */
          from: z.string().nullable(),
          to: z.string().nullable(),
          /** The lineage ids of the readers that use the column (or may: their use is not traced). */
          readBy: z.array(z.string()),
        }),
      ),
    }),
  ),
  /** Nodes whose query cannot be described now (an error in it): their build will say why. */
  unreadable: z.array(z.object({ node: z.string(), message: z.string() })),
});
export type BuildImpact = z.infer<typeof buildImpactSchema>;
