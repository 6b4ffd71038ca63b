// Storage calls (workspace.md section 7): query keys, fetchers and hooks in one small module.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoleAssignmentUpdate, ScopedPrincipal, StorageConfiguration, StorageObject } from '@cairn/contracts';
import { apiFetch, readCookie } from '../../../shared/api/client';
import { isApiError } from '../../../shared/api/ApiError';

export interface FolderListing {
  purpose: string;
  path: string[];
  folder: StorageObject | null;
  objects: StorageObject[];
  canUpload: boolean;
  allowedExtensions: string[];
}

export const storageKeys = {
  all: ['storage'] as const,
  configurations: (engagementId: string) => [...storageKeys.all, 'configurations', engagementId] as const,
  folder: (engagementId: string, purpose: string, path: string) => [...storageKeys.all, 'folder', engagementId, purpose, path] as const,
  holders: (scope: string) => [...storageKeys.all, 'holders', scope] as const,
  principals: (engagementId: string) => [...storageKeys.all, 'principals', engagementId] as const,
};

export const storageBase = (engagementId: string, purpose: string) =>
  `/api/storage/engagements/${encodeURIComponent(engagementId)}/${encodeURIComponent(purpose)}`;
const withPath = (path: string) => `?path=${encodeURIComponent(path)}`;

export function useStorageConfigurations(engagementId: string | null) {
  return useQuery({
    queryKey: storageKeys.configurations(engagementId ?? ''),
    queryFn: () => apiFetch<StorageConfiguration[]>(`/api/storage/engagements/${encodeURIComponent(engagementId!)}/configurations`),
    enabled: !!engagementId,
  });
}

/** The folder listing; a 403 is an answer here (no folder access), not an error to report. */
export function useFolderListing(engagementId: string | null, purpose: string, path: string) {
  return useQuery({
    queryKey: storageKeys.folder(engagementId ?? '', purpose, path),
    queryFn: () => apiFetch<FolderListing>(`${storageBase(engagementId!, purpose)}/folder${withPath(path)}`),
    enabled: !!engagementId,
    retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
    placeholderData: (previous) => previous,
  });
}

export function useStorageMutations(engagementId: string, purpose: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: storageKeys.all });
  const base = storageBase(engagementId, purpose);
  return {
    createFolder: useMutation({
      mutationFn: (input: { parent: string; displayName: string; metadata: Record<string, string> }) =>
        apiFetch<StorageObject>(`${base}/folders${withPath(input.parent)}`, { method: 'POST', json: { displayName: input.displayName, metadata: input.metadata } }),
      onSuccess: refresh,
    }),
    updateMetadata: useMutation({
      mutationFn: (input: { path: string; metadata: Record<string, string> }) =>
        apiFetch<StorageObject>(`${base}/objects/metadata${withPath(input.path)}`, { method: 'PATCH', json: { metadata: input.metadata } }),
      onSuccess: refresh,
    }),
    deleteFile: useMutation({
      mutationFn: (path: string) => apiFetch<void>(`${base}/files${withPath(path)}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}

export const downloadAddress = (engagementId: string, purpose: string, path: string) => `${storageBase(engagementId, purpose)}/files/content${withPath(path)}`;

/** One file per request so each gets its own progress bar (fetch reports no upload progress). */
export function uploadFile(engagementId: string, purpose: string, folder: string, file: File, onProgress: (percent: number) => void) {
  return new Promise<{ status: number }>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${storageBase(engagementId, purpose)}/files${withPath(folder)}`);
    const csrf = readCookie('cairn_csrf');
    if (csrf) xhr.setRequestHeader('x-csrf-token', csrf);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => resolve({ status: xhr.status });
    xhr.onerror = () => resolve({ status: 0 });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Role assignment updates; a 422 is ignored as the spec says (workspace.md section 8). */
export async function applyRoleAssignments(updates: RoleAssignmentUpdate[]) {
  if (!updates.length) return;
  try {
    await apiFetch('/api/authorization/role-assignments', { method: 'POST', json: updates });
  } catch (error) {
    if (!(isApiError(error) && error.status === 422)) throw error;
  }
}

export function useFolderHolders(scope: string, enabled: boolean) {
  return useQuery({
    queryKey: storageKeys.holders(scope),
    queryFn: () => apiFetch<ScopedPrincipal[]>(`/api/authorization/role-assignments?scope=${encodeURIComponent(scope)}`),
    enabled,
  });
}

export function useEngagementPrincipals(engagementId: string, enabled: boolean) {
  return useQuery({
    queryKey: storageKeys.principals(engagementId),
    queryFn: () => apiFetch<ScopedPrincipal[]>(`/api/engagements/${encodeURIComponent(engagementId)}/principals`),
    enabled,
  });
}
