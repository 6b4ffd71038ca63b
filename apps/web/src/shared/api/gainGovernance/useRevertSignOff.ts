import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GainSignOffRevert } from '@cairn/contracts';
import { api } from '../api';
import { requirementsStatusChanged } from './requirementsStatusChanged';

/** An Admin's revert of the sign-off (reason): the status before it is back and editing unlocked. */
export function useRevertSignOff(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GainSignOffRevert) => {
      const { data } = await api.POST('/api/engagements/{engagementId}/gain/requirements-status/revert', {
        params: { path: { engagementId } },
        body,
      });
      return data;
    },
    // The dialog shows a refusal under its field or above the form.
    meta: { silent: true },
    onSuccess: (answer) => requirementsStatusChanged(queryClient, engagementId, answer),
  });
}
