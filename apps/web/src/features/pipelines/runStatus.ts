// Rules of the monitor and the run page (workspace.md sections 2, 4 and 9), kept pure so they are
// tested: which layer a module's monitor lists, how a status shows. What a user may do with a run
// comes with the run (its `abilities`).
import {
  RUN_STATUSES,
  runDisplay,
  TEST_RUN_LAYER,
  type Layer,
  type MenuEntry,
  type PipelineRun,
  type RunDisplay,
  type RunStatus,
} from '@cairn/contracts';
import { isFinished } from '../../shared/api/pipelines/runFinished';

/** The modules that have a monitor: the layer areas and Import. */
export type MonitorEntry = Extract<
  MenuEntry,
  'import' | 'modeling' | 'filtering' | 'labeling' | 'fxRate' | 'analytical' | 'testing'
>;

/** The module of the address -> the layer name of the API (FX rate is the gain labeling layer). */
export const LAYER_OF_ENTRY: Record<MonitorEntry, Layer> = {
  import: 'import',
  modeling: 'model',
  filtering: 'filtering',
  labeling: 'labeling',
  fxRate: 'labeling',
  analytical: 'analytical',
  testing: 'test',
};

/** Where a run of a layer is monitored; the run page's back link goes there. */
export function monitorAddress(layerName: string, isGain: boolean): string {
  switch (layerName) {
    case 'import':
      return '/import/monitor';
    case 'model':
      return '/modeling/monitor';
    case 'labeling':
      return isGain ? '/fx-rate/monitor' : '/labeling/monitor';
    case 'test':
    case TEST_RUN_LAYER:
      return '/testing/monitor';
    case 'filtering':
    case 'analytical':
      return `/${layerName}/monitor`;
    default:
      return '/overview';
  }
}

/** The run's page in Cairn (the `url` of a run points there; links stay inside the app). */
export const runPageAddress = (runId: string) => `/pipeline-runs/${encodeURIComponent(runId)}`;

/** The three groups of the legend, in the legend's order, and their tag colours. */
export const LEGEND: readonly Exclude<RunDisplay, 'other'>[] = ['success', 'running', 'failed'];
const DISPLAY_COLOUR: Record<RunDisplay, string> = {
  success: 'success',
  running: 'processing',
  failed: 'error',
  other: 'warning',
};
export const statusColour = (status: string) => DISPLAY_COLOUR[runDisplay(status)];

/** Statuses a user can filter on: every status the server knows. */
export const FILTERABLE_STATUSES: readonly RunStatus[] = RUN_STATUSES;

// A run that will not change any more: the run query's rule (it stops refreshing then).
export { isFinished };

/** Milliseconds a run took, or has taken so far; null before it started. */
export function runDurationMs(
  run: Pick<PipelineRun, 'runStart' | 'startedAt' | 'runEnd' | 'status'>,
  now: number = Date.now(),
): number | null {
  const start = Date.parse(run.startedAt ?? (run.status === 'Queued' ? '' : run.runStart));
  if (Number.isNaN(start)) return null;
  const end = run.runEnd ? Date.parse(run.runEnd) : isFinished(run.status) ? NaN : now;
  if (Number.isNaN(end)) return null;
  return Math.max(0, end - start);
}

/** 4 s, 2 m 05 s, 1 h 02 m 03 s: short and the same in every language. */
export function formatDuration(ms: number | null): string | null {
  if (ms === null) return null;
  const total = Math.round(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return `${hours} h ${two(minutes)} m ${two(seconds)} s`;
  if (minutes > 0) return `${minutes} m ${two(seconds)} s`;
  return `${seconds} s`;
}

/** Client-side sort of a page of runs by a text column; empty values last. */
export function compareText(a: string | null | undefined, b: string | null | undefined) {
  if (!a) return b ? 1 : 0;
  if (!b) return -1;
  return a.localeCompare(b);
}
