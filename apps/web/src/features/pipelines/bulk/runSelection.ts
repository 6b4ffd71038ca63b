// The monitor's selection across pages: the runs ticked (kept whole, so the bar can count what each
// action applies to while their page is not shown), capped at what one bulk request takes.
import { MAX_BULK_RUNS, type PipelineRun } from '@cairn/contracts';

export type BulkAction = 'cancel' | 'rerun';

/** The selected runs a bulk action applies to: cancel the running ones, rerun the finished ones. */
export function runsForAction(selected: readonly PipelineRun[], action: BulkAction): string[] {
  return selected.filter((run) => run.abilities[action]).map((run) => run.id);
}

/** A run the caller can do something with in bulk (it gets a checkbox). */
export const isBulkSelectable = (run: PipelineRun) => run.abilities.cancel || run.abilities.rerun;

/**
 * The new selection from the table's ticked ids: runs it reports are taken as it reports them (its
 * latest poll), ids of other pages keep the run remembered. Above MAX_BULK_RUNS the earliest
 * ticked are kept and `capped` says some were left out.
 */
export function nextSelection(
  previous: ReadonlyMap<string, PipelineRun>,
  ids: readonly string[],
  rows: readonly (PipelineRun | undefined)[],
): { selected: Map<string, PipelineRun>; capped: boolean } {
  const reported = new Map(rows.filter((row): row is PipelineRun => !!row).map((row) => [row.id, row]));
  const kept = [...previous.keys()].filter((id) => ids.includes(id));
  const added = ids.filter((id) => !previous.has(id));
  const ordered = [...kept, ...added];
  const selected = new Map<string, PipelineRun>();
  for (const id of ordered.slice(0, MAX_BULK_RUNS)) {
    const run = reported.get(id) ?? previous.get(id);
    if (run) selected.set(id, run);
  }
  return { selected, capped: ordered.length > MAX_BULK_RUNS };
}
