import { useQuery } from '@tanstack/react-query';
import { decodeQuery, type NamedQuery } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import type { NamedQueryKind } from '../nodeModelLayers';
import { nodeModelKeys } from './keys';
import { refAddress, encodePart, type NodeRef } from './nodeModelAddresses';

/** One source or category with its query (decoded to text here). */
export function useNamedQuery(ref: NodeRef | null, kind: NamedQueryKind | null, name: string | undefined) {
  return useQuery({
    queryKey:
      ref && kind && name ? nodeModelKeys.namedQuery(ref, kind, name) : [...nodeModelKeys.all, 'none'],
    queryFn: () => apiFetch<NamedQuery>(`${refAddress(ref!)}/${kind}/${encodePart(name!)}`),
    select: (item): NamedQuery => ({ ...item, query: decodeQuery(item.query) }),
    enabled: !!ref && !!kind && !!name,
  });
}
