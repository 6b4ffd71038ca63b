import type { OrchestrationRun } from '@cairn/contracts';

/** A run that can still change: its pages poll while one is shown. */
const OPEN: readonly string[] = ['Queued', 'InProgress', 'Canceling'];
export const isOpenRun = (run: Pick<OrchestrationRun, 'status'>) => OPEN.includes(run.status);
