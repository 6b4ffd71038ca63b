import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POLLING, type DashboardSummary } from '@cairn/contracts';
import { apiAddress } from '../api';
import { apiFetch } from '../client';
import { dashboardKeys } from './keys';

/**
 * POST /api/engagements/:id/dashboards (multipart `file`). The list is refreshed 1337 ms after the
 * upload (workspace.md section 9), when a Power BI import has had a moment to appear. The caller
 * shows the error itself (a 415 and a definition's problems belong beside the upload button).
 */
export function useUploadDashboard(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiFetch<DashboardSummary>(
        apiAddress('/api/engagements/{engagementId}/dashboards', { path: { engagementId } }),
        { method: 'POST', form },
      );
    },
    onSuccess: () => {
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.lists(engagementId) }),
        POLLING.dashboardRefreshAfterUploadMs,
      );
    },
  });
}
