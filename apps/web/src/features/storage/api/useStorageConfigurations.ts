import { useQuery } from '@tanstack/react-query';
import type { StorageConfiguration } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { storageKeys } from './keys';
import { configurationsAddress } from './storageAddresses';

export function useStorageConfigurations(engagementId: string | null | undefined) {
  return useQuery({
    queryKey: storageKeys.configurations(engagementId ?? ''),
    queryFn: () => apiFetch<StorageConfiguration[]>(configurationsAddress(engagementId!)),
    enabled: !!engagementId,
  });
}
