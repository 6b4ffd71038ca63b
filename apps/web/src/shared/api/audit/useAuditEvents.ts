import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditFilter, PagedQuery } from '@cairn/contracts';
import { api, apiAddress } from '../api';
import { auditKeys } from './keys';

type AuditListQuery = PagedQuery<'at'> & AuditFilter;

/** A page of the audit log for a filter (newest first unless sorted otherwise). */
export async function fetchAuditEvents(query: PagedQuery, filter: AuditFilter, signal?: AbortSignal) {
  const { data } = await api.GET('/api/audit/events', {
    params: { query: { ...(query as PagedQuery<'at'>), ...filter } satisfies AuditListQuery },
    signal,
  });
  return data;
}

/** The previous page stays while the next loads. */
export function useAuditEvents(query: PagedQuery, filter: AuditFilter) {
  return useQuery({
    queryKey: [...auditKeys.list(filter), query],
    queryFn: ({ signal }) => fetchAuditEvents(query, filter, signal),
    placeholderData: keepPreviousData,
  });
}

/** The CSV export of the same filter: a download link (the browser sends the session cookie). */
export function auditExportAddress(filter: AuditFilter) {
  const query = Object.fromEntries(
    Object.entries(filter).filter((entry): entry is [string, string] => !!entry[1]),
  );
  return apiAddress('/api/audit/events.csv', { query });
}
