// The only way a role or permission row becomes JSON.
import {
  permissionDefinitionSchema,
  roleDetailSchema,
  roleListItemSchema,
  type PermissionAbilities,
  type PermissionDefinitionItem,
  type RoleAbilities,
  type RoleDetail,
  type RoleListItem,
} from '@cairn/contracts';

export interface RoleRow {
  name: string;
  scopeMask: string;
  description: string;
  builtIn: boolean;
  permissionCount: number;
}

export function presentRole(row: RoleRow, abilities: RoleAbilities): RoleListItem {
  return roleListItemSchema.parse({ ...row, abilities });
}

export function presentRoleDetail(
  row: RoleRow,
  extra: { permissions: string[]; assignmentCount: number },
  abilities: RoleAbilities,
): RoleDetail {
  return roleDetailSchema.parse({ ...row, ...extra, abilities });
}

export interface PermissionRow {
  name: string;
  category: string;
  description: string;
  roleCount: number;
}

export function presentPermission(
  row: PermissionRow,
  builtIn: boolean,
  abilities: PermissionAbilities,
): PermissionDefinitionItem {
  return permissionDefinitionSchema.parse({ ...row, builtIn, abilities });
}
