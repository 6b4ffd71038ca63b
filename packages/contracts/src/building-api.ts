// Build and test runs of the node model (workspace.md s.3 "Build node", build and testing run
// parameters; s.4 "Building"). Routes, under /api/pipelines/engagements/:engagementId:
//   GET /builds?runId=                       -> NodeBuild[]   (what one build run did per node)
//   GET /builds/last?layer=&node=            -> NodeBuild | null  (a node's last build)
//   GET /builds/latest?layer=                -> NodeBuild[]   (the last build of each node of a layer)
//   GET /test-results?runId=                 -> TestResult[]  (one test run, failing rows included)
//   GET /test-results/trend?node=&test=&limit=  -> TestResult[]  (newest first, no rows)
// Builds and test runs are started with POST /runs (pipelines-api.ts): the Build screens start the
// layer's Build<Layer> pipeline with buildRunParameters(...); the Testing build screen starts
// RunTests with layer TEST_RUN_LAYER and testRunParameters(...). The server adds EngagementId and
// TenantId. Run<Layer> pipelines (Run screens) build every node of the layer on the engagement's
// published branch (publishing-api.ts; DEFAULT_BRANCH until one is published) and RunTests without
// parameters runs every active test there: a run without Branch takes the published branch.
import { z } from 'zod';
import './zod-messages.js';
import type { NodeModelLayer } from './node-model-api.js';

export const DEFAULT_BRANCH = 'main';

/** The Build<Layer> and Run<Layer> pipeline of each buildable layer. */
export const BUILD_PIPELINES: Record<Exclude<NodeModelLayer, 'test'>, { build: string; run: string }> = {
  model: { build: 'BuildModel', run: 'RunModel' },
  filtering: { build: 'BuildFiltering', run: 'RunFiltering' },
  labeling: { build: 'BuildLabeling', run: 'RunLabeling' },
  analytical: { build: 'BuildAnalytical', run: 'RunAnalytical' },
};
export const TEST_PIPELINE = 'RunTests';

/** A row of a Build screen's table (s.3 "Build node"). */
export interface BuildNode {
  name: string;
  active: boolean;
  rebuild: boolean;
}

/** s.4: a rebuild tick also sets active. */
export function tickBuildNode(node: BuildNode, column: 'active' | 'rebuild', checked: boolean): BuildNode {
  if (column === 'rebuild') return { ...node, rebuild: checked, active: checked ? true : node.active };
  return { ...node, active: checked, rebuild: checked ? node.rebuild : false };
}

/** s.4: Build is enabled only if some node is active or rebuild. */
export const canBuild = (nodes: readonly BuildNode[]) => nodes.some((n) => n.active || n.rebuild);

export function buildRunParameters(input: {
  branch: string;
  source?: string | null;
  category?: string | null;
  nodes: readonly BuildNode[];
}) {
  return {
    Branch: input.branch,
    Source: input.source ?? null,
    Category: input.category ?? null,
    ActiveNodes: input.nodes.filter((n) => n.active || n.rebuild).map((n) => n.name),
    // s.3: "names of nodes both active and rebuild"
    RebuildNodes: input.nodes.filter((n) => n.active && n.rebuild).map((n) => n.name),
  };
}

export function testRunParameters(input: { branch: string; node: string; activeTests: readonly string[] }) {
  return { Branch: input.branch, Node: input.node, ActiveTests: [...input.activeTests] };
}

/** Parameters a build run accepts (the server validates them with this). */
export const buildRunParametersSchema = z.object({
  /** Missing: the engagement's published branch. */
  Branch: z.string().min(1).max(100).optional(),
  Source: z.string().max(100).nullish(),
  Category: z.string().max(100).nullish(),
  ActiveNodes: z.array(z.string().max(100)).max(1000).optional(),
  RebuildNodes: z.array(z.string().max(100)).max(1000).default([]),
});
export const testRunParametersSchema = z.object({
  /** Missing: the engagement's published branch. */
  Branch: z.string().min(1).max(100).optional(),
  Node: z.string().max(100).optional(),
  ActiveTests: z.array(z.string().max(100)).max(1000).optional(),
});

export const nodeBuildSchema = z.object({
  runId: z.string(),
  layer: z.string(),
  node: z.string(),
  branch: z.string(),
  status: z.enum(['Succeeded', 'Failed', 'Stopped']),
  rowCount: z.number().int().nullable(),
  message: z.string().nullable(),
  /** ISO time */
  builtAt: z.string(),
});

/**
 * A test's outcome (workspace.md section 4, "Validation states: success, failed, error"): success, no
 * failing rows; failed, rows that break the rule; error, its query could not run (the message says why).
 */
export const TEST_STATES = ['success', 'failed', 'error'] as const;
export type TestState = (typeof TEST_STATES)[number];

/** The state of a recorded test: a test that could not run has no failing row count, only a message. */
export function testStateOf(result: { passed: boolean; failingRowCount: number | null }): TestState {
  if (result.passed) return 'success';
  return result.failingRowCount === null ? 'error' : 'failed';
}

export const testResultSchema = z.object({
  runId: z.string(),
  branch: z.string(),
  node: z.string(),
  test: z.string(),
  categoryNames: z.array(z.string()),
  passed: z.boolean(),
  state: z.enum(TEST_STATES),
  failingRowCount: z.number().int().nullable(),
  columns: z.array(z.string()).nullable(),
  /** The first failing rows (at most FAILING_ROWS_KEPT); null in a trend. */
  failingRows: z.array(z.array(z.unknown())).nullable(),
  message: z.string().nullable(),
  ranAt: z.string(),
  /** The rows come from folders the caller may not read: failingRows is null, the count stays. */
  failingRowsHidden: z.boolean().optional(),
});
export const FAILING_ROWS_KEPT = 50;

export type NodeBuild = z.infer<typeof nodeBuildSchema>;
export type TestResult = z.infer<typeof testResultSchema>;
