// The warehouse's tables for a configuration screen's editor (listed beside it, completed in it), for
// users who may read them; the schema the layer reads from opens first.
import { useMemo } from 'react';
import type { NodeModelLayer } from '@cairn/contracts';
import { useWarehouseTables } from '../../shared/api/pipelines/useWarehouseTables';
import { defaultStarterTable } from './starterQuery';

export function useWarehouseCatalogue(engagementId: string, layer: NodeModelLayer, canReadTables: boolean) {
  const tables = useWarehouseTables(engagementId, { enabled: canReadTables });
  return useMemo(() => {
    if (!tables.data) return undefined;
    const first = defaultStarterTable(tables.data, layer);
    return { tables: tables.data, openSchemas: first ? [first.schema] : [] };
  }, [tables.data, layer]);
}
