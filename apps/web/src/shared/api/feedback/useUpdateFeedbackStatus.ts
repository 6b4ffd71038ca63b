import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackStatus } from '@cairn/contracts';
import { api } from '../api';
import { feedbackKeys } from './keys';

/** New -> In progress -> Done (Feedback.Writer at /platform). */
export function useUpdateFeedbackStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: FeedbackStatus) => {
      const { data } = await api.PATCH('/api/feedback/{feedbackId}', {
        params: { path: { feedbackId: id } },
        body: { status },
      });
      return data;
    },
    onSuccess: (detail) => {
      queryClient.setQueryData(feedbackKeys.detail(id), detail);
      return queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() });
    },
  });
}
