import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { orchestrationKeys } from './keys';
import { isOpenRun } from './runFinished';

/** The run page follows its steps this often while the run is open. */
export const LIVE_ORCHESTRATION_RUN_MS = 2000;
/** ...and this long after it ended, until its alert is told (sent after the run ends). */
const ALERT_GRACE_MS = 30_000;

type Run = NonNullable<Awaited<ReturnType<typeof fetchRun>>>;
const awaitsAlert = (run: Run) =>
  !run.alertOutcome && !!run.endedAt && Date.now() - Date.parse(run.endedAt) < ALERT_GRACE_MS;

async function fetchRun(engagementId: string, runId: string, signal: AbortSignal) {
  const { data } = await api.GET('/api/orchestrations/engagements/{engagementId}/runs/{orchestrationRunId}', {
    params: { path: { engagementId, orchestrationRunId: runId } },
    signal,
  });
  return data;
}

export function useOrchestrationRun(engagementId: string | null | undefined, runId: string) {
  return useQuery({
    queryKey: orchestrationKeys.run(engagementId ?? '', runId),
    queryFn: ({ signal }) => fetchRun(engagementId!, runId, signal),
    enabled: !!engagementId && !!runId,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && !isOpenRun(query.state.data) && !awaitsAlert(query.state.data)
        ? false
        : LIVE_ORCHESTRATION_RUN_MS,
  });
}
