import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Field, FieldInput } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { nodeModelKeys } from './keys';
import { refAddress, type NodeRef } from './nodeModelAddresses';

/** Replaces the node's field list (in the order given). */
export function useSaveFields(ref: NodeRef | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: FieldInput[]) =>
      apiFetch<Field[]>(`${refAddress(ref!)}/fields`, { method: 'PUT', json: fields }),
    // The dialog shows a field's rule message on its row and reports the rest.
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: nodeModelKeys.node(ref!) }),
  });
}
