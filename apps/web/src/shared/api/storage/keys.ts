export const storageKeys = {
  all: ['storage'] as const,
  configurations: (engagementId: string) => [...storageKeys.all, 'configurations', engagementId] as const,
  folders: (engagementId: string) => [...storageKeys.all, 'folder', engagementId] as const,
  folder: (engagementId: string, purpose: string, path: readonly string[]) =>
    [...storageKeys.folders(engagementId), purpose, path.join('/')] as const,
};
