import type { PagedQuery } from '@cairn/contracts';
import { api } from '../api';
import { usePickerPages } from '../pickers/pickerPages';
import { engagementKeys } from './keys';

/** The tenants of the engagements I see, searched by name: the tenant picker of those who may not read tenants. */
export function useMyTenantChoices(search: string, enabled: boolean) {
  return usePickerPages(
    engagementKeys.mineTenantChoices(),
    async (query: PagedQuery, signal) => {
      const { data } = await api.GET('/api/engagements/mine/tenants', {
        params: { query: { ...query, sort: 'name' } },
        signal,
      });
      return data;
    },
    search,
    enabled,
  );
}
