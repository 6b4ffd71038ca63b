export const storageKeys = {
  all: ['storage'] as const,
  configurations: (engagementId: string) => [...storageKeys.all, 'configurations', engagementId] as const,
  folders: (engagementId: string) => [...storageKeys.all, 'folder', engagementId] as const,
  folder: (engagementId: string, purpose: string, path: readonly string[]) =>
    [...storageKeys.folders(engagementId), purpose, path.join('/')] as const,
};

/** Who holds a role on a folder, and who could: the choices of the folder permission dialogs. */
export const folderAccessKeys = {
  all: ['folderAccess'] as const,
  holders: (scope: string) => [...folderAccessKeys.all, 'holders', scope] as const,
  principals: (engagementId: string) => [...folderAccessKeys.all, 'principals', engagementId] as const,
  /** The folders of a purpose I may open: changes with role assignments, so it lives here. */
  reachable: (engagementId: string, purpose: string) =>
    [...folderAccessKeys.all, 'reachable', engagementId, purpose] as const,
};
