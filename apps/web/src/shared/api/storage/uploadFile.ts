// One file per request through XMLHttpRequest: fetch (and so the typed client) reports no upload
// progress, and the spec wants a progress bar per file. Follows the session rules of client.ts:
// session cookie, x-csrf-token, 401 -> sign in again, problem+json -> ApiError.
import { ApiError, apiErrorFrom } from '../ApiError';
import { apiAddress, type ApiData } from '../api';
import { CSRF_COOKIE, goToRefreshToken, readCookie } from '../client';
import { pathParameter } from './storagePaths';

export type UploadResult = ApiData<'/api/storage/engagements/{engagementId}/{purpose}/files', 'post'>;

interface UploadRequest {
  engagementId: string;
  purpose: string;
  folder: readonly string[];
  file: File;
  /** 0 to 100. */
  onProgress: (percent: number) => void;
}

export function uploadFile({ engagementId, purpose, folder, file, onProgress }: UploadRequest) {
  return new Promise<UploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const address = apiAddress('/api/storage/engagements/{engagementId}/{purpose}/files', {
      path: { engagementId, purpose },
      query: pathParameter(folder),
    });
    xhr.open('POST', address);
    xhr.setRequestHeader('accept', 'application/json');
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) xhr.setRequestHeader('x-csrf-token', csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.onload = () => {
      if (xhr.status === 401) goToRefreshToken();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        try {
          resolve(JSON.parse(xhr.responseText) as UploadResult);
        } catch {
          resolve({ httpStatusCode: xhr.status, resultingFileNames: [file.name] });
        }
        return;
      }
      const response = new Response(xhr.responseText, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
      });
      void apiErrorFrom(response).then(reject, () => reject(new ApiError(xhr.status, xhr.statusText)));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
