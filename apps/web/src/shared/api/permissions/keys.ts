export const permissionKeys = {
  all: ['permissions'] as const,
  scope: (scope: string) => [...permissionKeys.all, scope] as const,
};
