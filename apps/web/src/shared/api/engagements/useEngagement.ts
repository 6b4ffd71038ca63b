import { useQuery } from '@tanstack/react-query';
import type { Engagement } from '@cairn/contracts';
import { apiFetch } from '../client';
import { engagementKeys } from './keys';

export function useEngagement(engagementId: string | null | undefined) {
  return useQuery({
    queryKey: engagementKeys.detail(engagementId ?? ''),
    queryFn: () => apiFetch<Engagement>(`/api/engagements/${encodeURIComponent(engagementId!)}`),
    enabled: !!engagementId,
  });
}
