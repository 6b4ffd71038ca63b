// The one hook the UI gates on (STYLE.md rule 8): the server answers which permissions hold at a
// scope, contracts turns them into the spec's flags.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  allowed,
  engagementFlags,
  globalFlags,
  PERMISSIONS,
  type EngagementFlags,
  type GlobalFlags,
  type PermissionEntry,
} from '@cairn/contracts';
import { api } from '../api';
import { permissionKeys } from './keys';

export interface Permissions {
  entries: PermissionEntry[];
  global: GlobalFlags;
  engagement: EngagementFlags;
  /** Engagements.Reader at the scope: the user may open the engagement. */
  canReadEngagement: boolean;
  can: (permissionName: string) => boolean;
}

export function toPermissions(entries: PermissionEntry[]): Permissions {
  return {
    entries,
    global: globalFlags(entries),
    engagement: engagementFlags(entries),
    canReadEngagement: allowed(entries, PERMISSIONS.engagementsReader),
    can: (name) => allowed(entries, name),
  };
}

const NONE = toPermissions([]);

/**
 * How often an open page asks again which permissions hold: a role given or taken away by an
 * administrator shows in open pages within this time, without a reload (also on returning to the tab).
 */
export const PERMISSIONS_REFRESH_MS = 30_000;

/** The permissions held at a scope, as the server answers them (also fetched ahead at start). */
export const permissionsQuery = (scope: string | null | undefined) =>
  queryOptions({
    queryKey: permissionKeys.scope(scope ?? ''),
    queryFn: async () => {
      const { data } = await api.POST('/api/authorization/permissions/query', { body: { scope: scope! } });
      return data;
    },
    enabled: !!scope,
    staleTime: PERMISSIONS_REFRESH_MS,
  });

/** Flags at a scope ('/platform', '/tenants/{id}', '/engagements/{id}'); all false while loading or without a scope. */
export function usePermissions(scope: string | null | undefined) {
  const query = useQuery({
    ...permissionsQuery(scope),
    select: (result) => toPermissions(result.permissions),
    refetchInterval: PERMISSIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  return { ...query, permissions: query.data ?? NONE };
}
