import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FEEDBACK_SCREENSHOT_FIELD, type FeedbackCreate, type FeedbackCreated } from '@cairn/contracts';
import { apiFetch } from '../client';
import { feedbackKeys } from './keys';

/**
 * Sends feedback or a help request. It goes up as multipart/form-data (a screenshot may travel with
 * it), which the OpenAPI document does not describe as a body, so this call stays on apiFetch.
 */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ screenshot, ...fields }: FeedbackCreate & { screenshot?: File }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (screenshot) form.append(FEEDBACK_SCREENSHOT_FIELD, screenshot);
      return apiFetch<FeedbackCreated>('/api/feedback', { method: 'POST', form });
    },
    // The dialog shows field problems under their fields and the rest above the form.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.lists() }),
  });
}
