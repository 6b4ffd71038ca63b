import { useQuery } from '@tanstack/react-query';
import { POLLING, type StorageObject } from '@cairn/contracts';
import { apiFetch } from '../../../shared/api/client';
import { hasFilesInFlight } from '../importSelection';
import { storageKeys } from './keys';
import { purposeAddress, withPath } from './storageAddresses';

/** The answer of GET .../folder (folderListingSchema of contracts). */
export interface FolderListing {
  purpose: string;
  path: string[];
  folder: StorageObject | null;
  objects: StorageObject[];
  canUpload: boolean;
  allowedExtensions: string[];
}

/** A 403 (no folder access) or 404 is an answer the page shows; the query cache reports only 5xx. */
export function useFolderListing(
  engagementId: string | null | undefined,
  purpose: string,
  path: readonly string[],
) {
  return useQuery({
    queryKey: storageKeys.folder(engagementId ?? '', purpose, path),
    queryFn: () =>
      apiFetch<FolderListing>(`${purposeAddress(engagementId!, purpose)}/folder${withPath(path)}`),
    enabled: !!engagementId,
    // Files queued for import change state on their own: follow them like the monitor does.
    refetchInterval: (query) => (hasFilesInFlight(query.state.data?.objects) ? POLLING.monitorMs : false),
  });
}
