import { useQuery } from '@tanstack/react-query';
import type { Pipeline } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { pipelineKeys } from './keys';
import { pipelinesAddress } from './pipelinesAddresses';

/** The pipelines of a layer: their short names label the runs. */
export function usePipelines(engagementId: string | null | undefined, layer: string) {
  return useQuery({
    queryKey: pipelineKeys.pipelines(engagementId ?? '', layer),
    queryFn: () =>
      apiFetch<Pipeline[]>(`${pipelinesAddress(engagementId!)}/pipelines?layer=${encodeURIComponent(layer)}`),
    enabled: !!engagementId,
    staleTime: 60_000,
  });
}
