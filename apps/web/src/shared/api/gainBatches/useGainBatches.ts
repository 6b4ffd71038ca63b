import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { GAIN_BATCH_STATUSES } from '@cairn/contracts';
import { api } from '../api';
import { gainBatchKeys } from './keys';

/** Batches refresh while one waits for its run (Waiting) or is on its way to Gain (Received, Validated). */
export const BATCHES_POLL_MS = 5000;
const IN_PROGRESS = (['Waiting', 'Received', 'Validated'] as const).map((s) =>
  GAIN_BATCH_STATUSES.indexOf(s),
);

/** fetch batch details: newest first. */
export function useGainBatches(engagementId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: gainBatchKeys.batches(engagementId, page, pageSize),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/gain/batches', {
        params: { path: { engagementId }, query: { page, pageSize } },
        signal,
      });
      return data;
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((b) => IN_PROGRESS.includes(b.status)) ? BATCHES_POLL_MS : false,
  });
}
