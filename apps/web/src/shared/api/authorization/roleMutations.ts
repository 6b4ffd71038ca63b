import type { QueryClient } from '@tanstack/react-query';
import { permissionDefinitionKeys, permissionKeys, roleKeys } from './keys';

/**
 * After a role or permission changes: the lists, the roles a dialog offers and my own permissions
 * (I may hold the role that changed) are asked again.
 */
export const afterCatalogueChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: roleKeys.all }),
    queryClient.invalidateQueries({ queryKey: permissionDefinitionKeys.all }),
    // The roles the add-role-assignment dialog offers, at every scope (userKeys.assignableRoles).
    queryClient.invalidateQueries({ queryKey: ['assignableRoles'] }),
    queryClient.invalidateQueries({ queryKey: permissionKeys.all }),
  ]);
