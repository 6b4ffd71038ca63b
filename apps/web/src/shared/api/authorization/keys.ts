export const permissionKeys = {
  all: ['permissions'] as const,
  scope: (scope: string) => [...permissionKeys.all, scope] as const,
};

/**
 * Who holds a role on a folder, and who could: the choices of the folder permission dialogs. Also
 * the folders of a purpose I may open: all of them change with role assignments, so a role
 * assignment update invalidates them together (the principals and reachable folders are asked of
 * the engagements and storage services).
 */
export const folderAccessKeys = {
  all: ['folderAccess'] as const,
  holders: (scope: string) => [...folderAccessKeys.all, 'holders', scope] as const,
  principals: (engagementId: string) => [...folderAccessKeys.all, 'principals', engagementId] as const,
  reachable: (engagementId: string, purpose: string) =>
    [...folderAccessKeys.all, 'reachable', engagementId, purpose] as const,
};
