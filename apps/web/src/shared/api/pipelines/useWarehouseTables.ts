import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { pipelineKeys } from './keys';

/** The tables of the engagement's warehouse with their row counts and columns. */
export function useWarehouseTables(engagementId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: pipelineKeys.tables(engagementId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/pipelines/engagements/{engagementId}/warehouse/tables', {
        params: { path: { engagementId } },
        signal,
      });
      return data;
    },
    enabled,
    // Imports and builds change the tables: every screen that opens reads them again (a New node's
    // "Start from table" must offer the table the import just made), while one screen shares one read.
    refetchOnMount: 'always',
  });
}
