import type { PagedQuery } from '@cairn/contracts';
import { api } from '../api';
import { usePickerPages } from '../pickers/pickerPages';
import { tenantKeys } from './keys';

/** The tenants a picker offers (those I may read, as GET /api/tenants answers), searched by name. */
export function useTenantChoices(search: string, enabled: boolean) {
  return usePickerPages(
    tenantKeys.choices(),
    async (query: PagedQuery, signal) => {
      const { data } = await api.GET('/api/tenants', {
        params: { query: { ...query, sort: 'name' } },
        signal,
      });
      return data;
    },
    search,
    enabled,
  );
}
