import type { PagedQuery } from '@cairn/contracts';
import { api } from '../api';
import { usePickerPages } from '../pickers/pickerPages';
import { engagementKeys } from './keys';

/** The engagements I see (those of useMyEngagements), searched by name on the server, a page at a time. */
export function useMyEngagementChoices(search: string, enabled: boolean) {
  return usePickerPages(
    engagementKeys.mineChoices(),
    async (query: PagedQuery, signal) => {
      const { data } = await api.GET('/api/engagements/mine/page', {
        params: { query: { ...query, sort: 'name' } },
        signal,
      });
      return data;
    },
    search,
    enabled,
  );
}
