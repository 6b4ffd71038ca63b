import { DEFAULT_BRANCH, type PipelineRun } from '@cairn/contracts';

/**
 * What a test run ran on, from its parameters: branch (a run queued without one gets the published
 * branch written in; older runs without one ran the default branch) and node (absent when it ran
 * every test).
 */
export function testRunScope(run: Pick<PipelineRun, 'parameters'>): {
  branch?: string;
  node?: string;
  tests?: string[];
} {
  const { Branch, Node, ActiveTests } = run.parameters;
  return {
    branch: typeof Branch === 'string' ? Branch : DEFAULT_BRANCH,
    node: typeof Node === 'string' ? Node : undefined,
    tests: Array.isArray(ActiveTests)
      ? ActiveTests.filter((t): t is string => typeof t === 'string')
      : undefined,
  };
}
