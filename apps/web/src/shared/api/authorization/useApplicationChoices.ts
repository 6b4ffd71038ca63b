import type { PagedQuery } from '@cairn/contracts';
import { api } from '../api';
import { usePickerPages } from '../pickers/pickerPages';
import { applicationKeys } from './keys';

/** The applications a picker offers: searched by name and aadObjectId on the server, a page at a time. */
export function useApplicationChoices(search: string, enabled: boolean) {
  return usePickerPages(
    applicationKeys.choices(),
    async (query: PagedQuery, signal) => {
      const { data } = await api.GET('/api/authorization/applications', {
        params: { query: { ...query, sort: 'name' } },
        signal,
      });
      return data;
    },
    search,
    enabled,
  );
}
