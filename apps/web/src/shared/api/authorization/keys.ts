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

/** Users administration: the list, one user, a user's role assignments; the roles a dialog offers. */
export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  /** A picker's pages: under the list, so what invalidates the list refreshes them too. */
  choices: () => [...userKeys.list(), 'choices'] as const,
  /** Whether a user has exactly this e-mail (a picker's "create user" offer). */
  emailTaken: (email: string) => [...userKeys.list(), 'emailTaken', email] as const,
  detail: (email: string) => [...userKeys.all, 'detail', email] as const,
  assignments: (email: string) => [...userKeys.all, 'assignments', email] as const,
  assignableRoles: (scope: string) => ['assignableRoles', scope] as const,
};

/** Roles and the permission catalogue of the Roles and Permissions screens. */
export const roleKeys = {
  all: ['roles'] as const,
  lists: () => [...roleKeys.all, 'list'] as const,
  list: (query: object) => [...roleKeys.lists(), query] as const,
  everyRole: () => [...roleKeys.all, 'every'] as const,
  detail: (name: string) => [...roleKeys.all, 'detail', name] as const,
};
export const permissionDefinitionKeys = {
  all: ['permissionDefinitions'] as const,
  lists: () => [...permissionDefinitionKeys.all, 'list'] as const,
  list: (query: object) => [...permissionDefinitionKeys.lists(), query] as const,
  everyPermission: () => [...permissionDefinitionKeys.all, 'every'] as const,
};

/** Applications administration: the list, one application, its role assignments and client secrets. */
export const applicationKeys = {
  all: ['applications'] as const,
  list: () => [...applicationKeys.all, 'list'] as const,
  choices: () => [...applicationKeys.list(), 'choices'] as const,
  detail: (aadObjectId: string) => [...applicationKeys.all, 'detail', aadObjectId] as const,
  assignments: (aadObjectId: string) => [...applicationKeys.all, 'assignments', aadObjectId] as const,
  secrets: (aadObjectId: string) => [...applicationKeys.all, 'secrets', aadObjectId] as const,
};

/** The engagement access screen: an engagement's users or applications with their assignments. */
export const engagementAccessKeys = {
  all: ['engagementAccess'] as const,
  principals: (engagementId: string, principalType: 'User' | 'Application') =>
    [...engagementAccessKeys.all, engagementId, principalType] as const,
};
