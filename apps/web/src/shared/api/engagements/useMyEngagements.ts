import { useQuery } from '@tanstack/react-query';
import type { Engagement } from '@cairn/contracts';
import { apiFetch } from '../client';
import { engagementKeys } from './keys';

export function useMyEngagements(enabled = true) {
  return useQuery({
    queryKey: engagementKeys.mine(),
    queryFn: () => apiFetch<Engagement[]>('/api/engagements/mine'),
    enabled,
  });
}
