import { describe, expect, it } from 'vitest';
import { stepLevels, stepProblems } from './orchestrations.js';

const step = (name: string, dependsOn: string[] = [], pipelineName = 'BuildModel', layer = 'model') => ({
  name,
  layer,
  pipelineName,
  dependsOn,
});

describe('orchestration steps', () => {
  it('accepts a small graph: import, then model, then tests', () => {
    const steps = [
      step('import', [], 'ImportFiles', 'import'),
      step('model', ['import']),
      step('tests', ['model'], 'RunTests', 'TestLayer'),
    ];
    expect(stepProblems(steps)).toEqual([]);
    expect(Object.fromEntries(stepLevels(steps))).toEqual({ import: 0, model: 1, tests: 2 });
  });

  it('names each problem by its step and field', () => {
    const problems = stepProblems([
      step('a'),
      step('a', ['missing']),
      step('b', [], 'BuildModel', 'filtering'),
    ]);
    expect(problems.map((p) => [p.step, p.field, p.key])).toEqual([
      [1, 'name', 'duplicateStepName'],
      [1, 'dependsOn', 'unknownDependency'],
      [2, 'pipelineName', 'unknownPipeline'],
    ]);
  });

  it('finds a circle and the steps that wait on it, and a step depending on itself', () => {
    const problems = stepProblems([
      step('a', ['c']),
      step('b', ['a']),
      step('c', ['b']),
      step('d', ['c']),
      step('e'),
    ]);
    expect(problems.filter((p) => p.key === 'dependencyCircle').map((p) => p.step)).toEqual([0, 1, 2, 3]);
    expect(stepProblems([step('self', ['self'])]).map((p) => p.key)).toEqual(['unknownDependency']);
  });
});
