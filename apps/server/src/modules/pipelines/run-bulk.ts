// The monitor's bulk actions: cancel or rerun many runs at once (up to MAX_BULK_RUNS, beyond the 25
// Dagster allows), each run on its own, and each one's outcome reported: a run of another engagement
// is "not found" like any id that names nothing here, and one refusal does not stop the rest.
import type { BulkRunAction, BulkRunResult } from '@cairn/contracts';
import type { Principal } from '../../access/principal.js';
import { HttpProblem } from '../../http/problem.js';
import type { RunService } from './runs.service.js';

export async function bulkRunAction(
  runs: Pick<RunService, 'cancel' | 'rerun'>,
  engagementId: string,
  input: BulkRunAction,
  principal: Principal,
  origin: string,
): Promise<BulkRunResult> {
  const results: BulkRunResult['results'] = [];
  for (const runId of [...new Set(input.runIds)]) {
    try {
      const run =
        input.action === 'cancel'
          ? await runs.cancel(engagementId, runId, principal, origin)
          : await runs.rerun(engagementId, runId, principal, origin);
      results.push({ runId, ok: true, run });
    } catch (err) {
      if (!(err instanceof HttpProblem)) throw err;
      results.push({ runId, ok: false, error: err.detail ?? err.title });
    }
  }
  return { results };
}
