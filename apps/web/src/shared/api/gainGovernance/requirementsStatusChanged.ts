import type { QueryClient } from '@tanstack/react-query';
import { gainGovernanceKeys } from './keys';

/**
 * After a change of the requirements status (a new status, or an Admin's revert of the sign-off):
 * the answer is the status now, and every editing screen's sign-off lock follows it.
 */
export function requirementsStatusChanged(queryClient: QueryClient, engagementId: string, answer: unknown) {
  queryClient.setQueryData(gainGovernanceKeys.requirementsStatus(engagementId), answer);
  void queryClient.invalidateQueries({ queryKey: gainGovernanceKeys.signOff(engagementId) });
}
