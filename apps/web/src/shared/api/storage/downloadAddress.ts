import { apiAddress } from '../api';
import { pathParameter } from './storagePaths';

/** A file's content, for a download link (the browser fetches it, not the client). */
export const downloadAddress = (engagementId: string, purpose: string, filePath: readonly string[]) =>
  apiAddress('/api/storage/engagements/{engagementId}/{purpose}/files/content', {
    path: { engagementId, purpose },
    query: pathParameter(filePath),
  });
