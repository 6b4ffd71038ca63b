// How long a run or a step took, or has taken so far; null before it started.
import type { OrchestrationRunStep } from '../../../shared/api/orchestrations/types';

export function elapsedMs(startedAt: string | null, endedAt: string | null, now: number = Date.now()) {
  const start = Date.parse(startedAt ?? '');
  if (Number.isNaN(start)) return null;
  const end = endedAt ? Date.parse(endedAt) : now;
  return Number.isNaN(end) ? null : Math.max(0, end - start);
}

export const orchestrationRunDurationMs = (run: { startedAt: string; endedAt: string | null }) =>
  elapsedMs(run.startedAt, run.endedAt);

/** A step that waits or was skipped never started: it has no duration, not a running one. */
export const stepDurationMs = (step: Pick<OrchestrationRunStep, 'startedAt' | 'endedAt' | 'status'>) =>
  step.status === 'Waiting' || step.status === 'Skipped' ? null : elapsedMs(step.startedAt, step.endedAt);
