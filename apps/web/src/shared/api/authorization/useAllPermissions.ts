import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { permissionDefinitionKeys } from './keys';

/** Every permission of the catalogue: the role form's tree. */
export function useAllPermissions(enabled = true) {
  return useQuery({
    queryKey: permissionDefinitionKeys.everyPermission(),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/api/authorization/all-permissions', { signal });
      return data;
    },
    enabled,
  });
}
