import { useQuery } from '@tanstack/react-query';
import type { ScopedPrincipal } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { folderAccessKeys } from './keys';

/** The users and applications of the engagement: whom a folder can be opened to. */
export function useEngagementPrincipals(engagementId: string, enabled: boolean) {
  return useQuery({
    queryKey: folderAccessKeys.principals(engagementId),
    queryFn: () =>
      apiFetch<ScopedPrincipal[]>(`/api/engagements/${encodeURIComponent(engagementId)}/principals`),
    enabled,
  });
}
