// One file per request through XMLHttpRequest: fetch reports no upload progress, and the spec wants
// a progress bar per file. Mirrors shared/api/client.ts: session cookie, x-csrf-token, 401 -> sign in
// again, problem+json -> ApiError.
import { ApiError, apiErrorFrom } from '../../../shared/api/ApiError';
import { readCookie, refreshTokenAddress } from '../../../shared/api/client';
import { purposeAddress, withPath } from './storageAddresses';

// The cookie client.ts reads for the same header (not exported there).
const CSRF_COOKIE = 'cairn_csrf';

export interface UploadResult {
  httpStatusCode: number;
  resultingFileNames: string[];
}

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
    xhr.open('POST', `${purposeAddress(engagementId, purpose)}/files${withPath(folder)}`);
    xhr.setRequestHeader('accept', 'application/json');
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) xhr.setRequestHeader('x-csrf-token', csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.onload = () => {
      if (xhr.status === 401) {
        const { pathname, search } = window.location;
        window.location.assign(refreshTokenAddress(pathname + search));
      }
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
