import type { PagedQuery } from '@cairn/contracts';
import { api } from '../api';
import { usePickerPages } from '../pickers/pickerPages';
import { userKeys } from './keys';

/** The users a picker offers: searched by name and e-mail on the server, a page at a time. */
export function useUserChoices(search: string, enabled: boolean) {
  return usePickerPages(
    userKeys.choices(),
    async (query: PagedQuery, signal) => {
      const { data } = await api.GET('/api/authorization/users', {
        params: { query: { ...query, sort: 'name' } },
        signal,
      });
      return data;
    },
    search,
    enabled,
  );
}
