import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { gainBatchKeys } from './keys';

/** The engagement's FX rates: the FX rate configuration's warehouse tables. */
export function useGainFxRates(engagementId: string) {
  return useQuery({
    queryKey: gainBatchKeys.fxRates(engagementId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/engagements/{engagementId}/gain/fx-rates', {
        params: { path: { engagementId } },
        signal,
      });
      return data;
    },
  });
}
