// What a caller may do with a role or a permission (outline's policies): from the caller's permissions
// at /platform, read once per request. Built-ins are defined by Cairn and restored on every start
// (access/catalogue.ts), so nobody changes or deletes them through the API (docs/decisions.md).
import {
  ALL_PERMISSION_NAMES,
  PERMISSIONS,
  type PermissionAbilities,
  type RoleAbilities,
} from '@cairn/contracts';

export interface CataloguePolicyContext {
  /** The caller's permissions at /platform. */
  platform: ReadonlySet<string>;
}

const writes = (context: CataloguePolicyContext) => context.platform.has(PERMISSIONS.authorizationWriter);

export function roleAbilities(context: CataloguePolicyContext, role: { builtIn: boolean }): RoleAbilities {
  const custom = writes(context) && !role.builtIn;
  return { update: custom, delete: custom };
}

const BUILT_IN_PERMISSIONS = new Set(ALL_PERMISSION_NAMES);
export const isBuiltInPermission = (name: string) => BUILT_IN_PERMISSIONS.has(name);

export function permissionAbilities(
  context: CataloguePolicyContext,
  permission: { name: string },
): PermissionAbilities {
  const custom = writes(context) && !isBuiltInPermission(permission.name);
  return { update: custom, delete: custom };
}
