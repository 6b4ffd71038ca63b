import { useQuery } from '@tanstack/react-query';
import { POLLING, type PipelineRun } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { pipelineKeys } from './keys';
import { pipelinesAddress } from './pipelinesAddresses';

/** The last runs of every layer (Overview's timeline), refreshed like the monitor. */
export function useLastRuns(engagementId: string | null | undefined, count: number, enabled = true) {
  return useQuery({
    queryKey: pipelineKeys.lastRuns(engagementId ?? '', count),
    queryFn: () => apiFetch<PipelineRun[]>(`${pipelinesAddress(engagementId!)}/runs/last?count=${count}`),
    enabled: !!engagementId && enabled,
    refetchInterval: POLLING.monitorMs,
  });
}
