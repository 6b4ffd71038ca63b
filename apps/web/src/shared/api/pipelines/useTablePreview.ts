import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { pipelineKeys } from './keys';

/** The first rows and the row count of a warehouse table; reloaded when opened again. */
export function useTablePreview(engagementId: string | null | undefined, schema: string, table: string) {
  return useQuery({
    queryKey: pipelineKeys.tablePreview(engagementId ?? '', schema, table),
    queryFn: async () => {
      const { data } = await api.GET(
        '/api/pipelines/engagements/{engagementId}/warehouse/tables/{schema}/{table}/preview',
        { params: { path: { engagementId: engagementId!, schema, table } } },
      );
      return data;
    },
    enabled: !!engagementId && !!schema && !!table,
    staleTime: 0,
  });
}
