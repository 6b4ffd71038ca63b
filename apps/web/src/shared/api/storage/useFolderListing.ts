import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { POLLING, type PagedQuery, type StorageObjectSortColumn } from '@cairn/contracts';
import { hasFilesInFlight } from './queueState';
import { api, type ApiData } from '../api';
import { storageKeys } from './keys';
import { pathParameter } from './storagePaths';

/** The answer of GET .../folder: the folder, a page of its objects, and what may be uploaded there. */
export type FolderListing = ApiData<'/api/storage/engagements/{engagementId}/{purpose}/folder', 'get'>;

/**
 * The folder with the page `query` of its objects (the storage manager's PagedTable); the previous
 * page stays while the next loads. A 403 (no folder access) or 404 is an answer the page shows; the
 * query cache reports only 5xx.
 */
export function useFolderListing(
  engagementId: string | null | undefined,
  purpose: string,
  path: readonly string[],
  query: PagedQuery,
) {
  return useQuery({
    queryKey: [...storageKeys.folder(engagementId ?? '', purpose, path), query],
    queryFn: async () => {
      const { data } = await api.GET('/api/storage/engagements/{engagementId}/{purpose}/folder', {
        params: {
          path: { engagementId: engagementId!, purpose },
          query: { ...pathParameter(path), ...(query as PagedQuery<StorageObjectSortColumn>) },
        },
      });
      return data;
    },
    enabled: !!engagementId,
    placeholderData: keepPreviousData,
    // Files queued for import change state on their own: follow them like the monitor does.
    refetchInterval: (q) => (hasFilesInFlight(q.state.data?.results) ? POLLING.monitorMs : false),
  });
}
