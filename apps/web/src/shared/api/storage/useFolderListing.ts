import { useQuery } from '@tanstack/react-query';
import { POLLING } from '@cairn/contracts';
import { hasFilesInFlight } from './queueState';
import { api, type ApiData } from '../api';
import { storageKeys } from './keys';
import { pathParameter } from './storagePaths';

/** The answer of GET .../folder: the folder, its objects, and what may be uploaded there. */
export type FolderListing = ApiData<'/api/storage/engagements/{engagementId}/{purpose}/folder', 'get'>;

/** A 403 (no folder access) or 404 is an answer the page shows; the query cache reports only 5xx. */
export function useFolderListing(
  engagementId: string | null | undefined,
  purpose: string,
  path: readonly string[],
) {
  return useQuery({
    queryKey: storageKeys.folder(engagementId ?? '', purpose, path),
    queryFn: async () => {
      const { data } = await api.GET('/api/storage/engagements/{engagementId}/{purpose}/folder', {
        params: { path: { engagementId: engagementId!, purpose }, query: pathParameter(path) },
      });
      return data;
    },
    enabled: !!engagementId,
    // Files queued for import change state on their own: follow them like the monitor does.
    refetchInterval: (query) => (hasFilesInFlight(query.state.data?.objects) ? POLLING.monitorMs : false),
  });
}
