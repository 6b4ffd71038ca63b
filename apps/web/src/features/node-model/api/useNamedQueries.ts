import { useQuery } from '@tanstack/react-query';
import type { NamedQuery } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import type { NamedQueryKind } from '../nodeModelLayers';
import { nodeModelKeys } from './keys';
import { refAddress, type NodeRef } from './nodeModelAddresses';

/** The sources or the categories of a node. */
export function useNamedQueries(ref: NodeRef | null, kind: NamedQueryKind | null) {
  return useQuery({
    queryKey: ref && kind ? nodeModelKeys.namedQueries(ref, kind) : [...nodeModelKeys.all, 'none'],
    queryFn: () => apiFetch<Pick<NamedQuery, 'name'>[]>(`${refAddress(ref!)}/${kind}`),
    enabled: !!ref && !!kind,
  });
}
