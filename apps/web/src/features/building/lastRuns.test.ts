import { describe, expect, it } from 'vitest';
import type { PipelineRun } from '@cairn/contracts';
import { lastRunByPipeline, visiblePipelines } from './lastRuns';
import { testRunScope } from './testRunParametersText';

const run = (id: string, pipelineName: string, parameters: Record<string, unknown> = {}): PipelineRun => ({
  id,
  pipelineName,
  parameters,
  status: 'Succeeded',
  layerName: 'model',
  message: null,
  runStart: '2026-03-01T10:00:00Z',
  startedAt: null,
  runEnd: null,
  startedBy: null,
  rerunOf: null,
  url: `/pipeline-runs/${id}`,
  abilities: { view: false, cancel: false, rerun: false },
});

describe('Run screen', () => {
  it("takes each pipeline's newest run from a newest-first list", () => {
    const last = lastRunByPipeline([run('3', 'BuildModel'), run('2', 'RunModel'), run('1', 'BuildModel')]);
    expect(last.get('BuildModel')?.id).toBe('3');
    expect(last.get('RunModel')?.id).toBe('2');
  });

  it('shows hidden pipelines only to users who may change them', () => {
    const pipelines = (update: boolean) => [
      { name: 'BuildModel', isHidden: false, abilities: { update } },
      { name: 'RunModel', isHidden: true, abilities: { update } },
    ];
    expect(visiblePipelines(pipelines(false)).map((p) => p.name)).toEqual(['BuildModel']);
    expect(visiblePipelines(pipelines(true)).map((p) => p.name)).toEqual(['BuildModel', 'RunModel']);
  });

  it('reads what a test run ran on from its parameters', () => {
    expect(
      testRunScope(run('1', 'RunTests', { Branch: 'main', Node: 'checks', ActiveTests: ['a', 'b'] })),
    ).toEqual({
      branch: 'main',
      node: 'checks',
      tests: ['a', 'b'],
    });
    // A run that names no branch ran on the server's default branch.
    expect(testRunScope(run('2', 'RunTests'))).toEqual({
      branch: 'main',
      node: undefined,
      tests: undefined,
    });
  });
});
