import type { PagedQuery } from '@cairn/contracts';
import { api } from '../api';
import type { FeedbackFilter } from './keys';

/** A page of feedback and help requests for a filter (newest first unless sorted otherwise). */
export async function fetchFeedbackList(query: PagedQuery, filter: FeedbackFilter, signal?: AbortSignal) {
  const { data } = await api.GET('/api/feedback', {
    params: { query: { ...(query as PagedQuery<'createdAt' | 'status' | 'kind'>), ...filter } },
    signal,
  });
  return data;
}
