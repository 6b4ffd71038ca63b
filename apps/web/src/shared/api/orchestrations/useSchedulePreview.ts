import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { orchestrationKeys } from './keys';

/**
 * The next times of a cron text in a time zone, as the server's scheduler computes them (a 400 says
 * what is wrong with the text; the editor shows it under the field). Pass the debounced text.
 */
export function useSchedulePreview(engagementId: string, cron: string, timeZone: string) {
  return useQuery({
    queryKey: orchestrationKeys.schedulePreview(engagementId, cron, timeZone),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/orchestrations/engagements/{engagementId}/schedule-preview', {
        params: { path: { engagementId }, query: { cron, timeZone } },
        signal,
      });
      return data;
    },
    enabled: !!cron.trim() && !!timeZone,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
