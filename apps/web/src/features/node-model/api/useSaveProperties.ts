import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Property } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { nodeModelKeys } from './keys';
import { refAddress, type NodeRef } from './nodeModelAddresses';

/** Replaces the node's property list. */
export function useSaveProperties(ref: NodeRef | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (properties: Property[]) =>
      apiFetch<Property[]>(`${refAddress(ref!)}/properties`, { method: 'PUT', json: properties }),
    // The dialog shows a property's rule message on its row and reports the rest.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodeModelKeys.node(ref!) }),
  });
}
