// The rules of an orchestration's steps that a schema cannot say (issue 28): names unique, every
// dependency a step of the same orchestration, no circle, a pipeline that exists. Shared by the
// editor (problems shown by their step before saving) and the server (400 with the same problems).
import { ORCHESTRATION_PIPELINES, type OrchestrationStep } from './orchestrations-api.js';

export interface StepProblem {
  /** Index of the step in the list; the field is `steps.<index>.<field>`. */
  step: number;
  field: 'name' | 'dependsOn' | 'pipelineName';
  key: 'duplicateStepName' | 'unknownDependency' | 'dependencyCircle' | 'unknownPipeline';
  message: string;
}

type StepShape = Pick<OrchestrationStep, 'name' | 'layer' | 'pipelineName' | 'dependsOn'>;

export function stepProblems(steps: readonly StepShape[]): StepProblem[] {
  const problems: StepProblem[] = [];
  const seen = new Set<string>();
  steps.forEach((step, index) => {
    if (seen.has(step.name))
      problems.push({
        step: index,
        field: 'name',
        key: 'duplicateStepName',
        message: `Another step is named ${step.name}`,
      });
    seen.add(step.name);
    if (!ORCHESTRATION_PIPELINES.some((p) => p.layer === step.layer && p.pipelineName === step.pipelineName))
      problems.push({
        step: index,
        field: 'pipelineName',
        key: 'unknownPipeline',
        message: `${step.pipelineName} is not a pipeline of the ${step.layer} layer`,
      });
    const unknown = step.dependsOn.filter(
      (name) => !steps.some((other) => other.name === name) || name === step.name,
    );
    if (unknown.length)
      problems.push({
        step: index,
        field: 'dependsOn',
        key: 'unknownDependency',
        message: `No other step is named ${unknown.join(', ')}`,
      });
  });
  for (const index of stepsInCircles(steps))
    problems.push({
      step: index,
      field: 'dependsOn',
      key: 'dependencyCircle',
      message: 'The dependencies go round in a circle',
    });
  return problems;
}

/** Indexes of steps that can never start because their dependencies lead back to themselves. */
function stepsInCircles(steps: readonly StepShape[]): number[] {
  const byName = new Map(steps.map((step) => [step.name, step]));
  const done = new Set<string>();
  let progress = true;
  // Kahn's algorithm: repeatedly take the steps whose dependencies are all taken; what stays is in
  // a circle or depends on one.
  while (progress) {
    progress = false;
    for (const step of steps) {
      if (done.has(step.name)) continue;
      if (step.dependsOn.every((name) => done.has(name) || !byName.has(name) || name === step.name)) {
        done.add(step.name);
        progress = true;
      }
    }
  }
  return steps.flatMap((step, index) => (done.has(step.name) ? [] : [index]));
}

/** The steps in an order where each comes after its dependencies (for drawing the graph by level). */
export function stepLevels(steps: readonly Pick<StepShape, 'name' | 'dependsOn'>[]): Map<string, number> {
  const levels = new Map<string, number>();
  const byName = new Map(steps.map((step) => [step.name, step]));
  const level = (name: string, path: Set<string>): number => {
    const known = levels.get(name);
    if (known !== undefined) return known;
    const step = byName.get(name);
    if (!step || path.has(name)) return 0;
    path.add(name);
    const own = Math.max(-1, ...step.dependsOn.map((dep) => level(dep, path))) + 1;
    path.delete(name);
    levels.set(name, own);
    return own;
  };
  for (const step of steps) level(step.name, new Set());
  return levels;
}
