import type { FeedbackKind, FeedbackStatus } from '@cairn/contracts';

/** Feedback and help requests (the platform admins' Feedback screen). */
export interface FeedbackFilter {
  kind?: FeedbackKind;
  status?: FeedbackStatus;
}

export const feedbackKeys = {
  all: ['feedback'] as const,
  lists: () => [...feedbackKeys.all, 'list'] as const,
  list: (filter: FeedbackFilter) => [...feedbackKeys.lists(), filter] as const,
  detail: (id: string) => [...feedbackKeys.all, 'detail', id] as const,
};
