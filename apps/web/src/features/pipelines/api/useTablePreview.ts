import { useQuery } from '@tanstack/react-query';
import type { TablePreview } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { pipelineKeys } from './keys';
import { tablePreviewAddress } from './pipelinesAddresses';

/** The first rows and the row count of a warehouse table; reloaded when opened again. */
export function useTablePreview(engagementId: string | null | undefined, schema: string, table: string) {
  return useQuery({
    queryKey: pipelineKeys.tablePreview(engagementId ?? '', schema, table),
    queryFn: () => apiFetch<TablePreview>(tablePreviewAddress(engagementId!, schema, table)),
    enabled: !!engagementId && !!schema && !!table,
    staleTime: 0,
  });
}
