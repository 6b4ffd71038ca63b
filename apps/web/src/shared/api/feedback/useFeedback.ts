import { useQuery } from '@tanstack/react-query';
import { api, apiAddress } from '../api';
import { feedbackKeys } from './keys';

/** One request with its whole text; undefined id: nothing open. */
export function useFeedback(id: string | undefined) {
  return useQuery({
    queryKey: feedbackKeys.detail(id ?? ''),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/feedback/{feedbackId}', {
        params: { path: { feedbackId: id! } },
        signal,
      });
      return data;
    },
    enabled: !!id,
  });
}

/** The screenshot as an image address (the browser sends the session cookie). */
export const feedbackScreenshotAddress = (id: string) =>
  apiAddress('/api/feedback/{feedbackId}/screenshot', { path: { feedbackId: id } });
