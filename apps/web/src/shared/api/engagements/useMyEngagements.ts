import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { engagementKeys } from './keys';

export function useMyEngagements(enabled = true) {
  return useQuery({
    queryKey: engagementKeys.mine(),
    queryFn: async () => {
      const { data } = await api.GET('/api/engagements/mine');
      return data;
    },
    enabled,
  });
}
