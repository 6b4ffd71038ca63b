import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@cairn/contracts';
import { apiFetch } from '../client';
import { profileKeys } from '../profile/keys';

/** PUT /api/engagements/current. Resetting the workspace is useSwitchEngagement's job. */
export function useSetCurrentEngagement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (engagementId: string | null) =>
      apiFetch<{ engagementId: string | null }>('/api/engagements/current', {
        method: 'PUT',
        json: { engagementId },
      }),
    onSuccess: ({ engagementId }) => {
      // Show the new engagement at once; the refetch below confirms the tenant status.
      queryClient.setQueryData<CurrentUser>(
        profileKeys.me(),
        (user) =>
          user && {
            ...user,
            currentEngagementId: engagementId,
            tenantStatus: engagementId
              ? 'ok'
              : user.tenantStatus === 'noTenant'
                ? 'noTenant'
                : 'noSelectedTenant',
          },
      );
    },
  });
}
