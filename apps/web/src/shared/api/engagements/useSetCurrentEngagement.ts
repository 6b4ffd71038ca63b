import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@cairn/contracts';
import { api } from '../api';
import { profileKeys } from '../profile/keys';

/** PUT /api/engagements/current. Resetting the workspace is useSwitchEngagement's job. */
export function useSetCurrentEngagement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (engagementId: string | null) => {
      const { data } = await api.PUT('/api/engagements/current', { body: { engagementId } });
      return data;
    },
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
