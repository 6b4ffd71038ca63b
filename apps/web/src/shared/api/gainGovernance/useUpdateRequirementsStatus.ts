import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequirementsStatusUpdate } from '@cairn/contracts';
import { api } from '../api';
import { requirementsStatusChanged } from './requirementsStatusChanged';

/** update requirements status (requirementsStatus, message). */
export function useUpdateRequirementsStatus(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RequirementsStatusUpdate) => {
      const { data } = await api.POST('/api/engagements/{engagementId}/gain/requirements-status', {
        params: { path: { engagementId } },
        body,
      });
      return data;
    },
    // The dialog shows a refusal under its fields or above the form.
    meta: { silent: true },
    onSuccess: (answer) => requirementsStatusChanged(queryClient, engagementId, answer),
  });
}
