import { useQuery } from '@tanstack/react-query';
import type { ScopedPrincipal } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { folderAccessKeys } from './keys';

/** Users and applications holding a role exactly at the folder's scope. */
export function useFolderHolders(scope: string, enabled: boolean) {
  return useQuery({
    queryKey: folderAccessKeys.holders(scope),
    queryFn: () =>
      apiFetch<ScopedPrincipal[]>(`/api/authorization/role-assignments?scope=${encodeURIComponent(scope)}`),
    enabled,
    staleTime: 0,
  });
}
